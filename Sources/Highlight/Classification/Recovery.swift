/// Recovery from brackets left open: where Swift's parser gives up on an unclosed `(` or `[`
/// and reads on as if it had been closed, so that one open bracket in a cut snippet spoils
/// nothing after it.
///
/// swift-syntax's parser (603) ends an argument list, collection or parameter clause when an
/// element is not followed by `,`. It then expects the closing bracket and looks ahead for it,
/// skipping the tokens in between as unexpected code, but only if it meets no token that
/// "recovers more strongly" first: `{`, `}`, `;`, `->`, `#if`/`#else`/`#endif`, the end of the
/// input, or a keyword that the lexer always classifies and that starts a statement or a
/// declaration (`let`, `func`, `struct`, `return`, `if`, `init`, …; see `stopsRecovery`).
/// Brackets opened and closed on one line are skipped whole. When such a token comes first, the
/// bracket counts as closed where the element ended, and what follows is read as new code.
///
/// The classifier mirrors this when, inside an argument list, a collection or a parameter
/// clause, a token cannot continue it: a name on a new line after a complete element
/// (`recoverAtName`, which looks ahead), or such a keyword (`recoverAtKeyword`, which also
/// closes the brackets of a type or of an attribute's arguments). When the look-ahead finds the
/// closing bracket instead, the code up to it is skipped, and it ends at that very bracket
/// (`endSkipAtCloser`). The look-ahead is bounded (`recoveryWindow` bytes) and never repeated
/// inside the bytes a previous one examined, so the work stays linear in the input.
///
/// Also here: the body of a type whose `{` is missing (`recoverMissingBodyBrace`). Other
/// recovery rules live with what they recover: a multi-line string's interpolation cut at a line
/// end (`interpolationCutAtLineBreak`, Literals.swift), a parameter whose comma is missing and a
/// `.` that ends its line (Names.swift).
extension Tokenizer {
    /// How far the look-ahead for the closing bracket reads: the parser's own look-ahead has no
    /// limit, and a function body of calls whose brackets close on their lines runs to several
    /// kilobytes before its `}`. Successive look-aheads read disjoint bytes, so the window bounds
    /// the work for one bracket, not the total.
    static var recoveryWindow: Int { 65536 }

    /// Whether the bracketed code on top of the stack is one whose parser gives up at a token
    /// it cannot place: call or subscript arguments, a collection, a parenthesized expression or
    /// tuple (`.arguments`), a declaration's parameters (`.parameters`), a type's brackets.
    var inRecoverableBrackets: Bool {
        let b = frames.topBracket
        guard b == .paren || b == .square else { return false }
        let r = frames.topRole
        return r == .arguments || r == .parameters || r == .typeBrackets
    }

    /// The brackets that a keyword at which the parser gives up closes: those of
    /// `inRecoverableBrackets`, and the parentheses or brackets of a type (`[String: Int`) and
    /// of an attribute's arguments (`@available(macOS 10.15`).
    func closesAtKeyword(_ b: FrameBracket, _ r: FrameRole) -> Bool {
        guard b == .paren || b == .square else { return false }
        switch r {
        case .arguments, .parameters, .typeBrackets, .availability, .plainWords:
            return true
        default:
            return false
        }
    }

