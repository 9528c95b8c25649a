import Highlight
import HighlightInk
import Ink
import XCTest

/// The Ink modifier on Markdown parsed by Ink itself.
final class InkModifierTests: XCTestCase {
    private let document = """
    # Swift & friends

    Prose with `let x = 1 < 2` inline.

    ```swift
    // Generics & comparisons: <T> and a < b && c > d
    let entity = "&amp; &lt;tag&gt; &#x1F600;"
    let poem = \"\"\"
        Roses are <red>, "Violets" & blue \\(name)
        \"\"\"
    let café = "😀 naïve"
    ```

    A shell block:

    ```sh
    echo "<b>let x = 1</b>" && ls
    ```

    ```Swift
    @MainActor struct View {}
    ```

    ```
    let plain = "no language"
    ```

    The end.
    """

    private func fences(_ markdown: String) -> [String] {
        // The Swift fences' contents, as written (each line with its newline).
        var result: [String] = [], current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current != nil {
                if line == "```" { result.append(current!); current = nil } else { current! += line + "\n" }
            } else if line.lowercased() == "```swift" {
                current = ""
            }
        }
        return result
    }

    /// Text of an HTML fragment: tags removed, the few entities our HTML uses decoded.
    private func text(_ html: Substring) -> String {
        var out = "", inTag = false
        for c in html {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    private func blocks(_ html: String) -> [Substring] {
        var found: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: "<pre class=\"swh-code\"><code class=\"language-swift\">"),
              let end = rest[start.upperBound...].range(of: "</code></pre>") {
            found.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    func testSwiftFencesAreHighlightedAndKeepTheirText() throws {
        var parser = MarkdownParser()
        parser.addModifier(try .swiftHighlight())
        let html = parser.html(from: document)
        let ours = blocks(html)
        let sources = fences(document)
        XCTAssertEqual(ours.count, 2)
        XCTAssertEqual(sources.count, 2)
        for (block, source) in zip(ours, sources) {
            XCTAssertEqual(text(block), source)
        }
        XCTAssertTrue(ours[0].contains("<span class=\"swh-keyword\">let</span>"))
        XCTAssertTrue(ours[1].contains("<span class=\"swh-attribute\">@MainActor</span>"))
        XCTAssertEqual(try Highlighter.html(sources[0], options: HighlightOptions(wrapInPre: true, languageClass: true)),
                       "<pre class=\"swh-code\"><code class=\"language-swift\">" + ours[0] + "</code></pre>")
    }

    func testOtherBlocksAndProseAreInksOwnHTML() throws {
        var parser = MarkdownParser()
        parser.addModifier(try .swiftHighlight())
        let ours = parser.html(from: document)
        let inks = MarkdownParser().html(from: document)
        // Cutting the Swift blocks out of both leaves the same HTML.
        func withoutSwift(_ html: String) -> String {
            var out = "", rest = html[...]
            while let start = rest.range(of: "<pre"), let end = rest[start.lowerBound...].range(of: "</pre>") {
                let block = rest[start.lowerBound..<end.upperBound]
                out += rest[..<start.lowerBound]
                out += block.contains("language-swift") || block.contains("language-Swift") ? "[swift]" : String(block)
                rest = rest[end.upperBound...]
            }
            return out + rest
        }
        XCTAssertEqual(withoutSwift(ours), withoutSwift(inks))
        XCTAssertTrue(ours.contains("<pre><code class=\"language-sh\">echo \"&lt;b&gt;let x = 1&lt;/b&gt;\" &amp;&amp; ls\n</code></pre>"))
        XCTAssertTrue(ours.contains("<pre><code>let plain = \"no language\"\n</code></pre>"))
    }

    func testOptionsApply() throws {
        var parser = MarkdownParser()
        parser.addModifier(try .swiftHighlight(options: HighlightOptions(classPrefix: "hl-", scheme: .hljs)))
        let html = parser.html(from: "```swift\nlet x = 1\n```\n")
        XCTAssertEqual(html, try Highlighter.html("let x = 1\n", options: HighlightOptions(
            classPrefix: "hl-", wrapInPre: true, scheme: .hljs, languageClass: true)))
        XCTAssertTrue(html.contains("hl-keyword"))
    }

    func testInvalidOptionsThrowWhenTheModifierIsMade() {
        XCTAssertThrowsError(try Modifier.swiftHighlight(options: HighlightOptions(classPrefix: "no spaces"))) { error in
            guard case .invalidOptions = error as? HighlightError else { return XCTFail("\(error)") }
        }
    }

    func testUnterminatedAndEmptyFences() throws {
        var parser = MarkdownParser()
        parser.addModifier(try .swiftHighlight())
        // Ink runs an unterminated fence to the end of the document.
        let open = parser.html(from: "```swift\nlet s = \"<unterminated\n")
        XCTAssertTrue(open.hasPrefix("<pre class=\"swh-code\"><code class=\"language-swift\">"), open)
        XCTAssertEqual(text(blocks(open).first ?? ""), "let s = \"<unterminated\n")
        let empty = parser.html(from: "```swift\n```\n")
        XCTAssertFalse(empty.contains("<pre><code"), empty)
    }

    func testInfoStringsWithMoreThanTheLanguage() throws {
        var parser = MarkdownParser()
        parser.addModifier(try .swiftHighlight())
        XCTAssertTrue(parser.html(from: "```swift title\nlet x = 1\n```\n").contains("swh-keyword"))
        // A quote in the info string breaks Ink's class attribute; the block is still Swift, and
        // ours replaces it whole.
        let quoted = parser.html(from: "```swift \"a\"\nlet x = 1\n```\n")
        XCTAssertTrue(quoted.hasPrefix("<pre class=\"swh-code\"><code class=\"language-swift\">"), quoted)
        XCTAssertEqual(text(blocks(quoted).first ?? ""), "let x = 1\n")
        // Not Swift.
        let swifty = "```swiftui\nlet x = 1\n```\n"
        XCTAssertEqual(parser.html(from: swifty), MarkdownParser().html(from: swifty))
    }
}
