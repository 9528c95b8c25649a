/// Operators and what starts like one: `/` (a comment, a regex literal or division), editor
/// placeholders `<#…#>`, the `<`/`>` of generic brackets, `->`, `=`, prefix, postfix and binary
/// operators, and the operator characters beyond ASCII.
extension Tokenizer {
    mutating func slash() {
        let next = byte(i + 1)
        if next == UInt8(ascii: "/") {
            lineComment()
            return
        }
        if next == UInt8(ascii: "*") {
            let e = Lexing.blockCommentEnd(s, i)
            let third = byte(i + 2)
            let doc = third == UInt8(ascii: "*") && byte(i + 3) != UInt8(ascii: "/") && byte(i + 3) != UInt8(ascii: "*")
            emit(i, e, doc ? .docComment : .comment)
            i = e
            return
        }
        if i >= state.noBareRegexBefore && regexMayStartHere {
            var scanned = i
            if let e = Lexing.bareRegexEnd(s, i, scanned: &scanned) {
                literal(i, e, .regex)
                return
            }
            state.noBareRegexBefore = scanned
        }
        operatorToken()
    }

    /// The line comment at `i` (`//`, the offset inside the input): to the line's end.
    /// Transparent: inlined into the tokenizer's loop (an `@inline(__always)` call of this size
    /// stays a call there).
    @_transparent
    mutating func lineComment() {
        let e = Lexing.lineEnd(s, i &+ 2)
        emit(i, e, Self.lineCommentKind(s, i, e))
        i = e
    }

    /// The kind of the line comment `s[start..<end]` (`//` at `start`, `start + 2 <= end <= s.count`):
    /// a doc comment for `///` but not `////`. The bytes before `end` are the comment's, and a
    /// byte at or past `end` is not a `/`.
    @inline(__always)
    static func lineCommentKind(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
        let length = end &- start
        let doc = length > 2 && s[start &+ 2] == UInt8(ascii: "/") && (length == 3 || s[start &+ 3] != UInt8(ascii: "/"))
        return doc ? .docComment : .comment
    }

    /// `lineCommentKind` from `w`, the two bytes after the comment's `//` (little-endian, both
    /// in the input): a doc comment when the first is a `/` and the second is not (the same
    /// answer: a line break, which ends the comment, is not a `/`).
    @inline(__always)
    static func lineCommentKind(after w: UInt16) -> TokenKind {
        if w & 0xFF != 0x2F { return .comment }
        return w == 0x2F2F ? .comment : .docComment
    }

    /// Whether a bare regex literal may start at the `/` at `i` (SE-0354, as swift-syntax's lexer
    /// decides): where an expression is expected, except right after `func` or `operator` (an
    /// operator's name follows: `infix operator /^/`, `func /^/ (…)`); and after a value too when
    /// the `/` is a prefix operator by its spacing (a space or line break before it, none after
    /// it), since a prefix operator cannot continue the expression: `digit\n/[+-]/`,
    /// `let g = 0\n/1 + 2/`.
    var regexMayStartHere: Bool {
        mutating get {
            if !state.prevEndsExpression {
                return !(state.prev == .keyword && (state.prevKeyword == .func || state.prevKeyword == .`operator`))
            }
            return !Lexing.isLeftBound(s, i) && Lexing.isRightBound(s, Lexing.operatorEnd(s, i), leftBound: false)
        }
    }

    /// The commonest operators, `=` and `->` before a space, when one is at `i` (an operator's
    /// first byte, within `s`): taken without the general scan of `operatorToken`, which finds
    /// the same end for them, and what it then decides depends neither on their spacing nor on
    /// the previous token. Returns whether it took one.
    @inline(__always)
    mutating func assignmentOrArrow(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = i
        let c = s[start]
        if c == UInt8(ascii: "=") && byte(start &+ 1) == 0x20 && state.statement.declaredName != .function {
            i = start &+ 1
            state.clearPending()
            assignmentOperator(start)
            return true
        }
        if c == UInt8(ascii: "-") && byte(start &+ 1) == UInt8(ascii: ">") && byte(start &+ 2) == 0x20
            && state.statement.declaredName != .function {
            i = start &+ 2
            state.clearPending()
            arrow(start)
            return true
        }
        return false
    }

