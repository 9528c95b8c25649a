import XCTest
import CHighlight
import Highlight

/// The streaming token API: `Highlighter.forEachToken` (Swift) and `swh_tokenize_each` (C),
/// through the public Swift API only (no `@testable`).
final class TokenStreamTests: XCTestCase {
    private let source = """
        /// Doc
        @MainActor func greet(_ name: String) -> String {
            let n = 0x1F + 2 // c
            return "Hi \\(name)\\n" + #file
        }

        """

    func testForEachTokenDeliversTheTokensOfTokens() {
        var streamed: [Token] = []
        let completed = Highlighter.forEachToken(in: source) { token in
            streamed.append(token)
            return .continue
        }
        XCTAssertTrue(completed)
        XCTAssertEqual(streamed, Highlighter.tokens(source))
        XCTAssertGreaterThan(streamed.count, 10)
    }

    func testForEachTokenStopsAfterStop() {
        let all = Highlighter.tokens(source)
        for limit in [1, 2, 7, all.count] {
            var streamed: [Token] = []
            let completed = Highlighter.forEachToken(in: source) { token in
                streamed.append(token)
                return streamed.count == limit ? .stop : .continue
            }
            XCTAssertFalse(completed, "stopped at \(limit)")
            XCTAssertEqual(streamed, Array(all.prefix(limit)))
        }
    }

    func testForEachTokenOnEmptyAndPlainInput() {
        for input in ["", "   \n", "x"] {
            var calls = 0
            XCTAssertTrue(Highlighter.forEachToken(in: input) { _ in calls += 1; return .continue })
            XCTAssertEqual(calls, 0, input)
        }
    }

    func testForEachTokenInUTF8RefusesInvalidUTF8BeforeAnyToken() {
        let bytes: [UInt8] = Array("let x = ".utf8) + [0xC0, 0xAF] + Array(" \"a\u{FF}\" 1".utf8)
        var calls = 0
        XCTAssertThrowsError(try Highlighter.forEachToken(inUTF8: bytes) { _ in calls += 1; return .continue }) { error in
            XCTAssertEqual(error as? HighlightError, .invalidUTF8(offset: 8))
        }
        XCTAssertEqual(calls, 0)

        var streamed: [Token] = []
        XCTAssertTrue(try Highlighter.forEachToken(inUTF8: bytes, invalidUTF8: .replace) { streamed.append($0); return .continue })
        XCTAssertEqual(streamed, try Highlighter.tokens(utf8: bytes, invalidUTF8: .replace))
        XCTAssertEqual(streamed.first, Token(start: 0, end: 3, kind: .keyword))
    }

    func testForEachTokenMayCallTheHighlighterAgain() throws {
        var nested = 0
        Highlighter.forEachToken(in: source) { token in
            let name = token.kind.name
            Highlighter.forEachToken(in: name) { _ in nested += 1; return .continue }
            nested -= Highlighter.tokens(name).count
            return .continue
        }
        XCTAssertEqual(nested, 0)
    }

    func testForEachTokenOnDeepNestingAndALargeInput() {
        let deep = String(repeating: "(\"\\(", count: 20_000)
        var count = 0
        XCTAssertTrue(Highlighter.forEachToken(in: deep) { _ in count += 1; return .continue })
        XCTAssertEqual(count, Highlighter.tokens(deep).count)

        let large = String(repeating: "let a = [1, 2] // x\n", count: 50_000)
        var first: Token?
        XCTAssertFalse(Highlighter.forEachToken(in: large) { first = $0; return .stop })
        XCTAssertEqual(first, Token(start: 0, end: 3, kind: .keyword))
    }

    // MARK: - swh_tokenize_each from Swift

    private final class Collected {
        var tokens: [swh_token_t] = []
        var limit = 0
    }

    private func each(_ text: String, limit: Int = 0, _ opts: UnsafePointer<swh_options_t>? = nil) -> (swh_status_t, [swh_token_t]) {
        let box = Collected()
        box.limit = limit
        var bytes = Array(text.utf8)
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            swh_tokenize_each(buffer.baseAddress, buffer.count, opts, { token, user in
                let box = Unmanaged<Collected>.fromOpaque(user!).takeUnretainedValue()
                box.tokens.append(token!.pointee)
                return box.tokens.count == box.limit ? 1 : 0
            }, Unmanaged.passUnretained(box).toOpaque())
        }
        return (status, box.tokens)
    }

    func testTokenizeEachFromSwift() {
        let expected = Highlighter.tokens(source)
        let (status, tokens) = each(source)
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(tokens.map { Token(start: Int($0.start), end: Int($0.start + $0.len), kind: TokenKind(rawValue: $0.kind)!) },
                       expected)
        let (stopped, three) = each(source, limit: 3)
        XCTAssertEqual(stopped, SWH_STOPPED)
        XCTAssertEqual(three.count, 3)
        XCTAssertEqual(String(cString: swh_status_str(SWH_STOPPED)), "stopped by the callback")
        XCTAssertEqual(swh_tokenize_each(nil, 0, nil, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_tokenize_each(nil, 1, nil, { _, _ in 0 }, nil), SWH_ERROR_INVALID_ARGUMENT)
    }

    /// Tokens are handed over in batches: a stream of several batches arrives whole and in
    /// order, and a stop at any token, the last of a batch and the first of the next included,
    /// is the last call.
    func testTokenizeEachAcrossBatches() {
        let text = String(repeating: "let a = f(1, \"s\") // c\n", count: 700)
        let expected = Highlighter.tokens(text)
        XCTAssertGreaterThan(expected.count, 3 * 1024)
        let (status, tokens) = each(text)
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(tokens.map { Token(start: Int($0.start), end: Int($0.start + $0.len), kind: TokenKind(rawValue: $0.kind)!) },
                       expected)
        for limit in [1, 1023, 1024, 1025, 2048, 2049, expected.count] {
            let (stopped, some) = each(text, limit: limit)
            XCTAssertEqual(stopped, SWH_STOPPED, "limit \(limit)")
            XCTAssertEqual(some.count, limit, "limit \(limit)")
        }
    }
}
