/// Words after `#`: compiler directives (`#if` with its condition, `#else`, `#endif`,
/// `#sourceLocation`, `#warning`, `#error`) and macro expansions (`#available`, `#selector`,
/// any `#name`). A `#` before a quote or a slash starts a raw string or an extended regex literal.
extension Tokenizer {
    /// How far down the stack the `#if` a directive or a `}` belongs to is looked for.
    static var ifConfigReach: Int { 64 }

    /// The depth of the frame on top when the innermost open `#if` began, if it is within
    /// `ifConfigReach` frames of the top.
    mutating func innermostIfConfigFrame() -> Int? {
        var k = frames.count - 1
        let lowest = max(0, k - Tokenizer.ifConfigReach)
        while k >= lowest {
            if frames[k].openIfConfigs > 0 { return k }
            k -= 1
        }
        return nil
    }

    /// At `#elseif`, `#else` or `#endif` (`closingBlock`): swift-syntax's parser reads each
    /// clause of an `#if` block as a whole list of its own, so brackets and braces a clause
    /// leaves open end with it (a snippet cut inside `#if`). Pops them, down to the frame on top
    /// when the `#if` began, and at `#endif` closes the block.
    @inline(never)
    mutating func ifConfigClauseEnds(closingBlock: Bool) {
        if closingBlock && state.ifConfigsOpen > 0 { state.ifConfigsOpen -= 1 }
        guard let k = innermostIfConfigFrame() else { return }
        if frames.count - 1 > k {
            while frames.count - 1 > k && frames.topRole != .interpolation { popFrame() }
            if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
            state.skipCloser = -1
            state.clearPending()
            state.awaitingParameters = false
            if frames.topBracket == .brace || frames.topBracket == .none { state.endStatement() }
        }
        guard frames.count - 1 == k else { return }
        if closingBlock { frames.addIfConfigs(at: k, -1) }
    }

    /// At a `}` that would close the brace at depth `brace`: whether an `#if` opened inside that
    /// brace is still open. The parser then reads the `}` as unexpected code inside the clause
    /// and skips it, and the brace stays open.
    @inline(never)
    mutating func closeBraceCrossesIfConfig(_ brace: Int) -> Bool {
        var k = frames.count - 1
        guard k - brace <= Tokenizer.ifConfigReach else { return false }
        while k >= brace {
            if frames[k].openIfConfigs > 0 { return true }
            k -= 1
        }
        return false
    }

    /// Whether the bytes `a..<b` spell `word` (`matches`), with the lengths compared here
    /// first: most of the words a directive or an attribute is compared with are of another
    /// length, and then no call is made.
    @inline(__always)
    mutating func wordIs(_ a: Int, _ b: Int, _ word: StaticString) -> Bool {
        b &- a == word.utf8CodeUnitCount && matches(a, b, word)
    }

    mutating func pound() {
        let start = i
        // Inputs are below 4 GiB, so any count fits the frame's 32-bit field.
        let count = hashes(at: i, limit: n)
        let after = byte(i + count)
        if after == UInt8(ascii: "\"") {
            stringLiteral(hashes: count)
            return
        }
        if after == UInt8(ascii: "/") && i >= state.noExtendedRegexBefore {
            var scanned = i
            if let e = Lexing.extendedRegexEnd(s, i, hashes: count, scanned: &scanned) {
                literal(start, e, .regex)
                return
            }
            state.noExtendedRegexBefore = scanned
        }
        guard count == 1, i + 1 < n, Lexing.isIdentStart(after), after != UInt8(ascii: "`") else {
            i += count
            state.clearPending()
            state.setPrev(.pound)
            return
        }
        let e = Lexing.identifierEnd(s, i + 1)
        let word = (base: i + 1, end: e)
        i = e
        let isIf = wordIs(word.base, word.end, "if")
        if isIf || wordIs(word.base, word.end, "elseif") {
            if isIf {
                frames.addIfConfigs(at: frames.count - 1, 1)
                state.ifConfigsOpen &+= 1
            } else {
                ifConfigClauseEnds(closingBlock: false)
            }
            // The whole condition is a directive: up to a comment or the end of the line (a scan
            // for line breaks and slashes, sixteen bytes per step).
            var k = e
            while true {
                k = ByteScan.firstIndex(s, from: k, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "/"))
                guard k < n, s[k] == UInt8(ascii: "/"), byte(k + 1) != UInt8(ascii: "/"), byte(k + 1) != UInt8(ascii: "*") else { break }
                k += 1
            }
            var last = k
            while last > e && Lexing.isSpace(s[last - 1]) { last -= 1 }
            emit(start, last, .preprocessor)
            i = last
            return
        }
        if wordIs(word.base, word.end, "else") || wordIs(word.base, word.end, "endif") {
            emit(start, e, .preprocessor)
            ifConfigClauseEnds(closingBlock: wordIs(word.base, word.end, "endif"))
            return
        }
        state.clearPending()
        if wordIs(word.base, word.end, "sourceLocation") || wordIs(word.base, word.end, "warning") || wordIs(word.base, word.end, "error") {
            emit(start, e, .preprocessor)
            if byte(e) == UInt8(ascii: "(") {
                state.nextParenRole = wordIs(word.base, word.end, "sourceLocation") ? .sourceLocation : .arguments
            }
        } else {
            emit(start, e, .macro)
            if byte(e) == UInt8(ascii: "(") {
                state.nextParenRole = (wordIs(word.base, word.end, "available") || wordIs(word.base, word.end, "unavailable")) ? .availability : .arguments
            }
        }
        let role = state.nextParenRole
        state.setPrev(.literal)
        state.nextParenRole = role
        if byte(e) == UInt8(ascii: "<") { state.angleAllowed = genericArgumentsFollow(e) }
    }
}
