/// Class schemes: which CSS class names a highlighted token gets, so that stylesheets written
/// for other highlighters (Splash, highlight.js, Pygments/Chroma, tree-sitter themes) apply to
/// our output unchanged.
///
/// Every mapping lives in one table, `ClassScheme.names(_:)`, one row per `StyleRole`. The names in
/// it are written the way each scheme's own documentation writes them (highlight.js scopes and
/// tree-sitter capture names with their dots); `classAttribute(for:prefix:)` turns them into the
/// class attribute value each scheme's renderer would produce.
///
/// How the class prefix combines with each scheme (`HighlightOptions.classPrefix`,
/// `swh_options_t.class_prefix`); "no prefix given" means NULL in C and nil in Swift:
///
/// | scheme     | no prefix given          | prefix P given                   | container classes       |
/// |------------|--------------------------|----------------------------------|-------------------------|
/// | native     | `swh-keyword`            | `Pkeyword`                       | —                       |
/// | splash     | `keyword` (Splash's `HTMLOutputFormat(classPrefix: "")`) | `Pkeyword` | `splash` on `<pre>` |
/// | hljs       | `hljs-title function_`   | `Ptitle function_` (P replaces highlight.js's `classPrefix` "hljs-"; sub-scopes never prefixed, as highlight.js does) | `hljs` on `<code>` |
/// | pygments   | `k`, `nf`, `c1`          | `Pk` (Pygments' `classprefix`)   | `highlight` on `<pre>`  |
/// | treesitter | `function builtin`       | `Pfunction Pbuiltin` (every part)| —                       |
///
/// Structural classes (the `<pre>` wrapper, lines, line numbers, highlighted lines) always use
/// P, or "swh-" when no prefix is given: `swh-code`, `swh-line`, `swh-ln`, `swh-hl`.
public enum ClassScheme: UInt32, CaseIterable, Sendable {
    /// Our own kind names (`swift-highlight`'s `swh_kind_name`), prefixed ("swh-" by default).
    case native = 0
    /// John Sundell's Splash: `TokenType` cases keyword, string, type, call, number, comment,
    /// property, dotAccess, preprocessing (Splash/Tokenizing/TokenType.swift), emitted by its
    /// `HTMLOutputFormat` as `<span class="PREFIXcase">` with an empty default prefix.
    case splash = 1
    /// highlight.js scopes (docs/css-classes-reference.rst): `hljs-keyword`, `hljs-title
    /// function_`, …; a scope `a.b` becomes the classes `hljs-a b_`.
    case hljs = 2
    /// Pygments' short token class names (pygments/token.py `STANDARD_TYPES`): `k`, `kc`,
    /// `kd`, `kt`, `nf`, `py`, `nd`, `m`, `s`, `se`, `si`, `sr`, `c1`, `cm`, `cp`, `o`.
    case pygments = 3
    /// tree-sitter highlight (capture) names as the tree-sitter CLI's standard list writes them
    /// (`keyword`, `function`, `string.escape`, `comment.documentation`, …); a dotted name
    /// becomes space-separated classes (`comment documentation`).
    case treesitter = 4

    /// The scheme's name as the CLI spells it ("native", "splash", "hljs", "pygments",
    /// "treesitter").
    public var name: String { String(decoding: UnsafeBufferPointer(start: nameStatic.utf8Start, count: nameStatic.utf8CodeUnitCount), as: UTF8.self) }

    var nameStatic: StaticString {
        switch self {
        case .native: return "native"
        case .splash: return "splash"
        case .hljs: return "hljs"
        case .pygments: return "pygments"
        case .treesitter: return "treesitter"
        }
    }

    /// The scheme named `name` (as in `name`), or nil.
    public init?(name: String) {
        guard let scheme = ClassScheme.allCases.first(where: { $0.name == name }) else { return nil }
        self = scheme
    }

    /// The prefix used when none is given.
    var defaultPrefix: StaticString {
        switch self {
        case .native: return "swh-"
        case .hljs: return "hljs-"
        case .splash, .pygments, .treesitter: return ""
        }
    }

    /// Whether tokens need `StyleRole.refine` (names that depend on the token's text).
    var refines: Bool { self != .native }

    /// Extra classes on the `<pre>` and `<code>` of the wrapper, the containers each scheme's
    /// stylesheets select on: Splash's MarkdownDecorator writes `<pre class="splash">`,
    /// highlight.js themes style `code.hljs`, Pygments' HtmlFormatter wraps in
    /// `<div class="highlight">` and its stylesheets start every rule with `.highlight`.
    var preContainerClass: StaticString {
        switch self {
        case .splash: return "splash"
        case .pygments: return "highlight"
        default: return ""
        }
    }
    var codeContainerClass: StaticString {
        switch self {
        case .hljs: return "hljs"
        default: return ""
        }
    }

