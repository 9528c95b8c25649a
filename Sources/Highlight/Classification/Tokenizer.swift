/// The previous significant token, as far as classification cares.
enum Previous: UInt8 {
    case start, name, keyword, dot, openParen, closeParen, openSquare, closeSquare, openBrace,
         closeBrace, closeAngle, comma, semicolon, colon, binaryOperator, prefixOperator,
         postfixOperator, arrow, literal, attribute, pound, backslash
}

/// The tokenizer and classifier: one pass over the UTF-8 bytes, emitting classified tokens to a
/// sink in order. Classification uses bounded lookahead (the next few bytes, a generic argument
/// list of at most 160 bytes) and the bracket stack in `frames`; it never backtracks, so time is
/// linear in the input. Nesting of any depth is handled with the heap-allocated `frames` stack,
/// never with recursion.
///
/// Lookahead helpers that only read are still declared `mutating`: a call to a non-mutating
/// method that is not inlined copies the whole tokenizer (sink included, ~100–200 bytes, often
/// with memcpy) to pass it; a mutating one gets its address (callgrind, 800 KB to HTML: 1.2M
/// instructions of such copies).
struct Tokenizer<Sink: TokenSink> {
    let s: UnsafeBufferPointer<UInt8>
    let n: Int
    var sink: Sink
    /// The current byte offset.
    var i = 0
    var prev: Previous = .start
    /// The keyword of the previous token, when it was one.
    var prevKeyword: Keyword = .none
    /// A line break lies between the previous significant token and the current position.
    var newlineBefore = true
    /// The statement state of the innermost frame.
    var state = StatementState()
    /// Open brackets, innermost last. `frames[0]` is the whole input and is never popped.
    var frames: FrameStack
    /// The role the next `(` takes when it immediately follows the current token.
    var nextParenRole: FrameRole? = nil
    /// A `<` right after the current token opens generic parameters or arguments.
    var angleAllowed = false
    /// A declaration's parameter list is expected (after `func name`, `init`, `subscript`, a
    /// case name with associated values).
    var awaitingParameters = false
    /// The `(` right after the current token opens an attribute's arguments.
    var attributeParenPending = false
    /// When positive, the code being read is what Swift's parser skips as unexpected: after a
    /// `name:` at the start of a statement, up to the end of the line (brackets opened there
    /// included; `skipsToLineEnd`); after a missing comma in an argument list or collection, up
    /// to its closing bracket. Names are then plain and keywords keywords, whatever the
    /// context. The value is the frame depth at which skipping started.
    var skippedUntilFrame = 0
    var skipsToLineEnd = false
    /// The previous token is a `...` with nothing after it on its line (a placeholder for
    /// omitted arguments in a snippet).
    var prevIsDanglingEllipsis = false
    /// A failed regex scan is not retried from inside the bytes it examined (for bare `/…/`
    /// and for `#/…/#` separately), so that lines such as `/[/[/[…` or `#/a#/a…` take linear
    /// time: no regex literal starts before these offsets.
    var noBareRegexBefore = 0
    var noExtendedRegexBefore = 0
    /// No `#>` closes an editor placeholder before this offset's line end: a `<#` before it is
    /// not one (keeps lines of `<#<#<#…` linear).
    var noPlaceholderBefore = 0

    private init(_ s: UnsafeBufferPointer<UInt8>, sink: Sink) {
        self.s = s
        self.n = s.count
        self.sink = sink
        frames = FrameStack(bottom: Frame(bracket: .none, role: .file, saved: StatementState()))
    }

    /// Tokenizes `bytes` into `sink` and returns the sink.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into sink: Sink) -> Sink {
        var tokenizer = Tokenizer(bytes, sink: sink)
        tokenizer.run()
        tokenizer.frames.release()
        return tokenizer.sink
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { UInt(bitPattern: k) < UInt(bitPattern: n) ? s[k] : 0 }