    /// At the keyword `kw` (`start..<end`), not a member name: when it is one at which the
    /// parser gives up on the open brackets here, closes them (`recoverClosingBrackets`) and
    /// returns true. A keyword that may start an element (`if`, `switch`, `let`, `var`,
    /// `repeat`, `inout`) does so only after a complete element; one that labels an argument
    /// (`default:`) never.
    mutating func recoverAtKeyword(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        guard Tokenizer.stopsRecovery(kw), closesAtKeyword(frames.topBracket, frames.topRole) else { return false }
        // Code skipped to the end of its line (`name:` where a statement starts) is not looked at.
        if state.skippedUntilFrame > 0 && state.skipsToLineEnd { return false }
        // `x[k, default: 0]`: an argument's label, unless an element just ended (`append(c⏎ default:`).
        if byte(end) == UInt8(ascii: ":") && byte(end + 1) != UInt8(ascii: ":") && !state.prevEndsExpression { return false }
        switch frames.topRole {
        case .parameters:
            // `func f(for x: T)`, `init(_ a: A,⏎ while b: B)`: a parameter's label.
            if state.statement.parameterStart { return false }
        case .availability, .plainWords:
            // `@_documentation(visibility: private)`.
            if state.prev == .colon { return false }
        default:
            break
        }
        switch kw {
        case .`let`, .`var`:
            // `Config(name: "x"⏎ @OptionGroup()⏎ var options: Options`: after an attribute too.
            // Where no pattern is parsed (the parser reads `let` and `var` as a binding only in a
            // pattern), anywhere: `A(⏎ var b = c`, `@available(macOS 2.4, *⏎ package var r`.
            guard state.prevEndsExpression || state.prevIsDanglingEllipsis || state.prev == .attribute
                || noPatternInBrackets else { return false }
        case .`if`, .`switch`, .`repeat`, .`inout`:
            guard state.prevEndsExpression || state.prevIsDanglingEllipsis else { return false }
        default:
            break
        }
        recoverClosingBrackets()
        return true
    }

    /// Whether no pattern can be read in the brackets on top: a call's arguments or a
    /// collection outside any pattern, condition (`f(if let x = y { … })`) or capture list, or
    /// an attribute's arguments.
    var noPatternInBrackets: Bool {
        switch frames.topRole {
        case .arguments:
            return !state.statement.pattern && !state.statement.binding && !state.statement.captureList
                && !state.statement.condition
        case .availability, .plainWords:
            return true
        default:
            return false
        }
    }

    /// At a keyword followed by `:` in brackets (`default:`): when a complete element comes
    /// before it, it labels nothing, and the parser gives up on the brackets at it
    /// (`append(c⏎ default:`); returns whether they were closed.
    @inline(never)
    mutating func recoverAtLabelKeyword(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        state.prevEndsExpression && recoverAtKeyword(kw, start, end)
    }

