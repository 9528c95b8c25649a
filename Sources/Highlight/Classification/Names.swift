/// Classification of names: keywords, contextual keywords, declared names, types, calls,
/// members and labels. Each rule is a rule of Swift's grammar, applied with the bracket
/// context and a few bytes of lookahead.
extension Tokenizer {
    /// The word at `j` when it is a keyword (after skipping nothing), with its end.
    mutating func keyword(at j: Int) -> (Keyword, Int) {
        guard j >= 0 && j < n else { return (.none, j) }
        let c = s[j]
        // A letter or `_` (`isIdentStart` without the bytes above 0x7F and the backtick).
        guard c < 0x80, Lexing.isIdentStart(c), c != UInt8(ascii: "`") else { return (.none, j) }
        let (e, kw) = Keyword.identifierEndAndKeyword(s, j)
        readAhead(to: e &+ 1)
        return (kw, e)
    }

    /// The next significant word after `j` (across lines and comments) when it is a keyword.
    mutating func nextKeyword(after j: Int) -> Keyword {
        let (k, _) = skipTriviaAhead(j, limit: 512)
        return keyword(at: k).0
    }

    /// Whether a name ending at `end` is called: `f(`, `f?(`, `f!(`, `f<T>(`, or `f {` with a
    /// trailing closure where a closure can follow. Decided here, without a call, when the byte
    /// after the name is `(` or one that none of these can start with (`.`, `)`, `,`, `:`, …).
    /// `c` is that byte, `byte(end)`.
    @inline(__always)
    mutating func isCall(_ end: Int, next c: UInt8) -> Bool {
        if c == UInt8(ascii: "(") { return true }
        if c < 64 {
            // The bytes below 64 that `isCallAfterName` looks further at: a space (`Lexing.isSpace`,
            // NUL included, which `byte` gives past the end), a line break, `!`, `/`, `<`, `?`.
            let further: UInt64 = 1 << 0x00 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D
                | 1 << 0x20 | 1 << 0x21 | 1 << 0x2F | 1 << 0x3C | 1 << 0x3F
            if further &>> UInt64(c) & 1 == 0 { return false }
            if c == UInt8(ascii: " ") {
                // `x = y`: after one space, only a space (NUL included), `(`, a line break, `/`
                // or `{` lets `isCallAfterName` find a call.
                let d = byte(end &+ 1)
                if d < 64 {
                    let call: UInt64 = 1 << 0x00 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0B | 1 << 0x0C | 1 << 0x0D
                        | 1 << 0x20 | 1 << 0x28 | 1 << 0x2F
                    if call &>> UInt64(d) & 1 == 0 { return false }
                } else if d != UInt8(ascii: "{") {
                    return false
                }
            }
        } else if c != UInt8(ascii: "{") {
            return false
        }
        return isCallAfterName(end)
    }

    /// `isCall` for the names followed by a space, a line break, `!`, `/`, `<`, `?` or `{`. The
    /// commonest, a name that ends its line, is looked at first, in a frame of its own: a line
    /// that goes on with its indentation and a byte that is neither trivia nor `{` opens no
    /// trailing closure, whatever the context (as `isCallLookingFurther` finds it). Then a name
    /// before ` {` that ends its line in a condition (`if ready {`, `for x in xs {`): the body,
    /// as `isCallLookingFurther` and `conditionTrailingClosure` find it (the latter, outside a
    /// type, after a look at the line break and the byte after it; not in WebAssembly, for the
    /// modules' size). Every other name goes on to `isCallLookingFurther`.
    @inline(never)
    mutating func isCallAfterName(_ end: Int) -> Bool {
        let c = byte(end)
        if c == UInt8(ascii: "\n") {
            let e = byte(ByteScan.indentationEnd(s, from: end &+ 1))
            if e > 0x2F && e != UInt8(ascii: "{") { return false }
        }
        #if !arch(wasm32)
        if c == UInt8(ascii: " ") && byte(end &+ 1) == UInt8(ascii: "{") && state.statement.condition
            && Lexing.isNewline(byte(end &+ 2)) {
            if !state.statement.typeMode { readAhead(to: end &+ 4) }
            return false
        }
        #endif
        return isCallLookingFurther(end)
    }

    /// `isCallAfterName` past its look at a line break.
    @inline(never)
    mutating func isCallLookingFurther(_ end: Int) -> Bool {
        let c = byte(end)
        if c == UInt8(ascii: "(") { return true }
        if (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) && byte(end &+ 1) == UInt8(ascii: "(") { return true }
        if c == UInt8(ascii: "<") && byte(end &+ 1) != UInt8(ascii: " ") {
            if let g = Lexing.genericArgumentsEnd(s, end), byte(g) == UInt8(ascii: "(") { return true }
            return false
        }
        var j = Lexing.skipSpaces(s, end)
        var d = byte(j)
        if d == UInt8(ascii: "(") && j > end {
            // `f (x)` is a call too, though rare; `case f (x)` patterns are handled elsewhere.
            return true
        }
        if Lexing.isNewline(d) || d == UInt8(ascii: "/") {
            // A trailing closure may open on the next line: `.flatMap\n{ x in … }`. Most lines
            // go on with spaces and a byte that is neither trivia nor `{`: no closure, whatever
            // the context, found without a scan of trivia (which would stop at that byte, or at
            // a space where its limit cuts the run).
            if Lexing.isNewline(d) {
                let e = byte(ByteScan.spacesEnd(s, from: j &+ 1))
                if e > 0x2F && e != UInt8(ascii: "{") { return false }
            }
            guard trailingClosureAllowed else { return false }
            j = skipTriviaAhead(j, limit: 512).index
            d = byte(j)
        }
        if d == UInt8(ascii: "{") {
            if state.statement.condition {
                // In a condition (where `trailingClosureAllowed` is false), only a closure that
                // `conditionTrailingClosure` finds.
                guard !state.statement.typeMode && conditionTrailingClosure(at: j) else { return false }
                state.conditionClosureBrace = j
                return true
            }
            guard trailingClosureAllowed else { return false }
            // `var x = initial { didSet { … } }`: observers, not a closure.
            return !(state.statement.declaration == .variableInitializer && startsAccessorBlock(at: j + 1, afterInitialValue: true))
        }
        return false
    }

