/// Bare names by scope, for Xcode's finer kinds (docs/xcode.md): a name used without a base
/// (`items.append(item)` in a method) that refers to a property or global variable of the
/// project is a `variable`, as in Xcode, unless a binding of that name in an enclosing scope
/// shadows it: a parameter, a local `let`/`var`, a closure parameter or capture, an `if let`,
/// `guard let`, `while let`, `for` or `case let` binding. Locals and parameters stay plain.
///
/// One walk over the tokens and the plain text between them, linear in the input: braces open
/// scopes (a type's body, or code: function and accessor bodies, closures, statement blocks),
/// each binding is pushed once and popped once when its scope ends, and the only lookahead (a
/// closure's `params in` header) is bounded by `XcodeKinds.lookahead` bytes.
///
/// The walk runs twice: `collect` finds the properties and globals the input declares (`let`
/// and `var` in a type's body or at the top level), `uses` then finds their bare uses.
struct BareNames {
    let src: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    /// For each token, the kind it gets as a declared name, or 0 (`XcodeKinds.declared`).
    let declaredTokens: [UInt8]
    /// Starts of the declared names without a token of their own, in order: no uses.
    let declaredStarts: [Int]

    enum Mode { case collect, uses }
    let mode: Mode
    /// The project's names; `collect` adds the properties and globals it finds.
    var names: ProjectNames

    /// The uses found (`uses`): `(after, token)` as `XcodeKinds.inserted`, in order.
    var found: [(after: Int, token: Token)] = []

    // MARK: Scopes and bindings

    enum ScopeKind { case top, type, code }
    struct Scope {
        var kind: ScopeKind
        /// `bound.count` when the scope opened, and when its current `case` clause began.
        var mark: Int
        var caseMark: Int
        /// The bracket depth (`(`, `[`) outside the scope, and `brackets.count` at its start.
        var outerDepth: Int
        var bracketBase = 0
        /// The statement state outside the scope, restored at its end when it is a closure
        /// inside brackets (`if items.contains(where: { … }) {`).
        var outer = StatementState()
    }
    var scopes: [Scope] = [Scope(kind: .top, mark: 0, caseMark: 0, outerDepth: 0)]
    /// Bracket depth (`(` and `[`) inside the current scope.
    var depth = 0
    /// The open brackets, innermost last (`(` for parentheses and a subscript's brackets, `[`
    /// for an array or dictionary literal); the current scope's from its `bracketBase`.
    var brackets: [UInt8] = []
    /// Name indices (in `interned`) of the active bindings, innermost last.
    var bound: [Int32] = []
    /// How many active bindings each interned name has.
    var shadowCount: [Int32] = []
    var interned = NameTable()

    /// Bindings that start with the next `{` at `depth` in scope `scope` (conditions, `for`,
    /// parameters), or a condition's next clause: (name, scope, depth) triples, flat (one array
    /// type fewer in the WebAssembly module).
    var atBrace: [Int] = []
    /// Bindings that start at the end of their statement (a newline or `;` back at `depth`):
    /// (name, scope, depth) triples.
    var atStatementEnd: [Int] = []
    /// Bindings that start at the end of a `guard`'s `else` block: (name, scope level of the
    /// block) pairs.
    var atElseEnd: [Int] = []
    /// Bindings that start at a closure's `in` (the offset of the `in` token, or -1).
    var atIn: [Int32] = []
    var inOffset = -1

    // MARK: Statement state

