/// Words after `#`: compiler directives (`#if` with its condition, `#else`, `#endif`,
/// `#sourceLocation`, `#warning`, `#error`) and macro expansions (`#available`, `#selector`,
/// any `#name`). A `#` before a quote or a slash starts a raw string or an extended regex literal.
extension Tokenizer {
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
        if matches(word.base, word.end, "if") || matches(word.base, word.end, "elseif") {
            if matches(word.base, word.end, "elseif") { recoverAtClauseEnd() }
            state.clauseFrames = frames.count
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
            recoverAtClauseEnd()
            state.clauseFrames = matches(word.base, word.end, "else") ? frames.count : -1
            emit(start, e, .preprocessor)
            return
        }
        state.clearPending()
        if matches(word.base, word.end, "sourceLocation") || matches(word.base, word.end, "warning") || matches(word.base, word.end, "error") {
            emit(start, e, .preprocessor)
            if byte(e) == UInt8(ascii: "(") {
                state.nextParenRole = matches(word.base, word.end, "sourceLocation") ? .sourceLocation : .arguments
            }
        } else {
            emit(start, e, .macro)
            if byte(e) == UInt8(ascii: "(") {
                state.nextParenRole = (matches(word.base, word.end, "available") || matches(word.base, word.end, "unavailable")) ? .availability : .arguments
            }
        }
        let role = state.nextParenRole
        state.setPrev(.literal)
        state.nextParenRole = role
        if byte(e) == UInt8(ascii: "<") { state.angleAllowed = genericArgumentsFollow(e) }
    }
}
