/// Xcode's finer kinds (docs/xcode.md): a second pass over the tokens of an input that refines
/// them without changing any token's category. It runs only when asked for, so the default
/// tokenizer path does not pay for it.
///
/// Rules, in the order they win when several apply to one token:
/// 1. Declared names: the name after `class`, `struct`, `enum`, `protocol`, `actor`,
///    `typealias`, `associatedtype` is `typeDeclaration`; after `func` and `macro`
///    `functionDeclaration`; after `var`, `let` and enum-case `case` (with its `,` list)
///    `otherDeclaration`. A declared name is always a project name.
/// 2. Names used: a type is `class` when the project declares or lists it as a class, else
///    `type` when it is a project name, else `systemClass` when the user lists it as a system
///    class, else `systemType`; functions are `function` or `systemFunction`; properties
///    `constant` (a project enum case), `property`, `systemConstant` (a listed system enum
///    case) or `systemProperty`; `#name` macros `macro` or `systemMacro`.
/// 3. Bare names (`BareNames`): a name without a token of its own that names a property or
///    global variable of the project, not shadowed by a binding in scope, is a `variable`.
/// 4. Comments: a line or block comment starting with `MARK:`, `TODO:` or `FIXME:` is a
///    `mark`; other comments are split around URLs (`url`); documentation comments also
///    around the markup keywords of their `- Keyword:` items (`docKeyword`).
struct XcodeKinds {
    let src: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    /// The names the user listed and the names the input declares.
    var names: ProjectNames
    /// For each token, the kind it gets as a declared name (its raw value), or 0. (An array, not
    /// a dictionary: hashing code would cost the WebAssembly module kilobytes.)
    var declared: [UInt8]
    /// Names without a token (declared variables), in order: inserted after the token of the index.
    var inserted: [(after: Int, token: Token)] = []

    /// The refined tokens of `src`, whose tokens are `tokens`.
    static func refine(_ src: UnsafeBufferPointer<UInt8>, tokens: [Token], listed: ProjectNames) -> [Token] {
        declarations(src, tokens: tokens, listed: listed).refined()
    }

    /// The pass over `src` (whose tokens are `tokens`) with its declarations collected.
    static func declarations(_ src: UnsafeBufferPointer<UInt8>, tokens: [Token], listed: ProjectNames) -> XcodeKinds {
        var pass = XcodeKinds(src: src, tokens: tokens, names: listed,
                              declared: [UInt8](repeating: 0, count: tokens.count))
        pass.collectDeclarations()
        var variables = pass.bareNames(.collect)
        variables.run()
        pass.names = variables.names
        return pass
    }

    /// The bare-names walk over this pass's tokens and declarations.
    private func bareNames(_ mode: BareNames.Mode) -> BareNames {
        BareNames(src, tokens: tokens, declaredTokens: declared, declaredStarts: inserted.map { $0.token.start },
                  mode: mode, names: names)
    }

    // MARK: Declarations

    mutating func collectDeclarations() {
        for i in tokens.indices where tokens[i].kind == .keyword {
            let t = tokens[i]
            if let role = declarationRole(t.start, t.end) {
                declare(after: i, role: role)
            }
        }
    }

    /// What the keyword `src[start..<end]` declares, if it declares a name.
    private func declarationRole(_ start: Int, _ end: Int) -> ProjectNames.Role? {
        guard end - start >= 3, end - start <= 14 else { return nil }
        let word = UnsafeBufferPointer(rebasing: src[start..<end])
        func equals(_ s: StaticString) -> Bool {
            ByteScan.equal(word, s)
        }
        if equals("type") || equals("init") || equals("property") || equals("subscript") { return nil }
        return ProjectNames.role(ofWord: word)
    }

    /// Records the name after the keyword token `i` (and, for enum cases, the names of its list).
    private mutating func declare(after i: Int, role: ProjectNames.Role) {
        var k = skipSpaces(tokens[i].end)
        guard let nameEnd = identifierEnd(k) else { return }
        if role == .enumCase {
            // `if case`, `guard case`, `for case` and a switch's `case x:` are patterns.
            if i > 0, tokens[i - 1].kind == .keyword, startsPattern(tokens[i - 1]) { return }
            if patternColonFollows(nameEnd) { return }
        }
        var end = nameEnd
        var index = i
        while true {
            guard record(k, end, after: index, role: role) else { return }
            guard role == .enumCase, let next = nextListItem(end) else { return }
            k = next
            guard let e = identifierEnd(k) else { return }
            end = e
            // Keep `index` the last token before the new name. A keyword on the way
            // (`case a(let x), b` is a pattern) ends the list, so names are recorded in order.
            while index + 1 < tokens.count, tokens[index + 1].end <= k {
                index += 1
                if tokens[index].kind == .keyword { return }
            }
        }
    }

    /// Whether the keyword `p` before a `case` makes it a pattern (`if case`, `guard case`).
    private func startsPattern(_ p: Token) -> Bool {
        let word = UnsafeBufferPointer(rebasing: src[p.start..<p.end])
        for s: StaticString in ["if", "guard", "for", "while"]
            where ByteScan.equal(word, s) {
            return true
        }
        return false
    }

