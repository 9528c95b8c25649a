/// The tokenizer and classifier: one pass over the UTF-8 bytes, emitting classified tokens to a
/// sink in order. Classification uses bounded lookahead (the next few bytes, a generic argument
/// list of at most 160 bytes) and the bracket stack in `frames`; it never backtracks, so time is
/// linear in the input. Nesting of any depth is handled with the heap-allocated `frames` stack,
/// never with recursion.
///
/// What it knows at the current offset `i` is `state` (a `ClassifierState`) and `frames`. The
/// rules for each kind of token are extensions in this folder: `Names.swift` and
/// `Keywords.swift` (identifiers and keywords), `Brackets.swift`, `Punctuation.swift`,
/// `Operators.swift`, `Literals.swift`, `Directives.swift` (`#…`), `Attributes.swift` (`@…`).
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
    /// The classifier's state at `i`, besides the open brackets.
    var state = ClassifierState()
    /// Open brackets, innermost last. `frames[0]` is the whole input and is never popped.
    var frames: FrameStack

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

    /// Tokenizes `bytes` from the line start `point.offset` on, in the state saved there by an
    /// earlier pass (`ResumePoint`), into `sink`, and returns the sink: the tokens are those a
    /// whole pass emits from that offset on, as long as the bytes the earlier pass read before
    /// the offset are unchanged (`IncrementalHighlighter` decides where that holds).
    static func resume(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, in saved: LineState, into sink: Sink) -> Sink {
        var tokenizer = Tokenizer(bytes, sink: sink)
        tokenizer.i = offset
        tokenizer.state = saved.state.absolute(at: offset)
        tokenizer.frames.addIfConfigs(at: 0, Int(saved.topLevelIfConfigs))
        tokenizer.frames.restore(saved.frames)
        tokenizer.run()
        tokenizer.frames.release()
        return tokenizer.sink
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { UInt(bitPattern: k) < UInt(bitPattern: n) ? s[k] : 0 }

    /// Whether the bytes `a..<b` spell `word`.
    mutating func matches(_ a: Int, _ b: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard b - a == count, b <= n else { return false }
        let w = word.utf8Start
        for k in 0..<count where s[a + k] != w[k] { return false }
        return true
    }

    @inline(__always) mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        if end > start { sink.emit(start, end, kind) }
    }

    var role: FrameRole { frames.topRole }

    /// Tokenizes the input from `i` on (from its start, a `#!` line is a comment and a BOM plain).
    mutating func run() {
        if i == 0 && n >= 2 && s[0] == UInt8(ascii: "#") && s[1] == UInt8(ascii: "!") {
            let e = Lexing.lineEnd(s, 0)
            emit(0, e, .comment)
            i = e
        }
        // A BOM at the start is plain.
        if i == 0 && n >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF { i = 3 }
        let starts = LexemeStart.table.utf8Start
        // The input and its length as locals: kept in registers across the handlers' calls,
        // which could change any stored property as far as the compiler knows.
        let s = self.s, n = self.n
        while i < n && sink.wantsMoreTokens {
            var c = s[i]
            if c == 0x20 {
                // The spaces between tokens (a third of the loop's turns): skipped, and the
                // byte after them dispatched in the same turn.
                i = ByteScan.spacesEnd(s, from: i &+ 1)
                guard i < n else { return }
                c = s[i]
            }
            // One load and one jump per lexeme: the class of its first byte (`LexemeStart`).
            switch starts[Int(c)] {
            case LexemeStart.space:
                // Not reached (spaces are skipped above); kept so that every class has its case.
                i = ByteScan.spacesEnd(s, from: i + 1)
            case LexemeStart.newline:
                i += 1
                state.newlineBefore = true
                // Most line breaks change nothing else: only those that may are looked into.
                if !lineBreakChangesNothing { lineBreak() }
                // `wantsLineStarts` first: a pass that does not want them copies no state.
                if Sink.observesLineStarts && sink.wantsLineStarts && (c == UInt8(ascii: "\n") || byte(i) != UInt8(ascii: "\n"))
                    && !sink.lineStart(at: i, state: state, frames: frames) { return }
                // The line's indentation, without another turn of the loop.
                i = ByteScan.indentationEnd(s, from: i)
            case LexemeStart.identifier:
                name(i, Lexing.identifierEnd(s, i + 1), backticked: false)
            case LexemeStart.digit:
                number()
            case UInt8(ascii: "\""):
                stringLiteral(hashes: 0)
            case UInt8(ascii: "'"):
                singleQuotedString()
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
                state.endStatement()
                state.setPrev(.semicolon)
            case UInt8(ascii: ":"):
                colon()
            case UInt8(ascii: "\\"):
                if state.cutInterpolationFrame > 0 {
                    // A `\` ends a cut interpolation: the string goes on from it.
                    let (hashes, _) = endCutInterpolation()
                    stringBody(segmentStart: i, from: i, hashes: hashes, multiline: true)
                    continue
                }
                i += 1
                state.setPrev(.backslash)
            case UInt8(ascii: "$"):
                dollar()
            case LexemeStart.operator:
                operatorToken()
            case LexemeStart.nonASCII:
                nonASCII()
            default:
                // Tabs, vertical tabs, form feeds, NUL, other control characters and bytes
                // Swift does not use: plain.
                i += 1
            }
        }
    }

    // MARK: - Lines and statements

    /// Whether the line break at `i` changes nothing but `newlineBefore`: nothing is skipped to
    /// the line's end, no interpolation of a one-line string is open, and either the innermost
    /// bracket is a `(` or `[` (not an interpolation's) or it is a `{` (or none) whose statement
    /// has no declaration, type, condition or label under way. `lineBreak` returns at once in
    /// each of these cases (an interpolation frame is always a `(`, so a `{` is none).
    var lineBreakChangesNothing: Bool {
        @inline(__always) get {
            guard state.skippedUntilFrame | state.lineInterpolationFrame == 0 else { return false }
            switch frames.topBracket {
            case .brace, .none: return state.statement.restsAtLineBreak
            case .paren, .square: return frames.topRole != .interpolation
            case .angle: return false
            }
        }
    }

    /// What a line break changes besides `newlineBefore` (which the caller sets).
    @inline(never)
    mutating func lineBreak() {
        if state.skippedUntilFrame > 0 && state.skipsToLineEnd && frames.count <= state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        if state.lineInterpolationFrame > 0 && singleLineInterpolationEndsWithBrackets() { return }
        if frames.topRole == .interpolation {
            if !frames.top.stringMultiline {
                // A single-line string cannot span lines: the interpolation and its string end here.
                popFrame()
                state.prev = .literal
                return
            }
            if state.cutInterpolationFrame == 0 && interpolationCutAtLineBreak() { cutInterpolation() }
            return
        }
        // Generic brackets left open after a complete type (Recovery.swift).
        if frames.topBracket == .angle { recoverOpenAngles() }
        switch frames.topBracket {
        case .brace, .none:
            if state.statement.inLabelOrCondition {
                // A switch's `case` label whose `:` is missing (Recovery.swift).
                if state.statement.caseLabel && recoverCaseLabelWithoutColon() { return }
                // A condition whose body's `{` is missing (Recovery.swift).
                if state.statement.condition && recoverConditionWithoutBody() { return }
            }
            // Nothing to forget (the common case), or the statement goes on.
            if state.statement.declaration == .none && !state.statement.typeMode { return }
            // A type's header whose `{` is missing: its members follow (Recovery.swift).
            if recoverMissingBodyBrace() { return }
            // A function's name without its parameters: the declaration ends (Recovery.swift).
            if state.awaitingParameters && recoverMissingParameters() { return }
            // A property whose `{` is missing before its accessors (Recovery.swift).
            if (frames.topRole == .typeBody || frames.topRole == .enumBody) && recoverMissingAccessorBrace() { return }
            if statementContinues() { return }
            state.statement.typeMode = false
            switch state.statement.declaration {
            case .importLine, .operatorLine, .variable, .variableInitializer, .enumCase, .typeAlias:
                state.statement.declaration = .none
                state.statement.declaredName = .none
            default:
                break
            }
        default:
            break
        }
    }

    /// At a line break inside an interpolation of a one-line string (`ClassifierState
    /// .lineInterpolationFrame`), with brackets opened in it or not (`"\(String(refl⏎`): the
    /// lexer ends the interpolation and its string at the line break, whatever is open in it;
    /// pops them all and returns true.
    @inline(never)
    mutating func singleLineInterpolationEndsWithBrackets() -> Bool {
        let k = state.lineInterpolationFrame - 1
        state.lineInterpolationFrame = 0
        guard k > 0, k < frames.count, frames[k].role == .interpolation, !frames[k].stringMultiline else { return false }
        while frames.count > k { popFrame() }
        if frames.count < state.skippedUntilFrame { state.skippedUntilFrame = 0 }
        state.prev = .literal
        return true
    }

    /// At a line break in a block: whether the statement goes on on the next line, so that its
    /// declaration and type state still hold. It does after a binary operator, `:`, `->` or `,`
    /// (`let f:\n @convention(c) (Int) -> Int`, `static let x: [T] =\n Foo(…).map { … }`), and
    /// before a line that starts with `.member` or, after `var x: T`, with `{` (after `var x = v`,
    /// with a `{` that opens its accessor block).
    mutating func statementContinues() -> Bool {
        if state.statement.declaration == .importLine || state.statement.declaration == .operatorLine { return false }
        switch state.prev {
        case .colon, .arrow, .binaryOperator, .comma, .dot:
            return true
        default:
            break
        }
        guard state.statement.declaration != .none || state.statement.typeMode else { return false }
        var k = i
        while k < n && (s[k] == UInt8(ascii: " ") || s[k] == UInt8(ascii: "\t")) { k += 1 }
        var c = byte(k)
        if c == UInt8(ascii: "/") || Lexing.isNewline(c) {
            k = Lexing.skipTrivia(s, k, limit: 512).index
            c = byte(k)
        }
        if c == UInt8(ascii: ".") { return byte(k + 1) != UInt8(ascii: ".") }
        guard c == UInt8(ascii: "{") else { return false }
        return state.statement.declaration == .variable
            || (state.statement.declaration == .variableInitializer && startsAccessorBlock(at: k + 1, afterInitialValue: true))
    }
}

