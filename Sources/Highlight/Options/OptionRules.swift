import CHighlight

/// A rule that an option's value breaks. Every way into the engine checks options here and
/// nowhere else: `HighlightOptions` (the Swift API), the C entry points and `swh_options_check`
/// (which returns `message`), the title of a fenced code block, and the command-line tool. The
/// bindings pass their options through and report `message`.
public enum OptionProblem: UInt8, Sendable, Equatable {
    /// `struct_size` is below `sizeof(size_t)` or above this library's `sizeof(swh_options_t)`.
    case structSize
    /// The class prefix is longer than `OptionRules.maxClassPrefixLength` bytes or has a byte
    /// outside `[A-Za-z0-9_-]`.
    case classPrefix
    /// `invalid_utf8` is neither `SWH_UTF8_REJECT` nor `SWH_UTF8_REPLACE`.
    case invalidUTF8Policy
    /// `flags` has a bit that is no `SWH_FLAG_*`.
    case flags
    /// `scheme` is no `SWH_SCHEME_*`.
    case scheme
    /// `theme` is no `SWH_THEME_*`.
    case theme
    /// The first line number is outside 1…4294967295.
    case firstLine
    /// `highlight_lines` is NULL with a count above 0.
    case highlightLinesMissing
    /// More than `OptionRules.maxHighlightedRanges` highlighted line ranges.
    case highlightRangeCount
    /// A highlighted line range whose first line is after its last.
    case highlightRange
    /// The dark selector is empty, only spaces, longer than `OptionRules.maxDarkSelectorLength`
    /// bytes, or has a byte outside printable ASCII or one of `{ } ; < > @ \`.
    case darkSelector
    /// The title is longer than `OptionRules.maxTitleLength` bytes or not valid UTF-8.
    case title
    /// `project_names` is NULL with a `project_names_len` above 0.
    case projectNamesMissing
    /// `project_names_len` is above `Highlighter.maxInputLength`.
    case projectNamesLength
    /// `project_names` starts like a symbol graph (`{`) that cannot be read.
    case projectNames
    /// `system_names` is NULL with a `system_names_len` above 0.
    case systemNamesMissing
    /// `system_names_len` is above `Highlighter.maxInputLength`.
    case systemNamesLength
    /// `system_names` starts like a symbol graph (`{`) that cannot be read.
    case systemNames

    /// The rule, as a sentence that names the `swh_options_t` field (static: `swh_options_check`
    /// returns it as a C string). The numbers in it are the header's limits; the tests check that.
    public var message: StaticString {
        switch self {
        case .structSize: return "struct_size must be at least sizeof(size_t) and at most the library's sizeof(swh_options_t) (is the header newer than the library?)"
        case .classPrefix: return "class_prefix must be at most 64 bytes of A-Z a-z 0-9 _ -"
        case .invalidUTF8Policy: return "invalid_utf8 must be SWH_UTF8_REJECT or SWH_UTF8_REPLACE"
        case .flags: return "flags has a bit that is no SWH_FLAG_* value"
        case .scheme: return "scheme is no SWH_SCHEME_* value"
        case .theme: return "theme is no SWH_THEME_* value"
        case .firstLine: return "first_line must be from 1 to 4294967295"
        case .highlightLinesMissing: return "highlight_lines is NULL with a highlight_line_count above 0"
        case .highlightRangeCount: return "highlight_lines may hold at most 65536 ranges"
        case .highlightRange: return "highlight_lines has a range whose first line is after its last"
        case .darkSelector: return "dark_selector must be 1 to 256 bytes of printable ASCII without { } ; < > @ \\, not only spaces"
        case .title: return "title must be at most 4096 bytes of UTF-8"
        case .projectNamesMissing: return "project_names is NULL with a project_names_len above 0"
        case .projectNamesLength: return "project_names_len is larger than the largest input"
        case .projectNames: return "project_names starts with { but is not a readable symbol graph"
        case .systemNamesMissing: return "system_names is NULL with a system_names_len above 0"
        case .systemNamesLength: return "system_names_len is larger than the largest input"
        case .systemNames: return "system_names starts with { but is not a readable symbol graph"
        }
    }

    /// `message` as a `String`.
    public var description: String {
        message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}

/// The limits and rules of option values, said once (the limits are the header's `SWH_*_MAX`).
public enum OptionRules {
    /// The longest class prefix accepted, in bytes (`SWH_CLASS_PREFIX_MAX`).
    public static let maxClassPrefixLength = Int(SWH_CLASS_PREFIX_MAX)
    /// The most highlighted-line ranges accepted (`SWH_HIGHLIGHT_RANGES_MAX`).
    public static let maxHighlightedRanges = Int(SWH_HIGHLIGHT_RANGES_MAX)
    /// The longest dark selector accepted, in bytes (`SWH_DARK_SELECTOR_MAX`).
    public static let maxDarkSelectorLength = Int(SWH_DARK_SELECTOR_MAX)
    /// The longest title accepted, in bytes (`SWH_TITLE_MAX`).
    public static let maxTitleLength = Int(SWH_TITLE_MAX)

    /// A class prefix: only `[A-Za-z0-9_-]` (it may be empty), at most `maxClassPrefixLength`
    /// bytes, so that nothing from options can break out of an HTML attribute or a CSS selector.
    @_optimize(size) public static func classPrefixProblem<C: Collection>(_ prefix: C) -> OptionProblem? where C.Element == UInt8 {
        guard prefix.count <= maxClassPrefixLength else { return .classPrefix }
        for c in prefix {
            let ok = (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
            if !ok { return .classPrefix }
        }
        return nil
    }

    /// A dark selector: 1…`maxDarkSelectorLength` bytes of printable ASCII (0x20 to 0x7E)
    /// without `{`, `}`, `;`, `<`, `>`, `@` or `\`, not only spaces. It is written into a
    /// stylesheet before `{`, so these rules keep it from ending the rule, opening another,
    /// closing a `<style>` element or escaping anything.
    @_optimize(size) public static func darkSelectorProblem<C: Collection>(_ selector: C) -> OptionProblem? where C.Element == UInt8 {
        guard !selector.isEmpty, selector.count <= maxDarkSelectorLength else { return .darkSelector }
        var visible = false
        for c in selector {
            guard c >= 0x20, c <= 0x7E else { return .darkSelector }
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "@"), UInt8(ascii: "\\"):
                return .darkSelector
            case UInt8(ascii: " "):
                break
            default:
                visible = true
            }
        }
        return visible ? nil : .darkSelector
    }

    /// A title: valid UTF-8 of at most `maxTitleLength` bytes (empty means no title).
    @_optimize(size) public static func titleProblem(_ title: [UInt8]) -> OptionProblem? {
        guard title.count <= maxTitleLength else { return .title }
        let valid = title.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) == nil }
        return valid ? nil : .title
    }

    /// The number of the first line: 1…4294967295 (compared as UInt64: `Int(UInt32.max)` does not
    /// exist where `Int` has 32 bits).
    @_optimize(size) public static func firstLineProblem(_ line: Int) -> OptionProblem? {
        line >= 1 && UInt64(line) <= UInt64(UInt32.max) ? nil : .firstLine
    }

    /// The number of highlighted line ranges.
    @_optimize(size) public static func highlightRangeCountProblem(_ count: Int) -> OptionProblem? {
        count <= maxHighlightedRanges ? nil : .highlightRangeCount
    }
}
