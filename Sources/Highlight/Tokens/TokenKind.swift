import CHighlight

/// What a highlighted token is. The raw values are the C ABI's `SWH_KIND_*` values: fixed,
/// append-only. Each kind belongs to exactly one of the ten highlighting categories
/// (see `category`).
public enum TokenKind: UInt32, CaseIterable, Sendable {
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

    /// The category (one of `.plain` … `.preprocessor`) this kind belongs to.
    @inlinable public var category: TokenKind {
        switch self {
        case .docComment: return .comment
        case .stringEscape, .interpolation, .regex: return .string
        case .operator: return .plain
        case .macro: return .preprocessor
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
        }
    }
}
