import XCTest
import CHighlight
@testable import Highlight

/// Class schemes, themes and CSS, line elements, inline styles, terminal output and Markdown.
final class OutputTests: XCTestCase {
    static let sample = """
    /// Doc comment
    @MainActor
    struct Foo<T>: Equatable {
        /* block
           comment */
        let s = "a\\n\\(x) b <&>"
        let m = \"\"\"
            multi
            line
            \"\"\"
        func bar(x: Int) -> String? { return x > 0 ? .none : nil }
        #if DEBUG
        let r = #selector(bar); var b = true; self.baz.qux()
        #endif
    }

    """

    // MARK: - Helpers

    /// The text of HTML: tags removed, the five entities and numeric references decoded.
    func text(ofHTML html: String, droppingLineNumbers: Bool = false) -> String {
        var html = html
        if droppingLineNumbers {
            // Line-number elements hold text: drop them whole.
            while let open = html.range(of: "<span class=\"swh-ln\"") {
                guard let close = html.range(of: "</span>", range: open.upperBound..<html.endIndex) else { break }
                html.removeSubrange(open.lowerBound..<close.upperBound)
            }
        }
        return stripHTML(html)
    }

    /// Whether every `<span` in `html` is closed in order (no other tags expected).
    func spansBalanced(_ html: String) -> Bool {
        var depth = 0
        var rest = Substring(html)
        while let lt = rest.firstIndex(of: "<") {
            let after = rest[lt...]
            if after.hasPrefix("</span>") { depth -= 1; if depth < 0 { return false } }
            else if after.hasPrefix("<span") { depth += 1 }
            rest = rest[rest.index(after: lt)...]
        }
        return depth == 0
    }

    /// The class attribute values in `html`.
    func classes(_ html: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(html)
        while let r = rest.range(of: "class=\"") {
            let after = rest[r.upperBound...]
            guard let q = after.firstIndex(of: "\"") else { break }
            found.insert(String(after[..<q]))
            rest = after[q...]
        }
        return found
    }

    func html(_ source: String, _ options: HighlightOptions) throws -> String {
        try Highlighter.html(source, options: options)
    }

    // MARK: - Schemes

    /// The names each scheme's own documentation lists (see ClassScheme.swift for the sources).
    static let documented: [ClassScheme: Set<String>] = [
        // Splash TokenType cases.
        .splash: ["keyword", "string", "type", "call", "number", "comment", "property", "dotAccess", "preprocessing"],
        // highlight.js css-classes-reference.rst scopes.
        .hljs: ["keyword", "built_in", "type", "literal", "number", "operator", "punctuation", "property", "regexp",
                "string", "char.escape", "subst", "symbol", "class", "function", "variable", "variable.language",
                "variable.constant", "title", "title.class", "title.class.inherited", "title.function",
                "title.function.invoke", "params", "comment", "doctag", "meta", "meta.prompt", "meta.keyword",
                "meta.string", "section", "tag", "name", "attr", "attribute", "bullet", "code", "emphasis", "strong",
                "formula", "link", "quote"],
        // Pygments STANDARD_TYPES short names.
        .pygments: ["err", "x", "k", "kc", "kd", "kn", "kp", "kr", "kt", "n", "na", "nb", "bp", "nc", "no", "nd", "ni",
                    "ne", "nf", "fm", "py", "nl", "nn", "nx", "nt", "nv", "vc", "vg", "vi", "vm", "l", "ld", "s", "sa",
                    "sb", "sc", "dl", "sd", "s2", "se", "sh", "si", "sx", "sr", "s1", "ss", "m", "mb", "mf", "mh", "mi",
                    "il", "mo", "o", "ow", "p", "c", "ch", "cm", "cp", "cpf", "c1", "cs"],
        // tree-sitter CLI standard capture names, plus nvim-treesitter's keyword.directive and
        // function.macro (their first parts are standard names).
        .treesitter: ["attribute", "boolean", "comment", "comment.documentation", "constant", "constant.builtin",
                      "constructor", "embedded", "function", "function.builtin", "keyword", "module", "number",
                      "operator", "property", "punctuation", "punctuation.bracket", "punctuation.delimiter",
                      "punctuation.special", "string", "string.escape", "string.regexp", "string.special", "tag",
                      "type", "type.builtin", "variable", "variable.builtin", "variable.member", "variable.parameter",
                      "keyword.directive", "function.macro"],
        // Prism: `token` and the token names of components/prism-swift.js (with their aliases)
        // or of the names Prism themes colour.
        .prism: ["token.keyword", "token.class-name", "token.function", "token.property", "token.number", "token.string",
                 "token.comment", "token.attribute.atrule", "token.directive.property", "token.char",
                 "token.interpolation-punctuation.punctuation", "token.regex", "token.operator",
                 "token.other-directive.property", "token.boolean", "token.nil.constant"],
    ]

    func testEverySchemeNameIsDocumented() {
        for scheme in ClassScheme.allCases where scheme != .native {
            let allowed = OutputTests.documented[scheme] ?? []
            for role in StyleRole.allCases where role != .plain {
                let raw = scheme.rawName(role)
                let name = String(decoding: UnsafeBufferPointer(start: raw.utf8Start, count: raw.utf8CodeUnitCount), as: UTF8.self)
                if name.isEmpty { continue }
                XCTAssertTrue(allowed.contains(name), "\(scheme.name): \(role) → \(name) is not a documented name")
            }
        }
        // Native: our kind names.
        for kind in TokenKind.allCases where kind != .plain {
            let raw = ClassScheme.native.rawName(StyleRole(rawValue: UInt8(kind.rawValue))!)
            XCTAssertEqual(String(decoding: UnsafeBufferPointer(start: raw.utf8Start, count: raw.utf8CodeUnitCount), as: UTF8.self), kind.name)
        }
    }

