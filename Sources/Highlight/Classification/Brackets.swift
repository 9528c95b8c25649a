/// Brackets: opening and closing `(`, `[`, `{` (and `<` of generics, in `operatorToken`) push
/// and pop frames of the stack, each with the role that decides how the names inside are read;
/// a `{` looks ahead for a closure signature or an accessor block.
extension Tokenizer {
    /// Inlined: at most call sites the bracket and the role are constants, and what depends on
    /// them folds away.
    @inline(__always)
    mutating func pushFrame(_ bracket: FrameBracket, _ role: FrameRole, saving saved: StatementState,
                            attributeArguments: Bool = false) {
        frames.push(Frame(bracket: bracket, role: role, saved: saved, attributeArguments: attributeArguments))
        // Enum patterns nest in parentheses: `case .some(.value(let x))`, but an array literal
        // in a pattern is an expression: `case .token(choices: [.token(.colon)])`. `{ (a: Int,
        // B) -> T in`: the parameter clause of a closure.
        var statement = bracket == .paren && role == .arguments ? saved.carriedIntoArguments : StatementState()
        switch role {
        case .parameters:
            statement.parameterStart = true
        case .typeBrackets, .angle:
            statement.typeMode = true
        default:
            break
        }
        state.statement = statement
    }

    /// Pops the innermost frame (never the bottom one) and restores the enclosing state.
    @inline(__always) mutating func popFrame() {
        _ = popFrameReturningIt()
    }

    /// `popFrame`, returning the frame popped (the bottom frame when there is none to pop).
    @inline(__always) mutating func popFrameReturningIt() -> Frame {
        guard frames.count > 1 else { return frames.top }
        let popped = frames.pop()
        state.statement = popped.saved
        return popped
    }

    /// Pops frames until one with `bracket` is on top, without crossing a brace or an
    /// interpolation (unless that is what is looked for). Returns whether it is found.
    /// Nearly always the top frame is that bracket's: then nothing is popped (the bottom frame's
    /// bracket is `.none`, so a top frame with `bracket` is above it).
    @inline(__always)
    mutating func unwind(to bracket: FrameBracket) -> Bool {
        if frames.topBracket == bracket && frames.topRole != .interpolation { return true }
        return unwindFurther(to: bracket)
    }

    /// `unwind(to:)` when the top frame is not the one looked for.
    @inline(never)
    mutating func unwindFurther(to bracket: FrameBracket) -> Bool {
        guard let k = frames.topStop(for: bracket) else { return unwindScanning(to: bracket) }
        guard k > 0, frames[k].bracket == bracket, frames[k].role != .interpolation else { return false }
        while frames.count - 1 > k { popFrame() }
        return true
    }

    /// `unwind(to:)` by walking down the stack, for brackets without recorded stops.
    mutating func unwindScanning(to bracket: FrameBracket) -> Bool {
        var k = frames.count - 1
        while k > 0 {
            let f = frames[k]
            if f.bracket == bracket && f.role != .interpolation { break }
            if f.bracket == .brace || f.role == .interpolation { return false }
            k -= 1
        }
        guard k > 0 else { return false }
        while frames.count - 1 > k { popFrame() }
        return true
    }

    /// Inlined into the tokenizer's loop, as are `closeParen`, `comma`, `colon` and `dot`: the
    /// commonest punctuation, whose calls cost about as much as their work. Transparent: the
    /// optimizer's inliner leaves an `@inline(__always)` call in the loop once it is that large.
    @_transparent
    mutating func openParen() {
        i &+= 1
        #if arch(wasm32)
        // The modules' size: the frame set up once, for a role known at run time.
        var r: FrameRole
        if let pending = state.nextParenRole {
            r = pending
        } else if state.awaitingParameters {
            r = .parameters
        } else if state.statement.typeMode || (role == .parameters && state.statement.parameterStart) {
            r = .typeBrackets
        } else {
            r = .arguments
        }
        openParen(as: r, fromAttribute: state.attributeParenPending && state.nextParenRole != nil)
        #else
        // Each role that is not announced is a constant in its own copy of the frame's set-up,
        // and so is the commonest announced one, a call's arguments: what depends on the role
        // folds away there.
        if let pending = state.nextParenRole {
            if pending == .arguments {
                openParen(as: .arguments, fromAttribute: state.attributeParenPending)
            } else {
                openParen(as: pending, fromAttribute: state.attributeParenPending)
            }
        } else if state.awaitingParameters {
            openParen(as: .parameters, fromAttribute: false)
        } else if state.statement.typeMode || (role == .parameters && state.statement.parameterStart) {
            openParen(as: .typeBrackets, fromAttribute: false)
        } else {
            openParen(as: .arguments, fromAttribute: false)
        }
        #endif
    }

