/// The HTML reader of the document stage: what a `<` starts, a tag's name and attributes, a class
/// list, the end of a raw-text element, as the HTML standard's tokenizer reads them (WHATWG HTML
/// §13.2.5). Positions are indices into `src`; nothing is copied. The page rewriter
/// (`HTMLCodeBlocks`) and the HTML blocks of Markdown documents (`Markdown`) both read through
/// it; text is decoded by `HTMLCharacterReferences`.
struct HTMLTokenizer {
    let src: UnsafeBufferPointer<UInt8>

    /// A start or end tag: `src[start..<end]`, its name `src[nameStart..<nameEnd]`, its
    /// attributes in `src[nameEnd..<end - 1]`.
    struct Tag {
        var start: Int
        var end: Int
        var nameStart: Int
        var nameEnd: Int
        var isEnd: Bool
        var selfClosing: Bool
    }

    /// What a `<` starts.
    enum Markup {
        /// Nothing: the `<` is text.
        case text
        /// A comment, doctype, processing instruction or nameless end tag, ending before `end`.
        case skip(end: Int)
        case tag(Tag)
        /// A comment or tag that the page ends inside.
        case unterminated
    }

    /// One attribute of a tag: its name `src[nameStart..<nameEnd]` and its value
    /// `src[valueStart..<valueEnd]` (quotes excluded; empty when it has none).
    struct Attribute {
        var nameStart: Int
        var nameEnd: Int
        var valueStart: Int
        var valueEnd: Int
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { k >= 0 && k < src.count ? src[k] : 0 }

    /// ASCII whitespace as HTML defines it: space, tab, line feed, form feed, carriage return.
    @inline(__always) func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") || c == 0x0C
    }

    @inline(__always) func isLetter(_ c: UInt8) -> Bool { c | 0x20 >= 0x61 && c | 0x20 <= 0x7A }

    func isTagNameEnd(_ c: UInt8) -> Bool { isSpace(c) || c == UInt8(ascii: ">") || c == UInt8(ascii: "/") }

    func isBlank(_ a: Int, _ b: Int) -> Bool {
        for i in a..<b where !isSpace(src[i]) { return false }
        return true
    }

    /// Whether the bytes at `k` are `literal` (lower-case ASCII), ASCII case-insensitively.
    /// (Not inlined: called with a hundred literals, it would be a hundred loops.)
    @inline(never)
    func matches(_ k: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard k >= 0, k + n <= src.count else { return false }
        let p = literal.utf8Start
        for x in 0..<n {
            var c = src[k + x]
            if c >= 0x41 && c <= 0x5A { c |= 0x20 }
            if c != p[x] { return false }
        }
        return true
    }

    /// Whether `src[a..<b]` is `literal` (lower-case ASCII), ASCII case-insensitively. (The
    /// length test inlined: most names are compared with many literals of other lengths.)
    @inline(__always)
    func equals(_ a: Int, _ b: Int, _ literal: StaticString) -> Bool {
        b - a == literal.utf8CodeUnitCount && matches(a, literal)
    }

    /// Whether `src[a..<a + count]` and `src[b..<b + count]` are the same name, ASCII
    /// case-insensitively.
    func sameName(_ a: Int, _ b: Int, count: Int) -> Bool {
        for x in 0..<count {
            var c = src[a + x], d = src[b + x]
            if c >= 0x41 && c <= 0x5A { c |= 0x20 }
            if d >= 0x41 && d <= 0x5A { d |= 0x20 }
            if c != d { return false }
        }
        return true
    }

