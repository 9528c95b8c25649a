/// Words that are keywords only in some places (`async`, `some`, `yield`, modifiers, accessor
/// names, …): whether one is a keyword where it stands, and what a keyword announces for the
/// names and brackets after it.
extension Tokenizer {
    /// Whether `kw`, not after a dot and not a label, is used as a keyword here. A reserved
    /// word other than `extension` always is, decided here without a call; `extension` goes to
    /// `extensionKeywordApplies`, the other words to `contextualKeywordApplies`.
    @inline(__always)
    mutating func keywordApplies(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        if kw.flags.contains(.reserved) { return kw != .`extension` || extensionKeywordApplies(end) }
        return contextualKeywordApplies(kw, start, end)
    }

    /// `keywordApplies` for `extension` ending at `end`: no keyword before `,` or `)`
    /// (`@attached(extension, conformances: P)`: a macro role). A call of its own, with no
    /// register to save.
    @inline(never)
    mutating func extensionKeywordApplies(_ end: Int) -> Bool {
        let next = byte(Lexing.skipSpaces(s, end))
        return next != UInt8(ascii: ",") && next != UInt8(ascii: ")")
    }

    /// `keywordApplies` for the words whose use depends on what surrounds them (no reserved
    /// word: `keywordApplies` decides those).
    @inline(never)
    mutating func contextualKeywordApplies(_ kw: Keyword, _ start: Int, _ end: Int) -> Bool {
        let flags = kw.flags
        // A declared name is never a keyword: `let async = …`, `func get()`.
        if state.statement.declaredName != .none { return false }
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
                } else {
                    return false
                }
            }
            // `operation: nonisolated(nonsending) () async -> T`, `struct S: nonisolated P`.
            if kw == .nonisolated && (state.statement.typeMode || state.prev == .colon) { return true }
            // A declaration modifier starts a declaration (`return required`, `= open` are names).
            let declarationStart = state.atDeclarationStart
            // The next token, across lines and comments. When only spaces come before a word
            // (`public func`), that word at `nextIndex` is where the scan would stop.
            let k: Int
            if j == end && nextIsWord && nextIndex &- end < 512 {
                readAhead(to: nextIndex &+ 2)
                k = nextIndex
            } else {
                k = skipTriviaAhead(j, limit: 512).index
            }
            let following = keyword(at: k).0
            if declarationStart && (following.flags.contains(.declaration) || following.flags.contains(.modifier) || following == .isolated) {
                return true
            }
            // `mutating get`, `nonmutating set` in accessor blocks.
            if role == .accessors && following.flags.contains(.accessor) { return true }
            if declarationStart && byte(k) == UInt8(ascii: "@") { return true }
            switch kw {
            case .weak, .unowned:
                // An item of a capture list starts with its ownership specifier, whatever follows
                // (`[weak self]`, `[unowned(unsafe) x = y]`). Elsewhere (a capture list not
                // recognized as one), a name must follow on the same line, after `(safe)` or
                // `(unsafe)` if there.
                if state.statement.captureList && (state.prev == .openSquare || state.prev == .comma) { return true }
                let after = j == end ? nextIndex : Lexing.skipSpaces(s, j)
                return after < n && Lexing.isIdentStart(s[after]) && !newlineBetween(end, after)
            case .consuming, .borrowing:
                return typeSpecifierApplies(end, nextIndex)
            case .uu_consuming:
                return nextIsWord && (state.prev == .colon || state.prev == .openParen || state.prev == .comma || state.statement.typeMode)
            default:
                return false
            }
        }
        if flags.contains(.accessor) {
            // `borrow` outside an accessor block: `@_lifetime(borrow x)` (below).
            if role == .accessors || kw != .borrow { return role == .accessors }
        }
        switch kw {
        case .await:
            return !(next == UInt8(ascii: "=") && byte(nextIndex + 1) != UInt8(ascii: "="))
        case .async:
            if state.prev == .closeParen || state.prev == .arrow { return true }
            if state.prev == .keyword && (state.prevKeyword.flags.contains(.accessor) || state.prevKeyword == .`init`) { return true }
            if next == UInt8(ascii: "-") && byte(nextIndex + 1) == UInt8(ascii: ">") { return true }
            if nextIsWord {
                let (nk, _) = keyword(at: nextIndex)
                // `{ res async in` is an effect; in `{ x, async in` it names a parameter.
                if nk == .`in` { return state.prev == .name || (state.prev == .keyword && state.prevKeyword == .underscore) }
                return nk == .`let` || nk == .`var` || nk == .throws || nk == .rethrows
            }
            return false
        case .some, .any:
            if nextIsWord {
                let (nk, _) = keyword(at: nextIndex)
                return nk == .none || nk == .anyType || nk == .selfType || nk == .each
            }
            if state.statement.typeMode && (Lexing.isNewline(next) || next == UInt8(ascii: "/")) {
                // `service: some⏎ Service`: in a type, the constraint may follow on a later line.
                let k = skipTriviaAhead(nextIndex, limit: 512).index
                guard k < n && Lexing.isIdentStart(s[k]) && s[k] != UInt8(ascii: "`") else { return false }
                let nk = keyword(at: k).0
                return nk == .none || nk == .anyType || nk == .selfType || nk == .each
            }
            return next == UInt8(ascii: "(") && state.statement.typeMode || next == UInt8(ascii: "~") || (next == UInt8(ascii: "[") && state.statement.typeMode)
        case .each:
            return nextIsWord && keyword(at: nextIndex).0 == .none
        case .unsafe:
            return (!state.prevEndsExpression || state.newlineBefore) && prefixKeywordApplies(end, nextIndex)
        case .consume, .copy, .discard:
            guard nextIsWord, !state.prevEndsExpression || state.newlineBefore else { return false }
            let (nk, _) = keyword(at: nextIndex)
            return nk == .none || nk == .`self` || nk == .`try` || nk == .await
        case .isolated, .sending, .uu_owned, .uu_shared, .u_const:
            // `isolated deinit`, `isolated nonisolated func`, `isolated⏎deinit`: a declaration modifier,
            // before a declaration or another modifier on any line (the parser skips modifiers
            // across lines when it looks for a declaration).
            if kw == .isolated && state.atDeclarationStart {
                let following = nextKeyword(after: end)
                if following.flags.contains(.declaration) || following.flags.contains(.modifier) || following == .isolated { return true }
            }
            return typeSpecifierApplies(end, nextIndex)
        case .yield:
            // `yield x`, `yield &x` in `_read`/`_modify` accessors: a statement keyword when
            // something other than `(` follows on the same line (as Swift's parser decides).
            guard state.atStatementStart, nextIndex < n, !Lexing.isNewline(next) else { return false }
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
            // An inline array type: `[2 of CInt]`, `[N of T]`, `[_ of UInt8]`: `of` after the count,
            // on its line.
            guard role == .typeBrackets && frames.topBracket == .square && !state.newlineBefore else { return false }
            switch state.prev {
            case .literal, .name, .closeAngle, .postfixOperator:
                return true
            case .keyword:
                return state.prevKeyword == .underscore || state.prevKeyword == .selfType
            default:
                return false
            }
        case .borrow:
            // `@_lifetime(borrow self)`, `@lifetime(target: borrow source)`.
            return role == .lifetime && nextIsWord && (state.prev == .openParen || state.prev == .colon || state.prev == .comma)
        case .actor:
            // `actor Counter`, not `{ actor in` or `actor.run()`.
            return nextIsWord && state.atDeclarationStart && keyword(at: nextIndex).0 == .none
        case .macro:
            return nextIsWord && state.atDeclarationStart
        case .typeMeta, .protocolMeta:
            return false
        default:
            return false
        }
    }

    /// Whether the parameter specifier ending at `end` (`consuming`, `borrowing`, `sending`,
    /// `isolated`, `__owned`, `__shared`, `_const`) starts a type here: it does in type position
    /// (after `:` or `->`, in a function type's parentheses) when a type follows, be it a name or
    /// `(…)`, `[…]`, `@attribute …` (`x: consuming [Int]`, `f: sending @escaping () -> Void`).
    /// Before `(`, `[` or `@` a space must separate them where the type position is not certain:
    /// `isolated(x)` is a call.
    mutating func typeSpecifierApplies(_ end: Int, _ nextIndex: Int) -> Bool {
        let next = byte(nextIndex)
        let typeFollows = (nextIndex < n && Lexing.isIdentStart(next))
            || ((next == UInt8(ascii: "(") || next == UInt8(ascii: "@") || next == UInt8(ascii: "["))
                && (nextIndex > end || state.statement.typeMode))
        return typeFollows && (state.prev == .colon || state.prev == .arrow || state.statement.typeMode
            || state.prev == .openParen || state.prev == .comma)
    }

    /// Whether a contextual prefix keyword ending at `end` (`unsafe`) applies to what follows, by
    /// swift-syntax's rule for such words at the start of an expression: on the same line, a
    /// name, `_`, `$0`, a literal, a prefix operator or `&`, `@`, `\`, `#`, one of the keywords
    /// that start an expression; `.`, `(` or `[` only after a space (`unsafe(p)` is a call,
    /// `unsafe (p + i)` is not); `{` outside a condition (`unsafe { … }()`).
    mutating func prefixKeywordApplies(_ end: Int, _ nextIndex: Int) -> Bool {
        guard nextIndex < n else { return false }
        let c = s[nextIndex]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            let (nk, _) = keyword(at: nextIndex)
            if !nk.flags.contains(.reserved) { return true }
            switch nk {
            case .anyType, .selfType, .`self`, .`super`, .`init`, .`true`, .`false`, .`nil`, .`repeat`, .`try`, .`if`,
                 .`switch`, .underscore:
                return true
            default:
                return false
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"),
             UInt8(ascii: "$"), UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "#"):
            return true
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["):
            return nextIndex > end
        case UInt8(ascii: "{"):
            return !state.statement.condition
        case UInt8(ascii: "&"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "~"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: "/"):
            // A prefix operator: bound to what follows, not to `unsafe`.
            let after = byte(Lexing.operatorEnd(s, nextIndex))
            return nextIndex > end && !(Lexing.isSpace(after) || Lexing.isNewline(after) || after == 0)
        default:
            return c >= 0x80
        }
    }

    mutating func newlineBetween(_ a: Int, _ b: Int) -> Bool {
        var k = a
        while k < b && k < n { if Lexing.isNewline(s[k]) { return true }; k += 1 }
        return false
    }

    /// What a keyword announces for the names and brackets after it. The effects that look
    /// further ahead (`classEffects`, `modifierDetail`) are calls of their own, each the last
    /// thing its case does (a tail call), so that no case needs a saved register. A modifier's
    /// `(` (`private(set)`) is looked for where a modifier can come: in the default case, and in
    /// the one case that names modifiers (`consuming`, `borrowing`).
    mutating func keywordEffects(_ kw: Keyword, _ start: Int, _ end: Int) {
        switch kw {
        case .func:
            state.statement.declaration = .functionHeader
            state.statement.declaredName = .function
            state.statement.typeMode = false
        case .macro:
            state.statement.declaration = .functionHeader
            state.statement.declaredName = .function
        case .`init`:
            if role == .accessors {
                // An init accessor: `init(initialValue) { … }` names its parameter only.
                if byte(end) == UInt8(ascii: "(") { state.nextParenRole = .arguments }
            } else if state.statement.declaration != .importLine {
                state.statement.declaration = .functionHeader
                state.awaitingParameters = true
                state.angleAllowed = byte(end) == UInt8(ascii: "<")
            }
        case .deinit:
            state.statement.declaration = .functionHeader
        case .subscript:
            state.statement.declaration = .subscriptHeader
            state.awaitingParameters = true
            state.angleAllowed = byte(end) == UInt8(ascii: "<")
        case .`struct`, .`protocol`, .actor:
            state.statement.declaration = .typeHeader
            state.statement.declaredName = .type
            state.statement.typeMode = false
        case .`extension`:
            // Every name of the extended type is a type: `extension Outer.inner {`.
            state.statement.declaration = .typeHeader
            state.statement.declaredName = .type
            state.statement.typeMode = true
        case .`class`:
            classEffects(end)
        case .`enum`:
            state.statement.declaration = .enumHeader
            state.statement.declaredName = .type
            state.statement.typeMode = false
        case .`typealias`, .associatedtype:
            state.statement.declaration = .typeAlias
            state.statement.declaredName = .type
        case .`let`, .`var`:
            if role == .angle {
                // A value generic parameter: `<let count: Int>`.
                state.statement.declaredName = .type
                state.statement.typeMode = false
                return
            }
            if !state.statement.pattern || state.statement.declaration != .none {
                state.statement.declaration = .variable
            }
            state.statement.binding = true
            // In a pattern (`case let .some(x)`, `case .a(let Name)`) the next name is bound; a
            // member, `(`, `:` or `=` cancels this.
            state.statement.declaredName = .plain
            state.statement.typeMode = false
        case .`case`:
            // The parser reads `case` in any type's body as an enum case (`struct S {⏎ case a(T)`,
            // a body left open above it in a snippet).
            if role == .enumBody || role == .typeBody {
                state.statement.declaration = .enumCase
                state.statement.declaredName = .plain
            } else {
                state.statement.pattern = true
                state.statement.caseLabel = true
            }
        case .`import`:
            state.statement.declaration = .importLine
        case .`operator`:
            state.statement.declaration = .operatorLine
        case .precedencegroup:
            state.statement.declaration = .precedenceHeader
        case .`if`, .`guard`, .`while`, .`switch`, .`for`:
            state.statement.condition = true
            state.statement.typeMode = false
            // `for (key, Value) in pairs`: the loop variables are bound.
            if kw == .`for` { state.statement.binding = true }
        case .`catch`:
            state.statement.condition = true
            state.statement.pattern = true
        case .`where`:
            state.statement.pattern = false
            state.statement.binding = false
            switch state.statement.declaration {
            case .typeHeader, .enumHeader, .functionHeader, .subscriptHeader, .typeAlias:
                state.statement.typeMode = true
            default:
                state.statement.typeMode = false
            }
        case .`in`:
            state.statement.pattern = false
            state.statement.binding = false
            state.statement.closureSignature = false
            state.statement.typeMode = false
        case .`as`, .`is`, .some, .any, .inout, .isolated, .sending, .consuming, .borrowing, .uu_owned, .uu_shared:
            state.statement.typeMode = true
            state.angleAllowed = false
            modifierDetailIfAny(kw, end)
        case .underscore:
            // `let _ = f()`: the wildcard is the declared name.
            if state.statement.declaredName == .plain { state.statement.declaredName = .none }
        case .throws, .rethrows:
            if byte(end) == UInt8(ascii: "(") { state.nextParenRole = .typeBrackets }
        case .`return`, .`throw`:
            // No variable declaration goes on with a `return` (`let (a, b):⏎ return x`: the
            // parser reads a declaration whose type is missing, then a new statement).
            if state.statement.declaration == .variable || state.statement.declaration == .variableInitializer {
                state.endStatement()
            }
            state.statement.typeMode = false
        case .`try`, .await, .`else`, .`do`, .`defer`:
            state.statement.typeMode = false
        case .`self`, .selfType, .anyType, .`super`:
            if byte(end) == UInt8(ascii: "(") { state.nextParenRole = .arguments }
            if state.statement.typeMode { state.angleAllowed = byte(end) == UInt8(ascii: "<") }
        case .`fileprivate`, .`internal`, .`private`, .`public`, .`static`, .open, .package, .final, .override, .mutating,
             .nonmutating, .convenience, .required, .lazy, .weak, .unowned, .dynamic, .optional, .indirect,
             .prefix, .postfix, .infix, .nonisolated, .distributed:
            // The commonest modifiers, each a case of the jump table (no look at the flags).
            if byte(end) == UInt8(ascii: "(") { modifierDetail(end) }
        default:
            modifierDetailIfAny(kw, end)
        }
    }

    /// `modifierDetail` when `kw`, ending at `end`, is a modifier before `(`.
    @inline(__always)
    mutating func modifierDetailIfAny(_ kw: Keyword, _ end: Int) {
        if kw.flags.contains(.modifier) && byte(end) == UInt8(ascii: "(") { modifierDetail(end) }
    }

    /// `class` ending at `end` declares a class unless a declaration or a modifier follows
    /// (`class func`, `class var`: a modifier).
    @inline(never)
    mutating func classEffects(_ end: Int) {
        let following = nextKeyword(after: end)
        if !(following.flags.contains(.declaration) || following.flags.contains(.modifier)) {
            state.statement.declaration = .typeHeader
            state.statement.declaredName = .type
            state.statement.typeMode = false
        }
    }

    /// After a modifier ending at `end`, before `(`: `private(set)`, whose word in parentheses
    /// is a keyword too, read with them.
    @inline(never)
    mutating func modifierDetail(_ end: Int) {
        let (inner, innerEnd) = keyword(at: end + 1)
        if inner.isModifierDetail && byte(innerEnd) == UInt8(ascii: ")") {
            emit(end + 1, innerEnd, .keyword)
            i = innerEnd + 1
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
