/// Byte search over runs (comments, string text, indentation, identifiers, text to escape):
/// eight bytes per step with the classic "has a zero byte" bit trick, then byte by byte. The
/// searches for given bytes (line ends, a string's special bytes, the characters HTML escapes)
/// first take sixteen bytes per step with vector instructions on x86_64 and arm64 (`SIMDScan`);
/// runs of spaces and identifier bytes do not: most end within their first word, where the
/// vector loop's set-up costs more than it saves (callgrind over the benchmark input). Every
/// load is bounds-checked against the buffer: blocks and words are read only where that many
/// bytes remain.
enum ByteScan {
    @inline(__always) static func splat(_ b: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(b) }

    /// Non-zero in the high bit of each byte of `w` that is zero.
    @inline(__always) static func zeroBytes(_ w: UInt64) -> UInt64 {
        (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
    }

    /// Non-zero where a byte of `w` equals `b`.
    @inline(__always) static func matches(_ w: UInt64, _ b: UInt8) -> UInt64 { zeroBytes(w ^ splat(b)) }

    @inline(__always) static func load(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt64 {
        // Callers guarantee i + 8 <= s.count.
        UInt64(littleEndian: UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: UInt64.self))
    }

    /// The first index at or after `i` holding `a` or `b`, or `s.count`.
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, _ a: UInt8, _ b: UInt8) -> Int {
        let n = s.count
        let (k, found) = SIMDScan.firstIndex(s, from: i, to: n, a, b)
        if found { return k }
        var j = k
        while j + 8 <= n {
            let w = load(s, j)
            let hit = matches(w, a) | matches(w, b)
            if hit != 0 { return j + hit.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n {
            let c = s[j]
            if c == a || c == b { return j }
            j += 1
        }
        return n
    }

    /// The first index at or after `i` holding `a`, `b`, `c` or `d`, or `s.count`.
    @inline(__always)
    static func firstIndex(_ s: UnsafeBufferPointer<UInt8>, from i: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        let n = s.count
        let (k, found) = SIMDScan.firstIndex(s, from: i, to: n, a, b, c, d)
        if found { return k }
        var j = k
        while j + 8 <= n {
            let w = load(s, j)
            let hit = matches(w, a) | matches(w, b) | matches(w, c) | matches(w, d)
            if hit != 0 { return j + hit.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n {
            let x = s[j]
            if x == a || x == b || x == c || x == d { return j }
            j += 1
        }
        return n
    }

    /// Non-zero where a byte of `w` may need HTML escaping: exact for `< >` (`b & 0xFD == 0x3C`),
    /// and `" # & '` (`b & 0xFA == 0x22`) — `#` is a false candidate callers copy as it is.
    /// Two byte comparisons per word instead of five.
    @inline(__always) static func htmlCandidates(_ w: UInt64) -> UInt64 {
        matches(w & splat(0xFA), 0x22) | matches(w & splat(0xFD), 0x3C)
    }

    /// The first index at or after `i` whose byte may need HTML escaping (`& < > " '`, and `#`,
    /// see `htmlCandidates`), or `end`. `end` must be at most `s.count`.
    @inline(__always)
    static func firstHTMLCandidate(_ s: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int) -> Int {
        let (k, found) = SIMDScan.firstHTMLCandidate(s, from: i, to: end)
        if found { return k }
        var j = k
        while j + 8 <= end {
            let hit = htmlCandidates(load(s, j))
            if hit != 0 { return j + hit.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < end {
            switch s[j] {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                 UInt8(ascii: "#"):
                return j
            default:
                j += 1
            }
        }
        return end
    }

    /// The first index at or after `i` that does not hold a space (0x20), or `s.count`: the
    /// byte at `i` alone first (a single space between tokens ends there), then `spaceRunEnd`.
    @inline(__always)
    static func spacesEnd(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        // `0 <= i < s.count` in one unsigned comparison.
        guard UInt(bitPattern: i) < UInt(bitPattern: s.count), s[i] == 0x20 else { return i }
        return spaceRunEnd(s, from: i &+ 1)
    }

    /// `spacesEnd` for a line's indentation: its first eight bytes in one word (most lines are
    /// indented by at most seven spaces, or by none), the next eight in another (most of the
    /// rest by at most fifteen; not in WebAssembly, for the modules' size), the rest by
    /// `spaceRunEnd`.
    @inline(__always)
    static func indentationEnd(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        indentationEnd(s, from: i, wordStarts: wordStarts(s))
    }

    /// How many offsets of `s` start eight bytes that lie in `s` (`s.count - 7`, at least 0):
    /// `UInt(bitPattern: i) < wordStarts(s)` holds exactly when `0 <= i` and `i + 8 <= s.count`.
    @inline(__always)
    static func wordStarts(_ s: UnsafeBufferPointer<UInt8>) -> UInt {
        UInt(bitPattern: s.count > 7 ? s.count &- 7 : 0)
    }

    /// `indentationEnd` with `wordStarts(s)` computed once by the caller (the tokenizer's loop,
    /// at every line break): the word is then read after one comparison.
    @inline(__always)
    static func indentationEnd(_ s: UnsafeBufferPointer<UInt8>, from i: Int, wordStarts: UInt) -> Int {
        guard UInt(bitPattern: i) < wordStarts else { return spacesEnd(s, from: i) }
        let other = load(s, i) ^ splat(0x20)
        if other != 0 { return i &+ other.trailingZeroBitCount &>> 3 }
        #if arch(wasm32)
        // The modules' size: one word, then the scan.
        return spaceRunEnd(s, from: i &+ 8)
        #else
        let j = i &+ 8
        guard UInt(bitPattern: j) < wordStarts else { return spaceRunEnd(s, from: j) }
        let next = load(s, j) ^ splat(0x20)
        if next != 0 { return j &+ next.trailingZeroBitCount &>> 3 }
        return spaceRunEnd(s, from: j &+ 8)
        #endif
    }

    /// `spacesEnd` for runs (indentation): sixteen bytes per step (`SIMDScan`), then
    /// `spaceRunEndByWords`. A function of its own: inlined, its vector constant would be
    /// reloaded after every call the tokenizer's loop makes.
    @inline(never)
    static func spaceRunEnd(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let (k, found) = SIMDScan.firstNonSpace(s, from: i, to: s.count)
        if found { return k }
        return spaceRunEndByWords(s, from: k)
    }

    /// `spacesEnd` eight bytes per step, then one.
    @inline(never)
    static func spaceRunEndByWords(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let n = s.count
        var j = i
        while j + 8 <= n {
            let other = load(s, j) ^ splat(0x20)
            if other != 0 { return j + other.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n && s[j] == 0x20 { j += 1 }
        return j
    }

    /// Stores the eight bytes of `w` (little-endian) at `p`, unaligned.
    @inline(__always) static func store(_ p: UnsafeMutablePointer<UInt8>, _ w: UInt64) {
        UnsafeMutableRawPointer(p).storeBytes(of: w.littleEndian, as: UInt64.self)
    }

    /// Whether each byte continues an ASCII identifier (a-z A-Z 0-9 _), as '1'/'0' characters.
    static let identifierTable: StaticString = "0000000000000000000000000000000000000000000000001111111111000000011111111111111111111111111000010111111111111111111111111110000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"

    /// The high bit of each byte of `w` that lies in `lo...hi`; `x` must have all high bits clear
    /// (the sums never carry from one byte into the next).
    @inline(__always) static func inRange(_ x: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
        (x &+ splat(0x80 &- lo)) & ~(x &+ splat(0x7F &- hi)) & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `w` that is an ASCII identifier byte (a-z A-Z 0-9 _). Exact
    /// for every byte (range tests without borrows across bytes).
    @inline(__always) static func identifierBytes(_ w: UInt64) -> UInt64 {
        let x = w & 0x7F7F_7F7F_7F7F_7F7F
        let letters = inRange(x | 0x2020_2020_2020_2020, 0x61, 0x7A)
        let rest = inRange(x, 0x30, 0x39) | inRange(x, 0x5F, 0x5F)
        return (letters | rest) & ~w
    }

    /// The end of the run of ASCII identifier bytes starting at `i`: sixteen bytes per step
    /// (`SIMDScan`) while sixteen remain, then `asciiIdentifierEndByWords`.
    @inline(__always)
    static func asciiIdentifierEnd(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let (k, found) = SIMDScan.firstNonIdentifier(s, from: i, to: s.count)
        if found { return k }
        return asciiIdentifierEndByWords(s, from: k)
    }

    /// The end of the run of ASCII identifier bytes starting at `i`: eight bytes per step where
    /// eight remain, then the table. Not inlined, so that its constants do not take registers
    /// in the callers' hot paths (near the input's end only, where vectors do not fit).
    @inline(never)
    static func asciiIdentifierEndByWords(_ s: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        let n = s.count
        var j = i
        while j + 8 <= n {
            let stop = ~identifierBytes(load(s, j)) & 0x8080_8080_8080_8080
            if stop != 0 { return j + stop.trailingZeroBitCount / 8 }
            j += 8
        }
        let table = identifierTable.utf8Start
        while j < n && table[Int(s[j])] == UInt8(ascii: "1") { j += 1 }
        return j
    }

    /// Whether `a` and `b` hold the same bytes: lengths first, then a plain byte loop (short
    /// names and keywords; the generic `elementsEqual` costs several times as much per call).
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = a.count
        guard n == b.count else { return false }
        guard n > 0, let p = a.baseAddress, let q = b.baseAddress else { return true }
        var k = 0
        while k < n {
            if p[k] != q[k] { return false }
            k += 1
        }
        return true
    }

    /// Whether `a` is the word `w`.
    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ w: StaticString) -> Bool {
        a.count == w.utf8CodeUnitCount && equal(a, UnsafeBufferPointer(start: w.utf8Start, count: w.utf8CodeUnitCount))
    }

    /// Whether `s[start..<end]` is the word `w` (`start...end` within `s`).
    @inline(__always)
    static func equal(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ w: StaticString) -> Bool {
        end - start == w.utf8CodeUnitCount && equal(UnsafeBufferPointer(rebasing: s[start..<end]), w)
    }
}