    /// What a `let`/`var` binds while its names follow.
    enum Target { case statement, condition, guardCondition, pattern, forPattern, declaration }
    struct StatementState {
        /// A `let`/`var`'s names being read (nil outside), at bracket depth `depth`.
        var binding: (target: Target, depth: Int)?
        /// The condition of an `if`/`while` (or `guard`) being read, at `depth`; `mark`:
        /// `bound.count` at its start (its bindings end with its body, a `guard`'s with its scope).
        var condition: (guarded: Bool, depth: Int, mark: Int)?
        /// A `let`/`var` declaration's list (`var a = 1, b = 2`): a `,` at `depth` starts its
        /// next name.
        var declarationList: (target: Target, depth: Int)?
        /// The depth of a `for` pattern being read (until `in`).
        var forPattern: Int?
        /// A `for` statement at `depth`, until its body; `mark`: `bound.count` at its start (its
        /// pattern's names are bound from its `where` clause, if any, to the end of its body).
        var forLoop: (depth: Int, mark: Int)?
        /// A function's parameter list: waiting for its `(` (`open` nil) or inside it at depth
        /// `open`; after a `:` (a type, a default value) until the next `,`; its last name.
        var signature: (open: Int?, afterColon: Bool, last: (Int, Int)?)?
        /// The kind of the scope the next `{` opens.
        var nextBrace: ScopeKind = .code
        /// In a switch's `case` pattern (until its `:`).
        var casePattern = false
        /// The name an accessor or `catch` clause binds without writing it (`newValue` in
        /// `set`/`willSet`, `oldValue` in `didSet`, `error` in a `catch` without a pattern),
        /// bound at the next `{`.
        var implicitName: ImplicitName = .none
    }
    enum ImplicitName { case none, newValue, oldValue, error }
    var state = StatementState()
    /// Whether the last code byte was `.` (a member name follows).
    var afterDot = false
    /// Whether the last code was `break` or `continue` (a statement label follows).
    var afterJump = false
    /// The last byte of code before the current name (0 at the start), outside comments, and
    /// whether a line break came after it: tells an argument or statement label (`f(items: 1)`,
    /// `outer: for`) from a name before a ternary's `:` (`c ? items : other`).
    var lastCode: UInt8 = 0
    var newlineSinceCode = false
    /// A closure header's capture values (`[copy = items]`), `(start, end)` pairs, in order;
    /// `captureIndex`: the first one not yet passed.
    var captureValues: [Int] = []
    var captureIndex = 0
    var declaredIndex = 0

    init(_ src: UnsafeBufferPointer<UInt8>, tokens: [Token], declaredTokens: [UInt8], declaredStarts: [Int],
         mode: Mode, names: ProjectNames) {
        self.src = src
        self.tokens = tokens
        self.declaredTokens = declaredTokens
        self.declaredStarts = declaredStarts
        self.mode = mode
        self.names = names
    }

    // MARK: The walk

    mutating func run() {
        var k = 0
        for i in tokens.indices {
            let t = tokens[i]
            if t.start > k { gap(k, t.start, after: i - 1) }
            token(i)
            k = max(k, t.end)
        }
        if k < src.count { gap(k, src.count, after: tokens.count - 1) }
    }

    /// Whether `src[start..<end]` is `s`. A static function of the bytes: a method of `self`
    /// called from a mutating one copies the whole walk state per call.
    @inline(__always)
    private static func word(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ s: StaticString) -> Bool {
        ByteScan.equal(src, start, end, s)
    }

    private mutating func token(_ i: Int) {
        let t = tokens[i]
        if t.start == inOffset { activateAtIn() }
        if declaredTokens[i] != 0 {
            // The classifier's own token for a declared name (`case .a(let x)`).
            if declaredTokens[i] == UInt8(truncatingIfNeeded: TokenKind.otherDeclaration.rawValue) {
                name(t.start, t.end, after: i - 1)
            }
        } else if t.kind == .keyword {
            keyword(t.start, t.end)
        } else if t.kind == .operator, BareNames.word(src, t.start, t.end, "=") {
            state.binding = nil
            if state.signature?.open != nil { state.signature?.afterColon = true }
        }
        afterDot = false
        switch t.kind {
        case .comment, .docComment, .mark:
            break
        default:
            afterJump = t.kind == .keyword
                && (BareNames.word(src, t.start, t.end, "break") || BareNames.word(src, t.start, t.end, "continue"))
            if t.end > t.start { lastCode = src[t.end - 1] }
            newlineSinceCode = false
        }
    }

