/// The colours of one single theme.
struct Palette {
    var background: UInt32
    var foreground: UInt32
    /// Line numbers in the gutter.
    var gutter: UInt32
    /// The background of highlighted lines.
    var highlightBackground: UInt32
    /// The background of added lines (diffs, `[!code ++]`).
    var addedBackground: UInt32
    /// The background of removed lines (diffs, `[!code --]`).
    var removedBackground: UInt32
    /// The `+` mark of added lines.
    var addedMark: UInt32
    /// The `-` mark of removed lines.
    var removedMark: UInt32
    /// One style per token kind (index: `TokenKind.rawValue`).
    var kinds: [TextStyle]
    /// One SGR parameter string per token kind for 16-colour terminals ("" = unstyled).
    var ansi16: [StaticString]

    /// The style of a role: its kind's style, or when the theme has none for the kind, that of
    /// the kind it refines (`TokenKind.parent`), down to the category.
    func style(_ role: StyleRole) -> TextStyle { style(role.kind) }

    func style(_ kind: TokenKind) -> TextStyle {
        var kind = kind
        while true {
            let k = Int(kind.rawValue)
            if k < kinds.count, !kinds[k].isEmpty || kind.parent == kind { return kinds[k] }
            if kind.parent == kind { return .none }
            kind = kind.parent
        }
    }

    /// The 16-colour SGR parameters of a kind (its parent's where it has none of its own).
    func ansi16Code(_ kind: TokenKind) -> StaticString {
        var kind = kind
        while Int(kind.rawValue) >= ansi16.count, kind.parent != kind { kind = kind.parent }
        let k = Int(kind.rawValue)
        return k < ansi16.count ? ansi16[k] : ""
    }

    private static func table(keyword: TextStyle, type: TextStyle, function: TextStyle, property: TextStyle,
                              number: TextStyle, string: TextStyle, comment: TextStyle, attribute: TextStyle,
                              preprocessor: TextStyle, docComment: TextStyle, stringEscape: TextStyle,
                              interpolation: TextStyle, regex: TextStyle, operator: TextStyle, macro: TextStyle) -> [TextStyle] {
        // Index order = TokenKind raw values.
        [.none, keyword, type, function, property, number, string, comment, attribute, preprocessor,
         docComment, stringEscape, interpolation, regex, `operator`, macro]
    }

    /// Styles of Xcode's finer kinds (TokenKind 16…30), appended to a `table`. A kind left
    /// `.none` takes the style of the kind it refines.
    private static func finer(_ base: [TextStyle], typeDeclaration: TextStyle, otherDeclaration: TextStyle,
                              docKeyword: TextStyle, mark: TextStyle, url: TextStyle, systemType: TextStyle,
                              class: TextStyle, systemFunction: TextStyle, systemProperty: TextStyle,
                              constant: TextStyle, systemMacro: TextStyle, variable: TextStyle) -> [TextStyle] {
        // typeDeclaration, functionDeclaration, otherDeclaration, docKeyword, mark, url, systemType, class,
        // systemClass, systemFunction, systemProperty, constant, systemConstant, systemMacro, variable
        base + [typeDeclaration, otherDeclaration, otherDeclaration, docKeyword, mark, url, systemType, `class`,
                .none, systemFunction, systemProperty, constant, .none, systemMacro, variable]
    }

    private static func c(_ rgb: UInt32, bold: Bool = false, italic: Bool = false) -> TextStyle {
        TextStyle(color: rgb, bold: bold, italic: italic)
    }

    // 16-colour terminal styles, by kind. The terminal's own palette decides the colours; the
    // normal set suits both light and dark terminals, the high-contrast set adds bold.
    //                               plain keyword  type  function property number string comment attribute preproc doc   escape interp regex operator macro
    private static let ansiNormal: [StaticString] = ["", "35", "36", "34", "36", "33", "31", "90", "33", "33", "90", "35", "35", "31", "", "33"]
    private static let ansiBoldLight: [StaticString] = ["", "1;35", "1;36", "1;34", "36", "1;34", "1;31", "3", "1;33", "1;33", "3", "1;35", "1;35", "1;31", "", "1;33"]
    private static let ansiBoldDark: [StaticString] = ["", "1;95", "1;96", "1;94", "96", "1;93", "1;91", "3;37", "1;93", "1;93", "3;37", "1;95", "1;95", "1;91", "", "1;93"]

    static let xcodeLight = Palette(
        background: 0xFFFFFF, foreground: 0x1D1D1F, gutter: 0x6E6E73, highlightBackground: 0xFFF3C4,
        addedBackground: 0xE6F6EA, removedBackground: 0xFEF0F0, addedMark: 0x187A34, removedMark: 0xC21F2C,
        kinds: table(keyword: c(0x9B2393, bold: true), type: c(0x3900A0), function: c(0x326D74), property: c(0x0E5E8A),
                     number: c(0x1C00CF), string: c(0xC41A16), comment: c(0x5D6C79, italic: true), attribute: c(0x815F03),
                     preprocessor: c(0x643820), docComment: c(0x4F5B66, italic: true), stringEscape: c(0x9C3A00),
                     interpolation: c(0x6C36A9), regex: c(0xA1331B), operator: .none, macro: c(0x643820))
            |> { finer($0, typeDeclaration: c(0x0B4F79), otherDeclaration: c(0x0F68A0), docKeyword: c(0x4A5560, bold: true),
                       mark: c(0x4A5560, bold: true), url: c(0x0E0EFF), systemType: c(0x3900A0), class: c(0x1C464A),
                       systemFunction: c(0x6C36A9), systemProperty: c(0x6C36A9), constant: c(0x326D74),
                       systemMacro: c(0x643820), variable: c(0x326D74)) },
        ansi16: ansiNormal)

