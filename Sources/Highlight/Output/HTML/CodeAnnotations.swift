/// Notes on ranges of the code that HTML shows beside the highlighting, which itself stays as
/// it is: what a name is (a hover), the answer to a `^?` query, a compiler's diagnostic. Made by
/// a compiler (`HighlightCompiler`), given to `Highlighter.html(utf8:options:annotations:)`.
///
/// Each note is an anchor around its range (the range of one token, or plain text between
/// tokens; a range that cuts a token gets no anchor) described by an element with
/// `role="tooltip"` (`aria-describedby`): a hover's opens on pointer hover and on keyboard focus
/// (the anchor has `tabindex="0"`); a query's and a diagnostic's are shown below the line, as
/// Xcode shows them, their text in a `data-note` attribute that the stylesheet shows as
/// generated content. The tooltips hold all the added text and are `user-select: none`, so that
/// copying, or removing the `role="tooltip"` elements, leaves exactly the code. With inline
/// styles (no stylesheet, as in e-mail) a hover is the anchor's `title`, and a note below a line
/// is its text.
public struct CodeAnnotation: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        case hover = 0, query = 1, error = 2, warning = 3, note = 4
    }

    /// Byte offsets into the code.
    public var start: Int
    public var end: Int
    public var kind: Kind
    /// A declaration (hovers, queries: shown as code) or a diagnostic's message.
    public var text: String
    /// A hover's documentation summary; empty for none.
    public var detail: String

    public init(start: Int, end: Int, kind: Kind, text: String, detail: String = "") {
        self.start = start
        self.end = end
        self.kind = kind
        self.text = text
        self.detail = detail
    }

    /// Whether the tooltip is shown below the line rather than on hover.
    var isShownBelowLine: Bool { kind != .hover }

    var kindName: StaticString {
        switch kind {
        case .hover: return "hover"
        case .query: return "query"
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}

/// Annotated HTML: checks of the requests, and the annotations' stylesheet (`Highlighter`
/// serves them).
enum AnnotatedHTML {
    /// `Highlighter.html(utf8:options:annotations:idPrefix:)`: the request's checks, then the block.
    static func html(utf8 bytes: [UInt8], options: HighlightOptions, annotations: [CodeAnnotation],
                     idPrefix: String) throws(HighlightError) -> [UInt8] {
        if options.diff || options.notation {
            throw .invalidOptions("annotations apply to the code as written: not with diff or notation")
        }
        try checkIDPrefix(idPrefix)
        return try annotatedBlock(bytes, options: try options.validated().get(), annotations: annotations, idPrefix: idPrefix)
    }

    /// `Highlighter.annotationCSS(options:)`.
    static func css(options: HighlightOptions) throws(HighlightError) -> String {
        let o = try options.validated().get()
        var css = ""
        let p = String(decoding: o.structuralPrefix, as: UTF8.self)
        // A popup opens below its name. Where CSS anchor positioning is supported, it is
        // placed in the window (flipped to the name's left, or above, where it would not fit), so
        // that it stays in view; elsewhere it opens under the name, as wide as the window allows.
        css += "pre:has(.\(p)anchor){overflow-x:auto}\n"
        css += ".\(p)hover{position:relative;anchor-scope:--\(p)name;anchor-name:--\(p)name}\n"
        css += ".\(p)hover>.\(p)tip{display:none;position:absolute;left:0;top:calc(100% + 2px);z-index:20;width:max-content;"
            + "max-width:min(60ch,calc(100vw - 2em));box-sizing:border-box;padding:.35em .6em;border:1px solid;border-radius:4px;box-shadow:0 2px 8px #0003}\n"
        css += "@supports (position-anchor:--a){.\(p)hover>.\(p)tip{position:fixed;position-anchor:--\(p)name;top:auto;left:auto;"
            + "margin:2px 0;position-area:bottom span-right;position-try-fallbacks:flip-inline,--\(p)fit,flip-block,flip-block flip-inline;"
            + "max-width:min(60ch,calc(100vw - 1em))}}\n"
        css += "@position-try --\(p)fit{position-area:bottom span-all;justify-self:center}\n"
        css += ".\(p)hover:hover>.\(p)tip,.\(p)hover:focus>.\(p)tip{display:block}\n"
        css += ".\(p)tip-doc{display:block;margin-top:.3em;font-family:system-ui,sans-serif}\n"
        // A note below a line shows its text from `data-note` (generated content is neither
        // selected nor copied; it is read out as the tooltip's description).
        css += ".\(p)below{display:block;margin:0 0 .2em;padding:.1em .6em;border-left:3px solid;border-radius:2px}\n"
        css += ".\(p)below::before{content:attr(data-note)}\n"
        css += ".\(p)error,.\(p)warning,.\(p)note-range{text-decoration:underline wavy;text-decoration-skip-ink:none;text-underline-offset:3px}\n"
        func colours(_ palette: Palette, _ scope: String, _ dark: Bool) -> String {
            let bg = String(decoding: hexColor(palette.background), as: UTF8.self)
            let fg = String(decoding: hexColor(palette.foreground), as: UTF8.self)
            let hl = String(decoding: hexColor(palette.highlightBackground), as: UTF8.self)
            let error = dark ? "#ff6b6b" : "#d1242f", warning = dark ? "#e3b341" : "#9a6700"
            var s = "\(scope).\(p)hover>.\(p)tip{background:\(bg);color:\(fg);border-color:\(fg)}\n"
            s += "\(scope).\(p)below{background:\(hl);color:\(fg)}\n"
            s += "\(scope).\(p)error{text-decoration-color:\(error)}\n\(scope).\(p)below-error{border-color:\(error)}\n"
            s += "\(scope).\(p)warning{text-decoration-color:\(warning)}\n\(scope).\(p)below-warning{border-color:\(warning)}\n"
            return s
        }
        if let custom = o.customPalettes.first {
            css += colours(custom, "", XcodeTheme.isDark(custom.background))
        } else if o.theme.isPair {
            css += colours(o.theme.light.palette, "", false)
            css += "@media (prefers-color-scheme: dark) {\n" + colours(o.theme.dark.palette, "", true) + "}\n"
            if !o.darkSelector.isEmpty {
                css += colours(o.theme.dark.palette, String(decoding: CSS.scope(o.darkSelector), as: UTF8.self) + " ", true)
                if let light = CSS.lightTwin(o.darkSelector) {
                    css += colours(o.theme.light.palette, String(decoding: CSS.scope(light), as: UTF8.self) + " ", false)
                }
            }
        } else {
            css += colours(o.theme.palette, "", XcodeTheme.isDark(o.theme.palette.background))
        }
        return css
    }
}

/// The annotations of one rendering, sorted by start, and the prefix of their ids.
struct AnnotationLayout {
    let items: [CodeAnnotation]
    let idPrefix: [UInt8]
}

/// An HTML sink whose plain text (between tokens) can be written up to an offset, so that
/// markup can be put between: `HTMLSink` and `LineHTMLSink`.
protocol PlainTextHTMLSink: TokenSink {
    var out: OutputBuffer { get set }
    var written: Int { get }
    /// Whether each line is an element of its own: markup put between may not span lines.
    var writesLineElements: Bool { get }
    mutating func writePlain(upTo end: Int)
    /// Opens what text at `written` goes inside (a line's element), before markup is put there.
    mutating func beginText()
    mutating func finish()
}

extension HTMLSink: PlainTextHTMLSink {
    var writesLineElements: Bool { false }
    mutating func writePlain(upTo end: Int) {
        if end > written { escape(written, min(end, src.count)); written = min(end, src.count) }
    }
    mutating func beginText() {}
}

extension LineHTMLSink: PlainTextHTMLSink {
    var writesLineElements: Bool { true }
    mutating func writePlain(upTo end: Int) { writeText(upTo: end) }
    mutating func beginText() { openLineIfNeeded() }
}

extension AnnotatedHTML {
    /// `renderHTML(validInput:options:into:)` with annotations: the same caption and wrapper
    /// around the tokens of `HTMLSink<StyledTags>` (which writes every scheme, inline styles
    /// included), through an `AnnotatingSink`. A function of its own, so that the renderers the
    /// C entry points reach hold none of its code.
    static func renderAnnotatedHTML(validInput input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                                    into out: inout OutputBuffer, layout: AnnotationLayout) {
        let tags = HTMLTags(options: options)
        defer { tags.deallocate() }
        let captioned = options.wrapInPre && !options.title.isEmpty
        if captioned { HTMLRenderer.captionOpen(options).withUnsafeBufferPointer { out.append($0) } }
        if options.wrapInPre { HTMLRenderer.wrapperOpen(options).withUnsafeBufferPointer { out.append($0) } }
        let source = TokenSource(input, options: options)
        source.withText { text in
            if options.usesLines {
                let lines = LineLayout(options: options, input: text, marks: source.marks, markColumn: source.markColumn)
                out = renderAnnotated(source, LineHTMLSink(src: text, out: out, tags: tags, layout: lines), text, layout, options)
            } else {
                out = renderAnnotated(source, HTMLSink<StyledTags>(src: text, out: out, tags: tags), text, layout, options)
            }
        }
        if options.wrapInPre { out.append("</code></pre>") }
        if captioned { out.append("</figure>") }
    }

    /// Drives `sink` through an `AnnotatingSink` and returns its output buffer.
    static func renderAnnotated<S: PlainTextHTMLSink>(_ source: TokenSource, _ sink: S, _ text: UnsafeBufferPointer<UInt8>,
                                                      _ layout: AnnotationLayout, _ options: RenderOptions) -> OutputBuffer {
        var annotating = source.drive(into: AnnotatingSink(inner: sink, src: text, layout: layout, options: options))
        annotating.finish()
        return annotating.inner.out
    }
}

/// Puts the annotations' markup around the tokens and plain text another HTML sink writes.
struct AnnotatingSink<Inner: PlainTextHTMLSink>: TokenSink {
    var inner: Inner
    let src: UnsafeBufferPointer<UInt8>
    let layout: AnnotationLayout
    let prefix: [UInt8]
    let inlineStyles: Bool
    let palette: Palette
    /// The next annotation not placed yet.
    var next = 0
    /// Annotations whose tooltip goes below the line being written.
    var below: [Int] = []
    /// With line elements: the offsets of the line feeds, for `fitsLine`.
    let lineFeeds: [Int]

    init(inner: Inner, src: UnsafeBufferPointer<UInt8>, layout: AnnotationLayout, options: RenderOptions) {
        self.inner = inner
        self.src = src
        self.layout = layout
        prefix = options.structuralPrefix
        inlineStyles = options.inlineStyles
        palette = options.palette
        var feeds: [Int] = []
        if inner.writesLineElements {
            for i in 0..<src.count where src[i] == 0x0A { feeds.append(i) }
        }
        lineFeeds = feeds
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        place(upTo: start)
        if next < layout.items.count, layout.items[next].start == start, layout.items[next].end == end, start >= inner.written,
           fitsLine(start, end) {
            let i = next
            next += 1
            open(i)
            inner.emit(start, end, kind)
            // A role without an element leaves its text to the next plain run: written here,
            // inside the anchor.
            if inner.written < end { inner.writePlain(upTo: end) }
            close(i)
        } else {
            inner.emit(start, end, kind)
        }
        // Annotations that began inside the token cannot be anchored: only their tooltips stay.
        while next < layout.items.count, layout.items[next].start < end {
            unanchored(next)
            next += 1
        }
    }

    mutating func finish() {
        place(upTo: src.count)
        inner.finish()
        writeBelow()
    }

    /// Whether an anchor may span `start..<end`: any range, unless each line is an element of
    /// its own (then one without a line break).
    private func fitsLine(_ start: Int, _ end: Int) -> Bool {
        guard inner.writesLineElements else { return true }
        // The first line feed at or after `start` (binary search), and whether it is before `end`.
        var low = 0, high = lineFeeds.count
        while low < high {
            let mid = low + (high - low) / 2
            if lineFeeds[mid] < start { low = mid + 1 } else { high = mid }
        }
        return low == lineFeeds.count || lineFeeds[low] >= end
    }

    /// Writes the plain text up to `limit`, with the annotations that lie in it.
    private mutating func place(upTo limit: Int) {
        while next < layout.items.count, layout.items[next].start < limit {
            let a = layout.items[next]
            let i = next
            next += 1
            guard a.start >= inner.written, a.end <= limit, a.start < a.end, fitsLine(a.start, a.end) else {
                unanchored(i)
                continue
            }
            plain(upTo: a.start)
            open(i)
            plain(upTo: a.end)
            close(i)
        }
        plain(upTo: limit)
    }

    /// Plain text up to `limit`; after each line feed, the tooltips due below that line.
    private mutating func plain(upTo limit: Int) {
        var at = inner.written
        while at < limit {
            if src[at] == 0x0A {
                inner.writePlain(upTo: at + 1)
                writeBelow()
            }
            at += 1
        }
        inner.writePlain(upTo: limit)
    }

    private mutating func unanchored(_ i: Int) {
        if layout.items[i].isShownBelowLine { below.append(i) }
    }

    private mutating func id(_ i: Int) {
        inner.out.append(array: layout.idPrefix + Array(String(i).utf8))
    }

    private mutating func text(_ s: String) {
        let bytes = Array(s.utf8)
        bytes.withUnsafeBufferPointer { appendEscapedHTML(&inner.out, $0, 0, $0.count) }
    }

    private mutating func classes(_ names: [StaticString]) {
        inner.out.append(" class=\"")
        for (k, n) in names.enumerated() {
            if k > 0 { inner.out.append(" ") }
            inner.out.append(array: prefix)
            inner.out.append(n)
        }
        inner.out.append("\"")
    }

    private mutating func open(_ i: Int) {
        let a = layout.items[i]
        inner.beginText()
        inner.out.append("<span")
        switch a.kind {
        case .hover:
            classes(["anchor", "hover"])
            if inlineStyles {
                inner.out.append(" title=\"")
                text(a.detail.isEmpty ? a.text : a.text + "\n\n" + a.detail)
                inner.out.append("\"")
            } else {
                inner.out.append(" tabindex=\"0\"")
            }
        case .query: classes(["anchor", "query"])
        case .error: classes(["anchor", "error"])
        case .warning: classes(["anchor", "warning"])
        case .note: classes(["anchor", "note-range"])
        }
        if !(a.kind == .hover && inlineStyles) {
            inner.out.append(" aria-describedby=\"")
            id(i)
            inner.out.append("\"")
        }
        if inlineStyles && a.kind != .hover && a.kind != .query {
            inner.out.append(" style=\"text-decoration:underline wavy ")
            inner.out.append(a.kind == .error ? "#d1242f" : a.kind == .warning ? "#9a6700" : "currentColor")
            inner.out.append("\"")
        }
        inner.out.append(">")
    }

    private mutating func close(_ i: Int) {
        let a = layout.items[i]
        if a.kind == .hover && !inlineStyles {
            inner.out.append("<span")
            classes(["tip"])
            inner.out.append(" role=\"tooltip\" id=\"")
            id(i)
            inner.out.append("\"><code>")
            text(a.text)
            inner.out.append("</code>")
            if !a.detail.isEmpty {
                inner.out.append("<span")
                classes(["tip-doc"])
                inner.out.append(">")
                text(a.detail)
                inner.out.append("</span>")
            }
            inner.out.append("</span>")
        }
        inner.out.append("</span>")
        if a.isShownBelowLine { below.append(i) }
    }

    /// The tooltips shown below the line just ended.
    private mutating func writeBelow() {
        for i in below {
            let a = layout.items[i]
            inner.out.append("<span")
            switch a.kind {
            case .error: classes(["tip", "below", "below-error"])
            case .warning: classes(["tip", "below", "below-warning"])
            default: classes(["tip", "below"])
            }
            inner.out.append(" role=\"tooltip\" id=\"")
            id(i)
            inner.out.append("\"")
            let label = a.kind == .error ? "error: " : a.kind == .warning ? "warning: " : a.kind == .note ? "note: " : ""
            if inlineStyles {
                // No stylesheet: the text itself, not to be selected.
                inner.out.append(" style=\"display:block;user-select:none;-webkit-user-select:none;white-space:pre-wrap;padding:0 .6em;background:")
                inner.out.append(array: hexColor(palette.highlightBackground))
                inner.out.append("\">")
                text(label + a.text)
            } else {
                inner.out.append(" data-note=\"")
                text(label + a.text)
                inner.out.append("\">")
            }
            inner.out.append("</span>")
        }
        below.removeAll()
    }
}

extension AnnotatedHTML {
    /// Element ids are made of a prefix of 1 to 64 of `[A-Za-z0-9_-]` (so no attribute or
    /// selector needs escaping) and numbers.
    static func checkIDPrefix(_ idPrefix: String) throws(HighlightError) {
        let prefix = Array(idPrefix.utf8)
        guard !prefix.isEmpty, prefix.count <= 64, prefix.allSatisfy({ c in
            c == UInt8(ascii: "-") || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
        }) else {
            throw .invalidOptions("an annotation id prefix is 1 to 64 of [A-Za-z0-9_-]")
        }
    }

    /// One block with annotations under options already checked (those of a fence), and with
    /// Xcode's finer kinds, the compiler's kinds of its names when given (`names`, offsets into
    /// `bytes`, in place of the options' own).
    static func annotatedBlock(_ bytes: [UInt8], options given: RenderOptions, annotations: [CodeAnnotation],
                               names: [ResolvedName]? = nil, idPrefix: String) throws(HighlightError) -> [UInt8] {
        var options = given
        if let names, options.xcodeKinds { options.resolvedNames = names }
        for a in annotations where a.start < 0 || a.end < a.start || a.end > bytes.count {
            throw .invalidOptions("an annotation's range \(a.start)..<\(a.end) is outside the code (\(bytes.count) bytes)")
        }
        let sorted = annotations.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map { $0.element }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.collect(Pipeline.withValidUTF8(buffer, policy: options.policy) { valid in
                var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 3, plus: 256))
                renderAnnotatedHTML(validInput: valid, options: options, into: &out,
                                    layout: AnnotationLayout(items: sorted, idPrefix: Array(idPrefix.utf8)))
                return Pipeline.finished(out)
            })
        }
    }
}
