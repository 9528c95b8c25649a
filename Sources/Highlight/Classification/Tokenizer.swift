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
    /// How far the look-aheads since the last line start reported to the sink read (the offset
    /// past the last byte they depend on; 0 when none): kept only for a sink that observes line
    /// starts (`readAhead(to:)`).
    var readAheadEnd = 0
    #if !arch(wasm32)
    /// `SIMDScan.blockStartsEnd(s)`, for the vector block of each name (`identifier`, whose
    /// copy that scans it is native only).
    let blockStartsEnd: UInt
    #endif

    private init(_ s: UnsafeBufferPointer<UInt8>, sink: Sink) {
        self.s = s
        self.n = s.count
        self.sink = sink
        #if !arch(wasm32)
        blockStartsEnd = SIMDScan.blockStartsEnd(s)
        #endif
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

    /// How many bytes the tokenizer's loop reads at most between two questions to the sink
    /// whether it still wants tokens (`TokenSink.wantsMoreTokens`); also the room a batching
    /// sink keeps past its batch's nominal end (`TokenSink.emitOncePerTurn`).
    static var stopCheckStretch: Int { 1024 }

    @inline(__always) func byte(_ k: Int) -> UInt8 { UInt(bitPattern: k) < UInt(bitPattern: n) ? s[k] : 0 }

    /// Whether the bytes `a..<b` spell `word`.
    mutating func matches(_ a: Int, _ b: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        // `0 <= a <= b <= n`: the `count` bytes from `a` lie in the input.
        guard b &- a == count, a >= 0, a <= b, b <= n else { return false }
        let w = word.utf8Start
        var k = 0
        while k < count {
            if s[a &+ k] != w[k] { return false }
            k &+= 1
        }
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
        // The input and its length as locals: kept in registers across the handlers' calls,
        // which could change any stored property as far as the compiler knows. `n` is the
        // input's count itself (equal to `self.n`), so that the scans given `s` share its register.
        let s = self.s, n = s.count, wordStarts = ByteScan.wordStarts(s)
        // The loop runs in stretches of at most `stopCheckStretch` bytes (a lexeme that starts
        // in one may end past it). Between stretches it asks the sink whether it still wants
        // tokens: a stop is seen after bounded work on any input, a single line of megabytes
        // included, and the loop's turns pay nothing for it (the test of `stretchEnd`, which is
        // at most `n`, is also the test of the input's end).
        var stretchEnd = i
        while true {
            if i >= stretchEnd {
                sink.endStretch()
                guard i < n, sink.wantsMoreTokens else { return }
                stretchEnd = n &- i > Self.stopCheckStretch ? i &+ Self.stopCheckStretch : n
            }
            var c = s[i]
            if c == 0x20 {
                // The spaces between tokens (a third of the loop's turns): skipped, and the
                // byte after them dispatched in the same turn. Mostly one space: the byte after
                // it is read once, and a run is scanned only when it is a space too. Past the
                // stretch, the next turn asks the sink first (or ends at the input's end).
                i &+= 1
                guard i < stretchEnd else { continue }
                c = s[i]
                if c == 0x20 {
                    i = ByteScan.spaceRunEnd(s, from: i &+ 1)
                    guard i < stretchEnd else { continue }
                    c = s[i]
                }
            }
            // One load and one jump per lexeme: the class of its first byte (`LexemeStart`).
            switch LexemeStart.of(c) {
            case .space:
                // Not reached (spaces are skipped above); kept so that every class has its case.
                i = ByteScan.spacesEnd(s, from: i + 1)
            case .newline:
                if !lineBreakTurn(c, s, wordStarts: wordStarts) { return }
            case .identifier:
                identifier()
            case .digit:
                number()
            case .doubleQuote:
                stringLiteral(hashes: 0)
            case .singleQuote:
                singleQuotedString()
            case .slash:
                #if arch(wasm32)
                // The modules' size: the line comment's code once, in `slash`.
                slash()
                #else
                // Line comments (one lexeme in sixteen) without a call, and the line break that
                // ends one (at `i` unless the input ends there) in the same turn; so too the
                // comment lines that follow it (most comments are blocks of lines).
                if byte(i &+ 1) == UInt8(ascii: "/") {
                    repeat {
                        lineComment()
                        guard i < n else { break }
                        let quiet = lineBreakChangesNothing
                        if !lineBreakTurn(s[i], s, wordStarts: wordStarts, changesNothing: quiet) { return }
                        guard quiet else { continue }
                        // A line break that changes nothing leaves the state as it was, and so do
                        // comment lines: the line breaks of those that follow change nothing either.
                        if !Sink.observesLineStarts {
                            i = quietCommentLinesEnd(from: i, before: stretchEnd, s, wordStarts: wordStarts)
                            break
                        }
                        while lineCommentFollows(before: stretchEnd, s) {
                            lineComment()
                            guard i < n else { break }
                            if !lineBreakTurn(s[i], s, wordStarts: wordStarts, changesNothing: true) { return }
                        }
                        break
                    } while lineCommentFollows(before: stretchEnd, s)
                } else {
                    slash()
                }
                #endif
            case .pound:
                pound()
            case .at:
                attribute()
            case .backtick:
                backtick()
            case .dot:
                dot()
                #if !arch(wasm32) || SWH_SIMD128
                // `.name`: the member's name in the same turn.
                if nameFollows(before: stretchEnd, s) { identifier() }
                #endif
            case .openParen:
                openParen()
                #if !arch(wasm32) || SWH_SIMD128
                // `(name`: the first argument's name or label in the same turn.
                if nameFollows(before: stretchEnd, s) { identifier() }
                #endif
            case .closeParen:
                closeParen()
                #if !arch(wasm32)
                // `)` ends most lines: the line break in the same turn.
                if lineBreakFollows(before: stretchEnd, s) && !lineBreakTurn(0x0A, s, wordStarts: wordStarts) { return }
                #endif
            case .openSquare:
                openSquare()
            case .closeSquare:
                closeSquare()
            case .openBrace:
                openBrace()
                #if !arch(wasm32)
                // `{` ends most lines: the line break in the same turn.
                if lineBreakFollows(before: stretchEnd, s) && !lineBreakTurn(0x0A, s, wordStarts: wordStarts) { return }
                #endif
            case .closeBrace:
                closeBrace()
                #if !arch(wasm32)
                // `}` ends most lines: the line break in the same turn.
                if lineBreakFollows(before: stretchEnd, s) && !lineBreakTurn(0x0A, s, wordStarts: wordStarts) { return }
                #endif
            case .comma:
                comma()
                #if !arch(wasm32)
                // `, name`: the next item's name in the same turn.
                if nameFollowsSpace(before: stretchEnd, s) { identifier() }
                #endif
            case .semicolon:
                i += 1
                state.endStatement()
                state.setPrev(.semicolon)
            case .colon:
                colon()
                #if !arch(wasm32) || SWH_SIMD128
                // `: Type`: the name after the colon in the same turn.
                if nameFollowsSpace(before: stretchEnd, s) { identifier() }
                #endif
            case .backslash:
                if state.cutInterpolationFrame > 0 {
                    // A `\` ends a cut interpolation: the string goes on from it.
                    let (hashes, _) = endCutInterpolation()
                    stringBody(segmentStart: i, from: i, hashes: hashes, multiline: true)
                    continue
                }
                i += 1
                state.setPrev(.backslash)
            case .dollar:
                dollar()
            case .operator:
                #if !arch(wasm32) || SWH_SIMD128
                // `= ` and `-> ` (half of the operators) without a call.
                if assignmentOrArrow(s) {
                    // `= name`, `-> Type`: the name after the operator in the same turn.
                    if nameFollowsSpace(before: stretchEnd, s) { identifier() }
                    continue
                }
                if angleBracket(s) { continue }
                #endif
                #if !arch(wasm32)
                // ` == `, ` && `, `String?` (most of the rest) without a call.
                if commonOperator(s) { continue }
                #endif
                operatorToken()
            case .nonASCII:
                nonASCII()
            case .skipped:
                // Tabs, vertical tabs, form feeds, NUL, other control characters and bytes
                // Swift does not use: plain.
                i += 1
            }
        }
    }

    // MARK: - Lexemes taken in the same turn

    // Natively and in the SIMD module (`.name`, `(name`, `: Type`, `= `, `-> `; its budget has
    // the room); the scalar module leaves them out for its size.
    #if !arch(wasm32) || SWH_SIMD128

    /// Whether a name starts at `i` before `stretchEnd` (at most the input's end): what the
    /// loop's next turn would dispatch to `identifier()` (no space skipped). A handler's case in
    /// the loop that is mostly followed by a name (`.name`, `(name`) then calls `identifier()`
    /// itself, which saves a turn's dispatch.
    @inline(__always)
    mutating func nameFollows(before stretchEnd: Int, _ s: UnsafeBufferPointer<UInt8>) -> Bool {
        i < stretchEnd && LexemeStart.of(s[i]) == .identifier
    }

    /// `nameFollows` after at most one space, which it skips when a name follows it (`: Type`,
    /// `, name`); the loop's next turn would skip the space and dispatch the name the same way.
    @inline(__always)
    mutating func nameFollowsSpace(before stretchEnd: Int, _ s: UnsafeBufferPointer<UInt8>) -> Bool {
        var j = i
        if j < stretchEnd && s[j] == 0x20 { j &+= 1 }
        guard j < stretchEnd, LexemeStart.of(s[j]) == .identifier else { return false }
        i = j
        return true
    }

    /// Whether a `\n` is at `i` before `stretchEnd`, which the loop's next turn would take to
    /// `lineBreakTurn`.
    @inline(__always)
    mutating func lineBreakFollows(before stretchEnd: Int, _ s: UnsafeBufferPointer<UInt8>) -> Bool {
        i < stretchEnd && s[i] == UInt8(ascii: "\n")
    }

    /// Whether a line comment (`//`) starts at `i` before `stretchEnd`: at a line's indentation
    /// after a comment line, the next line of a block of comment lines.
    @inline(__always)
    mutating func lineCommentFollows(before stretchEnd: Int, _ s: UnsafeBufferPointer<UInt8>) -> Bool {
        // `i + 1 < n` when `i + 1 < stretchEnd`.
        i &+ 1 < stretchEnd && s[i] == UInt8(ascii: "/") && s[i &+ 1] == UInt8(ascii: "/")
    }
    #endif

    #if !arch(wasm32)
    /// The comment lines from `start` on that start before `stretchEnd`, each with its line break
    /// and the next line's indentation, after a line break that changed nothing (whose
    /// `newlineBefore` holds for them all): the tokens and the end that `lineComment` and
    /// `lineBreakTurn` give, for a sink that does not observe line starts. The offset is a local
    /// (`i`, a stored property, would be stored at each step).
    @inline(__always)
    mutating func quietCommentLinesEnd(from start: Int, before stretchEnd: Int, _ s: UnsafeBufferPointer<UInt8>, wordStarts: UInt) -> Int {
        var k = start
        // A local: the stored property would be loaded again after each token's stores.
        let blockStartsEnd = self.blockStartsEnd
        // `k + 1 < stretchEnd <= s.count`: the two bytes at `k` lie in the input.
        while k &+ 1 < stretchEnd && Self.twoBytes(s, k) == 0x2F2F {
            // `Lexing.lineEnd` inlined (without a call's costs), and the comment's kind from the
            // two bytes after its `//`, which lie in the input when the scan found the line's
            // end in a vector block (then 16 bytes lie at `k + 2`).
            let (f, found) = SIMDScan.firstLineBreak(s, from: k &+ 2, blockStartsEnd: blockStartsEnd)
            let e: Int, kind: TokenKind
            if found {
                e = f
                kind = Self.lineCommentKind(after: Self.twoBytes(s, k &+ 2))
            } else {
                e = Lexing.lineEndAfterBlocks(s, f)
                kind = Self.lineCommentKind(s, k, e)
            }
            // `k + 2 <= e <= s.count`; the comment starts before `stretchEnd`.
            sink.emitOncePerTurn(k, e, kind)
            guard e < s.count else { return e }
            k = ByteScan.indentationEnd(s, from: e &+ 1, wordStarts: wordStarts)
        }
        return k
    }

    /// The two bytes at `k` as one little-endian integer (`k + 2 <= s.count`, unchecked).
    @inline(__always)
    static func twoBytes(_ s: UnsafeBufferPointer<UInt8>, _ k: Int) -> UInt16 {
        UInt16(littleEndian: UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped + k).loadUnaligned(as: UInt16.self))
    }
    #endif

    // MARK: - Lines and statements

    /// The line break `c` (`\n` or `\r`) at `i`, and the next line's indentation: what a turn of
    /// the loop does at a line break. Returns false when the sink stops the pass at the line
    /// start (`TokenSink.lineStart`).
    @inline(__always)
    mutating func lineBreakTurn(_ c: UInt8, _ s: UnsafeBufferPointer<UInt8>, wordStarts: UInt) -> Bool {
        lineBreakTurn(c, s, wordStarts: wordStarts, changesNothing: lineBreakChangesNothing)
    }

    /// `lineBreakTurn` where the caller knows `lineBreakChangesNothing`.
    @inline(__always)
    mutating func lineBreakTurn(_ c: UInt8, _ s: UnsafeBufferPointer<UInt8>, wordStarts: UInt, changesNothing: Bool) -> Bool {
        i &+= 1
        state.newlineBefore = true
        // Most line breaks change nothing else: only those that may are looked into.
        if !changesNothing { lineBreak() }
        // `wantsLineStarts` first: a pass that does not want them copies no state.
        if Sink.observesLineStarts && sink.wantsLineStarts && (c == UInt8(ascii: "\n") || byte(i) != UInt8(ascii: "\n")) {
            let readTo = readAheadEnd
            readAheadEnd = 0
            if !sink.lineStart(at: i, state: state, frames: frames, readTo: readTo) { return false }
        }
        // The line's indentation, without another turn of the loop.
        i = ByteScan.indentationEnd(s, from: i, wordStarts: wordStarts)
        return true
    }

    /// Whether the line break at `i` changes nothing but `newlineBefore`: nothing is skipped to
    /// the line's end, no interpolation of a one-line string is open, and either the innermost
    /// bracket is a `(` or `[` (not an interpolation's) or it is a `{` (or none) whose statement
    /// has no declaration, type, condition or label under way. `lineBreak` returns at once in
    /// each of these cases (an interpolation frame is always a `(`, so a `{` is none).
    var lineBreakChangesNothing: Bool {
        @inline(__always) get {
            guard state.skippedUntilFrame | state.lineInterpolationFrame == 0 else { return false }
            // Tests, not a `switch` (which compiles to a jump table here).
            let bracket = frames.topBracket
            if bracket == .brace || bracket == .none { return state.statement.restsAtLineBreak }
            return bracket != .angle && frames.topRole != .interpolation
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
            if (state.statement.declaration == .typeHeader || state.statement.declaration == .enumHeader)
                && recoverMissingBodyBrace() { return }
            // A function's name without its parameters: the declaration ends (Recovery.swift).
            if state.awaitingParameters && recoverMissingParameters() { return }
            // Past the next line's indentation of spaces.
            let first = ByteScan.indentationEnd(s, from: i)
            // A property whose `{` is missing before its accessors (Recovery.swift).
            if frames.topRole == .typeBody || frames.topRole == .enumBody,
               state.statement.declaration == .variable || state.statement.declaration == .variableInitializer,
               recoverMissingAccessorBrace(indentationEnd: first) { return }
            if statementContinues(indentationEnd: first) { return }
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
    /// with a `{` that opens its accessor block). `first`: past the next line's indentation of
    /// spaces. Transparent: inlined into `lineBreak`, its one caller.
    @_transparent
    mutating func statementContinues(indentationEnd first: Int) -> Bool {
        if state.statement.declaration == .importLine || state.statement.declaration == .operatorLine { return false }
        switch state.prev {
        case .colon, .arrow, .binaryOperator, .comma, .dot:
            return true
        default:
            break
        }
        guard state.statement.declaration != .none || state.statement.typeMode else { return false }
        // The next line's indentation: its spaces, then any tabs.
        var k = first
        while k < n && s[k] == UInt8(ascii: "\t") { k = ByteScan.spacesEnd(s, from: k &+ 1) }
        var c = byte(k)
        if c == UInt8(ascii: "/") || Lexing.isNewline(c) {
            k = nextToken(afterLineStart: k)
            c = byte(k)
        }
        if c == UInt8(ascii: ".") { return byte(k + 1) != UInt8(ascii: ".") }
        guard c == UInt8(ascii: "{") else { return false }
        return state.statement.declaration == .variable
            || (state.statement.declaration == .variableInitializer && startsAccessorBlock(at: k + 1, afterInitialValue: true))
    }

    /// `Lexing.skipTrivia(s, b, limit: 512).index` for `b` at a line start or after its
    /// indentation: where the next token is, as the rules at a line break look for it (several
    /// of them at one line break, and again at each line break of the comment lines after a
    /// declaration). A scan that finds a token past `b` records where it started and the token
    /// (`ClassifierState.triviaScanStart`, `triviaScanEnd`); from a later line start between the
    /// two, only trivia lies before that token, and a scan would find it when it lies within
    /// the scan's limit.
    mutating func nextToken(afterLineStart b: Int) -> Int {
        #if arch(wasm32)
        // The modules' size: the scan each time.
        return skipTriviaAhead(b, limit: 512).index
        #else
        let end = state.triviaScanEnd
        if b < end && b >= state.triviaScanStart && end &- b <= 512 { return end }
        var k = -1
        if byte(b) == UInt8(ascii: "\n") {
            // A blank line, then a line that starts with a token after its spaces (the commonest
            // trivia after a declaration): where the scan would stop, and what it would record.
            let first = ByteScan.indentationEnd(s, from: b &+ 1)
            if byte(first) > 0x2F && first &- b < 512 {
                k = first
                readAhead(to: k &+ 2)
            }
        }
        if k < 0 { k = skipTriviaAhead(b, limit: 512).index }
        // A token (the scan stopped before its limit, `skipTrivia`'s own bound).
        if k > b && k < (b > n &- 512 ? n : b &+ 512) {
            state.triviaScanStart = b
            state.triviaScanEnd = k
        }
        return k
        #endif
    }
}

/// What a lexeme starting with each byte is: one class per byte value (`table`), so that the
/// tokenizer's loop dispatches with one load and one jump table. A punctuation byte with a rule
/// of its own is its own class (`(`, `"`, `#`, …); the other classes group bytes. The raw values
/// are the cases' positions (0, 1, 2, …), so that a raw value is also the case's bit pattern and
/// the loop's `switch` needs no range check.
enum LexemeStart: UInt8 {
    /// Tabs, vertical tabs, form feeds, NUL and the other bytes that are skipped.
    case skipped
    /// 0x20
    case space
    /// \n \r
    case newline
    /// a-z A-Z _
    case identifier
    /// 0-9
    case digit
    case doubleQuote, singleQuote, slash, pound, at, backtick, dot, openParen, closeParen, openSquare,
         closeSquare, openBrace, closeBrace, comma, semicolon, colon, backslash, dollar
    /// = - + ! * % < > & | ^ ~ ?
    case `operator`
    /// 0x80...0xFF
    case nonASCII

    /// The raw value of each byte's class, one row of sixteen byte values per line (0x00–0x0F
    /// first). Every byte is a raw value of a case (`LexemeStartTests` checks each byte's class
    /// against the lexer's predicates), so `of` may reinterpret it.
    static let table: StaticString = """
        \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{02}\u{00}\u{00}\u{02}\u{00}\u{00}\
        \u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\u{00}\
        \u{01}\u{17}\u{05}\u{08}\u{16}\u{17}\u{17}\u{06}\u{0C}\u{0D}\u{17}\u{17}\u{12}\u{17}\u{0B}\u{07}\
        \u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{04}\u{14}\u{13}\u{17}\u{17}\u{17}\u{17}\
        \u{09}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\
        \u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{0E}\u{15}\u{0F}\u{17}\u{03}\
        \u{0A}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\
        \u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{03}\u{10}\u{17}\u{11}\u{17}\u{00}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\
        \u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}\u{18}
        """

    /// The class of a lexeme starting with `c`.
    @inline(__always) static func of(_ c: UInt8) -> LexemeStart {
        // The table holds only raw values of cases, which are their bit patterns (see above).
        unsafeBitCast(table.utf8Start[Int(c)], to: LexemeStart.self)
    }
}
