import XCTest
@testable import Highlight

final class HTMLTests: XCTestCase {
    func testSpansAndEscaping() throws {
        let html = try Highlighter.html("if a < b && s == \"<&>'\" {}")
        XCTAssertEqual(html, "<span class=\"swh-keyword\">if</span> a <span class=\"swh-operator\">&lt;</span> b "
            + "<span class=\"swh-operator\">&amp;&amp;</span> s <span class=\"swh-operator\">==</span> "
            + "<span class=\"swh-string\">&quot;&lt;&amp;&gt;&#39;&quot;</span> {}")
    }

    func testRoundTrip() throws {
        let src = "/* <b> */ let s = \"\\(a) & 'b'\" // x > y\n@objc func f() -> [Int: String] { #if DEBUG\n#endif }"
        XCTAssertEqual(stripHTML(try Highlighter.html(src)), src)
    }

    func testClassPrefix() throws {
        let html = try Highlighter.html("let", options: HighlightOptions(classPrefix: "hl_"))
        XCTAssertEqual(html, "<span class=\"hl_keyword\">let</span>")
        XCTAssertEqual(try Highlighter.html("let", options: HighlightOptions(classPrefix: "")), "<span class=\"keyword\">let</span>")
    }

    func testBadClassPrefixIsRejected() {
        for bad in ["a\"b", "<x", "a b", "it's", String(repeating: "a", count: 65)] {
            XCTAssertThrowsError(try Highlighter.html("let", options: HighlightOptions(classPrefix: bad)), bad)
        }
    }

    func testPreWrapper() throws {
        let html = try Highlighter.html("1", options: HighlightOptions(wrapInPre: true))
        XCTAssertEqual(html, "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-number\">1</span></code></pre>")
    }

    func testEmptyInput() throws {
        XCTAssertEqual(try Highlighter.html(""), "")
        XCTAssertEqual(Highlighter.tokens(""), [])
    }

