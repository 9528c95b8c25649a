/// Built-in colour themes, used by inline-style HTML, generated CSS and 24-bit terminal output.
///
/// Four single themes (an Xcode-like light and dark pair, a high-contrast light and dark pair,
/// our own colour choices) and two pairs that follow the reader's `prefers-color-scheme` in
/// CSS. Where a pair cannot switch (inline styles, terminals) it means its light member for
/// HTML and its dark member for terminals.
///
/// Contrast (checked by the tests, WCAG 2 formula): every token colour of the Xcode-like
/// themes is at least 4.5:1 against its background, of the high-contrast themes at least 7:1.
public enum Theme: UInt32, CaseIterable, Sendable {
    /// `xcodeLight`, switching to `xcodeDark` under `prefers-color-scheme: dark` in CSS; the
    /// default (and 0, what a zeroed C options struct holds).
    case xcode = 0
    case xcodeLight = 1
    case xcodeDark = 2
    /// `highContrastLight`, switching to `highContrastDark` under `prefers-color-scheme: dark`.
    case highContrast = 3
    case highContrastLight = 4
    case highContrastDark = 5

    /// The theme's name as the CLI spells it.
    public var name: String {
        let s = nameStatic
        return String(decoding: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount), as: UTF8.self)
    }

    var nameStatic: StaticString {
        switch self {
        case .xcodeLight: return "xcode-light"
        case .xcodeDark: return "xcode-dark"
        case .highContrastLight: return "high-contrast-light"
        case .highContrastDark: return "high-contrast-dark"
        case .xcode: return "xcode"
        case .highContrast: return "high-contrast"
        }
    }

    /// The theme named `name` (as in `name`), or nil.
    public init?(name: String) {
        guard let theme = Theme.allCases.first(where: { $0.name == name }) else { return nil }
        self = theme
    }

    /// Whether this is a light/dark pair.
    public var isPair: Bool { self == .xcode || self == .highContrast }

    /// The light member (the theme itself for single themes).
    public var light: Theme {
        switch self {
        case .xcode: return .xcodeLight
        case .highContrast: return .highContrastLight
        default: return self
        }
    }

    /// The dark member (the theme itself for single themes).
    public var dark: Theme {
        switch self {
        case .xcode: return .xcodeDark
        case .highContrast: return .highContrastDark
        default: return self
        }
    }

    /// The colours of a single theme (of the light member for pairs).
    var palette: Palette {
        switch self.light {
        case .xcodeDark: return Palette.xcodeDark
        case .highContrastLight: return Palette.highContrastLight
        case .highContrastDark: return Palette.highContrastDark
        default: return Palette.xcodeLight
        }
    }
}