    /// The `(` before `i` opens a frame of role `r`: the one the token before it announced
    /// (`ClassifierState.nextParenRole`), else a declaration's parameters where they are awaited,
    /// a type's brackets inside a type (`case custom((_ decoder: Decoder) throws -> Date)`: a
    /// function or tuple type), else arguments. `fromAttribute`: an attribute's arguments.
    @_transparent
    mutating func openParen(as r: FrameRole, fromAttribute: Bool) {
        if r == .parameters { state.awaitingParameters = false }
        var saved = state.statement
        // `let (a, b) = …`: a tuple pattern, not one declared name; whatever follows the `)` is not
        // a declared name either.
        if saved.declaredName == .plain { saved.declaredName = .none }
        // The parameter list of a function type or declaration is followed by its result.
        if r == .typeBrackets { saved.typeMode = true }
        state.clearPending()
        pushFrame(.paren, r, saving: saved, attributeArguments: fromAttribute)
        // `@abi(mutating func f())`: a declaration starts here, as after an attribute.
        state.setPrev(r == .declaration ? .attribute : .openParen)
    }

    @inline(__always)
    mutating func closeParen() {
        if state.cutInterpolationFrame > 0 || frames.topRole == .interpolation {
            closeInterpolation()
            return
        }
        if i == state.skipCloser { endSkipAtCloser() }
        i &+= 1
        var afterAttribute = false
        if unwind(to: .paren) { afterAttribute = popFrameReturningIt().attributeArguments }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.clearPending()
        // `@available(…) final class`: what follows an attribute's arguments follows the attribute.
        state.setPrev(afterAttribute ? .attribute : .closeParen)
    }

    /// A `)` that ends an interpolation: the first after a cut one, whatever opened since, or
    /// one whose frame is on top; the string goes on after it.
    @inline(never)
    mutating func closeInterpolation() {
        if state.cutInterpolationFrame > 0 {
            emit(i, i + 1, .interpolation)
            i += 1
            let (hashes, multiline) = endCutInterpolation()
            stringBody(segmentStart: i, from: i, hashes: hashes, multiline: multiline)
            return
        }
        let top = frames.top
        emit(i, i + 1, .interpolation)
        i += 1
        if frames.count == state.lineInterpolationFrame { state.lineInterpolationFrame = 0 }
        popFrame()
        stringBody(segmentStart: i, from: i, hashes: top.stringHashes, multiline: top.stringMultiline,
                   quote: top.stringSingleQuote ? UInt8(ascii: "'") : UInt8(ascii: "\""))
    }

    mutating func openSquare() {
        // `[5 of Int](repeating: 0)`: InlineArray type sugar where an expression starts.
        let r: FrameRole = state.statement.typeMode || (!state.prevEndsExpression && Lexing.startsInlineArrayType(s, i))
            ? .typeBrackets : .arguments
        i &+= 1
        // `{ [weak self] in`, `{ @Sendable [x] in`: a capture list starts a closure's signature.
        let captures = state.statement.closureSignature && (state.prev == .openBrace || state.prev == .attribute)
            && frames.topBracket == .brace
        state.clearPending()
        pushFrame(.square, r, saving: state.statement)
        state.statement.captureList = captures
        state.setPrev(.openSquare)
    }

    mutating func closeSquare() {
        if i == state.skipCloser { endSkipAtCloser() }
        i &+= 1
        if unwind(to: .square) { popFrame() }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.clearPending()
        state.setPrev(.closeSquare)
    }

