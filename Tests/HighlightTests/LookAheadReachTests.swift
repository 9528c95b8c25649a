import XCTest
@testable import Highlight

/// The reach that the incremental highlighter gives each resume point (`ResumingSink`): the pass
/// from a point to the next one depends on no byte at or past it. Every byte from the reach on
/// is replaced (by other Swift, or by the input's end), and the pass resumed at the point must
/// emit the same tokens and meet the next point in the same state. A look-ahead that reads
/// further without recording it (`Tokenizer.readAhead(to:)`) fails this on the documents that
/// take it.
final class LookAheadReachTests: XCTestCase {
    /// Records the tokens of a resumed pass up to the line start `stopAt`, and the state there.
    struct ProbeSink: TokenSink {
        let stopAt: Int
        var tokens: [Token] = []
        var saved: LineState? = nil

        static var observesLineStarts: Bool { true }

        mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            tokens.append(Token(start: start, end: end, kind: kind))
        }

        mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool {
            guard offset >= stopAt else { return true }
            if offset == stopAt { saved = LineState(state, frames, at: offset) }
            return false
        }
    }

    /// What replaces the bytes from a reach on: runs of bytes that end or open what a
    /// look-ahead looks for, and nothing (the input ends at the reach).
    static let replacements: [[UInt8]] = ["", "}", ")", "{", "\"", "/*", "\n", "x", " in ", "<", "]", "*/", "@", "// "].map { piece in
        var run: [UInt8] = []
        if piece.isEmpty { return run }
        while run.count < 1200 { run += Array(piece.utf8) }
        return run
    }

    /// The pass from `point` up to the next point at `next`, over `bytes`.
    static func probe(_ bytes: [UInt8], _ point: ResumePoint, next: Int) -> ProbeSink {
        bytes.withUnsafeBufferPointer { Tokenizer.resume($0, at: point.offset, in: point.saved, into: ProbeSink(stopAt: next)) }
    }

    /// Whether the pass from `p` to `next` is the same when the bytes from `cut` on are replaced
    /// (each of `replacements`); the first that changes it, if one does.
    static func readsPast(_ bytes: [UInt8], _ p: ResumePoint, next: Int, cut: Int) -> (replacement: [UInt8], tokens: Bool)? {
        let reference = probe(bytes, p, next: next)
        for replacement in replacements {
            let changed = probe(Array(bytes[0..<cut]) + replacement, p, next: next)
            if changed.tokens != reference.tokens || changed.saved != reference.saved {
                return (replacement, changed.tokens != reference.tokens)
            }
        }
        return nil
    }

    /// Checks every resume point of `bytes`; returns how many were checked with bytes past
    /// their reach, and at how many of them the pass reads past the next point's line start
    /// (which a reach without look-aheads would miss).
    @discardableResult
    func assertReachesHold(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> (checked: Int, readPastLine: Int) {
        let h = try IncrementalHighlighter(utf8: bytes)
        let points = h.points
        var checked = 0, readPastLine = 0
        for k in 0..<(points.count - 1) {
            let p = points[k], next = points[k + 1].offset
            guard p.reach < bytes.count else { continue }
            XCTAssertGreaterThan(p.reach, next, "\(what): the reach of \(p.offset) lies past the next point", file: file, line: line)
            if Self.readsPast(bytes, p, next: next, cut: next + 1) != nil { readPastLine += 1 }
            if let (replacement, tokens) = Self.readsPast(bytes, p, next: next, cut: p.reach) {
                XCTFail("\(what): the pass from \(p.offset) to \(next) read past its reach \(p.reach) (bytes from it on replaced by \(String(decoding: replacement.prefix(4), as: UTF8.self))): \(tokens ? "tokens" : "state") differ",
                        file: file, line: line)
                return (checked, readPastLine)
            }
            checked += 1
        }
        return (checked, readPastLine)
    }

    /// The held-out snippets, each alone.
    func testReachesHoldOverTheSnippets() throws {
        var checked = 0
        for (name, bytes) in try IncrementalHighlightingTests.snippets() {
            checked += try assertReachesHold(bytes, name).checked
        }
        XCTAssertGreaterThan(checked, 500)
    }

    /// Documents made to take each long look-ahead, with what it looks for at many distances:
    /// trailing closures and accessor blocks after comment lines, closure signatures, a
    /// condition's trailing closure, a recovery's look-ahead for a closer, long words.
    func testReachesHoldOverLongLookAheads() throws {
        let comment = "    // a comment line the look-ahead skips\n"
        let word = String(repeating: "w", count: 300)
        var checked = 0, readPastLine = 0
        for lines in [0, 1, 3, 6, 12, 24] {
            let comments = String(repeating: comment, count: lines)
            let blank = String(repeating: "\n", count: lines)
            let pieces = [
                "let doubled = values.map\n\(comments){ $0 * 2 }\nlet after = doubled\n",
                "var observed = 0 {\n\(blank)\(comments)    willSet { print(newValue) }\n}\n",
                "struct S {\n    var x: Int\n\(comments)    get { 1 }\n}\n",
                "struct S {\n    var x: Int {\n\(comments)    @storageRestrictions(initializes: y) init { y = 1 }\n    }\n}\n",
                "let f = items.filter { (item: Int, other) -> Bool in\n\(comments) item > other }\n",
                "if let e = m.withLock { $0.first } \(comments){\n    use(e)\n}\n",
                "let x = f(a,\n\(comments)  b.run()\n  c)\nlet y = 1\n",
                "enum E: Int,\n\(comments)case a\n}\n",
                "func f(\(word) \(word): Int,\n\(comments)  y: Int) {}\n",
                "struct T\n\(comments)    let a = 1\n",
                "func g\n\(comments)    where T: P\n",
                "switch x {\ncase .a\n\(comments)    f()\n}\n",
                "let s = \"\"\"\n  \\(a\n\(comments)  + b)\n  \"\"\"\n",
                "x.\(word)\n\(comments){ $0 }\n",
            ]
            for (index, piece) in pieces.enumerated() {
                let r = try assertReachesHold(Array((piece + "let tail = 1\n").utf8), "piece \(index) after \(lines) comment lines")
                checked += r.checked
                readPastLine += r.readPastLine
            }
        }
        XCTAssertGreaterThan(checked, 100)
        // The check can fail: these passes read past the next line start, where a reach that
        // held no look-ahead would end.
        XCTAssertGreaterThan(readPastLine, 20)
    }

    /// Deep in a long file of plain lines, the pass after an edit starts a line or two before
    /// it (the reach of a line without a long look-ahead), not a fixed window before.
    func testEditsDeepInALongFileRestartNearThem() throws {
        var source = ""
        for k in 0..<3000 { source += "let v\(k) = f(\(k)) + g(x: \(k))\n" }
        var h = IncrementalHighlighter(source)
        let middle = h.utf8.count / 2
        try h.replace(middle..<middle, with: "x")
        XCTAssertLessThan(h.rehighlighted.count, Tokenizer<TokenArraySink>.unrecordedLookAhead + 200)
        XCTAssertEqual(h.tokens, try Highlighter.tokens(utf8: h.utf8))
    }
}
