import XCTest
@testable import Highlight

/// The tokenizer's dispatch table (`LexemeStart.table`) gives each of the 256 byte values the
/// class the lexer's own predicates give it, as the raw value of a case.
final class LexemeStartTests: XCTestCase {
    func testTableHoldsEveryByteValue() {
        XCTAssertEqual(LexemeStart.table.utf8CodeUnitCount, 256)
    }

    /// `LexemeStart.of` reinterprets a table byte as a case: each raw value must be the case's
    /// bit pattern, which holds when the raw values are the cases' positions.
    func testRawValuesAreTheCasesBitPatterns() {
        var value: UInt8 = 0
        while let c = LexemeStart(rawValue: value) {
            XCTAssertEqual(unsafeBitCast(c, to: UInt8.self), value)
            value += 1
        }
        XCTAssertEqual(value, LexemeStart.nonASCII.rawValue + 1)
    }

    func testEachByteHasTheLexersClass() {
        let ownRules: [UInt8: LexemeStart] = [
            UInt8(ascii: "\""): .doubleQuote, UInt8(ascii: "'"): .singleQuote, UInt8(ascii: "/"): .slash,
            UInt8(ascii: "#"): .pound, UInt8(ascii: "@"): .at, UInt8(ascii: "`"): .backtick, UInt8(ascii: "."): .dot,
            UInt8(ascii: "("): .openParen, UInt8(ascii: ")"): .closeParen, UInt8(ascii: "["): .openSquare,
            UInt8(ascii: "]"): .closeSquare, UInt8(ascii: "{"): .openBrace, UInt8(ascii: "}"): .closeBrace,
            UInt8(ascii: ","): .comma, UInt8(ascii: ";"): .semicolon, UInt8(ascii: ":"): .colon,
            UInt8(ascii: "\\"): .backslash, UInt8(ascii: "$"): .dollar,
        ]
        let table = LexemeStart.table.utf8Start
        for value in 0...255 {
            let c = UInt8(value)
            let expected: LexemeStart
            if c == 0x20 {
                expected = .space
            } else if Lexing.isNewline(c) {
                expected = .newline
            } else if let own = ownRules[c] {
                expected = own
            } else if c < 0x80 && Lexing.isIdentStart(c) {
                expected = .identifier
            } else if Lexing.isDigit(c) {
                expected = .digit
            } else if Lexing.isOperatorChar(c) {
                expected = .operator
            } else if c >= 0x80 {
                expected = .nonASCII
            } else {
                expected = .skipped
            }
            XCTAssertEqual(LexemeStart(rawValue: table[value]), expected, "byte 0x\(String(value, radix: 16))")
        }
    }
}
