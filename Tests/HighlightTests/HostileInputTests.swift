import XCTest
import Foundation
import CHighlight
@testable import Highlight

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile input: every test asserts the output, not only that the call returned.
/// Through the Swift API and through the C entry points (`swh_*`), with the header's types.
final class HostileInputTests: XCTestCase {

    // MARK: - Helpers

    /// The size of the smaller input of a linear-time test (`assertLinearTime`), in bytes.
    private static let linearTimeBytes = 8_192

    /// The tokens of `source` as (text, kind name) pairs.
    private func pieces(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Highlighter.tokens(source).map { "\($0.kind.name):\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))" }
    }

    /// Calls swh_highlight_html on raw bytes; returns the status, the HTML bytes (nil unless OK)
    /// and `out.len`.
    private func cHTML(_ bytes: [UInt8], _ opts: UnsafePointer<swh_options_t>? = nil) -> (swh_status_t, [UInt8]?, Int) {
        var out = swh_string_t(data: nil, len: 0)
        let status = bytes.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, opts, &out) }
        defer { swh_string_free(out) }
        guard let data = out.data else { return (status, nil, out.len) }
        XCTAssertEqual(data[out.len], 0, "NUL-terminated")
        return (status, Array(UnsafeRawBufferPointer(start: data, count: out.len)), out.len)
    }

    /// Calls swh_tokenize on raw bytes.
    private func cTokens(_ bytes: [UInt8], _ opts: UnsafePointer<swh_options_t>? = nil) -> (swh_status_t, [swh_token_t]?, Int) {
        var out = swh_tokens_t(data: nil, len: 0)
        let status = bytes.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, opts, &out) }
        defer { swh_tokens_free(out) }
        guard status == SWH_OK else {
            XCTAssertNil(out.data)
            return (status, nil, out.len)
        }
        guard let data = out.data else { return (status, [], out.len) }
        return (status, Array(UnsafeBufferPointer(start: data, count: out.len)), out.len)
    }

    /// With the given options (class prefix, policy, struct_size), runs `body`.
    private func withOptions<R>(prefix: String? = nil, policy: Int32 = SWH_UTF8_REJECT, structSize: Int? = nil,
                                _ body: (UnsafePointer<swh_options_t>) -> R) -> R {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.invalid_utf8 = UInt32(policy)
        if let structSize { opts.struct_size = structSize }
        guard let prefix else { return body(&opts) }
        return prefix.withCString { p in
            opts.class_prefix = p
            return body(&opts)
        }
    }

    /// Removes the tags and decodes the five entities of native HTML output, checking that
    /// nothing else appears: every `<` opens a span of ours or closes one, every `&` is one of
    /// the five entities, and no raw `>`, `"` or `'` is left in text.
    private func decodeHTML(_ html: [UInt8], prefix: String = "swh-", file: StaticString = #filePath, line: UInt = #line) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(html.count)
        let open = Array("<span class=\"\(prefix)".utf8), close = Array("</span>".utf8)
        let entities: [([UInt8], UInt8)] = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")]
            .map { (Array($0.0.utf8), Character($0.1).asciiValue!) }
        var i = 0
        var depth = 0
        html.withUnsafeBufferPointer { h in
            func at(_ lit: [UInt8]) -> Bool {
                i + lit.count <= h.count && memcmp(h.baseAddress! + i, lit, lit.count) == 0
            }
            while i < h.count {
                let c = h[i]
                if c == UInt8(ascii: "<") {
                    if at(close) {
                        depth -= 1
                        i += close.count
                    } else if at(open) {
                        depth += 1
                        i += open.count
                        while i < h.count && h[i] != UInt8(ascii: "\"") {
                            let k = h[i]
                            guard (k >= 0x61 && k <= 0x7A) || k == UInt8(ascii: "-") else {
                                XCTFail("bad class name byte \(k) at \(i)", file: file, line: line); return
                            }
                            i += 1
                        }
                        guard i + 1 < h.count, h[i + 1] == UInt8(ascii: ">") else { XCTFail("bad tag at \(i)", file: file, line: line); return }
                        i += 2
                    } else {
                        XCTFail("unexpected < at \(i)", file: file, line: line); return
                    }
                    guard depth == 0 || depth == 1 else { XCTFail("nested or unbalanced spans at \(i)", file: file, line: line); return }
                    continue
                }
                if c == UInt8(ascii: "&") {
                    guard let (entity, ch) = entities.first(where: { at($0.0) }) else { XCTFail("bare & at \(i)", file: file, line: line); return }
                    out.append(ch)
                    i += entity.count
                    continue
                }
                if c == UInt8(ascii: ">") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    XCTFail("unescaped \(Character(Unicode.Scalar(c))) at \(i)", file: file, line: line); return
                }
                out.append(c)
                i += 1
            }
        }
        XCTAssertEqual(depth, 0, "unclosed span", file: file, line: line)
        return out
    }

    /// Asserts that tokens are sorted, non-empty, non-overlapping, inside `count` bytes and
    /// never plain.
    private func assertWellFormed(_ tokens: [Token], count: Int, file: StaticString = #filePath, line: UInt = #line) {
        var end = 0
        for t in tokens {
            if !(t.start >= end && t.end > t.start && t.end <= count && t.kind != .plain) {
                XCTFail("bad token \(t) after end \(end) in \(count) bytes", file: file, line: line)
                return
            }
            end = t.end
        }
    }

    /// Runs `body` on a thread with a 512 KiB stack: an engine that recursed once per nesting
    /// level would overflow it long before 100 000 levels.
    private func onSmallStack(_ body: @escaping () -> Void) {
        final class Box { let body: () -> Void; init(_ b: @escaping () -> Void) { body = b } }
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        XCTAssertEqual(pthread_attr_setstacksize(&attr, 512 * 1024), 0)
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t? = nil
        #else
        var thread = pthread_t()
        #endif
        let rc = pthread_create(&thread, &attr, { arg in
            let box = Unmanaged<AnyObject>.fromOpaque(arg!).takeRetainedValue() as! Box
            box.body()
            return nil
        }, box)
        XCTAssertEqual(rc, 0)
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }

    // MARK: - Unterminated constructs at the end of input

    func testUnterminatedConstructsEndWhereSwiftWouldEndThem() {
        // A single-line string ends at the end of input, or at its line.
        XCTAssertEqual(pieces("let s = \"abc"), ["keyword:let", "operator:=", "string:\"abc"])
        XCTAssertEqual(pieces("let s = \"abc\nlet x"), ["keyword:let", "operator:=", "string:\"abc", "keyword:let"])
        XCTAssertEqual(pieces("let s = \""), ["keyword:let", "operator:=", "string:\""])
        // Multi-line and raw strings run to the end of input (raw single-line: to its line).
        XCTAssertEqual(pieces("let s = \"\"\"\nabc\nlet x"), ["keyword:let", "operator:=", "string:\"\"\"\nabc\nlet x"])
        XCTAssertEqual(pieces("let s = #\"abc"), ["keyword:let", "operator:=", "string:#\"abc"])
        XCTAssertEqual(pieces("let s = #\"abc\nlet x"), ["keyword:let", "operator:=", "string:#\"abc", "keyword:let"])
        XCTAssertEqual(pieces("let s = ##\"\"\"\nabc \"\"\"# x"), ["keyword:let", "operator:=", "string:##\"\"\"\nabc \"\"\"# x"])
        // Block comments, nested ones included, run to the end of input.
        XCTAssertEqual(pieces("x /* abc\nlet y"), ["comment:/* abc\nlet y"])
        XCTAssertEqual(pieces("/* a /* b */ c\nlet"), ["comment:/* a /* b */ c\nlet"])
        XCTAssertEqual(pieces("/*"), ["comment:/*"])
        XCTAssertEqual(pieces("/**"), ["doc-comment:/**"])
        // An unterminated regex is not a regex: the slash is an operator, the rest is code.
        XCTAssertEqual(pieces("let r = /abc"), ["keyword:let", "operator:=", "operator:/"])
        XCTAssertEqual(pieces("let r = #/abc"), ["keyword:let", "operator:=", "operator:/"])
        XCTAssertEqual(pieces("let r = #/\nabc\n"), ["keyword:let", "operator:=", "operator:/"])
        XCTAssertEqual(pieces("let r = /"), ["keyword:let", "operator:=", "operator:/"])
        // An interpolation open at the end of input.
        XCTAssertEqual(pieces("let s = \"a \\(x"), ["keyword:let", "operator:=", "string:\"a ", "interpolation:\\("])
        XCTAssertEqual(pieces("let s = \"a \\("), ["keyword:let", "operator:=", "string:\"a ", "interpolation:\\("])
        XCTAssertEqual(pieces("\"\"\"\na \\(f(1"), ["string:\"\"\"\na ", "interpolation:\\(", "function:f", "number:1"])
        XCTAssertEqual(pieces("\"a \\"), ["string:\"a \\"])
        XCTAssertEqual(pieces("\"\\u{12"), ["string:\"", "string-escape:\\u{12"])
        // A single-line string's interpolation ends with the line, and so does the string.
        XCTAssertEqual(pieces("\"a \\(x\nlet y"), ["string:\"a ", "interpolation:\\(", "keyword:let"])
        // Through the C entry point: the HTML still holds every byte, escaped.
        for source in ["let s = \"<abc", "/* <b>&", "\"\"\"\n'", "#/<", "\"\\(<"] {
            let (status, html, _) = cHTML(Array(source.utf8))
            XCTAssertEqual(status, SWH_OK)
            XCTAssertEqual(decodeHTML(html ?? []), Array(source.utf8), source)
        }
    }

    // MARK: - Deep nesting

    func testDeepNestingOfInterpolationsDoesNotRecurse() {
        let depth = 100_000
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        var tokens: [Token] = []
        onSmallStack { tokens = Highlighter.tokens(source) }
        // Each level: `"` string, `\(` interpolation; then `)` interpolation, `"` string.
        XCTAssertEqual(tokens.count, 4 * depth)
        XCTAssertEqual(tokens.first, Token(start: 0, end: 1, kind: .string))
        XCTAssertEqual(tokens[1], Token(start: 1, end: 3, kind: .interpolation))
        XCTAssertEqual(tokens.last, Token(start: source.utf8.count - 1, end: source.utf8.count, kind: .string))
        XCTAssertEqual(tokens.filter { $0.kind == .interpolation }.count, 2 * depth)
        assertWellFormed(tokens, count: source.utf8.count)
    }

    func testDeepNestingOfBlockCommentsIsOneComment() {
        let depth = 100_000
        let source = String(repeating: "/*", count: depth) + " x " + String(repeating: "*/", count: depth) + "let"
        var tokens: [Token] = []
        onSmallStack { tokens = Highlighter.tokens(source) }
        let n = source.utf8.count
        XCTAssertEqual(tokens, [Token(start: 0, end: n - 3, kind: .comment), Token(start: n - 3, end: n, kind: .keyword)])
        // One level short: the comment runs to the end of input.
        let open = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth - 1) + "let"
        XCTAssertEqual(Highlighter.tokens(open), [Token(start: 0, end: open.utf8.count, kind: .comment)])
    }

    func testDeepNestingOfBracketsAndBraces() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let source = "f" + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\nlet x = 2"
            var tokens: [Token] = []
            var html: [UInt8] = []
            onSmallStack {
                tokens = Highlighter.tokens(source)
                html = (try? Highlighter.html(utf8: Array(source.utf8))) ?? []
            }
            let n = source.utf8.count
            // `f(` is a call; the brackets are plain; the line after them is read normally.
            if open == "(" { XCTAssertEqual(tokens.first, Token(start: 0, end: 1, kind: .function)) }
            XCTAssertEqual(Array(tokens.suffix(4)), [Token(start: 1 + depth, end: 2 + depth, kind: .number),
                                                     Token(start: n - 9, end: n - 6, kind: .keyword),
                                                     Token(start: n - 3, end: n - 2, kind: .operator),
                                                     Token(start: n - 1, end: n, kind: .number)], open)
            XCTAssertLessThanOrEqual(tokens.count, 5, open)
            XCTAssertEqual(decodeHTML(html), Array(source.utf8), open)
        }
        // Unbalanced: all opened, none closed, then code.
        let unclosed = String(repeating: "(", count: depth) + "\nlet x = 1"
        XCTAssertEqual(pieces(unclosed).suffix(3), ["keyword:let", "operator:=", "number:1"])
    }

    func testDeepNestingOfGenericBrackets() {
        let depth = 100_000
        let source = "let x: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth) + " = []\nlet y = 1"
        var tokens: [Token] = []
        var html: [UInt8] = []
        onSmallStack {
            tokens = Highlighter.tokens(source)
            html = (try? Highlighter.html(utf8: Array(source.utf8))) ?? []
        }
        assertWellFormed(tokens, count: source.utf8.count)
        let bytes = Array(source.utf8)
        // Every `Array` and the `Int` are types; the statement after is read normally.
        let types = tokens.filter { $0.kind == .type }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        XCTAssertEqual(types.count, depth + 1)
        XCTAssertEqual(Set(types), ["Array", "Int"])
        XCTAssertEqual(texts(String(decoding: bytes, as: UTF8.self)).suffix(3).map { $0.0 }, ["let", "=", "1"])
        XCTAssertEqual(decodeHTML(html), bytes)
        // Comparison chains that look like generics: `a<b<c<…`.
        let chain = String(repeating: "a<", count: depth) + "b"
        let chainTokens = Highlighter.tokens(chain)
        assertWellFormed(chainTokens, count: chain.utf8.count)
        XCTAssertEqual(decodeHTML((try? Highlighter.html(utf8: Array(chain.utf8))) ?? []), Array(chain.utf8))
    }

    // MARK: - Size

    /// 100 MB through the C entry points (in debug builds as well as release ones): the output is
    /// exactly the output of one copy of the snippet, repeated.
    func testHundredMegabyteInput() {
        let snippet = Array("""
        /// A doc comment with <html> & "quotes"
        @MainActor final class Box<T: Equatable>: P { // comment
            var value: [String: Int] = ["a": 1, "b": 0x2F]
            func f(_ x: Int) async throws -> T? { try await g(x, "s \\(x + 1) é", #/a+b/#) }
        }

        """.utf8)
        // HOSTILE_INPUT_MB makes it smaller under sanitizers (scripts/test/sanitize.sh); 100 by default.
        let megabytes = ProcessInfo.processInfo.environment["HOSTILE_INPUT_MB"].flatMap(Int.init) ?? 100
        let copies = megabytes * 1_000_000 / snippet.count + 1
        var input = [UInt8]()
        input.reserveCapacity(copies * snippet.count)
        for _ in 0..<copies { input.append(contentsOf: snippet) }
        XCTAssertGreaterThanOrEqual(input.count, megabytes * 1_000_000)

        let (status1, one, _) = cHTML(snippet)
        XCTAssertEqual(status1, SWH_OK)
        let (_, oneTokens, _) = cTokens(snippet)
        guard let one, let oneTokens else { return XCTFail("snippet failed") }

        var html = swh_string_t(data: nil, len: 0)
        let status = input.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, nil, &html) }
        defer { swh_string_free(html) }
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(html.len, one.count * copies)
        if let data = html.data, html.len == one.count * copies {
            XCTAssertEqual(data[html.len], 0)
            var same = true
            one.withUnsafeBytes { o in
                for k in 0..<copies where memcmp(data + k * one.count, o.baseAddress!, one.count) != 0 {
                    same = false
                    break
                }
            }
            XCTAssertTrue(same, "the HTML of the 100 MB input is the snippet's HTML repeated")
        }

        var tokens = swh_tokens_t(data: nil, len: 0)
        let tstatus = input.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, nil, &tokens) }
        defer { swh_tokens_free(tokens) }
        XCTAssertEqual(tstatus, SWH_OK)
        XCTAssertEqual(tokens.len, oneTokens.count * copies)
        if let data = tokens.data, tokens.len == oneTokens.count * copies {
            var same = true
            for k in 0..<copies {
                let base = UInt32(k * snippet.count)
                for (j, t) in oneTokens.enumerated() {
                    let u = data[k * oneTokens.count + j]
                    if u.start != t.start + base || u.len != t.len || u.kind != t.kind { same = false; break }
                }
                if !same { break }
            }
            XCTAssertTrue(same, "the tokens of the 100 MB input are the snippet's tokens repeated")
        }
    }

    func testLengthsBeyondTheOffsetTypeAreRefused() {
        let bytes: [UInt8] = Array("let x = 1".utf8)
        // Nothing is read: the length is refused before the pointer is touched.
        for len in [Int(1) << 32, (Int(1) << 32) + 1, Int.max, Int(bitPattern: UInt.max), Int(bitPattern: UInt.max / 2 + 1)] {
            bytes.withUnsafeBufferPointer { b in
                var s = swh_string_t(data: UnsafeMutablePointer(bitPattern: 1), len: 7)
                XCTAssertEqual(swh_highlight_html(b.baseAddress, len, nil, &s), SWH_ERROR_TOO_LARGE)
                XCTAssertNil(s.data)
                var t = swh_tokens_t(data: UnsafeMutablePointer(bitPattern: 1), len: 7)
                XCTAssertEqual(swh_tokenize(b.baseAddress, len, nil, &t), SWH_ERROR_TOO_LARGE)
                XCTAssertNil(t.data)
                var a = swh_string_t()
                XCTAssertEqual(swh_highlight_ansi(b.baseAddress, len, nil, &a), SWH_ERROR_TOO_LARGE)
                XCTAssertNil(a.data)
                var m = swh_string_t()
                XCTAssertEqual(swh_highlight_markdown(b.baseAddress, len, nil, &m), SWH_ERROR_TOO_LARGE)
                XCTAssertNil(m.data)
            }
        }
        // 4 GiB - 1 where Int has 64 bits; 512 MiB - 1 where it has 32 (the WebAssembly build's
        // limit is tested under Node: js/test/c-abi.test.js, js/test/too-large.test.js).
        XCTAssertEqual(UInt64(Highlighter.maxInputLength), MemoryLayout<Int>.size == 8 ? UInt64(UInt32.max) : (1 << 29) - 1)
    }

    // MARK: - Bytes

    func testNULBytesAreTextAndKeptInTheOutput() {
        XCTAssertEqual(pieces("let a = 1\0let b = 2"),
                       ["keyword:let", "operator:=", "number:1", "keyword:let", "operator:=", "number:2"])
        XCTAssertEqual(pieces("\"a\0b\" // c\0d\n/* \0 */"), ["string:\"a\0b\"", "comment:// c\0d", "comment:/* \0 */"])
        let source: [UInt8] = Array("\0let\0\"\0\"\0".utf8)
        let (status, html, len) = cHTML(source)
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(html, Array("\0<span class=\"swh-keyword\">let</span>\0<span class=\"swh-string\">&quot;\0&quot;</span>\0".utf8))
        XCTAssertEqual(len, html?.count)
        let (tstatus, tokens, _) = cTokens(source)
        XCTAssertEqual(tstatus, SWH_OK)
        XCTAssertEqual(tokens?.map { [$0.start, $0.len, $0.kind] }, [[1, 3, 1], [5, 3, 6]])
    }

    /// Every kind of ill-formed UTF-8: the first bad offset (REJECT) and the U+FFFD replacement
    /// per maximal subpart (REPLACE), checked against the standard library's decoder too.
    func testInvalidUTF8() throws {
        let fffd: [UInt8] = [0xEF, 0xBF, 0xBD]
        // (bytes, first bad offset, number of U+FFFD in the replacement)
        let cases: [([UInt8], Int, Int)] = [
            ([0x61, 0xC3], 1, 1),                         // truncated 2-byte sequence at the end
            ([0x61, 0xE2, 0x82], 1, 1),                   // truncated 3-byte
            ([0xF0, 0x9F, 0x98], 0, 1),                   // truncated 4-byte
            ([0xE2, 0x82, 0x78], 0, 1),                   // truncated, then ASCII
            ([0xF0, 0x9F, 0x22, 0x22], 0, 1),             // truncated, then quotes
            ([0xC0, 0xAF], 0, 2),                         // overlong 2-byte `/`
            ([0xC1, 0xBF], 0, 2),                         // overlong 2-byte
            ([0xE0, 0x80, 0xAF], 0, 3),                   // overlong 3-byte
            ([0xE0, 0x9F, 0xBF], 0, 3),                   // overlong 3-byte, highest
            ([0xF0, 0x80, 0x80, 0xAF], 0, 4),             // overlong 4-byte
            ([0xF0, 0x8F, 0xBF, 0xBF], 0, 4),             // overlong 4-byte, highest
            ([0xED, 0xA0, 0x80], 0, 3),                   // surrogate U+D800
            ([0xED, 0xBF, 0xBF], 0, 3),                   // surrogate U+DFFF
            ([0xED, 0xA0, 0x80, 0xED, 0xB0, 0x80], 0, 6), // surrogate pair
            ([0xF4, 0x90, 0x80, 0x80], 0, 4),             // above U+10FFFF
            ([0xF5, 0x80, 0x80, 0x80], 0, 4),             // 0xF5 lead
            ([0xFE], 0, 1), ([0xFF], 0, 1), ([0xF8, 0x88, 0x80, 0x80, 0x80], 0, 5),
            ([0x80], 0, 1),                               // lone continuation byte
            ([0x61, 0xBF, 0x62], 1, 1),
            ([0x80, 0x80, 0x80], 0, 3),
            (Array("let s = \"é".utf8) + [0xFF] + Array("\"".utf8), 11, 1),  // after a 2-byte é
            (Array("// 😀 ".utf8) + [0xE0, 0xA0], 8, 1),                      // in a comment, truncated
            (Array("\"\\(".utf8) + [0xC2], 3, 1),                             // inside an interpolation
        ]
        for (bytes, offset, replacements) in cases {
            let label = bytes.map { String($0, radix: 16) }.joined(separator: " ")
            XCTAssertThrowsError(try Highlighter.tokens(utf8: bytes), label) { error in
                XCTAssertEqual(error as? HighlightError, .invalidUTF8(offset: offset), label)
            }
            XCTAssertThrowsError(try Highlighter.html(utf8: bytes), label) { error in
                XCTAssertEqual(error as? HighlightError, .invalidUTF8(offset: offset), label)
            }
            let (status, html, len) = cHTML(bytes)
            XCTAssertEqual(status, SWH_ERROR_INVALID_UTF8, label)
            XCTAssertNil(html, label)
            XCTAssertEqual(len, offset, label)
            let (tstatus, _, tlen) = cTokens(bytes)
            XCTAssertEqual(tstatus, SWH_ERROR_INVALID_UTF8, label)
            XCTAssertEqual(tlen, offset, label)

            // REPLACE: highlighted, with one U+FFFD per maximal subpart.
            let expected = Array(String(decoding: bytes, as: UTF8.self).utf8)
            let replaced = try Highlighter.html(utf8: bytes, options: HighlightOptions(invalidUTF8: .replace))
            XCTAssertEqual(decodeHTML(replaced), expected, label)
            var count = 0
            var k = 0
            while k + 3 <= expected.count {
                if Array(expected[k..<k + 3]) == fffd { count += 1; k += 3 } else { k += 1 }
            }
            XCTAssertEqual(count, replacements, label)
            withOptions(policy: SWH_UTF8_REPLACE) { opts in
                let (s, h, _) = cHTML(bytes, opts)
                XCTAssertEqual(s, SWH_OK, label)
                XCTAssertEqual(decodeHTML(h ?? []), expected, label)
                let (ts, toks, _) = cTokens(bytes, opts)
                XCTAssertEqual(ts, SWH_OK, label)
                var end = 0
                for t in toks ?? [] {
                    XCTAssertTrue(Int(t.start) >= end && t.len > 0 && Int(t.start + t.len) <= bytes.count, label)
                    end = Int(t.start + t.len)
                }
            }
            let tokens = try Highlighter.tokens(utf8: bytes, invalidUTF8: .replace)
            assertWellFormed(tokens, count: bytes.count)
        }
    }

    func testLineEndingsAndBOM() throws {
        // CRLF and CR-only end comments, strings and declarations like LF.
        XCTAssertEqual(pieces("// c\r\nlet x = 1\r\n"), ["comment:// c", "keyword:let", "operator:=", "number:1"])
        XCTAssertEqual(pieces("// c\rlet x = 1\r"), ["comment:// c", "keyword:let", "operator:=", "number:1"])
        XCTAssertEqual(pieces("\"abc\rlet"), ["string:\"abc", "keyword:let"])
        XCTAssertEqual(pieces("\"abc\r\nlet"), ["string:\"abc", "keyword:let"])
        XCTAssertEqual(pieces("\"\"\"\r\na\r\n\"\"\"\r\nlet"), ["string:\"\"\"\r\na\r\n\"\"\"", "keyword:let"])
        XCTAssertEqual(pieces("#if DEBUG\rlet x\r#endif"), ["preprocessor:#if DEBUG", "keyword:let", "preprocessor:#endif"])
        // A BOM is plain text, kept in the output; offsets count it.
        let bom = "\u{FEFF}let x = 1"
        XCTAssertEqual(Highlighter.tokens(bom).first, Token(start: 3, end: 6, kind: .keyword))
        XCTAssertEqual(try Highlighter.html(bom), "\u{FEFF}<span class=\"swh-keyword\">let</span> x <span class=\"swh-operator\">=</span> <span class=\"swh-number\">1</span>")
        // Mixed line endings round-trip byte for byte.
        let mixed = Array("let a = \"x\"\r\nlet b = 2\rlet c = 3\n\r\n".utf8)
        XCTAssertEqual(decodeHTML(try Highlighter.html(utf8: mixed)), mixed)
    }

    func testVeryLongLines() {
        // 8 MB on one line, of ordinary tokens.
        let unit = "a+1 "
        let line = String(repeating: unit, count: 2_000_000)
        let tokens = Highlighter.tokens(line)
        XCTAssertEqual(tokens.count, 2 * 2_000_000)
        XCTAssertEqual(tokens.last, Token(start: line.utf8.count - 2, end: line.utf8.count - 1, kind: .number))
        // One 4 MB string and one 4 MB comment on their lines.
        let body = String(repeating: "x", count: 4_000_000)
        XCTAssertEqual(Highlighter.tokens("\"\(body)\"\n// \(body)\nlet"),
                       [Token(start: 0, end: 4_000_002, kind: .string), Token(start: 4_000_003, end: 8_000_006, kind: .comment),
                        Token(start: 8_000_007, end: 8_000_010, kind: .keyword)])
    }

    /// Lines that once took quadratic time (a 200 KB line took minutes): each `/`, `#/` or `<#`
    /// looked for its closing delimiter to the end of the line. Linear now.
    func testRegexLookalikeLinesTakeLinearTime() {
        for unit in ["/[", "#/a", "/(", "/\\", "(/[", "#/[", "##/a", "<#", "a <#x", "#a<", "a /["] {
            let (line, tokens) = assertLinearTime(unit, count: Self.linearTimeBytes / unit.utf8.count,
                                                  input: { String(repeating: unit, count: $0) }) { Highlighter.tokens($0) }
            assertWellFormed(tokens, count: line.utf8.count)
            // `#/a#/a…` holds bare regexes `/a#/`; the others none.
            if !unit.hasSuffix("a") { XCTAssertFalse(tokens.contains { $0.kind == .regex }, unit) }
        }
        // A multi-line `#/` that never closes, many times over.
        let lines = String(repeating: "#/\n", count: 300_000)
        let tokens = Highlighter.tokens(lines)
        XCTAssertEqual(tokens.count, 300_000)
        XCTAssertTrue(tokens.allSatisfy { $0.kind == .operator })
        // Real regexes on a long line are still found.
        XCTAssertEqual(pieces("let r = /a/; let q = #/b/#").filter { $0.hasPrefix("regex") }, ["regex:/a/", "regex:#/b/#"])
    }

    /// A `{` after a name in a condition is looked at up to 256 bytes ahead (is it a trailing
    /// closure?): a line of them takes linear time, and nothing breaks.
    func testBracesInConditionsTakeLinearTime() {
        for unit in ["if a {", "if a { b } ", "while f {{", "if x { $0 }, "] {
            let (line, tokens) = assertLinearTime(unit, count: Self.linearTimeBytes / unit.utf8.count,
                                                  input: { String(repeating: unit, count: $0) }) { Highlighter.tokens($0) }
            assertWellFormed(tokens, count: line.utf8.count)
        }
    }

    /// Closers whose opener is far down the bracket stack, or missing, behind many unclosed
    /// brackets (found by the fuzzer: each `}` walked down the whole stack, so `(}(}(}…` took
    /// quadratic time). Constant time per closer now, with the same result.
    func testUnmatchedClosersTakeLinearTime() {
        for unit in ["(}", "[}", "(]", "[)", "{(]", "f(x: [}"] {
            for prefix in ["", "\"\\("] {
                let (line, tokens) = assertLinearTime(prefix + unit, count: Self.linearTimeBytes / unit.utf8.count,
                                                      input: { prefix + String(repeating: unit, count: $0) }) { Highlighter.tokens($0) }
                assertWellFormed(tokens, count: line.utf8.count)
            }
        }
        // A `}` still closes its block across unclosed brackets, and not across an interpolation.
        let across = "func f() { g(((( [ x }\nlet y = 1"
        XCTAssertEqual(pieces(across).suffix(3), ["keyword:let", "operator:=", "number:1"])
        let deep = "func f() {" + String(repeating: "(", count: 100_000) + "}\nstruct S {}"
        XCTAssertEqual(pieces(deep).suffix(2), ["keyword:struct", "type:S"])
        XCTAssertEqual(pieces("\"\\(a }) b\" + 1"), ["string:\"", "interpolation:\\(", "interpolation:)", "string: b\"", "operator:+", "number:1"])
    }

    /// Recovery from damaged code looks ahead for an unclosed bracket's closer at most a
    /// bounded window, and not again inside bytes it has read: many unclosed brackets, each
    /// followed by a line that the look-ahead reads far past (a stopping keyword far away, or
    /// none), cut interpolations and elided blocks on long lines stay linear.
    func testRecoveryFromDamageTakesLinearTime() {
        let units = [
            "f(1\ng(x)\n",           // a call left open before a line that starts with a name, many times
            "(1\n a (2\n b ",        // brackets that open and never close, names on the next lines
            "[a\n b: [c\n d: ",      // collections left open, labels on the next lines
            "f(x\n\"a\\(b\" [1\n",   // open brackets, strings with interpolations between them
            "\"\\(f(1\n",            // interpolations cut at the end of their line
            "{ // ...\n",            // elided blocks that never close
            "#if X\n{ f(\n",         // #if blocks that never end, a block and a call open in each
            "#if X\n}\n#else\n",     // closing braces skipped inside #if clauses
            "}\n#endif\n(\n",        // #endif and } without their #if and {
            "'it\\(a b\n",          // single-quoted strings with interpolations cut at a name
        ]
        for unit in units {
            for suffix in ["", "\nlet end = 1"] {
                let (text, tokens) = assertLinearTime(unit.debugDescription + suffix.debugDescription, count: Self.linearTimeBytes / unit.utf8.count,
                                                      input: { String(repeating: unit, count: $0) + suffix }) { Highlighter.tokens($0) }
                assertWellFormed(tokens, count: text.utf8.count)
            }
        }
        // One 1 MB line of names after an open bracket, a stopping keyword at its end: the
        // look-ahead reads a bounded window of it, so the names are skipped up to the bracket's
        // end, as when the keyword is beyond reach.
        let names = String(repeating: "a ", count: 500_000)
        let long = "f(1\n" + names + "\nlet x = 1"
        let tokens = Highlighter.tokens(long)
        assertWellFormed(tokens, count: long.utf8.count)
        XCTAssertEqual(pieces(long).suffix(3), ["keyword:let", "operator:=", "number:1"])
        // A multi-line string whose interpolations are cut on a 1 MB line.
        let cut = "let q = \"\"\"\n" + String(repeating: "ON \\(b ", count: 150_000) + "\n\"\"\"\nlet z = 1"
        assertWellFormed(Highlighter.tokens(cut), count: cut.utf8.count)
    }

    // MARK: - Arguments

    func testNullPointers() {
        for fn in [swh_highlight_html, swh_highlight_ansi, swh_highlight_markdown] {
            var s = swh_string_t(data: UnsafeMutablePointer(bitPattern: 1), len: 9)
            XCTAssertEqual(fn(nil, 1, nil, &s), SWH_ERROR_INVALID_ARGUMENT)
            XCTAssertNil(s.data)
            XCTAssertEqual(fn(nil, Int(bitPattern: UInt.max), nil, &s), SWH_ERROR_INVALID_ARGUMENT)
            XCTAssertNil(s.data)
            XCTAssertEqual(fn(nil, 0, nil, &s), SWH_OK)
            XCTAssertNotNil(s.data)
            XCTAssertEqual(s.len, 0)
            XCTAssertEqual(s.data?[0], 0)
            swh_string_free(s)
            XCTAssertEqual(fn(Array("let".utf8), 3, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
            XCTAssertEqual(fn(nil, 0, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        }
        var t = swh_tokens_t(data: UnsafeMutablePointer(bitPattern: 1), len: 9)
        XCTAssertEqual(swh_tokenize(nil, 1, nil, &t), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(t.data)
        XCTAssertEqual(swh_tokenize(nil, 0, nil, &t), SWH_OK)
        XCTAssertNil(t.data)
        XCTAssertEqual(t.len, 0)
        swh_tokens_free(t)
        XCTAssertEqual(swh_tokenize(Array("let".utf8), 3, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_css(nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        // An empty non-NULL input is the same as NULL with length 0.
        let (status, html, _) = cHTML([])
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(html, [])
        swh_string_free(swh_string_t(data: nil, len: 0))
        swh_tokens_free(swh_tokens_t(data: nil, len: 0))
        swh_options_init(nil)
    }

    func testClassPrefixesThatCouldBreakOutOfTheAttributeAreRefused() {
        let source = Array("let x".utf8)
        let bad = ["a\"b", "\"", "<", "a<script>", "a b", " ", "'", "a'b", ">", "&", "a=b", "a/b", "é", "a\tb", "a;b",
                   String(repeating: "a", count: 65)]
        for prefix in bad {
            withOptions(prefix: prefix) { opts in
                for fn in [swh_highlight_html, swh_highlight_ansi, swh_highlight_markdown] {
                    var s = swh_string_t()
                    XCTAssertEqual(source.withUnsafeBufferPointer { fn($0.baseAddress, $0.count, opts, &s) }, SWH_ERROR_INVALID_ARGUMENT, prefix)
                    XCTAssertNil(s.data, prefix)
                }
                let (ts, _, _) = cTokens(source, opts)
                XCTAssertEqual(ts, SWH_ERROR_INVALID_ARGUMENT, prefix)
                var c = swh_string_t()
                XCTAssertEqual(swh_css(opts, &c), SWH_ERROR_INVALID_ARGUMENT, prefix)
            }
            XCTAssertThrowsError(try Highlighter.html("let x", options: HighlightOptions(classPrefix: prefix)), prefix)
        }
        for prefix in ["", "hl-", "a_B-9", String(repeating: "z", count: 64)] {
            withOptions(prefix: prefix) { opts in
                let (status, html, _) = cHTML(source, opts)
                XCTAssertEqual(status, SWH_OK, prefix)
                XCTAssertEqual(html.map { String(decoding: $0, as: UTF8.self) }, "<span class=\"\(prefix)keyword\">let</span> x")
            }
        }
    }

    func testStructSizes() {
        let source = Array("let x".utf8)
        let full = MemoryLayout<swh_options_t>.stride
        for size in [0, 1, 4, 7, full + 1, full + 8, 4096, Int.max, Int(bitPattern: UInt.max)] {
            withOptions(prefix: "hl-", structSize: size) { opts in
                let (status, html, _) = cHTML(source, opts)
                XCTAssertEqual(status, SWH_ERROR_INVALID_ARGUMENT, "struct_size \(size)")
                XCTAssertNil(html)
                XCTAssertEqual(cTokens(source, opts).0, SWH_ERROR_INVALID_ARGUMENT, "struct_size \(size)")
            }
        }
        // A size ending inside `class_prefix` (a crash found by fuzzing: half of the pointer was
        // copied): the prefix is not covered, so it keeps its default.
        let prefixEnd = MemoryLayout<swh_options_t>.offset(of: \.class_prefix)! + MemoryLayout<UnsafePointer<CChar>?>.size
        for size in [MemoryLayout<Int>.size, prefixEnd - 4, prefixEnd - 1] {
            withOptions(prefix: "hl-", structSize: size) { opts in
                let (status, html, _) = cHTML(source, opts)
                XCTAssertEqual(status, SWH_OK, "struct_size \(size)")
                XCTAssertEqual(html.map { String(decoding: $0, as: UTF8.self) }, "<span class=\"swh-keyword\">let</span> x")
            }
        }
        // The 0.1.0 struct (24 bytes on 64-bit targets) and the full one take the prefix.
        for size in [prefixEnd, 24, full] {
            withOptions(prefix: "hl-", structSize: size) { opts in
                let (status, html, _) = cHTML(source, opts)
                XCTAssertEqual(status, SWH_OK, "struct_size \(size)")
                XCTAssertEqual(html.map { String(decoding: $0, as: UTF8.self) }, "<span class=\"hl-keyword\">let</span> x")
            }
        }
        // Unknown policies and flags.
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.invalid_utf8 = 2
        XCTAssertEqual(cHTML(source, &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        swh_options_init(&opts)
        opts.flags = 0x8000_0000
        XCTAssertEqual(cHTML(source, &opts).0, SWH_ERROR_INVALID_ARGUMENT)
    }
}
