/// What a token is styled as: its kind, or for some kinds a finer role that depends on the
/// token's text (`true` is a boolean literal in tree-sitter and highlight.js, `/* */` is
/// Comment.Multiline in Pygments, `.none` is Splash's dotAccess).
/// Raw values 0…30 are the token kinds' raw values.
enum StyleRole: UInt8, CaseIterable {
    case plain = 0, keyword, type, function, property, number, string, comment, attribute, preprocessor
    case docComment, stringEscape, interpolation, regex, `operator`, macro
    // Xcode's finer kinds (TokenKind 16…30).
    case typeDeclaration, functionDeclaration, otherDeclaration, docKeyword, mark, url, systemType, `class`
    case systemClass, systemFunction, systemProperty, constant, systemConstant, systemMacro, variable
    /// `true`, `false`.
    case booleanLiteral
    /// `nil`.
    case nilLiteral
    /// `self`, `super` (Pygments: Keyword.Constant, tree-sitter: variable.builtin).
    case selfKeyword
    /// Declaration keywords (`let`, `var`, `func`, `class`, …; Pygments: Keyword.Declaration).
    case declarationKeyword
    /// A comment starting with `/*`.
    case blockComment
    /// A doc comment starting with `/**`.
    case blockDocComment
    /// An implicit member expression (`.none`, `.red`): a property token whose dot follows
    /// no expression.
    case implicitMember

    static let count = StyleRole.allCases.count

    /// The token kind a role refines (the kind whose theme colour it uses).
    var kind: TokenKind {
        switch self {
        case .booleanLiteral, .nilLiteral, .selfKeyword, .declarationKeyword: return .keyword
        case .blockComment: return .comment
        case .blockDocComment: return .docComment
        case .implicitMember: return .property
        default: return TokenKind(rawValue: UInt32(rawValue)) ?? .plain
        }
    }