    /// Records the declared name `src[start..<end]`; false when its position is not a name.
    private mutating func record(_ start: Int, _ end: Int, after i: Int, role: ProjectNames.Role) -> Bool {
        let kind: TokenKind
        switch role {
        case .type, .class: kind = .typeDeclaration
        case .function, .macro: kind = .functionDeclaration
        case .value, .enumCase: kind = .otherDeclaration
        }
        if i + 1 < tokens.count, tokens[i + 1].start == start {
            // The classifier's own token: a keyword there (`class func`, `case let`) is no name.
            let t = tokens[i + 1]
            guard t.kind != .keyword, t.kind != .operator, t.kind != .string, t.kind != .comment,
                  t.kind != .docComment, t.kind != .number, t.end == end else { return false }
            declared[i + 1] = UInt8(truncatingIfNeeded: kind.rawValue)
        } else {
            // No token there: the name must end before the next token starts.
            if i + 1 < tokens.count, tokens[i + 1].start < end { return false }
            // In order: a later keyword's name never starts before an earlier one's.
            if let last = inserted.last, last.token.end > start { return false }
            inserted.append((i, Token(start: start, end: end, kind: kind)))
        }
        names.insert(unquoted(start, end), as: role, variable: false)
        return true
    }

    private func unquoted(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var s = start, e = end
        if e - s >= 3, src[s] == UInt8(ascii: "`"), src[e - 1] == UInt8(ascii: "`") { s += 1; e -= 1 }
        return Array(UnsafeBufferPointer(rebasing: src[s..<e]))[...]
    }

    private func skipSpaces(_ start: Int) -> Int {
        var k = start
        while k < src.count, src[k] == 0x20 || src[k] == 0x09 || src[k] == 0x0A || src[k] == 0x0D { k += 1 }
        return k
    }

    /// The end of the identifier (plain or backquoted) starting at `start`, if one starts there.
    private func identifierEnd(_ start: Int) -> Int? {
        guard start < src.count else { return nil }
        var k = start
        if src[k] == UInt8(ascii: "`") {
            k += 1
            while k < src.count, k - start <= ProjectNames.maxNameLength, src[k] != UInt8(ascii: "`"), src[k] != 0x0A { k += 1 }
            guard k < src.count, src[k] == UInt8(ascii: "`"), k > start + 1 else { return nil }
            return k + 1
        }
        let c = src[k]
        guard isIdentifierHead(c) else { return nil }
        while k < src.count, isIdentifierHead(src[k]) || (src[k] >= 0x30 && src[k] <= 0x39) { k += 1 }
        return k
    }

