/// The offsets of the bytes HTML may need to escape in a stretch of the input, collected into a
/// list in one pass, so that an HTML writer finds the next one by reading the list instead of
/// scanning again at every token. A candidate is `& < > " '` or `#` (`b & 0xFA == 0x22` or
/// `b & 0xFD == 0x3C`, as `ByteScan.htmlCandidates`): `#` is a false candidate that writers copy
/// as it is.
///
/// Sixty-four bytes per step with vector instructions where `SIMDScan` has them (four 16-byte
/// blocks, one test of the four masks: candidates are rare in code), eight per step otherwise;
/// every path lists the same offsets.
enum HTMLCandidates {
    /// How many free places in the list a step needs: one per byte it scans.
    static let step = 64

    /// Lists, in order, the offset of every candidate in `s[from..<to]` at `list[0...]`, and
    /// stops early when fewer than `step` of the `room` places are left. Returns how many it
    /// listed and where it stopped (`to`, or the end of the last step: every candidate before it
    /// is listed). Needs `to + 16 <= s.count`: the range's last block is read whole (16 bytes,
    /// or 8 on the scalar path) and its candidates past `to` are dropped. Out of that contract it
    /// lists nothing and returns `from`.
    static func collect(_ s: UnsafeBufferPointer<UInt8>, from: Int, to: Int,
                        into list: UnsafeMutablePointer<UInt32>, room: Int) -> (count: Int, scanned: Int) {
        guard let base = s.baseAddress, from >= 0, from <= to, to <= s.count &- 16 else { return (0, from) }
        var j = from
        var count = 0
        #if arch(x86_64) || arch(arm64) || (arch(wasm32) && SWH_SIMD128)
        if SIMDScan.enabled {
            // Whole steps while 64 bytes remain before `to` and a step's places are left: the
            // count changes only in a step that lists, so it is tested there alone.
            let lastStep = to &- 64, full = room &- step
            if count <= full {
                while j <= lastStep {
                    let p = UnsafeRawPointer(base + j), at = j
                    let m0 = hit(p.loadUnaligned(as: Block.self)), m1 = hit(p.loadUnaligned(fromByteOffset: 16, as: Block.self))
                    let m2 = hit(p.loadUnaligned(fromByteOffset: 32, as: Block.self)), m3 = hit(p.loadUnaligned(fromByteOffset: 48, as: Block.self))
                    j &+= 64
                    #if arch(x86_64)
                    // One `pmovmskb` of the four masks.
                    let found = SIMDScan.laneBits(m0 .| m1 .| m2 .| m3) != 0
                    #else
                    let any = unsafeBitCast(m0 .| m1 .| m2 .| m3, to: SIMD2<UInt64>.self)
                    let found = any[0] | any[1] != 0
                    #endif
                    if found {
                        count = add(m0, at, list, count)
                        count = add(m1, at &+ 16, list, count)
                        count = add(m2, at &+ 32, list, count)
                        count = add(m3, at &+ 48, list, count)
                        if count > full { break }
                    }
                }
            }
            // Then one block at a time, the last one read past `to` (inside `s`: `j < to <= s.count - 16`).
            while j < to && count <= full {
                count = add(hit(UnsafeRawPointer(base + j).loadUnaligned(as: Block.self)), j, list, count)
                j = min(j &+ 16, to)
            }
            return (dropPast(to, list, count), j)
        }
        #endif
        while j < to && count <= room &- step {
            // Eight bytes at a time, the last word read past `to` (inside `s`).
            let w = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
            count = add(candidates(w), j, list, count)
            j = min(j &+ 8, to)
        }
        return (dropPast(to, list, count), j)
    }

    /// The high bit of each byte of `w` that is a candidate, exactly (no false positive from a
    /// borrow between bytes, unlike `ByteScan.zeroBytes`: every flagged byte is listed).
    @inline(__always)
    static func candidates(_ w: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = (w & 0xFAFA_FAFA_FAFA_FAFA) ^ 0x2222_2222_2222_2222
        let y = (w & 0xFDFD_FDFD_FDFD_FDFD) ^ 0x3C3C_3C3C_3C3C_3C3C
        // A byte of `x` is zero exactly when adding 0x7F to its low seven bits does not set its
        // high bit and that bit is clear already.
        let xNonZero = ((x & low7) &+ low7) | x, yNonZero = ((y & low7) &+ low7) | y
        return ~(xNonZero & yNonZero) & 0x8080_8080_8080_8080
    }

    /// Appends `at + i` for each byte `i` of `bits` whose high bit is set.
    @inline(__always)
    static func add(_ bits: UInt64, _ at: Int, _ list: UnsafeMutablePointer<UInt32>, _ count: Int) -> Int {
        lanes(bits & 0x8080_8080_8080_8080, shift: 3, at, list, count)
    }

    /// Appends `at + (b >> shift)` for each bit `b` set in `bits`, lowest first, at
    /// `list[count...]`, and returns the new count: the lister of a word with one set bit at
    /// most per lane of `1 << shift` bits (8 for a byte, 4 for a narrowed vector lane).
    @inline(__always)
    static func lanes(_ bits: UInt64, shift: Int, _ at: Int, _ list: UnsafeMutablePointer<UInt32>, _ count: Int) -> Int {
        var h = bits
        var c = count
        while h != 0 {
            list[c] = UInt32(truncatingIfNeeded: at &+ (h.trailingZeroBitCount &>> shift))
            c &+= 1
            h &= h &- 1
        }
        return c
    }

    /// `count` without the last entries of the list that lie at or past `end`.
    @inline(__always)
    static func dropPast(_ end: Int, _ list: UnsafeMutablePointer<UInt32>, _ count: Int) -> Int {
        var c = count
        while c > 0 && Int(list[c &- 1]) >= end { c &-= 1 }
        return c
    }

    #if arch(x86_64) || arch(arm64) || (arch(wasm32) && SWH_SIMD128)
    typealias Block = SIMD16<UInt8>

    /// Each lane of `v` that is a candidate (two masked comparisons).
    @inline(__always)
    static func hit(_ v: Block) -> SIMDMask<SIMD16<Int8>> {
        ((v & Block(repeating: 0xFA)) .== Block(repeating: 0x22)) .| ((v & Block(repeating: 0xFD)) .== Block(repeating: 0x3C))
    }

    /// Appends the offsets of the lanes set in `m`, the mask of the block at `at`. The mask is
    /// narrowed to one word of four bits per lane: each 16-bit pair of lanes shifted right by
    /// four and truncated to its low byte keeps the high half of its first lane and the low half
    /// of its second (`psrlw` and `packuswb` on SSE2, `shrn` on NEON, a shift and a shuffle in
    /// `simd128`), so that one loop over one word lists the block, lane `i` at bit `4 * i`.
    @inline(__always)
    static func add(_ m: SIMDMask<SIMD16<Int8>>, _ at: Int, _ list: UnsafeMutablePointer<UInt32>, _ count: Int) -> Int {
        let pairs = unsafeBitCast(m, to: SIMD8<UInt16>.self) &>> 4
        let nibbles = UInt64(littleEndian: unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: pairs), to: UInt64.self))
        return lanes(nibbles & 0x1111_1111_1111_1111, shift: 2, at, list, count)
    }
    #endif
}
