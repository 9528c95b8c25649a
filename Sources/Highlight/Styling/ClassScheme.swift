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
/// | prism      | `token keyword`          | `Ptoken Pkeyword` (every part)   | `language-swift` on `<pre>` and `<code>` |
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
    /// Prism's token classes (components/prism-swift.js and the themes' selectors): `token
    /// keyword`, `token class-name`, `token function`, …; the dotted names of the table become
    /// space-separated classes, each with the prefix (Prism's custom-class plugin prefixes every
    /// class). The wrapper's `<pre>` and `<code>` get `language-swift`, which Prism themes select on.
    case prism = 5

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
        case .prism: return "prism"
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
        case .splash, .pygments, .treesitter, .prism: return ""
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
        case .prism: return "language-swift"
        default: return ""
        }
    }
    var codeContainerClass: StaticString {
        switch self {
        case .hljs: return "hljs"
        case .prism: return "language-swift"
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
    /// - prism: the token names of Prism's Swift grammar (components/prism-swift.js: keyword,
    ///   class-name, function, number, string, comment, boolean, nil with its alias constant,
    ///   attribute with its alias atrule, directive and other-directive with their alias
    ///   property, interpolation-punctuation with its alias punctuation) and, where that grammar
    ///   has none, the names Prism themes colour (property, char for escapes, regex, operator),
    ///   each after Prism's `token` class.
    static func names(_ role: StyleRole) -> (native: StaticString, splash: StaticString, hljs: StaticString,
                                             pygments: StaticString, treesitter: StaticString, prism: StaticString) {
        switch role {
        //   role                        native           splash           hljs              pygments treesitter                prism
        case .plain:            return ("",              "",              "",               "",   "",                       "")
        case .keyword:          return ("keyword",       "keyword",       "keyword",        "k",  "keyword",                "token.keyword")
        case .type:             return ("type",          "type",          "type",           "kt", "type",                   "token.class-name")
        case .function:         return ("function",      "call",          "title.function", "nf", "function",               "token.function")
        case .property:         return ("property",      "property",      "property",       "py", "property",               "token.property")
        case .number:           return ("number",        "number",        "number",         "m",  "number",                 "token.number")
        case .string:           return ("string",        "string",        "string",         "s",  "string",                 "token.string")
        case .comment:          return ("comment",       "comment",       "comment",        "c1", "comment",                "token.comment")
        case .attribute:        return ("attribute",     "keyword",       "meta",           "nd", "attribute",              "token.attribute.atrule")
        case .preprocessor:     return ("preprocessor",  "preprocessing", "meta",           "cp", "keyword.directive",      "token.directive.property")
        case .docComment:       return ("doc-comment",   "comment",       "comment",        "c1", "comment.documentation",  "token.comment")
        case .stringEscape:     return ("string-escape", "string",        "char.escape",    "se", "string.escape",          "token.char")
        case .interpolation:    return ("interpolation", "string",        "subst",          "si", "punctuation.special",    "token.interpolation-punctuation.punctuation")
        case .regex:            return ("regex",         "string",        "regexp",         "sr", "string.regexp",          "token.regex")
        case .operator:         return ("operator",      "",              "operator",       "o",  "operator",               "token.operator")
        case .macro:            return ("macro",         "preprocessing", "meta",           "cp", "function.macro",         "token.other-directive.property")
        // Xcode's finer kinds: their own name natively, their parent's names in other schemes.
        case .typeDeclaration, .functionDeclaration, .otherDeclaration, .docKeyword, .mark, .url, .systemType, .class,
             .systemClass, .systemFunction, .systemProperty, .constant, .systemConstant, .systemMacro, .variable:
            let kind = role.kind
            let inherited = names(StyleRole(rawValue: UInt8(truncatingIfNeeded: kind.parent.rawValue)) ?? .plain)
            return (kind.nameStaticString, inherited.splash, inherited.hljs, inherited.pygments, inherited.treesitter, inherited.prism)
        // Refined roles (never produced for the native scheme).
        case .booleanLiteral:   return ("keyword",       "keyword",       "literal",        "kc", "boolean",                "token.boolean")
        case .nilLiteral:       return ("keyword",       "keyword",       "literal",        "kc", "constant.builtin",       "token.nil.constant")
        case .selfKeyword:      return ("keyword",       "keyword",       "keyword",        "kc", "variable.builtin",       "token.keyword")
        case .declarationKeyword:return ("keyword",       "keyword",       "keyword",       "kd", "keyword",                "token.keyword")
        case .blockComment:     return ("comment",       "comment",       "comment",        "cm", "comment",                "token.comment")
        case .blockDocComment:  return ("doc-comment",   "comment",       "comment",        "cm", "comment.documentation",  "token.comment")
        case .implicitMember:   return ("property",      "dotAccess",     "property",       "py", "property",               "token.property")
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
        case .prism: return row.prism
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
            case .treesitter, .prism:
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

/// `.name` as a CSS selector. Class names here are `[A-Za-z0-9_-]` (validated prefix + our
/// tables), so the only escaping CSS needs is for a name starting with a digit, or with a
/// hyphen and a digit (`1x` → `.\31 x`).
@_optimize(size) func cssClassSelector(_ name: [UInt8]) -> [UInt8] {
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
