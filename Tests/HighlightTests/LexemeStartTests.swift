import XCTest
@testable import Highlight

/// The tokenizer's dispatch table (`LexemeStart.table`) gives each of the 256 byte values the
/// class the lexer's own predicates give it.
final class LexemeStartTests: XCTestCase {
    func testTableHoldsEveryByteValue() {
        XCTAssertEqual(LexemeStart.table.utf8CodeUnitCount, 256)
    }

    func testEachByteHasTheLexersClass() {
        let ownRules = Array("\"'/#@`.()[]{},;:\\$".utf8)
        let table = LexemeStart.table.utf8Start
        for value in 0...255 {
            let c = UInt8(value)
            let expected: UInt8
            if c == 0x20 {
                expected = LexemeStart.space
            } else if Lexing.isNewline(c) {
                expected = LexemeStart.newline
            } else if ownRules.contains(c) {
                expected = c
            } else if c < 0x80 && Lexing.isIdentStart(c) {
                expected = LexemeStart.identifier
            } else if Lexing.isDigit(c) {
                expected = LexemeStart.digit
            } else if Lexing.isOperatorChar(c) {
                expected = LexemeStart.operator
            } else if c >= 0x80 {
                expected = LexemeStart.nonASCII
            } else {
                expected = LexemeStart.skipped
            }
            XCTAssertEqual(table[value], expected, "byte 0x\(String(value, radix: 16))")
        }
    }
}
