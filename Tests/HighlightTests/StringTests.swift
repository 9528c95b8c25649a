import XCTest
@testable import Highlight

final class StringTests: XCTestCase {
    func testSingleLineString() {
        assertKinds(#"let s = "hello""#, [("let", .keyword), ("s", .plain), ("\"hello\"", .string)])
    }

    func testEscapes() {
        XCTAssertEqual(texts(#""a\nb\u{1F600}c\\""#).map(\.1), [.string, .stringEscape, .string, .stringEscape, .string, .stringEscape, .string])
        assertKinds(#""tab\t""#, [("\\t", .stringEscape)])
    }

    func testInterpolationWithNestedStringAndClosure() {
        let src = #""a \(xs.map { "\($0)" }.joined(separator: ",")) b""#
        assertKinds(src, [("\"a ", .string), ("\\(", .interpolation), ("xs", .plain), ("map", .function),
                          ("\"", .string), ("\\(", .interpolation), ("$0", .plain), (")", .interpolation), ("\"", .string),
                          ("joined", .function), ("separator", .plain), ("\",\"", .string), (")", .plain), (")", .interpolation), (" b\"", .string)])
    }

    func testInterpolationNestedDeeply() {
        let src = #""1\("2\("3\(x)")")""#
        let kinds = texts(src)
        XCTAssertEqual(kinds.filter { $0.1 == .interpolation }.count, 6)
        XCTAssertFalse(kinds.contains { $0.0 == "x" })
    }

    func testMultiLineString() {
        let src = "let s = \"\"\"\n  line \\(value)\n  \"quoted\"\n  \"\"\"\nlet t = 1"
        assertKinds(src, [("\"\"\"\n  line ", .string), ("\\(", .interpolation), ("value", .plain), (")", .interpolation),
                          ("\n  \"quoted\"\n  \"\"\"", .string), ("let", .keyword), ("1", .number)])
    }

    func testMultiLineInterpolationWithCode() {
        let src = "\"\"\"\n\\(items.map {\n  $0.name\n}.count)\n\"\"\""
        assertKinds(src, [("map", .function), ("name", .property), ("count", .property), ("\n\"\"\"", .string)])
    }

    func testRawStrings() {
        assertKinds(##"let r = #"no \n escape \#n yes \#(x) "quote""#"##,
                    [("#\"no \\n escape ", .string), ("\\#n", .stringEscape), (" yes ", .string), ("\\#(", .interpolation),
                     ("x", .plain), (")", .interpolation), (" \"quote\"\"#", .string)])
        assertKinds(###"##"a "# b"##"###, [(###"##"a "# b"##"###, .string)])
    }

    func testRawMultiLineString() {
        let src = "#\"\"\"\nraw \"\"\" inside\n\"\"\"#\nlet x = 1"
        assertKinds(src, [("#\"\"\"\nraw \"\"\" inside\n\"\"\"#", .string), ("let", .keyword)])
    }

    func testUnterminatedStringEndsAtLine() {
        assertKinds("let s = \"abc\nlet t = 2", [("\"abc", .string), ("let", .keyword), ("t", .plain), ("2", .number)])
    }

    func testLineContinuationInMultiLineString() {
        // The parser keeps a line continuation as trivia between string segments: plain
        // (swift-syntax; see ClassificationRuleTests.testLineContinuationInMultilineStringIsPlain).
        assertKinds("\"\"\"\na \\\nb\n\"\"\"", [("a", .string), ("\\", .plain), ("b", .string)])
    }

    func testRegexLiteralsAndDivision() {
        assertKinds("let r = /[a-z]+\\d/\nlet q = a / b / c", [("/[a-z]+\\d/", .regex), ("/", .operator), ("/", .operator)])
        assertKinds("let r = #/ a / b /#", [("#/ a / b /#", .regex)])
        assertKinds("x.split(separator: /\\s+/)", [("/\\s+/", .regex)])
    }
}

final class RawStringDelimiterTests: XCTestCase {
    /// Raw strings take any number of `#`s: 300 open, 299 inside do not close, 300 close.
    func testRawStringWithThreeHundredHashes() {
        let h = String(repeating: "#", count: 300)
        let inner = String(repeating: "#", count: 299)
        let src = "let s = \(h)\"a \"\(inner) b \\\(h)(x) c\"\(h)\nlet t = 1"
        let tokens = texts(src)
        XCTAssertEqual(tokens.first?.0, "let")
        XCTAssertEqual(tokens[1].0, "=")
        XCTAssertEqual(tokens[2].0, "\(h)\"a \"\(inner) b ")
        XCTAssertEqual(tokens[2].1, .string)
        XCTAssertEqual(tokens[3].0, "\\\(h)(")
        XCTAssertEqual(tokens[3].1, .interpolation)
        XCTAssertEqual(tokens[4].0, ")")
        XCTAssertEqual(tokens[5].0, " c\"\(h)")
        XCTAssertEqual(tokens[5].1, .string)
        XCTAssertEqual(tokens[6].0, "let")
        XCTAssertEqual(tokens.last?.0, "1")
    }
}