/// What a lexeme starting with each byte is, as one byte per byte value (`table[b]`), so that
/// the tokenizer's loop dispatches with one load and one jump table. A punctuation byte with a
/// rule of its own is its own class (`(`, `"`, `#`, …); the other classes are named below.
/// `table` holds exactly 256 bytes, so any `UInt8` indexes it (`LexemeStartTests` checks each
/// byte's class against the lexer's predicates).
enum LexemeStart {
    static let space = UInt8(ascii: "s")
    static let newline = UInt8(ascii: "n")
    /// a-z A-Z _
    static let identifier = UInt8(ascii: "a")
    static let digit = UInt8(ascii: "0")
    /// = - + ! * % < > & | ^ ~ ?
    static let `operator` = UInt8(ascii: "o")
    /// 0x80...0xFF
    static let nonASCII = UInt8(ascii: "u")
    /// Tabs, vertical tabs, form feeds, NUL and the other bytes that are skipped.
    static let skipped = UInt8(ascii: "w")

    static let table: StaticString = "wwwwwwwwwwnwwnwwwwwwwwwwwwwwwwwwso\"#$oo'()oo,o./0000000000:;oooo@aaaaaaaaaaaaaaaaaaaaaaaaaa[\\]oa`aaaaaaaaaaaaaaaaaaaaaaaaaa{o}owuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu"
}
