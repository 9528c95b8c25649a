import HighlightLibc

/// Character references of HTML text (`&amp;`, `&#60;`, `&#x3C;`), decoded the way the HTML
/// standard's tokenizer decodes them in text (WHATWG HTML §13.2.5.72-80), for the names that code
/// blocks of generated pages and documents use: the one table and decoder of the document stage
/// (the page rewriter, Markdown's HTML blocks, titles). A name outside the table is reported as
/// unknown, so that the caller can leave the text alone rather than guess.
enum HTMLCharacterReferences {
    /// What the `&` at the start of `text` stands for.
    enum Reference {
        /// Not a reference (a lone `&`, or `&` before something else): the `&` is literal text.
        case literal
        /// A reference of `length` bytes (`&` and `;` included) standing for `scalar`.
        case scalar(Unicode.Scalar, length: Int)
        /// A named reference we do not know, or a name without its `;`.
        case unknown
    }

    /// Appends `text[a..<b]` to `out` with its character references decoded; false at the first
    /// reference not in the table (what was appended before it stays).
    static func decode(_ text: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, into out: inout OutputBuffer) -> Bool {
        guard let base = text.baseAddress else { return true }
        var run = a
        var i = a
        while i < b, let hit = memchr(base + i, Int32(UInt8(ascii: "&")), b - i) {
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            switch reference(text, at: i, end: b) {
            case .literal:
                i += 1
            case .unknown:
                return false
            case .scalar(let scalar, let length):
                out.append(base + run, i - run)
                UTF8.encode(scalar) { out.append($0) }
                i += length
                run = i
            }
        }
        out.append(base + run, b - run)
        return true
    }

    /// The reference at `text[i]`, which is `&`; looks at `text[i..<end]` only.
    static func reference(_ text: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Reference {
        var j = i + 1
        guard j < end else { return .literal }
        if text[j] == UInt8(ascii: "#") {
            return numeric(text, at: i, end: end)
        }
        while j < end && j - i <= 32 && isAlphanumeric(text[j]) { j += 1 }
        if j == i + 1 { return .literal }
        guard j < end, text[j] == UInt8(ascii: ";") else { return .unknown }
        let name = UnsafeBufferPointer(rebasing: text[(i + 1)..<j])
        guard let scalar = named(name) else { return .unknown }
        return .scalar(scalar, length: j + 1 - i)
    }

    @inline(__always) static func isAlphanumeric(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
    }

    /// `&#NNN;` or `&#xHHH;` (the `;` may be missing, as the standard allows); a `&#` with no
    /// digit is literal text.
    static func numeric(_ text: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Reference {
        var j = i + 2
        let hex = j < end && text[j] | 0x20 == UInt8(ascii: "x")
        if hex { j += 1 }
        var value: UInt32 = 0
        var digits = 0
        while j < end {
            let c = text[j]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46 where hex: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66 where hex: d = UInt32(c - 0x61 + 10)
            default: d = 99
            }
            if d == 99 { break }
            // Saturates above U+10FFFF instead of overflowing.
            value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + d
            digits += 1
            j += 1
        }
        guard digits > 0 else { return .literal }
        if j < end && text[j] == UInt8(ascii: ";") { j += 1 }
        return .scalar(numericScalar(value), length: j - i)
    }

    /// The scalar a numeric reference stands for: NUL, surrogates and values above U+10FFFF are
    /// U+FFFD; 0x80-0x9F are the windows-1252 characters the standard maps them to.
    static func numericScalar(_ value: UInt32) -> Unicode.Scalar {
        if value >= 0x80 && value <= 0x9F {
            let table: [UInt32] = [0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                   0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
                                   0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                   0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178]
            return Unicode.Scalar(table[Int(value - 0x80)]) ?? "\u{FFFD}"
        }
        if value == 0 { return "\u{FFFD}" }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The named references known here, as `name:HEX` entries (the scalar in hexadecimal)
    /// separated by spaces, the most common first: the five that escaping writes, and the
    /// typographic and mathematical ones that appear in code comments and strings of generated
    /// pages. A static string of some 800 bytes, looked through in order (the common names
    /// after a few entries), where a chain of comparisons is several kilobytes of code.
    static let namedTable: StaticString = """
        lt:3C gt:3E amp:26 quot:22 apos:27 nbsp:A0 LT:3C GT:3E le:2264 ge:2265 ne:2260 \
        AMP:26 deg:B0 reg:AE shy:AD not:AC QUOT:22 copy:A9 bull:2022 larr:2190 rarr:2192 \
        uarr:2191 darr:2193 harr:2194 rArr:21D2 lArr:21D0 sect:A7 para:B6 zwsp:200B \
        ndash:2013 mdash:2014 lsquo:2018 rsquo:2019 ldquo:201C rdquo:201D laquo:AB raquo:BB \
        times:D7 minus:2212 trade:2122 infin:221E equiv:2261 grave:60 comma:2C colon:3A \
        quest:3F hellip:2026 middot:B7 divide:F7 plusmn:B1 dollar:24 period:2E lambda:3BB \
        lowbar:5F NewLine:A bsol:5C Tab:9 lsqb:5B lbrack:5B rsqb:5D rbrack:5D lcub:7B \
        lbrace:7B rcub:7D rbrace:7D lpar:28 rpar:29 num:23 excl:21 semi:3B equals:3D plus:2B \
        ast:2A midast:2A sol:2F verbar:7C vert:7C commat:40 percnt:25 Hat:5E tilde:2DC
        """

    /// The scalar of the named reference `name` (without `&` and `;`), or nil when it is not in
    /// `namedTable`.
    static func named(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        let table = UnsafeBufferPointer(start: namedTable.utf8Start, count: namedTable.utf8CodeUnitCount)
        var k = 0
        while k < table.count {
            var colon = k
            while colon < table.count && table[colon] != UInt8(ascii: ":") { colon += 1 }
            var end = colon + 1
            var value: UInt32 = 0
            while end < table.count && table[end] != UInt8(ascii: " ") {
                let c = table[end]
                value = value << 4 | UInt32(c <= UInt8(ascii: "9") ? c &- 0x30 : c &- 0x37)
                end += 1
            }
            if colon - k == name.count && name.elementsEqual(UnsafeBufferPointer(rebasing: table[k..<colon])) {
                return Unicode.Scalar(value)
            }
            k = end + 1
        }
        return nil
    }
}
