/// Literals: numbers and strings (raw, multi-line, with escapes and interpolations).
extension Tokenizer {
    mutating func number() {
        #if !arch(wasm32)
        // A digit before a byte that no number continues with (most are `0` or `1` before `)`,
        // `,` or a space) is the whole literal; `numberEnd` reads the others. (Not in
        // WebAssembly, for the modules' size.)
        let next = byte(i &+ 1)
        if !Lexing.isIdentContinue(next) && next != UInt8(ascii: ".") {
            literal(i, i &+ 1, .number)
            return
        }
        #endif
        literal(i, Lexing.numberEnd(s, i), .number)
    }

    /// Emits the literal `start..<end` (a number or a regex) and continues after it.
    @inline(__always)
    mutating func literal(_ start: Int, _ end: Int, _ kind: TokenKind) {
        emit(start, end, kind)
        i = end
        state.clearPending()
        state.setPrev(.literal)
    }

    /// The number of `#`s at `k`, counting at most `limit`.
    @inline(__always)
    mutating func hashes(at k: Int, limit: Int) -> Int {
        // Most strings have no `#` (a limit of 0): then no byte is read.
        guard limit > 0 else { return 0 }
        var j = k
        while j &- k < limit && j < n && s[j] == UInt8(ascii: "#") { j &+= 1 }
        // `k <= j <= k + limit`.
        return j &- k
    }

    /// A string literal whose opening `#`s (if any) start at `i` and whose quote is at
    /// `i + hashes`.
    mutating func stringLiteral(hashes count: Int) {
        let start = i
        let q = i + count
        if state.cutInterpolationFrame > 0 && count == 0 && endCutInterpolationAtDelimiter() { return }
        if count == 0 && (state.prevEndsExpression || state.prev == .dot) && frames.count > 1 && interpolationEndsAtDelimiter() { return }
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
        state.clearPending()
        state.setPrev(.literal)
        let bodyStart = multiline ? q + 3 : q + 1
        #if !arch(wasm32)
        if count == 0 && !multiline {
            // Most strings are of one line, without `#`s, and end before their first escape or
            // interpolation: the vector blocks find the closing quote here, without
            // `stringBody`'s set-up. Otherwise `stringBody` goes on from the byte they stopped at
            // (the bytes before it are none of those it looks for).
            let (k, found) = SIMDScan.firstIndex(s, from: bodyStart, to: n, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D)
            if found && s[k] == UInt8(ascii: "\"") {
                emit(start, k &+ 1, .string)
                finishString(k &+ 1)
                return
            }
            stringBody(segmentStart: start, from: k, hashes: 0, multiline: false)
            return
        }
        #endif
        stringBody(segmentStart: start, from: bodyStart, hashes: count, multiline: multiline)
    }

    /// A single-quoted string (`'a'`, `'\(x)'`): not Swift, but its lexer reads one as a string
    /// literal, closed by `'` or the line's end, with escapes and interpolations, so as to report
    /// it; code pasted from other languages or text cut loose from a string reads so. After a
    /// cut interpolation (`\(a.b⏎ '\(c)'`), the parser skips the `'` and reads what follows as
    /// more of the string, which then ends at the closing `'`: the same labels as ending both
    /// there and reading a single-quoted string.
    mutating func singleQuotedString() {
        if state.cutInterpolationFrame > 0 { _ = endCutInterpolation() }
        state.clearPending()
        state.setPrev(.literal)
        stringBody(segmentStart: i, from: i + 1, hashes: 0, multiline: false, quote: UInt8(ascii: "'"))
    }

