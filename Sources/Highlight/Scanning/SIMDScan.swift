#if arch(x86_64)
import HighlightLibc
#endif

/// Sixteen bytes per step: the vector halves of the byte scans of `ByteScan`, with Swift's
/// `SIMD16<UInt8>` (SSE2 on every x86_64, NEON on arm64, `simd128` in the WebAssembly module
/// built with it, where `scripts/build/wasm.sh` sets `SWH_SIMD128`). Each function scans whole 16-byte
/// blocks only, from `i` while 16 bytes remain before `end`, and returns the index of the first
/// byte it looks for (`found`), or the index where fewer than 16 bytes remain (never past
/// `end`): the caller's word-at-a-time and byte loops finish from there, so every path gives the
/// same index.
///
/// Only `==` and bitwise operations are used: they compile to single vector
/// instructions, where the standard library's ordered comparisons of integer vectors are done
/// lane by lane. A block's answer is taken from the mask's two 64-bit halves (the lowest set
/// byte), with no out-of-range read: loads only where `end - j >= 16`, and `end <= s.count`.
///
/// On x86_64 the index of a block's first lane set is taken from the mask's lane bits
/// (`laneBits`: one `pmovmskb`, the instruction `any` compiles to as well) instead.
///
/// On other targets (WebAssembly without `simd128`, 32-bit ARM) each function returns `i`: the
/// word-at-a-time scans do all the work, and no vector code is built.
enum SIMDScan {
    #if arch(x86_64) || arch(arm64) || (arch(wasm32) && SWH_SIMD128)
    typealias Block = SIMD16<UInt8>
    typealias Mask = SIMDMask<SIMD16<Int8>>

    /// Whether the vector loops run: always in release builds; in debug builds tests turn them
    /// off to run the same inputs through the scalar paths alone, and so does the fuzzer's build
    /// (`SWH_VECTOR_SWITCH`, API/VectorSwitch.swift).
    #if DEBUG || SWH_VECTOR_SWITCH
    nonisolated(unsafe) static var enabled = true
    #else
    @inline(__always) static var enabled: Bool { true }
    #endif

    #if arch(x86_64)
    /// The lanes set in `mask` as the bits of an integer, lane k at bit k (SSE2's `pmovmskb`,
    /// `swh_high_bits` of highlight_vector.h, inlined).
    @inline(__always)
    static func laneBits(_ mask: Mask) -> UInt32 {
        highBits(unsafeBitCast(mask, to: Block.self))
    }

    /// The high bit of each byte of `v` as the bits of an integer, byte k at bit k.
    @inline(__always)
    static func highBits(_ v: Block) -> UInt32 {
        UInt32(truncatingIfNeeded: swh_high_bits(unsafeBitCast(v, to: SIMD16<CChar>.self)))
    }
    #endif

