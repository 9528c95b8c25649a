@Suite(.serialized, .tags(.networking))
struct APITests {
    @Test(.timeLimit(.minutes(1)), .disabled(if: CI.isRunning))
    func fetchesUsers() async throws {
        let users = try await api.users()
        #expect(users.count == 3)
        #expect(users.first?.name == "Alice", "first user")
        let first = try #require(users.first)
        #expect(first.id > 0)
    }

    @Test(arguments: zip([1, 2, 3], ["a", "b", "c"]))
    func pairs(n: Int, s: String) {
        #expect(!s.isEmpty)
    }
}

extension Tag {
    @Tag static var networking: Self
}