    func testInvalidUTF8IsRejectedOrReplaced() {
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xC3] + Array("\"".utf8)
        XCTAssertThrowsError(try Highlighter.html(utf8: bytes)) { error in
            XCTAssertEqual(error as? HighlightError, .invalidUTF8(offset: 9))
        }
        let html = try? Highlighter.html(utf8: bytes, options: HighlightOptions(invalidUTF8: .replace))
        XCTAssertEqual(html.map { stripHTML(String(decoding: $0, as: UTF8.self)) }, "let a = \"\u{FFFD}\u{FFFD}\"")
    }

    /// The Swift API throws `HighlightError` itself (typed throws): a `catch` gets the enum, and a
    /// switch over it needs no default (this would not compile with untyped throws).
    func testErrorsAreTyped() {
        let bytes: [UInt8] = Array("x".utf8) + [0xC0]
        do {
            _ = try Highlighter.tokens(utf8: bytes)
            XCTFail("invalid UTF-8 was accepted")
        } catch {
            switch error {
            case .invalidUTF8(let offset): XCTAssertEqual(offset, 1)
            case .inputTooLarge, .invalidOptions, .outOfMemory, .invalidFence: XCTFail("unexpected \(error)")
            }
        }
    }

    func testCategoryLabels() throws {
        let json = try Highlighter.categoryLabels(utf8: Array("/// d\nlet x = \"a\\n\"".utf8))
        XCTAssertEqual(json, "{\"bytes\": 19, \"spans\": [[0, 5, \"comment\"], [6, 9, \"keyword\"], [14, 19, \"string\"]]}")
    }

    func testKindCategoriesAndNames() {
        XCTAssertEqual(TokenKind.docComment.category, .comment)
        XCTAssertEqual(TokenKind.stringEscape.category, .string)
        XCTAssertEqual(TokenKind.interpolation.category, .string)
        XCTAssertEqual(TokenKind.regex.category, .string)
        XCTAssertEqual(TokenKind.operator.category, .plain)
        XCTAssertEqual(TokenKind.macro.category, .preprocessor)
        XCTAssertEqual(TokenKind.allCases.map(\.name), ["plain", "keyword", "type", "function", "property", "number", "string",
                                                        "comment", "attribute", "preprocessor", "doc-comment", "string-escape",
                                                        "interpolation", "regex", "operator", "macro",
                                                        "type-declaration", "function-declaration", "other-declaration",
                                                        "doc-keyword", "mark-comment", "url", "system-type", "class", "system-class",
                                                        "system-function", "system-property", "constant", "system-constant",
                                                        "system-macro", "variable"])
    }

    /// The HTML renderer's batched writer (reserved memory, 16-byte copies, the bytes to escape
    /// listed ahead of the tokens) gives the bytes of the plainest rendering of the same tokens:
    /// each gap and token escaped byte by byte, the tag from the table, `</span>`. Random code
    /// full of bytes to escape, long enough for several batches, from output memory of 64 bytes
    /// (so that it grows in the middle of batches), with the default tags and with 64-byte
    /// prefixes (tags longer than one 32-byte copy), with the styled tags (Pygments' classes,
    /// refined by the token's text; Splash's, some of them empty, their tokens left plain; inline
    /// styles), through the vector and the scalar scans; a comment with more bytes to escape
    /// than the writer lists at once (`HTMLSink.listCapacity`).
    /// `HTMLEscape.entity` (and the table of candidates' entities behind it) writes every byte
    /// as HTML needs it: the five entities, every other byte itself.
    func testEscapeEntityOfEveryByte() {
        XCTAssertEqual(HTMLEscape.entityWords.utf8CodeUnitCount, 32 * 8)
        let entities: [UInt8: String] = [UInt8(ascii: "&"): "&amp;", UInt8(ascii: "<"): "&lt;", UInt8(ascii: ">"): "&gt;",
                                         UInt8(ascii: "\""): "&quot;", UInt8(ascii: "'"): "&#39;"]
        var buffer = [UInt8](repeating: 0, count: 8)
        for c in 0...UInt8.max {
            let count = buffer.withUnsafeMutableBufferPointer { HTMLEscape.entity(c, $0.baseAddress!) }
            XCTAssertEqual(Array(buffer[0..<count]), entities[c].map { Array($0.utf8) } ?? [c], "byte \(c)")
        }
    }

    func testBatchedHTMLWriterMatchesAPlainRendering() {
        let pieces = ["\"", "<", ">", "&", "'", "#", "#if x", " ", "\n", "let", "x", "->", "\"a<b&c\"", "/* & ' */",
                      "// \"q\"\n", "é", "{", "}", "(", ")", "1.5", "func f<T>()", "a && b", "\\(x)", "@objc", "    ",
                      "/* " + String(repeating: "<&\"'>", count: HTMLSink<NativeTags>.listCapacity / 4) + " */",
                      "true", "nil", "self", "struct", ".none", "x.y", "/** d */", "/// d\n", "+", "=="]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        func escaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            bytes.flatMap { b -> [UInt8] in
                switch b {
                case UInt8(ascii: "&"): return Array("&amp;".utf8)
                case UInt8(ascii: "<"): return Array("&lt;".utf8)
                case UInt8(ascii: ">"): return Array("&gt;".utf8)
                case UInt8(ascii: "\""): return Array("&quot;".utf8)
                case UInt8(ascii: "'"): return Array("&#39;".utf8)
                default: return [b]
                }
            }
        }
        var variants: [RenderOptions] = []
        for prefix in [nil, Array(String(repeating: "p", count: 64).utf8)] {
            var options = RenderOptions()
            options.prefix = prefix
            variants.append(options)
        }
        for scheme in [ClassScheme.pygments, .splash] {
            var options = RenderOptions()
            options.scheme = scheme
            variants.append(options)
        }
        var inline = RenderOptions()
        inline.inlineStyles = true
        variants.append(inline)
        for options in variants {
            let prefix = options.prefix
            let tags = HTMLTags(options: options)
            defer { tags.deallocate() }
            for round in 0..<40 {
                let count = round < 4 ? round : next() % 2500
                let input = Array((0..<count).map { _ in pieces[next() % pieces.count] }.joined().utf8)
                let expected: [UInt8] = input.withUnsafeBufferPointer { src in
                    var out: [UInt8] = []
                    var written = 0
                    for t in Tokenization.run(src, into: TokenArraySink()).tokens {
                        let (a, b) = tags.tag(t.kind, src, t.start, t.end)
                        // A role without a tag stays plain, written with the next gap.
                        if a == b { continue }
                        out += escaped(input[written..<t.start]) + Array(tags.bytes[a..<b])
                        out += escaped(input[t.start..<t.end]) + Array("</span>".utf8)
                        written = t.end
                    }
                    return out + escaped(input[written...])
                }
                for vector in [true, false] {
                    #if arch(x86_64) || arch(arm64)
                    SIMDScan.enabled = vector
                    defer { SIMDScan.enabled = true }
                    #endif
                    let html: [UInt8] = input.withUnsafeBufferPointer { src in
                        var out = OutputBuffer(initialCapacity: 64)
                        defer { out.release() }
                        HTMLRenderer.renderHTML(validInput: src, options: options, into: &out)
                        guard let base = out.base, !out.failed else { return [] }
                        return Array(UnsafeBufferPointer(start: base, count: out.count))
                    }
                    XCTAssertEqual(html, expected, "\(count) pieces, prefix \(prefix?.count ?? 0), scheme \(options.scheme.name), inline styles \(options.inlineStyles), vector scans \(vector)")
                }
            }
        }
    }
}
