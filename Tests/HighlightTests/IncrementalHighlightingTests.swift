import XCTest
@testable import Highlight
import CHighlight

/// `IncrementalHighlighter`: after every edit its tokens equal a whole pass over its text.
final class IncrementalHighlightingTests: XCTestCase {
    /// The seeded generator of the hostile output tests, so that a failure can be replayed.
    typealias Generator = OutputHostileTests.SplitMix

    static func snippets() throws -> [(String, [UInt8])] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("snippets")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }

    func assertMatchesWholePass(_ h: IncrementalHighlighter, _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let whole = (try? Highlighter.tokens(utf8: h.utf8)) ?? []
        if h.tokens == whole { return true }
        let firstDiff = (0..<min(h.tokens.count, whole.count)).first { h.tokens[$0] != whole[$0] } ?? min(h.tokens.count, whole.count)
        let at = firstDiff < whole.count ? whole[firstDiff].start : (firstDiff < h.tokens.count ? h.tokens[firstDiff].start : -1)
        XCTFail("\(what()): incremental tokens differ from a whole pass at token \(firstDiff) (offset \(at))", file: file, line: line)
        return false
    }

    /// One random edit of the kinds an editor's user makes; returns the range replaced and the
    /// replacement.
    static func randomEdit(_ text: [UInt8], _ g: inout Generator) -> (Range<Int>, [UInt8]) {
        func boundary(_ k: Int) -> Int {
            var k = min(max(k, 0), text.count)
            while k < text.count && text[k] & 0xC0 == 0x80 { k += 1 }
            return k
        }
        func lineStart(_ k: Int) -> Int {
            var k = k
            while k > 0 && text[k - 1] != UInt8(ascii: "\n") { k -= 1 }
            return k
        }
        let at = boundary(g.below(text.count + 1))
        let typed: [String] = ["a", "x", " ", "\n", "(", ")", "{", "}", "[", "]", "\"", "'", "/", "*", "#", "\\", "<", ">",
                               ".", ",", ":", "=", "func", "let", "if", "case", "@", "`", "$0", "\\(", "1_0", "?"]
        switch g.below(10) {
        case 0, 1, 2:
            // Typing a character or a word.
            return (at..<at, Array(typed[g.below(typed.count)].utf8))
        case 3, 4:
            // Deleting a character, a word or a few lines.
            let len = [1, 1, 3, 12, 80, 300][g.below(6)]
            return (at..<boundary(at + len), [])
        case 5:
            // Pasting lines from elsewhere in the file.
            let from = lineStart(boundary(g.below(text.count + 1)))
            let to = boundary(from + g.below(600))
            return (at..<at, Array(text[from..<to]))
        case 6:
            // Opening or closing a multi-line string, raw or not.
            let pieces = ["\"\"\"\n", "\n\"\"\"", "#\"\"\"#", "\"\"\"", "#\"\"\"\n", "\n\"\"\"#"]
            let s = lineStart(at)
            return (s..<s, Array(pieces[g.below(pieces.count)].utf8))
        case 7:
            // Opening or closing a block comment.
            let pieces = ["/*", "*/", "/* ", " */\n", "/**/"]
            return (at..<at, Array(pieces[g.below(pieces.count)].utf8))
        case 8:
            // Opening a bracket that the recovery look-ahead reads far past, or closing one.
            let pieces = ["foo(\n", "[\n", "(", ")\n", "f(a,\n", "#if X\n", "#endif\n"]
            let s = lineStart(at)
            return (s..<s, Array(pieces[g.below(pieces.count)].utf8))
        default:
            // Replacing a selection with a word.
            return (at..<boundary(at + g.below(40)), Array(typed[g.below(typed.count)].utf8))
        }
    }

    /// The property: seeded random edit sequences (typing, deleting, pasting, opening and
    /// closing `"""` strings and block comments, brackets, undo) over the held-out snippets;
    /// after every edit the tokens equal a whole pass.
    func testRandomEditSequencesMatchWholePasses() throws {
        var edits = 0, rehighlighted = 0, total = 0
        for (index, (name, bytes)) in try Self.snippets().enumerated() {
            var g = Generator(state: UInt64(index) &* 7919 &+ 17)
            var h = try IncrementalHighlighter(utf8: bytes)
            guard assertMatchesWholePass(h, "\(name) initial") else { return }
            var undo: [(Range<Int>, [UInt8])] = []
            for step in 0..<60 {
                let range: Range<Int>, replacement: [UInt8]
                if !undo.isEmpty && g.below(6) == 0 {
                    (range, replacement) = undo.removeLast()
                } else {
                    (range, replacement) = Self.randomEdit(h.utf8, &g)
                    undo.append((range.lowerBound..<(range.lowerBound + replacement.count), Array(h.utf8[range])))
                }
                let changed = try h.replace(range, with: replacement)
                edits += 1
                rehighlighted += h.rehighlighted.count
                XCTAssertTrue(h.rehighlighted.lowerBound <= changed.lowerBound && changed.upperBound <= h.rehighlighted.upperBound)
                total += h.utf8.count
                guard assertMatchesWholePass(h, "\(name) after edit \(step) (\(range) ← \(replacement.count) bytes)") else { return }
            }
        }
        XCTAssertGreaterThan(edits, 1000)
        // Most edits re-highlight a small part of their file.
        XCTAssertLessThan(Double(rehighlighted) / Double(total), 0.8)
    }

    /// Typing and deleting in one long file made of all snippets re-highlights a small part of
    /// it: about the look-ahead's window before the edit, and up to where the states meet.
    func testTypingInALongFileRehighlightsLittle() throws {
        var bytes: [UInt8] = []
        for _ in 0..<4 {
            for (_, b) in try Self.snippets() { bytes += b; bytes.append(UInt8(ascii: "\n")) }
        }
        var h = try IncrementalHighlighter(utf8: bytes)
        var g = Generator(state: 42)
        var sizes: [Int] = [], changedSizes: [Int] = []
        for step in 0..<100 {
            var at = g.below(h.utf8.count)
            while h.utf8[at] & 0xC0 == 0x80 { at += 1 }
            let changed: Range<Int>
            if step % 2 == 0 {
                changed = try h.replace(at..<at, with: ["a", " ", "1", "x.y", "\n"][g.below(5)])
            } else {
                var end = at + 1
                while end < h.utf8.count && h.utf8[end] & 0xC0 == 0x80 { end += 1 }
                changed = try h.replace(at..<end, with: "")
            }
            sizes.append(h.rehighlighted.count)
            changedSizes.append(changed.count)
            guard assertMatchesWholePass(h, "long file after edit \(step)") else { return }
        }
        sizes.sort()
        changedSizes.sort()
        print("long file: changed bytes per edit, median \(changedSizes[changedSizes.count / 2]), p90 \(changedSizes[changedSizes.count * 9 / 10])")
        print("long file, \(h.utf8.count) bytes: re-highlighted bytes per edit, median \(sizes[sizes.count / 2]), p90 \(sizes[sizes.count * 9 / 10])")
        XCTAssertLessThan(sizes[sizes.count * 9 / 10], h.utf8.count / 10)
    }

    /// An edit moves the tokens and resume points after it by a shift kept for them all, which
    /// the next edits write into those they pass: typing at one place, then before it, after it
    /// and back, bounded or not, keeps every token and point where a whole pass puts them.
    func testTypingHereAndThereMovesEveryTokenAfterIt() throws {
        var bytes: [UInt8] = []
        for (_, b) in try Self.snippets().prefix(30) { bytes += b; bytes.append(UInt8(ascii: "\n")) }
        var h = try IncrementalHighlighter(utf8: bytes)
        let places = [bytes.count / 2, bytes.count / 4, bytes.count * 3 / 4, bytes.count / 2 + 40, 0, bytes.count - 1]
        for (n, place) in places.enumerated() {
            var at = place
            while h.utf8[at] & 0xC0 == 0x80 { at += 1 }
            for (k, typed) in ["l", "e", "t", " ", "x", "\n", "/", "*"].enumerated() {
                let limit = n % 2 == 0 ? Int.max : at + 200
                try h.replace(at..<at, with: typed, settlingUpTo: limit)
                at += 1
                if limit != Int.max { h.settle() }
                guard assertMatchesWholePass(h, "typing at \(place), key \(k)") else { return }
                let points = h.points
                let resumed = h.utf8.withUnsafeBufferPointer {
                    Tokenizer.resume($0, at: points[points.count / 2].offset, in: points[points.count / 2].saved,
                                     into: TokenArraySink())
                }.tokens
                XCTAssertEqual(resumed, h.tokens.filter { $0.start >= points[points.count / 2].offset })
            }
            try h.replace((at - 2)..<at, with: "")
            guard assertMatchesWholePass(h, "deleting at \(place)") else { return }
        }
    }

    /// A look-ahead for a closing bracket reads many lines past its own: an edit there changes
    /// the tokens of lines before the edit, which are highlighted again.
    func testAnEditReadByAnEarlierLookAheadRehighlightsFromItsLine() throws {
        var source = "let x = f(a,\n"
        for k in 0..<3000 { source += "  b\(k).run()\n" }
        source += "  c)\nlet y = 1\n"
        var h = IncrementalHighlighter(source)
        XCTAssertTrue(assertMatchesWholePass(h, "initial"))
        // A `func` before the closing `)`: the look-ahead now stops there.
        let at = Array(source.utf8).count - Array("  c)\nlet y = 1\n".utf8).count
        let changed = try h.replace(at..<at, with: "func g() {}\n")
        // The look-ahead starts at `b1`, on the third line (offset 24), and reads to the `)` some
        // 40 KB on: until the `func`, the lines between are skipped code (plain), after it new
        // statements (calls).
        XCTAssertLessThanOrEqual(h.rehighlighted.lowerBound, 24, "the edit was read by the look-ahead from the third line")
        XCTAssertLessThan(changed.lowerBound, at, "tokens before the edit changed")
        XCTAssertTrue(assertMatchesWholePass(h, "after inserting func"))
        try h.replace(at..<(at + 12), with: "")
        XCTAssertTrue(assertMatchesWholePass(h, "after removing it"))
    }

    /// The snippets, one after another `copies` times: a long file.
    static func longFile(copies: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<copies {
            for (_, b) in try snippets() { bytes += b; bytes.append(UInt8(ascii: "\n")) }
        }
        return bytes
    }

    /// Edits deep in a long file whose effect reaches lines before them through a look-ahead: a
    /// trailing closure on the next line after comment lines (`isCallAfterName`), an accessor
    /// block after blank and comment lines (`startsAccessorBlock`), a closure's signature
    /// (`closureSignatureFollows`), a condition's trailing closure, a recovery's look-ahead for
    /// a closer; and a multi-line string and a block comment that an edit opens or closes. Each
    /// byte of the read lines typed over and deleted, and the whole looked-at text replaced: the
    /// tokens equal a whole pass after every edit, and the pass resumes deep in the file.
    func testEditsReadByLookAheadsDeepInALongFileMatchWholePasses() throws {
        let prefix = try Self.longFile(copies: 1)
        let comments = String(repeating: "    // a comment line the look-ahead skips\n", count: 8)
        let pieces = [
            "let doubled = values.map\n\(comments){ $0 * 2 }\nlet after = doubled\n",
            "var observed = 0 {\n\n\(comments)    willSet { print(newValue) }\n}\n",
            "let f = items.filter { (item: Int, other) -> Bool in\n item > other }\n",
            "if let e = m.withLock { $0.first } {\n    use(e)\n}\n",
            "let x = f(a,\n\(comments)  b.run()\n  c)\nlet y = 1\n",
            "let s = \"\"\"\n  a \\(b)\n\(comments)  \"\"\"\nlet t = s\n",
            "/* a block\n\(comments) */ let u = 1\n",
        ]
        for (index, piece) in pieces.enumerated() {
            var bytes = prefix
            let at = bytes.count
            bytes += Array(piece.utf8)
            bytes += Array("struct Tail {\n    var x: Int\n}\n".utf8)
            var h = try IncrementalHighlighter(utf8: bytes)
            XCTAssertTrue(assertMatchesWholePass(h, "piece \(index) initial"))
            let end = at + piece.utf8.count
            for k in stride(from: at + 1, to: end, by: 7) {
                for replacement in k % 2 == 0 ? ["x", "{"] : ["", "\n"] {
                    let original = Array(h.utf8[k..<(k + 1)])
                    try h.replace(k..<(k + 1), with: Array(replacement.utf8))
                    XCTAssertGreaterThan(h.rehighlighted.lowerBound, at / 2, "piece \(index): the pass resumed near the edit")
                    guard assertMatchesWholePass(h, "piece \(index), \(replacement) over byte \(k)") else { return }
                    try h.replace(k..<(k + replacement.utf8.count), with: original)
                    guard assertMatchesWholePass(h, "piece \(index), byte \(k) back") else { return }
                }
            }
            // The whole piece cut and pasted back.
            try h.replace(at..<end, with: [])
            XCTAssertTrue(assertMatchesWholePass(h, "piece \(index) cut"))
            try h.replace(at..<at, with: Array(piece.utf8))
            XCTAssertTrue(assertMatchesWholePass(h, "piece \(index) pasted"))
        }
    }

    /// The property of `testRandomEditSequencesMatchWholePasses`, in one long file: each edit
    /// at a random place of its second half (typing, deleting, pasting, strings and comments
    /// opened and closed, brackets), bounded or not, the tokens equal a whole pass.
    func testRandomEditsDeepInALongFileMatchWholePasses() throws {
        var h = try IncrementalHighlighter(utf8: try Self.longFile(copies: 1))
        var g = Generator(state: 2026)
        for step in 0..<120 {
            let edit = Self.randomEdit(h.utf8, &g)
            var range = edit.0
            let replacement = edit.1
            if range.lowerBound < h.utf8.count / 2 {
                // Into the second half, on a character boundary.
                let half = h.utf8.count / 2
                var a = half + range.lowerBound / 2, b = a + range.count
                while a < h.utf8.count && h.utf8[a] & 0xC0 == 0x80 { a += 1 }
                b = max(a, min(b, h.utf8.count))
                while b < h.utf8.count && h.utf8[b] & 0xC0 == 0x80 { b += 1 }
                range = a..<b
            }
            let limit = step % 3 == 0 ? range.lowerBound + 2000 : Int.max
            try h.replace(range, with: replacement, settlingUpTo: limit)
            if step % 3 == 0 { h.settle() }
            guard assertMatchesWholePass(h, "deep edit \(step) (\(range) ← \(replacement.count) bytes)") else { return }
        }
    }

    /// The rules at a line break find the token after a declaration's line once for the comment
    /// lines that follow (`ClassifierState.triviaScanEnd`): an edit among them that changes that
    /// token (a comment line turned into `.member`, `{` or a word) matches a whole pass.
    func testEditsAmongTheCommentsAfterADeclarationMatchWholePasses() throws {
        var source = "protocol P {\n    func a() -> Int\n"
        for k in 0..<5 { source += "    /// line \(k)\n\n" }
        source += "    func b()\n}\nstruct S {\n    var x: Int\n"
        for k in 0..<5 { source += "    // note \(k)\n" }
        source += "    { get }\n    let y = 1\n}\n"
        var h = IncrementalHighlighter(source)
        XCTAssertTrue(assertMatchesWholePass(h, "initial"))
        let starts = Array(source.utf8).indices.filter { source.utf8.count > $0 + 1 && Array(source.utf8)[$0] == UInt8(ascii: "/") && Array(source.utf8)[$0 + 1] == UInt8(ascii: "/") && (source.utf8.count <= $0 + 2 || Array(source.utf8)[$0 + 2] != UInt8(ascii: "/")) }
        XCTAssertEqual(starts.count, 10)
        for at in starts {
            for replacement in [".m", "{ ", "x "] {
                try h.replace(at..<(at + 2), with: replacement)
                guard assertMatchesWholePass(h, "\(replacement) at \(at)") else { return }
                try h.replace(at..<(at + 2), with: "//")
                guard assertMatchesWholePass(h, "// again at \(at)") else { return }
            }
        }
    }

    /// Opening a block comment or a multi-line string re-highlights to the end; closing it
    /// again stops where the states meet.
    func testOpeningAndClosingAStringRehighlightsUpToWhereStatesMeet() throws {
        var source = ""
        for k in 0..<2000 { source += "let v\(k) = \"\(k)\"\n" }
        var h = IncrementalHighlighter(source)
        let middle = Array(source.utf8).count / 2
        var lineStart = middle
        while h.utf8[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let opened = try h.replace(lineStart..<lineStart, with: "\"\"\"\n")
        XCTAssertEqual(opened.upperBound, h.utf8.count)
        XCTAssertTrue(assertMatchesWholePass(h, "opened"))
        // Closing it again changes every token after it: up to the end again.
        let closed = try h.replace(lineStart..<(lineStart + 4), with: "")
        XCTAssertEqual(closed.upperBound, h.utf8.count)
        XCTAssertTrue(assertMatchesWholePass(h, "closed"))
        // An unclosed string typed on a line ends there: the states meet on the next lines.
        let typedQuote = try h.replace(lineStart + 4..<lineStart + 4, with: "\"")
        XCTAssertLessThan(typedQuote.upperBound, lineStart + 200)
        XCTAssertTrue(assertMatchesWholePass(h, "typed quote"))
        // Typing inside a line re-highlights about the look-ahead's window before it, not the file.
        let typed = try h.replace(middle..<middle, with: "x")
        XCTAssertLessThan(h.rehighlighted.count, 2 * Tokenizer<TokenArraySink>.unrecordedLookAhead + 200)
        XCTAssertLessThan(typed.count, 40, "only the token typed in changed")
        XCTAssertTrue(assertMatchesWholePass(h, "typed"))
    }

    /// Tokens sorted, not overlapping, within the text and on character boundaries: what the
    /// bindings convert to their offsets, stale tokens included.
    func assertWellFormed(_ h: IncrementalHighlighter, _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var previousEnd = 0
        for t in h.tokens {
            let onBoundaries = [t.start, t.end].allSatisfy { $0 == h.utf8.count || ($0 < h.utf8.count && h.utf8[$0] & 0xC0 != 0x80) }
            guard t.start >= previousEnd, t.start < t.end, t.end <= h.utf8.count, onBoundaries else {
                XCTFail("\(what()): malformed token \(t) after offset \(previousEnd) in \(h.utf8.count) bytes", file: file, line: line)
                return false
            }
            previousEnd = t.end
        }
        return true
    }

    /// Bounded edits (an editor's viewport): the same random edit sequences, each bounded at a
    /// random offset, with settling in random slices between them. Before `pending` the tokens
    /// always equal a whole pass's, every token stays well formed, and once settled all equal it.
    func testBoundedEditsMatchWholePassesBeforePendingAndOnceSettled() throws {
        var bounded = 0, settledChecks = 0
        for (index, (name, bytes)) in try Self.snippets().enumerated() {
            var g = Generator(state: UInt64(index) &* 104_729 &+ 3)
            var h = try IncrementalHighlighter(utf8: bytes)
            for step in 0..<60 {
                let (range, replacement) = Self.randomEdit(h.utf8, &g)
                let limit = g.below(h.utf8.count + 1)
                let changed = try h.replace(range, with: replacement, settlingUpTo: limit)
                XCTAssertTrue(changed.lowerBound <= changed.upperBound && changed.upperBound <= h.utf8.count)
                if h.pending < h.utf8.count { bounded += 1 }
                guard assertWellFormed(h, "\(name) after bounded edit \(step)") else { return }
                let whole = try Highlighter.tokens(utf8: h.utf8)
                let pending = h.pending
                let before = h.tokens.prefix { $0.end <= pending }
                let wholeBefore = whole.prefix { $0.end <= pending }
                guard Array(before) == Array(wholeBefore) else {
                    XCTFail("\(name) after bounded edit \(step) (\(range) ← \(replacement.count) bytes, until \(limit)): tokens before pending \(pending) differ")
                    return
                }
                switch g.below(4) {
                case 0:
                    h.settle()
                    XCTAssertEqual(h.pending, h.utf8.count)
                    settledChecks += 1
                    guard assertMatchesWholePass(h, "\(name) settled after edit \(step)") else { return }
                case 1:
                    h.settle(upTo: h.pending + g.below(2_000))
                    guard assertWellFormed(h, "\(name) settling a slice after edit \(step)") else { return }
                default:
                    break
                }
            }
            h.settle()
            guard assertMatchesWholePass(h, "\(name) settled at the end") else { return }
        }
        XCTAssertGreaterThan(bounded, 100, "edits that stopped at their bound")
        XCTAssertGreaterThan(settledChecks, 100)
    }

    /// Closing a block comment that ran to the end of a long file, bounded at the first screen:
    /// the edit highlights about the screen, the rest is pending, and settling in slices of
    /// about 32 KB brings every token up to date. (Opening it again is one comment token to the
    /// end, found by one scan: no line start inside it can end a pass.)
    func testClosingABlockCommentBoundedAtTheFirstScreen() throws {
        var source = "/*\n"
        for k in 0..<10_000 { source += "let v\(k) = f(\(k)) // line \(k)\n" }
        var h = IncrementalHighlighter(source)
        XCTAssertEqual(h.tokens.count, 1)
        let screen = 40 * 30
        let changed = try h.replace(0..<2, with: "", settlingUpTo: screen)
        XCTAssertLessThan(h.rehighlighted.upperBound, screen + 100)
        XCTAssertLessThan(h.pending, screen + 100)
        XCTAssertEqual(changed.upperBound, h.utf8.count, "the comment token that went covered the whole text")
        XCTAssertTrue(assertWellFormed(h, "closed, pending"))
        var slices = 0
        while h.pending < h.utf8.count {
            let before = h.pending
            h.settle(upTo: h.pending + 32_768)
            XCTAssertGreaterThan(h.pending, before)
            slices += 1
        }
        XCTAssertGreaterThan(slices, 5)
        XCTAssertTrue(assertMatchesWholePass(h, "closed, settled"))
        // Opening it again: one token to the end, nothing pending.
        try h.replace(0..<0, with: "/*", settlingUpTo: screen)
        XCTAssertEqual(h.pending, h.utf8.count)
        XCTAssertTrue(assertMatchesWholePass(h, "opened"))
        // Edits before, inside and after the pending text while it is pending.
        try h.replace(0..<2, with: "", settlingUpTo: screen)
        let far = h.utf8.count / 2
        try h.replace(far..<far, with: "*/", settlingUpTo: screen)
        try h.replace(10..<12, with: "", settlingUpTo: screen)
        try h.replace(h.pending..<h.pending, with: "(", settlingUpTo: screen)
        XCTAssertTrue(assertWellFormed(h, "edited while pending"))
        h.settle()
        XCTAssertTrue(assertMatchesWholePass(h, "edited while pending, settled"))
    }

    /// Resuming at any resume point of a whole pass gives the rest of that pass: the saved
    /// state is the whole state (the top level's open `#if` blocks included, which decide what
    /// an `#elseif` closes).
    func testResumingAtEveryPointGivesTheRestOfAWholePass() throws {
        var cases = try Self.snippets().map { $0.1 }
        cases.append(Array("#if os(iOS)\nfunc a() {\n  tapped(x = y\n#elseif  \nos(macOS) && b\nlet c = 1\n#endif\n".utf8))
        for bytes in cases {
            let h = try IncrementalHighlighter(utf8: bytes)
            let whole = try Highlighter.tokens(utf8: bytes)
            for p in h.points {
                let resumed = bytes.withUnsafeBufferPointer { Tokenizer.resume($0, at: p.offset, in: p.saved, into: TokenArraySink()) }.tokens
                XCTAssertEqual(resumed, whole.filter { $0.start >= p.offset }, "resumed at \(p.offset)")
            }
        }
    }

    func testSettlingThroughTheCABI() throws {
        var doc: OpaquePointer? = nil
        // A multi-line string that runs to the end, closed by deleting its opening quotes.
        var source = "\"\"\"\n"
        for k in 0..<2_000 { source += "let v\(k) = \"\(k)\"\n" }
        let bytes = Array(source.utf8)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { swhDocumentNew($0.baseAddress, $0.count, &doc) }, SWH_OK)
        defer { swhDocumentFree(doc) }
        XCTAssertEqual(swhDocumentPending(doc), bytes.count)
        var changed = swh_span_t(start: 0, end: 0)
        XCTAssertEqual(swhDocumentEditUntil(doc, 0, 4, nil, 0, 500, &changed), SWH_OK)
        XCTAssertLessThan(swhDocumentPending(doc), 700)
        XCTAssertEqual(changed.end, bytes.count - 4, "the string token that went covered the whole text")
        XCTAssertEqual(swhDocumentSettle(doc, 2_000, &changed), SWH_OK)
        XCTAssertGreaterThanOrEqual(swhDocumentPending(doc), 2_000)
        XCTAssertEqual(swhDocumentSettle(doc, Int(bitPattern: UInt(UInt64.max)), nil), SWH_OK)
        XCTAssertEqual(swhDocumentPending(doc), bytes.count - 4)
        XCTAssertEqual(swhDocumentSettle(doc, 0, &changed), SWH_OK)
        XCTAssertEqual(changed.start, changed.end, "nothing pending")
        XCTAssertEqual(swhDocumentSettle(nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentPending(nil), 0)
        XCTAssertEqual(swhDocumentEditUntil(nil, 0, 0, nil, 0, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        var out = swh_tokens_t(data: nil, len: 0)
        XCTAssertEqual(swhDocumentTokens(doc, 0, Int(bitPattern: UInt(UInt64.max)), &out), SWH_OK)
        let whole = try Highlighter.tokens(utf8: Array(bytes[4...]))
        XCTAssertEqual(out.len, whole.count)
        swhTokensFree(out)
    }

    func testBadEditsAreRefusedAndLeaveTheTextUnchanged() throws {
        var h = IncrementalHighlighter("let é = 1\n")
        let before = h.utf8
        XCTAssertThrowsError(try h.replace(0..<100, with: "x"))
        XCTAssertThrowsError(try h.replace(5..<5, with: "x"), "inside é")
        XCTAssertThrowsError(try h.replace(0..<0, with: [0xFF]))
        XCTAssertEqual(h.utf8, before)
        XCTAssertThrowsError(try IncrementalHighlighter(utf8: [0x22, 0xC3]))
        try h.replace(0..<h.utf8.count, with: "")
        XCTAssertEqual(h.tokens, [])
        try h.replace(0..<0, with: "#!/usr/bin/swift\nlet x = 1")
        XCTAssertTrue(assertMatchesWholePass(h, "shebang"))
    }

    /// The saved state per resume point stays small: the state value and the open brackets.
    func testSavedStatePerLineIsSmall() throws {
        var bytes: [UInt8] = []
        for (_, b) in try Self.snippets() { bytes += b; bytes.append(UInt8(ascii: "\n")) }
        let h = try IncrementalHighlighter(utf8: bytes)
        let perPoint = Double(h.savedStateBytes) / Double(h.resumePointCount)
        print("saved state: \(h.resumePointCount) resume points, \(h.savedStateBytes) bytes, \(perPoint) bytes per point; LineState \(MemoryLayout<LineState>.stride) bytes, Frame \(MemoryLayout<Frame>.stride) bytes")
        XCTAssertLessThan(perPoint, 400)
    }

    /// The C ABI: a document created, edited and queried as a C caller does, and hostile
    /// arguments refused with a status.
    func testDocumentThroughTheCABI() throws {
        var doc: OpaquePointer? = nil
        let source = Array("let a = 1\nfunc f() {}\n".utf8)
        XCTAssertEqual(source.withUnsafeBufferPointer { swhDocumentNew($0.baseAddress, $0.count, &doc) }, SWH_OK)
        defer { swhDocumentFree(doc) }
        var changed = swh_span_t(start: 99, end: 99)
        let inserted = Array("/* x */ ".utf8)
        XCTAssertEqual(inserted.withUnsafeBufferPointer { swhDocumentEdit(doc, 10, 10, $0.baseAddress, $0.count, &changed) }, SWH_OK)
        XCTAssertLessThanOrEqual(changed.start, 10)
        XCTAssertEqual(swhDocumentLen(doc), source.count + inserted.count)
        var out = swh_tokens_t(data: nil, len: 0)
        XCTAssertEqual(swhDocumentTokens(doc, 0, Int(bitPattern: UInt(UInt64.max)), &out), SWH_OK)
        let whole = try Highlighter.tokens(utf8: Array(source[0..<10]) + inserted + Array(source[10...]))
        XCTAssertEqual(out.len, whole.count)
        for k in 0..<out.len {
            XCTAssertEqual(Int(out.data[k].start), whole[k].start)
            XCTAssertEqual(Int(out.data[k].len), whole[k].end - whole[k].start)
            XCTAssertEqual(out.data[k].kind, whole[k].kind.rawValue)
        }
        swhTokensFree(out)
        // Only the tokens of the second line.
        XCTAssertEqual(swhDocumentTokens(doc, 10, 20, &out), SWH_OK)
        XCTAssertEqual(out.len, whole.filter { $0.end > 10 && $0.start < 20 }.count)
        swhTokensFree(out)
        XCTAssertGreaterThan(swhDocumentStateBytes(doc), 0)

        // Hostile arguments.
        var other: OpaquePointer? = OpaquePointer(bitPattern: 1)
        XCTAssertEqual(swhDocumentNew(nil, 3, &other), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(other)
        XCTAssertEqual([UInt8(0xFF)].withUnsafeBufferPointer { swhDocumentNew($0.baseAddress, 1, &other) }, SWH_ERROR_INVALID_UTF8)
        XCTAssertNil(other)
        XCTAssertEqual(swhDocumentNew(nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentEdit(nil, 0, 0, nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentEdit(doc, 5, 4, nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentEdit(doc, 0, 10_000, nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentEdit(doc, -1, -1, nil, 0, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentEdit(doc, 0, 0, nil, 5, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual([UInt8(0xC3)].withUnsafeBufferPointer { swhDocumentEdit(doc, 0, 0, $0.baseAddress, 1, nil) }, SWH_ERROR_INVALID_UTF8)
        XCTAssertEqual(swhDocumentTokens(nil, 0, 1, &out), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentTokens(doc, 0, 1, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swhDocumentTokens(doc, 50, 3, &out), SWH_OK)
        XCTAssertEqual(out.len, 0)
        XCTAssertEqual(swhDocumentLen(nil), 0)
        XCTAssertEqual(swhDocumentStateBytes(nil), 0)
        swhDocumentFree(nil)
        XCTAssertEqual(swhDocumentLen(doc), source.count + inserted.count, "unchanged by the refused edits")
    }

    /// Hostile shapes: the saved states stay within a few times the text (lines of one open
    /// bracket each, blank lines, one-character lines), and edits still equal whole passes.
    func testSavedStatesStayBoundedOnHostileShapes() throws {
        for line in ["(\n", "\n", "a\n", "{[(\n", "f(\n"] {
            var h = IncrementalHighlighter(String(repeating: line, count: 40_000))
            let size = h.utf8.count
            XCTAssertLessThan(h.savedStateBytes, 20 * size + 1024, "lines of \(line.debugDescription)")
            try h.replace((size / 2)..<(size / 2), with: ")")
            XCTAssertTrue(assertMatchesWholePass(h, "lines of \(line.debugDescription), edited"))
            XCTAssertLessThan(h.savedStateBytes, 20 * size + 1024)
        }
    }

    /// A saved state's byte offsets are made relative to its line (`ClassifierState.relative`);
    /// a new integer field of the state is either such an offset, which `relative(to:)`,
    /// `absolute(at:)` and `farEnd` must handle, or a count or depth, which they leave alone.
    func testEveryIntegerFieldOfTheStateIsKnownToBeAnOffsetOrNot() {
        let offsets: Set<String> = ["conditionClosureBrace", "noBareRegexBefore", "noExtendedRegexBefore",
                                    "noPlaceholderBefore", "recoveryScanEnd", "skipCloser", "triviaScanStart", "triviaScanEnd"]
        let depthsAndCounts: Set<String> = ["skippedUntilFrame", "cutInterpolationFrame", "ifConfigsOpen", "lineInterpolationFrame"]
        let fields = Set(Mirror(reflecting: ClassifierState()).children.compactMap { $0.value is Int ? $0.label : nil })
        XCTAssertEqual(fields, offsets.union(depthsAndCounts),
                       "a new Int field of ClassifierState: if it holds an offset, handle it in LineState.swift, then list it here")
    }
}

