/// Character references of HTML text (`&amp;`, `&#60;`, `&#x3C;`), decoded the way the HTML
/// standard's tokenizer decodes them in text (WHATWG HTML §13.2.5.72-80), for the names that code
/// blocks of generated pages use. A name outside the table is reported as unknown, so that the
/// caller can leave the text alone rather than guess.
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

    /// The named references known here: the five that escaping writes, and the typographic
    /// and mathematical ones that appear in code comments and strings of generated pages.
    static func named(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        func eq(_ s: StaticString) -> Bool {
            name.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        }
        switch name.count {
        case 2:
            if eq("lt") || eq("LT") { return "<" }
            if eq("gt") || eq("GT") { return ">" }
            if eq("le") { return "\u{2264}" }
            if eq("ge") { return "\u{2265}" }
            if eq("ne") { return "\u{2260}" }
        case 3:
            if eq("amp") || eq("AMP") { return "&" }
            if eq("deg") { return "\u{B0}" }
            if eq("reg") { return "\u{AE}" }
            if eq("shy") { return "\u{AD}" }
            if eq("not") { return "\u{AC}" }
        case 4:
            if eq("quot") || eq("QUOT") { return "\"" }
            if eq("apos") { return "'" }
            if eq("nbsp") { return "\u{A0}" }
            if eq("copy") { return "\u{A9}" }
            if eq("bull") { return "\u{2022}" }
            if eq("larr") { return "\u{2190}" }
            if eq("rarr") { return "\u{2192}" }
            if eq("uarr") { return "\u{2191}" }
            if eq("darr") { return "\u{2193}" }
            if eq("harr") { return "\u{2194}" }
            if eq("rArr") { return "\u{21D2}" }
            if eq("lArr") { return "\u{21D0}" }
            if eq("sect") { return "\u{A7}" }
            if eq("para") { return "\u{B6}" }
            if eq("zwsp") { return "\u{200B}" }
        case 5:
            if eq("ndash") { return "\u{2013}" }
            if eq("mdash") { return "\u{2014}" }
            if eq("lsquo") { return "\u{2018}" }
            if eq("rsquo") { return "\u{2019}" }
            if eq("ldquo") { return "\u{201C}" }
            if eq("rdquo") { return "\u{201D}" }
            if eq("laquo") { return "\u{AB}" }
            if eq("raquo") { return "\u{BB}" }
            if eq("times") { return "\u{D7}" }
            if eq("minus") { return "\u{2212}" }
            if eq("trade") { return "\u{2122}" }
            if eq("infin") { return "\u{221E}" }
            if eq("equiv") { return "\u{2261}" }
            if eq("grave") { return "`" }
            if eq("comma") { return "," }
            if eq("colon") { return ":" }
            if eq("quest") { return "?" }
        case 6:
            if eq("hellip") { return "\u{2026}" }
            if eq("middot") { return "\u{B7}" }
            if eq("divide") { return "\u{F7}" }
            if eq("plusmn") { return "\u{B1}" }
            if eq("dollar") { return "$" }
            if eq("period") { return "." }
            if eq("lambda") { return "\u{3BB}" }
            if eq("lowbar") { return "_" }
        case 7:
            if eq("NewLine") { return "\n" }
        default:
            break
        }
        if eq("bsol") { return "\\" }
        if eq("Tab") { return "\t" }
        if eq("lsqb") || eq("lbrack") { return "[" }
        if eq("rsqb") || eq("rbrack") { return "]" }
        if eq("lcub") || eq("lbrace") { return "{" }
        if eq("rcub") || eq("rbrace") { return "}" }
        if eq("lpar") { return "(" }
        if eq("rpar") { return ")" }
        if eq("num") { return "#" }
        if eq("excl") { return "!" }
        if eq("semi") { return ";" }
        if eq("equals") { return "=" }
        if eq("plus") { return "+" }
        if eq("ast") || eq("midast") { return "*" }
        if eq("sol") { return "/" }
        if eq("verbar") || eq("vert") { return "|" }
        if eq("commat") { return "@" }
        if eq("percnt") { return "%" }
        if eq("Hat") { return "^" }
        if eq("tilde") { return "\u{2DC}" }
        return nil
    }
}
