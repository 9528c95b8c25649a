import Highlight

// `swift-highlight docc --xcode-kinds`: the listings of a DocC archive get our classes with
// Xcode's finer kinds, coloured from the palette DocC-Render already defines as CSS variables
// (`--color-syntax-*`, the colours of Xcode's default themes, light and dark, which a catalog's
// theme-settings.json may change). The variable names are DocC-Render's own (its css/index.*.css).

/// The stylesheet's file name in the archive's `swift-highlight/` folder.
let doccXcodeStylesheetName = "docc-xcode.css"

/// DocC's palette variable (without `--color-syntax-`) for each kind; nil: the listing's text
/// colour (plain text, operators).
func doccPaletteVariable(_ kind: TokenKind) -> String? {
    switch kind {
    case .plain, .operator: return nil
    case .keyword: return "keywords"
    case .type: return "project-type-names"
    case .systemType: return "other-type-names"
    case .class: return "project-class-names"
    case .systemClass: return "other-class-names"
    case .typeDeclaration: return "type-declarations"
    case .function: return "project-function-and-method-names"
    case .systemFunction: return "other-function-and-method-names"
    case .functionDeclaration, .otherDeclaration: return "other-declarations"
    case .property, .variable: return "project-instance-variables-and-globals"
    case .systemProperty: return "other-instance-variables-and-globals"
    case .constant: return "project-constants"
    case .systemConstant: return "other-constants"
    case .macro: return "project-preprocessor-macros"
    case .systemMacro: return "other-preprocessor-macros"
    case .preprocessor: return "preprocessor-statements"
    case .attribute: return "attributes"
    case .number: return "numbers"
    case .string, .interpolation, .regex: return "strings"
    case .stringEscape: return "characters"
    case .comment: return "comments"
    case .docComment: return "documentation-markup"
    case .docKeyword: return "documentation-markup-keywords"
    case .mark: return "marks"
    case .url: return "urls"
    }
}

/// The stylesheet: one rule per kind that has a palette variable, inside DocC's listings.
func doccXcodeStylesheet() -> String {
    var css = "/* swift-highlight docc --xcode-kinds: Xcode's finer kinds in DocC's listings, coloured from DocC's own palette variables (theme-settings.json may set them). */\n"
    for kind in TokenKind.allCases {
        guard let variable = doccPaletteVariable(kind) else { continue }
        // Xcode's default themes set marks and documentation keywords in bold.
        let bold = kind == .mark || kind == .docKeyword ? ";font-weight:700" : ""
        css += ".code-listing .swh-\(kind.name){color:var(--color-syntax-\(variable))\(bold)}\n"
    }
    return css
}
