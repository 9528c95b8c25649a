/// Classification of names: keywords, contextual keywords, declared names, types, calls,
/// members and labels. Each rule is a rule of Swift's grammar, applied with the bracket
/// context and a few bytes of lookahead.
extension Tokenizer {
    /// The word at `j` when it is a keyword (after skipping nothing), with its end.
    mutating func keyword(at j: Int) -> (Keyword, Int) {
        guard j < n, let base = s.baseAddress else { return (.none, j) }
        let c = s[j]
        guard c < 0x80, Lexing.isIdentStart(c), c != UInt8(ascii: "`") else { return (.none, j) }
        let e = Lexing.identifierEnd(s, j + 1)
        return (Keyword.lookup(base + j, length: e - j), e)
    }

    /// The next significant word after `j` (across lines and comments) when it is a keyword.
    mutating func nextKeyword(after j: Int) -> Keyword {
        let (k, _) = Lexing.skipTrivia(s, j, limit: 512)
        return keyword(at: k).0
    }

    /// Whether a name ending at `end` is called: `f(`, `f?(`, `f!(`, `f<T>(`, or `f {` with a
    /// trailing closure where a closure can follow.
    mutating func isCall(_ end: Int) -> Bool {
        let c = byte(end)
        if c == UInt8(ascii: "(") { return true }
        if (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) && byte(end + 1) == UInt8(ascii: "(") { return true }
        if c == UInt8(ascii: "<") && byte(end + 1) != UInt8(ascii: " ") {
            if let g = Lexing.genericArgumentsEnd(s, end), byte(g) == UInt8(ascii: "(") { return true }
            return false
        }
        var j = Lexing.skipSpaces(s, end)
        var d = byte(j)
        if d == UInt8(ascii: "(") && j > end {
            // `f (x)` is a call too, though rare; `case f (x)` patterns are handled elsewhere.
            return true
        }
        if (Lexing.isNewline(d) || d == UInt8(ascii: "/")) && trailingClosureAllowed {
            // A trailing closure may open on the next line: `.flatMap\n{ x in … }`.
            j = Lexing.skipTrivia(s, j, limit: 512).index
            d = byte(j)
        }
        if d == UInt8(ascii: "{") {
            guard trailingClosureAllowed else { return false }
            // `var x = initial { didSet { … } }`: observers, not a closure.
            return !(state.declaration == .variableInitializer && startsAccessorBlock(at: j + 1, observersOnly: true))
        }
        return false
    }

    /// Whether a `{` after a name here would be a trailing closure rather than a body.
    var trailingClosureAllowed: Bool {
        if state.condition { return false }
        switch state.declaration {
        case .none:
            break
        case .variableInitializer:
            // `static let x = Foo.make { … }` in a type body too.
            return !state.typeMode && role != .angle && role != .typeBrackets
        default:
            return false
        }
        switch role {
        case .typeBody, .enumBody, .precedenceBody, .accessors, .angle, .typeBrackets:
            return false
        default:
            return !state.typeMode
        }
    }

