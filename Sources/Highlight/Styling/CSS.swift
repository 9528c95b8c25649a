/// Stylesheet generation for any scheme + prefix + theme (`swh_css`, `swift-highlight --css`).
///
/// The sheet has, for each single theme:
///   - the container rule: `.PREFIXcode` or the scheme's container (`.splash`, `.hljs`,
///     `.highlight`), with the theme's text and background colours;
///   - one rule per distinct token selector of the scheme (the first role mapping to a selector
///     gives its style, so `.hljs-comment` takes the comment colour, not the doc-comment one);
///     selectors whose classes carry no prefix are scoped under the container, as Pygments
///     scopes under `.highlight`;
///   - line numbers (`.PREFIXln`: the gutter colour, not selectable) and highlighted lines
///     (`.PREFIXhl`: the highlight background across the whole line).
/// A pair theme gives the light sheet, then the dark one inside
/// `@media (prefers-color-scheme: dark) { … }`. All text comes from our own tables and the
/// validated prefix, so nothing in a sheet comes from input.
enum CSS {
    static func stylesheet(_ options: RenderOptions) -> Result<OutputBuffer, HighlightError> {
        var out = OutputBuffer(initialCapacity: 4096)
        let bytes = text(options)
        bytes.withUnsafeBufferPointer { out.append($0) }
        if out.failed {
            out.release()
            return .failure(.outOfMemory)
        }
        return .success(out)
    }

    /// The stylesheet as bytes.
    static func text(_ options: RenderOptions) -> [UInt8] {
        var css: [UInt8] = []
        func add(_ s: String) { css += Array(s.utf8) }
        add("/* swift-highlight: theme \(options.theme.name), scheme \(options.scheme.name)")
        if options.prefix != nil { add(", class prefix \"\(String(decoding: options.tokenPrefix, as: UTF8.self))\"") }
        add(" */\n")
        let theme = options.theme
        if theme.isPair {
            rules(options, palette: theme.light.palette, indent: "", into: &css)
            add("@media (prefers-color-scheme: dark) {\n")
            rules(options, palette: theme.dark.palette, indent: "  ", into: &css)
            add("}\n")
        } else {
            rules(options, palette: theme.palette, indent: "", into: &css)
        }
        return css
    }

    /// The container selector of the scheme (`.swh-code`, `.splash`, `.hljs`, `.highlight`).
    static func container(_ options: RenderOptions) -> [UInt8] {
        let pre = options.scheme.preContainerClass
        let code = options.scheme.codeContainerClass
        let special = pre.utf8CodeUnitCount > 0 ? pre : code
        if special.utf8CodeUnitCount > 0 {
            return [UInt8(ascii: ".")] + Array(UnsafeBufferPointer(start: special.utf8Start, count: special.utf8CodeUnitCount))
        }
        return cssClassSelector(options.structuralPrefix + Array("code".utf8))
    }

    private static func rules(_ options: RenderOptions, palette: Palette, indent: String, into css: inout [UInt8]) {
        func add(_ s: String) { css += Array(s.utf8) }
        func add(_ b: [UInt8]) { css += b }
        let container = container(options)
        let p = options.structuralPrefix
        let tokenPrefix = options.tokenPrefix
        let scoped = tokenPrefix.isEmpty
        // The container.
        add(indent); add(container)
        add("{color:"); add(hexColor(palette.foreground)); add(";background:"); add(hexColor(palette.background)); add("}\n")
        // Tokens.
        var seen: [[UInt8]] = []
        for role in StyleRole.allCases where role != .plain {
            if !options.scheme.refines && role.rawValue >= StyleRole.booleanLiteral.rawValue { continue }
            guard let selector = options.scheme.selector(for: role, prefix: tokenPrefix) else { continue }
            if seen.contains(selector) { continue }
            seen.append(selector)
            let style = palette.style(role)
            add(indent)
            if scoped { add(container); add(" ") }
            add(selector)
            add("{")
            // Unstyled kinds inherit, so that a dark sheet after a light one resets them.
            add(style.isEmpty ? Array("color:inherit".utf8) : style.css)
            add("}\n")
        }
        // Line numbers and highlighted lines.
        add(indent); add(cssClassSelector(p + Array("ln".utf8)))
        add("{color:"); add(hexColor(palette.gutter))
        add(";font-style:normal;font-weight:normal;padding-right:1em;user-select:none;-webkit-user-select:none}\n")
        add(indent); add(cssClassSelector(p + Array("hl".utf8)))
        add("{display:inline-block;min-width:100%;background:"); add(hexColor(palette.highlightBackground)); add("}\n")
    }
}

extension Highlighter {
    /// A stylesheet for `options.theme` with the selectors of `options.scheme` and
    /// `options.classPrefix` (see `swh_css`).
    public static func css(options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        let checked = try options.validated().get()
        return String(decoding: CSS.text(checked), as: UTF8.self)
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