    mutating func openBrace() {
        let trailingClosureInCondition = i == state.conditionClosureBrace
        i &+= 1
        // A `<` that never closed is a comparison, not generics. (The top bracket alone is
        // tested first: nearly always it is no `<`.)
        if frames.topBracket == .angle {
            while frames.count > 1 && frames.topBracket == .angle { popFrame() }
        }
        if trailingClosureInCondition {
            // A trailing closure in a condition: after it, the condition goes on.
            let closure = closureSignatureFollows()
            state.clearPending()
            state.awaitingParameters = false
            pushFrame(.brace, .block, saving: state.statement)
            state.statement.closureSignature = closure
            state.setPrev(.openBrace)
            return
        }
        var r: FrameRole = .block
        var clean = state.statement.condition
        switch state.statement.declaration {
        case .typeHeader:
            r = .typeBody; clean = true
        case .enumHeader:
            r = .enumBody; clean = true
        case .precedenceHeader:
            r = .precedenceBody; clean = true
        case .variable, .subscriptHeader:
            if !state.statement.condition {
                r = startsAccessorBlock(at: i, afterInitialValue: false) ? .accessors : .block
                clean = true
            }
        case .variableInitializer:
            // `var x: Int = 0 { get … }`: a literal takes no trailing closure, so a `{` after it on
            // its line opens the accessor block (SE-0400); after any value, a block that starts
            // with `willSet`, `didSet` or `init` does.
            if !state.statement.condition
                && ((!state.newlineBefore && state.prevIsLiteral) || startsAccessorBlock(at: i, afterInitialValue: true)) {
                r = .accessors; clean = true
            }
        case .functionHeader, .typeAlias:
            clean = true
        default:
            break
        }
        var saved = clean ? StatementState() : state.statement
        // What follows a block is not a type, even where the block follows one: `do throws(E) { … }
        // catch .status(let code)`.
        saved.typeMode = false
        // A closure may open here (not after `else`, `do`, `defer`, `repeat`: blocks).
        let closure = r == .block && !state.statement.condition
            && (state.statement.declaration == .none || state.statement.declaration == .variableInitializer)
            && (state.prev != .keyword || state.prevKeyword == .`return` || state.prevKeyword == .`in`) && closureSignatureFollows()
        state.clearPending()
        state.awaitingParameters = false
        pushFrame(.brace, r, saving: saved)
        state.statement.closureSignature = closure
        state.setPrev(.openBrace)
    }

