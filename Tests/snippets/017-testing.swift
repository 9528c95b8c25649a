import Testing
@testable import MyApp

@Suite("Parser tests")
struct ParserTests {
    @Test func parsesNumbers() throws {
        let p = Parser("42")
        #expect(try p.parse() == .number(42))
    }

    @Test("Rejects garbage", arguments: ["", "x", "1+"])
    func rejects(_ input: String) {
        #expect(throws: ParseError.self) {
            try Parser(input).parse()
        }
    }
}

final class LegacyTests: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
    }

    func testExample() throws {
        let sut = Calculator()
        XCTAssertEqual(sut.add(2, 3), 5)
        XCTAssertTrue(sut.isReady, "should be ready")
        XCTAssertThrowsError(try sut.divide(1, by: 0)) { error in
            XCTAssertEqual(error as? CalcError, .divisionByZero)
        }
    }
}
