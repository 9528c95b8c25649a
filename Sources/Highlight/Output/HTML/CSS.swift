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
    @_optimize(size) static func stylesheet(_ options: RenderOptions) -> Result<OutputBuffer, HighlightError> {
        var out = OutputBuffer(initialCapacity: 4096)
        let bytes = text(options)
        bytes.withUnsafeBufferPointer { out.append($0) }
        if out.failed {
            out.release()
            return .failure(.outOfMemory)
        }
        return .success(out)
    }

    /// The stylesheet as bytes; with `page`, rules for the page itself come first (`:root`'s
    /// `color-scheme`, the body's background and text), as `--standalone` pages use.
    @_optimize(size) static func text(_ options: RenderOptions, page: Bool = false) -> [UInt8] {
        var css: [UInt8] = []
        @_optimize(size) func add(_ s: String) { css += Array(s.utf8) }
        add("/* swift-highlight: theme \(options.customPalettes.isEmpty ? options.theme.name : "from a file"), scheme \(options.scheme.name)")
        if options.prefix != nil { add(", class prefix \"\(String(decoding: options.tokenPrefix, as: UTF8.self))\"") }
        add(" */\n")
        if !options.customPalettes.isEmpty {
            add("/* The rules for Xcode's finer kinds (declared names, marks, URLs, documentation keywords, classes,"
                + " project and system names) style HTML highlighted with them: swift-highlight --xcode-kinds, which"
                + " --theme with an Xcode theme file brings (SWH_FLAG_XCODE_KINDS, xcodeKinds in the libraries). */\n")
        }
        let theme = options.theme
        if let custom = options.customPalettes.first {
            // A theme file: one palette, light or dark as its background is.
            if page { pageRules(custom, scheme: XcodeTheme.isDark(custom.background) ? "dark" : "light", scope: [], indent: "", into: &css) }
            rules(options, palette: custom, scope: [], indent: "", into: &css)
        } else if theme.isPair {
            if page { pageRules(theme.light.palette, scheme: "light dark", scope: [], indent: "", into: &css) }
            rules(options, palette: theme.light.palette, scope: [], indent: "", into: &css)
            append("@media (prefers-color-scheme: dark) {\n", to: &css)
            if page { pageRules(theme.dark.palette, scheme: "", scope: [], indent: "  ", into: &css) }
            rules(options, palette: theme.dark.palette, scope: [], indent: "  ", into: &css)
            append("}\n", to: &css)
            if !options.darkSelector.isEmpty {
                // The site's toggle: dark under the selector, and light under its light twin
                // (after the media query, so a site that says light wins over a dark system).
                let dark = scope(options.darkSelector)
                if page { pageRules(theme.dark.palette, scheme: "dark", scope: dark, indent: "", into: &css) }
                rules(options, palette: theme.dark.palette, scope: dark, indent: "", into: &css)
                if let lightSelector = lightTwin(options.darkSelector) {
                    let light = scope(lightSelector)
                    if page { pageRules(theme.light.palette, scheme: "light", scope: light, indent: "", into: &css) }
                    rules(options, palette: theme.light.palette, scope: light, indent: "", into: &css)
                }
            }
        } else {
            if page { pageRules(theme.palette, scheme: theme == .xcodeDark || theme == .highContrastDark ? "dark" : "light",
                                scope: [], indent: "", into: &css) }
            rules(options, palette: theme.palette, scope: [], indent: "", into: &css)
        }
        return css
    }

    /// Appends a static string.
    @inline(never)
    @_optimize(size) static func append(_ s: StaticString, to css: inout [UInt8]) {
        css.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    /// Appends one rule: `lead`, `selector`, `{`, `before`, the colour, `after` and `}` with a
    /// line feed.
    @inline(never)
    @_optimize(size) static func rule(_ css: inout [UInt8], _ lead: [UInt8], _ selector: [UInt8], _ before: StaticString, _ colour: UInt32,
                     _ after: StaticString) {
        css += lead
        css += selector
        append("{", to: &css)
        append(before, to: &css)
        css += hexColor(colour)
        append(after, to: &css)
        append("}\n", to: &css)
    }

    /// `selector` as the start of a descendant selector: itself, or `:is(selector)` when it is a
    /// list (it has a comma).
    @_optimize(size) static func scope(_ selector: [UInt8]) -> [UInt8] {
        selector.contains(UInt8(ascii: ",")) ? Array(":is(".utf8) + selector + [UInt8(ascii: ")")] : selector
    }

    /// The light counterpart of a dark selector: every `dark` replaced by `light` (`.dark` →
    /// `.light`, `[data-theme="dark"]` → `[data-theme="light"]`); nil when it has no `dark`.
    @_optimize(size) static func lightTwin(_ selector: [UInt8]) -> [UInt8]? {
        let dark = Array("dark".utf8), light = Array("light".utf8)
        var out: [UInt8] = []
        var k = 0, found = false
        while k < selector.count {
            if k + dark.count <= selector.count && selector[k..<(k + dark.count)].elementsEqual(dark) {
                out += light
                k += dark.count
                found = true
            } else {
                out.append(selector[k])
                k += 1
            }
        }
        return found ? out : nil
    }

    /// The page's rules: `color-scheme` on the root (when `scheme` is given) and the body's colours.
    /// `scheme` "" (inside the media query) writes no `color-scheme`.
    @inline(never)
    @_optimize(size) private static func pageRules(_ palette: Palette, scheme: StaticString, scope: [UInt8], indent: StaticString,
                                  into css: inout [UInt8]) {
        if scheme.utf8CodeUnitCount > 0 {
            append(indent, to: &css)
            if scope.isEmpty { append(":root", to: &css) } else { css += scope }
            append("{color-scheme:", to: &css)
            append(scheme, to: &css)
            append("}\n", to: &css)
        }
        var lead: [UInt8] = []
        append(indent, to: &lead)
        if !scope.isEmpty { lead += scope + [UInt8(ascii: " ")] }
        rule(&css, lead, Array("body".utf8), "color:", palette.foreground, "")
        css.removeLast(2)
        append(";background:", to: &css)
        css += hexColor(palette.background)
        append("}\n", to: &css)
    }

    /// The container selector of the scheme (`.swh-code`, `.splash`, `.hljs`, `.highlight`).
    @_optimize(size) static func container(_ options: RenderOptions) -> [UInt8] {
        let pre = options.scheme.preContainerClass
        let code = options.scheme.codeContainerClass
        let special = pre.utf8CodeUnitCount > 0 ? pre : code
        if special.utf8CodeUnitCount > 0 {
            return [UInt8(ascii: ".")] + Array(UnsafeBufferPointer(start: special.utf8Start, count: special.utf8CodeUnitCount))
        }
        return cssClassSelector(options.structuralPrefix + Array("code".utf8))
    }

    @inline(never)
    @_optimize(size) private static func rules(_ options: RenderOptions, palette: Palette, scope: [UInt8], indent: StaticString, into css: inout [UInt8]) {
        @_optimize(size) func add(_ s: String) { css += Array(s.utf8) }
        @_optimize(size) func add(_ b: [UInt8]) {
            // Every rule starts with `indent`; a scope goes before each rule's selector.
            css += b
        }
        var lead: [UInt8] = []
        append(indent, to: &lead)
        if !scope.isEmpty { lead += scope + [UInt8(ascii: " ")] }
        @_optimize(size) func start() { css += lead }
        let container = container(options)
        let p = options.structuralPrefix
        let tokenPrefix = options.tokenPrefix
        let scoped = tokenPrefix.isEmpty
        // The container.
        start(); add(container)
        add("{color:"); add(hexColor(palette.foreground)); add(";background:"); add(hexColor(palette.background)); add("}\n")
        // Tokens.
        var seen: [[UInt8]] = []
        for role in StyleRole.allCases where role != .plain {
            if !options.scheme.refines && role.rawValue >= StyleRole.booleanLiteral.rawValue { continue }
            guard let selector = options.scheme.selector(for: role, prefix: tokenPrefix) else { continue }
            if seen.contains(selector) { continue }
            seen.append(selector)
            let style = palette.style(role)
            start()
            if scoped { add(container); add(" ") }
            add(selector)
            add("{")
            // Unstyled kinds inherit, so that a dark sheet after a light one resets them.
            add(style.isEmpty ? Array("color:inherit".utf8) : style.css)
            add("}\n")
        }
        // Line numbers, diff marks, and marked lines. Numbers, marks and captions are not
        // selectable, so copying a block copies only the code.
        @_optimize(size) func cls(_ name: StaticString) -> [UInt8] {
            cssClassSelector(p + Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)))
        }
        let unselectable: StaticString = ";font-style:normal;font-weight:normal;user-select:none;-webkit-user-select:none"
        let wholeLine: StaticString = "display:inline-block;min-width:100%;background:"
        rule(&css, lead, cls("ln"), "padding-right:1em;color:", palette.gutter, unselectable)
        rule(&css, lead, cls("mark"), "padding-right:0.5em;color:", palette.gutter, unselectable)
        rule(&css, lead, cls("hl"), wholeLine, palette.highlightBackground, "")
        rule(&css, lead, cls("add"), wholeLine, palette.addedBackground, "")
        rule(&css, lead, cls("del"), wholeLine, palette.removedBackground, "")
        rule(&css, lead, cls("add") + [UInt8(ascii: " ")] + cls("mark"), "color:", palette.addedMark, "")
        rule(&css, lead, cls("del") + [UInt8(ascii: " ")] + cls("mark"), "color:", palette.removedMark, "")
        rule(&css, lead, cls("focus"), "display:inline-block;min-width:100%;box-shadow:inset 3px 0 0 ", palette.gutter, "")
        // A captioned block: the title bar above the code, in the block's colours.
        css += lead + cls("block")
        append("{margin:1em 0}\n", to: &css)
        css += lead + cls("block")
        append(" > pre{margin:0}\n", to: &css)
        rule(&css, lead, cls("title"), "padding:0.25em 1em;font-family:ui-monospace,monospace;font-size:0.9em;background:",
             palette.highlightBackground, unselectable)
        css.removeLast(2)  // the title's text colour in the same rule
        append(";color:", to: &css)
        css += hexColor(palette.foreground)
        append("}\n", to: &css)
    }
}
