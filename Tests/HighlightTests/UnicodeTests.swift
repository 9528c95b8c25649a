import XCTest
@testable import Highlight

final class UnicodeTests: XCTestCase {
    func testUnicodeIdentifiers() {
        assertKinds("let π = 3.14; let café = Ångström(x)", [("π", .plain), ("café", .plain), ("Ångström", .type)])
        assertKinds("let 🐶 = dog.名前", [("🐶", .plain), ("名前", .property)])
    }

    func testBacktickedIdentifiers() {
        assertKinds("let `default` = 1; `class`.run(); x.`init`", [("`default`", .plain), ("`class`", .plain), ("run", .function)])
        assertKinds("case `Type`", [("`Type`", .type)])
    }

    func testOffsetsAreUTF8Bytes() {
        let tokens = Highlighter.tokens("let é = \"ü\"")
        // `let` 0..<3; `"ü"` starts after `let é = ` (`é` is 2 bytes) and is 4 bytes long.
        XCTAssertEqual(tokens.first, Token(start: 0, end: 3, kind: .keyword))
        XCTAssertEqual(tokens.last, Token(start: 9, end: 13, kind: .string))
    }

    func testUnicodeOperators() {
        assertKinds("let z = a ∘ b", [("∘", .operator)])
    }

    func testByteOrderMarkAndLineEndings() {
        let kinds = texts("\u{FEFF}let a = 1\r\nlet b = \"x\r// c\rlet c")
        XCTAssertEqual(kinds.map(\.0), ["let", "=", "1", "let", "=", "\"x", "// c", "let"])
        XCTAssertEqual(kinds.map(\.1), [.keyword, .operator, .number, .keyword, .operator, .string, .comment, .keyword])
    }

    /// The engine's generated table of the Unicode Uppercase property (scripts/gen/uppercase.sh)
    /// answers as the standard library does, for every value up to U+10FFFF and beyond.
    func testUppercaseTableEqualsTheStandardLibrarysProperty() {
        var mismatches: [UInt32] = []
        var v: UInt32 = 0
        while v <= 0x110000 {
            let expected = v >= 0x80 && (Unicode.Scalar(v)?.properties.isUppercase ?? false)
            if UppercaseTable.contains(v) != expected { mismatches.append(v) }
            v += 1
        }
        XCTAssertEqual(mismatches.prefix(10), [], "\(mismatches.count) values differ")
        XCTAssertFalse(UppercaseTable.contains(UInt32.max))
        // Non-ASCII uppercase names start types, lowercase ones do not.
        assertKinds("let a = Ωmega(); let b = ωmega(); let c = 𝐀lpha()", [("Ωmega", .type), ("ωmega", .function), ("𝐀lpha", .type)])
    }
}