    /// Whether the code after a `{` starts with a closure signature ending in `in`: an
    /// optional capture list, then parameters (`a, b` or `(…)`), effects and a result type, all
    /// within a short window. Reserved words other than those of a signature rule it out
    /// (`{ for x in xs … }` is a loop).
    mutating func closureSignatureFollows() -> Bool {
        var j = tokenAfterBrace(i, limit: 256)
        defer { readAhead(to: j &+ 2) }
        let stop = i + 320 < n ? i + 320 : n
        var depth = 0
        var words = 0
        var arrow = false
        var lastWord = Keyword.none
        while j < stop {
            let c = s[j]
            if Lexing.isIdentStart(c) && c != UInt8(ascii: "`") && c < 0x80 {
                let e = Lexing.identifierEnd(s, j)
                readAhead(to: e &+ 1)
                guard let base = s.baseAddress else { return false }
                let kw = Keyword.lookup(base + j, length: e - j)
                if kw == .`in` { return depth == 0 && words > 0 }
                if kw.flags.contains(.reserved) {
                    switch kw {
                    case .underscore, .`self`, .selfType, .inout, .throws, .rethrows, .anyType:
                        break
                    default:
                        return false
                    }
                }
                words += 1
                lastWord = kw
                j = e
                continue
            }
            if depth == 0 && words > 0 {
                // Statements, not a signature: a line break, `foo(`, `a.b` before any `->`.
                if Lexing.isNewline(c) { return false }
                if c == UInt8(ascii: "(") && Lexing.isIdentContinue(s[j - 1]) && lastWord != .throws && lastWord != .rethrows {
                    return false
                }
                if c == UInt8(ascii: ".") && !arrow { return false }
            }
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: "-"):
                guard byte(j + 1) == UInt8(ascii: ">") else { return false }
                arrow = true
                j += 1
            case UInt8(ascii: "="):
                // `[x = y]` in a capture list only.
                if depth == 0 { return false }
            case UInt8(ascii: "`"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"),
                 UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: " "),
                 UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            default:
                if c >= 0x80 || Lexing.isDigit(c) { break }
                return false
            }
            j += 1
        }
        return false
    }

    /// Whether the code after a `{` (at `from`) is an accessor block: an accessor name
    /// (after attributes and modifiers such as `mutating`, `__consuming`), followed by what can
    /// follow one: its body, `(name)` for `set`/`willSet`/`didSet`/`init`, effects, the next
    /// accessor or the closing brace. `afterInitialValue` (`var x = value {`): only a block that
    /// starts with `willSet`, `didSet` or `init` (SE-0400), the accessors by which swift-syntax's
    /// parser tells an accessor block from a trailing closure of the value.
    mutating func startsAccessorBlock(at from: Int, afterInitialValue: Bool) -> Bool {
        var j = tokenAfterBrace(from, limit: 1024)
        readAhead(to: j &+ 2)
        var words = 0
        while words < 4 {
            words += 1
            #if !arch(wasm32)
            // Most blocks start with a word no accessor, accessor modifier or `init` starts
            // with (`return`, `let`, a type's name): told apart without looking the word up.
            guard Self.mayStartAccessorWord(byte(j)) else { return false }
            #endif
            if byte(j) == UInt8(ascii: "@") {
                // An attribute, with its arguments: `@storageRestrictions(initializes: x) init`.
                guard Lexing.isIdentStart(byte(j + 1)) else { return false }
                var e = Lexing.identifierEnd(s, j + 1)
                if byte(e) == UInt8(ascii: "(") {
                    var depth = 0
                    let stop = e + 256 < n ? e + 256 : n
                    while e < stop {
                        if s[e] == UInt8(ascii: "(") { depth += 1 }
                        if s[e] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                        e += 1
                    }
                    guard byte(e) == UInt8(ascii: ")") else { return false }
                    e += 1
                }
                readAhead(to: e &+ 1)
                j = skipTriviaAhead(e, limit: 512).index
                continue
            }
            let (kw, e) = keyword(at: j)
            switch kw {
            case .mutating, .nonmutating, .consuming, .borrowing, .uu_consuming, .yielding:
                // The modifiers an accessor takes (`mutating get`); others (`package init(`) start
                // a declaration in a getter's body.
                j = skipTriviaAhead(e, limit: 512).index
                continue
            default:
                break
            }
            guard kw.flags.contains(.accessor) || kw == .`init` else { return false }
            if afterInitialValue && kw != .willSet && kw != .didSet && kw != .`init` { return false }
            let k = skipTriviaAhead(e, limit: 512).index
            let c = byte(k)
            if k >= n || c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") { return true }
            if c == UInt8(ascii: "(") { return kw == .set || kw == .willSet || kw == .didSet || kw == .`init` }
            let next = keyword(at: k).0
            return next.flags.contains(.accessor) || next == .async || next == .throws || next.flags.contains(.modifier)
        }
        return false
    }

    /// `Lexing.skipTrivia(s, from, limit: limit).index` for `from` just past a `{`: a line break
    /// and the next line's indentation of spaces (a block's first line, the common case) are
    /// taken without the general scan, which finds the same token.
    @inline(__always)
    mutating func tokenAfterBrace(_ from: Int, limit: Int) -> Int {
        #if !arch(wasm32)
        if byte(from) == UInt8(ascii: "\n") {
            let k = ByteScan.indentationEnd(s, from: from &+ 1)
            // Neither trivia nor a comment's `/` (`skipTrivia` stops there too), within the limit.
            if byte(k) > 0x2F && k &- from < limit { return k }
        }
        #endif
        return Lexing.skipTrivia(s, from, limit: limit).index
    }

    #if !arch(wasm32)
    /// Whether `c` may start an accessor block's first word (`startsAccessorBlock`): `@`, `_`
    /// or the first letter of an accessor's name (`get`, `set`, `willSet`, `didSet`, `_read`,
    /// `_modify`, `unsafeAddress`, `unsafeMutableAddress`, `borrow`, `mutate`), of `init` or of
    /// an accessor's modifier (`mutating`, `nonmutating`, `consuming`, `borrowing`,
    /// `__consuming`, `yielding`): one bit per byte from `@` (0x40) to `\u{7F}`.
    @inline(__always)
    static func mayStartAccessorWord(_ c: UInt8) -> Bool {
        let bit = c &- 0x40
        // @ _ b c d g i m n s u w y
        let starts: UInt64 = 1 | 1 << 0x1F | 1 << 0x22 | 1 << 0x23 | 1 << 0x24 | 1 << 0x27 | 1 << 0x29
            | 1 << 0x2D | 1 << 0x2E | 1 << 0x33 | 1 << 0x35 | 1 << 0x37 | 1 << 0x39
        return bit < 64 && starts &>> UInt64(bit) & 1 != 0
    }
    #endif

    @inline(__always)
    mutating func closeBrace() {
        i &+= 1
        if state.ifConfigsOpen > 0, let k = frames.topStop(for: .brace), k > 0,
           frames.count &- 1 > k || frames.top.openIfConfigs > 0, closeBraceCrossesIfConfig(k) {
            // `#if os(X)⏎ if a {⏎ }⏎ }`: the extra `}` is skipped (`closeBraceCrossesIfConfig`).
            state.endStatement()
            state.setPrev(.semicolon)
            return
        }
        if unwind(to: .brace) { popFrame() }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.clearPending()
        state.awaitingParameters = false
        state.setPrev(.closeBrace)
    }
}