    /// The markup at `k` (a `<`), looking no further than `n`: a comment ends at `-->` (or
    /// `--!>`, or at once for `<!-->` and `<!--->`); `<!`, `<?` and `</` before a non-letter
    /// start a bogus comment that ends at the next `>`; a tag's attribute values may hold `>`
    /// inside quotes.
    func lex(at k: Int, limit n: Int) -> Markup {
        let c1 = byte(k + 1)
        if c1 == UInt8(ascii: "!") {
            if matches(k, "<!--") {
                var i = k + 4
                if byte(i) == UInt8(ascii: ">") { return .skip(end: i + 1) }
                if byte(i) == UInt8(ascii: "-") && byte(i + 1) == UInt8(ascii: ">") { return .skip(end: i + 2) }
                while i + 2 < n {
                    if src[i] == UInt8(ascii: "-") && src[i + 1] == UInt8(ascii: "-") {
                        if src[i + 2] == UInt8(ascii: ">") { return .skip(end: i + 3) }
                        if src[i + 2] == UInt8(ascii: "!") && byte(i + 3) == UInt8(ascii: ">") { return .skip(end: i + 4) }
                    }
                    i += 1
                }
                return .unterminated
            }
            return bogusComment(k + 2, n)
        }
        if c1 == UInt8(ascii: "?") { return bogusComment(k + 2, n) }
        var i = k + 1
        var isEnd = false
        if c1 == UInt8(ascii: "/") {
            isEnd = true
            i += 1
            if byte(i) == UInt8(ascii: ">") { return .skip(end: i + 1) }
            if i >= n { return .text }
            if !isLetter(byte(i)) { return bogusComment(i, n) }
        } else if !isLetter(c1) {
            return .text
        }
        let nameStart = i
        while i < n && !isTagNameEnd(src[i]) { i += 1 }
        let nameEnd = i
        // Attributes: names, `=`, quoted or unquoted values.
        var selfClosing = false
        while i < n {
            let c = src[i]
            if c == UInt8(ascii: ">") {
                return .tag(Tag(start: k, end: i + 1, nameStart: nameStart, nameEnd: nameEnd, isEnd: isEnd, selfClosing: selfClosing))
            }
            if isSpace(c) { i += 1; continue }
            if c == UInt8(ascii: "/") {
                selfClosing = byte(i + 1) == UInt8(ascii: ">")
                i += 1
                continue
            }
            selfClosing = false
            // An attribute name (its first character may be `=`).
            i += 1
            while i < n && !isSpace(src[i]) && src[i] != UInt8(ascii: "/") && src[i] != UInt8(ascii: ">") && src[i] != UInt8(ascii: "=") { i += 1 }
            while i < n && isSpace(src[i]) { i += 1 }
            guard i < n, src[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < n && isSpace(src[i]) { i += 1 }
            guard i < n else { break }
            if src[i] == UInt8(ascii: "\"") || src[i] == UInt8(ascii: "'") {
                let q = src[i]
                i += 1
                while i < n && src[i] != q { i += 1 }
                i += 1
            } else {
                while i < n && !isSpace(src[i]) && src[i] != UInt8(ascii: ">") { i += 1 }
            }
        }
        return .unterminated
    }

    func bogusComment(_ from: Int, _ n: Int) -> Markup {
        var i = from
        while i < n && src[i] != UInt8(ascii: ">") { i += 1 }
        return i < n ? .skip(end: i + 1) : .unterminated
    }

    /// The attribute of `tag` that starts at or after `i`, with `i` moved past it; nil after the
    /// last. Read as `lex` reads them: a name runs to whitespace, `/` or `=` (its first character
    /// may be `=`), a value is quoted or runs to whitespace.
    func nextAttribute(of tag: Tag, from i: inout Int) -> Attribute? {
        let b = tag.end - 1
        while i < b && (isSpace(src[i]) || src[i] == UInt8(ascii: "/")) { i += 1 }
        guard i < b else { return nil }
        let nameStart = i
        i += 1
        while i < b && !isSpace(src[i]) && src[i] != UInt8(ascii: "/") && src[i] != UInt8(ascii: "=") { i += 1 }
        let nameEnd = i
        while i < b && isSpace(src[i]) { i += 1 }
        var valueStart = i, valueEnd = i
        if i < b && src[i] == UInt8(ascii: "=") {
            i += 1
            while i < b && isSpace(src[i]) { i += 1 }
            if i < b && (src[i] == UInt8(ascii: "\"") || src[i] == UInt8(ascii: "'")) {
                let q = src[i]
                i += 1
                valueStart = i
                while i < b && src[i] != q { i += 1 }
                valueEnd = i
                i += 1
            } else {
                valueStart = i
                while i < b && !isSpace(src[i]) { i += 1 }
                valueEnd = i
            }
        }
        return Attribute(nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: valueEnd)
    }

    /// The class token of the class list `src[t..<end]` that starts at or after `t`, with `t`
    /// moved past it; nil after the last. Tokens are separated by ASCII whitespace.
    func nextClass(from t: inout Int, end: Int) -> Range<Int>? {
        while t < end && isSpace(src[t]) { t += 1 }
        guard t < end else { return nil }
        let s = t
        while t < end && !isSpace(src[t]) { t += 1 }
        return s..<t
    }

    /// The index after the end tag of the raw-text element named `literal` (lower-case) whose
    /// content starts at `k`, or the end of the page when it has none.
    func rawTextEnd(_ literal: StaticString, from k: Int) -> Int {
        rawTextEndTag(literal, from: k)?.end ?? src.count
    }

    /// The end tag of the raw-text element named `literal` (lower-case) whose content starts at
    /// `k`; nil when the page ends inside the element (no end tag, or an unterminated one).
    func rawTextEndTag(_ literal: StaticString, from k: Int) -> Tag? {
        let n = src.count
        var i = k
        while i + 2 < n {
            if src[i] == UInt8(ascii: "<") && src[i + 1] == UInt8(ascii: "/") && matches(i + 2, literal)
                && isTagNameEnd(byte(i + 2 + literal.utf8CodeUnitCount)) {
                if case .tag(let tag) = lex(at: i, limit: n) { return tag }
                return nil
            }
            i += 1
        }
        return nil
    }
}
