import XCTest
@testable import Highlight

final class NumberTests: XCTestCase {
    func testRadixes() {
        for literal in ["42", "1_000_000", "0xFF_FF", "0o755", "0b1010_0101", "3.14", "1e10", "1.5E-3", "0x1.8p3", "0x1p-2"] {
            XCTAssertEqual(texts("let n = \(literal)").last?.0, literal)
            XCTAssertEqual(texts("let n = \(literal)").last?.1, .number, literal)
        }
    }

    func testNegativeSignIsAnOperator() {
        assertKinds("let n = -5", [("-", .operator), ("5", .number)])
    }

    func testMemberOnIntegerIsNotAFraction() {
        assertKinds("0xFF.description", [("0xFF", .number), ("description", .property)])
        assertKinds("1.description", [("1", .number), ("description", .property)])
    }

    func testTupleIndicesAreProperties() {
        assertKinds("t.0 + t.1.2", [("0", .property), ("1", .property), ("2", .property)])
    }

    func testVersionTupleIsOneNumber() {
        assertKinds("@available(iOS 15.0.1, *)", [("15.0.1", .number)])
    }

    func testRanges() {
        assertKinds("0..<10", [("0", .number), ("..<", .operator), ("10", .number)])
        assertKinds("1...3", [("1", .number), ("...", .operator), ("3", .number)])
    }
}
