import XCTest
@testable import Highlight

/// Blocks of `//` lines: a sink that does not observe line starts takes the lines after a line
/// break that changes nothing in one loop (`Tokenizer.quietCommentLinesEnd`, native), one that
/// observes them (the incremental highlighter's) line by line; both give the same tokens.
final class CommentLineBlockTests: XCTestCase {
    /// `TokenArraySink`, but observing line starts (and never stopping at one).
    private struct LineStartSink: TokenSink {
        var tokens = TokenArraySink()
        var lineStarts = 0
        static var observesLineStarts: Bool { true }

        mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            tokens.emit(start, end, kind)
        }

        mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool {
            lineStarts += 1
            return true
        }
    }

    private static let inputs: [String] = {
        var inputs = [
            "let a = 1\n// x\n/// y\n//// z\n///\n//\nlet b = 2\n",
            "struct S {\n    // a\n    /// b\n        // deeper\n  // less\n    var x: Int\n}\n",
            "func f() {\n    // a\r\n    // b\r\n    /// c\r\n}\r\n",
            "func f() {\n    // a\r    // b\r    /// c\r}\r",
            "let x = 1\n// a\n//",
            "let x = 1\n// a\n///",
            "let x = 1\n// a\n// b",
            "func f() {\n\t// a\n\t// b\n\tx()\n}\n",
            "let v: Int\n// a\n// b\n.member\n",
            String(repeating: "//\n", count: 3_000),
            String(repeating: "    /// doc line of some length\n", count: 400) + "func g() {}\n",
        ]
        var mixed = "func f() {\n"
        let lines = ["    // c\n", "    /// d\n", "    x = 1 // t\n", "\n", "    //\n", "        // deeper\n", "// left\n", "  ////\n"]
        for k in 0..<2_000 { mixed += lines[(k &* 7 &+ k / 3) % lines.count] }
        inputs.append(mixed + "}\n")
        return inputs
    }()

    func testQuietCommentLinesGiveTheTokensOfLineByLine() {
        for text in Self.inputs {
            let bytes = Array(text.utf8)
            let direct = bytes.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
            let observed = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: LineStartSink()) }
            XCTAssertGreaterThan(observed.lineStarts, 0, String(text.prefix(24)))
            XCTAssertEqual(direct, observed.tokens.tokens, String(text.prefix(24)))
        }
    }

    func testCommentLinesAfterAQuietLineBreak() {
        assertKinds("let a = 1\n// x\n/// y\n//// z\n///\nlet b = 2",
                    [("// x", .comment), ("/// y", .docComment), ("//// z", .comment), ("///", .docComment), ("let", .keyword)])
        assertKinds("func f() {\n    // a\r\n    /// b\r\n}", [("// a", .comment), ("/// b", .docComment)])
    }
}