    private mutating func keyword(_ s: Int, _ e: Int) {
        let scopeKind = scopes[scopes.count - 1].kind
        let bytes = UnsafeBufferPointer(rebasing: src[s..<e])
        func isWord(_ w: StaticString) -> Bool { ByteScan.equal(bytes, w) }
        if isWord("let") || isWord("var") {
            let target: Target
            if state.forPattern != nil { target = .forPattern }
            else if let c = state.condition, c.depth <= depth { target = c.guarded ? .guardCondition : .condition }
            else if scopeKind != .code { target = .declaration }
            else if state.casePattern { target = .pattern }
            else { target = .statement }
            if target == .declaration { dropAtBrace() }
            state.binding = (target, depth)
            state.declarationList = target == .declaration || target == .statement ? (target, depth) : nil
            state.nextBrace = .code
        } else if isWord("if") || isWord("while") {
            state.condition = (false, depth, bound.count)
        } else if isWord("guard") {
            state.condition = (true, depth, bound.count)
        } else if isWord("catch") {
            // A `catch` clause's pattern binds like a condition's; without one it binds `error`.
            state.condition = (false, depth, bound.count)
            if nextCodeIsBrace(after: e) { state.implicitName = .error }
        } else if isWord("for") {
            state.forPattern = depth
            state.forLoop = (depth, bound.count)
        } else if isWord("in") {
            state.forPattern = nil
            state.binding = nil
        } else if isWord("where") {
            state.binding = nil
            // The names of a `for` or `catch` pattern are in scope in its `where` clause.
            if state.forPattern == nil, let f = state.forLoop, f.depth == depth { activateAtBrace() }
            else if let c = state.condition, c.depth == depth, !c.guarded { activateAtBrace() }
        } else if isWord("else") {
            state.binding = nil
        } else if isWord("case") || isWord("default") {
            state.binding = nil
            if state.condition == nil, state.forPattern == nil, scopeKind == .code, depth == 0 {
                // A switch's clause: the previous clause's bindings end here.
                endCaseClause()
                state.casePattern = true
            }
        } else if isWord("struct") || isWord("class") || isWord("enum") || isWord("actor")
                    || isWord("extension") || isWord("protocol") {
            state.nextBrace = .type
        } else if isWord("func") || isWord("init") || isWord("subscript") {
            state.nextBrace = .code
            state.binding = nil
            dropAtBrace()
            state.signature = (nil, false, nil)
        } else if isWord("set") || isWord("willSet") || isWord("didSet") {
            // An accessor (the classifier makes these keywords only there): its parameter
            // (`set(v)`) is read as a function's, else it binds `newValue` or `oldValue`.
            state.signature = (nil, false, nil)
            state.implicitName = isWord("didSet") ? .oldValue : .newValue
        }
    }

    /// Whether the next code after `offset` is a `{` (only spaces and line breaks between,
    /// within `XcodeKinds.lookahead` bytes).
    private func nextCodeIsBrace(after offset: Int) -> Bool {
        let limit = min(src.count, offset + XcodeKinds.lookahead)
        var k = offset
        while k < limit, src[k] == 0x20 || src[k] == 0x09 || src[k] == 0x0A || src[k] == 0x0D { k += 1 }
        return k < limit && src[k] == UInt8(ascii: "{")
    }