    /// Whether the `{` at `brace`, after a name in a condition (`if`, `guard`, `while`, `for`,
    /// `switch`, `catch`), opens a trailing closure rather than the body, as swift-syntax's parser
    /// recovers it: what follows the `{` starts on its line and is not `case`, and the balanced
    /// `{ … }` is followed by `{`, `,` or `where`, or on its line by an operator, `.`, `(`, `[`,
    /// `:`, `is` or `as` (`if let e = m.withLock { $0.first } {`). Braces more than 256 bytes
    /// apart are taken for a body (the bound keeps the scan linear).
    mutating func conditionTrailingClosure(at brace: Int) -> Bool {
        var k = Lexing.skipSpaces(s, brace + 1)
        readAhead(to: k &+ 2)
        var c = byte(k)
        if k >= n || Lexing.isNewline(c) || (c == UInt8(ascii: "/") && byte(k + 1) == UInt8(ascii: "/")) { return false }
        // `case` (looked up only for a word that starts with its `c`).
        if c == UInt8(ascii: "c") && keyword(at: k).0 == .`case` { return false }
        let stop = brace + 256 < n ? brace + 256 : n
        var depth = 1
        k = brace + 1
        while k < stop {
            c = s[k]
            if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "\"") {
                // A string on one line: its braces do not count.
                k += 1
                while k < stop && s[k] != UInt8(ascii: "\"") && !Lexing.isNewline(s[k]) {
                    if s[k] == UInt8(ascii: "\\") { k += 1 }
                    k += 1
                }
            }
            k += 1
        }
        readAhead(to: k &+ 1)
        guard k < stop else { return false }
        let afterSpaces = Lexing.skipSpaces(s, k + 1)
        let next = skipTriviaAhead(afterSpaces, limit: 512).index
        let following = byte(next)
        if following == UInt8(ascii: "{") || following == UInt8(ascii: ",") { return true }
        let (kw, _) = keyword(at: next)
        if kw == .`where` { return true }
        guard next == afterSpaces else { return false }
        switch following {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "="),
             UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return kw == .`is` || kw == .`as`
        }
    }

    /// Whether a `{` after a name here would be a trailing closure rather than a body.
    /// (Read in a mutating getter: a non-mutating one, not inlined, copies the whole tokenizer.)
    var trailingClosureAllowed: Bool {
        mutating get {
            if state.statement.condition { return false }
            switch state.statement.declaration {
            case .none:
                break
            case .variableInitializer:
                // `static let x = Foo.make { … }` in a type body too.
                return !state.statement.typeMode && role != .angle && role != .typeBrackets
            default:
                return false
            }
            switch role {
            case .typeBody, .enumBody, .precedenceBody, .accessors, .angle, .typeBrackets:
                return false
            default:
                return !state.statement.typeMode
            }
        }
    }

    /// Whether `<` right after the name ending at `end` opens generic arguments.
    mutating func genericArgumentsFollow(_ end: Int) -> Bool {
        guard byte(end) == UInt8(ascii: "<"), byte(end &+ 1) != UInt8(ascii: " ") else { return false }
        guard let g = Lexing.genericArgumentsEnd(s, end) else { return false }
        let c = byte(g)
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: " "),
             UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: "["),
             UInt8(ascii: ";"), UInt8(ascii: "="), 0:
            return true
        default:
            return false
        }
    }

    #if arch(wasm32)
    /// The identifier at `i`, whose first byte is a letter or `_` (`LexemeStart.identifier`):
    /// scanned and looked up as a keyword in one call, shared with the other callers (the
    /// modules have a size budget), then classified in the loop by `nameInContext`, which
    /// applies all the rules of names in one copy.
    @_transparent
    mutating func identifier() {
        let start = i
        let (end, kw) = Keyword.identifierEndAndKeyword(s, start)
        i = end
        nameInContext(start, end, kw)
    }
    #else
    /// The identifier at `i`, whose first byte is a letter or `_` (`LexemeStart.identifier`):
    /// scanned, looked up as a keyword and classified in one call from the loop, in one frame.
    @inline(never)
    mutating func identifier() {
        let start = i
        let (end, kw, next, first) = Keyword.scanIdentifierAndKeyword(s, start, blockStartsEnd: blockStartsEnd)
        name(start, end, kw, next: next, first: first)
    }
    #endif

    /// Classifies and emits the name at `start..<end` (a backticked identifier, or one that
    /// starts with `$` or follows a `$`), and updates the statement state: by `nameInContext`,
    /// which applies all the rules of `name` (these names are rare; `name` itself is inlined
    /// into `identifier` alone).
    mutating func name(_ start: Int, _ end: Int, backticked: Bool) {
        i = end
        nameInContext(start, end, backticked ? .none : Keyword.lookup(in: s, from: start, to: end))
    }

    #if !arch(wasm32)
    /// Classifies and emits the name at `start..<end`, whose keyword is `kw` (`.none` for a
    /// backticked name), before the byte `next` (`byte(end)`, which most rules look at) and
    /// starting with the byte `first` (`byte(start)`), both read where the name's end was
    /// found. Most names need none of the rules of a special context
    /// (`nameNeedsNoContext`, `memberNeedsNoContext`): such a member, a declared name, a name
    /// that is no keyword, and a word that may be a keyword where no bracket may close at it,
    /// are classified here; every other name goes to `nameInContext`, which applies all the
    /// rules (these included), out of line. Each rule here is the one `nameInContext` applies.
    /// Called at the start of the name's turn of the loop (`identifier`), it emits the name's
    /// token itself through `emitOncePerTurn`.
    /// Transparent: inlined into `identifier`, its one caller (with `@inline(__always)` the
    /// optimiser kept it out of line, a second call for every name).
    @_transparent
    mutating func name(_ start: Int, _ end: Int, _ kw: Keyword, next: UInt8, first: UInt8) {
        i = end
        // Whether the name starts uppercase (`Lexing.startsUppercase`), decided here for a first
        // ASCII letter, or one after a single `_` (`_storage`, `_Impl`).
        @inline(__always) func uppercase() -> Bool {
            if first &- UInt8(ascii: "A") < 26 { return start < end }
            if first &- UInt8(ascii: "a") < 26 { return false }
            if first == UInt8(ascii: "_") && end &- start >= 2 {
                let second = byte(start &+ 1)
                if second &- UInt8(ascii: "A") < 26 { return true }
                if second &- UInt8(ascii: "a") < 26 { return false }
            }
            return Lexing.startsUppercaseSlow(s, start, end)
        }
        if state.prev == .dot && !state.newlineBefore {
            // A member: `a.b`, `.b`, `a.b(…)`.
            guard memberNeedsNoContext(end, next) else { return nameInContext(start, end, kw) }
            if kw != .none && (kw == .`init` || kw == .`self` || kw == .selfType || kw == .typeMeta || kw == .protocolMeta) {
                emitKeyword(start, end, kw, turnsName: true)
                if kw == .`init` && next == UInt8(ascii: "(") { state.nextParenRole = .arguments }
                return
            }
            let kind: TokenKind = uppercase() || state.statement.typeMode ? .type
                : isCall(end, next: next) ? (state.statement.pattern ? .property : .function) : .property
            emitName(start, end, kind, turnsName: true)
            // `Outer.Inner<T>`: generic arguments on a member type.
            if kind == .type && next == UInt8(ascii: "<") {
                state.angleAllowed = state.statement.typeMode || genericArgumentsFollow(end)
            }
            return
        }
        if !nameNeedsNoContext(end, next, kw) {
            // The commonest name before a `:`, a label after `(` or `,` (`isPlainLabel`).
            if next == UInt8(ascii: ":") && state.skippedUntilFrame == 0 && isPlainLabel(start, end, next, kw, role) {
                emitName(start, end, .plain)
                return
            }
            // A name in the arguments of `@available(…)`, `@objc(…)`, `@convention(…)`, where
            // the rule for their own words is the first of `contextualName` that may take it
            // (after `moduleSelector`).
            let r = role
            if kw == .none && (r == .availability || r == .plainWords) && state.skippedUntilFrame == 0
                && (next != UInt8(ascii: ":") || byte(end &+ 1) != UInt8(ascii: ":")),
               nameInOwnVocabularyArguments(start, end, kw, r, turnsName: true) == true { return }
            // A parameter's first word (`label name: T`, `_ name: T`): `parameterName` decides,
            // or turns the state to the parameter's type and leaves the name to the rules below.
            guard parameterStartNeedsItsRuleAlone(next, kw) else { return nameInCommonContext(start, end, kw, next) }
            if parameterStartName(start, end, kw) { return }
        }
        if kw != .none {
            // No bracket closes at the word: it is outside `(` and `[`, or no word at which
            // brackets close (`recoveryBeforeKeyword`). Then it is a keyword where
            // `keywordApplies` says so, else a name like any other (the rules below).
            guard frames.topBracket.rawValue &- FrameBracket.paren.rawValue >= 2 || !Tokenizer.stopsRecovery(kw) else {
                return nameInContext(start, end, kw)
            }
            if keywordApplies(kw, start, end) {
                emitKeyword(start, end, kw, turnsName: true)
                keywordEffects(kw, start, end)
                return
            }
        }
        let declared = state.statement.declaredName
        if declared != .none {
            // `case let DecodingError.dataCorrupted(c)`: a qualified enum case (`nameInContext`).
            if declared == .plain && next == UInt8(ascii: ".") { return nameInContext(start, end, kw) }
            emitDeclaredName(declared, start, end, next: next, turnsName: true)
            return
        }
        if uppercase() {
            emitName(start, end, .type, turnsName: true)
            state.angleAllowed = next == UInt8(ascii: "<") && (state.statement.typeMode || genericArgumentsFollow(end))
            if !state.statement.typeMode && isCall(end, next: next) { state.nextParenRole = .arguments }
        } else if state.statement.typeMode {
            emitName(start, end, .type, turnsName: true)
            state.angleAllowed = next == UInt8(ascii: "<")
        } else if isCall(end, next: next) {
            emitName(start, end, .function, turnsName: true)
            state.nextParenRole = .arguments
            // `<` tested first: `genericArgumentsFollow` is a call (after `(`, the commonest byte, none).
            state.angleAllowed = next == UInt8(ascii: "<") && genericArgumentsFollow(end)
        } else {
            emitName(start, end, .plain)
        }
    }
    #endif

    /// `nameInContext` for a name that `name` does not classify, before `next`, whose keyword is
    /// `kw`: the commonest such names are classified here first, each by the one rule of
    /// `contextualName` that takes it, where the tests below make every rule before it and every
    /// test of `nameInContext` before `contextualName` pass it on (no skipped code, no member, no
    /// interpolation, no role of words of its own, no `::`):
    /// - a closure's parameter (`{ value, index in`; `closureParameter`): no keyword, no `:`,
    ///   outside arguments and type brackets, no import, operator or precedence group line, no
    ///   `break` or `continue` before;
    /// - a word of an import or operator line (`import Foundation`; `nameOfImportOrOperatorLine`),
    ///   no `:` after;
    /// - a keyword as an argument label right after `(` or `,` (`f(in: x)`, `index(of:)`;
    ///   `argumentLabel`): in parentheses, outside a type, no import, operator or precedence group
    ///   line, no dangling `...` before (after `(` or `,` nothing before ends an expression, so
    ///   the rule for a missing comma passes it on and the parser recovers at no label keyword).
    ///   `isPlainLabel` takes the names that are no keyword.
    @inline(never)
    mutating func nameInCommonContext(_ start: Int, _ end: Int, _ kw: Keyword, _ next: UInt8) {
        let r = role
        if state.skippedUntilFrame == 0 && r != .interpolation && !r.hasOwnWords {
            let declaration = state.statement.declaration
            if next != UInt8(ascii: ":") {
                if declaration == .importLine || declaration == .operatorLine {
                    _ = nameOfImportOrOperatorLine(start, end, kw)
                    return
                }
                if kw == .none && state.statement.closureSignature && !state.statement.typeMode
                    && r != .arguments && r != .typeBrackets && declaration.rawValue < DeclarationState.importLine.rawValue
                    && state.prevKeyword.rawValue &- Keyword.`break`.rawValue >= 2 {
                    emitName(start, end, .plain)
                    return
                }
            } else if kw != .none && r == .arguments && (state.prev == .openParen || state.prev == .comma)
                && byte(end &+ 1) != UInt8(ascii: ":") && frames.topBracket == .paren && !state.statement.typeMode
                && declaration.rawValue < DeclarationState.importLine.rawValue && !state.prevIsDanglingEllipsis
                && !kw.flags.contains(.expression) {
                if kw.flags.contains(.reserved) && state.prev == .openParen && inCompoundName(end) {
                    // `sampleValue(for:)`, `f(_:in:)`: a compound name keeps its keyword tokens.
                    emitKeyword(start, end, kw)
                } else {
                    emitName(start, end, .plain)
                }
                return
            }
        }
        nameInContext(start, end, kw)
    }

    /// Whether `name` may classify a member name before `next` by the rules for members alone:
    /// no skipped code, no module selector `::` after, no declared name announced that a member
    /// cancels.
    @_transparent
    mutating func memberNeedsNoContext(_ end: Int, _ next: UInt8) -> Bool {
        state.skippedUntilFrame == 0 && (next != UInt8(ascii: ":") || byte(end &+ 1) != UInt8(ascii: ":"))
            && state.statement.declaredName != .plain
            && state.statement.declaration != .importLine && role != .plainWords
    }

    /// Whether `name` may classify the name (not a member) before `next`, whose keyword is `kw`,
    /// without the rules of a special context: the tests by which `nameInContext` calls neither
    /// `interpolationCutAtName` nor `contextualName`, or stricter ones. No skipped code, no `:`
    /// after that a rule for names before `:` may take (`colonNeedsNoContext`), no line of words
    /// of its own, no `break`, `continue` or dangling `...` before; a
    /// role whose names follow the common rules (in parameters, not at a parameter's start or
    /// after a line break; in arguments and type brackets, not after a line break that follows a
    /// complete expression, where a comma may be missing, and in no closure signature or
    /// pattern); for a name that is no keyword, no closure signature, and no pattern unless it
    /// announced a declared name.
    @_transparent
    mutating func nameNeedsNoContext(_ end: Int, _ next: UInt8, _ kw: Keyword) -> Bool {
        // No skipped code and no `:` that needs a rule first, then the rest of
        // `nothingBeforeStopsNameRules` (in this order the optimiser tests each with a branch of
        // its own; with all four first it computed them together for every name).
        guard state.skippedUntilFrame == 0 && (next != UInt8(ascii: ":") || colonNeedsNoContext(end, kw))
            && nothingBeforeStopsNameRules else { return false }
        let common: UInt32 = 1 << FrameRole.file.rawValue | 1 << FrameRole.angle.rawValue | 1 << FrameRole.lifetime.rawValue
            | 1 << FrameRole.declaration.rawValue | 1 << FrameRole.typeBody.rawValue | 1 << FrameRole.enumBody.rawValue
            | 1 << FrameRole.accessors.rawValue | 1 << FrameRole.block.rawValue
        let r = role
        if common &>> UInt32(r.rawValue) & 1 == 0 {
            switch r {
            case .arguments, .typeBrackets:
                // Here a closure signature or a pattern brings in the rules for any name.
                guard !state.statement.closureSignature && !state.statement.binding
                    && !(state.newlineBefore && state.prevEndsExpression) else { return false }
            case .parameters:
                guard !state.statement.parameterStart && !state.newlineBefore else { return false }
            default:
                return false
            }
        }
        // The test of `kw` last: `name` tests it next, and the optimiser keeps one test for both.
        return kw != .none || !(state.statement.closureSignature || (state.statement.binding && state.statement.declaredName == .none))
    }

    /// Whether nothing before a name keeps the common rules from it (`nameNeedsNoContext`,
    /// `parameterStartNeedsItsRuleAlone`): no skipped code, no import, operator or precedence
    /// group line, no `break`, `continue` or dangling `...` before.
    @_transparent
    var nothingBeforeStopsNameRules: Bool {
        state.skippedUntilFrame == 0 && state.statement.declaration.rawValue < DeclarationState.importLine.rawValue
            && state.prevKeyword.rawValue &- Keyword.`break`.rawValue >= 2 && !state.prevIsDanglingEllipsis
    }

    /// Whether no rule for a name before `:` (`contextualRuleMayApply`, `contextualName`) may
    /// take the name ending at `end`, followed by a `:`, whose keyword is `kw`: the `:` is not
    /// `::` (a module selector), no `(` or `[` is around (labels of arguments, parameters and
    /// tuple elements), no `}` before (a trailing closure's label), and a name that is no keyword
    /// is not at a statement's start (a statement label). A declared name (`let x: T`) and a
    /// generic parameter (`<T: P>`) are such names.
    @_transparent
    mutating func colonNeedsNoContext(_ end: Int, _ kw: Keyword) -> Bool {
        byte(end &+ 1) != UInt8(ascii: ":") && frames.topBracket.rawValue &- FrameBracket.paren.rawValue >= 2
            && state.prev != .closeBrace && !(kw == .none && state.atStatementStart)
    }

    /// Whether `parameterName` is the one rule of `contextualName` that may take the word
    /// before `next`, whose keyword is `kw`, and `nameInContext` would call it: at a parameter's
    /// start, with no skipped code, no `:` after, no import, operator or precedence group line,
    /// no `break`, `continue` or dangling `...` before, and a word at which no bracket closes
    /// (`recoveryBeforeKeyword`). Each rule before it in `contextualName` needs another context.
    /// (No declared name `.plain` either: the rules below would send the name back to
    /// `nameInContext` after `parameterName` changed the state.)
    @_transparent
    mutating func parameterStartNeedsItsRuleAlone(_ next: UInt8, _ kw: Keyword) -> Bool {
        role == .parameters && state.statement.parameterStart && next != UInt8(ascii: ":") && nothingBeforeStopsNameRules
            && !Tokenizer.stopsRecovery(kw) && state.statement.declaredName != .plain
    }

    /// `parameterName` for `name` (`parameterStartNeedsItsRuleAlone`): whether it emitted the
    /// word; else the state has turned to the parameter's type, and the generic rules decide.
    /// The commonest such word, one space before a second name (`_ value:`, `from decoder:`),
    /// is looked at first, without the scans of trivia and of the name's end in calls of their
    /// own (as `parameterNameFollows` finds it: trivia stops at the letter, a name at its block's
    /// first byte that continues no ASCII identifier unless that is `$` or above 0x7F; not in
    /// WebAssembly, where no caller of this function is compiled).
    @inline(never)
    mutating func parameterStartName(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool {
        #if !arch(wasm32)
        let k = end &+ 1
        let c = byte(k)
        if byte(end) == UInt8(ascii: " ") && ((c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_")) {
            // `k` lies in the input (`byte` gives 0 outside): what `skipTriviaAhead` finds.
            readAhead(to: k &+ 2)
            let (j, found, _) = SIMDScan.firstNonIdentifierInBlock(s, at: k, blockStartsEnd: blockStartsEnd)
            let e = found && s[j] < 0x80 && s[j] != UInt8(ascii: "$") ? j : Lexing.identifierEnd(s, k)
            readAhead(to: e &+ 1)
            let declaresName = byte(Lexing.skipSpaces(s, e)) == UInt8(ascii: ":")
            return parameterName(start, end, kw, declaresName: declaresName) ?? false
        }
        #endif
        return parameterName(start, end, kw, .parameters) ?? false
    }

    /// All the rules of `name`, for the names that need those of a special context.
    @inline(never)
    mutating func nameInContext(_ start: Int, _ end: Int, _ kw: Keyword) {
        // The byte after the name, which most rules look at (read once: the input does not change).
        let next = byte(end)
        // Whether the name starts uppercase (`Lexing.startsUppercase`), decided here for a first
        // ASCII letter.
        let first = byte(start)
        @inline(__always) func uppercase() -> Bool {
            if first &- UInt8(ascii: "A") < 26 { return start < end }
            if first &- UInt8(ascii: "a") < 26 { return false }
            return Lexing.startsUppercaseSlow(s, start, end)
        }
        var member = state.prev == .dot
        // A `.` that ends its line is missing its member: the name on the next line starts anew
        // (`dc.⏎ dc.second = 5`).
        if member && state.newlineBefore { member = false }
        let currentRole = role

        // Code the parser skips (see `ClassifierState.skippedUntilFrame`): only what each token is by
        // itself, up to a keyword at which the parser gives up on the skipped brackets.
        if state.skippedUntilFrame > 0 && !(kw != .none && !member && recoverAtKeyword(kw, start, end)) {
            if kw.flags.contains(.reserved) { emitKeyword(start, end, kw) } else { emitName(start, end, .plain) }
            return
        }

        // Member names: `a.b`, `.b`, `a.b(…)`, `\.b`.
        if member {
            if next == UInt8(ascii: ":") && byte(end &+ 1) == UInt8(ascii: ":") {
                // `x.Swift::y`: a module selector before the member (see `contextualName`).
                i = end + 2
                return
            }
            // `case let .some(x)`: the member is no declared name, and neither is what follows.
            if state.statement.declaredName == .plain { state.statement.declaredName = .none }
            if kw == .`init` || kw == .`self` || kw == .selfType || kw == .typeMeta || kw == .protocolMeta {
                emitKeyword(start, end, kw)
                if kw == .`init` && next == UInt8(ascii: "(") { state.nextParenRole = .arguments }
                return
            }
            var kind: TokenKind
            if state.statement.declaration == .importLine || currentRole == .plainWords {
                kind = .plain
            } else if uppercase() || state.statement.typeMode {
                kind = .type
            } else if isCall(end, next: next) {
                kind = state.statement.pattern ? .property : .function
            } else {
                kind = .property
            }
            emitName(start, end, kind)
            // `Outer.Inner<T>`: generic arguments on a member type.
            if kind == .type && next == UInt8(ascii: "<") {
                state.angleAllowed = state.statement.typeMode || genericArgumentsFollow(end)
            }
            return
        }

        // `\(The fuzzer does…` in a multi-line string: the name cannot follow `The` (Literals.swift).
        if currentRole == .interpolation && state.prevEndsExpression && interpolationCutAtName(start, end, kw) { return }

        // Contexts with rules of their own (attribute and directive arguments, import and
        // operator lines, labels, parameters, closure signatures, patterns, fragments). Checked
        // out of line: most names need none of them.
        if next == UInt8(ascii: ":") || currentRole.hasOwnWords || state.statement.closureSignature || state.statement.binding
            || state.statement.declaration.rawValue >= DeclarationState.importLine.rawValue
            || state.prevKeyword == .`break` || state.prevKeyword == .`continue` || state.prevIsDanglingEllipsis
            || (state.newlineBefore && (currentRole == .arguments || currentRole == .typeBrackets) && state.prevEndsExpression) {
            if isPlainLabel(start, end, next, kw, currentRole) {
                emitName(start, end, .plain)
                return
            }
            if contextualRuleMayApply(end, next, kw, currentRole) && contextualName(start, end, kw, currentRole) { return }
        }

        // Keywords.
        if kw != .none && recoveryBeforeKeyword(kw, start, end) && keywordApplies(kw, start, end) {
            emitKeyword(start, end, kw)
            keywordEffects(kw, start, end)
            return
        }

        // Declared names.
        var declared = state.statement.declaredName
        if declared == .plain && next == UInt8(ascii: ".") {
            // `case let DecodingError.dataCorrupted(c)`: a qualified enum case, not a binding.
            state.statement.declaredName = .none
            declared = .none
        }
        if declared != .none {
            emitDeclaredName(declared, start, end, next: next)
            return
        }

        // Types, calls and everything else.
        if uppercase() {
            emitName(start, end, .type)
            state.angleAllowed = next == UInt8(ascii: "<") && (state.statement.typeMode || genericArgumentsFollow(end))
            if !state.statement.typeMode && isCall(end, next: next) { state.nextParenRole = .arguments }
            return
        }
        if state.statement.typeMode {
            emitName(start, end, .type)
            state.angleAllowed = next == UInt8(ascii: "<")
            return
        }
        if isCall(end, next: next) {
            emitName(start, end, .function)
            state.nextParenRole = .arguments
            state.angleAllowed = genericArgumentsFollow(end)
            return
        }
        emitName(start, end, .plain)
    }

    /// Whether the name is an argument or parameter label that `contextualName` would make plain
    /// (by `statementLabel` or `argumentLabel`), decided without its other rules: followed by a
    /// single `:`, no keyword, in a call, collection or parameter list, outside a type and
    /// outside an import, operator or precedence group line; in arguments right after their `(`
    /// or a `,`, in parameters after anything but a `}`, `break` or `continue`. Each earlier
    /// rule needs another context: `::`, a role of words of its own, such a line, `break` or
    /// `continue` before, a complete element or a `...` before in arguments (a missing comma),
    /// type brackets, or a `}` before.
    @inline(__always)
    mutating func isPlainLabel(_ start: Int, _ end: Int, _ next: UInt8, _ kw: Keyword, _ currentRole: FrameRole) -> Bool {
        guard next == UInt8(ascii: ":") && kw == .none && !state.prevIsDanglingEllipsis
            && !state.statement.typeMode && state.statement.declaration.rawValue < DeclarationState.importLine.rawValue
            && byte(end &+ 1) != UInt8(ascii: ":") else { return false }
        switch currentRole {
        case .arguments:
            guard state.prev == .openParen || state.prev == .comma else { return false }
        case .parameters:
            guard state.prev != .closeBrace && state.prevKeyword.rawValue &- Keyword.`break`.rawValue >= 2 else { return false }
        default:
            return false
        }
        let bracket = frames.topBracket
        return bracket == .paren || (bracket == .square && !Lexing.startsUppercase(s, start, end))
    }

    /// Whether a rule of `contextualName` may take the name ending at `end`, followed by `next`:
    /// false where each rule's guard fails by a test made here (a rule added there needs its
    /// context here). A name is taken only in a role of words of its own, in arguments or type
    /// brackets (a missing comma), in parameters at a parameter's start or after a line break,
    /// on an import, operator or precedence group line, after `break` or `continue`, or as a
    /// name that is no keyword outside a type in a closure signature or in parentheses of a
    /// pattern that declares no name.
    @inline(__always)
    mutating func contextualRuleMayApply(_ end: Int, _ next: UInt8, _ kw: Keyword, _ currentRole: FrameRole) -> Bool {
        if next == UInt8(ascii: ":") {
            // The rules for a name before `:` need, besides these contexts, `::`, a statement's
            // start (a label), a `}` before (a trailing closure's label) or a `(` or `[` around
            // (an argument label).
            if byte(end &+ 1) == UInt8(ascii: ":") || (kw == .none && state.atStatementStart) || state.prev == .closeBrace {
                return true
            }
            let bracket = frames.topBracket
            if bracket == .paren || bracket == .square { return true }
        }
        switch currentRole {
        case .availability, .plainWords, .sourceLocation, .precedenceBody, .arguments, .typeBrackets:
            return true
        case .parameters:
            if state.statement.parameterStart || state.newlineBefore { return true }
        default:
            break
        }
        return state.statement.declaration.rawValue >= DeclarationState.importLine.rawValue
            || state.prevKeyword == .`break` || state.prevKeyword == .`continue`
            || (kw == .none && !state.statement.typeMode && (state.statement.closureSignature
                || (state.statement.binding && state.statement.declaredName == .none && frames.topBracket == .paren)))
    }

    /// The rules of `name` that depend on a special context; returns whether the name was
    /// emitted (`false`: the generic rules of `name` decide). `name` calls it only where
    /// `contextualRuleMayApply` holds, and decides the commonest case, a label after `(` or `,`
    /// (`isPlainLabel`), without it.
    ///
    /// Each rule below answers `Bool?`: `nil` when the rule does not apply, so the next one is
    /// tried (a rule may still have updated the state, e.g. a parameter list's type mode);
    /// `true` when it emitted the name; `false` when the name goes to the generic rules of
    /// `name` without trying the rules after it. The order matters: the first rule that answers
    /// decides. The rules are `@_transparent` (inlined before optimisation): with
    /// `@inline(__always)` the optimiser kept five of them out of line, which cost 2 % more
    /// instructions on a large file.
    @inline(never)
    mutating func contextualName(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool {
        if let done = moduleSelector(end) { return done }
        if let done = nameInOwnVocabularyArguments(start, end, kw, currentRole) { return done }
        if let done = nameOfImportOrOperatorLine(start, end, kw) { return done }
        if let done = nameOfPrecedenceGroup(start, end, kw, currentRole) { return done }
        if let done = labelAfterBreakOrContinue(start, end) { return done }
        if let done = nameAfterMissingArgumentComma(start, end, kw, currentRole) { return done }
        if let done = nameAfterOpenTypeBracket(start, end, kw, currentRole) { return done }
        // Names before a `:` (one check for the common case that there is none).
        if byte(end) == UInt8(ascii: ":") && byte(end &+ 1) != UInt8(ascii: ":") {
            // Whether the name labels a statement (`outer: for`), looked at once for both rules.
            let labelsStatement = kw == .none && state.atStatementStart && isStatementLabel(end)
            if let done = unexpectedLabelAtStatementStart(start, end, kw, labelsStatement) { return done }
            if let done = statementLabel(start, end, labelsStatement) { return done }
            if let done = trailingClosureLabel(start, end, kw) { return done }
            if let done = tupleElementLabel(start, end, kw, currentRole) { return done }
            if let done = argumentLabel(start, end, kw, currentRole) { return done }
        }
        if let done = parameterWithMissingComma(start, end, kw, currentRole) { return done }
        if let done = parameterName(start, end, kw, currentRole) { return done }
        if let done = closureParameter(start, end, kw) { return done }
        if let done = nameBoundByPattern(start, end, kw) { return done }
        return false
    }

    /// A module selector (SE-0491), `Swift::print(x)`: the module name and `::` are plain, like
    /// a module name in `import`, and what follows is read as if they were not there.
    @_transparent
    mutating func moduleSelector(_ end: Int) -> Bool? {
        guard byte(end) == UInt8(ascii: ":") && byte(end &+ 1) == UInt8(ascii: ":") else { return nil }
        i = end + 2
        return true
    }

    /// Arguments of attributes and directives with their own vocabulary: keywords in
    /// `@available(iOS 13, deprecated: 14)`, plain words in `@convention(c)`, keyword labels in
    /// `#sourceLocation(file: "a.swift", line: 1)`. `turnsName`: from `name`, where the name's
    /// token is its turn's (`emitOncePerTurn`: no call to the sink, which would take the sink as
    /// `self` in the register that `identifier` would then save and restore for every name).
    @_transparent
    mutating func nameInOwnVocabularyArguments(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole,
                                               turnsName: Bool = false) -> Bool? {
        switch currentRole {
        case .availability:
            // Unless the parser gives up on the arguments at this keyword (`@available(macOS 10.15⏎ extension`).
            if kw != .none && recoverAtKeyword(kw, start, end) { return false }
            emitKeyword(start, end, kw, turnsName: turnsName)
            return true
        case .plainWords:
            if kw != .none && recoverAtKeyword(kw, start, end) { return false }
            emitName(start, end, .plain)
            return true
        case .sourceLocation:
            if byte(end) == UInt8(ascii: ":") {
                emitKeyword(start, end, kw)
                return true
            }
            return nil
        default:
            return nil
        }
    }

    /// Lines whose names are plain: `import A.B`, `import struct A.B`, `infix operator +++: Group`.
    @_transparent
    mutating func nameOfImportOrOperatorLine(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool? {
        guard state.statement.declaration == .importLine || state.statement.declaration == .operatorLine else { return nil }
        switch kw {
        case .`struct`, .`class`, .`enum`, .`protocol`, .`typealias`, .`func`, .`var`, .`let`, .`operator`,
             .prefix, .postfix, .infix:
            emitKeyword(start, end, kw)
        default:
            emitName(start, end, .plain)
        }
        return true
    }

    /// The name and body of a precedence group: `precedencegroup Pipe { associativity: left
    /// higherThan: Group }`; its own words are keywords, other names plain.
    @_transparent
    mutating func nameOfPrecedenceGroup(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard currentRole == .precedenceBody || state.statement.declaration == .precedenceHeader else { return nil }
        switch kw {
        case .associativity, .higherThan, .lowerThan, .assignment, .left, .right, .none_, .`true`, .`false`:
            emitKeyword(start, end, kw)
        default:
            emitName(start, end, .plain)
        }
        return true
    }

    /// `break outer`, `continue outer`: statement labels are plain.
    @_transparent
    mutating func labelAfterBreakOrContinue(_ start: Int, _ end: Int) -> Bool? {
        guard state.prev == .keyword && (state.prevKeyword == .`break` || state.prevKeyword == .`continue`)
            && !state.newlineBefore && byte(start) != UInt8(ascii: "`") else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// A missing comma in an argument list or collection: `f(a: 1⏎ b: X(2))`,
    /// `Package(⏎ ...⏎ dependencies: [`. The parser skips up to the closing bracket.
    @_transparent
    mutating func nameAfterMissingArgumentComma(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard (state.prevEndsExpression || state.prevIsDanglingEllipsis) && (kw == .none || Tokenizer.cannotContinueElement(kw))
            && currentRole == .arguments && !state.statement.typeMode
            && (state.newlineBefore || (byte(end) == UInt8(ascii: ":") && byte(end &+ 1) != UInt8(ascii: ":")))
            && !(state.prev == .keyword && state.prevKeyword == .underscore) else { return nil }
        let bracket = frames.topBracket
        // `} configurator: { … }` labels a further trailing closure.
        let trailingClosureLabel = state.prev == .closeBrace && byte(end) == UInt8(ascii: ":")
            && byte(Lexing.skipSpaces(s, end + 1)) == UInt8(ascii: "{")
        guard (bracket == .paren || bracket == .square) && !trailingClosureLabel else { return nil }
        // Unless the parser gives up on the bracket before finding its closer: the name then
        // starts a statement (`schema: S {`, whose label the parser skips, see
        // `unexpectedLabelAtStatementStart`).
        if recoverAtName(start) { return contextualName(start, end, kw, role) }
        emitSkipped(start, end, kw)
        state.skippedUntilFrame = frames.count
        state.skipsToLineEnd = false
        return true
    }

    /// `var result: [Element⏎ result.reserve(k)`: a name on the next line after a type in
    /// brackets; the parser looks for the closing bracket.
    @_transparent
    mutating func nameAfterOpenTypeBracket(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard currentRole == .typeBrackets && state.newlineBefore
            && (!kw.flags.contains(.reserved) || Tokenizer.cannotContinueElement(kw)),
           let skipped = nameAfterTypeInBrackets(start, end, kw) else { return nil }
        return skipped || contextualName(start, end, kw, role)
    }

    /// `dependencies: [ … ]` where a statement belongs (a fragment of a call or a manifest):
    /// Swift's parser skips the `:` and the rest of the line, brackets included, keeping only
    /// each token's own kind. The name is followed by a single `:`.
    @_transparent
    mutating func unexpectedLabelAtStatementStart(_ start: Int, _ end: Int, _ kw: Keyword, _ labelsStatement: Bool) -> Bool? {
        guard kw == .none && state.atStatementStart && (state.newlineBefore || state.prev != .closeBrace) && !labelsStatement
            && unexpectedLabelAllowedHere else { return nil }
        emitName(start, end, .plain)
        state.skippedUntilFrame = frames.count
        state.skipsToLineEnd = true
        return true
    }

    /// A statement label: `outer: for x in xs {` (`labelsStatement`: the name is no keyword, at
    /// a statement's start, and `isStatementLabel`). The name is followed by a single `:`.
    @_transparent
    mutating func statementLabel(_ start: Int, _ end: Int, _ labelsStatement: Bool) -> Bool? {
        guard labelsStatement else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// Labels of further trailing closures: `} onCancel: {`, `} throws: {`. The name is
    /// followed by a single `:`.
    @_transparent
    mutating func trailingClosureLabel(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool? {
        guard state.prev == .closeBrace && !state.newlineBefore && kw != .`default` && kw != .`case` && kw != .underscore
            && byte(Lexing.skipSpaces(s, end + 1)) == UInt8(ascii: "{") else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// Element labels of tuple and function types: `(head: T, tail: T)`, `(_ value: T) -> U`.
    /// The name is followed by a single `:`.
    @_transparent
    mutating func tupleElementLabel(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard currentRole == .typeBrackets && frames.topBracket == .paren
            && (state.prev == .openParen || state.prev == .comma || (state.prev == .keyword && state.prevKeyword == .underscore))
            && kw != .underscore && !kw.flags.contains(.expression) else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// Argument labels: `f(in: x)`, `[key: v]`; parameter names: `func f(for x: T)`; names in
    /// a compound name: `sampleValue(for:)`. The name is followed by a single `:`.
    @_transparent
    mutating func argumentLabel(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard !kw.flags.contains(.expression) && !state.statement.typeMode && currentRole != .declaration else { return nil }
        let bracket = frames.topBracket
        guard bracket == .paren || (bracket == .square && !Lexing.startsUppercase(s, start, end)) else { return nil }
        // `append(c⏎ default:`: a keyword after a complete element is no argument label.
        if kw != .none && recoverAtLabelKeyword(kw, start, end) { return false }
        if kw.flags.contains(.reserved) && (state.prev == .openParen || state.prev == .colon) && inCompoundName(end) {
            // `sampleValue(for:)`, `f(_:in:)`: a compound name keeps its keyword tokens.
            emitKeyword(start, end, kw)
        } else {
            emitName(start, end, .plain)
        }
        return true
    }

    /// A parameter whose comma (or type) is missing: `b: Int⏎ c: Bool)`, `_ a:⏎ _ b: B`; the
    /// parser reads a new parameter here (the state is updated and the next rules decide). A
    /// name that starts no parameter after a complete type, `init(_ x: Iterat⏎ side = Side(x)`,
    /// `subscript(i: Index⏎ self[i]`, is skipped: the parser looks for the `)`.
    @_transparent
    mutating func parameterWithMissingComma(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard currentRole == .parameters && !state.statement.parameterStart && state.newlineBefore
            && (state.prevEndsExpression || state.prev == .colon) else { return nil }
        // A parameter whose comma is missing starts with a name, not a keyword (`where T: P`).
        if (kw == .none || kw == .underscore || !kw.flags.contains(.reserved)) && startsParameter(start, end) {
            state.statement.parameterStart = true
            state.statement.typeMode = false
        } else if state.prevEndsExpression && (kw == .none || Tokenizer.cannotContinueElement(kw)) {
            if recoverAtName(start) { return contextualName(start, end, kw, role) }
            emitSkipped(start, end, kw)
            state.skippedUntilFrame = frames.count
            state.skipsToLineEnd = false
            return true
        }
        return nil
    }

    /// The start of a parameter: `label name:` or `name:` declare a parameter (`func f(_ x: T)`,
    /// `init(from decoder: Decoder)`); anything else (an enum case's unlabeled associated value,
    /// `case point(Int, Int)`) is a type: the state turns to the type and the next rules decide.
    @_transparent
    mutating func parameterName(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool? {
        guard currentRole == .parameters && state.statement.parameterStart else { return nil }
        return parameterName(start, end, kw, declaresName: parameterNameFollows(end))
    }

    /// Whether the word ending at `end`, at a parameter's start, declares a parameter's name:
    /// `:` follows (across lines and comments), or a name and `:` (`label name:`).
    @_transparent
    mutating func parameterNameFollows(_ end: Int) -> Bool {
        let (k, _) = skipTriviaAhead(end, limit: 256)
        if byte(k) == UInt8(ascii: ":") { return true }
        guard k < n && Lexing.isIdentStart(s[k]) else { return false }
        let e = s[k] == UInt8(ascii: "`") ? backtickEnd(k) : Lexing.identifierEnd(s, k)
        readAhead(to: e &+ 1)
        return byte(Lexing.skipSpaces(s, e)) == UInt8(ascii: ":")
    }

    /// `parameterName` once `declaresName` (`parameterNameFollows`) is known.
    @_transparent
    mutating func parameterName(_ start: Int, _ end: Int, _ kw: Keyword, declaresName: Bool) -> Bool? {
        if declaresName {
            if kw == .underscore || kw == .inout {
                emitKeyword(start, end, kw)
            } else {
                emitName(start, end, .plain)
            }
            return true
        }
        // A function's parameter reads as a type only when it starts uppercase (`func f(Int)`);
        // a lowercase name is the parameter's name, its `:` and type missing
        // (`func plainText(⏎ text.plainText()`); a second name may follow, even on the next
        // line (`init(value⏎ self = x`, a default value after it).
        let declaration = frames.top.saved.declaration
        if kw == .none && (declaration == .functionHeader || declaration == .subscriptHeader)
            && !Lexing.startsUppercase(s, start, end) {
            emitName(start, end, .plain)
            return true
        }
        state.statement.parameterStart = false
        state.statement.typeMode = true
        return nil
    }

    /// Closure parameters: `{ selectable, Registration in`, `{ (Int) -> Void in`.
    @_transparent
    mutating func closureParameter(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool? {
        guard state.statement.closureSignature && kw == .none && !state.statement.typeMode else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// Names bound by a pattern: `case let .pkcs1(Digest)`, `let (YY, MM) = f()`; not a
    /// qualified name, a call, generic arguments or an optional chain (`Foo.bar`, `f(`, `T<`,
    /// `x?.y`).
    @_transparent
    mutating func nameBoundByPattern(_ start: Int, _ end: Int, _ kw: Keyword) -> Bool? {
        guard state.statement.binding && state.statement.declaredName == .none && kw == .none && !state.statement.typeMode
            && frames.topBracket == .paren else { return nil }
        let c = byte(end)
        guard c != UInt8(ascii: ".") && c != UInt8(ascii: "(") && c != UInt8(ascii: "<") && c != UInt8(ascii: "?") || c == UInt8(ascii: "?") && byte(end &+ 1) != UInt8(ascii: "(") && byte(end &+ 1) != UInt8(ascii: ".") else { return nil }
        emitName(start, end, .plain)
        return true
    }

    /// Whether the name `start..<end` starts a parameter: `name:`, or `label name:` (`_ name:`).
    mutating func startsParameter(_ start: Int, _ end: Int) -> Bool {
        if byte(end) == UInt8(ascii: ":") && byte(end &+ 1) != UInt8(ascii: ":") { return true }
        let k = Lexing.skipSpaces(s, end)
        guard k > end, k < n, Lexing.isIdentStart(s[k]) else { return false }
        let e = s[k] == UInt8(ascii: "`") ? backtickEnd(k) : Lexing.identifierEnd(s, k)
        readAhead(to: e &+ 2)
        return byte(e) == UInt8(ascii: ":") && byte(e + 1) != UInt8(ascii: ":")
    }

    /// Whether a statement may start here whose `name:` is an error the parser recovers from by
    /// skipping: in a file or a code block (not a type body, where `name: T` is read as a
    /// property), outside any declaration, condition or pattern.
    var unexpectedLabelAllowedHere: Bool {
        mutating get {
            let r = role
            return (r == .file || r == .block) && state.statement.declaration == .none && !state.statement.condition && !state.statement.pattern
                && !state.statement.caseLabel && !state.statement.closureSignature
        }
    }

    /// Whether the label ending at `end` (before its `:`) is part of a compound name such as
    /// `f(for:)` or `f(_:in:)`: the `:` is followed by `)` or by another `label:`.
    mutating func inCompoundName(_ end: Int) -> Bool {
        let k = end + 1
        let c = byte(k)
        if c == UInt8(ascii: ")") { return true }
        guard Lexing.isIdentStart(c), c != UInt8(ascii: "`") else { return false }
        let e = Lexing.identifierEnd(s, k)
        readAhead(to: e &+ 2)
        return byte(e) == UInt8(ascii: ":") && byte(e + 1) != UInt8(ascii: ":")
    }

    /// Whether the name ending at `end` labels a statement: `name:` then a loop, `if`, `do` or
    /// `switch`.
    mutating func isStatementLabel(_ end: Int) -> Bool {
        let c = Lexing.skipSpaces(s, end)
        guard byte(c) == UInt8(ascii: ":"), byte(c + 1) != UInt8(ascii: ":") else { return false }
        let (k, _) = skipTriviaAhead(c + 1, limit: 256)
        switch keyword(at: k).0 {
        case .`for`, .`while`, .`repeat`, .`do`, .`if`, .`switch`, .`guard`:
            return true
        default:
            return false
        }
    }

    /// End of a backticked identifier starting at `k` (past the closing backtick), or `k + 1`.
    mutating func backtickEnd(_ k: Int) -> Int {
        var e = k + 1
        while e < n && s[e] != UInt8(ascii: "`") && !Lexing.isNewline(s[e]) { e += 1 }
        return byte(e) == UInt8(ascii: "`") ? e + 1 : k + 1
    }

    /// The name a declaration introduces (`func f`, `struct S`, `let x`, `case c(`), which
    /// ends the statement's wait for it; shared by the short path and `nameInContext`.
    @inline(__always)
    mutating func emitDeclaredName(_ declared: DeclaredName, _ start: Int, _ end: Int, next: UInt8, turnsName: Bool = false) {
        state.statement.declaredName = .none
        state.statement.binding = false
        switch declared {
        case .function:
            emitName(start, end, .function, turnsName: turnsName)
            state.angleAllowed = true
            state.awaitingParameters = true
        case .type:
            emitName(start, end, .type, turnsName: turnsName)
            state.angleAllowed = true
        default:
            emitName(start, end, .plain)
            if state.statement.declaration == .enumCase && next == UInt8(ascii: "(") {
                state.nextParenRole = .parameters
            }
        }
    }

    /// The name's token (none for a plain name). `turnsName`: the name whose turn of the loop it
    /// is, the one token of the turn emitted through `TokenSink.emitOncePerTurn` (by `name`).
    @inline(__always)
    mutating func emitName(_ start: Int, _ end: Int, _ kind: TokenKind, turnsName: Bool = false) {
        if kind != .plain { turnsName ? emitOncePerTurn(start, end, kind) : emit(start, end, kind) }
        state.clearPending()
        state.setPrev(.name)
    }

    @inline(__always)
    mutating func emitKeyword(_ start: Int, _ end: Int, _ kw: Keyword, turnsName: Bool = false) {
        turnsName ? emitOncePerTurn(start, end, .keyword) : emit(start, end, .keyword)
        state.clearPending()
        state.setPrev(.keyword, kw)
    }

    /// `emit` through `TokenSink.emitOncePerTurn`: for the token of the name whose turn of the
    /// loop it is, which starts where the turn started (`name`), and for no other. Without
    /// `emit`'s test of an empty token: that name's first byte is a letter or `_`
    /// (`LexemeStart.identifier`, where `identifier` is called), which every scan of
    /// `Keyword.scanIdentifierAndKeyword` takes into the name, so `end > start`.
    @inline(__always)
    mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) {
        sink.emitOncePerTurn(start, end, kind)
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

extension Keyword {
    #if arch(wasm32) && !SWH_SIMD128
    /// The end of the identifier at `start` (`Lexing.identifierEnd`) and the keyword it spells
    /// (`lookup`), for a name whose first byte is a letter or `_`. Without vector scans no block
    /// decides it in `scanIdentifierAndKeyword`: `identifierEndAndKeywordByWords` does, called
    /// at once.
    @inline(__always)
    static func identifierEndAndKeyword(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> (end: Int, keyword: Keyword) {
        identifierEndAndKeywordByWords(s, start)
    }
    #else
    /// The end of the identifier at `start` (`Lexing.identifierEnd`) and the keyword it spells
    /// (`lookup`), for a name whose first byte is a letter or `_` (`scanIdentifierAndKeyword`,
    /// in a call of its own).
    @inline(never)
    static func identifierEndAndKeyword(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> (end: Int, keyword: Keyword) {
        let (end, kw, _, _) = scanIdentifierAndKeyword(s, start, blockStartsEnd: SIMDScan.blockStartsEnd(s))
        return (end, kw)
    }
    #endif

    /// The end of the identifier at `start` (`Lexing.identifierEnd`) and the keyword it spells
    /// (`lookup`), the byte after it and its first byte (each 0 outside the input), for a name
    /// whose first byte is a letter or `_` (`blockStartsEnd` is `SIMDScan.blockStartsEnd(s)`).
    /// Most names end within the 16 bytes from `start`, at an ASCII byte other than `$`: the
    /// vector block that finds the end also holds the name, the keys of `lookupShort` (up to 8
    /// bytes) and `lookupMedium` (9 to 15). Every other case goes to a function of its own, so
    /// that the common one saves no register. (A name of length 0, which a caller that broke
    /// the precondition could make, is no keyword: its word starts with the byte that ends it,
    /// with which no keyword starts.)
    /// Transparent, so that `identifier` holds it (with `@inline(__always)` the optimiser kept
    /// it out of line there).
    @_transparent
    static func scanIdentifierAndKeyword(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, blockStartsEnd: UInt)
        -> (end: Int, keyword: Keyword, next: UInt8, first: UInt8) {
        // The byte at `k` (0 outside the input), as `Tokenizer.byte` reads it.
        @inline(__always) func byte(_ k: Int) -> UInt8 { UInt(bitPattern: k) < UInt(bitPattern: s.count) ? s[k] : 0 }
        @inline(__always) func after(_ r: (end: Int, keyword: Keyword)) -> (end: Int, keyword: Keyword, next: UInt8, first: UInt8) {
            (r.end, r.keyword, byte(r.end), byte(start))
        }
        let (j, found, words) = SIMDScan.firstNonIdentifierInBlock(s, at: start, blockStartsEnd: blockStartsEnd)
        guard found else { return after(identifierEndAndKeywordPastBlock(s, start)) }
        // `found`: `j` lies in the block, inside `s`, and so do the bytes `start..<j`.
        let c = s[j]
        // Two tests, each with its own branch (`||` would compute both).
        if c >= 0x80 { return after(identifierEndAndKeywordSlow(s, start, j)) }
        if c == UInt8(ascii: "$") { return after(identifierEndAndKeywordSlow(s, start, j)) }
        // `found`: the name's length is at most 15; its first byte is the block's (`words` lie
        // as in memory, so that byte is the low one of the first word read as little-endian).
        let length = j &- start
        let first = UInt8(truncatingIfNeeded: UInt64(littleEndian: words[0]))
        if length <= 8 { return (j, lookupShortName(words[0], length: length), c, first) }
        // Most names of 9 to 15 bytes are no keyword, and most of those start with a byte that
        // starts no keyword of their length (`firstBytes`), tested before the table is read.
        guard firstBytes(length) &>> UInt64(first & 63) & 1 != 0 else { return (j, .none, c, first) }
        return (j, lookupMedium(words[0], words[1], length: length), c, first)
    }

    /// `scanIdentifierAndKeyword` where the vector block at `start` did not decide it (fewer than
    /// 16 bytes left, a name of 16 bytes or more, or no vector scans): a name of 16 to 31 bytes
    /// ends in the next block, else `identifierEndAndKeywordByWords` decides.
    @inline(never)
    static func identifierEndAndKeywordPastBlock(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> (end: Int, keyword: Keyword) {
        // The block `start + 16 ..< start + 32` lies inside `s`, and with `start >= 0` so do the
        // bytes `start ..< j`: tested here, so that the block's scan needs no bound (`UInt.max`).
        // (That the block at `start` holds no byte that ends the name is the caller's word: were
        // it wrong, the end found here would be too, but every read would still be inside `s`.)
        guard start >= 0 else { return identifierEndAndKeywordByWords(s, start) }
        guard s.count &- start >= 32 else { return identifierEndAndKeywordByWords(s, start) }
        let (j, found, _) = SIMDScan.firstNonIdentifierInBlock(s, at: start &+ 16, blockStartsEnd: UInt.max)
        guard found else { return identifierEndAndKeywordByWords(s, start) }
        let c = s[j]
        if c >= 0x80 || c == UInt8(ascii: "$") { return identifierEndAndKeywordSlow(s, start, j) }
        // A name of 16 to 31 bytes: of most lengths no keyword, and of the others no keyword that
        // starts with its first byte (`firstBytes`), tested before `lookup`.
        guard firstBytes(j &- start) &>> UInt64(s[start] & 63) & 1 != 0 else { return (j, .none) }
        return (j, lookup(in: s, from: start, to: j))
    }

    /// `scanIdentifierAndKeyword` where no vector block decided it (fewer than 16 bytes left, a
    /// name of 16 bytes or more that the next block does not end, or no vector scans): the
    /// name's first 8 bytes as one word when 8 remain, as `ByteScan.identifierBytes` reads them;
    /// else byte by byte.
    @inline(never)
    static func identifierEndAndKeywordByWords(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> (end: Int, keyword: Keyword) {
        if start >= 0 && s.count &- start >= 8 {
            let w = ByteScan.load(s, start)
            let stop = ~ByteScan.identifierBytes(w) & 0x8080_8080_8080_8080
            if stop != 0 {
                // The first byte that ends the ASCII part lies in `start..<start + 8`.
                let j = start &+ stop.trailingZeroBitCount &>> 3
                let c = s[j]
                if c < 0x80 && c != UInt8(ascii: "$") {
                    // `w.littleEndian`: the bytes in memory order again, as `lookupShortName` takes them.
                    return (j, lookupShortName(w.littleEndian, length: j &- start))
                }
            }
        }
        let end = Lexing.identifierEnd(s, start &+ 1)
        return (end, lookup(in: s, from: start, to: end))
    }

    /// `identifierEndAndKeyword` where a `$` or a non-ASCII byte at `j` follows the ASCII part.
    @inline(never)
    static func identifierEndAndKeywordSlow(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ j: Int) -> (end: Int, keyword: Keyword) {
        let end = Lexing.identifierEndSlow(s, j)
        return (end, lookup(in: s, from: start, to: end))
    }
}