    mutating func operatorToken() {
        #if arch(wasm32)
        // The modules' size: the short path here, for every caller.
        if assignmentOrArrow(s) { return }
        #endif
        let start = i
        let c = s[i]
        // An editor placeholder `<#name#>` stands for an expression or a type: plain.
        if c == UInt8(ascii: "<") && byte(i &+ 1) == UInt8(ascii: "#") && i >= state.noPlaceholderBefore {
            if let e = Lexing.placeholderEnd(s, i) {
                i = e
                state.clearPending()
                state.setPrev(.name)
                return
            }
            // No `#>` before the line's end: no later `<#` on this line closes either.
            state.noPlaceholderBefore = Lexing.lineEnd(s, i)
        }
        // Generic brackets take one `<` or `>` at a time.
        if c == UInt8(ascii: "<") && state.angleAllowed {
            openAngle()
            return
        }
        if c == UInt8(ascii: ">") && frames.topBracket == .angle {
            closeAngle()
            return
        }
        var e = Lexing.operatorEnd(s, i)
        // Inside generic brackets a `>` closes them: `Array<Array<Int>>`, `Optional<T>?`.
        if frames.topBracket == .angle {
            var k = start + 1
            while k < e && s[k] != UInt8(ascii: ">") { k += 1 }
            if k < e && !(k == start + 1 && c == UInt8(ascii: "-")) { e = k }
        }
        i = e
        if state.statement.declaredName == .function {
            // `static func == (lhs: T, rhs: T) -> Bool`: the operator is the declared name and
            // its parameter list follows.
            emit(start, e, .operator)
            state.statement.declaredName = .none
            state.clearPending()
            state.awaitingParameters = true
            state.setPrev(.name)
            return
        }
        // `start < e <= n`.
        let length = e &- start
        let spaceBefore = start == 0 || Lexing.isSpace(s[start &- 1]) || Lexing.isNewline(s[start &- 1])
        let after = byte(e)
        let spaceAfter = e >= n || Lexing.isSpace(after) || Lexing.isNewline(after)
        let wasExpression = state.prevEndsExpression
        state.clearPending()

        if length == 2 && c == UInt8(ascii: "-") && s[start + 1] == UInt8(ascii: ">") {
            arrow(start)
            return
        }
        if length == 1 && c == UInt8(ascii: "=") {
            assignmentOperator(start)
            return
        }
        let postfix = !spaceBefore && wasExpression && (spaceAfter || !(Lexing.isIdentStart(after) || Lexing.isDigit(after) || after == UInt8(ascii: "\"")))
        if state.statement.typeMode {
            // `?`, `!`, `&`, `...` and `~` are part of type syntax.
            // A spaced `??` or any `&&` is an expression operator: `x as? T ?? y`, `x is T && y`.
            var typeSyntax = !(spaceBefore && spaceAfter && length > 1)
                && !(c == UInt8(ascii: "&") && byte(start + 1) == UInt8(ascii: "&"))
            for k in start..<e where typeSyntax {
                switch s[k] {
                case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"):
                    continue
                default:
                    typeSyntax = false
                }
            }
            if typeSyntax {
                state.angleAllowed = false
                state.setPrev(postfix ? .postfixOperator : .prefixOperator)
                return
            }
            // `where Element == Int` in a declaration's generic where clause: both sides are types.
            let sameType = length == 2 && c == UInt8(ascii: "=") && s[start + 1] == UInt8(ascii: "=")
            switch state.statement.declaration {
            case .typeHeader, .enumHeader, .functionHeader, .subscriptHeader, .typeAlias:
                if !sameType { state.statement.typeMode = false }
            default:
                state.statement.typeMode = false
            }
        }
        emit(start, e, .operator)
        if length == 3 && c == UInt8(ascii: ".") && Lexing.isNewline(byte(Lexing.skipSpaces(s, e))) {
            state.setPrev(.binaryOperator)
            state.prevIsDanglingEllipsis = true
            return
        }
        if postfix {
            state.setPrev(.postfixOperator)
            // `foo?(…)`, `foo!(…)`: optional calls keep their argument list; `init?(…)` its
            // parameters.
            if after == UInt8(ascii: "(") { state.nextParenRole = state.awaitingParameters ? .parameters : .arguments }
        } else if !spaceBefore || !spaceAfter, !wasExpression {
            state.setPrev(.prefixOperator)
        } else {
            state.setPrev(.binaryOperator)
        }
    }

