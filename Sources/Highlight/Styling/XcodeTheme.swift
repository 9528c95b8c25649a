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

    @_optimize(size) public static func == (a: XcodeTheme, b: XcodeTheme) -> Bool { a === b || a.palette == b.palette }

    /// Why a theme file could not be used.
    public struct ReadError: Error, Equatable, Sendable {
        public var message: String
    }

    /// Reads a theme from the bytes of an `.xccolortheme` or `.dvtcolortheme` file.
    @_optimize(size) public init(propertyList bytes: [UInt8]) throws(ReadError) {
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
        @_optimize(size) func color(_ value: PropertyList?, _ what: [UInt8]) throws(ReadError) -> (rgb: UInt32, alpha: Double)? {
            guard let value else { return nil }
            guard case .text(let text) = value, let c = XcodeTheme.color(text) else { throw XcodeTheme.notAColour(what) }
            return c
        }
        let background = try color(plist["DVTSourceTextBackground"], Array(bytesOf("DVTSourceTextBackground")))?.rgb
        let base = background.map { XcodeTheme.isDark($0) } ?? false ? Palette.xcodeDark : Palette.xcodeLight
        var p = base
        let bg = background ?? base.background
        p.background = bg
        @_optimize(size) func blend(_ c: (rgb: UInt32, alpha: Double), over under: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in [16, 8, 0] {
                let top = Double((c.rgb >> shift) & 0xFF), bottom = Double((under >> shift) & 0xFF)
                out |= XcodeTheme.byte(top * c.alpha + bottom * (1 - c.alpha)) << shift
            }
            return out
        }
        if let line = try color(plist["DVTSourceTextCurrentLineHighlightColor"], Array(bytesOf("DVTSourceTextCurrentLineHighlightColor"))) {
            p.highlightBackground = blend(line, over: bg)
        } else if let selection = try color(plist["DVTSourceTextSelectionColor"], Array(bytesOf("DVTSourceTextSelectionColor"))) {
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
            guard let c = try color(value, Array(key.prefix(80))) else { continue }
            let rgb = blend(c, over: bg)
            var style = TextStyle(color: rgb)
            if let font = fonts.last(where: { $0.key == key })?.value, case .text(let fontName) = font {
                let lower = fontName.map { $0 | 0x20 }
                style.bold = XcodeTheme.contains(lower, "bold") || XcodeTheme.contains(lower, "heavy") || XcodeTheme.contains(lower, "black")
                style.italic = XcodeTheme.contains(lower, "italic") || XcodeTheme.contains(lower, "oblique")
            }
            if key.elementsEqual(bytesOf("xcode.syntax.plain")) { foreground = rgb; continue }
            for kind in XcodeTheme.kinds(forKey: key) { kinds[Int(kind.rawValue)] = style }
        }
        if let foreground { p.foreground = foreground }
        p.kinds = kinds
        palette = p
    }

    /// The error for a value that is not a colour. Out of line: one copy of the message code.
    @inline(never)
    @_optimize(size) static func notAColour(_ what: [UInt8]) -> ReadError {
        ReadError(message: String(decoding: quotable(what) + Array(bytesOf(" is not a colour of four numbers from 0 to 1 (\"r g b a\")")), as: UTF8.self))
    }

    /// The kinds an `xcode.syntax.*` key colours (none for keys without a counterpart).
    @_optimize(size) static func kinds<C: Collection>(forKey key: C) -> [TokenKind] where C.Element == UInt8 {
        let prefix = bytesOf("xcode.syntax.")
        guard key.starts(with: prefix) else { return [] }
        let name = key.dropFirst(prefix.count)
        // Byte comparisons, not String ones: those would link Unicode normalization tables.
        for (keyName, kinds) in keyTable where name.elementsEqual(UnsafeBufferPointer(start: keyName.utf8Start, count: keyName.utf8CodeUnitCount)) {
            return kinds
        }
        return []
    }

    /// Each `xcode.syntax.*` key (without the prefix) and the kinds it colours.
    private static let keyTable: [(StaticString, [TokenKind])] = [
        ("comment", [.comment]), ("comment.doc", [.docComment]), ("comment.doc.keyword", [.docKeyword]),
        ("mark", [.mark]), ("url", [.url]), ("keyword", [.keyword]), ("string", [.string]),
        ("character", [.stringEscape]), ("number", [.number]), ("regex", [.regex]),
        ("preprocessor", [.preprocessor]), ("attribute", [.attribute]),
        ("identifier.type", [.type]), ("identifier.type.system", [.systemType]),
        ("identifier.class", [.class]), ("identifier.class.system", [.systemClass]),
        ("identifier.function", [.function]), ("identifier.function.system", [.systemFunction]),
        ("identifier.variable", [.property, .variable]), ("identifier.variable.system", [.systemProperty]),
        ("identifier.constant", [.constant]), ("identifier.constant.system", [.systemConstant]),
        ("identifier.macro", [.macro]), ("identifier.macro.system", [.systemMacro]),
        ("declaration.type", [.typeDeclaration]), ("declaration.other", [.functionDeclaration, .otherDeclaration]),
    ]

    /// `"r g b a"` (each 0…1; a missing alpha is 1) as 0xRRGGBB and alpha.
    @_optimize(size) static func color(_ text: [UInt8]) -> (rgb: UInt32, alpha: Double)? {
        guard text.count <= 200 else { return nil }
        let parts = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var values: [Double] = []
        for part in parts {
            guard let v = decimal(part), v >= 0, v <= 1 else { return nil }
            values.append(v)
        }
        var rgb: UInt32 = 0
        for v in values.prefix(3) { rgb = rgb << 8 | byte(v * 255) }
        return (rgb, values.count == 4 ? values[3] : 1)
    }

    /// A decimal number `digits[.digits][e[+-]digits]` (no sign: colour components are not
    /// negative), or nil. Our own reader: the standard library's goes through `strtod`, which
    /// the WebAssembly build does not link.
    @_optimize(size) static func decimal<C: Collection>(_ text: C) -> Double? where C.Element == UInt8 {
        var mantissa: Double = 0
        var scale = 0
        var digits = 0
        var it = text.makeIterator()
        var c = it.next()
        @_optimize(size) func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        while let d = c, isDigit(d) {
            if digits < 18 { mantissa = mantissa * 10 + Double(d - 0x30) } else { scale += 1 }
            digits += 1
            c = it.next()
        }
        if c == UInt8(ascii: ".") {
            c = it.next()
            while let d = c, isDigit(d) {
                if digits < 18 { mantissa = mantissa * 10 + Double(d - 0x30); scale -= 1 }
                digits += 1
                c = it.next()
            }
        }
        guard digits > 0 else { return nil }
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            c = it.next()
            var negative = false
            if c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { negative = c == UInt8(ascii: "-"); c = it.next() }
            var exponent = 0
            var expDigits = 0
            while let d = c, isDigit(d) {
                if exponent < 1000 { exponent = exponent * 10 + Int(d - 0x30) }
                expDigits += 1
                c = it.next()
            }
            guard expDigits > 0 else { return nil }
            scale += negative ? -exponent : exponent
        }
        guard c == nil else { return nil }
        if mantissa == 0 { return 0 }
        // Components are 0…1: a scale outside ±40 is out of range either way.
        guard scale >= -40, scale <= 40 else { return scale < 0 ? 0 : nil }
        var value = mantissa
        if scale > 0 { for _ in 0..<scale { value *= 10 } } else { for _ in 0..<(-scale) { value /= 10 } }
        return value
    }

    /// `x` (expected 0…255) rounded half up and clamped to a byte. By hand: `rounded()` calls
    /// libm's `round`, which the self-contained libraries do not link.
    @_optimize(size) static func byte(_ x: Double) -> UInt32 {
        guard x > 0 else { return 0 }
        guard x < 255 else { return 255 }
        return UInt32(x + 0.5)
    }

    @_optimize(size) static func isDark(_ rgb: UInt32) -> Bool {
        contrastRatio(rgb, 0x000000) < contrastRatio(rgb, 0xFFFFFF)
    }

    @_optimize(size) private static func contains(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
        let n = bytesOf(needle)
        guard haystack.count >= n.count else { return false }
        for i in 0...(haystack.count - n.count) where haystack[i..<(i + n.count)].elementsEqual(n) { return true }
        return false
    }

    /// The foreground colour of a kind, as 0xRRGGBB (its own or its parent's), if it has one.
    @_optimize(size) public func color(of kind: TokenKind) -> UInt32? { palette.style(kind).color }
    /// The background colour.
    public var background: UInt32 { palette.background }
}

extension Palette: Equatable {
    @_optimize(size) static func == (a: Palette, b: Palette) -> Bool {
        a.background == b.background && a.foreground == b.foreground && a.kinds == b.kinds
            && a.highlightBackground == b.highlightBackground
    }
}