    func testSchemeOutputs() throws {
        let src = OutputTests.sample
        let native = try html(src, HighlightOptions())
        XCTAssertTrue(native.contains("<span class=\"swh-keyword\">struct</span>"))
        XCTAssertTrue(native.contains("<span class=\"swh-doc-comment\">/// Doc comment</span>"))

        let splash = try html(src, HighlightOptions(scheme: .splash))
        XCTAssertTrue(splash.contains("<span class=\"call\">bar</span>"))
        XCTAssertTrue(splash.contains(".<span class=\"dotAccess\">none</span>"), "implicit member is dotAccess")
        XCTAssertTrue(splash.contains(".<span class=\"property\">baz</span>"), "member access is property")
        XCTAssertTrue(splash.contains("<span class=\"preprocessing\">#if DEBUG</span>"))
        XCTAssertTrue(splash.contains("<span class=\"keyword\">@MainActor</span>"), "Splash: attributes are keywords")
        XCTAssertFalse(splash.contains("operator"), "Splash leaves operators plain")
        XCTAssertTrue(classes(splash).isSubset(of: OutputTests.documented[.splash]!))

        let hljs = try html(src, HighlightOptions(scheme: .hljs))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-title function_\">bar</span>"))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-literal\">true</span>"))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-literal\">nil</span>"))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-char escape_\">\\n</span>"))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-subst\">\\(</span>"))
        XCTAssertTrue(hljs.contains("<span class=\"hljs-meta\">@MainActor</span>"))

        let pygments = try html(src, HighlightOptions(scheme: .pygments))
        XCTAssertTrue(pygments.contains("<span class=\"kd\">struct</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"k\">return</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"kc\">self</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"kt\">Int</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"nf\">bar</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"c1\">/// Doc comment</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"cm\">/* block\n       comment */</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"cp\">#if DEBUG</span>"))
        XCTAssertTrue(pygments.contains("<span class=\"o\">-&gt;</span>"))
        XCTAssertTrue(classes(pygments).isSubset(of: OutputTests.documented[.pygments]!))

        let ts = try html(src, HighlightOptions(scheme: .treesitter))
        XCTAssertTrue(ts.contains("<span class=\"comment documentation\">/// Doc comment</span>"))
        XCTAssertTrue(ts.contains("<span class=\"boolean\">true</span>"))
        XCTAssertTrue(ts.contains("<span class=\"constant builtin\">nil</span>"))
        XCTAssertTrue(ts.contains("<span class=\"variable builtin\">self</span>"))
        XCTAssertTrue(ts.contains("<span class=\"string escape\">\\n</span>"))
        XCTAssertTrue(ts.contains("<span class=\"keyword directive\">#if DEBUG</span>"))
        let dotted = Set(OutputTests.documented[.treesitter]!.map { $0.replacingEvery(".", " ") })
        XCTAssertTrue(classes(ts).isSubset(of: dotted))

        // Every scheme keeps the text.
        for scheme in ClassScheme.allCases {
            XCTAssertEqual(text(ofHTML: try html(src, HighlightOptions(scheme: scheme))), src, scheme.name)
        }
    }

    func testImplicitMemberHeuristic() throws {
        let cases: [(String, Bool)] = [
            ("f(.red)", true), ("x = .zero", true), ("return .none", true), ("case .a:", true),
            ("a ?? .b", true), ("c ? .a : .b", true), ("a.b", false), ("a().b", false), ("a?.b", false),
            ("a!.b", false), ("a[0].b", false), ("Text(\"x\")\n    .padding()", false), ("foo\n  .bar", false),
            ("Array<Int>.init", false),
        ]
        for (source, implicit) in cases {
            let out = try html(source, HighlightOptions(scheme: .splash))
            XCTAssertEqual(out.contains("dotAccess"), implicit, "\(source): \(out)")
        }
    }

    func testPrefixCombinations() throws {
        XCTAssertEqual(try html("func f()", HighlightOptions(classPrefix: "x-", scheme: .hljs)),
                       "<span class=\"x-keyword\">func</span> <span class=\"x-title function_\">f</span>()")
        XCTAssertEqual(try html("/// d", HighlightOptions(classPrefix: "ts-", scheme: .treesitter)),
                       "<span class=\"ts-comment ts-documentation\">/// d</span>")
        XCTAssertEqual(try html("1", HighlightOptions(classPrefix: "tok-", scheme: .pygments)), "<span class=\"tok-m\">1</span>")
        XCTAssertEqual(try html("1", HighlightOptions(classPrefix: "sp-", scheme: .splash)), "<span class=\"sp-number\">1</span>")
        XCTAssertEqual(try html("1", HighlightOptions(classPrefix: "", scheme: .native)), "<span class=\"number\">1</span>")
        XCTAssertEqual(try html("1", HighlightOptions(scheme: .hljs)), "<span class=\"hljs-number\">1</span>")
        XCTAssertThrowsError(try html("1", HighlightOptions(classPrefix: "a\"b", scheme: .hljs)))
        XCTAssertThrowsError(try Highlighter.css(options: HighlightOptions(classPrefix: "}{")))
    }

    func testWrapperContainers() throws {
        XCTAssertEqual(try html("1", HighlightOptions(wrapInPre: true)),
                       "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-number\">1</span></code></pre>")
        XCTAssertEqual(try html("1", HighlightOptions(wrapInPre: true, languageClass: true)),
                       "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-number\">1</span></code></pre>")
        XCTAssertTrue(try html("1", HighlightOptions(wrapInPre: true, scheme: .pygments)).hasPrefix("<pre class=\"swh-code highlight\"><code class=\"language-swift\">"))
        XCTAssertTrue(try html("1", HighlightOptions(wrapInPre: true, scheme: .splash)).hasPrefix("<pre class=\"swh-code splash\"><code class=\"language-swift\">"))
        XCTAssertTrue(try html("1", HighlightOptions(wrapInPre: true, scheme: .hljs, languageClass: true))
            .hasPrefix("<pre class=\"swh-code\"><code class=\"language-swift hljs\">"))
        XCTAssertTrue(try html("1", HighlightOptions(classPrefix: "p-", wrapInPre: true, scheme: .treesitter)).hasPrefix("<pre class=\"p-code\"><code class=\"language-swift\">"))
    }

    /// docs/output.md shows the mapping table; it must match `ClassScheme.names(_:)`.
    func testDocumentedSchemeTable() throws {
        var table = "| role | native | splash | hljs | pygments | treesitter | prism |\n|---|---|---|---|---|---|---|\n"
        for role in StyleRole.allCases where role != .plain {
            table += "| \(role) |"
            for scheme in ClassScheme.allCases {
                let raw = scheme.rawName(role)
                let name = String(decoding: UnsafeBufferPointer(start: raw.utf8Start, count: raw.utf8CodeUnitCount), as: UTF8.self)
                table += name.isEmpty ? " (plain) |" : " `\(name)` |"
            }
            table += "\n"
        }
        let docURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/output.md")
        let doc = try String(contentsOf: docURL, encoding: .utf8)
        guard let a = doc.range(of: "<!-- scheme-table -->\n"), let b = doc.range(of: "<!-- /scheme-table -->") else {
            return XCTFail("docs/output.md has no scheme table markers")
        }
        XCTAssertEqual(String(doc[a.upperBound..<b.lowerBound]), table, "docs/output.md scheme table; expected:\n\(table)")
    }

    // MARK: - Lines

    func testLineElements() throws {
        let src = OutputTests.sample
        let out = try html(src, HighlightOptions(lineElements: true))
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        // The sample ends with a newline: one element per line, then the final empty string.
        XCTAssertEqual(lines.count, src.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(lines.last, "")
        for (k, line) in lines.dropLast().enumerated() {
            XCTAssertTrue(line.hasPrefix("<span class=\"swh-line\" data-line=\"\(k + 1)\">"), String(line))
            XCTAssertTrue(line.hasSuffix("</span>"), String(line))
            XCTAssertTrue(spansBalanced(String(line)), "line \(k + 1) is well-formed: \(line)")
        }
        XCTAssertEqual(text(ofHTML: out), src)
        // The block comment is closed and reopened.
        XCTAssertTrue(out.contains("<span class=\"swh-comment\">/* block</span></span>\n<span class=\"swh-line\" data-line=\"5\"><span class=\"swh-comment\">       comment */</span>"))
        // Multi-line string lines each hold a string span.
        XCTAssertTrue(out.contains("data-line=\"8\">"))
    }

    func testLineEdgeCases() throws {
        XCTAssertEqual(try html("", HighlightOptions(lineElements: true)), "")
        XCTAssertEqual(try html("\n", HighlightOptions(lineElements: true)), "<span class=\"swh-line\" data-line=\"1\"></span>\n")
        XCTAssertEqual(try html("a\n\nb", HighlightOptions(lineElements: true)),
                       "<span class=\"swh-line\" data-line=\"1\">a</span>\n<span class=\"swh-line\" data-line=\"2\"></span>\n<span class=\"swh-line\" data-line=\"3\">b</span>")
        XCTAssertEqual(try html("a\r\nb\r\n", HighlightOptions(lineElements: true)),
                       "<span class=\"swh-line\" data-line=\"1\">a</span>\r\n<span class=\"swh-line\" data-line=\"2\">b</span>\r\n")
        // A string token over an empty line opens no empty span.
        let s = try html("\"\"\"\n\nx\n\"\"\"", HighlightOptions(lineElements: true))
        XCTAssertFalse(s.contains("<span class=\"swh-string\"></span>"), s)
        XCTAssertTrue(s.contains("<span class=\"swh-line\" data-line=\"2\"></span>"), s)
    }

    func testGutterAndHighlightedLines() throws {
        let src = (1...12).map { "let v\($0) = \($0)" }.joined(separator: "\n")
        let out = try html(src, HighlightOptions(lineNumbers: true, highlightedLines: [3...3, 10...11, 2...3]))
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 12)
        XCTAssertTrue(lines[0].hasPrefix("<span class=\"swh-line\" data-line=\"1\"><span class=\"swh-ln\" aria-hidden=\"true\"> 1</span>"))
        XCTAssertTrue(lines[11].hasPrefix("<span class=\"swh-line\" data-line=\"12\"><span class=\"swh-ln\" aria-hidden=\"true\">12</span>"))
        for (k, line) in lines.enumerated() {
            let highlighted = [2, 3, 10, 11].contains(k + 1)
            XCTAssertEqual(line.hasPrefix("<span class=\"swh-line swh-hl\""), highlighted, String(line))
        }
        XCTAssertEqual(text(ofHTML: out, droppingLineNumbers: true), src)
        // First line number: ranges are in displayed numbers.
        let shifted = try html("a\nb\nc", HighlightOptions(highlightedLines: [100...100], firstLineNumber: 99))
        XCTAssertEqual(shifted, "<span class=\"swh-line\" data-line=\"99\">a</span>\n<span class=\"swh-line swh-hl\" data-line=\"100\">b</span>\n<span class=\"swh-line\" data-line=\"101\">c</span>")
        XCTAssertThrowsError(try html("a", HighlightOptions(firstLineNumber: 0)))
    }

    /// Line numbers past 2^32 (the first line may be 4294967295) are exact: they are 64-bit on
    /// every target, 32-bit ones included (js/test checks the WebAssembly build).
    func testLineNumbersPastTheFirstLinesRange() throws {
        let out = try html("a\nb\nc", HighlightOptions(lineNumbers: true, highlightedLines: [4294967296...4294967296],
                                                       firstLineNumber: 4294967295))
        XCTAssertEqual(out.split(separator: "\n").map { $0.split(separator: "\"")[3] },
                       ["4294967295", "4294967296", "4294967297"])
        XCTAssertTrue(out.contains("swh-hl\" data-line=\"4294967296\""))
        XCTAssertTrue(out.contains("aria-hidden=\"true\">4294967297</span>"))
        XCTAssertThrowsError(try html("a", HighlightOptions(firstLineNumber: 4294967296)))
    }

    // MARK: - Inline styles and themes

    func testInlineStyles() throws {
        let out = try html("let x = 1 // c", HighlightOptions(wrapInPre: true, theme: .xcodeLight, inlineStyles: true))
        XCTAssertEqual(out, "<pre class=\"swh-code\" style=\"color:#1d1d1f;background:#ffffff\"><code class=\"language-swift\">"
            + "<span style=\"color:#9b2393;font-weight:bold\">let</span> x = <span style=\"color:#1c00cf\">1</span> "
            + "<span style=\"color:#5d6c79;font-style:italic\">// c</span></code></pre>")
        // A pair means its light member; the scheme does not matter.
        XCTAssertEqual(try html("1", HighlightOptions(scheme: .hljs, theme: .xcode, inlineStyles: true)),
                       try html("1", HighlightOptions(theme: .xcodeLight, inlineStyles: true)))
        let lines = try html("a\nb", HighlightOptions(inlineStyles: true, lineNumbers: true, highlightedLines: [2...2]))
        XCTAssertTrue(lines.contains("style=\"display:inline-block;min-width:100%;background:#fff3c4\" data-line=\"2\""), lines)
        XCTAssertTrue(lines.contains("<span class=\"swh-ln\" style=\"color:#6e6e73;"), lines)
    }

    func testThemeContrast() {
        for theme in Theme.allCases where !theme.isPair {
            let palette = theme.palette
            let minimum = theme == .highContrastLight || theme == .highContrastDark ? 7.0 : 4.5
            XCTAssertGreaterThanOrEqual(contrastRatio(palette.foreground, palette.background), minimum)
            XCTAssertGreaterThanOrEqual(contrastRatio(palette.gutter, palette.background), 4.5, "\(theme.name) gutter")
            for kind in TokenKind.allCases {
                guard let color = palette.style(kind).color else { continue }
                XCTAssertGreaterThanOrEqual(contrastRatio(color, palette.background), minimum, "\(theme.name) \(kind.name)")
                XCTAssertGreaterThanOrEqual(contrastRatio(color, palette.highlightBackground), minimum - 0.5,
                                            "\(theme.name) \(kind.name) on a highlighted line")
            }
        }
        XCTAssertEqual(contrastRatio(0x000000, 0xFFFFFF), 21, accuracy: 0.01)
        XCTAssertEqual(contrastRatio(0x777777, 0xFFFFFF), 4.48, accuracy: 0.01)
    }

    func testThemeNames() {
        for theme in Theme.allCases {
            XCTAssertEqual(Theme(name: theme.name), theme)
            XCTAssertEqual(String(cString: swh_theme_name(theme.rawValue)!), theme.name)
        }
        for scheme in ClassScheme.allCases {
            XCTAssertEqual(ClassScheme(name: scheme.name), scheme)
            XCTAssertEqual(String(cString: swh_scheme_name(scheme.rawValue)!), scheme.name)
        }
        XCTAssertNil(swh_theme_name(99))
        XCTAssertNil(swh_scheme_name(99))
        XCTAssertEqual(Theme.allCases.filter { !$0.isPair }.count, 4)
    }

    // MARK: - CSS

    func testCSS() throws {
        let pair = try Highlighter.css(options: HighlightOptions(theme: .xcode))
        XCTAssertTrue(pair.contains("@media (prefers-color-scheme: dark) {"))
        XCTAssertTrue(pair.contains(".swh-code{color:#1d1d1f;background:#ffffff}"))
        XCTAssertTrue(pair.contains("  .swh-code{color:#dfdfe0;background:#1f1f24}"))
        XCTAssertTrue(pair.contains(".swh-keyword{color:#9b2393;font-weight:bold}"))
        XCTAssertTrue(pair.contains(".swh-ln{"))
        XCTAssertTrue(pair.contains(".swh-hl{display:inline-block;min-width:100%;background:#fff3c4}"))
        let single = try Highlighter.css(options: HighlightOptions(theme: .highContrastDark))
        XCTAssertFalse(single.contains("@media"))
        XCTAssertTrue(single.contains(".swh-code{color:#ffffff;background:#000000}"))

        let pygments = try Highlighter.css(options: HighlightOptions(scheme: .pygments, theme: .xcodeLight))
        XCTAssertTrue(pygments.contains(".highlight{color:"))
        XCTAssertTrue(pygments.contains(".highlight .k{"))
        XCTAssertTrue(pygments.contains(".highlight .cm{"))
        let hljs = try Highlighter.css(options: HighlightOptions(scheme: .hljs, theme: .xcodeLight))
        XCTAssertTrue(hljs.contains(".hljs{color:"))
        XCTAssertTrue(hljs.contains("\n.hljs-title.function_{color:#326d74}"))
        XCTAssertTrue(hljs.contains("\n.hljs-char.escape_{"))
        let ts = try Highlighter.css(options: HighlightOptions(scheme: .treesitter, theme: .xcodeLight))
        XCTAssertTrue(ts.contains(".swh-code .comment.documentation{"))
        XCTAssertTrue(ts.contains(".swh-code .keyword{"))
        let prefixed = try Highlighter.css(options: HighlightOptions(classPrefix: "hl-", scheme: .treesitter, theme: .xcodeLight))
        XCTAssertTrue(prefixed.contains("\n.hl-comment.hl-documentation{"))
        XCTAssertTrue(prefixed.contains("\n.hl-code{"))
        let splash = try Highlighter.css(options: HighlightOptions(scheme: .splash, theme: .xcodeLight))
        XCTAssertTrue(splash.contains(".splash .dotAccess{"))
        // Selectors are unique per block.
        for scheme in ClassScheme.allCases {
            let css = try Highlighter.css(options: HighlightOptions(scheme: scheme, theme: .xcodeDark))
            let selectors = css.split(separator: "\n").filter { $0.contains("{") }.map { $0.prefix(while: { $0 != "{" }) }
            XCTAssertEqual(selectors.count, Set(selectors).count, scheme.name)
        }
    }

    // MARK: - Terminal

    func testANSI() throws {
        let src = "let x = 1 /* a\nb */"
        let plain = try Highlighter.ansi(src, colors: .none)
        XCTAssertEqual(plain, src)
        let basic = try Highlighter.ansi(src, colors: .basic16)
        XCTAssertEqual(basic, "\u{1B}[35mlet\u{1B}[0m x = \u{1B}[33m1\u{1B}[0m \u{1B}[90m/* a\u{1B}[0m\n\u{1B}[90mb */\u{1B}[0m")
        let full = try Highlighter.ansi("let", options: HighlightOptions(theme: .xcode))
        XCTAssertEqual(full, "\u{1B}[1;38;2;252;95;163mlet\u{1B}[0m", "a pair means its dark member")
        let light = try Highlighter.ansi("let", options: HighlightOptions(theme: .xcodeLight))
        XCTAssertEqual(light, "\u{1B}[1;38;2;155;35;147mlet\u{1B}[0m")
    }

    func testANSILineNumbers() throws {
        let src = String(repeating: "let x = 1\n", count: 9) + "/* a\nb */\n"
        let numbered = try Highlighter.ansi(src, options: HighlightOptions(lineNumbers: true), colors: .none)
        let lines = numbered.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 12, "11 lines and the final newline; no gutter after it")
        XCTAssertEqual(lines[0], " 1 │ let x = 1")
        XCTAssertEqual(lines[9], "10 │ /* a")
        XCTAssertEqual(lines[10], "11 │ b */")
        XCTAssertEqual(lines[11], "")
        let from98 = try Highlighter.ansi("a\nb", options: HighlightOptions(lineNumbers: true, firstLineNumber: 99), colors: .none)
        XCTAssertEqual(from98, " 99 │ a\n100 │ b")
        XCTAssertEqual(try Highlighter.ansi("", options: HighlightOptions(lineNumbers: true), colors: .none), "")
        let colored = try Highlighter.ansi("let", options: HighlightOptions(theme: .xcodeDark, lineNumbers: true), colors: .trueColor)
        XCTAssertEqual(colored, "\u{1B}[38;2;154;154;160m1 │ \u{1B}[0m\u{1B}[1;38;2;252;95;163mlet\u{1B}[0m")
        XCTAssertEqual(try Highlighter.ansi("a\r\nb", options: HighlightOptions(lineNumbers: true), colors: .none), "1 │ a\r\n2 │ b")
    }

    func testANSIHighlightedLines() throws {
        let src = "let a = 1\nlet b = 2\nlet c = 3\n"
        let marked = try Highlighter.ansi(src, options: HighlightOptions(highlightedLines: [2...2, 7...9]), colors: .none)
        XCTAssertEqual(marked, "  let a = 1\n> let b = 2\n  let c = 3\n")
        let both = try Highlighter.ansi(src, options: HighlightOptions(lineNumbers: true, highlightedLines: [3...3]), colors: .basic16)
        XCTAssertTrue(both.hasPrefix("\u{1B}[90m  1 │ \u{1B}[0m\u{1B}[35mlet\u{1B}[0m"), both)
        XCTAssertTrue(both.contains("\u{1B}[90m> 3 │ \u{1B}[0m"))
        XCTAssertFalse(both.contains("\u{1B}[K"), "no background with 16 colours")
        // 24-bit: the highlighted line's gutter, plain text and tokens all get the background,
        // erased to the end of the line before the newline; the other lines get none.
        let bg = "\u{1B}[48;2;40;39;26m"
        let full = try Highlighter.ansi("x = 1\ny\r\n", options: HighlightOptions(theme: .xcodeDark, highlightedLines: [1...1]),
                                        colors: .trueColor)
        let first = full.split(separator: "\n")[0]
        XCTAssertTrue(first.hasPrefix(bg + "\u{1B}[38;2;154;154;160m> \u{1B}[0m" + bg + "x "), String(first))
        XCTAssertTrue(first.hasSuffix("\u{1B}[K\u{1B}[0m"))
        XCTAssertEqual(full.components(separatedBy: bg).count - 1, 4, "gutter, plain text, operator gap, number")
        XCTAssertTrue(full.hasSuffix("\u{1B}[38;2;154;154;160m  \u{1B}[0my\r\n"), "the CR LF line is not highlighted")
    }

    func testANSINeutralizesControls() throws {
        let src = "let s = \"\u{1B}]0;pwned\u{07}\u{1B}[2J\"\r // \u{9B}x\u{7F}\r\n"
        for colors in [TerminalColors.none, .basic16, .trueColor] {
            let out = try Highlighter.ansi(src, colors: colors)
            // No ESC from the input survives: every ESC is the start of our own SGR sequence.
            var rest = Substring(out)
            while let esc = rest.firstIndex(of: "\u{1B}") {
                let after = rest[rest.index(after: esc)...]
                XCTAssertTrue(after.hasPrefix("["), "stray ESC")
                let end = after.firstIndex(of: "m")!
                XCTAssertTrue(after[after.index(after: after.startIndex)..<end].allSatisfy { $0.isNumber || $0 == ";" })
                rest = after[after.index(after: end)...]
            }
            XCTAssertFalse(out.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x7F })
            XCTAssertTrue(out.contains("\u{241B}]0;pwned\u{2407}"))
            XCTAssertTrue(out.contains("\u{2421}"))
            XCTAssertTrue(out.contains("\u{240D}"), "a lone CR is shown")
            XCTAssertTrue(out.hasSuffix("\r\n"), "CRLF kept")
        }
    }

    // MARK: - Markdown

    func testMarkdownFences() throws {
        let md = """
        # Title

        ```swift
        let x = 1
        ```

        ~~~~ Swift title="a"
        func f() {}
        ~~~~~

        ```python
        x = 1
        ```

        ````md
        ```swift
        inside a markdown fence
        ```
        ````

            ```swift
            indented code block
            ```

          ```swift
          let y = 2
            let z = 3
          ```

        ```swiftui
        not swift
        ```
        """
        let out = try Highlighter.markdown(md)
        XCTAssertTrue(out.contains("<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> x <span class=\"swh-operator\">=</span> <span class=\"swh-number\">1</span>\n</code></pre>\n"), out)
        // `title="a"` captions the block.
        XCTAssertTrue(out.contains("<figure class=\"swh-block\"><figcaption class=\"swh-title\">a</figcaption><pre class=\"swh-code\">"), out)
        XCTAssertTrue(out.contains("<span class=\"swh-keyword\">func</span> <span class=\"swh-function\">f</span>() {}\n</code></pre></figure>\n"), out)
        XCTAssertTrue(out.contains("```python\nx = 1\n```\n"))
        XCTAssertTrue(out.contains("````md\n```swift\ninside a markdown fence\n```\n````\n"))
        XCTAssertTrue(out.contains("    ```swift\n    indented code block\n    ```\n"))
        // Indented fence: content loses two spaces, the block stays on one line.
        XCTAssertTrue(out.contains("  <pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> y <span class=\"swh-operator\">=</span> <span class=\"swh-number\">2</span>&#10;  <span class=\"swh-keyword\">let</span> z"), out)
        XCTAssertTrue(out.contains("```swiftui\nnot swift\n```"))
        XCTAssertTrue(out.hasPrefix("# Title\n\n"))
        XCTAssertEqual(out.components(separatedBy: "<pre").count - 1, 3)
    }

    func testMarkdownUnclosedAndLongerFences() throws {
        XCTAssertEqual(try Highlighter.markdown("```swift\nlet a\n"),
                       "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> a\n</code></pre>\n")
        // A closing fence needs at least as many characters; a shorter one is content.
        let out = try Highlighter.markdown("````swift\n```\n`````\nafter\n")
        XCTAssertEqual(out, "<pre class=\"swh-code\"><code class=\"language-swift\">```\n</code></pre>\nafter\n")
        // Backtick fences may not have backticks in the info string.
        XCTAssertEqual(try Highlighter.markdown("```swift `x`\nlet\n```\n"), "```swift `x`\nlet\n```\n")
        XCTAssertEqual(try Highlighter.markdown(""), "")
        XCTAssertEqual(try Highlighter.markdown("no code\n"), "no code\n")
    }

    func testHTMLCodeBlocks() throws {
        let doc = "<p>x</p>\n<pre><code class=\"language-swift\">let s = &quot;&lt;b&gt;&quot; &amp;&amp; true&#33;</code></pre>\n"
            + "<pre class=\"x\"><code class='hl language-swift'>if a &lt; b {}</code></pre>\n"
            + "<pre><code class=\"language-python\">x &lt; 1</code></pre>\n"
            + "<pre><code class=\"language-swift\"><span>done</span></code></pre>\n"
            + "<pre><code class=\"language-swift\">a &notaname; b</code></pre>\n"
            + "<!-- <pre><code class=\"language-swift\">let</code></pre> -->\n"
        let out = try Highlighter.markdown(doc, html: true)
        XCTAssertTrue(out.contains("<pre><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> s <span class=\"swh-operator\">=</span> <span class=\"swh-string\">&quot;&lt;b&gt;&quot;</span> <span class=\"swh-operator\">&amp;&amp;</span> <span class=\"swh-keyword\">true</span><span class=\"swh-operator\">!</span></code></pre>"), out)
        XCTAssertTrue(out.contains("<pre class=\"x\"><code class='hl language-swift'><span class=\"swh-keyword\">if</span> a <span class=\"swh-operator\">&lt;</span> b {}</code></pre>"), out)
        XCTAssertTrue(out.contains("<pre><code class=\"language-python\">x &lt; 1</code></pre>"))
        XCTAssertTrue(out.contains("<pre><code class=\"language-swift\"><span>done</span></code></pre>"))
        XCTAssertTrue(out.contains("<pre><code class=\"language-swift\">a &notaname; b</code></pre>"))
        XCTAssertTrue(out.contains("<!-- <pre><code class=\"language-swift\">let</code></pre> -->"))
        // In Markdown mode, raw HTML blocks outside fences are highlighted too.
        let md = try Highlighter.markdown("text\n\n<pre><code class=\"language-swift\">nil</code></pre>\n")
        XCTAssertEqual(md, "text\n\n<pre><code class=\"language-swift\"><span class=\"swh-keyword\">nil</span></code></pre>\n")
    }

    /// The HTML blocks of documents are read as the page rewriter reads pages: the same
    /// tokenizer (comments, quoted attribute values) and the same character references.
    func testHTMLBlocksOfDocumentsAreReadLikePages() throws {
        func block(_ attributes: String, _ content: String) -> String {
            "<pre><code \(attributes)>\(content)</code></pre>"
        }
        func highlighted(_ doc: String) throws -> Bool {
            try Highlighter.markdown(doc, html: true).contains("swh-keyword")
        }
        // Named references of the page rewriter's table, numeric ones without `;`, a lone `&`.
        let decoded = try Highlighter.markdown(block("class=\"language-swift\"", "let a = b &hellip; &#65 & d"), html: true)
        XCTAssertTrue(decoded.contains("<span class=\"swh-keyword\">let</span> a <span class=\"swh-operator\">=</span> b <span class=\"swh-operator\">…</span> <span class=\"swh-type\">A</span> <span class=\"swh-operator\">&amp;</span> d"), decoded)
        // A named reference without its `;` is unknown: the block is left alone.
        XCTAssertFalse(try highlighted(block("class=\"language-swift\"", "let a = b &amp c")))
        // 0x80-0x9F are the windows-1252 characters, as in a browser.
        XCTAssertTrue(try Highlighter.markdown(block("class=\"language-swift\"", "let s = \"&#128;\""), html: true).contains("€"))
        // A `>` inside a quoted attribute value does not end the tag; a comment ends at `--!>` too.
        XCTAssertTrue(try highlighted(block("title=\"a>b\" class=\"language-swift\"", "let")))
        XCTAssertFalse(try highlighted("<!-- x --!> y <!--" + block("class=\"language-swift\"", "let") + "-->"))
        XCTAssertTrue(try highlighted("<!-- x --!>" + block("class=\"language-swift\"", "let")))
        // The block ends at a `</code>` end tag, not at a longer name.
        XCTAssertFalse(try highlighted("<pre><code class=\"language-swift\">let</codex></pre>"))
    }

    func testMarkdownOptionsAndInvalidUTF8() throws {
        let out = try Highlighter.markdown("```swift\nnil\n```\n", options: HighlightOptions(scheme: .hljs, lineNumbers: true))
        XCTAssertEqual(out, "<pre class=\"swh-code\"><code class=\"language-swift hljs\"><span class=\"swh-line\" data-line=\"1\"><span class=\"swh-ln\" aria-hidden=\"true\">1</span><span class=\"hljs-literal\">nil</span></span>\n</code></pre>\n")
        XCTAssertThrowsError(try Highlighter.markdown(utf8: [0x61, 0xFF]))
        let replaced = try Highlighter.markdown(utf8: Array("```swift\n\"".utf8) + [0xFF] + Array("\"\n```\n".utf8),
                                                options: HighlightOptions(invalidUTF8: .replace))
        XCTAssertTrue(String(decoding: replaced, as: UTF8.self).contains("\u{FFFD}"))
    }

    // MARK: - C ABI

    private func call(_ f: (UnsafePointer<UInt8>?, Int, UnsafePointer<swh_options_t>?, UnsafeMutablePointer<swh_string_t>?) -> swh_status_t,
                      _ source: String, _ opts: UnsafePointer<swh_options_t>?) -> (swh_status_t, String?) {
        var bytes = Array(source.utf8)
        var out = swh_string_t(data: nil, len: 0)
        let status = bytes.withUnsafeMutableBufferPointer { f($0.baseAddress, $0.count, opts, &out) }
        defer { swh_string_free(out) }
        guard let data = out.data else { return (status, nil) }
        return (status, String(decoding: UnsafeRawBufferPointer(start: data, count: out.len), as: UTF8.self))
    }

    func testCOptionsDefaults() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        XCTAssertEqual(opts.scheme, UInt32(SWH_SCHEME_NATIVE))
        XCTAssertEqual(opts.theme, UInt32(SWH_THEME_XCODE))
        XCTAssertNil(opts.highlight_lines)
        XCTAssertEqual(opts.highlight_line_count, 0)
        XCTAssertEqual(opts.first_line, 1)
        // The 0.1.0 layout: the first four fields end at 24 bytes.
        XCTAssertEqual(MemoryLayout<swh_options_t>.offset(of: \.scheme), 24)
    }

    func testCSchemesThemesAndLines() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.scheme = UInt32(SWH_SCHEME_PYGMENTS)
        XCTAssertEqual(call(swh_highlight_html, "1", &opts).1, "<span class=\"m\">1</span>")
        opts.scheme = 6
        XCTAssertEqual(call(swh_highlight_html, "1", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        opts.scheme = UInt32(SWH_SCHEME_NATIVE)
        opts.theme = 6
        XCTAssertEqual(call(swh_highlight_html, "1", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        opts.theme = UInt32(SWH_THEME_HIGH_CONTRAST_DARK)
        opts.flags = UInt32(SWH_FLAG_INLINE_STYLES)
        XCTAssertEqual(call(swh_highlight_html, "1", &opts).1, "<span style=\"color:#ffe66b\">1</span>")
        opts.flags = 0x400
        XCTAssertEqual(call(swh_highlight_html, "1", &opts).0, SWH_ERROR_INVALID_ARGUMENT)

        var ranges = [swh_line_range_t(first: 2, last: 2)]
        swh_options_init(&opts)
        opts.first_line = 0 // means 1
        ranges.withUnsafeBufferPointer { r in
            opts.highlight_lines = r.baseAddress
            opts.highlight_line_count = r.count
            XCTAssertEqual(call(swh_highlight_html, "a\nb", &opts).1,
                           "<span class=\"swh-line\" data-line=\"1\">a</span>\n<span class=\"swh-line swh-hl\" data-line=\"2\">b</span>")
            // A caller compiled against 0.1.0 (struct_size 24) knows none of this.
            opts.struct_size = 24
            XCTAssertEqual(call(swh_highlight_html, "a\nb", &opts).1, "a\nb")
            // A size that covers the pointer but not its count: the pair keeps its defaults.
            opts.struct_size = 40
            XCTAssertEqual(call(swh_highlight_html, "a\nb", &opts).1, "a\nb")
            opts.struct_size = MemoryLayout<swh_options_t>.size
            opts.highlight_lines = nil
        }
        ranges = [swh_line_range_t(first: 3, last: 2)]
        ranges.withUnsafeBufferPointer { r in
            opts.highlight_lines = r.baseAddress
            XCTAssertEqual(call(swh_highlight_html, "a", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
            opts.highlight_lines = nil
        }
        opts.highlight_lines = nil
        XCTAssertEqual(call(swh_highlight_html, "a", &opts).0, SWH_ERROR_INVALID_ARGUMENT, "NULL ranges with a count")
        opts.highlight_line_count = Int(SWH_HIGHLIGHT_RANGES_MAX) + 1
        XCTAssertEqual(call(swh_highlight_html, "a", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        opts.highlight_line_count = -1
        XCTAssertEqual(call(swh_highlight_html, "a", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        opts.highlight_line_count = 0
        opts.flags = UInt32(SWH_FLAG_LINE_NUMBERS)
        XCTAssertEqual(call(swh_highlight_html, "a", &opts).1,
                       "<span class=\"swh-line\" data-line=\"1\"><span class=\"swh-ln\" aria-hidden=\"true\">1</span>a</span>")
    }

    func testCCSSAnsiMarkdown() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        var out = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(swh_css(&opts, &out), SWH_OK)
        let css = String(cString: out.data!)
        swh_string_free(out)
        XCTAssertTrue(css.contains("prefers-color-scheme"))
        XCTAssertEqual(swh_css(nil, &out), SWH_OK, "NULL options: defaults")
        swh_string_free(out)
        XCTAssertEqual(swh_css(&opts, nil), SWH_ERROR_INVALID_ARGUMENT)
        opts.theme = 77
        XCTAssertEqual(swh_css(&opts, &out), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(out.data)

        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_ANSI_16)
        XCTAssertEqual(call(swh_highlight_ansi, "nil", &opts).1, "\u{1B}[35mnil\u{1B}[0m")
        opts.flags = 0
        opts.theme = UInt32(SWH_THEME_XCODE_LIGHT)
        XCTAssertEqual(call(swh_highlight_ansi, "nil", &opts).1, "\u{1B}[1;38;2;155;35;147mnil\u{1B}[0m")
        opts.theme = UInt32(SWH_THEME_XCODE)
        opts.flags = UInt32(SWH_FLAG_LINE_NUMBERS)
        let ranges = [swh_line_range_t(first: 2, last: 2)]
        opts.flags |= UInt32(SWH_FLAG_ANSI_16)
        ranges.withUnsafeBufferPointer { r in
            // The pointer is lent for the closure only: set, used and cleared inside it.
            opts.highlight_lines = r.baseAddress
            opts.highlight_line_count = r.count
            XCTAssertEqual(call(swh_highlight_ansi, "a\nb", &opts).1,
                           "\u{1B}[90m  1 │ \u{1B}[0ma\n\u{1B}[90m> 2 │ \u{1B}[0mb", "line numbers and marks through the C API")
            opts.highlight_lines = nil
            opts.highlight_line_count = 0
        }
        opts.flags = 0
        XCTAssertEqual(call(swh_highlight_ansi, "\u{FF}", nil).0, SWH_OK)
        var bad: [UInt8] = [0x61, 0xFF]
        var o2 = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(swh_highlight_ansi(&bad, 2, nil, &o2), SWH_ERROR_INVALID_UTF8)
        XCTAssertEqual(o2.len, 1)

        XCTAssertEqual(call(swh_highlight_markdown, "```swift\nnil\n```\n", nil).1,
                       "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">nil</span>\n</code></pre>\n")
        XCTAssertEqual(swh_highlight_markdown(nil, 0, nil, &o2), SWH_OK)
        XCTAssertEqual(o2.len, 0)
        swh_string_free(o2)
        XCTAssertEqual(swh_highlight_markdown(nil, 3, nil, &o2), SWH_ERROR_INVALID_ARGUMENT)
    }

    /// Every mode keeps the text, on a larger input, and line mode keeps each line well-formed.
    func testRoundTripAllModes() throws {
        let src = String(repeating: OutputTests.sample + "let t = \"\"\"\n  a \\(b)\n\n  \"\"\" /* x\n\n y */ #\"raw\"# /re+/\n", count: 3)
        for scheme in ClassScheme.allCases {
            for inline in [false, true] {
                for lines in [false, true] {
                    let options = HighlightOptions(wrapInPre: true, scheme: scheme, inlineStyles: inline,
                                                   lineElements: lines, highlightedLines: lines ? [2...4] : [],
                                                   languageClass: true)
                    let out = try html(src, options)
                    XCTAssertEqual(text(ofHTML: out), src, "\(scheme.name) inline=\(inline) lines=\(lines)")
                    XCTAssertTrue(spansBalanced(out))
                    if lines {
                        let inner = out.replacingEvery("<pre class=\"swh-code\">", "").replacingEvery("</code></pre>", "")
                        for line in inner.split(separator: "\n") {
                            XCTAssertTrue(spansBalanced(String(line).replacingEvery("<code class=\"language-swift\">", "")
                                .replacingEvery("<code class=\"language-swift hljs\">", "")), String(line))
                        }
                    }
                }
            }
        }
    }
}

/// Random documents built from the pieces that matter to the renderers, through every mode:
/// nothing may trap, HTML modes must keep the text, Markdown must keep non-Swift text.
final class OutputHostileTests: XCTestCase {
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    static let pieces: [[UInt8]] = [
        "```swift\n", "```", "~~~ swift\n", "~~~", "````", "\n", "\r\n", "\r", "   ", "    ", "\t",
        "<pre><code class=\"language-swift\">", "<pre class='a'>\n<code class=lang-swift>", "</code>", "</pre>",
        "<!--", "-->", "&amp;", "&lt;", "&#x1F600;", "&#0;", "&#xD800;", "&#99999999999;", "&bogus;", "&", ";",
        "\"\"\"", "\"", "#\"", "\"#", "/*", "*/", "///", "//", "\\(", ")", "\\n", "/re/", "#/x/#",
        "\u{1B}[2J", "\u{9B}", "\u{7F}", "\u{0}", "#if", "#endif", "@attr", ".none", "x.y", "true", "nil", "self",
        "let", "func", "<", ">", "'", "日本", "é",
    ].map { Array($0.utf8) }

    func document(_ rng: inout SplitMix) -> [UInt8] {
        var doc: [UInt8] = []
        for _ in 0..<rng.below(40) {
            if rng.below(8) == 0 {
                doc.append(UInt8(truncatingIfNeeded: rng.next()))
            } else {
                doc += OutputHostileTests.pieces[rng.below(OutputHostileTests.pieces.count)]
            }
        }
        return doc
    }

    func testRandomDocumentsInEveryMode() throws {
        var rng = SplitMix(state: 0x5EED)
        for round in 0..<400 {
            let doc = document(&rng)
            let options = HighlightOptions(
                classPrefix: rng.below(3) == 0 ? "p-" : nil, invalidUTF8: .replace, wrapInPre: rng.below(2) == 0,
                scheme: ClassScheme(rawValue: UInt32(rng.below(5)))!, theme: Theme(rawValue: UInt32(rng.below(6)))!,
                inlineStyles: rng.below(3) == 0, lineElements: rng.below(2) == 0, lineNumbers: rng.below(3) == 0,
                highlightedLines: rng.below(2) == 0 ? [1...2, 4...Int(UInt32.max)] : [],
                firstLineNumber: rng.below(4) == 0 ? Int(UInt32.max) : 1, languageClass: rng.below(2) == 0)
            let html = try Highlighter.html(utf8: doc, options: options)
            XCTAssertFalse(html.isEmpty && !doc.isEmpty, "round \(round)")
            _ = try Highlighter.markdown(utf8: doc, options: options)
            _ = try Highlighter.markdown(utf8: doc, options: options, html: true)
            for colors in [TerminalColors.none, .basic16, .trueColor] {
                let ansi = try Highlighter.ansi(utf8: doc, options: options, colors: colors)
                // No input control character reaches the terminal.
                XCTAssertFalse(ansi.contains(0x07) || ansi.contains(0x7F) || ansi.contains(0x00), "round \(round)")
            }
            _ = try Highlighter.css(options: options)
        }
    }

    func testRandomCOptions() {
        var rng = SplitMix(state: 42)
        var source = Array("let x = \"a\"\n/* b\n*/".utf8)
        for _ in 0..<2000 {
            var opts = swh_options_t()
            swh_options_init(&opts)
            opts.struct_size = rng.below(4) == 0 ? rng.below(80) : MemoryLayout<swh_options_t>.size
            opts.invalid_utf8 = UInt32(rng.below(3))
            opts.flags = UInt32(truncatingIfNeeded: rng.next()) & (rng.below(2) == 0 ? 0x3F : 0xFF)
            opts.scheme = UInt32(rng.below(7))
            opts.theme = UInt32(rng.below(8))
            opts.first_line = UInt32(truncatingIfNeeded: rng.next())
            opts.highlight_line_count = rng.below(4) == 0 ? rng.below(3) : 0
            var out = swh_string_t(data: nil, len: 0)
            for f in [swh_highlight_html, swh_highlight_ansi, swh_highlight_markdown] {
                let status = source.withUnsafeMutableBufferPointer { f($0.baseAddress, $0.count, &opts, &out) }
                XCTAssertTrue(status == SWH_OK || status == SWH_ERROR_INVALID_ARGUMENT)
                XCTAssertEqual(status == SWH_OK, out.data != nil)
                swh_string_free(out)
            }
            let status = swh_css(&opts, &out)
            XCTAssertTrue(status == SWH_OK || status == SWH_ERROR_INVALID_ARGUMENT)
            swh_string_free(out)
        }
    }
}