    /// The generic brackets' `<` and `>` (four in ten of the operators that reach
    /// `operatorToken` in the benchmark input), when one is at `i` and
    /// is not an editor placeholder's `<#`: taken without the general path of `operatorToken`,
    /// which takes them the same way. Returns whether it took one.
    @inline(__always)
    mutating func angleBracket(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        let c = s[i]
        if c == UInt8(ascii: "<") && state.angleAllowed && byte(i &+ 1) != UInt8(ascii: "#") {
            openAngle()
            return true
        }
        if c == UInt8(ascii: ">") && frames.topBracket == .angle {
            closeAngle()
            return true
        }
        return false
    }

    #if !arch(wasm32)
    /// The commonest operators left after `assignmentOrArrow` and `angleBracket` (which the
    /// tokenizer's loop tries first, so that neither `= `, `-> `, a `<` that opens generic
    /// brackets nor a `>` that closes them is at `i`): outside a type, a binary operator of one
    /// to three bytes between spaces (` == `, ` + `, ` && `, ` &+= `) and an operator of one byte
    /// (`x?.y`, `!x`, `&x`, `@available(macOS 10.15, *)`); in a type, its `?`, `!`, `&` or `~`
    /// alone (`String?`, `P & Q`, `~Copyable`, `Array<Int?>`).
    /// Taken without `operatorToken`, which finds the same end for them and decides the same;
    /// returns whether it took one. Natively only (the modules' size). Transparent: inlined into
    /// the tokenizer's loop (an `@inline(__always)` call of this size stays a call there).
    @_transparent
    mutating func commonOperator(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = i
        let c = s[start]
        let next = byte(start &+ 1)
        guard state.statement.declaredName != .function else { return false }
        // `byte` gives 0 before the input's start, a space to `isSpace` as the start is to
        // `operatorToken`.
        let before = byte(start &- 1)
        // One byte: not before an operator's byte (`/` included; a `.` continues only an
        // operator that starts with one).
        let single = LexemeStart.of(next) != .operator && next != UInt8(ascii: "/")
        if !state.statement.typeMode {
            if before == 0x20 {
                // ` + `, ` == `, ` &+= ` (no `/` or `>` after its first byte: a comment, `->`, the
                // end of generic brackets).
                var e = start &+ 1
                if next != 0x20 {
                    guard next != UInt8(ascii: ">"), LexemeStart.of(next) == .operator else {
                        return singleByteOperator(s, c, before: before, after: next, single: single)
                    }
                    e = start &+ 2
                    let third = byte(e)
                    if third != 0x20 {
                        guard third != UInt8(ascii: ">"), LexemeStart.of(third) == .operator, byte(e &+ 1) == 0x20 else { return false }
                        e &+= 1
                    }
                }
                i = e
                state.clearPending()
                emit(start, e, .operator)
                state.setPrev(.binaryOperator)
                return true
            }
            return singleByteOperator(s, c, before: before, after: next, single: single)
        }
        // In a type: `?`, `!`, `&` or `~` alone, or before the `>` of the generic brackets on top,
        // which closes them.
        guard c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: "&") || c == UInt8(ascii: "~"),
              single || (next == UInt8(ascii: ">") && frames.topBracket == .angle) else { return false }
        let spaceBefore = Lexing.isSpace(before) || Lexing.isNewline(before)
        let postfix = !spaceBefore && state.prevEndsExpression
            && !(Lexing.isIdentStart(next) || Lexing.isDigit(next) || next == UInt8(ascii: "\""))
        i = start &+ 1
        state.clearPending()
        state.setPrev(postfix ? .postfixOperator : .prefixOperator)
        return true
    }

    /// `commonOperator` outside a type for the operator `c` of one byte at `i` (`single`: the
    /// byte after it, `after`, does not continue it) other than `=` and an editor placeholder's
    /// `<#`: emitted, and a postfix, prefix or binary operator by its spacing as
    /// `operatorToken` decides. Returns whether it took it.
    @inline(never)
    mutating func singleByteOperator(_ s: UnsafeBufferPointer<UInt8>, _ c: UInt8, before: UInt8, after: UInt8, single: Bool) -> Bool {
        guard single, c != UInt8(ascii: "="), c != UInt8(ascii: "<") || after != UInt8(ascii: "#") else { return false }
        let start = i
        let spaceBefore = Lexing.isSpace(before) || Lexing.isNewline(before)
        let spaceAfter = Lexing.isSpace(after) || Lexing.isNewline(after)
        let wasExpression = state.prevEndsExpression
        i = start &+ 1
        state.clearPending()
        emit(start, start &+ 1, .operator)
        if !spaceBefore && wasExpression
            && (spaceAfter || !(Lexing.isIdentStart(after) || Lexing.isDigit(after) || after == UInt8(ascii: "\""))) {
            state.setPrev(.postfixOperator)
            // `foo?(…)`, `foo!(…)`: as in `operatorToken`.
            if after == UInt8(ascii: "(") { state.nextParenRole = state.awaitingParameters ? .parameters : .arguments }
        } else if (!spaceBefore || !spaceAfter) && !wasExpression {
            state.setPrev(.prefixOperator)
        } else {
            state.setPrev(.binaryOperator)
        }
        return true
    }
    #endif

    /// The `<` at `i` opens generic brackets.
    @inline(__always)
    mutating func openAngle() {
        i &+= 1
        state.clearPending()
        pushFrame(.angle, .angle, saving: state.statement)
        state.setPrev(.openParen)
    }

    /// The `>` at `i` closes the generic brackets on top.
    @inline(__always)
    mutating func closeAngle() {
        i &+= 1
        popFrame()
        state.clearPending()
        state.angleAllowed = false
        if byte(i) == UInt8(ascii: "(") {
            state.nextParenRole = state.awaitingParameters ? .parameters : .arguments
        }
        state.setPrev(.closeAngle)
    }

    /// The `->` at `start` (the offset is past it): a type follows.
    @inline(__always)
    mutating func arrow(_ start: Int) {
        emit(start, start &+ 2, .operator)
        state.statement.typeMode = true
        state.setPrev(.arrow)
    }

    /// The `=` at `start` (the offset is past it): a pattern, a case label or a binding ends, and
    /// a variable's initial value or a type alias's type follows.
    @inline(__always)
    mutating func assignmentOperator(_ start: Int) {
        emit(start, start &+ 1, .operator)
        state.statement.typeMode = false
        // `if case .some(let x) = value`: the pattern ends at `=`.
        if state.statement.pattern {
            state.statement.pattern = false
            if state.statement.declaredName == .plain { state.statement.declaredName = .none }
        }
        state.statement.caseLabel = false
        state.statement.binding = false
        switch state.statement.declaration {
        case .variable:
            state.statement.declaration = .variableInitializer
        case .typeAlias:
            state.statement.typeMode = true
        default:
            break
        }
        state.setPrev(.binaryOperator)
    }

    mutating func nonASCII() {
        let len = UTF8Validation.sequence(s, at: i)
        if len < 0 {
            // Invalid UTF-8 (only reachable with the replace policy): plain.
            i += -len
            return
        }
        if Lexing.isOperatorScalar(s, i, len) {
            var e = i + len
            while e < n {
                let l = s[e] >= 0x80 ? UTF8Validation.sequence(s, at: e) : 0
                if l > 0 && Lexing.isOperatorScalar(s, e, l) { e += l } else { break }
            }
            emit(i, e, .operator)
            i = e
            state.clearPending()
            state.setPrev(.binaryOperator)
            return
        }
        name(i, Lexing.identifierEnd(s, i), backticked: false)
    }
}
