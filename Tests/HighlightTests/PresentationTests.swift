import CHighlight
import Foundation
import XCTest
@testable import Highlight

/// Diffs shown as Swift (SWH_FLAG_DIFF), Shiki notation comments (SWH_FLAG_NOTATION), captions,
/// the prism scheme, dark selectors and the hostile forms of the new options.
final class PresentationTests: XCTestCase {
    // MARK: - Helpers

    /// The text a reader copies: the HTML without `ln`/`mark` elements and tags, entities decoded.
    static func copiedText(_ html: String) -> String {
        var s = html
        for cls in ["swh-ln", "swh-mark"] {
            while let r = s.range(of: "<span class=\"\(cls)\""), let end = s.range(of: "</span>", range: r.upperBound..<s.endIndex) {
                s.removeSubrange(r.lowerBound..<end.upperBound)
            }
        }
        if let a = s.range(of: "<figcaption"), let b = s.range(of: "</figcaption>") { s.removeSubrange(a.lowerBound..<b.upperBound) }
        var out = ""
        var inTag = false
        for c in s {
            if c == "<" { inTag = true; continue }
            if c == ">" { inTag = false; continue }
            if !inTag { out.append(c) }
        }
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func tokensOfLine(_ html: String, containing needle: String) -> String {
        html.split(separator: "\n").first { $0.contains(needle) }.map(String.init) ?? ""
    }

    // MARK: - Diffs

    static let diff = """
     func greet() {
    -    let s = "old
    +    let s = \"\"\"
    +    hello /* not a comment
    +    \"\"\"
         return s
     }

    """

    func testDiffSidesAreHighlightedSeparately() throws {
        let html = try Highlighter.html(Self.diff, options: HighlightOptions(diff: true))
        // The unterminated string of the removed line does not reach the new side, and the
        // added multi-line string does not run into the context after it.
        XCTAssertTrue(tokensOfLine(html, containing: "return").contains("<span class=\"swh-keyword\">return</span>"), html)
        XCTAssertTrue(tokensOfLine(html, containing: "hello").contains("<span class=\"swh-string\">    hello /* not a comment</span>"), html)
        XCTAssertTrue(tokensOfLine(html, containing: "&quot;old").contains("swh-line swh-del"), html)
        XCTAssertTrue(tokensOfLine(html, containing: "hello").contains("swh-line swh-add"), html)
        XCTAssertTrue(tokensOfLine(html, containing: "greet").contains("<span class=\"swh-mark\" aria-hidden=\"true\"> </span>"), html)
        XCTAssertTrue(tokensOfLine(html, containing: "&quot;old").contains("<span class=\"swh-mark\" aria-hidden=\"true\">-</span>"), html)
    }

    func testDiffRoundTripIsTheCodeWithoutMarkers() throws {
        let inputs = [Self.diff, "", "+", "-\n", " a\n\n+b\r\n-c\r\n", "no marker\n+x", "+/* open\n-*/ closed\n end */\n",
                      "-\"\"\"\n+let x = 1\n \"\"\"\n"]
        for input in inputs {
            for opts in [HighlightOptions(diff: true), HighlightOptions(wrapInPre: true, lineNumbers: true, diff: true, title: "t"),
                         HighlightOptions(scheme: .prism, inlineStyles: true, diff: true)] {
                let html = try Highlighter.html(input, options: opts)
                // Bytes, not Characters: "\r\n" is one Character.
                let lines = Array(input.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> [UInt8] in
                    guard let f = line.first, f == 0x2B || f == 0x2D || f == 0x20 else { return Array(line) }
                    return Array(line.dropFirst())
                }
                let code = String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
                XCTAssertEqual(Self.copiedText(html), code, "\(input.debugDescription) \(opts)")
            }
        }
    }

    func testDiffTokensThroughTheCAPIHaveInputOffsets() {
        let src = Array("-let a = \"x\n+let b = 2\n".utf8)
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_DIFF)
        var out = swh_tokens_t(data: nil, len: 0)
        XCTAssertEqual(src.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
        defer { swh_tokens_free(out) }
        var found: [String] = []
        for k in 0..<out.len {
            let t = out.data[k]
            found.append("\(swh_kind_name(t.kind).map { String(cString: $0) } ?? "?"):" +
                         String(decoding: src[Int(t.start)..<Int(t.start + t.len)], as: UTF8.self))
        }
        // The removed line's string ends at its line; the added line is highlighted on its own.
        XCTAssertEqual(found, ["keyword:let", "operator:=", "string:\"x", "keyword:let", "operator:=", "number:2"])
        var count = 0
        let status = src.withUnsafeBufferPointer { buffer in
            withUnsafeMutablePointer(to: &count) { counter in
                swh_tokenize_each(buffer.baseAddress, buffer.count, &opts, { _, user in
                    user!.assumingMemoryBound(to: Int.self).pointee += 1
                    return user!.assumingMemoryBound(to: Int.self).pointee == 2 ? 1 : 0
                }, counter)
            }
        }
        XCTAssertEqual(status, SWH_STOPPED)
        XCTAssertEqual(count, 2)
    }

    func testDiffInTheTerminal() throws {
        let ansi = try Highlighter.ansi("-a\n+b\n c", options: HighlightOptions(diff: true), colors: .basic16)
        XCTAssertEqual(ansi, "\u{1B}[31m- \u{1B}[0ma\n\u{1B}[32m+ \u{1B}[0mb\n\u{1B}[90m  \u{1B}[0mc")
    }

    // MARK: - Notation comments

    func testNotationCommentsMarkLinesAndAreRemoved() throws {
        let src = """
        let a = 1 // [!code ++]
        // [!code highlight:2]
        let b = "// [!code --]"
        let c = 3   /* [!code --] */
        let d = 4 // [!code focus]
        let e = 5 // [!code error]
        """
        let html = try Highlighter.html(src, options: HighlightOptions(notation: true))
        let lines = html.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, html)
        XCTAssertTrue(lines[0].hasPrefix("<span class=\"swh-line swh-add\" data-line=\"1\">"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("<span class=\"swh-line swh-hl\" data-line=\"2\">"), lines[1])
        XCTAssertTrue(lines[1].contains("&quot;// [!code --]&quot;"), "a notation inside a string stays: \(lines[1])")
        XCTAssertTrue(lines[2].hasPrefix("<span class=\"swh-line swh-hl swh-del\" data-line=\"3\">"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("<span class=\"swh-line swh-focus\" data-line=\"4\">"), lines[3])
        XCTAssertTrue(lines[4].contains("[!code error]"), "unknown notations stay: \(lines[4])")
        let expected = "let a = 1\nlet b = \"// [!code --]\"\nlet c = 3\nlet d = 4\nlet e = 5 // [!code error]"
        XCTAssertEqual(Self.copiedText(html), expected)
    }

    func testNotationCountAndCRLF() throws {
        let html = try Highlighter.html("a // [!code ++:2]\r\nb\r\nc\r\n", options: HighlightOptions(notation: true))
        XCTAssertEqual(Self.copiedText(html), "a\r\nb\r\nc\r\n")
        XCTAssertEqual(html.components(separatedBy: "swh-add").count - 1, 2, html)
        XCTAssertNil(NotationComments.notation(in: Array("// [!code ++:]".utf8)[...]))
        XCTAssertNil(NotationComments.notation(in: Array("// [!code ++:99999999999]".utf8)[...]))
        XCTAssertEqual(NotationComments.notation(in: Array("//[!code focus:3]".utf8)[...])?.count, 3)
    }

    func testDiffAndNotationTogether() throws {
        let html = try Highlighter.html(" a\n+b // [!code focus]\n-c\n", options: HighlightOptions(diff: true, notation: true))
        XCTAssertTrue(html.contains("<span class=\"swh-line swh-add swh-focus\" data-line=\"2\">"), html)
        XCTAssertEqual(Self.copiedText(html), "a\nb\nc\n")
    }

    // MARK: - Captions, prism, CSS

    func testTitleIsAnEscapedCaption() throws {
        let html = try Highlighter.html("1", options: HighlightOptions(wrapInPre: true, title: "<b>&\"'.swift"))
        XCTAssertEqual(html, "<figure class=\"swh-block\"><figcaption class=\"swh-title\">&lt;b&gt;&amp;&quot;&#39;.swift</figcaption>"
                       + "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-number\">1</span></code></pre></figure>")
        // Without the wrapper there is no block to caption.
        XCTAssertEqual(try Highlighter.html("1", options: HighlightOptions(title: "x")), "<span class=\"swh-number\">1</span>")
        XCTAssertThrowsError(try Highlighter.html("1", options: HighlightOptions(title: String(repeating: "x", count: 4097))))
    }

    func testPrismSchemeClassesAndContainers() throws {
        let html = try Highlighter.html("let x = true // c", options: HighlightOptions(wrapInPre: true, scheme: .prism, languageClass: true))
        XCTAssertEqual(html, "<pre class=\"swh-code language-swift\"><code class=\"language-swift\"><span class=\"token keyword\">let</span> x "
                       + "<span class=\"token operator\">=</span> <span class=\"token boolean\">true</span> <span class=\"token comment\">// c</span></code></pre>")
        let css = try Highlighter.css(options: HighlightOptions(scheme: .prism))
        XCTAssertTrue(css.contains(".language-swift{color:#1d1d1f;background:#ffffff}"), css)
        XCTAssertTrue(css.contains(".language-swift .token.keyword{"), css)
    }

    func testDarkSelectorRules() throws {
        let css = try Highlighter.css(options: HighlightOptions(darkSelector: "[data-theme=\"dark\"]"))
        XCTAssertTrue(css.contains("@media (prefers-color-scheme: dark) {\n  .swh-code{color:#dfdfe0;background:#1f1f24}"), css)
        XCTAssertTrue(css.contains("\n[data-theme=\"dark\"] .swh-code{color:#dfdfe0;background:#1f1f24}"), css)
        XCTAssertTrue(css.contains("\n[data-theme=\"light\"] .swh-code{color:#1d1d1f;background:#ffffff}"), css)
        let list = try Highlighter.css(options: HighlightOptions(darkSelector: ".night, html.moon"))
        XCTAssertTrue(list.contains("\n:is(.night, html.moon) .swh-keyword{"), list)
        XCTAssertFalse(list.contains("light under"), list)
        let page = try Highlighter.pageCSS(options: HighlightOptions(darkSelector: ".dark"))
        XCTAssertTrue(page.hasPrefix("/* swift-highlight: theme xcode, scheme native */\n:root{color-scheme:light dark}\nbody{color:#1d1d1f;background:#ffffff}"), page)
        XCTAssertTrue(page.contains(".dark{color-scheme:dark}\n.dark body{color:#dfdfe0;background:#1f1f24}"), page)
        XCTAssertTrue(page.contains(".light{color-scheme:light}\n.light body{"), page)
        for bad in ["", "   ", ".a{", ".a}", "a;b", "<style>", "a>b", "@media", "a\\b", ".a\u{7F}", ".a\n", "é",
                    String(repeating: "a", count: 257)] {
            XCTAssertThrowsError(try Highlighter.css(options: HighlightOptions(darkSelector: bad)), bad.debugDescription)
        }
        XCTAssertNoThrow(try Highlighter.css(options: HighlightOptions(darkSelector: String(repeating: "a", count: 256))))
    }

    func testEveryThemeStylesMarkedLines() throws {
        for theme in Theme.allCases {
            let css = try Highlighter.css(options: HighlightOptions(theme: theme))
            for cls in [".swh-hl{", ".swh-add{", ".swh-del{", ".swh-focus{", ".swh-mark{", ".swh-add .swh-mark{",
                        ".swh-del .swh-mark{", ".swh-title{"] {
                XCTAssertEqual(css.components(separatedBy: "\n" + (theme.isPair ? "" : "") + cls).count - 1
                               + css.components(separatedBy: "\n  " + cls).count - 1, theme.isPair ? 2 : 1, "\(theme.name) \(cls)")
            }
            XCTAssertTrue(css.contains(".swh-mark{color:#") && css.contains("user-select:none"), theme.name)
        }
    }

    // MARK: - C options: hostile and old callers

    func testCDarkSelectorAndTitleAreChecked() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        var out = swh_string_t(data: nil, len: 0)
        func css(_ selector: [UInt8]?) -> swh_status_t {
            guard let selector else {
                opts.dark_selector = nil
                return swh_css(&opts, &out)
            }
            let z = selector + [0]
            return z.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { c in
                    opts.dark_selector = c.baseAddress
                    defer { opts.dark_selector = nil }
                    return swh_css(&opts, &out)
                }
            }
        }
        XCTAssertEqual(css(Array(".dark".utf8)), SWH_OK); swh_string_free(out)
        XCTAssertEqual(css(nil), SWH_OK); swh_string_free(out)
        XCTAssertEqual(css([0xFF, 0x2E]), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(css(Array(".a{}".utf8)), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(css([UInt8](repeating: 0x61, count: 100_000)), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(out.data)
        func html(title: [UInt8]) -> swh_status_t {
            let z = title + [0]
            let src = Array("1".utf8)
            return z.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { c in
                    opts.title = c.baseAddress
                    opts.flags = UInt32(SWH_FLAG_WRAP_PRE)
                    defer { opts.title = nil }
                    return src.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, 1, &opts, &out) }
                }
            }
        }
        XCTAssertEqual(html(title: Array("Pager.swift".utf8)), SWH_OK)
        XCTAssertTrue(String(cString: out.data).contains("<figcaption class=\"swh-title\">Pager.swift</figcaption>"))
        swh_string_free(out)
        XCTAssertEqual(html(title: [0x61, 0xED, 0xA0, 0x80]), SWH_ERROR_INVALID_ARGUMENT, "a lone surrogate")
        XCTAssertEqual(html(title: [0xC3]), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(html(title: [UInt8](repeating: 0x61, count: 4097)), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(html(title: [UInt8](repeating: 0x61, count: 4096)), SWH_OK)
        swh_string_free(out)
    }

    func testCOldStructSizeIgnoresTheNewFields() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        let bogus = Array(".a{".utf8CString)
        bogus.withUnsafeBufferPointer { b in
            opts.dark_selector = b.baseAddress
            opts.title = b.baseAddress
            // A caller compiled before dark_selector: its struct ends after first_line.
            opts.struct_size = MemoryLayout<swh_options_t>.offset(of: \.dark_selector)!
            var out = swh_string_t(data: nil, len: 0)
            XCTAssertEqual(swh_css(&opts, &out), SWH_OK)
            XCTAssertFalse(String(cString: out.data).contains(".a{"))
            swh_string_free(out)
            opts.struct_size = MemoryLayout<swh_options_t>.size
            XCTAssertEqual(swh_css(&opts, &out), SWH_ERROR_INVALID_ARGUMENT)
        }
        XCTAssertEqual(MemoryLayout<swh_options_t>.offset(of: \.dark_selector), MemoryLayout<Int>.size == 8 ? 56 : 36)
    }

    func testCMarkdownFenceErrorNamesTheLine() {
        let doc = Array("# x\n\nText\n\n```swift {3-}\nlet a\n```\n".utf8)
        var out = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(doc.withUnsafeBufferPointer { swh_highlight_markdown($0.baseAddress, $0.count, nil, &out) }, SWH_ERROR_FENCE)
        XCTAssertNil(out.data)
        XCTAssertEqual(out.len, 5)
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_FENCE)), "malformed fenced code block option or highlighted line past the block")
        // Other languages' info strings are not ours to judge.
        let other = Array("```python {3-}\nx\n```\n".utf8)
        XCTAssertEqual(other.withUnsafeBufferPointer { swh_highlight_markdown($0.baseAddress, $0.count, nil, &out) }, SWH_OK)
        swh_string_free(out)
    }

    func testMarkdownFenceOptions() throws {
        let md = "```swift {2} title=\"A.swift\" linenums=\"10\"\nlet a = 1\nlet b = 2\n```\n"
        let html = try Highlighter.markdown(md)
        XCTAssertTrue(html.hasPrefix("<figure class=\"swh-block\"><figcaption class=\"swh-title\">A.swift</figcaption><pre class=\"swh-code\">"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-line swh-hl\" data-line=\"11\"><span class=\"swh-ln\" aria-hidden=\"true\">11</span>"), html)
        let diff = try Highlighter.markdown("~~~diff-swift\n-let a = 1\n+let a = 2\n~~~\n")
        XCTAssertTrue(diff.contains("swh-line swh-del") && diff.contains("swh-line swh-add"), diff)
        XCTAssertThrowsError(try Highlighter.markdown("\n```swift hl_lines=\"x\"\n```\n")) { error in
            guard case HighlightError.invalidFence(let line, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(line, 2)
            XCTAssertTrue(message.contains("hl_lines"), message)
        }
    }

    func testHostileDiffAndNotationInputs() throws {
        let hostile: [[UInt8]] = [[], [0x2B], [0x2D, 0x0A], Array(repeating: 0x2B, count: 10_000),
                                  Array(repeating: 0x0A, count: 10_000), Array("+\"\"\"\n-/*\n ".utf8),
                                  Array("// [!code ++:999999999]\n".utf8), Array("// [!code ++]".utf8),
                                  Array("/* [!code --] */".utf8), [0x2B, 0xFF, 0x0A, 0x2D, 0xED, 0xA0, 0x80],
                                  Array(repeating: Array("x // [!code hl]\n".utf8), count: 2000).flatMap { $0 }]
        for bytes in hostile {
            for opts in [HighlightOptions(invalidUTF8: .replace, lineNumbers: true, diff: true),
                         HighlightOptions(invalidUTF8: .replace, notation: true),
                         HighlightOptions(invalidUTF8: .replace, inlineStyles: true, diff: true, notation: true)] {
                _ = try Highlighter.html(utf8: bytes, options: opts)
                _ = try Highlighter.ansi(utf8: bytes, options: opts)
            }
        }
    }
}