    /// The scheme's name for each role (index: `StyleRole.rawValue`), in the scheme's own
    /// notation. "" means: no element, the text stays plain.
    ///
    /// Sources, one per column:
    /// - splash: TokenType.swift doc comments ("A keyword, such as `if`, `class`, `let` or
    ///   attributes such as @available"; "A symbol being accessed through dot notation, such as
    ///   `.myCase`" = dotAccess; "A preprocessing symbol, such as `#if`"). Splash leaves
    ///   operators plain.
    /// - hljs: css-classes-reference.rst ("keyword", "literal: true, false, null", "type",
    ///   "title.function", "property", "number", "string", "char.escape: an escape character
    ///   such as \n", "subst: parsed section inside a literal string", "regexp", "comment",
    ///   "meta: flags, modifiers, annotations, processing instructions, preprocessor
    ///   directives", "operator"); highlight.js's own Swift grammar scopes user attributes and
    ///   interpolations the same way (meta, subst).
    /// - pygments: STANDARD_TYPES (Keyword k, Keyword.Constant kc, Keyword.Declaration kd,
    ///   Keyword.Type kt, Name.Function nf, Name.Property py, Name.Decorator nd, Number m,
    ///   String s, String.Escape se, String.Interpol si, String.Regex sr, Comment.Single c1,
    ///   Comment.Multiline cm, Comment.Preproc cp, Operator o); Pygments' SwiftLexer itself
    ///   gives `self`/`true`/`nil` Keyword.Constant, `let`/`func` Keyword.Declaration, `//`
    ///   comments (doc ones too) Comment.Single and `/* */` ones Comment.Multiline.
    /// - treesitter: the tree-sitter CLI's standard capture names (attribute, boolean,
    ///   comment, comment.documentation, constant.builtin, function, keyword, number, operator,
    ///   property, punctuation.special, string, string.escape, string.regexp, type,
    ///   variable.builtin); for directives and macros, which that list lacks, the names
    ///   nvim-treesitter and tree-sitter-swift use (keyword.directive, function.macro), which
    ///   fall back to `keyword` / `function` in any theme.
    // A switch of tuples rather than a table of arrays: arrays of StaticString make the runtime
    // build their type metadata on first use (callgrind: a tenth of a first snippet).
    static func names(_ role: StyleRole) -> (native: StaticString, splash: StaticString, hljs: StaticString,
                                             pygments: StaticString, treesitter: StaticString) {
        switch role {
        //   role                        native           splash           hljs              pygments treesitter
        case .plain:            return ("",              "",              "",               "",   "")
        case .keyword:          return ("keyword",       "keyword",       "keyword",        "k",  "keyword")
        case .type:             return ("type",          "type",          "type",           "kt", "type")
        case .function:         return ("function",      "call",          "title.function", "nf", "function")
        case .property:         return ("property",      "property",      "property",       "py", "property")
        case .number:           return ("number",        "number",        "number",         "m",  "number")
        case .string:           return ("string",        "string",        "string",         "s",  "string")
        case .comment:          return ("comment",       "comment",       "comment",        "c1", "comment")
        case .attribute:        return ("attribute",     "keyword",       "meta",           "nd", "attribute")
        case .preprocessor:     return ("preprocessor",  "preprocessing", "meta",           "cp", "keyword.directive")
        case .docComment:       return ("doc-comment",   "comment",       "comment",        "c1", "comment.documentation")
        case .stringEscape:     return ("string-escape", "string",        "char.escape",    "se", "string.escape")
        case .interpolation:    return ("interpolation", "string",        "subst",          "si", "punctuation.special")
        case .regex:            return ("regex",         "string",        "regexp",         "sr", "string.regexp")
        case .operator:         return ("operator",      "",              "operator",       "o",  "operator")
        case .macro:            return ("macro",         "preprocessing", "meta",           "cp", "function.macro")
        // Refined roles (never produced for the native scheme).
        case .booleanLiteral:   return ("keyword",       "keyword",       "literal",        "kc", "boolean")
        case .nilLiteral:       return ("keyword",       "keyword",       "literal",        "kc", "constant.builtin")
        case .selfKeyword:      return ("keyword",       "keyword",       "keyword",        "kc", "variable.builtin")
        case .declarationKeyword:return ("keyword",       "keyword",       "keyword",       "kd", "keyword")
        case .blockComment:     return ("comment",       "comment",       "comment",        "cm", "comment")
        case .blockDocComment:  return ("doc-comment",   "comment",       "comment",        "cm", "comment.documentation")
        case .implicitMember:   return ("property",      "dotAccess",     "property",       "py", "property")
        }
    }

