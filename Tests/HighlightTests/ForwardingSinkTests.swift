import XCTest
@testable import Highlight

/// `Tokenization.runForwarded` (the renderers' shared tokenizer copy, `ForwardingSink`): the
/// renderer receives the same tokens, in the same order, as from `run`, across batch boundaries.
final class ForwardingSinkTests: XCTestCase {
    /// Many more tokens than one batch holds (`BatchingSink.capacity`), with a string, a comment and
    /// an interpolation crossing the batch ends somewhere.
    private let source: [UInt8] = {
        var text = ""
        for k in 0..<400 {
            text += "let v\(k) = \"a \\(k + 1) b\" // note \(k)\nfunc f\(k)(_ x: Int) -> Int { x &+ \(k) }\n"
        }
        return Array(text.utf8)
    }()

    func testForwardedTokensEqualDirectTokensAcrossBatches() {
        let direct = source.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
        let forwarded = source.withUnsafeBufferPointer { Tokenization.runForwarded($0, into: TokenArraySink()).tokens }
        XCTAssertGreaterThan(direct.count, 3 * BatchingSink<TokenArraySink>.capacity)
        XCTAssertEqual(forwarded, direct)
    }

    func testForwardedTokensOfEmptyAndTinyInputs() {
        for text in ["", "x", "let", "\"open", "/* open"] {
            let bytes = Array(text.utf8)
            let direct = bytes.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
            let forwarded = bytes.withUnsafeBufferPointer { Tokenization.runForwarded($0, into: TokenArraySink()).tokens }
            XCTAssertEqual(forwarded, direct, text)
        }
    }

    func testSingleTokenEmitReachesTheRenderer() {
        var received = TokenArraySink()
        withUnsafeMutablePointer(to: &received) { target in
            var sink = ForwardingSink(target: UnsafeMutableRawPointer(target)) { target, batch in
                target.assumingMemoryBound(to: TokenArraySink.self).pointee.emit(batch: batch)
            }
            sink.emit(3, 7, .keyword)
            sink.emit(7, 8, .plain)
        }
        XCTAssertEqual(received.tokens, [Token(start: 3, end: 7, kind: .keyword), Token(start: 7, end: 8, kind: .plain)])
    }
}