    @inline(__always) mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        if end > start { sink.emit(start, end, kind) }
    }

    var role: FrameRole { frames.topRole }

    /// Whether the previous token ends an expression (so `/` divides and `<` compares).
    /// A `mutating get`: see the note on `mutating` helpers at the top.
    var prevEndsExpression: Bool {
        mutating get {
            switch prev {
            case .name, .literal, .closeParen, .closeSquare, .closeBrace, .closeAngle, .postfixOperator:
                return true
            case .keyword:
                return prevKeyword.flags.contains(.expression) || prevKeyword == .`init`
            default:
                return false
            }
        }
    }

    /// Tokenizes the whole input.
    mutating func run() {
        if n >= 2 && s[0] == UInt8(ascii: "#") && s[1] == UInt8(ascii: "!") {
            let e = Lexing.lineEnd(s, 0)
            emit(0, e, .comment)
            i = e
        }
        // A BOM at the start is plain.
        if i == 0 && n >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF { i = 3 }
        while i < n && sink.wantsMoreTokens {
            let c = s[i]
            switch c {
            case UInt8(ascii: " "):
                // Indentation and alignment: runs of spaces, eight per step.
                i = ByteScan.spacesEnd(s, from: i + 1)
            case UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                i += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                i += 1
                lineBreak()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                name(i, Lexing.identifierEnd(s, i + 1), backticked: false)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "\""):
                stringLiteral(hashes: 0)
            case UInt8(ascii: "/"):
                slash()
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "@"):
                attribute()
            case UInt8(ascii: "`"):
                backtick()
            case UInt8(ascii: "."):
                dot()
            case UInt8(ascii: "("):
                openParen()
            case UInt8(ascii: ")"):
                closeParen()
            case UInt8(ascii: "["):
                openSquare()
            case UInt8(ascii: "]"):
                closeSquare()
            case UInt8(ascii: "{"):
                openBrace()
            case UInt8(ascii: "}"):
                closeBrace()
            case UInt8(ascii: ","):
                comma()
            case UInt8(ascii: ";"):
                i += 1
                endStatement()
                setPrev(.semicolon)
            case UInt8(ascii: ":"):
                colon()
            case UInt8(ascii: "\\"):
                i += 1
                setPrev(.backslash)
            case UInt8(ascii: "$"):
                dollar()
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                operatorToken()
            case 0x80...0xFF:
                nonASCII()
            default:
                // Control characters, `'` and other bytes Swift does not use: plain.
                i += 1
            }
        }
    }

    /// Records the previous significant token.
    @inline(__always) mutating func setPrev(_ p: Previous, _ kw: Keyword = .none) {
        prevIsDanglingEllipsis = false
        prev = p
        prevKeyword = kw
        newlineBefore = false
    }

    /// Clears what announced the current token, for tokens that do not continue a declaration.
    @inline(__always) mutating func clearPending() {
        nextParenRole = nil
        angleAllowed = false
        attributeParenPending = false
    }

    // MARK: - Lines and statements

    mutating func lineBreak() {
        newlineBefore = true
        if skippedUntilFrame > 0 && skipsToLineEnd && frames.count <= skippedUntilFrame { skippedUntilFrame = 0 }
        if frames.topRole == .interpolation && !frames.top.stringMultiline {
            // A single-line string cannot span lines: the interpolation and its string end here.
            popFrame()
            prev = .literal
            return
        }
        switch frames.topBracket {
        case .brace, .none:
            // Nothing to forget (the common case), or the statement goes on.
            if state.declaration == .none && !state.typeMode { return }
            if statementContinues() { return }
            state.typeMode = false
            switch state.declaration {
            case .importLine, .operatorLine, .variable, .variableInitializer, .enumCase, .typeAlias:
                state.declaration = .none
                state.declaredName = .none
            default:
                break
            }
        default:
            break
        }
    }

    /// At a line break in a block: whether the statement goes on on the next line, so that its
    /// declaration and type state still hold. It does after a binary operator, `:`, `->` or `,`
    /// (`let f:\n @convention(c) (Int) -> Int`, `static let x: [T] =\n Foo(…).map { … }`), and
    /// before a line that starts with `.member` or, after `var x: T`, with `{`.
    mutating func statementContinues() -> Bool {
        if state.declaration == .importLine || state.declaration == .operatorLine { return false }
        switch prev {
        case .colon, .arrow, .binaryOperator, .comma, .dot:
            return true
        default:
            break
        }
        guard state.declaration != .none || state.typeMode else { return false }
        var k = i
        while k < n && (s[k] == UInt8(ascii: " ") || s[k] == UInt8(ascii: "\t")) { k += 1 }
        var c = byte(k)
        if c == UInt8(ascii: "/") || Lexing.isNewline(c) {
            k = Lexing.skipTrivia(s, k, limit: 512).index
            c = byte(k)
        }
        if c == UInt8(ascii: ".") { return byte(k + 1) != UInt8(ascii: ".") }
        return c == UInt8(ascii: "{") && state.declaration == .variable
    }

    /// A statement ended (`;`, or a body closed): forget its declaration and condition state.
    @inline(__always) mutating func endStatement() {
        state = StatementState()
        clearPending()
        awaitingParameters = false
    }

    // MARK: - Frames

    mutating func pushFrame(_ bracket: FrameBracket, _ role: FrameRole, saving saved: StatementState,
                            attributeArguments: Bool = false) {
        var frame = Frame(bracket: bracket, role: role, saved: saved)
        frame.attributeArguments = attributeArguments
        frames.push(frame)
        state = StatementState()
        // Enum patterns nest in parentheses: `case .some(.value(let x))`, but an array literal
        // in a pattern is an expression: `case .token(choices: [.token(.colon)])`.
        if bracket == .paren && role == .arguments {
            if saved.pattern { state.pattern = true }
            if saved.binding { state.binding = true }
            // `{ (a: Int, B) -> T in`: the parameter clause of a closure.
            if saved.closureSignature { state.closureSignature = true }
        }
        switch role {
        case .parameters:
            state.parameterStart = true
        case .typeBrackets, .angle:
            state.typeMode = true
        default:
            break
        }
    }

    /// Pops the innermost frame (never the bottom one) and restores the enclosing state.
    @inline(__always) mutating func popFrame() {
        guard frames.count > 1 else { return }
        state = frames.pop()
    }

    /// Pops frames until one with `bracket` is on top, without crossing a brace or an
    /// interpolation (unless that is what is looked for). Returns whether it is found.
    mutating func unwind(to bracket: FrameBracket) -> Bool {
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

    mutating func openParen() {
        i += 1
        var r: FrameRole
        if let pending = nextParenRole {
            r = pending
        } else if awaitingParameters {
            r = .parameters
        } else if state.typeMode || (role == .parameters && state.parameterStart) {
            // `case custom((_ decoder: Decoder) throws -> Date)`: a function or tuple type.
            r = .typeBrackets
        } else {
            r = .arguments
        }
        if r == .parameters { awaitingParameters = false }
        let fromAttribute = attributeParenPending && nextParenRole != nil
        var saved = state
        // `let (a, b) = …`: a tuple pattern, not one declared name; whatever follows the `)` is not
        // a declared name either.
        if saved.declaredName == .plain { saved.declaredName = .none }
        // The parameter list of a function type or declaration is followed by its result.
        if r == .typeBrackets { saved.typeMode = true }
        clearPending()
        pushFrame(.paren, r, saving: saved, attributeArguments: fromAttribute)
        setPrev(.openParen)
    }

    mutating func closeParen() {
        if frames.topRole == .interpolation {
            let top = frames.top
            emit(i, i + 1, .interpolation)
            i += 1
            popFrame()
            stringBody(segmentStart: i, from: i, hashes: top.stringHashes, multiline: top.stringMultiline)
            return
        }
        i += 1
        var afterAttribute = false
        if unwind(to: .paren) {
            afterAttribute = frames.topAttributeArguments
            popFrame()
        }
        if frames.count < skippedUntilFrame { skippedUntilFrame = 0 }
        clearPending()
        // `@available(…) final class`: what follows an attribute's arguments follows the attribute.
        setPrev(afterAttribute ? .attribute : .closeParen)
    }

    mutating func openSquare() {
        i += 1
        let r: FrameRole = state.typeMode ? .typeBrackets : .arguments
        clearPending()
        pushFrame(.square, r, saving: state)
        setPrev(.openSquare)
    }

    mutating func closeSquare() {
        i += 1
        if unwind(to: .square) { popFrame() }
        if frames.count < skippedUntilFrame { skippedUntilFrame = 0 }
        clearPending()
        setPrev(.closeSquare)
    }

    mutating func openBrace() {
        i += 1
        // A `<` that never closed was a comparison, not generics.
        while frames.count > 1 && frames.topBracket == .angle { popFrame() }
        var r: FrameRole = .block
        var clean = state.condition
        switch state.declaration {
        case .typeHeader:
            r = .typeBody; clean = true
        case .enumHeader:
            r = .enumBody; clean = true
        case .precedenceHeader:
            r = .precedenceBody; clean = true
        case .variable, .subscriptHeader:
            if !state.condition {
                r = startsAccessorBlock(at: i, observersOnly: false) ? .accessors : .block
                clean = true
            }
        case .variableInitializer:
            if !state.condition && startsAccessorBlock(at: i, observersOnly: true) { r = .accessors; clean = true }
        case .functionHeader, .typeAlias:
            clean = true
        default:
            break
        }
        let saved = clean ? StatementState() : state
        // A closure may open here (not after `else`, `do`, `defer`, `repeat`: blocks).
        let closure = r == .block && !state.condition
            && (state.declaration == .none || state.declaration == .variableInitializer)
            && (prev != .keyword || prevKeyword == .`return` || prevKeyword == .`in`) && closureSignatureFollows()
        clearPending()
        awaitingParameters = false
        pushFrame(.brace, r, saving: saved)
        state.closureSignature = closure
        setPrev(.openBrace)
    }

    /// Whether the code after a `{` starts with a closure signature ending in `in`: an
    /// optional capture list, then parameters (`a, b` or `(…)`), effects and a result type, all
    /// within a short window. Reserved words other than those of a signature rule it out
    /// (`{ for x in xs … }` is a loop).
    mutating func closureSignatureFollows() -> Bool {
        var j = Lexing.skipTrivia(s, i, limit: 256).index
        let stop = i + 320 < n ? i + 320 : n
        var depth = 0
        var words = 0
        var arrow = false
        var lastWord = Keyword.none
        while j < stop {
            let c = s[j]
            if Lexing.isIdentStart(c) && c != UInt8(ascii: "`") && c < 0x80 {
                let e = Lexing.identifierEnd(s, j)
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
    /// accessor or the closing brace. `observersOnly`: only `willSet`/`didSet` (after `= value`).
    mutating func startsAccessorBlock(at from: Int, observersOnly: Bool) -> Bool {
        var j = Lexing.skipTrivia(s, from, limit: 1024).index
        var words = 0
        while words < 4 {
            words += 1
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
                j = Lexing.skipTrivia(s, e, limit: 512).index
                continue
            }
            let (kw, e) = keyword(at: j)
            if kw.flags.contains(.modifier) && !kw.flags.contains(.reserved) {
                j = Lexing.skipTrivia(s, e, limit: 512).index
                continue
            }
            guard kw.flags.contains(.accessor) || kw == .`init` else { return false }
            if observersOnly && kw != .willSet && kw != .didSet { return false }
            let k = Lexing.skipTrivia(s, e, limit: 512).index
            let c = byte(k)
            if k >= n || c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ";") { return true }
            if c == UInt8(ascii: "(") { return kw == .set || kw == .willSet || kw == .didSet || kw == .`init` }
            let next = keyword(at: k).0
            return next.flags.contains(.accessor) || next == .async || next == .throws || next.flags.contains(.modifier)
        }
        return false
    }

    mutating func closeBrace() {
        i += 1
        if unwind(to: .brace) { popFrame() }
        if frames.count < skippedUntilFrame { skippedUntilFrame = 0 }
        clearPending()
        awaitingParameters = false
        setPrev(.closeBrace)
    }

    mutating func comma() {
        i += 1
        switch role {
        case .parameters:
            state.parameterStart = true
            state.typeMode = false
        case .angle:
            state.typeMode = true
        default:
            if state.caseLabel && role != .arguments {
                // `case .a where x, .b:`: the next pattern.
                state.pattern = true
                state.binding = false
                state.typeMode = false
            }
            let top = frames.topBracket
            if top == .brace || top == .none { state.binding = false }
            if state.closureSignature { state.typeMode = false }
            switch state.declaration {
            case .variable where state.condition, .variableInitializer where state.condition:
                // `if let a = b, isValid(a)`: a condition's comma ends the optional binding; a
                // further binding starts with its own `let`/`var`/`case`.
                state.declaration = .none
                state.declaredName = .none
                state.typeMode = false
            case .enumCase, .variable, .variableInitializer:
                state.declaredName = .plain
                if state.declaration == .variableInitializer { state.declaration = .variable }
                state.typeMode = false
            case .typeHeader, .enumHeader:
                state.typeMode = true
            default:
                if role != .typeBrackets { state.typeMode = false }
            }
        }
        clearPending()
        setPrev(.comma)
    }

    mutating func colon() {
        i += 1
        clearPending()
        if (state.pattern || state.caseLabel) && role != .arguments {
            // The end of a `case` label in a switch: `case is Foo.Type:`, `case let x:`,
            // `case let x as T where x.isEmpty:`.
            state.pattern = false
            state.caseLabel = false
            state.binding = false
            state.condition = false
            state.typeMode = false
            if state.declaredName == .plain { state.declaredName = .none }
        } else if state.closureSignature || (state.binding && (frames.topBracket == .brace || frames.topBracket == .none)) {
            // `for (a, b): (Int, Int) in`, `{ (x: Int) in`: a type annotation follows (in a
            // pattern's parentheses, `label: name` binds a name instead).
            state.binding = false
            state.typeMode = true
        } else if role == .arguments {
            // `[key as String: value]`, `f(x as T, y: z)`: a label or key ends a cast.
            state.typeMode = false
        } else if role == .parameters && state.parameterStart {
            state.parameterStart = false
            state.typeMode = true
        } else {
            switch state.declaration {
            case .variable, .typeHeader, .enumHeader, .typeAlias, .functionHeader, .subscriptHeader:
                state.typeMode = true
            default:
                if role == .angle { state.typeMode = true }
            }
        }
        setPrev(.colon)
    }

    // MARK: - Operators and punctuation

    mutating func dot() {
        let next = byte(i + 1)
        if next == UInt8(ascii: ".") {
            operatorToken()
            return
        }
        if Lexing.isDigit(next) {
            // Tuple element: `t.0`, `t.0.1`, `\.0` (Swift has no `.5` literals).
            var e = i + 1
            while e < n && Lexing.isDigit(s[e]) { e += 1 }
            emit(i + 1, e, .property)
            i = e
            clearPending()
            setPrev(.name)
            return
        }
        i += 1
        let keepAngle = state.typeMode
        clearPending()
        angleAllowed = keepAngle
        setPrev(.dot)
    }

    mutating func dollar() {
        // `$0`, `$1`: closure arguments; `$name`: a projected value.
        let start = i
        var e = i + 1
        while e < n && Lexing.isIdentContinue(s[e]) { e += 1 }
        let member = prev == .dot
        i = e
        if member && e > start + 1 && !Lexing.isDigit(s[start + 1]) {
            emit(start, e, .property)
        }
        clearPending()
        setPrev(.name)
    }

    mutating func slash() {
        let next = byte(i + 1)
        if next == UInt8(ascii: "/") {
            let e = Lexing.lineEnd(s, i)
            let doc = byte(i + 2) == UInt8(ascii: "/") && byte(i + 3) != UInt8(ascii: "/")
            emit(i, e, doc ? .docComment : .comment)
            i = e
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
        if !prevEndsExpression && i >= noBareRegexBefore {
            var scanned = i
            if let e = Lexing.bareRegexEnd(s, i, scanned: &scanned) {
                literal(i, e, .regex)
                return
            }
            noBareRegexBefore = scanned
        }
        operatorToken()
    }

    mutating func operatorToken() {
        let start = i
        let c = s[i]
        // An editor placeholder `<#name#>` stands for an expression or a type: plain.
        if c == UInt8(ascii: "<") && byte(i + 1) == UInt8(ascii: "#") && i >= noPlaceholderBefore {
            if let e = Lexing.placeholderEnd(s, i) {
                i = e
                clearPending()
                setPrev(.name)
                return
            }
            // No `#>` before the line's end: no later `<#` on this line closes either.
            noPlaceholderBefore = Lexing.lineEnd(s, i)
        }
        // Generic brackets take one `<` or `>` at a time.
        if c == UInt8(ascii: "<") && angleAllowed {
            i += 1
            clearPending()
            pushFrame(.angle, .angle, saving: state)
            setPrev(.openParen)
            return
        }
        if c == UInt8(ascii: ">") && frames.topBracket == .angle {
            i += 1
            popFrame()
            clearPending()
            angleAllowed = false
            if byte(i) == UInt8(ascii: "(") {
                nextParenRole = awaitingParameters ? .parameters : .arguments
            }
            setPrev(.closeAngle)
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
        if state.declaredName == .function {
            // `static func == (lhs: T, rhs: T) -> Bool`: the operator is the declared name and
            // its parameter list follows.
            emit(start, e, .operator)
            state.declaredName = .none
            clearPending()
            awaitingParameters = true
            setPrev(.name)
            return
        }
        let length = e - start
        let spaceBefore = start == 0 || Lexing.isSpace(s[start - 1]) || Lexing.isNewline(s[start - 1])
        let after = byte(e)
        let spaceAfter = e >= n || Lexing.isSpace(after) || Lexing.isNewline(after)
        let wasExpression = prevEndsExpression
        clearPending()

        if length == 2 && c == UInt8(ascii: "-") && s[start + 1] == UInt8(ascii: ">") {
            emit(start, e, .operator)
            state.typeMode = true
            setPrev(.arrow)
            return
        }
        if length == 1 && c == UInt8(ascii: "=") {
            emit(start, e, .operator)
            state.typeMode = false
            // `if case .some(let x) = value`: the pattern ends at `=`.
            if state.pattern {
                state.pattern = false
                if state.declaredName == .plain { state.declaredName = .none }
            }
            state.caseLabel = false
            state.binding = false
            switch state.declaration {
            case .variable:
                state.declaration = .variableInitializer
            case .typeAlias:
                state.typeMode = true
            default:
                break
            }
            setPrev(.binaryOperator)
            return
        }
        let postfix = !spaceBefore && wasExpression && (spaceAfter || !(Lexing.isIdentStart(after) || Lexing.isDigit(after) || after == UInt8(ascii: "\"")))
        if state.typeMode {
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
                angleAllowed = false
                setPrev(postfix ? .postfixOperator : .prefixOperator)
                return
            }
            // `where Element == Int` in a declaration's generic where clause: both sides are types.
            let sameType = length == 2 && c == UInt8(ascii: "=") && s[start + 1] == UInt8(ascii: "=")
            switch state.declaration {
            case .typeHeader, .enumHeader, .functionHeader, .subscriptHeader, .typeAlias:
                if !sameType { state.typeMode = false }
            default:
                state.typeMode = false
            }
        }
        emit(start, e, .operator)
        if length == 3 && c == UInt8(ascii: ".") && Lexing.isNewline(byte(Lexing.skipSpaces(s, e))) {
            setPrev(.binaryOperator)
            prevIsDanglingEllipsis = true
            return
        }
        if postfix {
            setPrev(.postfixOperator)
            // `foo?(…)`, `foo!(…)`: optional calls keep their argument list; `init?(…)` its
            // parameters.
            if after == UInt8(ascii: "(") { nextParenRole = awaitingParameters ? .parameters : .arguments }
        } else if !spaceBefore || !spaceAfter, !wasExpression {
            setPrev(.prefixOperator)
        } else {
            setPrev(.binaryOperator)
        }
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
            clearPending()
            setPrev(.binaryOperator)
            return
        }
        name(i, Lexing.identifierEnd(s, i), backticked: false)
    }

    mutating func backtick() {
        let start = i
        var e = i + 1
        while e < n && s[e] != UInt8(ascii: "`") && !Lexing.isNewline(s[e]) { e += 1 }
        if e < n && s[e] == UInt8(ascii: "`") && e > start + 1 {
            name(start, e + 1, backticked: true)
        } else {
            i += 1
        }
    }
}
