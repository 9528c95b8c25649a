/// Numbers, strings (with escapes and interpolations), pound directives and attributes.
extension Tokenizer {
    mutating func number() {
        literal(i, Lexing.numberEnd(s, i), .number)
    }

    /// Emits the literal `start..<end` (a number or a regex) and continues after it.
    @inline(__always)
    mutating func literal(_ start: Int, _ end: Int, _ kind: TokenKind) {
        emit(start, end, kind)
        i = end
        clearPending()
        setPrev(.literal)
    }

    /// The number of `#`s at `k`, counting at most `limit`.
    @inline(__always)
    mutating func hashes(at k: Int, limit: Int) -> Int {
        var j = k
        while j < n && s[j] == UInt8(ascii: "#") && j - k < limit { j += 1 }
        return j - k
    }

    /// A string literal whose opening `#`s (if any) start at `i` and whose quote is at
    /// `i + hashes`.
    mutating func stringLiteral(hashes count: Int) {
        let start = i
        let q = i + count
        var multiline = byte(q + 1) == UInt8(ascii: "\"") && byte(q + 2) == UInt8(ascii: "\"")
        if multiline && count > 0 {
            // `#"""#` is a one-line raw string holding a quote: a raw string whose `"` plus
            // delimiter closes on the opening line is single-line (as in Swift's lexer).
            var k = q + 1
            while k < n && !Lexing.isNewline(s[k]) {
                if s[k] == UInt8(ascii: "\"") && hashes(at: k + 1, limit: count) == count {
                    multiline = false
                    break
                }
                k += 1
            }
        }
        clearPending()
        setPrev(.literal)
        let bodyStart = multiline ? q + 3 : q + 1
        stringBody(segmentStart: start, from: bodyStart, hashes: count, multiline: multiline)
    }

    /// Scans string content from `j` up to the closing delimiter, an interpolation, or (for a
    /// single-line string) the end of the line. Text is emitted as `.string` from
    /// `segmentStart`, escapes as `.stringEscape`. At an interpolation it emits `\(`, pushes an
    /// interpolation frame and returns to code; `closeParen` resumes the string.
    mutating func stringBody(segmentStart: Int, from j0: Int, hashes count: Int, multiline: Bool) {
        var segment = segmentStart
        var j = j0
        while j < n {
            let c = s[j]
            if c == UInt8(ascii: "\"") {
                if multiline {
                    if byte(j + 1) == UInt8(ascii: "\"") && byte(j + 2) == UInt8(ascii: "\"") && hashes(at: j + 3, limit: count) == count {
                        let e = j + 3 + count
                        emit(segment, e, .string)
                        finishString(e)
                        return
                    }
                } else if hashes(at: j + 1, limit: count) == count {
                    let e = j + 1 + count
                    emit(segment, e, .string)
                    finishString(e)
                    return
                }
                j += 1
                continue
            }
            if c == UInt8(ascii: "\\") && hashes(at: j + 1, limit: count) == count {
                let k = j + 1 + count
                let d = byte(k)
                if d == UInt8(ascii: "(") && k < n {
                    emit(segment, j, .string)
                    emit(j, k + 1, .interpolation)
                    i = k + 1
                    var frame = Frame(bracket: .paren, role: .interpolation, saved: state)
                    frame.stringHashes = count
                    frame.stringMultiline = multiline
                    frames.push(frame)
                    state = StatementState()
                    clearPending()
                    setPrev(.openParen)
                    return
                }
                var e: Int
                if d == UInt8(ascii: "u") && byte(k + 1) == UInt8(ascii: "{") {
                    e = k + 2
                    while e < n && e < k + 12 && Lexing.isHexDigit(s[e]) { e += 1 }
                    if byte(e) == UInt8(ascii: "}") { e += 1 }
                } else if multiline && (Lexing.isSpace(d) || Lexing.isNewline(d)) {
                    // Line continuation: `\` then optional spaces before the line break.
                    e = Lexing.skipSpaces(s, k)
                    if !Lexing.isNewline(byte(e)) {
                        j = k
                        continue
                    }
                    // The parser keeps a line continuation as trivia, outside the string
                    // segments: plain.
                    emit(segment, j, .string)
                    segment = e
                    j = e
                    continue
                } else if Lexing.isNewline(d) || k >= n {
                    j = k
                    continue
                } else if d >= 0x80 {
                    let len = UTF8Validation.sequence(s, at: k)
                    e = k + (len > 0 ? len : 1)
                } else {
                    e = k + 1
                }
                emit(segment, j, .string)
                emit(j, e, .stringEscape)
                segment = e
                j = e
                continue
            }
            if !multiline && Lexing.isNewline(c) {
                // Unterminated single-line string: it ends with its line.
                emit(segment, j, .string)
                finishString(j)
                return
            }
            j += 1
        }
        emit(segment, n, .string)
        finishString(n)
    }

    @inline(__always)
    mutating func finishString(_ e: Int) {
        i = e
        clearPending()
        setPrev(.literal)
        if byte(e) == UInt8(ascii: ".") || byte(e) == UInt8(ascii: "(") { nextParenRole = .arguments }
    }