    private mutating func gap(_ start: Int, _ end: Int, after i: Int) {
        var k = start
        while k < end {
            let c = src[k]
            if c == 0x20 {
                // Spaces change no state: skip the run (indentation) at once.
                k += 1
                while k < end, src[k] == 0x20 { k += 1 }
                continue
            }
            // A name, or a property wrapper's projection (`$items`).
            let head = c == UInt8(ascii: "$") && k + 1 < end && isIdentifierHead(src[k + 1]) ? k + 1 : k
            if isIdentifierHead(src[head]) || c == UInt8(ascii: "`") {
                let e = identifierEnd(head, limit: end)
                if e > head {
                    name(k, e, after: i)
                    k = e
                    afterDot = false
                    afterJump = false
                    lastCode = src[e - 1]
                    newlineSinceCode = false
                    continue
                }
            }
            k += 1
            if c == 0x0A { newlineSinceCode = true }
            if c != 0x20 && c != 0x09 && c != 0x0D && c != 0x0A {
                afterJump = false
                lastCode = c
                newlineSinceCode = false
            }
            switch c {
            case UInt8(ascii: "."):
                afterDot = true
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                // A subscript's `[` follows its base directly (`a[items: 1]`); a literal's does not.
                let subscriptBase = c == UInt8(ascii: "[") && k >= 2 && (isIdentifierHead(src[k - 2])
                    || (src[k - 2] >= 0x30 && src[k - 2] <= 0x39) || src[k - 2] == UInt8(ascii: ")")
                    || src[k - 2] == UInt8(ascii: "]") || src[k - 2] == UInt8(ascii: "?") || src[k - 2] == UInt8(ascii: "!"))
                brackets.append(subscriptBase ? UInt8(ascii: "(") : c)
                if c == UInt8(ascii: "(") {
                    if let sig = state.signature, sig.open == nil { state.signature = (depth, false, nil) }
                    state.implicitName = .none  // `set(v)`: its parameter instead of `newValue`
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if brackets.count > scopes[scopes.count - 1].bracketBase { brackets.removeLast() }
                if let b = state.binding, depth < b.depth { state.binding = nil }
                if let sig = state.signature, let open = sig.open, depth < open {
                    // An accessor's parameter (`set(v)`): a name without a type.
                    if !sig.afterColon, let last = sig.last { bindParameter(last.0, last.1, depth: depth) }
                    state.signature = nil
                }
            case UInt8(ascii: ","):
                if let b = state.binding, b.depth == depth { state.binding = nil }
                if let list = state.declarationList, list.depth == depth { state.binding = list }
                // A condition's clause ends: its bindings are in scope in the next clauses.
                if let cond = state.condition, cond.depth == depth { activateAtBrace() }
                if let sig = state.signature, sig.open == depth { state.signature = (sig.open, false, nil) }
            case UInt8(ascii: ":"):
                if let b = state.binding, b.depth == depth { state.binding = nil }
                if let sig = state.signature, sig.open == depth {
                    if !sig.afterColon, let last = sig.last { bindParameter(last.0, last.1, depth: depth - 1) }
                    state.signature?.afterColon = true
                }
                if depth == 0 { state.casePattern = false }
            case UInt8(ascii: "{"):
                openBrace(at: k - 1)
            case UInt8(ascii: "}"):
                closeBrace()
            case 0x0A, UInt8(ascii: ";"):
                if let b = state.binding, b.depth == depth, c == UInt8(ascii: ";") || b.target != .pattern { state.binding = nil }
                if let list = state.declarationList, list.depth == depth { state.declarationList = nil }
                endStatement()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A number or `$0`: the rest of its digits and letters.
                while k < end, isIdentifierHead(src[k]) || (src[k] >= 0x30 && src[k] <= 0x39) { k += 1 }
                lastCode = src[k - 1]
            default:
                break
            }
            if c != 0x20 && c != 0x09 && c != 0x0D { afterDot = false }
        }
    }

    /// A name at `start..<end` (plain text, or a declared name's token): a member, a parameter,
    /// a binding, a declaration, or a use.
    private mutating func name(_ start: Int, _ end: Int, after i: Int) {
        while declaredIndex < declaredStarts.count, declaredStarts[declaredIndex] < start { declaredIndex += 1 }
        let declared = declaredIndex < declaredStarts.count && declaredStarts[declaredIndex] == start
        if afterDot || afterJump { return }  // a member, or a statement label after `break`/`continue`
        if inOffset > start {
            // A closure's header: only its capture values (`[copy = items]`) hold uses.
            if isCaptureValue(start) { use(start, end, declared: declared, after: i) }
            return
        }
        if src[start] == UInt8(ascii: "$") {
            use(start, end, declared: declared, after: i)
            return
        }
        if let sig = state.signature, let open = sig.open, open == depth, !sig.afterColon {
            state.signature?.last = (start, end)
            return
        }
        if state.forPattern != nil {
            pend(start, end, to: .forPattern)
            return
        }
        if let b = state.binding {
            pend(start, end, to: b.target)
            return
        }
        use(start, end, declared: declared, after: i)
    }

    /// A name in an expression: a `variable` when it names a property or global of the project
    /// and no binding shadows it. `$items` and `_items` (a property wrapper's projection and
    /// storage) are the property `items`'s; `$items` is shadowed with `items` (a closure's
    /// `$item in`, a wrapped parameter), `_items` only by a binding `_items`.
    private mutating func use(_ start: Int, _ end: Int, declared: Bool, after i: Int) {
        guard mode == .uses, !declared, !(followedByColon(end) && isLabel()) else { return }
        if src[start] == UInt8(ascii: "$") {
            guard names.isVariable(src, start + 1, end), !isShadowed(start + 1, end) else { return }
        } else if !names.isVariable(src, start, end) {
            // `_items` is the storage even where a parameter `items` shadows the property
            // (`init(items: [Int]) { _items = State(initialValue: items) }`).
            guard end - start >= 2, src[start] == UInt8(ascii: "_"), names.isVariable(src, start + 1, end),
                  !isShadowed(start, end) else { return }
        } else if isShadowed(start, end) {
            return
        }
        found.append((i, Token(start: start, end: end, kind: .variable)))
    }

    /// Whether a name before a `:` is a label: in parentheses or a subscript's brackets an
    /// argument's, a tuple element's or a function type's parameter name (`f(items: 1)`,
    /// `a[items: 1]`, `(_ items: Int) -> Void`); else a
    /// statement's or a trailing closure's (at the start of a statement: after `{`, `}`, `;` or
    /// a line break). Not a ternary's branch (`c ? items : other`, after an operator), a
    /// dictionary key (`[items: 1]`) nor a `case` pattern (`case limit:`).
    private func isLabel() -> Bool {
        let afterOperator: Bool
        switch lastCode {
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "."):
            afterOperator = true
        default:
            afterOperator = false
        }
        if brackets.count > scopes[scopes.count - 1].bracketBase {
            return brackets[brackets.count - 1] == UInt8(ascii: "(") && !afterOperator
        }
        switch lastCode {
        case 0, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
            return true
        case UInt8(ascii: ","):
            return false
        default:
            return newlineSinceCode && !afterOperator
        }
    }