    /// Whether `<` right after the name ending at `end` opens generic arguments.
    mutating func genericArgumentsFollow(_ end: Int) -> Bool {
        guard byte(end) == UInt8(ascii: "<"), byte(end + 1) != UInt8(ascii: " ") else { return false }
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

    /// Classifies and emits the name at `start..<end` (an identifier, a backticked identifier
    /// or a keyword) and updates the statement state.
    mutating func name(_ start: Int, _ end: Int, backticked: Bool) {
        i = end
        let kw: Keyword = backticked ? .none : Keyword.lookup(in: s, at: start, length: end - start)
        let member = prev == .dot
        let currentRole = role

        // Code the parser skips (see `skippedUntilFrame`): only what each token is by itself.
        if skippedUntilFrame > 0 {
            if kw.flags.contains(.reserved) { emitKeyword(start, end, kw) } else { emitName(start, end, .plain) }
            return
        }

        // Member names: `a.b`, `.b`, `a.b(…)`, `\.b`.
        if member {
            // `case let .some(x)`: the member is no declared name, and neither is what follows.
            if state.declaredName == .plain { state.declaredName = .none }
            if kw == .`init` || kw == .`self` || kw == .selfType || kw == .typeMeta || kw == .protocolMeta {
                emitKeyword(start, end, kw)
                if kw == .`init` && byte(end) == UInt8(ascii: "(") { nextParenRole = .arguments }
                return
            }
            var kind: TokenKind
            if state.declaration == .importLine || currentRole == .plainWords {
                kind = .plain
            } else if Lexing.startsUppercase(s, start, end) || state.typeMode {
                kind = .type
            } else if isCall(end) {
                kind = state.pattern ? .property : .function
            } else {
                kind = .property
            }
            emitName(start, end, kind)
            // `Outer.Inner<T>`: generic arguments on a member type.
            if kind == .type && byte(end) == UInt8(ascii: "<") {
                angleAllowed = state.typeMode || genericArgumentsFollow(end)
            }
            return
        }

        // Contexts with rules of their own (attribute and directive arguments, import and
        // operator lines, labels, parameters, closure signatures, patterns, fragments). Checked
        // out of line: most names need none of them.
        if byte(end) == UInt8(ascii: ":") || currentRole.hasOwnWords || state.closureSignature || state.binding
            || state.declaration.rawValue >= DeclarationState.importLine.rawValue
            || prevKeyword == .`break` || prevKeyword == .`continue` || prevIsDanglingEllipsis
            || (newlineBefore && currentRole == .arguments && prevEndsExpression) {
            if contextualName(start, end, kw, currentRole) { return }
        }

        // Keywords.
        if kw != .none && keywordApplies(kw, start, end) {
            emitKeyword(start, end, kw)
            keywordEffects(kw, start, end)
            return
        }

        // Declared names.
        var declared = state.declaredName
        if declared == .plain && byte(end) == UInt8(ascii: ".") {
            // `case let DecodingError.dataCorrupted(c)`: a qualified enum case, not a binding.
            state.declaredName = .none
            declared = .none
        }
        if declared != .none {
            state.declaredName = .none
            state.binding = false
            switch declared {
            case .function:
                emitName(start, end, .function)
                angleAllowed = true
                awaitingParameters = true
            case .type:
                emitName(start, end, .type)
                angleAllowed = true
            default:
                emitName(start, end, .plain)
                if state.declaration == .enumCase && byte(end) == UInt8(ascii: "(") {
                    nextParenRole = .parameters
                }
            }
            return
        }

        // Types, calls and everything else.
        if Lexing.startsUppercase(s, start, end) {
            emitName(start, end, .type)
            angleAllowed = byte(end) == UInt8(ascii: "<") && (state.typeMode || genericArgumentsFollow(end))
            if !state.typeMode && isCall(end) { nextParenRole = .arguments }
            return
        }
        if state.typeMode {
            emitName(start, end, .type)
            angleAllowed = byte(end) == UInt8(ascii: "<")
            return
        }
        if isCall(end) {
            emitName(start, end, .function)
            nextParenRole = .arguments
            angleAllowed = genericArgumentsFollow(end)
            return
        }
        emitName(start, end, .plain)
    }

    /// The rules of `name` that depend on a special context; returns whether the name was
    /// emitted. May also update the state and fall through (a parameter list's type).
    @inline(never)
    mutating func contextualName(_ start: Int, _ end: Int, _ kw: Keyword, _ currentRole: FrameRole) -> Bool {
        let backticked = byte(start) == UInt8(ascii: "`")
        // Arguments of attributes and directives with their own vocabulary.
        switch currentRole {
        case .availability:
            emitKeyword(start, end, kw)
            return true
        case .plainWords:
            emitName(start, end, .plain)
            return true
        case .sourceLocation:
            if byte(end) == UInt8(ascii: ":") {
                emitKeyword(start, end, kw)
                return true
            }
        default:
            break
        }

        // Lines whose names are plain: `import A.B`, `infix operator +++: Group`.
        if state.declaration == .importLine || state.declaration == .operatorLine {
            switch kw {
            case .`struct`, .`class`, .`enum`, .`protocol`, .`typealias`, .`func`, .`var`, .`let`, .`operator`,
                 .prefix, .postfix, .infix:
                emitKeyword(start, end, kw)
            default:
                emitName(start, end, .plain)
            }
            return true
        }
        if currentRole == .precedenceBody || state.declaration == .precedenceHeader {
            switch kw {
            case .associativity, .higherThan, .lowerThan, .assignment, .left, .right, .none_, .`true`, .`false`:
                emitKeyword(start, end, kw)
            default:
                emitName(start, end, .plain)
            }
            return true
        }

        // `break outer`, `continue outer`: statement labels are plain.
        if prev == .keyword && (prevKeyword == .`break` || prevKeyword == .`continue`) && !newlineBefore && !backticked {
            emitName(start, end, .plain)
            return true
        }

        // A missing comma in an argument list or collection: `f(a: 1\n b: X(2))`,
        // `Package(\n ...\n dependencies: [`. The parser skips up to the closing bracket.
        if (prevEndsExpression || prevIsDanglingEllipsis) && kw == .none && currentRole == .arguments && !state.typeMode
            && (newlineBefore || (byte(end) == UInt8(ascii: ":") && byte(end + 1) != UInt8(ascii: ":")))
            && !(prev == .keyword && prevKeyword == .underscore) {
            let bracket = frames.topBracket
            // `} configurator: { … }` labels a further trailing closure.
            let trailingClosureLabel = prev == .closeBrace && byte(end) == UInt8(ascii: ":")
                && byte(Lexing.skipSpaces(s, end + 1)) == UInt8(ascii: "{")
            if (bracket == .paren || bracket == .square) && !trailingClosureLabel {
                emitName(start, end, .plain)
                skippedUntilFrame = frames.count
                skipsToLineEnd = false
                return true
            }
        }

        // Names before a `:` (one check for the common case that there is none).
        if byte(end) == UInt8(ascii: ":") && byte(end + 1) != UInt8(ascii: ":") {
            if kw == .none && atStatementStart && (newlineBefore || prev != .closeBrace) && !isStatementLabel(end)
                && unexpectedLabelAllowedHere {
                // `dependencies: [ … ]` where a statement belongs (a fragment of a call or a
                // manifest): Swift's parser skips the `:` and the rest of the line, brackets
                // included, keeping only each token's own kind.
                emitName(start, end, .plain)
                skippedUntilFrame = frames.count
                skipsToLineEnd = true
                return true
            }
            if (kw == .none && atStatementStart && isStatementLabel(end))
                // Labels of further trailing closures: `} onCancel: {`, `} throws: {`.
                || (prev == .closeBrace && !newlineBefore && kw != .`default` && kw != .`case` && kw != .underscore
                    && byte(Lexing.skipSpaces(s, end + 1)) == UInt8(ascii: "{"))
                // Element labels of tuple and function types: `(head: T, tail: T)`, `(_ value: T) -> U`.
                || (currentRole == .typeBrackets && frames.topBracket == .paren
                    && (prev == .openParen || prev == .comma || (prev == .keyword && prevKeyword == .underscore))
                    && kw != .underscore && !kw.flags.contains(.expression)) {
                emitName(start, end, .plain)
                return true
            }
            // Argument labels: `f(in: x)`, `[key: v]`; parameter names: `func f(for x: T)`.
            if !kw.flags.contains(.expression) && !state.typeMode {
                let bracket = frames.topBracket
                if bracket == .paren || (bracket == .square && !Lexing.startsUppercase(s, start, end)) {
                    if kw.flags.contains(.reserved) && (prev == .openParen || prev == .colon) && inCompoundName(end) {
                        // `sampleValue(for:)`, `f(_:in:)`: a compound name keeps its keyword tokens.
                        emitKeyword(start, end, kw)
                    } else {
                        emitName(start, end, .plain)
                    }
                    return true
                }
            }
        }
        if currentRole == .parameters && state.parameterStart {
            // `label name:` or `name:` declare a parameter; anything else (an enum case's
            // unlabeled associated value) is a type.
            let (k, _) = Lexing.skipTrivia(s, end, limit: 256)
            var declaresName = byte(k) == UInt8(ascii: ":")
            if !declaresName && k < n && Lexing.isIdentStart(s[k]) {
                let e = s[k] == UInt8(ascii: "`") ? backtickEnd(k) : Lexing.identifierEnd(s, k)
                declaresName = byte(Lexing.skipSpaces(s, e)) == UInt8(ascii: ":")
            }
            if declaresName {
                if kw == .underscore || kw == .inout {
                    emitKeyword(start, end, kw)
                } else {
                    emitName(start, end, .plain)
                }
                return true
            }
            state.parameterStart = false
            state.typeMode = true
        }

        // Closure parameters: `{ selectable, Registration in`, `{ (Int) -> Void in`.
        if state.closureSignature && kw == .none && !state.typeMode {
            emitName(start, end, .plain)
            return true
        }

        // Names bound by a pattern: `case let .pkcs1(Digest)`, `let (YY, MM) = f()`.
        if state.binding && state.declaredName == .none && kw == .none && !state.typeMode
            && frames.topBracket == .paren {
            let c = byte(end)
            if c != UInt8(ascii: ".") && c != UInt8(ascii: "(") && c != UInt8(ascii: "<") && c != UInt8(ascii: "?") || c == UInt8(ascii: "?") && byte(end + 1) != UInt8(ascii: "(") && byte(end + 1) != UInt8(ascii: ".") {
                emitName(start, end, .plain)
                return true
            }
        }
        return false
    }

    /// Whether a statement may start here whose `name:` is an error the parser recovers from by
    /// skipping: in a file or a code block (not a type body, where `name: T` is read as a
    /// property), outside any declaration, condition or pattern.
    var unexpectedLabelAllowedHere: Bool {
        let r = role
        return (r == .file || r == .block) && state.declaration == .none && !state.condition && !state.pattern
            && !state.caseLabel && !state.closureSignature
    }

    /// Whether the label ending at `end` (before its `:`) is part of a compound name such as
    /// `f(for:)` or `f(_:in:)`: the `:` is followed by `)` or by another `label:`.
    mutating func inCompoundName(_ end: Int) -> Bool {
        let k = end + 1
        let c = byte(k)
        if c == UInt8(ascii: ")") { return true }
        guard Lexing.isIdentStart(c), c != UInt8(ascii: "`") else { return false }
        let e = Lexing.identifierEnd(s, k)
        return byte(e) == UInt8(ascii: ":") && byte(e + 1) != UInt8(ascii: ":")
    }

    /// Whether the name ending at `end` labels a statement: `name:` then a loop, `if`, `do` or
    /// `switch`.
    mutating func isStatementLabel(_ end: Int) -> Bool {
        let c = Lexing.skipSpaces(s, end)
        guard byte(c) == UInt8(ascii: ":"), byte(c + 1) != UInt8(ascii: ":") else { return false }
        let (k, _) = Lexing.skipTrivia(s, c + 1, limit: 256)
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

    @inline(__always)
    mutating func emitName(_ start: Int, _ end: Int, _ kind: TokenKind) {
        if kind != .plain { emit(start, end, kind) }
        clearPending()
        setPrev(.name)
    }

    @inline(__always)
    mutating func emitKeyword(_ start: Int, _ end: Int, _ kw: Keyword) {
        emit(start, end, .keyword)
        clearPending()
        setPrev(.keyword, kw)
    }

    /// Whether `kw`, not after a dot and not a label, is used as a keyword here.
    mutating func keywordApplies(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        let flags = kw.flags
        if kw == .`extension` {
            // `@attached(extension, conformances: P)`: a macro role, not a declaration.
            let next = byte(Lexing.skipSpaces(s, end))
            if next == UInt8(ascii: ",") || next == UInt8(ascii: ")") { return false }
        }
        if flags.contains(.reserved) {
            // `class func` and `class var` are modifiers; both are keywords either way.
            return true
        }
        // A declared name is never a keyword: `let async = …`, `func get()`.
        if state.declaredName != .none { return false }
        let nextIndex = Lexing.skipSpaces(s, end)
        let next = byte(nextIndex)
        let nextIsWord = nextIndex < n && Lexing.isIdentStart(next)
        if flags.contains(.modifier) {
            var j = end
            // `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`.
            if byte(j) == UInt8(ascii: "(") {
                let (inner, innerEnd) = keyword(at: j + 1)
                if inner.isModifierDetail && byte(innerEnd) == UInt8(ascii: ")") {
                    j = innerEnd + 1
                } else if kw == .weak || kw == .unowned {
                    return false
                } else {
                    return false
                }
            }
            // `operation: nonisolated(nonsending) () async -> T`, `struct S: nonisolated P`.
            if kw == .nonisolated && (state.typeMode || prev == .colon) { return true }
            // A declaration modifier starts a declaration (`return required`, `= open` are names).
            let declarationStart = atDeclarationStart
            let following = nextKeyword(after: j)
            if declarationStart && (following.flags.contains(.declaration) || following.flags.contains(.modifier)) { return true }
            // `mutating get`, `nonmutating set` in accessor blocks.
            if role == .accessors && following.flags.contains(.accessor) { return true }
            let (k, _) = Lexing.skipTrivia(s, j, limit: 512)
            if declarationStart && byte(k) == UInt8(ascii: "@") { return true }
            switch kw {
            case .weak, .unowned:
                // Capture lists: `[weak self]`, `[unowned x]`.
                return nextIsWord && !newlineBetween(end, nextIndex)
            case .consuming, .borrowing, .uu_consuming:
                return nextIsWord && (prev == .colon || prev == .openParen || prev == .comma || state.typeMode)
            default:
                return false
            }
        }
        if flags.contains(.accessor) {
            return role == .accessors
        }
        switch kw {
        case .await:
            return !(next == UInt8(ascii: "=") && byte(nextIndex + 1) != UInt8(ascii: "="))
        case .async:
            if prev == .closeParen || prev == .arrow { return true }
            if prev == .keyword && (prevKeyword.flags.contains(.accessor) || prevKeyword == .`init`) { return true }
            if next == UInt8(ascii: "-") && byte(nextIndex + 1) == UInt8(ascii: ">") { return true }
            if nextIsWord {
                let (nk, _) = keyword(at: nextIndex)
                // `{ res async in` is an effect; in `{ x, async in` it names a parameter.
                if nk == .`in` { return prev == .name || (prev == .keyword && prevKeyword == .underscore) }
                return nk == .`let` || nk == .`var` || nk == .throws || nk == .rethrows
            }
            return false
        case .some, .any:
            if nextIsWord {
                let (nk, _) = keyword(at: nextIndex)
                return nk == .none || nk == .anyType || nk == .selfType || nk == .each
            }
            return next == UInt8(ascii: "(") && state.typeMode || next == UInt8(ascii: "~") || (next == UInt8(ascii: "[") && state.typeMode)
        case .each:
            return nextIsWord && keyword(at: nextIndex).0 == .none
        case .consume, .copy, .discard, .unsafe:
            // `unsafe [UInt8](p)`: only `unsafe` takes an array literal or type.
            if kw == .unsafe && next == UInt8(ascii: "[") && nextIndex > end && (!prevEndsExpression || newlineBefore) {
                return true
            }
            guard nextIsWord, !prevEndsExpression || newlineBefore else { return false }
            let (nk, _) = keyword(at: nextIndex)
            return nk == .none || nk == .`self` || nk == .`try` || nk == .await
        case .isolated, .sending, .uu_owned, .uu_shared, .u_const:
            // `x: isolated (any Actor)?`, `f: sending @escaping () -> Void`.
            let typeFollows = nextIsWord || ((next == UInt8(ascii: "(") || next == UInt8(ascii: "@") || next == UInt8(ascii: "["))
                && (nextIndex > end || state.typeMode))
            return typeFollows && (prev == .colon || prev == .arrow || state.typeMode || prev == .openParen || prev == .comma)
        case .yield:
            // `yield x`, `yield &x` in `_read`/`_modify` accessors: a statement keyword when
            // something other than `(` follows on the same line (as Swift's parser decides).
            guard atStatementStart, nextIndex < n, !Lexing.isNewline(next) else { return false }
            switch next {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
                 UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "!"):
                return false
            case UInt8(ascii: "."):
                return nextIndex > end
            case UInt8(ascii: "/"):
                return byte(nextIndex + 1) != UInt8(ascii: "/") && byte(nextIndex + 1) != UInt8(ascii: "*")
            default:
                return true
            }
        case .of:
            // An inline array type: `[2 of CInt]`.
            return prev == .literal && role == .typeBrackets && frames.topBracket == .square
        case .borrow:
            // `@_lifetime(borrow self)`, `@lifetime(target: borrow source)`.
            return role == .lifetime && nextIsWord && (prev == .openParen || prev == .colon || prev == .comma)
        case .actor:
            // `actor Counter`, not `{ actor in` or `actor.run()`.
            return nextIsWord && atDeclarationStart && keyword(at: nextIndex).0 == .none
        case .macro:
            return nextIsWord && atDeclarationStart
        case .typeMeta, .protocolMeta:
            return false
        default:
            return false
        }
    }

    /// Whether a statement can start here: at the start of a line or after `{`, `}`, `;`.
    var atStatementStart: Bool {
        if newlineBefore { return true }
        switch prev {
        case .start, .openBrace, .closeBrace, .semicolon:
            return true
        default:
            return false
        }
    }

    /// Whether a declaration can start here: at the start of a statement or after modifiers
    /// and attributes.
    var atDeclarationStart: Bool {
        if newlineBefore { return true }
        switch prev {
        case .start, .openBrace, .closeBrace, .semicolon, .attribute:
            return true
        case .keyword:
            return prevKeyword.flags.contains(.modifier) || prevKeyword == .distributed
        default:
            return false
        }
    }

    mutating func newlineBetween(_ a: Int, _ b: Int) -> Bool {
        var k = a
        while k < b && k < n { if Lexing.isNewline(s[k]) { return true }; k += 1 }
        return false
    }

    /// What a keyword announces for the names and brackets after it.
    mutating func keywordEffects(_ kw: Keyword, _ start: Int, _ end: Int) {
        switch kw {
        case .func:
            state.declaration = .functionHeader
            state.declaredName = .function
            state.typeMode = false
        case .macro:
            state.declaration = .functionHeader
            state.declaredName = .function
        case .`init`:
            if role == .accessors {
                // An init accessor: `init(initialValue) { … }` names its parameter only.
                if byte(end) == UInt8(ascii: "(") { nextParenRole = .arguments }
            } else if state.declaration != .importLine {
                state.declaration = .functionHeader
                awaitingParameters = true
                angleAllowed = byte(end) == UInt8(ascii: "<")
            }
        case .deinit:
            state.declaration = .functionHeader
        case .subscript:
            state.declaration = .subscriptHeader
            awaitingParameters = true
            angleAllowed = byte(end) == UInt8(ascii: "<")
        case .`struct`, .`protocol`, .actor:
            state.declaration = .typeHeader
            state.declaredName = .type
            state.typeMode = false
        case .`extension`:
            // Every name of the extended type is a type: `extension Outer.inner {`.
            state.declaration = .typeHeader
            state.declaredName = .type
            state.typeMode = true
        case .`class`:
            let following = nextKeyword(after: end)
            if !(following.flags.contains(.declaration) || following.flags.contains(.modifier)) {
                state.declaration = .typeHeader
                state.declaredName = .type
                state.typeMode = false
            }
        case .`enum`:
            state.declaration = .enumHeader
            state.declaredName = .type
            state.typeMode = false
        case .`typealias`, .associatedtype:
            state.declaration = .typeAlias
            state.declaredName = .type
        case .`let`, .`var`:
            if role == .angle {
                // A value generic parameter: `<let count: Int>`.
                state.declaredName = .type
                state.typeMode = false
                return
            }
            if !state.pattern || state.declaration != .none {
                state.declaration = .variable
            }
            state.binding = true
            // In a pattern (`case let .some(x)`, `case .a(let Name)`) the next name is bound; a
            // member, `(`, `:` or `=` cancels this.
            state.declaredName = .plain
            state.typeMode = false
        case .`case`:
            if role == .enumBody {
                state.declaration = .enumCase
                state.declaredName = .plain
            } else {
                state.pattern = true
                state.caseLabel = true
            }
        case .`import`:
            state.declaration = .importLine
        case .`operator`:
            state.declaration = .operatorLine
        case .precedencegroup:
            state.declaration = .precedenceHeader
        case .`if`, .`guard`, .`while`, .`switch`, .`for`:
            state.condition = true
            state.typeMode = false
            // `for (key, Value) in pairs`: the loop variables are bound.
            if kw == .`for` { state.binding = true }
        case .`catch`:
            state.condition = true
            state.pattern = true
        case .`where`:
            state.pattern = false
            state.binding = false
            switch state.declaration {
            case .typeHeader, .enumHeader, .functionHeader, .subscriptHeader, .typeAlias:
                state.typeMode = true
            default:
                state.typeMode = false
            }
        case .`in`:
            state.pattern = false
            state.binding = false
            state.closureSignature = false
            state.typeMode = false
        case .`as`, .`is`, .some, .any, .inout, .isolated, .sending, .consuming, .borrowing, .uu_owned, .uu_shared:
            state.typeMode = true
            angleAllowed = false
        case .underscore:
            // `let _ = f()`: the wildcard is the declared name.
            if state.declaredName == .plain { state.declaredName = .none }
        case .throws, .rethrows:
            if byte(end) == UInt8(ascii: "(") { nextParenRole = .typeBrackets }
        case .`return`, .`throw`, .`try`, .await, .`else`, .`do`, .`defer`:
            state.typeMode = false
        case .`self`, .selfType, .anyType, .`super`:
            if byte(end) == UInt8(ascii: "(") { nextParenRole = .arguments }
            if state.typeMode { angleAllowed = byte(end) == UInt8(ascii: "<") }
        default:
            break
        }
        if kw.flags.contains(.modifier) && byte(end) == UInt8(ascii: "(") {
            // `private(set)`: the word in parentheses is a keyword too.
            let (inner, innerEnd) = keyword(at: end + 1)
            if inner.isModifierDetail && byte(innerEnd) == UInt8(ascii: ")") {
                emit(end + 1, innerEnd, .keyword)
                i = innerEnd + 1
            }
        }
    }
}

extension Keyword {
    /// The words allowed in a modifier's parentheses: `private(set)`, `unowned(unsafe)`,
    /// `nonisolated(unsafe)`, `nonisolated(nonsending)`.
    var isModifierDetail: Bool {
        self == .set || self == .safe || self == .unsafe || self == .nonsending
    }
}
