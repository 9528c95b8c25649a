import CHighlight

/// What a highlighted token is. The raw values are the C ABI's `SWH_KIND_*` values: fixed,
/// append-only. Each kind belongs to exactly one of the ten highlighting categories
/// (see `category`).
public enum TokenKind: UInt32, CaseIterable, Sendable, BitwiseCopyable {
    case plain = 0
    case keyword = 1
    case type = 2
    case function = 3
    case property = 4
    case number = 5
    case string = 6
    case comment = 7
    case attribute = 8
    case preprocessor = 9
    /// `///` and `/** */` comments. Category: comment.
    case docComment = 10
    /// `\n`, `\u{…}`, `\#t` inside string literals. Category: string.
    case stringEscape = 11
    /// The `\(` and `)` around an interpolation. Category: string.
    case interpolation = 12
    /// `/…/` and `#/…/#` regex literals. Category: string.
    case regex = 13
    /// Operators. Category: plain.
    case `operator` = 14
    /// `#name` of a pound expression or macro expansion. Category: preprocessor.
    case macro = 15

    // Xcode's finer kinds (docs/xcode.md), produced only when asked for (`xcodeKinds`,
    // SWH_FLAG_XCODE_KINDS). Each refines the kind named in `parent`; without them a token
    // has that kind (or the parent's parent). Where `project` and `system` names are told
    // apart, the unsuffixed kind (`type`, `function`, `property`, `macro`) is the project one.
    /// A type's name where it is declared (`struct Point`). Refines `type`.
    case typeDeclaration = 16
    /// A function's name where it is declared (`func area`). Refines `function`.
    case functionDeclaration = 17
    /// Another declared name: a variable, property, enum case (`let width`, `case north`).
    /// Refines `plain`.
    case otherDeclaration = 18
    /// A markup keyword of a documentation comment (`Parameter`, `Returns`). Refines `docComment`.
    case docKeyword = 19
    /// A `// MARK:`, `// TODO:` or `// FIXME:` comment. Refines `comment`.
    case mark = 20
    /// A URL in a comment (`https://swift.org`). Refines `comment`.
    case url = 21
    /// A type name not declared in the project (`Int`, `String`). Refines `type`.
    case systemType = 22
    /// A class name of the project. Refines `type`.
    case `class` = 23
    /// A class name not declared in the project. Refines `systemType`.
    case systemClass = 24
    /// A function name not declared in the project (`print`). Refines `function`.
    case systemFunction = 25
    /// A property or variable name not declared in the project (`count`). Refines `property`.
    case systemProperty = 26
    /// An enum case of the project used by name (`.north`). Refines `property`.
    case constant = 27
    /// An enum case not declared in the project. Refines `constant`.
    case systemConstant = 28
    /// A macro not declared in the project (`#expect`). Refines `macro`.
    case systemMacro = 29
    /// A property or global variable of the project used without a base (`items` in
    /// `items.append(x)` inside a method), where no local or parameter shadows it. Refines `plain`.
    case variable = 30

    /// The kind this one refines (itself for the ten categories): a theme that has no style
    /// for a kind uses its parent's, then the parent's parent, down to the category.
    @inlinable public var parent: TokenKind {
        switch self {
        case .docComment, .mark, .url: return .comment
        case .stringEscape, .interpolation, .regex: return .string
        case .operator, .otherDeclaration, .variable: return .plain
        case .macro: return .preprocessor
        case .typeDeclaration, .systemType, .class: return .type
        case .systemClass: return .systemType
        case .functionDeclaration, .systemFunction: return .function
        case .systemProperty, .constant: return .property
        case .systemConstant: return .constant
        case .systemMacro: return .macro
        case .docKeyword: return .docComment
        default: return self
        }
    }

    /// The first 16 kinds: what the engine produces unless Xcode's finer kinds are asked for.
    static let baseKindCount: UInt32 = 16

    /// The category (one of `.plain` … `.preprocessor`) this kind belongs to.
    @inlinable public var category: TokenKind {
        switch self {
        case .docComment, .mark, .url, .docKeyword: return .comment
        case .stringEscape, .interpolation, .regex: return .string
        case .operator, .otherDeclaration, .variable: return .plain
        case .macro, .systemMacro: return .preprocessor
        case .typeDeclaration, .systemType, .class, .systemClass: return .type
        case .functionDeclaration, .systemFunction: return .function
        case .systemProperty, .constant, .systemConstant: return .property
        default: return self
        }
    }

    /// The kind's name, also its HTML class suffix ("keyword", "doc-comment", …).
    public var name: String { String(cString: nameCString) }

    /// The kind's name as a static NUL-terminated string.
    var nameCString: UnsafePointer<CChar> {
        nameStaticString.utf8Start.withMemoryRebound(to: CChar.self, capacity: nameStaticString.utf8CodeUnitCount + 1) { $0 }
    }

    /// The kind's name as a static string (UTF-8, NUL-terminated).
    var nameStaticString: StaticString {
        switch self {
        case .plain: return "plain"
        case .keyword: return "keyword"
        case .type: return "type"
        case .function: return "function"
        case .property: return "property"
        case .number: return "number"
        case .string: return "string"
        case .comment: return "comment"
        case .attribute: return "attribute"
        case .preprocessor: return "preprocessor"
        case .docComment: return "doc-comment"
        case .stringEscape: return "string-escape"
        case .interpolation: return "interpolation"
        case .regex: return "regex"
        case .operator: return "operator"
        case .macro: return "macro"
        case .typeDeclaration: return "type-declaration"
        case .functionDeclaration: return "function-declaration"
        case .otherDeclaration: return "other-declaration"
        case .docKeyword: return "doc-keyword"
        case .mark: return "mark-comment"
        case .url: return "url"
        case .systemType: return "system-type"
        case .class: return "class"
        case .systemClass: return "system-class"
        case .systemFunction: return "system-function"
        case .systemProperty: return "system-property"
        case .constant: return "constant"
        case .systemConstant: return "system-constant"
        case .systemMacro: return "system-macro"
        case .variable: return "variable"
        }
    }
}