    /// At a name (or a word that only some contexts make a keyword, or one that cannot continue
    /// a type: `try`, `self`, …) that starts a line after a complete type in a type's brackets
    /// (`var result: [Element⏎ result.reserve(k)`): nil when that is not the case; else true
    /// when the code up to the closing bracket is skipped (the name was emitted), false when the
    /// brackets were closed (the name starts a statement) or a new parameter starts.
    @inline(never)
    mutating func nameAfterTypeInBrackets(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool? {
        guard state.prevEndsExpression, frames.topBracket == .paren || frames.topBracket == .square else { return nil }
        if frames.topBracket == .paren && state.prev != .closeBrace
            && (!kw.flags.contains(.reserved) || kw == .selfType || kw == .anyType) {
            // In a tuple or function type the parser reads a name after a complete element as the
            // next element, its comma missing, without looking for the `)` (`(@Sendable (C) -> E⏎
            // o: C.S)`): read on as after a comma. (A `}` ends no type: a block's `{` has ended
            // the type for the parser.)
            state.setPrev(.comma)
            return nil
        }
        if recoverAtName(start) { return false }
        if frames.topRole == .parameters && startsParameter(start, end) {
            // `stack: [A⏎ context: C,`: the type's bracket gave up at the parameters' `)`, and
            // the parameter list reads a new parameter here, its comma missing.
            state.skipCloser = -1
            state.statement.parameterStart = true
            state.statement.typeMode = false
            return false
        }
        emitSkipped(start, end, kw)
        state.skippedUntilFrame = frames.count
        state.skipsToLineEnd = false
        return true
    }

    /// At a name that starts a new line after a complete element, inside brackets whose
    /// closing bracket the parser now looks for: returns true when it gives up first (and the
    /// brackets are closed), false when the closing bracket is found first or the look-ahead
    /// ends undecided (the caller then skips the code up to the bracket, as the parser does).
    mutating func recoverAtName(_ start: Int) -> Bool {
        guard inRecoverableBrackets else { return false }
        state.skipCloser = -1
        if start < state.recoveryScanEnd {
            // Inside the bytes the last look-ahead read: its verdict stands.
            guard state.recoveryScanStopped else { return false }
        } else {
            let closing = frames.topBracket == .square ? UInt8(ascii: "]") : UInt8(ascii: ")")
            let (stopped, closer, end) = recoveryLookahead(from: start, closing: closing)
            state.recoveryScanEnd = end
            state.recoveryScanStopped = stopped
            guard stopped else {
                // The skipped code ends at the closer the parser found, whatever brackets the
                // skipped code seems to leave open.
                state.skipCloser = closer
                return false
            }
            switch closeUpToBracket(closedBy: closer, at: start) {
            case .closer:
                state.skipCloser = closer
                return false
            case .parameter:
                return true
            case .none:
                break
            }
        }
        recoverClosingBrackets()
        return true
    }

    /// Where `recoverAtName` goes on after the parser gave up on the brackets on top.
    enum RecoveryTarget {
        /// Nothing found: all the brackets are closed (`recoverClosingBrackets`).
        case none
        /// An enclosing argument list, collection or parameter clause finds its closer.
        case closer
        /// The name starts a new parameter of an enclosing parameter clause.
        case parameter
    }

    /// When the look-ahead for the closer of the brackets on top stopped, at the name at
    /// `start`: the parser gives up on those brackets, and reads on in the ones around them.
    /// - In a parameter clause, a name (not a keyword) after a complete parameter starts the next
    ///   one, its comma missing (`func f(to r: [any R⏎ line: UInt)`), without looking further.
    /// - When the look-ahead stopped at a closer of the other kind (`f([a⏎ b.c(1))`, at `b`), an
    ///   argument list, collection or parameter clause of that kind looks for its closer from the
    ///   same token, and finds that one.
    /// Pops the brackets above that one and returns which; `.none`, with nothing popped, when
    /// there is no such bracket among the ones `recoverClosingBrackets` would close.
    @inline(never)
    mutating func closeUpToBracket(closedBy closer: Int, at start: Int) -> RecoveryTarget {
        let b: FrameBracket = closer < 0 ? .none : byte(closer) == UInt8(ascii: ")") ? .paren : .square
        let name = !keyword(at: start).0.flags.contains(.reserved)
        // The frames walked are those that `recoverClosingBrackets` pops when this fails, so
        // the walk is paid for by that popping.
        let top = frames.count - 1
        var k = top
        var target = RecoveryTarget.none
        while k > 0 {
            let f = frames[k]
            if k < top && name && f.role == .parameters {
                target = .parameter
                break
            }
            if f.bracket == b && (f.role == .arguments || f.role == .parameters || f.role == .typeBrackets) {
                target = .closer
                break
            }
            guard f.bracket == .angle || closesAtKeyword(f.bracket, f.role) else { return .none }
            k -= 1
        }
        guard k > 0 && k < top else { return .none }
        while frames.count - 1 > k { popFrame() }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.clearPending()
        state.awaitingParameters = false
        return target
    }

    /// Closes the open argument lists, collections and parameter clauses on top of the stack
    /// (with any `<` left open inside them), as the parser does when it gives up on each in
    /// turn; a statement starts here when the code around them is a block or the file.
    mutating func recoverClosingBrackets() {
        while frames.count > 1 {
            let b = frames.topBracket
            guard b == .angle || closesAtKeyword(b, frames.topRole) else { break }
            popFrame()
        }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.clearPending()
        state.awaitingParameters = false
        switch frames.topBracket {
        case .brace, .none:
            state.endStatement()
            if !state.newlineBefore { state.setPrev(.semicolon) }
        default:
            if !state.newlineBefore { state.setPrev(.closeParen) }
        }
    }

    /// Before a keyword (not a member name) is classified: closes the brackets the parser gives up
    /// on at it (`recoverAtKeyword`). Always true, so that it chains before `keywordApplies`.
    @inline(__always)
    mutating func recoveryBeforeKeyword(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        // One comparison for the common case: `.paren` and `.square` are 1 and 2.
        if frames.topBracket.rawValue &- FrameBracket.paren.rawValue < 2 { _ = recoverAtKeyword(kw, start, end) }
        return true
    }

    /// At a line break after a type's header (`struct S`, `enum E: Int`) that has no `{` yet:
    /// when the next line starts a member (a declaration keyword, a modifier, an enum's `case`),
    /// opens the body here, as swift-syntax's parser does when the `{` is missing (it reads
    /// members up to the `}`); so too after an enum's `:` or `,` before `case`. Returns whether
    /// it did.
    mutating func recoverMissingBodyBrace() -> Bool {
        let declaration = state.statement.declaration
        guard declaration == .typeHeader || declaration == .enumHeader else { return false }
        let k = nextToken(afterLineStart: i)
        let next = keyword(at: k).0
        switch state.prev {
        case .colon, .comma:
            // `enum CodingKeys: String,` then `case data`: the type expected after `:` or `,` is
            // missing, as `case` cannot begin one.
            guard declaration == .enumHeader && next == .`case` else { return false }
        case .arrow, .binaryOperator, .dot:
            return false
        default:
            break
        }
        let flags = next.flags
        guard flags.contains(.declaration) || flags.contains(.modifier) else { return false }
        let r: FrameRole = declaration == .enumHeader ? .enumBody : .typeBody
        state.clearPending()
        state.awaitingParameters = false
        pushFrame(.brace, r, saving: StatementState())
        return true
    }

    /// At a line break inside generic brackets (`class Entry<Service`, `Sequence<Result<E`)
    /// after a complete type, before a word other than `where`: closes them all. swift-syntax's
    /// parser ends a generic parameter or argument clause at the first element not followed by
    /// `,`, and takes the `>` as missing without looking ahead for it; so does each enclosing
    /// clause, whose element has just ended. Only for brackets of a declaration's header, of a
    /// type annotation in a block, of a parameter's type or in an array or dictionary type
    /// (`-> [Component<Arguments`; not inside other parentheses or square brackets, whose own
    /// recovery comes into play), at most 16 deep.
    @inline(never)
    mutating func recoverOpenAngles() {
        switch state.prev {
        case .name, .closeAngle, .closeParen, .closeSquare, .postfixOperator:
            break
        default:
            return
        }
        var below = frames.count - 1
        while below > 0 && frames[below].bracket == .angle {
            below -= 1
            if frames.count - below > 16 { return }
        }
        let outer = frames[below]
        guard outer.bracket == .brace || outer.bracket == .none || outer.role == .parameters
            || (outer.bracket == .square && outer.role == .typeBrackets) else { return }
        let k = nextToken(afterLineStart: i)
        guard k < n, Lexing.isIdentStart(s[k]), keyword(at: k).0 != .`where` else { return }
        while frames.count > 1 && frames.topBracket == .angle { popFrame() }
        state.clearPending()
        state.setPrev(.closeAngle)
        state.newlineBefore = true
    }

    /// At a line break after a function's name (`func testDecoding`, `func area<T>`) whose
    /// parameter clause has not begun: when the next line starts with a word that is neither an
    /// effect specifier, `where` nor an argument label (`label:`, `label name:`), the declaration
    /// ends here, as swift-syntax's parser ends it: the `(` it expects is not looked for past a
    /// line break, it parses parameters without it only before an argument label, and a function
    /// has no body unless a `{` follows. Returns whether it ended.
    @inline(never)
    mutating func recoverMissingParameters() -> Bool {
        guard state.statement.declaration == .functionHeader else { return false }
        let k = nextToken(afterLineStart: i)
        guard k < n, Lexing.isIdentStart(s[k]) else { return false }
        let e = Lexing.identifierEnd(s, k + 1)
        if matches(k, e, "where") || matches(k, e, "async") || matches(k, e, "throws") || matches(k, e, "rethrows")
            || matches(k, e, "reasync") {
            return false
        }
        // An argument label: a word before `:`, or two words before `:`.
        var j = e
        while j < n && (s[j] == UInt8(ascii: " ") || s[j] == UInt8(ascii: "\t")) { j += 1 }
        if j < n && Lexing.isIdentStart(s[j]) {
            j = Lexing.identifierEnd(s, j + 1)
            while j < n && (s[j] == UInt8(ascii: " ") || s[j] == UInt8(ascii: "\t")) { j += 1 }
        }
        readAhead(to: j &+ 2)
        if byte(j) == UInt8(ascii: ":") && byte(j + 1) != UInt8(ascii: ":") { return false }
        state.endStatement()
        return true
    }

    /// At a line break after a property's pattern, type or value in a type's body
    /// (`public var seconds: Double`) when the next line starts with an accessor (`get`, `set`,
    /// `didSet`, `willSet`, `_read`, `_modify`, …; not `init`): opens the accessor block here,
    /// as swift-syntax's parser does where only declarations are expected (it reads the accessors
    /// up to the `}` with the `{` missing). Returns whether it did. The caller (`lineBreak`) has
    /// seen that the statement declares a property (`var`/`let`) in a type's or an enum's body,
    /// and gives `first`, past the next line's indentation of spaces.
    @inline(never)
    mutating func recoverMissingAccessorBrace(indentationEnd first: Int) -> Bool {
        guard !state.statement.condition, state.prevEndsExpression else { return false }
        #if !arch(wasm32)
        if !Sink.observesLineStarts {
            // Most such lines start, after their indentation of spaces, with a word no accessor
            // starts with (`let`, `var`, `func`, `}`): the token the scan below would find there
            // and reject, told without it. (A sink that observes line starts keeps the scan, for
            // what it records read.)
            let c = byte(first)
            if c > 0x2F && !Self.mayStartAccessorName(c) { return false }
        }
        #endif
        let k = nextToken(afterLineStart: i)
        guard k < n else { return false }
        guard Self.mayStartAccessorName(s[k]) else { return false }
        let e = Lexing.identifierEnd(s, k + 1)
        readAhead(to: e &+ 1)
        guard matches(k, e, "get") || matches(k, e, "set") || matches(k, e, "didSet") || matches(k, e, "willSet")
            || matches(k, e, "_read") || matches(k, e, "_modify") || matches(k, e, "read") || matches(k, e, "modify")
            || matches(k, e, "unsafeAddress") || matches(k, e, "unsafeMutableAddress") else { return false }
        state.clearPending()
        pushFrame(.brace, .accessors, saving: StatementState())
        return true
    }

    /// Whether `c` starts one of the accessors' names that `recoverMissingAccessorBrace` looks
    /// for (`get`, `set`, `didSet`, `willSet`, `_read`, `_modify`, `read`, `modify`,
    /// `unsafeAddress`, `unsafeMutableAddress`).
    @inline(__always)
    static func mayStartAccessorName(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "g"), UInt8(ascii: "s"), UInt8(ascii: "d"), UInt8(ascii: "w"), UInt8(ascii: "_"), UInt8(ascii: "r"),
             UInt8(ascii: "m"), UInt8(ascii: "u"):
            return true
        default:
            return false
        }
    }

    /// At a line break after a complete pattern in a switch's `case` label (`case .never`,
    /// `case ETIMEDOUT`) when the next line starts with a word other than `where`, `as` or `is`:
    /// the label ends here and the case's statements begin. swift-syntax's parser ends the
    /// pattern's expression at a name on a new line and does not look past the line break for the
    /// `:` it expects. Returns whether the label ended.
    @inline(never)
    mutating func recoverCaseLabelWithoutColon() -> Bool {
        guard !state.statement.condition, frames.topRole == .block, state.prevEndsExpression else { return false }
        let k = nextToken(afterLineStart: i)
        guard k < n, Lexing.isIdentStart(s[k]) else { return false }
        switch keyword(at: k).0 {
        case .`where`, .`as`, .`is`:
            return false
        default:
            break
        }
        state.endStatement()
        return true
    }

    /// At a line break after a complete expression in the condition of `if`, `guard`, `while`,
    /// `for` or `switch` (`if let l = fiel`) when the next line starts with a keyword at which
    /// swift-syntax's look-ahead for the body's `{` stops (`let`, `var`, `return`, `if`, …; not
    /// `else`, `in`, `case` or `default`): the statement ends here, its body missing, and the
    /// next line is read as a statement (`l.filter { … }` is then a call with a trailing
    /// closure). Returns whether it ended.
    @inline(never)
    mutating func recoverConditionWithoutBody() -> Bool {
        guard state.prevEndsExpression, frames.topBracket == .brace || frames.topBracket == .none else { return false }
        let k = nextToken(afterLineStart: i)
        let kw = keyword(at: k).0
        guard Tokenizer.stopsRecovery(kw) else { return false }
        switch kw {
        case .`else`, .`in`, .`case`, .`default`:
            return false
        default:
            break
        }
        state.endStatement()
        return true
    }

    /// At the closer that ends code skipped after a look-ahead (`ClassifierState.skipCloser`):
    /// pops what the skipped code opened, so that the closer closes the bracket the parser
    /// closes with it, and ends the skipping.
    mutating func endSkipAtCloser() {
        state.skipCloser = -1
        guard state.skippedUntilFrame > 0 else { return }
        while frames.count > state.skippedUntilFrame { popFrame() }
        state.skippedUntilFrame = 0
    }

    /// Reads ahead from `from` as swift-syntax's recovery does when it looks for a closing
    /// bracket: returns whether a token that stops it comes before any closing bracket at this
    /// level, the offset of that closing bracket when it comes first (else -1), and where the
    /// reading ended. The closing bracket looked for is `closing`; a closer of the other kind at
    /// this level stops the parser's look-ahead (its offset is then returned as `closer` with
    /// `stopped`). Undecided within `recoveryWindow` bytes counts as not stopped; the end of
    /// the input stops.
    mutating func recoveryLookahead(from: Int, closing: UInt8) -> (stopped: Bool, closer: Int, end: Int) {
        let stop = from > n - Tokenizer.recoveryWindow ? n : from + Tokenizer.recoveryWindow
        // Brackets opened (and not closed on their line) since `from`: 1 bit per level, set
        // for `[`; more than 64 levels is undecided.
        var open: UInt64 = 0
        var depth = 0
        var j = from
        while j < stop {
            let c = s[j]
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let e = Lexing.identifierEnd(s, j + 1)
                if let base = s.baseAddress, Tokenizer.stopsRecovery(Keyword.lookup(base + j, length: e - j)) {
                    return (true, -1, e)
                }
                j = e
            case UInt8(ascii: "`"):
                j += 1
                while j < stop && s[j] != UInt8(ascii: "`") && !Lexing.isNewline(s[j]) { j += 1 }
                j += 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                return (true, -1, j + 1)
            case UInt8(ascii: "-"):
                if byte(j + 1) == UInt8(ascii: ">") { return (true, -1, j + 2) }
                j += 1
            case UInt8(ascii: "#"):
                let e = Lexing.identifierEnd(s, j + 1)
                if matches(j + 1, e, "if") || matches(j + 1, e, "else") || matches(j + 1, e, "elseif") || matches(j + 1, e, "endif") {
                    return (true, -1, e)
                }
                if byte(e) == UInt8(ascii: "\"") {
                    j = recoveryStringEnd(e, stop)
                } else {
                    j = e > j + 1 ? e : j + 1
                }
            case UInt8(ascii: "\""):
                j = recoveryStringEnd(j, stop)
            case UInt8(ascii: "/"):
                let d = byte(j + 1)
                if d == UInt8(ascii: "/") {
                    while j < stop && !Lexing.isNewline(s[j]) { j += 1 }
                } else if d == UInt8(ascii: "*") {
                    var level = 0
                    while j + 1 < stop {
                        if s[j] == UInt8(ascii: "/") && s[j + 1] == UInt8(ascii: "*") {
                            level += 1; j += 2
                        } else if s[j] == UInt8(ascii: "*") && s[j + 1] == UInt8(ascii: "/") {
                            level -= 1; j += 2
                            if level == 0 { break }
                        } else {
                            j += 1
                        }
                    }
                    if level > 0 { return (false, -1, stop) }
                } else {
                    j += 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                // A bracket closed on its own line is skipped whole, up to the first closer of
                // its kind on the line, whatever lies between (as the parser's recovery does).
                let closer = c == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
                var k = j + 1
                while k < stop && s[k] != closer && !Lexing.isNewline(s[k]) {
                    if s[k] == UInt8(ascii: "\"") {
                        k = recoveryStringEnd(k, stop)
                        continue
                    }
                    if s[k] == UInt8(ascii: "/") && byte(k + 1) == UInt8(ascii: "/") {
                        while k < stop && !Lexing.isNewline(s[k]) { k += 1 }
                        break
                    }
                    k += 1
                }
                if k < stop && s[k] == closer {
                    j = k + 1
                    continue
                }
                guard depth < 64 else { return (false, -1, j) }
                if c == UInt8(ascii: "[") { open |= 1 << UInt64(depth) } else { open &= ~(1 << UInt64(depth)) }
                depth += 1
                j += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                // A closer pops the levels it does not match (their recovery fails there) and
                // the one it matches; with none left, it is the closing bracket looked for, or
                // one of the other kind, which ends the look-ahead.
                let square: UInt64 = c == UInt8(ascii: "]") ? 1 : 0
                while depth > 0 && (open >> UInt64(depth - 1)) & 1 != square { depth -= 1 }
                if depth == 0 { return c == closing ? (false, j, j + 1) : (true, j, j) }
                depth -= 1
                j += 1
            default:
                j += 1
            }
        }
        return (j >= n, -1, j)
    }

    /// Past the string literal whose opening quote is at `q` (a multi-line one's closing
    /// delimiter; a one-line one's closing quote or line end), reading no further than `stop`.
    mutating func recoveryStringEnd(_ q: Int, _ stop: Int) -> Int {
        var j = q + 1
        if byte(q + 1) == UInt8(ascii: "\"") && byte(q + 2) == UInt8(ascii: "\"") {
            j = q + 3
            while j < stop {
                if s[j] == UInt8(ascii: "\"") && byte(j + 1) == UInt8(ascii: "\"") && byte(j + 2) == UInt8(ascii: "\"") {
                    return j + 3
                }
                j += s[j] == UInt8(ascii: "\\") ? 2 : 1
            }
            return stop
        }
        while j < stop && !Lexing.isNewline(s[j]) {
            if s[j] == UInt8(ascii: "\"") { return j + 1 }
            j += s[j] == UInt8(ascii: "\\") ? 2 : 1
        }
        return j < stop ? j : stop
    }

    /// Keywords that cannot go on with a complete element, but that the parser's look-ahead for a
    /// closing bracket skips like names (`f(a⏎ try g()`, `where T: P`, `self[i]`): read like a
    /// name on a new line after a complete element.
    static func cannotContinueElement(_ kw: Keyword) -> Bool {
        switch kw {
        case .`try`, .await, .`where`, .`self`, .selfType, .`super`, .`nil`, .`true`, .`false`, .anyType:
            return true
        default:
            return false
        }
    }

    /// Emits a token of code the parser skips: a keyword keeps its kind, a name is plain.
    mutating func emitSkipped(_ start: Int, _ end: Int, _ kw: Keyword) {
        if kw.flags.contains(.reserved) { emitKeyword(start, end, kw) } else { emitName(start, end, .plain) }
    }

    /// The keywords at which swift-syntax's recovery stops looking for a closing bracket:
    /// those its lexer always classifies as keywords (even after `.`) that start a statement or
    /// a declaration.
    static func stopsRecovery(_ kw: Keyword) -> Bool {
        switch kw {
        case .associatedtype, .`break`, .`case`, .`catch`, .`class`, .`continue`, .`default`, .`defer`, .deinit, .`do`,
             .`else`, .`enum`, .`extension`, .`fallthrough`, .`fileprivate`, .`for`, .`func`, .`guard`, .`if`, .`import`,
             .`in`, .`init`, .`inout`, .`internal`, .`let`, .`operator`, .precedencegroup, .`private`, .`protocol`,
             .`public`, .`repeat`, .`return`, .`static`, .`struct`, .`subscript`, .`switch`, .`throw`, .`typealias`,
             .`var`, .`while`:
            return true
        default:
            return false
        }
    }
}