    /// Scans string content from `j` up to the closing delimiter (`quote`, with `hashes` `#`s;
    /// three quotes when `multiline`), an interpolation, or (for a single-line string) the end of
    /// the line. Text is emitted as `.string` from `segmentStart`, escapes as `.stringEscape`. At
    /// an interpolation it emits `\(`, pushes an interpolation frame and returns to code;
    /// `closeParen` resumes the string.
    mutating func stringBody(segmentStart: Int, from j0: Int, hashes count: Int, multiline: Bool,
                             quote: UInt8 = UInt8(ascii: "\"")) {
        var segment = segmentStart
        var j = j0
        while j < n {
            // Only the quote, `\` and line breaks mean anything here: the text between is
            // skipped sixteen or eight bytes per step.
            j = ByteScan.firstIndex(s, from: j, quote, UInt8(ascii: "\\"), 0x0A, 0x0D)
            if j >= n { break }
            let c = s[j]
            if c == quote {
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
                    var frame = Frame(bracket: .paren, role: .interpolation, saved: state.statement)
                    frame.stringHashes = count
                    frame.stringMultiline = multiline
                    frame.stringSingleQuote = quote == UInt8(ascii: "'")
                    frames.push(frame)
                    if !multiline && state.lineInterpolationFrame == 0 { state.lineInterpolationFrame = frames.count }
                    state.statement = StatementState()
                    state.clearPending()
                    state.setPrev(.openParen)
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

    /// At a line break inside an interpolation of a multi-line string, at the interpolation's
    /// own level: whether its expression ended on the line before and the next line does not go
    /// on with it (with `.member`, an infix operator, `,` or `)`), or the interpolation is still
    /// empty and the next line cannot start its expression (`\(⏎ @x`). swift-syntax's parser
    /// then skips what follows, as unexpected code, up to the first `)` (at any depth), the
    /// string's closing delimiter or a `\`, and ends the interpolation there.
    mutating func interpolationCutAtLineBreak() -> Bool {
        let k = skipTriviaAhead(i, limit: 512).index
        let c = byte(k)
        guard state.prevEndsExpression else {
            guard state.prev == .openParen else { return false }
            switch c {
            case UInt8(ascii: "@"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ";"), UInt8(ascii: ":"):
                return true
            default:
                return false
            }
        }
        switch c {
        case UInt8(ascii: "."):
            return byte(k + 1) == UInt8(ascii: ".")
        case UInt8(ascii: ")"), UInt8(ascii: ","):
            return false
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "~"):
            // An infix operator (spaced on both sides) continues the expression.
            let e = Lexing.operatorEnd(s, k)
            return !(Lexing.isSpace(byte(e)) || Lexing.isNewline(byte(e)))
        default:
            return true
        }
    }

    /// Cuts the interpolation on top of the stack (`ClassifierState.cutInterpolationFrame`): what
    /// follows is skipped up to its end.
    mutating func cutInterpolation() {
        state.cutInterpolationFrame = frames.count
        state.skippedUntilFrame = frames.count
        state.skipsToLineEnd = false
    }

    /// At a name right after a complete expression on the same line, inside an interpolation of a
    /// multi-line string at its own level (`\(The fuzzer does not…`): the name cannot go on with
    /// the expression, so the parser skips it and what follows, as at a cut line
    /// (`interpolationCutAtLineBreak`). Returns whether it did; the name is then emitted, plain.
    @inline(never)
    mutating func interpolationCutAtName(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool {
        guard state.prevEndsExpression, !state.newlineBefore, state.cutInterpolationFrame == 0,
              !kw.flags.contains(.reserved), frames.top.stringMultiline else { return false }
        cutInterpolation()
        emitName(start, end, .plain)
        return true
    }

    /// At a `"` after a cut interpolation: when it starts the closing delimiter of the string
    /// whose interpolation was cut, that delimiter ends both; returns whether it did.
    @inline(never)
    mutating func endCutInterpolationAtDelimiter() -> Bool {
        guard byte(i + 1) == UInt8(ascii: "\""), byte(i + 2) == UInt8(ascii: "\"") else { return false }
        let hashes = frames[state.cutInterpolationFrame - 1].stringHashes
        guard self.hashes(at: i + 3, limit: hashes) == hashes else { return false }
        _ = endCutInterpolation()
        let e = i + 3 + hashes
        emit(i, e, .string)
        finishString(e)
        return true
    }

    /// At `"""` right after a complete expression or a `.`, inside an interpolation of a
    /// multi-line string, whether in brackets opened there or not (`\(f(x⏎ """`,
    /// `\(entry.⏎ """`): no string can start here, so the parser gives up on the brackets and
    /// the interpolation, and the delimiter ends the string when it is that string's (with its
    /// `#`s). Returns whether it did.
    @inline(never)
    mutating func interpolationEndsAtDelimiter() -> Bool {
        guard let k = frames.topStop(for: .brace), k > 0, frames[k].role == .interpolation,
              frames[k].stringMultiline, !frames[k].stringSingleQuote else { return false }
        state.cutInterpolationFrame = k + 1
        if endCutInterpolationAtDelimiter() { return true }
        state.cutInterpolationFrame = 0
        return false
    }

    /// Ends a cut interpolation (`ClassifierState.cutInterpolationFrame`): pops the brackets
    /// opened in it and the interpolation itself; returns the string's `#` count and whether it
    /// is multi-line.
    mutating func endCutInterpolation() -> (hashes: Int, multiline: Bool) {
        let depth = state.cutInterpolationFrame
        state.cutInterpolationFrame = 0
        state.skippedUntilFrame = 0
        while frames.count > depth && frames.topRole != .interpolation { popFrame() }
        let top = frames.top
        if frames.topRole == .interpolation { popFrame() }
        state.clearPending()
        state.setPrev(.literal)
        return (top.stringHashes, top.stringMultiline)
    }

    @inline(__always)
    mutating func finishString(_ e: Int) {
        i = e
        state.clearPending()
        state.setPrev(.literal)
        if byte(e) == UInt8(ascii: ".") || byte(e) == UInt8(ascii: "(") { state.nextParenRole = .arguments }
    }
}