    private mutating func isCaptureValue(_ start: Int) -> Bool {
        while captureIndex + 1 < captureValues.count, captureValues[captureIndex + 1] <= start { captureIndex += 2 }
        return captureIndex + 1 < captureValues.count && captureValues[captureIndex] <= start
            && start < captureValues[captureIndex + 1]
    }

    /// Whether a `:` follows (an argument label or a parameter name), not `::`.
    private func followedByColon(_ end: Int) -> Bool {
        var k = end
        while k < src.count, src[k] == 0x20 || src[k] == 0x09 { k += 1 }
        return k < src.count && src[k] == UInt8(ascii: ":") && (k + 1 >= src.count || src[k + 1] != UInt8(ascii: ":"))
    }

    private mutating func pend(_ start: Int, _ end: Int, to target: Target) {
        switch target {
        case .declaration:
            if mode == .collect {
                let (s, e) = unquoted(start, end)
                names.insert(Array(UnsafeBufferPointer(rebasing: src[s..<e]))[...], as: .value, variable: true)
            }
        case .statement:
            guard let n = intern(start, end) else { return }
            atStatementEnd += [Int(n), scopes.count, state.binding?.depth ?? depth]
        case .condition, .guardCondition:
            guard let n = intern(start, end) else { return }
            atBrace += [Int(n), scopes.count, state.condition?.depth ?? depth]
        case .forPattern:
            guard let n = intern(start, end) else { return }
            atBrace += [Int(n), scopes.count, state.forPattern ?? depth]
        case .pattern:
            guard let n = intern(start, end) else { return }
            bind(n)
        }
    }

    private mutating func bindParameter(_ start: Int, _ end: Int, depth: Int) {
        guard let n = intern(start, end) else { return }
        atBrace += [Int(n), scopes.count, depth]
    }

    // MARK: Braces and statements

    private mutating func openBrace(at offset: Int) {
        let kind = state.nextBrace == .type ? ScopeKind.type : .code
        // Bindings waiting for this brace are bound first; an `if`/`while` condition's end with
        // the body. A `guard`'s are not in scope in its `else` block: they are bound when it
        // ends, in the enclosing scope, to its end.
        if let c = state.condition, c.depth == depth, c.guarded {
            let level = scopes.count + 1
            var k = min(max(c.mark, scopes[scopes.count - 1].mark), bound.count)
            let from = k
            while k < bound.count { atElseEnd += [Int(bound[k]), level]; k += 1 }
            unbind(to: from)
            var first = atBrace.count
            while first >= 3, atBrace[first - 2] == scopes.count, atBrace[first - 1] == depth { first -= 3 }
            k = first
            while k < atBrace.count { atElseEnd += [atBrace[k], level]; k += 3 }
            atBrace.removeLast(atBrace.count - first)
        }
        let before = bound.count
        activateAtBrace()
        switch state.implicitName {
        case .none: break
        case .newValue: bindImplicit("newValue")
        case .oldValue: bindImplicit("oldValue")
        case .error: bindImplicit("error")
        }
        var mark = before
        if let c = state.condition, c.depth == depth, !c.guarded { mark = min(c.mark, before) }
        if let f = state.forLoop, f.depth == depth { mark = min(f.mark, before) }
        var outer = state
        outer.nextBrace = .code
        outer.implicitName = .none
        scopes.append(Scope(kind: kind, mark: mark, caseMark: bound.count, outerDepth: depth,
                            bracketBase: brackets.count, outer: outer))
        state = StatementState()
        depth = 0
        if kind == .code { closureHeader(after: offset + 1) }
    }

