import XCTest
import CHighlight
@testable import Highlight

/// A sink that stops wanting tokens (`TokenSink.wantsMoreTokens`) ends the tokenizer's pass after
/// bounded work, on a single line of megabytes as on many lines: how far the tokenizer got is
/// read from the last token it emitted.
final class TokenSinkStopTests: XCTestCase {
    /// Records the end of the last token it is given and passes everything to `inner`.
    private struct Probe<Inner: TokenSink>: TokenSink {
        var inner: Inner
        var tokens = 0
        var lastEnd = 0
        /// The end of the token that filled the first batch of `batch` tokens (a batching sink
        /// hands its tokens over, and learns of a stop, only then), or 0.
        var batch = 0
        var firstBatchEnd = 0

        mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            tokens += 1
            lastEnd = end
            if tokens == batch { firstBatchEnd = end }
            inner.emit(start, end, kind)
        }

        var wantsMoreTokens: Bool { inner.wantsMoreTokens }
    }

    /// Wants the first token only.
    private struct FirstTokenOnly: TokenSink {
        var seen = false
        mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) { seen = true }
        var wantsMoreTokens: Bool { !seen }
    }

    /// One line of about 4 MB of code of every common kind (no line break anywhere).
    private static let longLine: [UInt8] = {
        let piece = "value.call(1, x) + \"s\\(y)\" * items[2] { $0 } /* c */ @attr #if "
        return Array(String(repeating: piece, count: 4_000_000 / piece.utf8.count).utf8)
    }()

    private let stretch = Tokenizer<FirstTokenOnly>.stopCheckStretch

    func testSinkThatStopsEndsTheTokenizerWithinAStretchOfALongLine() {
        let probe = Self.longLine.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: Probe(inner: FirstTokenOnly(), batch: 0)) }
        XCTAssertTrue(probe.inner.seen)
        XCTAssertGreaterThan(probe.lastEnd, 0)
        // The stretch, then at most the lexeme that straddles its end (a few bytes here).
        XCTAssertLessThan(probe.lastEnd, stretch + 64, "read \(probe.lastEnd) of \(Self.longLine.count) bytes")
    }

    func testSinkThatStopsBeforeTheFirstTokenGetsNone() {
        struct NoTokens: TokenSink {
            mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {}
            var wantsMoreTokens: Bool { false }
        }
        let probe = Self.longLine.withUnsafeBufferPointer { Tokenizer.tokenize($0, into: Probe(inner: NoTokens(), batch: 0)) }
        XCTAssertEqual(probe.tokens, 0)
    }

    /// `swh_tokenize_each`'s sink: a callback that stops at the first token is called when the
    /// first batch is handed over; the tokenizer ends within a stretch after that batch.
    func testCallbackThatStopsEndsTheTokenizerWithinAStretchAfterItsBatch() {
        var reached = 0, batchEnd = 0
        let sink = Self.longLine.withUnsafeBufferPointer { bytes in
            CCallbackSink.withBatch({ _, _ in 1 }, userData: nil) { sink in
                let probe = Tokenizer.tokenize(bytes, into: Probe(inner: sink, batch: CCallbackSink.capacity))
                reached = probe.lastEnd
                batchEnd = probe.firstBatchEnd
                return probe.inner
            }
        }
        XCTAssertEqual(sink.stopped, true)
        // The first batch, then at most a stretch and a lexeme.
        XCTAssertGreaterThan(batchEnd, 0)
        XCTAssertLessThan(reached, batchEnd + stretch + 64, "read \(reached) of \(Self.longLine.count) bytes")
    }

    /// `Highlighter.forEachToken`'s sink (batched): the same within a stretch after its batch.
    func testClosureThatStopsEndsTheTokenizerWithinAStretchAfterItsBatch() {
        var calls = 0
        let probe = Self.longLine.withUnsafeBufferPointer { bytes in
            Tokenization.runBatched(bytes, into: Probe(inner: ClosureSink { _ in calls += 1; return .stop },
                                                       batch: BatchingSink<TokenArraySink>.capacity))
        }
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(probe.inner.stopped)
        XCTAssertGreaterThan(probe.firstBatchEnd, 0)
        XCTAssertLessThan(probe.lastEnd, probe.firstBatchEnd + stretch + 64, "read \(probe.lastEnd) of \(Self.longLine.count) bytes")
    }
}
