import XCTest
import CHighlight
@testable import Highlight

/// The same request gives the same tokens and wrappers through the Swift API and the C entry
/// points: the one `TokenSource` behind both.
final class TokenParityTests: XCTestCase {
    private let diff = """
         struct Pager {
        -    let size = 10 // old
        +    let size = 20 /* new
        +       still new */
             func page() -> Int { size } // [!code hl]
        -    // [!code --]
         }

        """

    /// `swh_tokenize` with `flags` (and the names of `names` as project names).
    private func cTokens(_ source: [UInt8], flags: UInt32) -> [Token] {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = flags
        var out = swh_tokens_t(data: nil, len: 0)
        let status = source.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }
        XCTAssertEqual(status, SWH_OK)
        defer { swh_tokens_free(out) }
        return (0..<out.len).map { k in
            let t = out.data[k]
            return Token(start: Int(t.start), end: Int(t.start + t.len), kind: TokenKind(rawValue: t.kind) ?? .plain)
        }
    }

    /// `swh_tokenize_each` with `flags`.
    private func cStreamedTokens(_ source: [UInt8], flags: UInt32) -> [Token] {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = flags
        var tokens: [Token] = []
        let status = source.withUnsafeBufferPointer { buffer in
            withUnsafeMutablePointer(to: &tokens) { list in
                swh_tokenize_each(buffer.baseAddress, buffer.count, &opts, { token, user in
                    guard let token, let list = user?.assumingMemoryBound(to: [Token].self) else { return 1 }
                    let t = token.pointee
                    list.pointee.append(Token(start: Int(t.start), end: Int(t.start + t.len), kind: TokenKind(rawValue: t.kind) ?? .plain))
                    return 0
                }, list)
            }
        }
        XCTAssertEqual(status, SWH_OK)
        return tokens
    }

    private func swiftTokens(_ source: [UInt8], _ options: HighlightOptions) throws -> [Token] {
        let listed = try Highlighter.tokens(utf8: source, options: options)
        var streamed: [Token] = []
        try Highlighter.forEachToken(inUTF8: source, options: options) { streamed.append($0); return .continue }
        XCTAssertEqual(listed, streamed, "tokens(utf8:options:) and forEachToken(inUTF8:options:)")
        return listed
    }

    private func text(_ source: [UInt8], _ t: Token) -> String {
        String(decoding: source[t.start..<t.end], as: UTF8.self)
    }

    func testDiffTokensThroughTheSwiftAPIEqualSwhTokenize() throws {
        let source = Array(diff.utf8)
        let tokens = try swiftTokens(source, HighlightOptions(diff: true))
        XCTAssertEqual(tokens, cTokens(source, flags: UInt32(SWH_FLAG_DIFF)))
        XCTAssertEqual(tokens, cStreamedTokens(source, flags: UInt32(SWH_FLAG_DIFF)))
        // No marker is a token: the removed line's `-` and the added lines' `+` stay plain.
        XCTAssertFalse(tokens.contains { text(source, $0) == "-" || text(source, $0) == "+" })
        // Each side on its own: the added block comment spans its two lines (a piece per line,
        // the line feed in the first), the removed line keeps its line comment.
        XCTAssertTrue(tokens.contains { text(source, $0) == "// old" && $0.kind == .comment })
        XCTAssertTrue(tokens.contains { text(source, $0) == "/* new\n" && $0.kind == .comment })
        XCTAssertTrue(tokens.contains { text(source, $0) == "       still new */" && $0.kind == .comment })
    }

    func testNotationTokensThroughTheSwiftAPIEqualSwhTokenize() throws {
        let source = Array(diff.utf8)
        let tokens = try swiftTokens(source, HighlightOptions(notation: true))
        XCTAssertEqual(tokens, cTokens(source, flags: UInt32(SWH_FLAG_NOTATION)))
        XCTAssertFalse(tokens.contains { text(source, $0).contains("[!code") }, "notation comments are no tokens")
        // The rest is what the plain tokenizer finds, at the same offsets.
        let plain = try Highlighter.tokens(utf8: source)
        XCTAssertEqual(tokens, plain.filter { !text(source, $0).contains("[!code") })
    }

    func testDiffNotationAndXcodeKindsTokensThroughTheSwiftAPIEqualSwhTokenize() throws {
        let source = Array(diff.utf8)
        var options = HighlightOptions(diff: true, notation: true)
        options.xcodeKinds = true
        let flags = UInt32(SWH_FLAG_DIFF | SWH_FLAG_NOTATION | SWH_FLAG_XCODE_KINDS)
        let tokens = try swiftTokens(source, options)
        XCTAssertEqual(tokens, cTokens(source, flags: flags))
        XCTAssertEqual(tokens, cStreamedTokens(source, flags: flags))
        XCTAssertTrue(tokens.contains { text(source, $0) == "Pager" && $0.kind == .typeDeclaration })
    }

    /// The tokens of a diff are those the HTML shows: the text of each token, in order, is the
    /// text of each token element of the rendered lines (which close before a line feed).
    func testDiffTokensAreTheTokensTheHTMLShows() throws {
        let source = Array(diff.utf8)
        let tokens = try Highlighter.tokens(utf8: source, options: HighlightOptions(diff: true))
        let html = try Highlighter.html(diff, options: HighlightOptions(diff: true))
        var shown: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<span class=\"swh-") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ">"), let end = after[close...].range(of: "</span>") else { break }
            let classes = after[..<close]
            let inner = after[after.index(after: close)..<end.lowerBound]
            if !classes.hasPrefix("line") && !classes.hasPrefix("mark") && !inner.contains("<") {
                shown.append(String(inner).replacing("&quot;", with: "\"").replacing("&gt;", with: ">")
                    .replacing("&lt;", with: "<").replacing("&amp;", with: "&"))
            }
            rest = classes.hasPrefix("line") ? after[close...] : after[end.upperBound...]
        }
        XCTAssertEqual(tokens.map { text(source, $0).hasSuffix("\n") ? String(text(source, $0).dropLast()) : text(source, $0) }, shown)
    }

    func testStreamedTokensStopWhenAsked() throws {
        let source = Array(diff.utf8)
        var seen = 0
        let finished = try Highlighter.forEachToken(inUTF8: source, options: HighlightOptions(diff: true)) { _ in
            seen += 1
            return seen == 3 ? .stop : .continue
        }
        XCTAssertFalse(finished)
        XCTAssertEqual(seen, 3)
    }

    func testTokensRefuseBadOptionsAsSwhTokenizeDoes() {
        XCTAssertThrowsError(try Highlighter.tokens(utf8: Array("let".utf8), options: HighlightOptions(classPrefix: "a\"b")))
    }

    func testWrapInPreMeansTheLanguageClassEverywhere() throws {
        let swift = try Highlighter.html("let", options: HighlightOptions(wrapInPre: true))
        XCTAssertEqual(swift, "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span></code></pre>")
        for flags in [UInt32(SWH_FLAG_WRAP_PRE), UInt32(SWH_FLAG_WRAP_PRE | SWH_FLAG_LANGUAGE_CLASS)] {
            var opts = swh_options_t()
            swh_options_init(&opts)
            opts.flags = flags
            var out = swh_string_t(data: nil, len: 0)
            var bytes = Array("let".utf8)
            XCTAssertEqual(bytes.withUnsafeMutableBufferPointer { swh_highlight_html($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
            defer { swh_string_free(out) }
            XCTAssertEqual(String(decoding: UnsafeRawBufferPointer(start: out.data, count: out.len), as: UTF8.self), swift)
        }
    }

    func testLanguageClassFlagAloneChangesNothing() throws {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_LANGUAGE_CLASS)
        var out = swh_string_t(data: nil, len: 0)
        var bytes = Array("let".utf8)
        XCTAssertEqual(bytes.withUnsafeMutableBufferPointer { swh_highlight_html($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
        defer { swh_string_free(out) }
        XCTAssertEqual(String(decoding: UnsafeRawBufferPointer(start: out.data, count: out.len), as: UTF8.self),
                       try Highlighter.html("let"))
    }
}
