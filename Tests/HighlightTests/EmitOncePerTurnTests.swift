import XCTest
import CHighlight
@testable import Highlight

/// `TokenSink.emitOncePerTurn`: between two calls of `endStretch` the tokenizer makes at most
/// `Tokenizer.stopCheckStretch` such emits, the room the batching sinks keep past their batch's
/// nominal end; and the batching sinks, which store those tokens unchecked, give the tokens a
/// sink without a batch gets, on inputs made of the shortest names.
final class EmitOncePerTurnTests: XCTestCase {
    /// Counts the emits through `emitOncePerTurn` since the last `endStretch` and keeps every token.
    private struct CountingSink: TokenSink {
        var tokens = TokenArraySink()
        var sinceStretch = 0
        var most = 0
        var stretches = 0

        mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            tokens.emit(start, end, kind)
        }

        mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) {
            sinceStretch += 1
            most = max(most, sinceStretch)
            tokens.emit(start, end, kind)
        }

        mutating func endStretch() {
            sinceStretch = 0
            stretches += 1
        }
    }

    private let stretch = Tokenizer<CountingSink>.stopCheckStretch

    /// One-byte type names, members and keywords, each after one byte: about one name in two
    /// bytes, on one line and on many.
    private static let denseInputs: [[UInt8]] = [
        String(repeating: "A ", count: 200_000),
        String(repeating: "A\n", count: 200_000),
        "x" + String(repeating: ".B", count: 200_000),
        String(repeating: "T,", count: 200_000),
        String(repeating: "if ", count: 150_000),
        "@available(" + String(repeating: "a ", count: 200_000),
        String(repeating: "let a: A = B(C) // c\nfunc f<T>(_ x: T) -> [T] { [x] }\n", count: 5_000),
    ].map { Array($0.utf8) }

    func testEmitsOncePerTurnBetweenStretchesStayWithinAStretch() {
        for input in Self.denseInputs {
            let counted = input.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: CountingSink()) }
            let label = String(decoding: input.prefix(12), as: UTF8.self)
            XCTAssertLessThanOrEqual(counted.most, stretch, label)
            // The shortest names come at about one in two bytes of a stretch (one in three for
            // `if `, fewer in the mixed lines): the count is a real one.
            XCTAssertGreaterThan(counted.most, stretch / 8, label)
            XCTAssertGreaterThanOrEqual(counted.stretches, input.count / stretch, label)
            let direct = input.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
            XCTAssertEqual(counted.tokens.tokens, direct, label)
        }
    }

    func testBatchedTokensEqualDirectTokensOnDenseNames() {
        for input in Self.denseInputs {
            let label = String(decoding: input.prefix(12), as: UTF8.self)
            let direct = input.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
            let batched = input.withUnsafeBufferPointer { Tokenization.runBatched($0, into: TokenArraySink()).tokens }
            XCTAssertGreaterThan(direct.count, 4 * BatchingSink<TokenArraySink>.capacity, label)
            XCTAssertEqual(batched, direct, label)
        }
    }

    func testCallbackTokensEqualDirectTokensOnDenseNames() {
        for input in Self.denseInputs {
            let label = String(decoding: input.prefix(12), as: UTF8.self)
            let direct = input.withUnsafeBufferPointer { Tokenization.run($0, into: TokenArraySink()).tokens }
            var received: [Token] = []
            let sink = input.withUnsafeBufferPointer { bytes in
                withUnsafeMutablePointer(to: &received) { target in
                    CCallbackSink.withBatch({ token, userData in
                        guard let token, let userData else { return 1 }
                        let t = token.pointee
                        userData.assumingMemoryBound(to: [Token].self).pointee.append(
                            Token(start: Int(t.start), end: Int(t.start + t.len), kind: TokenKind(rawValue: t.kind) ?? .plain))
                        return 0
                    }, userData: UnsafeMutableRawPointer(target)) { Tokenization.run(bytes, into: $0) }
                }
            }
            XCTAssertEqual(sink.stopped, false, label)
            XCTAssertEqual(received, direct, label)
        }
    }
}