    /// The role of the token `src[start..<end]` of kind `kind`: the kind itself or a refinement.
    @inline(__always)
    static func refine(_ kind: TokenKind, _ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> StyleRole {
        switch kind {
        case .keyword: return keywordRole(src, start, end)
        case .comment:
            return end - start >= 2 && src[start + 1] == UInt8(ascii: "*") ? .blockComment : .comment
        case .docComment:
            return end - start >= 2 && src[start + 1] == UInt8(ascii: "*") ? .blockDocComment : .docComment
        case .property:
            return isImplicitMember(src, start) ? .implicitMember : .property
        default:
            return StyleRole(rawValue: UInt8(truncatingIfNeeded: kind.rawValue)) ?? .plain
        }
    }

    /// `true`/`false`, `nil`, `self`/`super`, the declaration words of Pygments' SwiftLexer
    /// (Keyword.Declaration), or `.keyword`. The token is compared only with the words of its
    /// length and first byte (a keyword per few tokens: this runs on every one of them).
    private static func keywordRole(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> StyleRole {
        let length = end &- start
        guard length >= 3, length <= 15, start >= 0, end <= src.count, let base = src.baseAddress else { return .keyword }
        let text = base + start
        func equals(_ word: StaticString) -> Bool { StyleRole.equals(text, length, word) }
        let declaration = StyleRole.declarationKeyword
        switch (length, text[0]) {
        case (3, UInt8(ascii: "l")): return equals("let") ? declaration : .keyword
        case (3, UInt8(ascii: "v")): return equals("var") ? declaration : .keyword
        case (3, UInt8(ascii: "n")): return equals("nil") ? .nilLiteral : .keyword
        case (4, UInt8(ascii: "t")): return equals("true") ? .booleanLiteral : .keyword
        case (4, UInt8(ascii: "s")): return equals("self") ? .selfKeyword : .keyword
        case (4, UInt8(ascii: "f")): return equals("func") ? declaration : .keyword
        case (4, UInt8(ascii: "e")): return equals("enum") ? declaration : .keyword
        case (4, UInt8(ascii: "i")): return equals("init") ? declaration : .keyword
        case (4, UInt8(ascii: "o")): return equals("open") ? declaration : .keyword
        case (4, UInt8(ascii: "l")): return equals("lazy") ? declaration : .keyword
        case (4, UInt8(ascii: "w")): return equals("weak") ? declaration : .keyword
        case (5, UInt8(ascii: "f")): return equals("false") ? .booleanLiteral : equals("final") ? declaration : .keyword
        case (5, UInt8(ascii: "s")): return equals("super") ? .selfKeyword : .keyword
        case (5, UInt8(ascii: "c")): return equals("class") ? declaration : .keyword
        case (5, UInt8(ascii: "a")): return equals("actor") ? declaration : .keyword
        case (5, UInt8(ascii: "m")): return equals("macro") ? declaration : .keyword
        case (6, UInt8(ascii: "s")): return equals("struct") || equals("static") ? declaration : .keyword
        case (6, UInt8(ascii: "p")): return equals("public") ? declaration : .keyword
        case (6, UInt8(ascii: "i")): return equals("import") ? declaration : .keyword
        case (6, UInt8(ascii: "d")): return equals("deinit") ? declaration : .keyword
        case (7, UInt8(ascii: "p")): return equals("private") ? declaration : .keyword
        case (7, UInt8(ascii: "u")): return equals("unowned") ? declaration : .keyword
        case (7, UInt8(ascii: "d")): return equals("dynamic") ? declaration : .keyword
        case (8, UInt8(ascii: "p")): return equals("protocol") ? declaration : .keyword
        case (8, UInt8(ascii: "i")): return equals("internal") || equals("indirect") ? declaration : .keyword
        case (8, UInt8(ascii: "o")): return equals("override") || equals("optional") || equals("operator") ? declaration : .keyword
        case (8, UInt8(ascii: "m")): return equals("mutating") ? declaration : .keyword
        case (8, UInt8(ascii: "r")): return equals("required") ? declaration : .keyword
        case (9, UInt8(ascii: "s")): return equals("subscript") ? declaration : .keyword
        case (9, UInt8(ascii: "t")): return equals("typealias") ? declaration : .keyword
        case (9, UInt8(ascii: "e")): return equals("extension") ? declaration : .keyword
        case (11, UInt8(ascii: "f")): return equals("fileprivate") ? declaration : .keyword
        case (11, UInt8(ascii: "n")): return equals("nonmutating") ? declaration : .keyword
        case (11, UInt8(ascii: "c")): return equals("convenience") ? declaration : .keyword
        case (14, UInt8(ascii: "a")): return equals("associatedtype") ? declaration : .keyword
        case (15, UInt8(ascii: "p")): return equals("precedencegroup") ? declaration : .keyword
        default: return .keyword
        }
    }

    /// Whether the `length` bytes at `text` are `word`, whose first byte they start with. Not
    /// inlined: one copy serves every word of `keywordRole`, whose switch stays small (the
    /// WebAssembly module's size).
    @inline(never)
    private static func equals(_ text: UnsafePointer<UInt8>, _ length: Int, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == length else { return false }
        let w = word.utf8Start
        for k in 1..<length where text[k] != w[k] { return false }
        return true
    }

    /// Whether the member name at `start` is an implicit member expression (`.none` in
    /// `return .none`, `f(.red)`, `x ?? .zero`) rather than a member access (`a.b`, `f().b`, a
    /// chained `.padding()` on the next line): the byte before it is a `.`, and what precedes
    /// the dot cannot end an expression.
    private static func isImplicitMember(_ src: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        guard start >= 1, start <= src.count, src[start - 1] == UInt8(ascii: ".") else { return false }
        var k = start - 2
        while k >= 0, src[k] == UInt8(ascii: " ") || src[k] == UInt8(ascii: "\t")
                || src[k] == UInt8(ascii: "\n") || src[k] == UInt8(ascii: "\r") { k -= 1 }
        if k < 0 { return true }
        let spaced = k != start - 2
        let c = src[k]
        if isIdentifierByte(c) {
            guard spaced else { return false }
            // `return .none`, `case .red`: the word before is a keyword that starts an expression.
            var w = k
            while w >= 0, isIdentifierByte(src[w]) { w -= 1 }
            let word = UnsafeBufferPointer(rebasing: src[(w + 1)...k])
            for keyword: StaticString in ["return", "case", "in", "throw", "where", "else", "await", "try", "is", "as", "yield", "then"] {
                if word.elementsEqual(UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)) { return true }
            }
            return false
        }
        switch c {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            return false
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">"):
            // `a?.b`, `a!.b`, `Array<Int>.init` chain; `c ? .a : .b`, `x > .zero` do not.
            return spaced
        default:
            // `(`, `[`, `,`, `:`, `=`, `{`, `;` and operators: an expression starts here.
            return true
        }
    }

    @inline(__always)
    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "_") || c >= 0x80
    }
}
