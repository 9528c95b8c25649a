import CHighlight
import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import Highlight

/// `Highlighter.rehighlightHTML` on the code-block shapes of site generators and highlighters.
final class SiteBlockTests: XCTestCase {
    /// The text of our HTML: tags removed, our line-number elements dropped, the five
    /// references of our escaping decoded. Written independently of the engine's scanner.
    func ourText(_ html: String) -> String {
        var out = ""
        var i = html.startIndex
        var dropDepth = 0
        while i < html.endIndex {
            if html[i] == "<" {
                let close = html[i...].firstIndex(of: ">")!
                let tag = html[i...close]
                if tag.hasPrefix("<span class=\"swh-ln\"") { dropDepth = 1 } else if tag == "</span>" && dropDepth == 1 { dropDepth = 0 }
                i = html.index(after: close)
                continue
            }
            if dropDepth == 0 { out.append(html[i]) }
            i = html.index(after: i)
        }
        for (entity, char) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: char)
        }
        return out
    }

    /// Rewrites `before + block + after`: one Swift block found and rewritten, the rest byte for
    /// byte, our block's text equal to `source`, and a second run changes nothing.
    func assertBlock(_ block: String, source: String, options: HighlightOptions = HighlightOptions(),
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let before = "<!DOCTYPE html>\n<html><head><title>t</title></head><body>\n<p>Intro &amp; more</p>\n"
        let after = "\n<p>After</p>\n</body></html>\n"
        let page = before + block + after
        let result = try Highlighter.rehighlightHTML(utf8: Array(page.utf8), options: options)
        XCTAssertEqual(result.report.found, 1, "found", file: file, line: line)
        XCTAssertEqual(result.report.rewritten, 1, "rewritten", file: file, line: line)
        XCTAssertEqual(result.report.skipped, [], "skipped", file: file, line: line)
        let out = String(decoding: result.html, as: UTF8.self)
        XCTAssertTrue(out.hasPrefix(before), "text before the block", file: file, line: line)
        XCTAssertTrue(out.hasSuffix(after), "text after the block", file: file, line: line)
        guard out.hasPrefix(before), out.hasSuffix(after), out.count >= before.count + after.count else { return }
        let ours = String(out.dropFirst(before.count).dropLast(after.count))
        XCTAssertTrue(ours.hasPrefix("<pre class=\"swh-code\"><code class=\"language-swift\">"), ours, file: file, line: line)
        XCTAssertTrue(ours.hasSuffix("</code></pre>"), ours, file: file, line: line)
        XCTAssertEqual(ourText(ours), source, "recovered text", file: file, line: line)
        XCTAssertTrue(ours.contains("swh-keyword"), ours, file: file, line: line)
        let again = try Highlighter.rehighlightHTML(utf8: result.html, options: options)
        XCTAssertEqual(again.html, result.html, "a second run changes nothing", file: file, line: line)
        XCTAssertEqual(again.report.found, 1, file: file, line: line)
        XCTAssertEqual(again.report.unchanged, 1, file: file, line: line)
    }

    /// Asserts that `page` comes back byte for byte, with no block found.
    func assertUnchanged(_ page: String, skipped: [SkippedCodeBlock.Reason] = [],
                         file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Highlighter.rehighlightHTML(utf8: Array(page.utf8))
        XCTAssertEqual(String(decoding: result.html, as: UTF8.self), page, file: file, line: line)
        XCTAssertEqual(result.report.found, 0, file: file, line: line)
        XCTAssertEqual(result.report.skipped.map(\.reason), skipped, file: file, line: line)
    }

    func testCommonMarkPreCode() throws {
        try assertBlock("<pre><code class=\"language-swift\">let s = &quot;a&quot; &lt; b &amp;&amp; c &#39;x&#x27;\n</code></pre>",
                        source: "let s = \"a\" < b && c 'x'\n")
    }

    func testHugoChromaLineSpans() throws {
        try assertBlock("""
            <div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift"><span class="line"><span class="cl"><span class="kd">let</span> <span class="nv">x</span> <span class="p">=</span> <span class="mi">1</span>
            </span></span><span class="line"><span class="cl"><span class="bp">print</span><span class="p">(</span><span class="n">x</span><span class="p">)</span>
            </span></span></code></pre></div>
            """, source: "let x = 1\nprint(x)\n")
    }

    func testHugoChromaLineNumberTable() throws {
        try assertBlock("""
            <div class="highlight"><div class="chroma">
            <table class="lntable"><tr><td class="lntd">
            <pre tabindex="0" class="chroma"><code><span class="lnt">1
            </span><span class="lnt">2
            </span></code></pre></td>
            <td class="lntd">
            <pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift"><span class="line"><span class="cl">let x = 1
            </span></span><span class="line"><span class="cl">print(x)
            </span></span></code></pre></td></tr></table>
            </div>
            </div>
            """, source: "let x = 1\nprint(x)\n")
    }

    func testHugoChromaInlineLineNumbers() throws {
        try assertBlock("""
            <div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift"><span class="line"><span class="ln">1</span><span class="cl">let x = 1
            </span></span><span class="line hl"><span class="ln">2</span><span class="cl">print(x)
            </span></span></code></pre></div>
            """, source: "let x = 1\nprint(x)\n")
    }

    func testHugoChromaInlineStylesWithLineNumbers() throws {
        try assertBlock("""
            <div class="highlight"><pre tabindex="0" style="color:#f8f8f2;background-color:#272822;-moz-tab-size:4;-o-tab-size:4;tab-size:4;"><code class="language-swift" data-lang="swift"><span style="display:flex;"><span style="white-space:pre;-webkit-user-select:none;user-select:none;margin-right:0.4em;padding:0 0.4em 0 0.4em;color:#7f7f7f">1</span><span><span style="color:#66d9ef">let</span> x = 1
            </span></span></code></pre></div>
            """, source: "let x = 1\n")
    }

    func testJekyllRouge() throws {
        try assertBlock("""
            <div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">let</span> <span class="nv">x</span> <span class="o">=</span> <span class="mi">1</span>
            </code></pre></div></div>
            """, source: "let x = 1\n")
    }

    func testJekyllRougeLineNumberTable() throws {
        try assertBlock("""
            <figure class="highlight"><pre><code class="language-swift" data-lang="swift"><table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1
            2
            </pre></td><td class="code"><pre><span class="k">let</span> x = 1
            print(x)
            </pre></td></tr></tbody></table></code></pre></figure>
            """, source: "let x = 1\nprint(x)\n")
        try assertBlock("""
            <figure class="highlight"><pre><code class="language-swift" data-lang="swift"><table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">1
            </pre></td><td class="rouge-code"><pre>let x = 1
            </pre></td></tr></tbody></table></code></pre></figure>
            """, source: "let x = 1\n")
    }

    func testSphinxPygments() throws {
        try assertBlock("""
            <div class="highlight-swift notranslate"><div class="highlight"><pre><span></span><span class="kd">let</span> <span class="nv">x</span> <span class="p">=</span> <span class="mi">1</span>
            </pre></div>
            </div>
            """, source: "let x = 1\n")
    }

    func testMkDocsPygmentsWithLineNumberTable() throws {
        try assertBlock("""
            <div class="language-swift highlight"><pre><span></span><code><span class="kd">let</span> x = 1
            </code></pre></div>
            """, source: "let x = 1\n")
        try assertBlock("""
            <div class="language-swift highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span></span><span class="normal">1</span>
            <span class="normal">2</span></pre></div></td><td class="code"><div><pre><span></span><code>let x = 1
            print(x)
            </code></pre></div></td></tr></table></div>
            """, source: "let x = 1\nprint(x)\n")
    }

    func testPandocSourceCode() throws {
        try assertBlock("""
            <div class="sourceCode" id="cb1"><pre class="sourceCode swift"><code class="sourceCode swift"><span id="cb1-1"><a href="#cb1-1" aria-hidden="true" tabindex="-1"></a><span class="kw">let</span> x <span class="op">=</span> <span class="dv">1</span></span>
            <span id="cb1-2"><a href="#cb1-2" aria-hidden="true" tabindex="-1"></a><span class="fu">print</span>(x)</span></code></pre></div>
            """, source: "let x = 1\nprint(x)")
    }

    func testPrismAndShiki() throws {
        try assertBlock("<pre class=\"language-swift\"><code class=\"language-swift\"><span class=\"token keyword\">let</span> x <span class=\"token operator\">=</span> <span class=\"token number\">1</span></code></pre>",
                        source: "let x = 1")
        try assertBlock("""
            <pre class="shiki github-dark" style="background-color:#24292e;color:#e1e4e8" tabindex="0" data-language="swift"><code><span class="line"><span style="color:#F97583">let</span><span style="color:#E1E4E8"> x = 1</span></span>
            <span class="line"><span>print(x)</span></span></code></pre>
            """, source: "let x = 1\nprint(x)")
        // Docusaurus (prism-react-renderer): one <br> per line.
        try assertBlock("<pre class=\"prism-code language-swift\"><code><span class=\"token-line\"><span class=\"token keyword\">let</span> x<br></span><span class=\"token-line\">print(x)<br></span></code></pre>",
                        source: "let x\nprint(x)\n")
    }

    func testTagAndAttributeVariants() throws {
        try assertBlock("<PRE><CODE CLASS=lang-swift>let x</CODE></PRE>", source: "let x")
        try assertBlock("<pre><code class='foo language-swift bar'>let x</code></pre>", source: "let x")
        try assertBlock("<pre\n  class = \"x\"><code\tdata-lang=\"Swift\" class=\"a>b\">let x</code ></pre >", source: "let x")
        try assertBlock("<pre class=\"swift hljs\"><code>let x</code></pre>", source: "let x")
    }

    func testLineFeedAfterPreStartTagIsNotText() throws {
        // HTML drops it; kept inside our <code>, it would show as an empty first line.
        try assertBlock("<pre>\n<code class=\"language-swift\">let x\n</code></pre>", source: "let x\n")
        try assertBlock("<pre class=\"language-swift\">\r\nlet x\n</pre>", source: "let x\n")
        try assertBlock("<pre class=\"language-swift\">\n\nlet x</pre>", source: "\nlet x")
    }

    func testOptionsApplyAndRunsAreIdempotent() throws {
        var options = HighlightOptions()
        options.lineNumbers = true
        try assertBlock("<pre><code class=\"language-swift\">let x = 1\nlet y = 2\n</code></pre>",
                        source: "let x = 1\nlet y = 2\n", options: options)
        options = HighlightOptions(scheme: .pygments, inlineStyles: true)
        let once = try Highlighter.rehighlightHTML("<pre><code class=\"language-swift\">let x</code></pre>", options: options)
        XCTAssertTrue(once.contains("style=\""), once)
        XCTAssertEqual(try Highlighter.rehighlightHTML(once, options: options), once)
        // Our own output with other options is rewritten to those options.
        let plain = try Highlighter.rehighlightHTML(once)
        XCTAssertTrue(plain.contains("<span class=\"swh-keyword\">let</span>"), plain)
    }

    func testOurBlocksAreOursWhateverThePrefix() throws {
        for prefix in ["lang-", "language-", "highlight-", ""] {
            let options = HighlightOptions(classPrefix: prefix)
            let once = try Highlighter.rehighlightHTML(utf8: Array("<div class=\"language-swift highlight\"><span class=\"filename\">T</span><pre>let x</pre></div>".utf8), options: options)
            XCTAssertEqual(once.report.rewritten, 1, prefix)
            let twice = try Highlighter.rehighlightHTML(utf8: once.html, options: options)
            XCTAssertEqual(twice.html, once.html, prefix)
            XCTAssertEqual(twice.report.unchanged, 1, prefix)
        }
    }

    func testOtherLanguagesAndNonBlocksStayByteForByte() throws {
        try assertUnchanged("""
            <div class="language-python highlighter-rouge"><div class="highlight"><pre class="highlight"><code>x = 1
            </code></pre></div></div>
            <pre><code class="language-rust">let x = 1;</code></pre>
            <pre>plain text</pre>
            <div class="highlight-python notranslate"><div class="highlight"><pre>swift</pre></div></div>
            <p><code class="language-swift">inline code</code></p>
            <!-- <pre><code class="language-swift">let x</code></pre> -->
            <script>var s = '<pre><code class="language-swift">let x</code></pre>';</script>
            <textarea><pre><code class="language-swift">let x</code></pre></textarea>
            <style>pre { color: red }</style>
            """)
    }

    func testWrapperWithMoreThanCodeKeepsItAndRewritesItsBlock() throws {
        // Text outside the <pre>: the wrapper stays, its <pre> is a block of its own.
        let page = "<div class=\"highlight\"><p>Note</p><pre><code class=\"language-swift\">let x</code></pre></div>"
        let out = try Highlighter.rehighlightHTML(page)
        XCTAssertEqual(out, "<div class=\"highlight\"><p>Note</p><pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x</code></pre></div>")
        // VitePress: a copy button and a language label around an unmarked Shiki <pre>; the
        // wrapper's language applies to it.
        let vitepress = "<div class=\"language-swift vp-adaptive-theme\"><button title=\"Copy Code\" class=\"copy\"></button><span class=\"lang\">swift</span><pre class=\"shiki shiki-themes github-light github-dark vp-code\" tabindex=\"0\"><code><span class=\"line\"><span style=\"--shiki-light:#D73A49\">let</span><span> x</span></span></code></pre></div>"
        let v = try Highlighter.rehighlightHTML(utf8: Array(vitepress.utf8))
        XCTAssertEqual(String(decoding: v.html, as: UTF8.self), "<div class=\"language-swift vp-adaptive-theme\"><button title=\"Copy Code\" class=\"copy\"></button><span class=\"lang\">swift</span><pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x</code></pre></div>")
        XCTAssertEqual(v.report.rewritten, 1)
        XCTAssertEqual(v.report.skipped, [])
        // Docusaurus: a button with an SVG icon (self-closing foreign elements) after the <pre>.
        let docusaurus = "<div class=\"language-swift codeBlockContainer_Ckt0 theme-code-block\"><div class=\"codeBlockContent_biex\"><pre tabindex=\"0\" class=\"prism-code language-swift codeBlock_bY9V\"><code class=\"codeBlockLines_e6Vv\"><span class=\"token-line\"><span class=\"token keyword\">let</span> x<br></span></code></pre><div class=\"buttonGroup__atx\"><button type=\"button\" aria-label=\"Copy\" class=\"clean-btn\"><span class=\"copyButtonIcons_eSgA\"><svg viewBox=\"0 0 24 24\"><path d=\"M19\"/></svg></span></button></div></div></div>"
        let d = try Highlighter.rehighlightHTML(utf8: Array(docusaurus.utf8))
        XCTAssertEqual(d.report.rewritten, 1)
        XCTAssertTrue(String(decoding: d.html, as: UTF8.self).contains("<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x\n</code></pre><div class=\"buttonGroup__atx\">"))
        // A Swift wrapper around more than one <pre> gives them no language.
        let article = "<div class=\"language-swift\"><p>Run:</p><pre>$ swift run</pre><pre><code class=\"language-swift\">let x</code></pre></div>"
        let a = try Highlighter.rehighlightHTML(utf8: Array(article.utf8))
        XCTAssertTrue(String(decoding: a.html, as: UTF8.self).contains("<pre>$ swift run</pre>"))
        XCTAssertEqual(a.report.rewritten, 1)
        // A wrapper named by data-lang alone.
        XCTAssertEqual(try Highlighter.rehighlightHTML("<div data-lang=\"swift\"><pre>let x</pre></div>"),
                       "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x</code></pre>")
        // A Swift wrapper with more than code and no block inside is reported.
        try assertUnchanged("<div class=\"language-swift\"><p>no code here</p></div>", skipped: [.unexpectedMarkup])
    }

    func testTitleOfPymdownxBecomesTheCaption() throws {
        let page = "<div class=\"language-swift highlight\"><span class=\"filename\">Point &amp; Shape</span><pre><span></span><code>let x\n</code></pre></div>"
        let out = try Highlighter.rehighlightHTML(page)
        XCTAssertEqual(out, "<figure class=\"swh-block\"><figcaption class=\"swh-title\">Point &amp; Shape</figcaption><pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x\n</code></pre></figure>")
        XCTAssertEqual(try Highlighter.rehighlightHTML(out), out)
        // A title whose HTML is not balanced, or that holds a <pre>, is not kept.
        let unbalanced = try Highlighter.rehighlightHTML("<div class=\"language-swift highlight\"><span class=\"filename\"><b><i>T</b></span><pre>let x</pre></div>")
        XCTAssertFalse(unbalanced.contains("swh-title"), unbalanced)
        let holdsPre = try Highlighter.rehighlightHTML("<div class=\"language-swift highlight\"><span class=\"filename\"><pre>T</pre></span><pre>let x</pre></div>")
        XCTAssertFalse(holdsPre.contains("swh-title"), holdsPre)
        XCTAssertEqual(try Highlighter.rehighlightHTML(holdsPre), holdsPre)
    }

    func testBlocksThatCannotBeRecoveredAreReportedAndLeftAlone() throws {
        try assertUnchanged("<pre><code class=\"language-swift\">let x", skipped: [.unterminated])
        try assertUnchanged("<pre><code class=\"language-swift\">let &foo; x</code></pre>", skipped: [.unknownCharacterReference])
        try assertUnchanged("<pre><code class=\"language-swift\">let<p>x</code></pre>", skipped: [.unexpectedMarkup])
        let deep = "<pre><code class=\"language-swift\">" + String(repeating: "<span>", count: 40) + "x"
            + String(repeating: "</span>", count: 40) + "</code></pre>"
        try assertUnchanged(deep, skipped: [.tooDeep])
        // Invalid UTF-8: left alone under .reject, highlighted with U+FFFD under .replace; bytes
        // outside blocks are copied either way.
        let bad: [UInt8] = Array("<p>\u{FF}".utf8) + [0xFF] + Array("</p><pre><code class=\"language-swift\">let ".utf8) + [0xC0]
            + Array("</code></pre>".utf8)
        let rejected = try Highlighter.rehighlightHTML(utf8: bad)
        XCTAssertEqual(rejected.html, bad)
        XCTAssertEqual(rejected.report.skipped.map(\.reason), [.invalidUTF8])
        let replaced = try Highlighter.rehighlightHTML(utf8: bad, options: HighlightOptions(invalidUTF8: .replace))
        XCTAssertEqual(Array(replaced.html.prefix(9)), Array(bad.prefix(9)))
        XCTAssertTrue(String(decoding: replaced.html, as: UTF8.self).contains("let</span> \u{FFFD}</code></pre>"))
        XCTAssertEqual(replaced.report.rewritten, 1)
    }

    /// An end tag closes nothing through an open `<div>`, `<figure>`, `<pre>` or table part
    /// (HTML's special elements): here each `</span>` is the span's of the wrapper before, so
    /// the unclosed wrappers nest, and the page is one block too deep (read in one pass), not a
    /// thousand unterminated ones each read to the end of the page.
    func testEndTagsDoNotCloseThroughUnclosedWrappers() throws {
        let page = String(repeating: "<span><div class=\"language-swift highlight\">let x = 1</span>", count: 1000)
        try assertUnchanged(page, skipped: [.tooDeep])
    }

    func testHostilePagesComeBackWhole() throws {
        let pages: [String] = [
            "", "<", "<pre", "<pre class=\"language-swift", "<!--", "<!-- <pre>", "<script>", "</", "<pre><code class=language-swift>",
            String(repeating: "<div class=\"highlight\">", count: 5000),
            String(repeating: "<pre>", count: 5000) + "x",
            "<pre class=\"" + String(repeating: "a", count: 100_000) + "\">x</pre>",
            String(repeating: "<pre><code class=\"language-swift\">", count: 2000),
            String(repeating: "&", count: 1000) + "<pre>&#99999999999999;</pre>",
        ]
        for page in pages {
            let out = try Highlighter.rehighlightHTML(utf8: Array(page.utf8))
            XCTAssertEqual(out.html, Array(page.utf8), String(page.prefix(40)))
        }
    }

    func testScanIsLinearInNestingAndUnterminatedBlocks() throws {
        // The CPU time of this thread for n and 4n of a pathological shape: a quadratic scan
        // would take 16 times longer. Thread CPU time, best of three, so that other processes
        // on a loaded machine do not count; the absolute floor absorbs timer granularity.
        func cpuSeconds(_ page: [UInt8]) throws -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                var start = timespec(), end = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                _ = try Highlighter.rehighlightHTML(utf8: page)
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
            }
            return best
        }
        for unit in ["<div class=\"highlight\">", "<pre>a</span>", "<pre><code class=\"language-swift\">x<!-- ",
                     "<div class=\"language-swift\"><p>", "<div class=\"language-swift\"><img>x"] {
            let small = Array(String(repeating: unit, count: 500).utf8)
            let large = Array(String(repeating: unit, count: 2000).utf8)
            let t1 = try cpuSeconds(small), t4 = try cpuSeconds(large)
            XCTAssertLessThan(t4, max(t1 * 10, 0.05), "\(unit): \(t1) s for 500, \(t4) s for 2000 (CPU)")
        }
    }

    /// Asserts that a second run over the output of a first changes no byte and rewrites
    /// nothing; when the first skipped nothing, it finds the same blocks and skips none.
    func assertSecondRunChangesNothing(_ page: [UInt8], options: HighlightOptions = HighlightOptions(),
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let once = try Highlighter.rehighlightHTML(utf8: page, options: options)
        let twice = try Highlighter.rehighlightHTML(utf8: once.html, options: options)
        let shown = String(decoding: page, as: UTF8.self)
        XCTAssertEqual(String(decoding: twice.html, as: UTF8.self), String(decoding: once.html, as: UTF8.self), shown, file: file, line: line)
        XCTAssertEqual(twice.html, once.html, shown, file: file, line: line)
        XCTAssertEqual(twice.report.rewritten, 0, shown, file: file, line: line)
        if once.report.skipped.isEmpty {
            XCTAssertEqual(twice.report.found, once.report.found, shown, file: file, line: line)
            XCTAssertEqual(twice.report.skipped, [], shown, file: file, line: line)
        }
    }

    func testSelfClosingPreStartsAPreInsideAWrapperToo() throws {
        // HTML ignores the `/` of `<pre/>`: the wrapper holds the <pre> and its code, and is
        // replaced whole, not left around our block for the next run to remove.
        let page = "<div class=\"highlight\"><pre tabindex=\"0\" x </>let x\n<code class=\"language-swift\">let y</code></pre></div>"
        let once = try Highlighter.rehighlightHTML(page)
        XCTAssertEqual(once, "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x\n<span class=\"swh-keyword\">let</span> y</code></pre>")
        try assertSecondRunChangesNothing(Array(page.utf8))
        try assertBlock("<pre class=\"language-swift\"/>let x</pre>", source: "let x")
        try assertBlock("<div class=\"highlight\"/><pre/><code class=\"language-swift\"/>let x</code></pre></div>", source: "let x")
    }

    func testEndTagInsidePreClosesNothingOpenedOutsideIt() throws {
        // `</span>` inside the <pre> would close the wrapper's <span> and the <pre> with it, and
        // make " y" look like text outside the block: read so by the wrapper, as the block
        // alone reads it, the wrapper is one block.
        try assertBlock("<div class=\"highlight\"><span><pre class=\"language-swift\">let x</span> y</pre></span></div>",
                        source: "let x y")
        try assertSecondRunChangesNothing(Array("<div class=\"highlight\"><b><pre><code class=\"language-swift\">let x</b></div> y</code></pre></b></div>".utf8))
        // Nor, inside a <pre> within a <pre>, anything opened between the two: here the inner
        // <pre>'s `</td>` would end the outer one's cell, and " y" would look like text between
        // cells, until the inner <pre> is rewritten.
        try assertSecondRunChangesNothing(Array("<pre><code class=\"language-swift\"><table><tr><td class=\"gutter\"><pre class=\"language-swift\">let x</td> y</pre></td></tr></table></code></pre>".utf8))
        // A wrapper with more than code still stays, its block rewritten once.
        try assertSecondRunChangesNothing(Array("<div class=\"highlight\"><p>Note</p><span><pre class=\"language-swift\">let x</span> y</pre></span></div>".utf8))
    }

    func testDepthInsideAPreIsCountedFromThePre() throws {
        let limit = HTMLCodeBlocks.maxDepth
        // The deepest block read alone is as deep inside a wrapper.
        let spans = limit - 2
        let deepBlock = "<pre><code class=\"language-swift\">" + String(repeating: "<span>", count: spans) + "let x"
            + String(repeating: "</span>", count: spans) + "</code></pre>"
        try assertBlock(deepBlock, source: "let x")
        try assertBlock("<div class=\"highlight\">" + deepBlock + "</div>", source: "let x")
        // A shallow block as deep in wrappers as may be: our block, deeper inside its <pre>
        // than the one it replaces, makes no wrapper around it too deep next time.
        let wrappers = limit - 1
        let page = String(repeating: "<div class=\"highlight\"><p>x</p>", count: wrappers) + "<pre class=\"language-swift\">let x</pre>"
            + String(repeating: "</div>", count: wrappers)
        let once = try Highlighter.rehighlightHTML(utf8: Array(page.utf8))
        XCTAssertEqual(once.report.rewritten, 1)
        XCTAssertEqual(once.report.skipped, [])
        try assertSecondRunChangesNothing(Array(page.utf8))
    }

    func testElementTooDeepIsLeftWholeWithTheBlocksInside() throws {
        let limit = HTMLCodeBlocks.maxDepth
        // A wrapper too deep before its language is known: nothing inside it is looked at, the
        // <pre> after the deep part included.
        let inner = "<pre>" + String(repeating: "<span>", count: limit) + "x" + String(repeating: "</span>", count: limit)
            + "<code class=\"language-swift\">let x</code></pre>"
        try assertUnchanged("<div class=\"highlight\">" + inner + "</div>")
        try assertSecondRunChangesNothing(Array(("<div class=\"highlight\">" + inner + "</div>").utf8))
        // Known to be Swift: reported once; the page after it is read on.
        let swift = "<div class=\"language-swift\"><pre>" + String(repeating: "<b>", count: limit) + "x" + String(repeating: "</b>", count: limit) + "</pre></div>"
        let result = try Highlighter.rehighlightHTML(utf8: Array((swift + "<pre class=\"language-swift\">let y</pre>").utf8))
        XCTAssertEqual(result.report.skipped.map(\.reason), [.tooDeep])
        XCTAssertEqual(result.report.rewritten, 1)
        XCTAssertTrue(String(decoding: result.html, as: UTF8.self).hasPrefix(swift + "<pre class=\"swh-code\">"))
        // Nested wrappers deeper than the limit: none of them, nor their block, is rewritten.
        let nested = String(repeating: "<div class=\"highlight\">", count: limit + 1) + "<pre class=\"language-swift\">let x</pre>"
            + String(repeating: "</div>", count: limit + 1)
        try assertSecondRunChangesNothing(Array(nested.utf8))
    }

    func testSecondRunChangesNothingWhateverWrapsABrokenBlock() throws {
        // The shapes a block's markup may be broken in (unterminated, self-closing, stray and
        // crossing end tags, nested <code>, NUL bytes, invalid UTF-8, references, comments,
        // elements that are not code), each inside the wrappers a page may put around it
        // (none, pure and impure highlighter wrappers, nested ones, an outer <pre>, a table, an
        // unterminated wrapper), then followed by a block and by the page's end tags.
        let blocks: [String] = [
            "<pre class=\"language-swift\">let x</pre>",
            "<pre><code class=\"language-swift\">let x</code></pre>",
            "<pre class=\"language-swift\"/>let x</pre>",
            "<pre tabindex=\"0\" a </><code class=\"language-swift\">let x</code></pre>",
            "<pre><code class=\"language-swift\">let x</span></div></td> y</code></pre>",
            "<pre><code class=\"language-swift\">let <span>x</code> y</pre>",
            "<pre><code class=\"language-swift\">let x<code class=\"language-swift\">y</code></code></pre>",
            "<pre><code class=\"language-swift\">let \u{0}x\u{0}</code></pre>",
            "<pre><code class=\"language-swift\">let x = \"\u{FFFD}\"</code></pre>",
            "<pre><code class=\"language-swift\">let x &amp;&lt;&#60;</code></pre>",
            "<pre><code class=\"language-swift\">let &bogus; x</code></pre>",
            "<pre><code class=\"language-swift\">let <!-- c --> x</code></pre>",
            "<pre><code class=\"language-swift\">let <p>x</p></code></pre>",
            "<pre><code class=\"language-swift\">let x",
            "<pre><code class=\"language-swift\">let x</code>",
            "<pre class=\"language-swift\">\n\nlet x\r\n</pre>",
            "<pre class=\"language-swift\"><span aria-hidden=\"true\">1</span>let x</pre>",
            "<pre class=\"language-swift\"><table><tr><td>let x</td></tr></table></pre>",
            "<span class=\"filename\">T</span><pre class=\"language-swift\">let x</pre>",
            "<pre class=\"language-swift\"><pre>let x</pre></pre>",
            "<pre class=\"language-swift\">" + String(repeating: "<span>", count: 40) + "x</pre>",
        ]
        let wrappers: [(String, String)] = [
            ("", ""),
            ("<div class=\"highlight\">", "</div>"),
            ("<div class=\"language-swift highlighter-rouge\"><div class=\"highlight\">", "</div></div>"),
            ("<div class=\"highlight\"><p>Note</p>", "</div>"),
            ("<div class=\"language-swift\"><button>Copy</button>", "</div>"),
            ("<div class=\"language-python\"><button>Copy</button>", "</div>"),
            ("<div class=\"highlight\"><span>", "</span></div>"),
            ("<div class=\"highlight\"><b>", "</div>"),
            ("<figure class=\"highlight\">", "</figure>"),
            ("<pre>", "</pre>"),
            ("<pre class=\"language-swift\">", ""),
            ("<table><tr><td><div class=\"highlight\">", "</div></td></tr></table>"),
            ("<div class=\"highlight\">", ""),
            ("<div class=\"highlight\"/>", "</div>"),
            (String(repeating: "<div class=\"highlight\">", count: 30), String(repeating: "</div>", count: 30)),
        ]
        let afters = ["<p>After</p>", "<pre><code class=\"language-swift\">let y</code></pre>", "</pre></div></code>"]
        for block in blocks {
            for (open, close) in wrappers {
                for after in afters {
                    let page = Array(("<p>Before</p>" + open + block + close + after).utf8)
                    try assertSecondRunChangesNothing(page)
                    try assertSecondRunChangesNothing(page, options: HighlightOptions(classPrefix: "lang-", invalidUTF8: .replace))
                    // Invalid UTF-8 in the block.
                    var bad = page
                    if let x = bad.firstIndex(of: UInt8(ascii: "x")) { bad[x] = 0xFF }
                    try assertSecondRunChangesNothing(bad)
                    try assertSecondRunChangesNothing(bad, options: HighlightOptions(invalidUTF8: .replace))
                }
            }
        }
    }

    func testCEntryPointContract() throws {
        let page = Array("<p>a</p><pre><code class=\"language-swift\">let x</code></pre><pre><code class=\"language-swift\">&bogus;</code></pre>".utf8)
        var out = swh_string_t(data: nil, len: 0)
        var stats = swh_block_stats_t()
        page.withUnsafeBufferPointer { b in
            XCTAssertEqual(swh_rehighlight_html(b.baseAddress, b.count, nil, &out, &stats), SWH_OK)
        }
        XCTAssertEqual(stats.found, 1)
        XCTAssertEqual(stats.rewritten, 1)
        XCTAssertEqual(stats.unchanged, 0)
        XCTAssertEqual(stats.skipped, 1)
        XCTAssertEqual(stats.first_skipped_reason, UInt32(SWH_SKIP_UNKNOWN_REFERENCE))
        XCTAssertEqual(page[stats.first_skipped_offset], UInt8(ascii: "<"))
        XCTAssertEqual(Array(page[stats.first_skipped_offset...].prefix(4)), Array("<pre".utf8))
        let text = String(cString: out.data)
        XCTAssertTrue(text.hasPrefix("<p>a</p><pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x</code></pre><pre>"), text)
        XCTAssertEqual(out.len, text.utf8.count)
        swh_string_free(out)
        // Refusals: NULL out, NULL src with a length, bad options; stats are zeroed.
        stats.found = 7
        XCTAssertEqual(swh_rehighlight_html(nil, 0, nil, nil, &stats), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(stats.found, 0)
        out = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(swh_rehighlight_html(nil, 5, nil, &out, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(out.data)
        var bad = swh_options_t()
        swh_options_init(&bad)
        bad.flags = 0x8000_0000
        XCTAssertEqual(swh_rehighlight_html(nil, 0, &bad, &out, &stats), SWH_ERROR_INVALID_ARGUMENT)
        // Never INVALID_UTF8: such bytes outside blocks are copied.
        let invalid: [UInt8] = [0x3C, 0x70, 0x3E, 0xFF, 0xFE]
        invalid.withUnsafeBufferPointer { b in
            XCTAssertEqual(swh_rehighlight_html(b.baseAddress, b.count, nil, &out, &stats), SWH_OK)
        }
        XCTAssertEqual(out.len, 5)
        swh_string_free(out)
        XCTAssertEqual(swh_rehighlight_html(nil, 0, nil, &out, nil), SWH_OK)
        XCTAssertEqual(out.len, 0)
        swh_string_free(out)
    }
}
