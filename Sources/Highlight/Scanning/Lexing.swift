/// Pure scanning functions over UTF-8 bytes. Each takes the input and a start index and returns
/// the index just past what it recognized; none reads outside `s`, whatever the input.
enum Lexing {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    @inline(__always) static func byte(_ s: Bytes, _ i: Int) -> UInt8 { i >= 0 && i < s.count ? s[i] : 0 }

    @inline(__always) static func isIdentContinue(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
    }
    @inline(__always) static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80 || c == 0x60
    }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }
    @inline(__always) static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0 }
    @inline(__always) static func isNewline(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
    @inline(__always) static func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// End of an identifier starting at `i` (ASCII letters, digits, `_`, `$`, and valid
    /// non-ASCII UTF-8 sequences; an invalid sequence ends it). A function of its own: inlined,
    /// its vector constants would be reloaded after every call the tokenizer's loop makes. Most
    /// identifiers end within the 16 bytes from `i`, at an ASCII byte other than `$`: one vector
    /// block without a loop decides them, and every other path leaves by a tail call, so that
    /// the common one saves no register.
    @inline(never)
    static func identifierEnd(_ s: Bytes, _ i: Int) -> Int {
        let (j, found, _) = SIMDScan.firstNonIdentifierInBlock(s, at: i)
        guard found else { return identifierEndAfterBlock(s, j) }
        // `found`: `j` lies in the block, inside `s`.
        let c = s[j]
        if c >= 0x80 || c == UInt8(ascii: "$") { return identifierEndSlow(s, j) }
        return j
    }

    /// `identifierEnd` where the block at `i` did not decide it: whole blocks, words and bytes.
    @inline(never)
    static func identifierEndAfterBlock(_ s: Bytes, _ i: Int) -> Int {
        let j = ByteScan.asciiIdentifierEnd(s, from: i)
        if j < s.count && (s[j] >= 0x80 || s[j] == UInt8(ascii: "$")) { return identifierEndSlow(s, j) }
        return j
    }

    /// `identifierEnd` from `j`, where a `$` or a non-ASCII byte follows the ASCII part.
    @inline(never)
    static func identifierEndSlow(_ s: Bytes, _ start: Int) -> Int {
        var j = start
        let n = s.count
        while j < n {
            let c = s[j]
            // `$` may continue an identifier (`_$observationRegistrar`).
            if isIdentContinue(c) || c == UInt8(ascii: "$") { j += 1; continue }
            if c >= 0x80 {
                let len = UTF8Validation.sequence(s, at: j)
                if len > 0 && !isOperatorScalar(s, j, len) { j += len; continue }
            }
            break
        }
        return j
    }

    /// Whether the non-ASCII scalar at `i` is one Swift uses for operators (math symbols,
    /// arrows, box drawing, …) rather than for identifiers.
    static func isOperatorScalar(_ s: Bytes, _ i: Int, _ len: Int) -> Bool {
        guard let v = scalarValue(s, i, len) else { return false }
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// The scalar value of the valid `len`-byte sequence at `i`.
    static func scalarValue(_ s: Bytes, _ i: Int, _ len: Int) -> UInt32? {
        guard len >= 1, i + len <= s.count else { return nil }
        let b0 = UInt32(s[i])
        switch len {
        case 1: return b0
        case 2: return (b0 & 0x1F) << 6 | UInt32(s[i + 1] & 0x3F)
        case 3: return (b0 & 0x0F) << 12 | UInt32(s[i + 1] & 0x3F) << 6 | UInt32(s[i + 2] & 0x3F)
        case 4: return (b0 & 0x07) << 18 | UInt32(s[i + 1] & 0x3F) << 12 | UInt32(s[i + 2] & 0x3F) << 6 | UInt32(s[i + 3] & 0x3F)
        default: return nil
        }
    }

    /// Whether the identifier at `i` (after an optional backtick and leading underscores)
    /// starts with an uppercase letter, ASCII or Unicode.
    @inline(__always)
    static func startsUppercase(_ s: Bytes, _ i: Int, _ end: Int) -> Bool {
        // Most names start with an ASCII letter: decided without a call.
        if i >= 0 && i < end && i < s.count {
            let c = s[i]
            if c >= 0x41 && c <= 0x5A { return true }
            if c >= 0x61 && c <= 0x7A { return false }
        }
        return startsUppercaseSlow(s, i, end)
    }

    /// `startsUppercase` for names that start with `` ` ``, `_` or a non-ASCII letter.
    @inline(never)
    static func startsUppercaseSlow(_ s: Bytes, _ i: Int, _ end: Int) -> Bool {
        var j = i
        if byte(s, j) == UInt8(ascii: "`") { j += 1 }
        while j < end && s[j] == UInt8(ascii: "_") { j += 1 }
        guard j < end else { return false }
        let c = s[j]
        if c < 0x80 { return c >= 0x41 && c <= 0x5A }
        let len = UTF8Validation.sequence(s, at: j)
        guard len > 0, let v = scalarValue(s, j, len) else { return false }
        return UppercaseTable.contains(v)
    }

    /// End of a run of spaces and tabs (not newlines) starting at `i`.
    @inline(__always)
    static func skipSpaces(_ s: Bytes, _ i: Int) -> Int {
        var j = i
        while j < s.count && isSpace(s[j]) { j += 1 }
        return j
    }

    /// End of the line starting at or after `i`: the index of the `\n` or `\r`, or the input's end.
    /// Most calls (line comments) end in a vector block: that path saves no register and loads
    /// its two constants once; the rest leaves by a tail call.
    @inline(never)
    static func lineEnd(_ s: Bytes, _ i: Int) -> Int {
        #if arch(wasm32)
        // The modules' size: the shared scan.
        return ByteScan.firstIndex(s, from: max(i, 0), 0x0A, 0x0D)
        #else
        let (k, found) = SIMDScan.firstLineBreak(s, from: i)
        if found { return k }
        return lineEndAfterBlocks(s, k)
        #endif
    }

    #if !arch(wasm32)
    /// `lineEnd` from `i` where the vector blocks did not find the line's end.
    @inline(never)
    static func lineEndAfterBlocks(_ s: Bytes, _ i: Int) -> Int {
        ByteScan.firstIndex(s, from: max(i, 0), 0x0A, 0x0D)
    }
    #endif

    /// End of an editor placeholder `<#…#>` starting at `i`, on one line, or nil.
    static func placeholderEnd(_ s: Bytes, _ i: Int) -> Int? {
        let n = s.count
        var j = i + 2
        while j + 1 < n && !isNewline(s[j]) {
            if s[j] == UInt8(ascii: "#") && s[j + 1] == UInt8(ascii: ">") { return j + 2 }
            j += 1
        }
        return nil
    }

    /// End of a block comment starting at `i` (`/*`), nested comments included. An
    /// unterminated comment runs to the end of input.
    static func blockCommentEnd(_ s: Bytes, _ i: Int) -> Int {
        let n = s.count
        var depth = 0
        var j = i
        while j + 1 < n {
            j = ByteScan.firstIndex(s, from: j, UInt8(ascii: "/"), UInt8(ascii: "*"))
            if j + 1 >= n { break }
            let c = s[j]
            if c == UInt8(ascii: "/") && s[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if c == UInt8(ascii: "*") && s[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return j }
            } else {
                j += 1
            }
        }
        return n
    }

    /// Skips whitespace, newlines and comments from `i`, looking at most `limit` bytes ahead.
    /// Returns the index of the next significant byte (or where it stopped) and whether a
    /// newline was crossed.
    ///
    /// Most calls start at a token or at one space before it: this function answers those
    /// itself, with no registers to save and no vector constants to load, and leaves the rest
    /// to `skipTriviaScan` (a byte above 0x2F is neither trivia nor the start of a comment, so
    /// the scan would stop at it too).
    @inline(never)
    static func skipTrivia(_ s: Bytes, _ i: Int, limit: Int = 4096) -> (index: Int, crossedNewline: Bool) {
        // `0 <= i <= s.count - 2` by the sign of one OR (with both `i` and `s.count - 2` not
        // negative, their difference does not overflow): `i + 1` lies in `s` too, and the limit
        // lets the scan reach it.
        if limit >= 2, (i | (s.count &- 2) | (s.count &- 2 &- i)) >= 0 {
            let c = s[i]
            if c > 0x2F { return (i, false) }
            if c == 0x20 && s[i &+ 1] > 0x2F { return (i &+ 1, false) }
        }
        return skipTriviaScan(s, i, limit: limit)
    }

    /// `skipTrivia` byte by byte, with runs of spaces and comments scanned whole.
    @inline(never)
    static func skipTriviaScan(_ s: Bytes, _ i: Int, limit: Int) -> (index: Int, crossedNewline: Bool) {
        let n = s.count
        let stop = i > n - limit ? n : i + limit
        var j = i
        var crossed = false
        while j < stop {
            let c = s[j]
            if c == 0x20 {
                // A run of spaces (indentation) a word at a time, cut at `stop` as the byte loop is.
                j = min(ByteScan.indentationEnd(s, from: j &+ 1), stop)
                continue
            }
            if isSpace(c) { j += 1; continue }
            if isNewline(c) { crossed = true; j += 1; continue }
            if c == UInt8(ascii: "/") && j + 1 < n {
                let d = s[j + 1]
                if d == UInt8(ascii: "/") { j = lineEnd(s, j); continue }
                if d == UInt8(ascii: "*") {
                    let e = blockCommentEnd(s, j)
                    for k in j..<e where isNewline(s[k]) { crossed = true; break }
                    j = e
                    continue
                }
            }
            break
        }
        return (j, crossed)
    }

    /// End of an exponent's digits, `i` just past its `e`/`p`: an optional sign, then a decimal
    /// digit and more digits or `_`. Nil when no digit follows (the letter is not an exponent).
    @inline(__always)
    static func exponentEnd(_ s: Bytes, _ i: Int) -> Int? {
        var m = i
        let sign = byte(s, m)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { m += 1 }
        guard isDigit(byte(s, m)) else { return nil }
        let n = s.count
        while m < n && (isDigit(s[m]) || s[m] == UInt8(ascii: "_")) { m += 1 }
        return m
    }

    /// End of a numeric literal starting at `i` (a digit): every radix, `_` separators,
    /// fractions, exponents, hex floats, and dotted version tuples (`15.0.1`).
    static func numberEnd(_ s: Bytes, _ i: Int) -> Int {
        let n = s.count
        var j = i
        if s[j] == UInt8(ascii: "0") && j + 1 < n {
            let p = s[j + 1]
            if p == UInt8(ascii: "x") || p == UInt8(ascii: "X") {
                j += 2
                while j < n && (isHexDigit(s[j]) || s[j] == UInt8(ascii: "_")) { j += 1 }
                // Hex float: a fraction only counts when an exponent follows it.
                var k = j
                if byte(s, k) == UInt8(ascii: ".") && isHexDigit(byte(s, k + 1)) {
                    k += 1
                    while k < n && (isHexDigit(s[k]) || s[k] == UInt8(ascii: "_")) { k += 1 }
                }
                let e = byte(s, k)
                if e == UInt8(ascii: "p") || e == UInt8(ascii: "P"), let m = exponentEnd(s, k + 1) { return m }
                return j
            }
            if p == UInt8(ascii: "o") || p == UInt8(ascii: "b") {
                j += 2
                while j < n && (isHexDigit(s[j]) || s[j] == UInt8(ascii: "_")) { j += 1 }
                return j
            }
        }
        while j < n && (isDigit(s[j]) || s[j] == UInt8(ascii: "_")) { j += 1 }
        var fraction = false
        if byte(s, j) == UInt8(ascii: ".") && isDigit(byte(s, j + 1)) {
            fraction = true
            j += 1
            while j < n && (isDigit(s[j]) || s[j] == UInt8(ascii: "_")) { j += 1 }
        }
        let e = byte(s, j)
        if e == UInt8(ascii: "e") || e == UInt8(ascii: "E"), let m = exponentEnd(s, j + 1) { return m }
        if fraction {
            // Version tuples such as 15.0.1 in availability specs are one number.
            while byte(s, j) == UInt8(ascii: ".") && isDigit(byte(s, j + 1)) {
                j += 1
                while j < n && isDigit(s[j]) { j += 1 }
            }
        }
        return j
    }

    /// End of an operator starting at `i`. Dots belong to an operator only when it starts
    /// with a dot; `/*` and `//` end it (a comment starts there).
    static func operatorEnd(_ s: Bytes, _ i: Int) -> Int {
        let n = s.count
        let dotted = s[i] == UInt8(ascii: ".")
        // `i < n`: neither step below overflows.
        var j = i &+ 1
        while j < n {
            let c = s[j]
            if c == UInt8(ascii: ".") {
                if !dotted { break }
            } else if !isOperatorChar(c) {
                break
            }
            if c == UInt8(ascii: "/") && j + 1 < n && (s[j + 1] == UInt8(ascii: "/") || s[j + 1] == UInt8(ascii: "*")) { break }
            if c == UInt8(ascii: "*") && j > i && s[j - 1] == UInt8(ascii: "/") { j -= 1; break }
            j &+= 1
        }
        return j
    }

    /// Whether the operator starting at `i` is bound to what precedes it, as swift-syntax's lexer
    /// decides: not after whitespace, an opening bracket, `,`, `;`, `:`, the end of a block
    /// comment or a no-break space, nor at the start of the input.
    static func isLeftBound(_ s: Bytes, _ i: Int) -> Bool {
        guard i > 0 && i <= s.count else { return false }
        switch s[i - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("),
             UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return byte(s, i - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(s, i - 2) != 0xC2
        default:
            return true
        }
    }

    /// Whether the operator ending at `end` is bound to what follows it, as swift-syntax's lexer
    /// decides: not before whitespace, a closing bracket, `,`, `;`, `:`, a comment, a no-break
    /// space or the end of the input; before `.` only when it is not `leftBound`.
    static func isRightBound(_ s: Bytes, _ end: Int, leftBound: Bool) -> Bool {
        guard end >= 0 && end < s.count else { return false }
        switch s[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"),
             UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(s, end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(s, end + 1) != 0xA0
        default:
            return true
        }
    }

    /// End of a bare regex literal `/…/` starting at `i`, or nil when the `/` there is not one:
    /// it may not start with a space or end with one, and it ends on the same line.
    /// `scanned` is set to the end of the bytes examined.
    static func bareRegexEnd(_ s: Bytes, _ i: Int, scanned: inout Int) -> Int? {
        let n = s.count
        let first = byte(s, i + 1)
        scanned = i + 1
        if i + 1 >= n || isSpace(first) || isNewline(first) || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") { return nil }
        var j = i + 1
        defer { scanned = j }
        var classDepth = 0
        var groupDepth = 0
        while j < n {
            let c = s[j]
            if isNewline(c) { return nil }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "[") { classDepth += 1 }
            else if c == UInt8(ascii: "]") && classDepth > 0 { classDepth -= 1 }
            else if classDepth == 0 && c == UInt8(ascii: "(") { groupDepth += 1 }
            else if classDepth == 0 && c == UInt8(ascii: ")") {
                if groupDepth == 0 { return nil }
                groupDepth -= 1
            } else if c == UInt8(ascii: "/") && classDepth == 0 {
                if isSpace(s[j - 1]) || groupDepth != 0 { return nil }
                return j + 1
            }
            j += 1
        }
        return nil
    }

    /// End of an extended regex literal `#/…/#` (with `hashes` `#`s, starting at the first
    /// `#`), or nil when it is not terminated. A `#/` followed by a newline spans lines.
    /// `scanned` is set to the end of the bytes examined.
    static func extendedRegexEnd(_ s: Bytes, _ i: Int, hashes: Int, scanned: inout Int) -> Int? {
        let n = s.count
        let bodyStart = i + hashes + 1
        let multiline = isNewline(byte(s, Lexing.skipSpaces(s, bodyStart)))
        var j = bodyStart
        defer { scanned = j }
        while j < n {
            let c = s[j]
            if !multiline && isNewline(c) { return nil }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "/") {
                var k = j + 1
                var count = 0
                while k < n && s[k] == UInt8(ascii: "#") && count < hashes { k += 1; count += 1 }
                if count == hashes { return k }
            }
            j += 1
        }
        return nil
    }

    /// Whether the `[` at `i` opens InlineArray type sugar, `[count of Element]` (SE-0483): its
    /// count, an integer literal (`-` allowed) or a type name (dotted, with generic arguments, or
    /// `_`), then the word `of` on the same line. Reads a bounded window: one name, its generic
    /// arguments (`genericArgumentsEnd`), at most four dotted parts.
    static func startsInlineArrayType(_ s: Bytes, _ i: Int) -> Bool {
        var k = skipSpaces(s, i + 1)
        var c = byte(s, k)
        if c == UInt8(ascii: "-") && isDigit(byte(s, k + 1)) { k += 1; c = byte(s, k) }
        if isDigit(c) {
            k = identifierEnd(s, k)
        } else {
            var parts = 0
            while true {
                guard isIdentStart(byte(s, k)), parts < 4 else { return false }
                if s[k] == UInt8(ascii: "`") {
                    var e = k + 1
                    while e < s.count && s[e] != UInt8(ascii: "`") && !isNewline(s[e]) { e += 1 }
                    guard byte(s, e) == UInt8(ascii: "`") else { return false }
                    k = e + 1
                } else {
                    k = identifierEnd(s, k)
                }
                parts += 1
                if byte(s, k) == UInt8(ascii: "<") {
                    guard let g = genericArgumentsEnd(s, k) else { return false }
                    k = g
                }
                while byte(s, k) == UInt8(ascii: "?") || byte(s, k) == UInt8(ascii: "!") { k += 1 }
                guard byte(s, k) == UInt8(ascii: ".") else { break }
                k += 1
            }
        }
        let sep = skipSpaces(s, k)
        return sep > k && byte(s, sep) == UInt8(ascii: "o") && byte(s, sep + 1) == UInt8(ascii: "f")
            && !isIdentContinue(byte(s, sep + 2)) && byte(s, sep + 2) < 0x80
    }

    /// If a generic argument list `<…>` starts at `i`, the index just past its closing `>`.
    /// Only type-like content is accepted (names, `.`, `,`, `?`, `!`, `&`, `:`, `[]`, `()`,
    /// `->`, `~`, nested `<>`, spaces) within 160 bytes, so `a < b` is not one. The window bounds
    /// the cost of crafted runs of `<` (each is scanned once per `<`); every corpus scores the same
    /// with 160 as with 512.
    static func genericArgumentsEnd(_ s: Bytes, _ i: Int) -> Int? {
        let n = s.count
        let stop = min(n, i + 160)
        var depth = 0
        var parens = 0
        var j = i
        while j < stop {
            let c = s[j]
            switch c {
            case UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 {
                    return parens == 0 ? j + 1 : nil
                }
            case UInt8(ascii: "-"):
                guard byte(s, j + 1) == UInt8(ascii: ">") else { return nil }
                j += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                parens += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                parens -= 1
                if parens < 0 { return nil }
            case UInt8(ascii: "&"):
                if byte(s, j + 1) == UInt8(ascii: "&") { return nil }
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: "!"),
                 UInt8(ascii: ":"), UInt8(ascii: "~"), UInt8(ascii: " "), UInt8(ascii: "`"),
                 UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                if !(isIdentContinue(c) || c >= 0x80) { return nil }
            }
            j += 1
        }
        return nil
    }
}
