/// The compiler's resolution over the tokens with Xcode's finer kinds (`XcodeKinds`): each
/// `ResolvedName` that covers exactly a name token of its own category gives that token its
/// kind (`plain`: the token becomes plain text, as a local or a parameter is); one of the plain
/// category (`variable`, `otherDeclaration`) over plain text between tokens that is exactly a
/// name adds a token. Anything else (out of range, cutting a token, another category, a kind
/// that names nothing) is left to the engine's rules. Run only when names are given.
enum ResolvedKinds {
    /// Whether tokens of `kind` are names the resolution may refine, and whether a resolved
    /// name may have it.
    static func isName(_ kind: TokenKind) -> Bool {
        switch kind {
        case .plain, .type, .function, .property, .macro, .typeDeclaration, .functionDeclaration, .otherDeclaration,
             .systemType, .class, .systemClass, .systemFunction, .systemProperty, .constant, .systemConstant,
             .systemMacro, .variable:
            return true
        default:
            return false
        }
    }

    /// `tokens` (sorted, apart, over `src`) with the kinds of `resolved` (in any order).
    static func apply(_ resolved: [ResolvedName], to tokens: [Token], in src: UnsafeBufferPointer<UInt8>) -> [Token] {
        var facts = resolved.filter { 0 <= $0.start && $0.start < $0.end && $0.end <= src.count && isName($0.kind) }
        guard !facts.isEmpty else { return tokens }
        facts.sort { $0.start != $1.start ? $0.start < $1.start : $0.end < $1.end }
        var out: [Token] = []
        out.reserveCapacity(tokens.count + facts.count)
        var f = 0
        /// Adds the facts that start before `limit` and end by it, where they name plain text.
        func gapFacts(before limit: Int) {
            while f < facts.count, facts[f].start < limit {
                let fact = facts[f]
                f += 1
                guard fact.end <= limit, fact.kind.category == .plain, fact.kind != .plain,
                      (out.last?.end ?? 0) <= fact.start, isWholeName(src, fact.start, fact.end) else { continue }
                out.append(Token(start: fact.start, end: fact.end, kind: fact.kind))
            }
        }
        for t in tokens {
            gapFacts(before: t.start)
            var kind = t.kind
            var match: TokenKind?
            while f < facts.count, facts[f].start == t.start {
                if facts[f].end == t.end { match = facts[f].kind }
                f += 1
            }
            if let m = match, isName(t.kind), m.category == t.kind.category { kind = m }
            // A token the rules made that the compiler says is a local: plain text, as locals are.
            if kind == .plain && t.kind != .plain { continue }
            out.append(Token(start: t.start, end: t.end, kind: kind))
        }
        gapFacts(before: src.count + 1)
        return out
    }

    /// Whether `src[start..<end]` is a whole name: an identifier (or a backquoted one, or `$0`)
    /// with no identifier character just before or after it.
    static func isWholeName(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        func isPart(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "_") || c >= 0x80
        }
        if start > 0, isPart(src[start - 1]) || src[start - 1] == UInt8(ascii: "$") { return false }
        if end < src.count, isPart(src[end]) { return false }
        if src[start] == UInt8(ascii: "`") {
            return end - start >= 3 && src[end - 1] == UInt8(ascii: "`")
                && !src[(start + 1)..<(end - 1)].contains(where: { $0 == UInt8(ascii: "`") || $0 == 0x0A })
        }
        let first = src[start]
        guard first == UInt8(ascii: "$") || (isPart(first) && !(first >= 0x30 && first <= 0x39)) else { return false }
        return src[(start + 1)..<end].allSatisfy(isPart)
    }
}