    // MARK: - `#`

    mutating func pound() {
        let start = i
        // Inputs are below 4 GiB, so any count fits the frame's 32-bit field.
        let count = hashes(at: i, limit: n)
        let after = byte(i + count)
        if after == UInt8(ascii: "\"") {
            stringLiteral(hashes: count)
            return
        }
        if after == UInt8(ascii: "/") && i >= noExtendedRegexBefore {
            var scanned = i
            if let e = Lexing.extendedRegexEnd(s, i, hashes: count, scanned: &scanned) {
                literal(start, e, .regex)
                return
            }
            noExtendedRegexBefore = scanned
        }
        guard count == 1, i + 1 < n, Lexing.isIdentStart(after), after != UInt8(ascii: "`") else {
            i += count
            clearPending()
            setPrev(.pound)
            return
        }
        let e = Lexing.identifierEnd(s, i + 1)
        let word = (base: i + 1, end: e)
        i = e
        if matches(word.base, word.end, "if") || matches(word.base, word.end, "elseif") {
            // The whole condition is a directive: up to a comment or the end of the line.
            var k = e
            while k < n && !Lexing.isNewline(s[k]) {
                if s[k] == UInt8(ascii: "/") && (byte(k + 1) == UInt8(ascii: "/") || byte(k + 1) == UInt8(ascii: "*")) { break }
                k += 1
            }
            var last = k
            while last > e && Lexing.isSpace(s[last - 1]) { last -= 1 }
            emit(start, last, .preprocessor)
            i = last
            return
        }
        if matches(word.base, word.end, "else") || matches(word.base, word.end, "endif") {
            emit(start, e, .preprocessor)
            return
        }
        clearPending()
        if matches(word.base, word.end, "sourceLocation") || matches(word.base, word.end, "warning") || matches(word.base, word.end, "error") {
            emit(start, e, .preprocessor)
            if byte(e) == UInt8(ascii: "(") {
                nextParenRole = matches(word.base, word.end, "sourceLocation") ? .sourceLocation : .arguments
            }
        } else {
            emit(start, e, .macro)
            if byte(e) == UInt8(ascii: "(") {
                nextParenRole = (matches(word.base, word.end, "available") || matches(word.base, word.end, "unavailable")) ? .availability : .arguments
            }
        }
        let role = nextParenRole
        setPrev(.literal)
        nextParenRole = role
        if byte(e) == UInt8(ascii: "<") { angleAllowed = genericArgumentsFollow(e) }
    }

    /// Whether the bytes `a..<b` spell `word`.
    mutating func matches(_ a: Int, _ b: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard b - a == count, b <= n else { return false }
        let w = word.utf8Start
        for k in 0..<count where s[a + k] != w[k] { return false }
        return true
    }

    // MARK: - `@`

    mutating func attribute() {
        let start = i
        guard Lexing.isIdentStart(byte(i + 1)), byte(i + 1) != UInt8(ascii: "`") || byte(i + 2) != UInt8(ascii: "`") else {
            i += 1
            clearPending()
            setPrev(.binaryOperator)
            return
        }
        var e: Int
        if byte(i + 1) == UInt8(ascii: "`") {
            e = i + 2
            while e < n && s[e] != UInt8(ascii: "`") && !Lexing.isNewline(s[e]) { e += 1 }
            if byte(e) == UInt8(ascii: "`") { e += 1 }
        } else {
            e = Lexing.identifierEnd(s, i + 1)
        }
        let nameStart = i + 1
        let nameEnd = e
        // Dotted names: `@Foo.Bar`.
        while byte(e) == UInt8(ascii: ".") && Lexing.isIdentStart(byte(e + 1)) && byte(e + 1) != UInt8(ascii: "`") {
            e = Lexing.identifierEnd(s, e + 1)
        }
        emit(start, e, .attribute)
        i = e
        clearPending()
        if byte(e) == UInt8(ascii: "(") {
            nextParenRole = attributeArgumentsRole(nameStart, nameEnd)
            attributeParenPending = true
        }
        let role = nextParenRole
        setPrev(.attribute)
        nextParenRole = role
        if byte(e) == UInt8(ascii: "<") { angleAllowed = true }
    }

    /// How the arguments of the attribute named `a..<b` are classified.
    mutating func attributeArgumentsRole(_ a: Int, _ b: Int) -> FrameRole {
        if matches(a, b, "available") || matches(a, b, "backDeployed") || matches(a, b, "_originallyDefinedIn")
            || matches(a, b, "_documentation") || matches(a, b, "_spi_available") {
            return .availability
        }
        if matches(a, b, "objc") || matches(a, b, "convention") || matches(a, b, "inline")
            || matches(a, b, "_silgen_name") || matches(a, b, "_cdecl") || matches(a, b, "_effects")
            || matches(a, b, "_optimize") || matches(a, b, "_semantics") || matches(a, b, "exclusivity")
            || matches(a, b, "_alignment") || matches(a, b, "_expose") || matches(a, b, "_nonSendable") {
            return .plainWords
        }
        if matches(a, b, "_lifetime") || matches(a, b, "lifetime") { return .lifetime }
        return .arguments
    }
}