    @inline(__always)
    private func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == UInt8(ascii: "_") || c >= 0x80
    }

    /// How far the case rules look ahead on a line, in bytes: beyond it a `case` counts as a
    /// declaration and its list ends, which keeps the pass linear on hostile lines.
    static let lookahead = 256

    /// Whether a `:` follows the case name at bracket depth 0 on the same line: `case x:`,
    /// `case .some(let y):` in a switch, unlike `case north` or `case point(x: Int)`.
    private func patternColonFollows(_ start: Int) -> Bool {
        topLevel(UInt8(ascii: ":"), after: start) { k in
            switch src[k] {
            case UInt8(ascii: "/"): return k + 1 < src.count && src[k + 1] == UInt8(ascii: "/")
            case UInt8(ascii: "\""), UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return true
            default: return false
            }
        } != nil
    }

    /// The start of the next name of an enum case list (`case a, b(Int), c = 3`): after a `,`
    /// at bracket depth 0 on the same line, skipping associated values.
    private func nextListItem(_ start: Int) -> Int? {
        topLevel(UInt8(ascii: ","), after: start) { k in
            switch src[k] {
            case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return true
            default: return false
            }
        }.map { skipSpaces($0 + 1) }
    }

    /// The offset of the first `target` at bracket depth 0 (`(` and `[` counted) on the line
    /// from `start` on, within `lookahead` bytes; nil at the line's end or where `stops` holds
    /// first.
    @inline(__always)
    private func topLevel(_ target: UInt8, after start: Int, stops: (Int) -> Bool) -> Int? {
        var depth = 0
        var k = start
        let limit = min(src.count, start + XcodeKinds.lookahead)
        while k < limit, src[k] != 0x0A {
            let c = src[k]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") {
                depth += 1
            } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                depth -= 1
            } else if c == target && depth <= 0 {
                return k
            } else if stops(k) {
                return nil
            }
            k += 1
        }
        return nil
    }

    // MARK: Refinement

    func refined() -> [Token] {
        var uses = bareNames(.uses)
        uses.run()
        let inserted = XcodeKinds.merged(self.inserted, uses.found)
        var out: [Token] = []
        out.reserveCapacity(tokens.count + inserted.count)
        var next = 0
        // Names before the first token.
        while next < inserted.count, inserted[next].after < 0 {
            out.append(inserted[next].token)
            next += 1
        }
        for i in tokens.indices {
            let t = tokens[i]
            // A name inserted before this token never overlaps it: the input's token wins (the
            // tokens stay sorted and apart whatever the bare-names walk found).
            while let last = out.last, last.end > t.start { out.removeLast() }
            if declared[i] != 0, let kind = TokenKind(rawValue: UInt32(declared[i])) {
                out.append(Token(start: t.start, end: t.end, kind: kind))
            } else {
                refine(t, into: &out)
            }
            while next < inserted.count, inserted[next].after <= i {
                if out.last.map({ $0.end <= inserted[next].token.start }) ?? true { out.append(inserted[next].token) }
                next += 1
            }
        }
        return out
    }

    /// Two lists of tokens to insert, each in order, as one in order.
    static func merged(_ a: [(after: Int, token: Token)], _ b: [(after: Int, token: Token)]) -> [(after: Int, token: Token)] {
        guard !b.isEmpty else { return a }
        guard !a.isEmpty else { return b }
        var out: [(after: Int, token: Token)] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].token.start <= b[j].token.start) {
                out.append(a[i]); i += 1
            } else {
                out.append(b[j]); j += 1
            }
        }
        return out
    }

    private func refine(_ t: Token, into out: inout [Token]) {
        var kind = t.kind
        switch t.kind {
        case .type:
            let bits = names.lookup(src, t.start, t.end) ?? 0
            if bits & ProjectNames.projectBit != 0 {
                if bits & ProjectNames.classBit != 0 { kind = .class }
            } else {
                kind = bits & ProjectNames.systemClassBit != 0 ? .systemClass : .systemType
            }
        case .function:
            if !isProjectName(t.start, t.end) { kind = .systemFunction }
        case .property:
            let bits = names.lookup(src, t.start, t.end) ?? 0
            if bits & ProjectNames.projectBit != 0 {
                if bits & ProjectNames.caseBit != 0 { kind = .constant }
            } else {
                kind = bits & ProjectNames.systemCaseBit != 0 && namesACase(t, after: out.last) ? .systemConstant : .systemProperty
            }
        case .macro:
            let nameStart = t.start < t.end && src[t.start] == UInt8(ascii: "#") ? t.start + 1 : t.start
            if !isProjectName(nameStart, t.end) { kind = .systemMacro }
        case .comment:
            if isMark(t) { kind = .mark } else {
                CommentMarkup.split(src, t.start, t.end, kind: .comment, into: &out)
                return
            }
        case .docComment:
            CommentMarkup.split(src, t.start, t.end, kind: .docComment, into: &out)
            return
        default:
            break
        }
        out.append(Token(start: t.start, end: t.end, kind: kind))
    }

    /// Whether the member name `t` can name an enum case: written `.name` as an implicit member
    /// (after an operator, a bracket, a keyword such as `return` or `case`), or `Type.name`
    /// after a type (`previous`, the last token out). After a value (`items.first`,
    /// `self.first`, `f().first`) it is a property, whatever enum has a case of that name.
    private func namesACase(_ t: Token, after previous: Token?) -> Bool {
        guard t.start > 0, src[t.start - 1] == UInt8(ascii: ".") else { return false }
        var k = t.start - 2
        while k >= 0, src[k] == 0x20 || src[k] == 0x09 || src[k] == 0x0A || src[k] == 0x0D { k -= 1 }
        guard k >= 0 else { return true }
        // `a?.first`, `a!.first`: optional chaining and forced unwrapping follow a value.
        if k == t.start - 2, src[k] == UInt8(ascii: "?") || src[k] == UInt8(ascii: "!") { return false }
        if let p = previous, p.end == k + 1 {
            switch p.kind {
            case .type, .class, .systemType, .systemClass: return true
            case .keyword:
                let word = UnsafeBufferPointer(rebasing: src[p.start..<p.end])
                for s: StaticString in ["self", "super"]
                    where ByteScan.equal(word, s) {
                    return false
                }
                return true
            case .operator: return true
            default: return false
            }
        }
        let c = src[k]
        if isIdentifierHead(c) || (c >= 0x30 && c <= 0x39) { return false }
        switch c {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    private func isProjectName(_ start: Int, _ end: Int) -> Bool {
        (names.lookup(src, start, end) ?? 0) & ProjectNames.projectBit != 0
    }

    /// `// MARK: …`, `// TODO: …`, `// FIXME: …` (or the same in `/* */`).
    private func isMark(_ t: Token) -> Bool {
        guard t.end - t.start >= 2 else { return false }
        var k = t.start + 2
        while k < t.end, src[k] == 0x20 || src[k] == 0x09 { k += 1 }
        for word: StaticString in ["MARK:", "TODO:", "FIXME:"] {
            let n = word.utf8CodeUnitCount
            if k + n <= t.end, ByteScan.equal(src, k, k + n, word) { return true }
        }
        return false
    }
}
