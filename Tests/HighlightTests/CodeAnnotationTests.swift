import XCTest
@testable import Highlight

/// The compiler's notes in HTML (`CodeAnnotations`): markup around tokens and plain text, the
/// tooltips, and what is refused.
final class CodeAnnotationTests: XCTestCase {
    let code = Array("let answer = compute(\"é<\")\nlet x = answer\n".utf8)

    func html(_ annotations: [CodeAnnotation], _ options: HighlightOptions = HighlightOptions()) throws -> String {
        String(decoding: try Highlighter.html(utf8: code, options: options, annotations: annotations), as: UTF8.self)
    }

    /// The HTML without its `role="tooltip"` elements and with no tags, entities decoded: the text
    /// a reader copies.
    func textWithoutTooltips(_ html: String) -> String {
        var out = ""
        var depth = 0  // > 0 inside a tooltip: the number of its open spans
        var rest = html[...]
        while let lt = rest.firstIndex(of: "<") {
            if depth == 0 { out += rest[..<lt] }
            let gt = rest[lt...].firstIndex(of: ">")!
            let tag = rest[lt...gt]
            if depth > 0 {
                if tag.hasPrefix("<span") { depth += 1 } else if tag == "</span>" { depth -= 1 }
            } else if tag.contains("role=\"tooltip\"") {
                depth = 1
            }
            rest = rest[rest.index(after: gt)...]
        }
        out += rest
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func testNoAnnotationsIsTheEngineOutput() throws {
        for scheme in [ClassScheme.native, .hljs, .prism] {
            var o = HighlightOptions()
            o.scheme = scheme
            XCTAssertEqual(try html([], o), String(decoding: try Highlighter.html(utf8: code, options: o), as: UTF8.self))
        }
        var inline = HighlightOptions()
        inline.inlineStyles = true
        inline.wrapInPre = true
        XCTAssertEqual(try html([], inline), String(decoding: try Highlighter.html(utf8: code, options: inline), as: UTF8.self))
    }

    func testHoverOnATokenAndOnPlainText() throws {
        // `compute` is a function token; `answer` (4..<10) is plain text between tokens.
        let out = try html([
            CodeAnnotation(start: 13, end: 20, kind: .hover, text: "func compute(_ s: String) -> Int", detail: "Computes."),
            CodeAnnotation(start: 4, end: 10, kind: .hover, text: "let answer: Int"),
        ])
        XCTAssertTrue(out.contains(#"<span class="swh-anchor swh-hover" tabindex="0" aria-describedby="swh-note-0">answer<span class="swh-tip" role="tooltip" id="swh-note-0"><code>let answer: Int</code></span></span>"#), out)
        XCTAssertTrue(out.contains(#"aria-describedby="swh-note-1"><span class="swh-function">compute</span><span class="swh-tip" role="tooltip" id="swh-note-1"><code>func compute(_ s: String) -&gt; Int</code><span class="swh-tip-doc">Computes.</span></span></span>"#), out)
        XCTAssertEqual(textWithoutTooltips(out), String(decoding: code, as: UTF8.self))
    }

    func testQueriesAndDiagnosticsGoBelowTheirLine() throws {
        let out = try html([
            CodeAnnotation(start: 21, end: 26, kind: .error, text: "bad <string>"),
            CodeAnnotation(start: 4, end: 10, kind: .query, text: "let answer: Int"),
        ])
        let firstLine = out.components(separatedBy: "\n")
        XCTAssertEqual(firstLine.count, 3)
        XCTAssertTrue(firstLine[1].hasPrefix(#"<span class="swh-tip swh-below" role="tooltip" id="swh-note-0" data-note="let answer: Int"></span><span class="swh-tip swh-below swh-below-error" role="tooltip" id="swh-note-1" data-note="error: bad &lt;string&gt;"></span>"#), out)
        XCTAssertTrue(out.contains(#"<span class="swh-anchor swh-error" aria-describedby="swh-note-1"><span class="swh-string">"#), out)
        XCTAssertEqual(textWithoutTooltips(out), String(decoding: code, as: UTF8.self))
    }

    func testARangeThatCutsATokenHasNoAnchorButKeepsItsNote() throws {
        // 22..<24 is inside the string token: no anchor; the error's note stays.
        let out = try html([CodeAnnotation(start: 22, end: 24, kind: .error, text: "inside"),
                            CodeAnnotation(start: 22, end: 24, kind: .hover, text: "nothing")])
        XCTAssertFalse(out.contains("swh-anchor"), out)
        XCTAssertTrue(out.contains(#"data-note="error: inside""#), out)
        XCTAssertFalse(out.contains("nothing"))
        XCTAssertEqual(textWithoutTooltips(out), String(decoding: code, as: UTF8.self))
    }

    func testOverlappingAndDuplicateRangesStayWellFormed() throws {
        var notes: [CodeAnnotation] = []
        for s in 0...code.count { for e in stride(from: s, through: min(code.count, s + 8), by: 3) {
            notes.append(CodeAnnotation(start: s, end: e, kind: CodeAnnotation.Kind(rawValue: UInt8((s + e) % 5))!, text: "t<\(s)>"))
        } }
        let out = try html(notes)
        XCTAssertEqual(out.components(separatedBy: "<span").count, out.components(separatedBy: "</span>").count)
        XCTAssertEqual(textWithoutTooltips(out), String(decoding: code, as: UTF8.self))
    }

    func testInlineStylesUseTitlesAndTextNotes() throws {
        var o = HighlightOptions()
        o.inlineStyles = true
        let out = try html([CodeAnnotation(start: 4, end: 10, kind: .hover, text: "let answer: Int", detail: "The \"answer\"."),
                            CodeAnnotation(start: 31, end: 32, kind: .warning, text: "unused")], o)
        XCTAssertTrue(out.contains(#"title="let answer: Int&#10;&#10;The &quot;answer&quot;.""#) || out.contains("title=\"let answer: Int\n\nThe &quot;answer&quot;.\""), out)
        XCTAssertFalse(out.contains("tabindex"))
        XCTAssertTrue(out.contains(">warning: unused</span>"), out)
        XCTAssertTrue(out.contains("text-decoration:underline wavy #9a6700"), out)
    }

    func testBadAnnotationsAndOptionsAreRefused() {
        func refused(_ notes: [CodeAnnotation], _ options: HighlightOptions = HighlightOptions(), prefix: String = "p-") -> Bool {
            do { _ = try Highlighter.html(utf8: code, options: options, annotations: notes, idPrefix: prefix); return false }
            catch { if case .invalidOptions = error { return true }; return false }
        }
        XCTAssertTrue(refused([CodeAnnotation(start: -1, end: 2, kind: .hover, text: "")]))
        XCTAssertTrue(refused([CodeAnnotation(start: 3, end: 2, kind: .hover, text: "")]))
        XCTAssertTrue(refused([CodeAnnotation(start: 0, end: code.count + 1, kind: .hover, text: "")]))
        XCTAssertTrue(refused([], prefix: ""))
        XCTAssertTrue(refused([], prefix: "a\"b"))
        var lines = HighlightOptions()
        lines.lineNumbers = true
        XCTAssertFalse(refused([], lines), "line numbers go with notes")
        var diff = HighlightOptions()
        diff.diff = true
        XCTAssertTrue(refused([], diff))
    }

    func testNotesInLineElementsStayInsideTheirLine() throws {
        var o = HighlightOptions()
        o.lineNumbers = true
        o.highlightedLines = [2...2]
        let out = try html([
            CodeAnnotation(start: 4, end: 10, kind: .hover, text: "let answer: Int"),
            CodeAnnotation(start: 0, end: 3, kind: .error, text: "bad"),
            // A range across the line break cannot be an anchor in line elements: its note stays.
            CodeAnnotation(start: 25, end: 31, kind: .warning, text: "across"),
        ], o)
        let lines = out.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix(#"<span class="swh-line" data-line="1"><span class="swh-ln" aria-hidden="true">1</span><span class="swh-anchor swh-error" aria-describedby="swh-note-0">"#), out)
        XCTAssertTrue(lines[0].contains(#"<span class="swh-anchor swh-hover" tabindex="0" aria-describedby="swh-note-1">answer<span class="swh-tip" role="tooltip" id="swh-note-1">"#), out)
        XCTAssertTrue(lines[0].hasSuffix("</span>"), "the first line's element is closed before its line break: \(lines[0])")
        XCTAssertTrue(lines[1].hasPrefix(#"<span class="swh-tip swh-below swh-below-error" role="tooltip" id="swh-note-0" data-note="error: bad"></span><span class="swh-tip swh-below swh-below-warning" role="tooltip" id="swh-note-2" data-note="warning: across"></span><span class="swh-line swh-hl" data-line="2">"#), out)
        XCTAssertFalse(out.contains("aria-describedby=\"swh-note-2\""), "no anchor across lines")
        // Without the tooltips and the line numbers, the code.
        let text = textWithoutTooltips(out.replacingOccurrences(of: #"<span class="swh-ln" aria-hidden="true">1</span>"#, with: "")
            .replacingOccurrences(of: #"<span class="swh-ln" aria-hidden="true">2</span>"#, with: ""))
        XCTAssertEqual(text, String(decoding: code, as: UTF8.self))
    }

    func testStylesheetFollowsThePairTheme() throws {
        var o = HighlightOptions()
        o.darkSelector = ".dark"
        let css = try Highlighter.annotationCSS(options: o)
        XCTAssertTrue(css.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(css.contains(".dark .swh-hover>.swh-tip{background:#1f1f24"), css)
        XCTAssertTrue(css.contains(".light .swh-hover>.swh-tip{background:#ffffff"), css)
        XCTAssertFalse(css.contains("<"), "the stylesheet goes into a <style> element")
    }
}

/// Markdown with the compiler's notes: the fences found, and each rendered with its notes.
final class MarkdownAnnotationTests: XCTestCase {
    let document = Array("# T\n\n  ```swift\n  let a = 1\n  ```\n\n```swift {1}\nlet b = 2\n```\n\n~~~swift\nlet c = 3\n~~~\n```js\nx\n```\n".utf8)

    func testSwiftFencesAreFoundWithTheirLines() throws {
        let blocks = try Highlighter.swiftBlocks(inMarkdown: document)
        XCTAssertEqual(blocks.map { String(decoding: $0.code, as: UTF8.self) }, ["let a = 1\n", "let b = 2\n", "let c = 3\n"])
        XCTAssertEqual(blocks.map(\.line), [4, 8, 12])
    }

    func testEachFenceGetsItsNotesAndOthersStayAsTheyWere() throws {
        var seen: [Int] = []
        let out = String(decoding: try Highlighter.markdown(utf8: document, options: HighlightOptions()) { block in
            seen.append(block.line)
            guard block.line == 12 else { return nil }
            return (Array("let c = 3\n".utf8), [CodeAnnotation(start: 4, end: 5, kind: .hover, text: "let c: Int")])
        }, as: UTF8.self)
        XCTAssertEqual(seen, [4, 8, 12], "a fence with highlighted lines is offered too")
        XCTAssertTrue(out.contains(#"aria-describedby="swh-note-1-0">c<span class="swh-tip" role="tooltip" id="swh-note-1-0"><code>let c: Int</code>"#), out)
        let plain = String(decoding: try Highlighter.markdown(utf8: document), as: UTF8.self)
        XCTAssertEqual(out.replacingOccurrences(of: #"<span class="swh-anchor swh-hover" tabindex="0" aria-describedby="swh-note-1-0">c<span class="swh-tip" role="tooltip" id="swh-note-1-0"><code>let c: Int</code></span></span>"#, with: "c"), plain)
    }

    func testAFenceWithADiffIsRefusedWithItsLine() {
        let diff = Array("text\n\n```swift diff\n+let a = 1\n```\n".utf8)
        XCTAssertThrowsError(try Highlighter.markdown(utf8: diff, options: HighlightOptions(), annotate: { _ in
            XCTFail("a diff fence is not offered")
            return nil
        })) { error in
            guard case .invalidFence(let line, let message) = error as? HighlightError else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 4)
            XCTAssertTrue(message.contains("diff"), message)
        }
    }

    func testNotesOutsideTheShownCodeAreRefused() {
        XCTAssertThrowsError(try Highlighter.markdown(utf8: document, options: HighlightOptions()) { _ in
            (Array("x".utf8), [CodeAnnotation(start: 0, end: 9, kind: .hover, text: "")])
        })
    }
}

/// HTML pages with the compiler's notes: the blocks offered, each rewritten with its notes, and a
/// block that carries notes kept as it is by the next run.
final class HTMLPageAnnotationTests: XCTestCase {
    let page = Array("""
    <html><body>
    <pre><code class="language-swift">let a = 1
    </code></pre>
    <pre><code class="language-js">x</code></pre>
    <div class="highlight"><pre class="swift"><code>let b = 2</code></pre></div>
    </body></html>
    """.utf8)

    func testSwiftBlocksAreFoundWithTheirLines() throws {
        let blocks = try Highlighter.swiftBlocks(inHTML: page)
        XCTAssertEqual(blocks.map { String(decoding: $0.code, as: UTF8.self) }, ["let a = 1\n", "let b = 2"])
        XCTAssertEqual(blocks.map(\.line), [2, 5])
    }

    func testNotedBlocksAreKeptByTheNextRun() throws {
        let first = try Highlighter.rehighlightHTML(utf8: page, options: HighlightOptions()) { block in
            guard block.line == 2 else { return nil }
            return (Array("let a = 1\n".utf8), [CodeAnnotation(start: 4, end: 5, kind: .hover, text: "let a: Int")])
        }
        let html = String(decoding: first.html, as: UTF8.self)
        XCTAssertTrue(html.contains(#"aria-describedby="swh-note-1-0">a<span class="swh-tip" role="tooltip" id="swh-note-1-0"><code>let a: Int</code>"#), html)
        XCTAssertEqual(first.report.found, 2)
        // The next run offers only the block without notes, and keeps the noted one byte for byte.
        XCTAssertEqual(try Highlighter.swiftBlocks(inHTML: first.html).map(\.line), [5])
        let second = try Highlighter.rehighlightHTML(utf8: first.html, options: HighlightOptions(), annotate: { _ in nil })
        XCTAssertEqual(second.html, first.html)
        XCTAssertEqual(second.report.unchanged, 2)
        // Without notes, a noted block is highlighted again from its code: the tooltips are no code.
        let plain = try Highlighter.rehighlightHTML(utf8: first.html)
        XCTAssertEqual(plain.html, try Highlighter.rehighlightHTML(utf8: page).html)
    }
}
