/// The markup Xcode colours inside comments: URLs (`https://swift.org`) in every comment, and
/// in documentation comments the keywords of `- Keyword:` items (`- Parameter x:`,
/// `- Returns:`), as Swift's documentation markup defines them.
enum CommentMarkup {
    /// Appends the comment `src[start..<end]` of kind `kind` to `out`, split into pieces of
    /// `kind`, `url` and (for `docComment`) `docKeyword`. Linear in the comment's length.
    static func split(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, kind: TokenKind, into out: inout [Token]) {
        guard start >= 0, start < end, end <= src.count else { return }
        var written = start
        func piece(_ s: Int, _ e: Int, _ k: TokenKind) {
            if s > written { out.append(Token(start: written, end: s, kind: kind)) }
            out.append(Token(start: s, end: e, kind: k))
            written = e
        }
        var k = start
        var lineStart = true
        while k < end {
            if lineStart && kind == .docComment, let (ks, ke) = docKeyword(src, k, end) {
                piece(ks, ke, .docKeyword)
                k = ke
                lineStart = false
                continue
            }
            let c = src[k]
            lineStart = c == 0x0A
            if c == UInt8(ascii: ":"), let (us, ue) = url(src, colon: k, start: max(start, written), end: end) {
                piece(us, ue, .url)
                k = ue
                continue
            }
            k += 1
        }
        if written < end { out.append(Token(start: written, end: end, kind: kind)) }
    }

    /// The keyword of a `- Keyword:` item on the comment line starting at `k`: after the
    /// line's `///`, `/**` or `*`, spaces, `-` and spaces, a word of Swift's documentation
    /// markup followed by `:` (or, for `Parameter`, by a name and `:`).
    static func docKeyword(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int)? {
        var k = start
        func spaces() { while k < end, src[k] == 0x20 || src[k] == 0x09 { k += 1 } }
        spaces()
        while k < end, src[k] == UInt8(ascii: "/") || src[k] == UInt8(ascii: "*") { k += 1 }
        spaces()
        guard k < end, src[k] == UInt8(ascii: "-") || src[k] == UInt8(ascii: "+") || src[k] == UInt8(ascii: "*") else { return nil }
        k += 1
        guard k < end, src[k] == 0x20 || src[k] == 0x09 else { return nil }
        spaces()
        let wordStart = k
        while k < end, k - wordStart <= 24, isLetter(src[k]) { k += 1 }
        let wordEnd = k
        guard wordEnd > wordStart, isKeyword(src, wordStart, wordEnd) else { return nil }
        spaces()
        if k < end, src[k] == UInt8(ascii: ":") { return (wordStart, wordEnd) }
        // `- Parameter name:`
        guard equalsLowercased(src, wordStart, wordEnd, "parameter") else { return nil }
        while k < end, src[k] != 0x0A, src[k] != UInt8(ascii: ":"), src[k] != 0x20 { k += 1 }
        spaces()
        return k < end && src[k] == UInt8(ascii: ":") ? (wordStart, wordEnd) : nil
    }

    /// The keywords of Swift's documentation markup (compared without case).
    private static let keywords: [StaticString] = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment",
        "important", "invariant", "localizationkey", "mutatingvariant", "nonmutatingvariant", "note",
        "parameter", "parameters", "postcondition", "precondition", "remark", "remarks", "requires",
        "returns", "seealso", "since", "tag", "throws", "todo", "version", "warning", "keyword",
        "recommended", "recommendedover",
    ]

    private static func isKeyword(_ src: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        keywords.contains { equalsLowercased(src, s, e, $0) }
    }

    private static func equalsLowercased(_ src: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == e - s else { return false }
        let w = word.utf8Start
        for i in 0..<(e - s) where src[s + i] | 0x20 != w[i] { return false }
        return true
    }

    @inline(__always)
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }

    /// The URL whose scheme ends at the `:` at `colon`: `scheme://rest`, the scheme a letter
    /// then letters, digits, `+`, `-`, `.`, not after a letter or digit; the rest runs to a space,
    /// quote, `<`, `>` or a closing `*/`, without trailing punctuation. Nothing before `start`.
    static func url(_ src: UnsafeBufferPointer<UInt8>, colon: Int, start: Int, end: Int) -> (Int, Int)? {
        guard colon + 3 < end, src[colon + 1] == UInt8(ascii: "/"), src[colon + 2] == UInt8(ascii: "/") else { return nil }
        var s = colon
        while s > start, colon - s < 32, isSchemeByte(src[s - 1]) { s -= 1 }
        while s < colon, !isLetter(src[s]) { s += 1 }
        guard s < colon else { return nil }
        var e = colon + 3
        while e < end {
            let c = src[e]
            if c <= 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "<")
                || c == UInt8(ascii: ">") || c == UInt8(ascii: "`") { break }
            if c == UInt8(ascii: "*"), e + 1 < end, src[e + 1] == UInt8(ascii: "/") { break }
            e += 1
        }
        while e > colon + 3, isTrailingPunctuation(src[e - 1]) { e -= 1 }
        return e > colon + 3 ? (s, e) : nil
    }

    @inline(__always)
    private static func isSchemeByte(_ c: UInt8) -> Bool {
        isLetter(c) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
    }

    @inline(__always)
    private static func isTrailingPunctuation(_ c: UInt8) -> Bool {
        c == UInt8(ascii: ".") || c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: ":")
            || c == UInt8(ascii: "!") || c == UInt8(ascii: "?") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]")
    }
}
