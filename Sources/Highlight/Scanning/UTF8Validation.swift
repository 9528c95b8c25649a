/// UTF-8 validation over raw bytes, following the Unicode Standard's well-formed byte
/// sequences (Table 3-7): no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `i`, or the negated length of the
    /// maximal invalid subpart there (at least 1) — the unit one U+FFFD replaces.
    /// `i` must be inside `bytes`.
    @inline(__always)
    static func sequence(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let n = bytes.count
        let b0 = bytes[i]
        if b0 < 0x80 { return 1 }
        @inline(__always) func cont(_ k: Int) -> UInt8? { k < n ? bytes[k] : nil }
        switch b0 {
        case 0xC2...0xDF:
            if let b1 = cont(i + 1), b1 & 0xC0 == 0x80 { return 2 }
            return -1
        case 0xE0...0xEF:
            let lo1: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let hi1: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard let b1 = cont(i + 1), b1 >= lo1 && b1 <= hi1 else { return -1 }
            guard let b2 = cont(i + 2), b2 & 0xC0 == 0x80 else { return -2 }
            return 3
        case 0xF0...0xF4:
            let lo1: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let hi1: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard let b1 = cont(i + 1), b1 >= lo1 && b1 <= hi1 else { return -1 }
            guard let b2 = cont(i + 2), b2 & 0xC0 == 0x80 else { return -2 }
            guard let b3 = cont(i + 3), b3 & 0xC0 == 0x80 else { return -3 }
            return 4
        default:
            return -1
        }
    }

    /// The offset of the first invalid sequence, or nil when all of `bytes` is valid UTF-8.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = bytes.count
        var i = 0
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while i < n {
            // Fast path: 128 ASCII bytes at a time with vector loads (`SIMDScan`). A block that
            // holds a byte above 0x7F is read to its end here, a word or a byte at a time: non-ASCII
            // text comes in clusters (a comment or a string in another script), so the vector
            // scan resumes only past the block.
            let (blockStart, found) = SIMDScan.firstNonASCIIBlock(bytes, from: i, to: n)
            i = blockStart
            #if !arch(wasm32)
            // (Not in WebAssembly, for the modules' size: there the scans below go on from the
            // block's start.)
            if found {
                // `blockStart + 128 <= n`: the words below lie in the input.
                let blockEnd = blockStart &+ 128
                while i < blockEnd {
                    if i &+ 8 <= blockEnd {
                        let high = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080
                        if high == 0 { i &+= 8; continue }
                        i &+= high.trailingZeroBitCount &>> 3
                    } else if bytes[i] < 0x80 {
                        i &+= 1
                        continue
                    }
                    let len = sequence(bytes, at: i)
                    if len < 0 { return i }
                    i &+= len
                }
                continue
            }
            #else
            _ = found
            #endif
            // Fewer than 128 bytes left (or no vector loop): 32 bytes a step (four words OR-ed),
            // then 8, then one.
            while i + 32 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i += 32
            }
            while i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i += 8
            }
            if i >= n { break }
            if bytes[i] < 0x80 { i += 1; continue }
            let len = sequence(bytes, at: i)
            if len < 0 { return i }
            i += len
        }
        return nil
    }

    /// The bytes of `bytes` with each maximal invalid subpart replaced by U+FFFD.
    static func replacingInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> OutputBuffer {
        // malloc memory, not an array: where memory is scarce (a 32-bit WebAssembly instance)
        // a copy up to three times the input may not fit, and the caller reports that as
        // out of memory instead of trapping.
        var out = OutputBuffer(initialCapacity: bytes.count &+ 16)
        guard let base = bytes.baseAddress else { return out }
        var i = 0
        while i < bytes.count && !out.failed {
            let len = sequence(bytes, at: i)
            if len > 0 {
                out.append(base + i, len)
                i += len
            } else {
                out.append(0xEF)
                out.append(0xBF)
                out.append(0xBD)
                i += -len
            }
        }
        return out
    }
}