    /// Binds the last bindings pending in this scope at this depth.
    private mutating func activateAtBrace() {
        var first = atBrace.count
        while first >= 3, atBrace[first - 2] == scopes.count, atBrace[first - 1] == depth { first -= 3 }
        var k = first
        while k < atBrace.count {
            bind(Int32(truncatingIfNeeded: atBrace[k]))
            k += 3
        }
        atBrace.removeLast(atBrace.count - first)
    }

    private mutating func closeBrace() {
        guard scopes.count > 1 else { return }
        let scope = scopes.removeLast()
        unbind(to: scope.mark)
        // A `guard`'s `else` block ends: its bindings start.
        while atElseEnd.count >= 2, atElseEnd[atElseEnd.count - 1] > scopes.count {
            if atElseEnd[atElseEnd.count - 1] == scopes.count + 1 { bind(Int32(truncatingIfNeeded: atElseEnd[atElseEnd.count - 2])) }
            atElseEnd.removeLast(2)
        }
        depth = scope.outerDepth
        brackets.removeLast(brackets.count - scope.bracketBase)
        // A closure inside brackets continues its statement; another block ends it.
        state = depth > 0 ? scope.outer : StatementState()
        inOffset = -1
        atIn.removeAll()
        captureValues.removeAll()
        captureIndex = 0
        while atBrace.count >= 3, atBrace[atBrace.count - 2] > scopes.count { atBrace.removeLast(3) }
        while atStatementEnd.count >= 3, atStatementEnd[atStatementEnd.count - 2] > scopes.count { atStatementEnd.removeLast(3) }
    }

    private mutating func endStatement() {
        while atStatementEnd.count >= 3, atStatementEnd[atStatementEnd.count - 2] == scopes.count,
              atStatementEnd[atStatementEnd.count - 1] == depth {
            bind(Int32(truncatingIfNeeded: atStatementEnd[atStatementEnd.count - 3]))
            atStatementEnd.removeLast(3)
        }
    }

    private mutating func endCaseClause() {
        unbind(to: scopes[scopes.count - 1].caseMark)
        scopes[scopes.count - 1].caseMark = bound.count
    }

    private mutating func dropAtBrace() {
        while atBrace.count >= 3, atBrace[atBrace.count - 2] == scopes.count { atBrace.removeLast(3) }
    }

    // MARK: Closures

