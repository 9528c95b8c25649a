// SE-0461: nonisolated(nonsending) and @concurrent.
nonisolated(nonsending) func fetch() async throws -> Data {
    try await session.data()
}

@concurrent
func decode(_ data: Data) async throws -> Model {
    try JSONDecoder().decode(Model.self, from: data)
}

struct Client {
    let perform: nonisolated(nonsending) () async throws -> Int
    let background: @concurrent () async -> Void

    @concurrent nonisolated func refresh() async {}

    func run(_ operation: nonisolated(nonsending) @escaping () async -> Void) async {
        await operation()
    }
}

final class Loader: Sendable {
    nonisolated(nonsending) func load() async -> [Item] { [] }
}
