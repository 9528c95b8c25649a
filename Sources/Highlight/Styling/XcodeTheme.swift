/// A theme read from an Xcode theme file (`.xccolortheme`, or the older `.dvtcolortheme`): an
/// XML property list whose `DVTSourceTextSyntaxColors` map `xcode.syntax.*` keys to colours
/// (`"r g b a"`, each 0…1) and `DVTSourceTextSyntaxFonts` the same keys to fonts (a name such
/// as `SFMono-Bold - 12.0`: bold and italic are taken from it). docs/xcode.md lists the
/// mapping of keys to kinds; a kind whose key the file lacks takes the style of the kind it
/// refines.
///
/// A class, so that options holding one copy it by reference: copying an optional of a large
/// struct makes the runtime build type metadata on first use (callgrind: 250,000 instructions
/// per process).
public final class XcodeTheme: Sendable, Equatable {
    let palette: Palette

    public static func == (a: XcodeTheme, b: XcodeTheme) -> Bool { a === b || a.palette == b.palette }

    /// Why a theme file could not be used.
    public struct ReadError: Error, Equatable, Sendable {
        public var message: String
    }

    /// Reads a theme from the bytes of an `.xccolortheme` or `.dvtcolortheme` file.
    public init(propertyList bytes: [UInt8]) throws(ReadError) {
        let plist: PropertyList
        switch PropertyList.read(bytes) {
        case .success(let p): plist = p
        case .failure(let e): throw ReadError(message: e.message)
        }
        guard case .dict = plist else { throw ReadError(message: "the property list is not a dictionary: not an Xcode theme") }
        guard let colors = plist["DVTSourceTextSyntaxColors"] else {
            throw ReadError(message: "no DVTSourceTextSyntaxColors: not an Xcode theme")
        }
        guard case .dict(let colorEntries) = colors else {
            throw ReadError(message: "DVTSourceTextSyntaxColors is not a dictionary")
        }
        func color(_ value: PropertyList?, _ what: String) throws(ReadError) -> (rgb: UInt32, alpha: Double)? {
            guard let value else { return nil }
            guard case .text(let text) = value, let c = XcodeTheme.color(text) else {
                throw ReadError(message: "\(what) is not a colour of four numbers from 0 to 1 (\"r g b a\")")
            }
            return c
        }
        let background = try color(plist["DVTSourceTextBackground"], "DVTSourceTextBackground")?.rgb
        let base = background.map { XcodeTheme.isDark($0) } ?? false ? Palette.xcodeDark : Palette.xcodeLight
        var p = base
        let bg = background ?? base.background
        p.background = bg
        func blend(_ c: (rgb: UInt32, alpha: Double), over under: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let top = Double((c.rgb >> shift) & 0xFF), bottom = Double((under >> shift) & 0xFF)
                let v = (top * c.alpha + bottom * (1 - c.alpha)).rounded()
                out |= UInt32(max(0, min(255, v))) << shift
            }
            return out
        }
        if let line = try color(plist["DVTSourceTextCurrentLineHighlightColor"], "DVTSourceTextCurrentLineHighlightColor") {
            p.highlightBackground = blend(line, over: bg)
        } else if let selection = try color(plist["DVTSourceTextSelectionColor"], "DVTSourceTextSelectionColor") {
            p.highlightBackground = blend(selection, over: bg)
        }
        var fonts: [(key: [UInt8], value: PropertyList)] = []
        if let f = plist["DVTSourceTextSyntaxFonts"] {
            guard case .dict(let entries) = f else { throw ReadError(message: "DVTSourceTextSyntaxFonts is not a dictionary") }
            fonts = entries
        }
        // Every kind starts unstyled, so that a key the file lacks falls back to its parent.
        var kinds = [TextStyle](repeating: .none, count: TokenKind.allCases.count)
        var foreground: UInt32?
        for (key, value) in colorEntries {
            let name = String(decoding: key.prefix(80), as: UTF8.self)
            guard let c = try color(value, name) else { continue }
            let rgb = blend(c, over: bg)
            var style = TextStyle(color: rgb)
            if let font = fonts.last(where: { $0.key == key })?.value, case .text(let fontName) = font {
                let lower = fontName.map { $0 | 0x20 }
                style.bold = XcodeTheme.contains(lower, "bold") || XcodeTheme.contains(lower, "heavy") || XcodeTheme.contains(lower, "black")
                style.italic = XcodeTheme.contains(lower, "italic") || XcodeTheme.contains(lower, "oblique")
            }
            if key.elementsEqual("xcode.syntax.plain".utf8) { foreground = rgb; continue }
            for kind in XcodeTheme.kinds(forKey: key) { kinds[Int(kind.rawValue)] = style }
        }
        if let foreground { p.foreground = foreground }
        p.kinds = kinds
        palette = p
    }

    /// The kinds an `xcode.syntax.*` key colours (none for keys without a counterpart).
    static func kinds<C: Collection>(forKey key: C) -> [TokenKind] where C.Element == UInt8 {
        let prefix = "xcode.syntax."
        guard key.starts(with: prefix.utf8) else { return [] }
        let name = String(decoding: key.dropFirst(prefix.utf8.count), as: UTF8.self)
        switch name {
        case "comment": return [.comment]
        case "comment.doc": return [.docComment]
        case "comment.doc.keyword": return [.docKeyword]
        case "mark": return [.mark]
        case "url": return [.url]
        case "keyword": return [.keyword]
        case "string": return [.string]
        case "character": return [.stringEscape]
        case "number": return [.number]
        case "regex": return [.regex]
        case "preprocessor": return [.preprocessor]
        case "attribute": return [.attribute]
        case "identifier.type": return [.type]
        case "identifier.type.system": return [.systemType]
        case "identifier.class": return [.class]
        case "identifier.class.system": return [.systemClass]
        case "identifier.function": return [.function]
        case "identifier.function.system": return [.systemFunction]
        case "identifier.variable": return [.property]
        case "identifier.variable.system": return [.systemProperty]
        case "identifier.constant": return [.constant]
        case "identifier.constant.system": return [.systemConstant]
        case "identifier.macro": return [.macro]
        case "identifier.macro.system": return [.systemMacro]
        case "declaration.type": return [.typeDeclaration]
        case "declaration.other": return [.functionDeclaration, .otherDeclaration]
        default: return []
        }
    }

    /// `"r g b a"` (each 0…1; a missing alpha is 1) as 0xRRGGBB and alpha.
    static func color(_ text: [UInt8]) -> (rgb: UInt32, alpha: Double)? {
        guard text.count <= 200 else { return nil }
        let parts = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var values: [Double] = []
        for part in parts {
            guard let v = Double(String(decoding: part, as: UTF8.self)), v.isFinite, v >= 0, v <= 1 else { return nil }
            values.append(v)
        }
        var rgb: UInt32 = 0
        for v in values.prefix(3) { rgb = rgb << 8 | UInt32((v * 255).rounded()) }
        return (rgb, values.count == 4 ? values[3] : 1)
    }

    static func isDark(_ rgb: UInt32) -> Bool {
        contrastRatio(rgb, 0x000000) < contrastRatio(rgb, 0xFFFFFF)
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard haystack.count >= n.count else { return false }
        for i in 0...(haystack.count - n.count) where haystack[i..<(i + n.count)].elementsEqual(n) { return true }
        return false
    }

    /// The foreground colour of a kind, as 0xRRGGBB (its own or its parent's), if it has one.
    public func color(of kind: TokenKind) -> UInt32? { palette.style(kind).color }
    /// The background colour.
    public var background: UInt32 { palette.background }
}

extension Palette: Equatable {
    static func == (a: Palette, b: Palette) -> Bool {
        a.background == b.background && a.foreground == b.foreground && a.kinds == b.kinds
            && a.highlightBackground == b.highlightBackground
    }
}