    /// A closure's header after its `{`: `[captures] params in` (`{ [weak self] a, b in`,
    /// `{ (a: Int) -> Int in`). Its parameters and captures bind at `in`; the header is read
    /// only within `XcodeKinds.lookahead` bytes, and only when nothing that cannot be in a
    /// header comes before its `in`.
    private mutating func closureHeader(after start: Int) {
        let limit = min(src.count, start + XcodeKinds.lookahead)
        var i = firstToken(from: start)
        var inToken = -1
        while i < tokens.count, tokens[i].start < limit {
            let t = tokens[i]
            if t.kind == .keyword {
                if BareNames.word(src, t.start, t.end, "in") { inToken = i; break }
                guard BareNames.isHeaderKeyword(src, t.start, t.end) else { return }
            } else if t.kind == .comment || t.kind == .docComment || t.kind == .string || t.kind == .mark {
                return
            }
            i += 1
        }
        guard inToken >= 0 else { return }
        let end = tokens[inToken].start
        for k in start..<end where src[k] == UInt8(ascii: "{") || src[k] == UInt8(ascii: "}") || src[k] == UInt8(ascii: ";") {
            return
        }
        // The names: the last plain name of each item, not after its `:` or `=` (a type, a
        // capture's value, whose names are uses) nor after `->` (the result type).
        var k = start
        var skipping = false
        var nested = 0
        var last: (Int, Int)? = nil
        var valueStart = -1
        captureValues.removeAll()
        captureIndex = 0
        while k < end {
            let c = src[k]
            if isIdentifierHead(c) || c == UInt8(ascii: "`") {
                let e = identifierEnd(k, limit: end)
                if e > k {
                    if !skipping, !isKeywordToken(at: k) { last = (k, e) }
                    k = e
                    continue
                }
            }
            var ends = false
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                if skipping { nested += 1 }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                if skipping && nested > 0 { nested -= 1 } else { ends = true; skipping = false }
            case UInt8(ascii: ","):
                if nested == 0 { ends = true; skipping = false }
            case UInt8(ascii: ":"), UInt8(ascii: "="):
                if !skipping { ends = true; skipping = true; nested = 0 }
            case UInt8(ascii: "-"):
                if k + 1 < end, src[k + 1] == UInt8(ascii: ">") { ends = true; skipping = true; nested = 0; k += 1 }
            default:
                break
            }
            if ends, valueStart >= 0 {
                captureValues += [valueStart, k]
                valueStart = -1
            }
            if ends, let l = last, let n = intern(l.0, l.1) { atIn.append(n) }
            if ends { last = nil }
            if ends, c == UInt8(ascii: "=") { valueStart = k + 1 }
            k += 1
        }
        if !skipping, let l = last, let n = intern(l.0, l.1) { atIn.append(n) }
        inOffset = end
    }

    /// The keywords a closure header may hold before its `in` (tested without building an array
    /// per keyword).
    private static func isHeaderKeyword(_ src: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        let bytes = UnsafeBufferPointer(rebasing: src[s..<e])
        func isWord(_ w: StaticString) -> Bool { ByteScan.equal(bytes, w) }
        return isWord("_") || isWord("weak") || isWord("unowned") || isWord("self") || isWord("async")
            || isWord("throws") || isWord("inout") || isWord("some") || isWord("any")
            || isWord("sending") || isWord("borrowing") || isWord("consuming")
    }

    private func firstToken(from offset: Int) -> Int {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func isKeywordToken(at offset: Int) -> Bool {
        let i = firstToken(from: offset)
        return i < tokens.count && tokens[i].start == offset && tokens[i].kind == .keyword
    }

    private mutating func activateAtIn() {
        for n in atIn { bind(n) }
        atIn.removeAll()
        captureValues.removeAll()
        captureIndex = 0
        inOffset = -1
    }

    // MARK: Names

    private mutating func intern(_ start: Int, _ end: Int) -> Int32? {
        guard end - start <= ProjectNames.maxNameLength else { return nil }
        let (s, e) = unquoted(start, end)
        guard let i = interned.intern(UnsafeBufferPointer(rebasing: src[s..<e])) else { return nil }
        while shadowCount.count <= i { shadowCount.append(0) }
        return Int32(truncatingIfNeeded: i)
    }

    /// Binds a name the code does not write (`newValue`, `oldValue`, `error`).
    private mutating func bindImplicit(_ s: StaticString) {
        guard let i = interned.intern(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) else { return }
        while shadowCount.count <= i { shadowCount.append(0) }
        bind(Int32(truncatingIfNeeded: i))
    }

    private mutating func bind(_ n: Int32) {
        bound.append(n)
        shadowCount[Int(n)] += 1
    }

    private mutating func unbind(to mark: Int) {
        while bound.count > mark {
            shadowCount[Int(bound.removeLast())] -= 1
        }
    }

    private func isShadowed(_ start: Int, _ end: Int) -> Bool {
        let (s, e) = unquoted(start, end)
        guard let i = interned.index(of: UnsafeBufferPointer(rebasing: src[s..<e])) else { return false }
        return shadowCount[i] > 0
    }

    private func unquoted(_ start: Int, _ end: Int) -> (Int, Int) {
        if end - start >= 3, src[start] == UInt8(ascii: "`"), src[end - 1] == UInt8(ascii: "`") { return (start + 1, end - 1) }
        return (start, end)
    }

    /// The end of the identifier (plain or backquoted) at `start`, or `start` when none starts there.
    private func identifierEnd(_ start: Int, limit: Int) -> Int {
        var k = start
        if src[k] == UInt8(ascii: "`") {
            k += 1
            while k < limit, k - start <= ProjectNames.maxNameLength, src[k] != UInt8(ascii: "`"), src[k] != 0x0A { k += 1 }
            guard k < limit, src[k] == UInt8(ascii: "`"), k > start + 1 else { return start }
            return k + 1
        }
        while k < limit, isIdentifierHead(src[k]) || (src[k] >= 0x30 && src[k] <= 0x39) { k += 1 }
        return k
    }

    @inline(__always)
    private func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_") || c >= 0x80
    }
}
