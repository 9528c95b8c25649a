import XCTest
import CHighlight
@testable import Highlight

/// Xcode's finer kinds in every output (docs/xcode.md): diffs, notation comments, terminal
/// colours, Markdown documents and pages, where the names any block declares are the project's.
final class XcodeKindsOutputsTests: XCTestCase {
    private var finer: HighlightOptions {
        var options = HighlightOptions()
        options.xcodeKinds = true
        return options
    }

    // MARK: Diffs and notation comments

    func testDiffNameDeclaredOnTheRemovedSideIsTheProjects() throws {
        var options = finer
        options.diff = true
        let html = try Highlighter.html("-final class Store {}\n+let store = Store()\n", options: options)
        XCTAssertTrue(html.contains("<span class=\"swh-type-declaration\">Store</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-class\">Store</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-other-declaration\">store</span>"), html)
    }

    func testDiffCommentURLAndSystemType() throws {
        var options = finer
        options.diff = true
        let html = try Highlighter.html(" let d = JSONDecoder()\n+// See https://swift.org\n", options: options)
        XCTAssertTrue(html.contains("<span class=\"swh-system-type\">JSONDecoder</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-url\">https://swift.org</span>"), html)
    }

    func testDiffTokensThroughTheCABIAreRefined() {
        let src = Array("-struct Point {}\n+let p = Point()\n".utf8)
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = SWH_FLAG_DIFF | SWH_FLAG_XCODE_KINDS
        var out = swh_tokens_t()
        XCTAssertEqual(src.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
        defer { swh_tokens_free(out) }
        var found: [String: UInt32] = [:]
        for k in 0..<out.len {
            let t = out.data[k]
            found[String(decoding: src[Int(t.start)..<Int(t.start + t.len)], as: UTF8.self)] = t.kind
        }
        XCTAssertEqual(found["Point"], TokenKind.type.rawValue, "a use of a project struct is `type`")
        XCTAssertEqual(found["p"], TokenKind.otherDeclaration.rawValue)
        XCTAssertNil(found["-"], "markers stay plain")
    }

    func testNotationCommentsAreTakenOutBeforeRefining() throws {
        var options = finer
        options.notation = true
        let html = try Highlighter.html("enum Mode { case on } // [!code ++]\nlet m = Mode.on // MARK: x\n", options: options)
        XCTAssertFalse(html.contains("[!code"), html)
        XCTAssertTrue(html.contains("swh-add"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-constant\">on</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-mark-comment\">// MARK: x</span>"), html)
    }

    // MARK: Terminal colours

    /// The 24-bit SGR parameters of a colour.
    private func sgr(_ rgb: UInt32) -> String { "38;2;\(rgb >> 16 & 0xFF);\(rgb >> 8 & 0xFF);\(rgb & 0xFF)" }

    func testTerminalColoursOfFinerKinds() throws {
        var options = finer
        options.theme = .xcodeDark
        let out = try Highlighter.ansi("final class Cache {}\nlet c = Cache()\n", options: options, colors: .trueColor)
        let palette = Theme.xcodeDark.palette
        for kind in [TokenKind.typeDeclaration, .class, .otherDeclaration] {
            let color = try XCTUnwrap(palette.style(kind).color)
            XCTAssertTrue(out.contains(sgr(color)), "\(kind.name): \(out)")
        }
        XCTAssertNotEqual(palette.style(TokenKind.typeDeclaration).color, palette.style(TokenKind.class).color)
        // Without finer kinds the same text has no declaration colour.
        options.xcodeKinds = false
        let plain = try Highlighter.ansi("final class Cache {}\n", options: options, colors: .trueColor)
        XCTAssertFalse(plain.contains(sgr(try XCTUnwrap(palette.style(TokenKind.typeDeclaration).color))), plain)
    }

    func testTerminalSixteenColoursFallBackToTheRefinedKind() throws {
        let source = "final class Cache {}\n// MARK: - Caching\n"
        var options = HighlightOptions()
        let ordinary = try Highlighter.ansi(source, options: options, colors: .basic16)
        options.xcodeKinds = true
        let refined = try Highlighter.ansi(source, options: options, colors: .basic16)
        // 16 colours have no more shades: each finer kind takes its parent's code.
        XCTAssertEqual(refined, ordinary)
    }

    func testTerminalTakesAThemeFilesColours() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>DVTSourceTextBackground</key><string>0.1 0.1 0.1 1</string>
        <key>DVTSourceTextSyntaxColors</key><dict>
        <key>xcode.syntax.keyword</key><string>1 0 0 1</string>
        <key>xcode.syntax.declaration.type</key><string>0 1 0 1</string>
        </dict></dict></plist>
        """
        var options = finer
        options.themeFile = try XcodeTheme(propertyList: Array(xml.utf8))
        let out = try Highlighter.ansi("struct Point {}\n", options: options, colors: .trueColor)
        XCTAssertTrue(out.contains("38;2;255;0;0mstruct"), out)
        XCTAssertTrue(out.contains("38;2;0;255;0mPoint"), out)
    }

    // MARK: Documents

    func testMarkdownBlocksShareTheDocumentsDeclarations() throws {
        let document = """
        ```swift
        final class Store {}
        enum Direction { case north }
        ```

        Then:

        ```swift
        let store = Store()
        let d: Direction = .north
        ```

        <pre><code class="language-swift">store.open(Store())</code></pre>
        """
        let html = try Highlighter.markdown(document, options: finer)
        XCTAssertEqual(html.components(separatedBy: "<span class=\"swh-class\">Store</span>").count - 1, 2, html)
        XCTAssertTrue(html.contains("<span class=\"swh-type\">Direction</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-constant\">north</span>"), html)
        // Without finer kinds the document is as before.
        let ordinary = try Highlighter.markdown(document)
        XCTAssertFalse(ordinary.contains("swh-class"), ordinary)
    }

    func testMarkdownBlockAloneSeesOnlyListedAndDeclaredNames() throws {
        let html = try Highlighter.markdown("```swift\nlet store = Store()\n```\n", options: finer)
        XCTAssertTrue(html.contains("<span class=\"swh-system-type\">Store</span>"), html)
        var options = finer
        options.projectNames.insert("Store", as: .class)
        let listed = try Highlighter.markdown("```swift\nlet store = Store()\n```\n", options: options)
        XCTAssertTrue(listed.contains("<span class=\"swh-class\">Store</span>"), listed)
    }

    func testPageBlocksShareThePagesDeclarations() throws {
        let page = """
        <p>Declare:</p>
        <pre><code class="language-swift">actor Counter {}</code></pre>
        <p>Use:</p>
        <div class="highlight"><pre><code class="language-swift">let c = Counter()</code></pre></div>
        """
        let result = try Highlighter.rehighlightHTML(utf8: Array(page.utf8), options: finer)
        let html = String(decoding: result.html, as: UTF8.self)
        XCTAssertEqual(result.report.rewritten, 2)
        XCTAssertTrue(html.contains("<span class=\"swh-type-declaration\">Counter</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-class\">Counter</span>"), html)
    }

    func testDocumentNamesPassIsLinearOnManyBlocks() throws {
        // 2,000 blocks each declaring a name: both passes stay linear in the document.
        var document = ""
        for k in 0..<2_000 { document += "```swift\nstruct T\(k) {}\nlet v\(k) = T\((k + 1) % 2_000)()\n```\n" }
        let html = try Highlighter.markdown(document, options: finer)
        XCTAssertEqual(html.components(separatedBy: "<span class=\"swh-type\">T").count - 1, 2_000)
    }
}