    /// The scheme's name for `role` in its own notation ("title.function", "c1", …).
    func rawName(_ role: StyleRole) -> StaticString {
        let row = ClassScheme.names(role)
        switch self {
        case .native: return row.native
        case .splash: return row.splash
        case .hljs: return row.hljs
        case .pygments: return row.pygments
        case .treesitter: return row.treesitter
        }
    }

    /// The value of the class attribute for `role` (empty when the role stays plain): the raw
    /// name turned into classes the scheme's way, with `prefix` applied as the table at the
    /// top of this file says.
    func classAttribute(for role: StyleRole, prefix: [UInt8]) -> [UInt8] {
        let raw = rawName(role)
        let name = UnsafeBufferPointer(start: raw.utf8Start, count: raw.utf8CodeUnitCount)
        if name.isEmpty { return [] }
        let parts = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true)
        var out: [UInt8] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            switch self {
            case .hljs:
                // highlight.js: the top-level scope gets the prefix, the n-th sub-scope gets n
                // underscores appended ("title.class.inherited" → "hljs-title class_ inherited__").
                if index == 0 { out.append(contentsOf: prefix) }
                out.append(contentsOf: part)
                if index > 0 { out.append(contentsOf: [UInt8](repeating: UInt8(ascii: "_"), count: index)) }
            case .treesitter:
                out.append(contentsOf: prefix)
                out.append(contentsOf: part)
            case .native, .splash, .pygments:
                if index == 0 { out.append(contentsOf: prefix) }
                out.append(contentsOf: part)
            }
        }
        return out
    }

    /// A CSS selector matching elements of `role` (`.hljs-title.function_`), or nil when the
    /// role stays plain.
    func selector(for role: StyleRole, prefix: [UInt8]) -> [UInt8]? {
        let classes = classAttribute(for: role, prefix: prefix)
        if classes.isEmpty { return nil }
        var out: [UInt8] = []
        for part in classes.split(separator: UInt8(ascii: " ")) {
            out += cssClassSelector(Array(part))
        }
        return out
    }
}

/// What a token is styled as: its kind, or for some kinds a finer role that depends on the
/// token's text (`true` is a boolean literal in tree-sitter and highlight.js, `/* */` is
/// Comment.Multiline in Pygments, `.none` is Splash's dotAccess).
/// Raw values 0…15 are the token kinds' raw values.
enum StyleRole: UInt8, CaseIterable {
    case plain = 0, keyword, type, function, property, number, string, comment, attribute, preprocessor
    case docComment, stringEscape, interpolation, regex, `operator`, macro
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

    private static func keywordRole(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> StyleRole {
        let length = end - start
        guard length >= 3, length <= 15, start >= 0, end <= src.count else { return .keyword }
        // Compare the token with each word of a group (lengths 3…15: cheap and rare).
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == length else { return false }
            let w = word.utf8Start
            for k in 0..<length where src[start + k] != w[k] { return false }
            return true
        }
        if equals("true") || equals("false") { return .booleanLiteral }
        if equals("nil") { return .nilLiteral }
        if equals("self") || equals("super") { return .selfKeyword }
        // Pygments' SwiftLexer Keyword.Declaration words.
        for word: StaticString in ["let", "var", "func", "class", "struct", "enum", "protocol", "init",
                                   "subscript", "typealias", "associatedtype", "public", "private",
                                   "fileprivate", "internal", "static", "open", "final", "lazy",
                                   "override", "mutating", "nonmutating", "weak", "unowned", "dynamic",
                                   "required", "convenience", "optional", "indirect", "deinit",
                                   "extension", "import", "actor", "operator", "precedencegroup", "macro"]
            where equals(word) {
            return .declarationKeyword
        }
        return .keyword
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

/// `.name` as a CSS selector. Class names here are `[A-Za-z0-9_-]` (validated prefix + our
/// tables), so the only escaping CSS needs is for a name starting with a digit, or with a
/// hyphen and a digit (`1x` → `.\31 x`).
func cssClassSelector(_ name: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: ".")]
    var k = 0
    if k < name.count && name[k] == UInt8(ascii: "-") && name.count > 1 && name[1] >= 0x30 && name[1] <= 0x39 {
        out.append(name[k])
        k += 1
    }
    if k < name.count && name[k] >= 0x30 && name[k] <= 0x39 {
        out += Array("\\3".utf8) + [name[k], UInt8(ascii: " ")]
        k += 1
    }
    out += name[k...]
    return out
}