    /// The first index in `i..<end`, within whole blocks, of a lane set in `hit` of its block.
    @inline(__always)
    static func scan(_ s: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, _ hit: (Block) -> Mask) -> (index: Int, found: Bool) {
        var j = i
        guard enabled else { return (j, false) }
        // The last start of a whole block (negative when none fits).
        let last = end &- 16
        while j <= last {
            // 16 bytes lie in `j..<end` and `end <= s.count`: the buffer is not empty, so it
            // has a base address.
            let p = UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped + j)
            let mask = hit(p.loadUnaligned(as: Block.self))
            #if arch(x86_64)
            let bits = laneBits(mask)
            if bits != 0 { return (j &+ bits.trailingZeroBitCount, true) }
            #elseif arch(wasm32)
            // `any` would be sixteen lane extractions here: the mask's halves, the low one first.
            let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
            let low = UInt64(littleEndian: halves[0])
            if low != 0 { return (j &+ low.trailingZeroBitCount &>> 3, true) }
            let high = UInt64(littleEndian: halves[1])
            if high != 0 { return (j &+ 8 &+ high.trailingZeroBitCount &>> 3, true) }
            #else
            // One test of the whole mask per block (`any`: `pmovmskb` on SSE2, `umaxv` on NEON);
            // the lane is looked for only in the block that has one.
            if any(mask) {
                let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
                let low = UInt64(littleEndian: halves[0])
                if low != 0 { return (j &+ low.trailingZeroBitCount &>> 3, true) }
                return (j &+ 8 &+ UInt64(littleEndian: halves[1]).trailingZeroBitCount &>> 3, true)
            }
            #endif
            j &+= 16
        }
        return (j, false)
    }

    /// Where `a` or `b` is.
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int, _ a: UInt8, _ b: UInt8) -> (index: Int, found: Bool) {
        let va = Block(repeating: a), vb = Block(repeating: b)
        return scan(s, i, end) { v in (v .== va) .| (v .== vb) }
    }

    /// Where the first `\n` or `\r` at or after `i` is, within whole blocks of `s` (`i` may lie
    /// outside `s`: then nothing is read and `i` is returned, not found). `scan`'s loop, with
    /// the bounds `0 <= i <= s.count - 16` tested once, by the sign of one OR.
    @inline(__always)
    static func firstLineBreak(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> (index: Int, found: Bool) {
        let last = s.count &- 16
        guard enabled, (i | last | (last &- i)) >= 0 else { return (i, false) }
        return lineBreakInBlocks(s, from: i, last: last)
    }

    /// `firstLineBreak` given `blockStartsEnd(s)`, which a caller that scans many lines of one
    /// input computes once (`Tokenizer.blockStartsEnd`): the test that 16 bytes lie at `i` is
    /// then one comparison.
    @inline(__always)
    static func firstLineBreak(_ s: UnsafeBufferPointer<UInt8>, from i: Int, blockStartsEnd: UInt) -> (index: Int, found: Bool) {
        guard enabled, UInt(bitPattern: i) < blockStartsEnd else { return (i, false) }
        // `s.count - 16`: `blockStartsEnd` is `s.count - 15` here.
        return lineBreakInBlocks(s, from: i, last: Int(bitPattern: blockStartsEnd &- 1))
    }

    /// The loop of both `firstLineBreak`s, from `i`, where `0 <= i <= last` and `last` is
    /// `s.count - 16` (the callers have tested both).
    @inline(__always)
    static func lineBreakInBlocks(_ s: UnsafeBufferPointer<UInt8>, from i: Int, last: Int) -> (index: Int, found: Bool) {
        var j = i
        let lf = Block(repeating: 0x0A), cr = Block(repeating: 0x0D)
        // 16 bytes lie in `j..<s.count`: the buffer is not empty, so it has a base address.
        let base = UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped)
        repeat {
            let v = base.loadUnaligned(fromByteOffset: j, as: Block.self)
            let mask = (v .== lf) .| (v .== cr)
            #if arch(x86_64)
            let bits = laneBits(mask)
            if bits != 0 { return (j &+ bits.trailingZeroBitCount, true) }
            #else
            if any(mask) {
                let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
                let low = UInt64(littleEndian: halves[0])
                if low != 0 { return (j &+ low.trailingZeroBitCount &>> 3, true) }
                return (j &+ 8 &+ UInt64(littleEndian: halves[1]).trailingZeroBitCount &>> 3, true)
            }
            #endif
            j &+= 16
        } while j <= last
        return (j, false)
    }

    /// Where the first byte other than a space (0x20) is.
    @inline(__always)
    static func firstNonSpace(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) {
        scan(s, i, end) { v in .!(v .== Block(repeating: 0x20)) }
    }

    /// Where `a`, `b`, `c` or `d` is.
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int,
                           _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> (index: Int, found: Bool) {
        let va = Block(repeating: a), vb = Block(repeating: b), vc = Block(repeating: c), vd = Block(repeating: d)
        return scan(s, i, end) { v in (v .== va) .| (v .== vb) .| (v .== vc) .| (v .== vd) }
    }

    /// Where the first byte that does not continue an ASCII identifier (a-z A-Z 0-9 _) is, as
    /// `ByteScan.identifierBytes`. Each range is one signed comparison: `x &- lo` wraps the
    /// range onto `0..<count`, and adding 0x80 onto `-128..<-128 + count`, so that one `.<` of
    /// `Int8` lanes (a single `pcmpgtb` on SSE2, `cmgt` on NEON) tests it exactly for every byte.
    @inline(__always)
    static func firstNonIdentifier(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) {
        scan(s, i, end) { v in
            let letter = SIMD16<Int8>(truncatingIfNeeded: (v | Block(repeating: 0x20)) &+ Block(repeating: 0x80 &- 0x61))
            let digit = SIMD16<Int8>(truncatingIfNeeded: v &+ Block(repeating: 0x80 &- 0x30))
            return .!((letter .< SIMD16<Int8>(repeating: -128 + 26)) .| (digit .< SIMD16<Int8>(repeating: -128 + 10))
                .| (v .== Block(repeating: 0x5F)))
        }
    }

    /// `firstNonIdentifier` for the one block at `i`, with no loop (most names end within it):
    /// where its first byte that does not continue an ASCII identifier is (`found`), or `i` when
    /// the block holds none or fewer than 16 bytes remain in `s` (or `i < 0`). `words` are the
    /// block's two halves of 8 bytes as they lie in memory (0 when not `found`): the keys of
    /// `Keyword.lookupShort` and `Keyword.lookupMedium` for a name that ends within them.
    @inline(__always)
    static func firstNonIdentifierInBlock(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (index: Int, found: Bool, words: SIMD2<UInt64>) {
        // `0 <= i <= s.count - 16` by the sign of one OR (with `i` not negative, the difference
        // does not overflow).
        guard enabled, (i | (s.count &- 16 &- i)) >= 0 else { return (i, false, .zero) }
        return nonIdentifierInWholeBlock(s, at: i)
    }

    /// `firstNonIdentifierInBlock` given `blockStartsEnd(s)`, which a caller that scans many
    /// names of one input computes once (`Tokenizer.blockStartsEnd`): the test that 16 bytes
    /// lie at `i` is then one comparison.
    @inline(__always)
    static func firstNonIdentifierInBlock(_ s: UnsafeBufferPointer<UInt8>, at i: Int, blockStartsEnd: UInt) -> (index: Int, found: Bool, words: SIMD2<UInt64>) {
        guard enabled, UInt(bitPattern: i) < blockStartsEnd else { return (i, false, .zero) }
        return nonIdentifierInWholeBlock(s, at: i)
    }

    /// `firstNonIdentifierInBlock` once its caller knows that 16 bytes lie in `i..<s.count`.
    @inline(__always)
    private static func nonIdentifierInWholeBlock(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (index: Int, found: Bool, words: SIMD2<UInt64>) {
        // 16 bytes lie at `i`: the buffer is not empty, so it has a base address.
        let v = UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: Block.self)
        // The same lanes as `Int8` by a bit cast (the generic `init(truncatingIfNeeded:)` was left
        // as a call in some callers).
        let letter = unsafeBitCast((v | Block(repeating: 0x20)) &+ Block(repeating: 0x80 &- 0x61), to: SIMD16<Int8>.self)
        let digit = unsafeBitCast(v &+ Block(repeating: 0x80 &- 0x30), to: SIMD16<Int8>.self)
        let stop = .!((letter .< SIMD16<Int8>(repeating: -128 + 26)) .| (digit .< SIMD16<Int8>(repeating: -128 + 10))
            .| (v .== Block(repeating: 0x5F)))
        let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        #if arch(x86_64)
        let bits = laneBits(stop)
        if bits != 0 { return (i &+ bits.trailingZeroBitCount, true, words) }
        return (i, false, .zero)
        #else
        let halves = unsafeBitCast(stop, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: halves[0])
        if low != 0 { return (i &+ low.trailingZeroBitCount &>> 3, true, words) }
        let high = UInt64(littleEndian: halves[1])
        if high != 0 { return (i &+ 8 &+ high.trailingZeroBitCount &>> 3, true, words) }
        return (i, false, .zero)
        #endif
    }

    /// The start of a 128-byte block in `i..<end` that holds a byte above 0x7F, all bytes before
    /// it from `i` on being ASCII (eight vectors OR-ed, one test of their high bits), or where
    /// fewer than 128 bytes remain, all bytes before it ASCII; `found` when such a block was
    /// met. The caller looks into that block byte by byte.
    @inline(__always)
    static func firstNonASCIIBlock(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) {
        var j = i
        guard enabled, let base = s.baseAddress else { return (j, false) }
        #if arch(x86_64)
        // 512 bytes a step first (the input is mostly ASCII: one test of the high bits for
        // thirty-two vectors), from an offset whose address is a multiple of 16 after the first
        // block: aligned loads, which SSE2's `por` takes from memory (one instruction a vector).
        // A step that holds a byte above 0x7F is left to the 128-byte loop below, which finds
        // its block.
        if end &- j >= 512 &+ 16 && highBits(UnsafeRawPointer(base + j).loadUnaligned(as: Block.self)) == 0 {
            // Past the first block's ASCII bytes to the next multiple of 16 (1 to 16 bytes on).
            j &+= 16 &- Int(UInt(bitPattern: base + j) & 15)
            while end &- j >= 512 {
                let p = UnsafeRawPointer(base + j)
                var any = p.load(as: Block.self)
                var k = 16
                while k < 512 {
                    any |= p.load(fromByteOffset: k, as: Block.self)
                    k &+= 16
                }
                if highBits(any) != 0 { break }
                j &+= 512
            }
        }
        #elseif !arch(wasm32)
        // 256 bytes a step first (the input is mostly ASCII: one test of the high bits for
        // sixteen vectors); a step that holds a byte above 0x7F is left to the 128-byte loop
        // below, which finds its block. (Not in WebAssembly, for the modules' size.)
        while end &- j >= 256 {
            let p = UnsafeRawPointer(base + j)
            @inline(__always) func at(_ k: Int) -> Block { p.loadUnaligned(fromByteOffset: k, as: Block.self) }
            let low = ((at(0) | at(16)) | (at(32) | at(48))) | ((at(64) | at(80)) | (at(96) | at(112)))
            let high = ((at(128) | at(144)) | (at(160) | at(176))) | ((at(192) | at(208)) | (at(224) | at(240)))
            let halves = unsafeBitCast(low | high, to: SIMD2<UInt64>.self)
            if (halves[0] | halves[1]) & 0x8080_8080_8080_8080 != 0 { break }
            j &+= 256
        }
        #endif
        while end &- j >= 128 {
            let p = UnsafeRawPointer(base + j)
            @inline(__always) func at(_ k: Int) -> Block { p.loadUnaligned(fromByteOffset: k, as: Block.self) }
            let any = ((at(0) | at(16)) | (at(32) | at(48))) | ((at(64) | at(80)) | (at(96) | at(112)))
            #if arch(x86_64)
            if highBits(any) != 0 { return (j, true) }
            #else
            let halves = unsafeBitCast(any, to: SIMD2<UInt64>.self)
            if (halves[0] | halves[1]) & 0x8080_8080_8080_8080 != 0 { return (j, true) }
            #endif
            j &+= 128
        }
        return (j, false)
    }

    /// Where a byte may need HTML escaping: `& < > " '` and `#`, as `ByteScan.htmlCandidates`
    /// (`b & 0xFA == 0x22` or `b & 0xFD == 0x3C`). Two blocks per step while 32 bytes remain
    /// (one test of both masks: text to escape is mostly long runs without a candidate), then
    /// `scan` finds the byte within the block pair, or goes on where fewer than 32 remain.
    @inline(__always)
    static func firstHTMLCandidate(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) {
        @inline(__always) func hit(_ v: Block) -> Mask {
            ((v & Block(repeating: 0xFA)) .== Block(repeating: 0x22)) .| ((v & Block(repeating: 0xFD)) .== Block(repeating: 0x3C))
        }
        var j = i
        guard enabled, let base = s.baseAddress else { return (j, false) }
        while end &- j >= 32 {
            let low = hit(UnsafeRawPointer(base + j).loadUnaligned(as: Block.self))
            let high = hit(UnsafeRawPointer(base + (j &+ 16)).loadUnaligned(as: Block.self))
            let halves = unsafeBitCast(low .| high, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 { break }
            j &+= 32
        }
        return scan(s, j, end, hit)
    }
    #else
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int, _ a: UInt8, _ b: UInt8) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int,
                           _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstLineBreak(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstLineBreak(_ s: UnsafeBufferPointer<UInt8>, from i: Int, blockStartsEnd: UInt) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstNonSpace(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstNonIdentifier(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstNonIdentifierInBlock(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (index: Int, found: Bool, words: SIMD2<UInt64>) { (i, false, .zero) }
    @inline(__always)
    static func firstNonIdentifierInBlock(_ s: UnsafeBufferPointer<UInt8>, at i: Int, blockStartsEnd: UInt) -> (index: Int, found: Bool, words: SIMD2<UInt64>) { (i, false, .zero) }
    @inline(__always)
    static func firstNonASCIIBlock(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) { (i, false) }
    @inline(__always)
    static func firstHTMLCandidate(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> (index: Int, found: Bool) { (i, false) }
    #endif

    /// One past the last offset at which a whole block of `s` starts, as an unsigned bound:
    /// `s.count - 15` when `s` holds 16 bytes or more, else 0; so that `UInt(bitPattern: i) <
    /// blockStartsEnd(s)` holds exactly when `0 <= i <= s.count - 16` (a negative `i` is a
    /// large unsigned value).
    @inline(__always)
    static func blockStartsEnd(_ s: UnsafeBufferPointer<UInt8>) -> UInt {
        s.count >= 16 ? UInt(bitPattern: s.count &- 15) : 0
    }
}