    static let xcodeDark = Palette(
        background: 0x1F1F24, foreground: 0xDFDFE0, gutter: 0x9A9AA0, highlightBackground: 0x28271A,
        addedBackground: 0x192B1F, removedBackground: 0x3A1F24, addedMark: 0x5FD38A, removedMark: 0xFF8A80,
        kinds: table(keyword: c(0xFC5FA3, bold: true), type: c(0xD0A8FF), function: c(0x67B7A4), property: c(0x5DB7D6),
                     number: c(0xD0BF69), string: c(0xFC6A5D), comment: c(0x8A96A3, italic: true), attribute: c(0xCC9768),
                     preprocessor: c(0xFD8F3F), docComment: c(0x9AA7B3, italic: true), stringEscape: c(0xF0A36B),
                     interpolation: c(0xC9B1FF), regex: c(0xFF8A70), operator: .none, macro: c(0xFD8F3F))
            |> { finer($0, typeDeclaration: c(0x5DD8FF), otherDeclaration: c(0x41A1C0), docKeyword: c(0x92A1B1, bold: true),
                       mark: c(0x92A1B1, bold: true), url: c(0x6C93FF), systemType: c(0xD0A8FF), class: c(0x9EF1DD),
                       systemFunction: c(0xB281EB), systemProperty: c(0xB281EB), constant: c(0x67B7A4),
                       systemMacro: c(0xFD8F3F), variable: c(0x67B7A4)) },
        ansi16: ansiNormal)

    static let highContrastLight = Palette(
        background: 0xFFFFFF, foreground: 0x000000, gutter: 0x3C3C3C, highlightBackground: 0xFFE97A,
        addedBackground: 0xE3F7E8, removedBackground: 0xFFE8E8, addedMark: 0x005C1F, removedMark: 0x9E0000,
        kinds: table(keyword: c(0x7A0B77, bold: true), type: c(0x2B007D, bold: true), function: c(0x004A52), property: c(0x00427A),
                     number: c(0x0000A8), string: c(0x9E0000), comment: c(0x3A4550, italic: true), attribute: c(0x5A3E00),
                     preprocessor: c(0x5C2800, bold: true), docComment: c(0x2E3943, italic: true), stringEscape: c(0x772B00, bold: true),
                     interpolation: c(0x4B0082, bold: true), regex: c(0x850A00), operator: .none, macro: c(0x5C2800)),
        ansi16: ansiBoldLight)

    static let highContrastDark = Palette(
        background: 0x000000, foreground: 0xFFFFFF, gutter: 0xC8C8C8, highlightBackground: 0x262000,
        addedBackground: 0x00260E, removedBackground: 0x330008, addedMark: 0x7CFF9E, removedMark: 0xFFA0A0,
        kinds: table(keyword: c(0xFF7AB8, bold: true), type: c(0xD9B8FF, bold: true), function: c(0x7EE6CD), property: c(0x8AD8FF),
                     number: c(0xFFE66B), string: c(0xFF9C88), comment: c(0xBAC6D1, italic: true), attribute: c(0xFFBD80),
                     preprocessor: c(0xFFAE5E, bold: true), docComment: c(0xCCD5DE, italic: true), stringEscape: c(0xFFC9A3, bold: true),
                     interpolation: c(0xE3CEFF, bold: true), regex: c(0xFFAAA0), operator: .none, macro: c(0xFFAE5E)),
        ansi16: ansiBoldDark)
}

infix operator |>: AdditionPrecedence
/// `value |> f` is `f(value)`: a palette's finer kinds read after its base table.
private func |> <T, U>(value: T, f: (T) -> U) -> U { f(value) }

/// WCAG 2 contrast ratio of two colours (1…21).
func contrastRatio(_ a: UInt32, _ b: UInt32) -> Double {
    func channel(_ v: UInt32) -> Double {
        let c = Double(v & 0xFF) / 255
        return c <= 0.03928 ? c / 12.92 : pow24((c + 0.055) / 1.055)
    }
    func luminance(_ rgb: UInt32) -> Double {
        0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb)
    }
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

/// x^2.4 for x in [0, 1] without Foundation: exp(2.4·ln x) by series is overkill; x^2.4 =
/// x^2 · x^0.4, and x^0.4 = (x^2)^(1/5) by Newton's method.
private func pow24(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    let x2 = x * x
    // fifth root of x2
    var r = 1.0
    for _ in 0..<60 {
        let r4 = r * r * r * r
        r -= (r4 * r - x2) / (5 * r4)
    }
    return x2 * r
}
