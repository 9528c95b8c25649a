/// The HTML renderer: picks the sink for the options (`HTMLSink` with the native tags or the
/// styled ones, `LineHTMLSink`) and writes the `<pre><code>` wrapper around its output.
enum HTMLRenderer {
    /// The opening of the `<pre><code>` wrapper (see `HighlightOptions.wrapInPre`): the `<code>`
    /// always has the class `language-swift`, so that every door means the same by a wrapper.
    static func wrapperOpen(_ options: RenderOptions) -> [UInt8] {
        let p = options.structuralPrefix
        var out = Array("<pre class=\"".utf8) + p + Array("code".utf8)
        let pre = options.scheme.preContainerClass
        if pre.utf8CodeUnitCount > 0 {
            out.append(UInt8(ascii: " "))
            out += UnsafeBufferPointer(start: pre.utf8Start, count: pre.utf8CodeUnitCount)
        }
        out.append(UInt8(ascii: "\""))
        if options.inlineStyles {
            let palette = options.palette
            out += Array(" style=\"color:".utf8) + hexColor(palette.foreground) + Array(";background:".utf8)
                + hexColor(palette.background) + [UInt8(ascii: "\"")]
        }
        out += Array("><code".utf8)
        var codeClasses: [UInt8] = Array("language-swift".utf8)
        let code = options.scheme.codeContainerClass
        let codeClass = UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        if code.utf8CodeUnitCount > 0 && !codeClasses.elementsEqual(codeClass) {
            codeClasses.append(UInt8(ascii: " "))
            codeClasses += UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        }
        out += Array(" class=\"".utf8) + codeClasses + [UInt8(ascii: "\"")]
        out.append(UInt8(ascii: ">"))
        return out
    }

    /// Renders HTML into a malloc'd buffer (the caller owns it on success).
    static func renderHTML(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions) -> Result<OutputBuffer, HighlightError> {
        Pipeline.withValidUTF8(input, policy: options.policy) { valid in
            var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 3, plus: 256))
            renderHTML(validInput: valid, options: options, into: &out)
            return Pipeline.finished(out)
        }
    }

    /// The opening of a captioned block (`title` with `wrapInPre`): `<figure class="PREFIXblock">`
    /// and the HTML-escaped title in `<figcaption class="PREFIXtitle">`.
    static func captionOpen(_ options: RenderOptions) -> [UInt8] {
        let p = options.structuralPrefix
        var out = Array("<figure class=\"".utf8) + p + Array("block\"><figcaption class=\"".utf8) + p + Array("title\"".utf8)
        if options.inlineStyles {
            let palette = options.palette
            out += Array(" style=\"color:".utf8) + hexColor(palette.foreground) + Array(";background:".utf8)
                + hexColor(palette.highlightBackground) + Array(";padding:0.25em 1em;font-family:monospace;user-select:none;-webkit-user-select:none\"".utf8)
        }
        out.append(UInt8(ascii: ">"))
        var escaped = OutputBuffer(initialCapacity: options.title.count * 6 + 8)
        defer { escaped.release() }
        options.title.withUnsafeBufferPointer { appendEscapedHTML(&escaped, $0, 0, $0.count) }
        if let base = escaped.base { out += UnsafeBufferPointer(start: base, count: escaped.count) }
        out += Array("</figcaption>".utf8)
        return out
    }

    /// Whether `options` are written with `HTMLSink<NativeTags>`: the native classes, unrefined,
    /// every kind with a tag. In WebAssembly never: the styled sink writes them the same, and
    /// one sink less keeps the module small.
    @inline(__always)
    static func nativeTags(_ options: RenderOptions) -> Bool {
        #if arch(wasm32)
        return false
        #else
        return options.scheme == .native && !options.inlineStyles && !options.xcodeKinds
        #endif
    }

    /// Appends the HTML of valid UTF-8 `input` to `out`.
    static func renderHTML(validInput input: UnsafeBufferPointer<UInt8>, options: RenderOptions, into out: inout OutputBuffer) {
        let tags = HTMLTags(options: options)
        defer { tags.deallocate() }
        let captioned = options.wrapInPre && !options.title.isEmpty
        if captioned {
            captionOpen(options).withUnsafeBufferPointer { out.append($0) }
        }
        if options.wrapInPre {
            wrapperOpen(options).withUnsafeBufferPointer { out.append($0) }
        }
        let source = TokenSource(input, options: options)
        source.withText { text in
            if options.usesLines {
                let layout = LineLayout(options: options, input: text, marks: source.marks, markColumn: source.markColumn)
                var sink = source.drive(into: LineHTMLSink(src: text, out: out, tags: tags, layout: layout))
                sink.finish()
                out = sink.out
            } else if HTMLRenderer.nativeTags(options) {
                var sink = source.drive(into: HTMLSink<NativeTags>(src: text, out: out, tags: tags))
                sink.finish()
                out = sink.out
            } else {
                var sink = source.drive(into: HTMLSink<StyledTags>(src: text, out: out, tags: tags))
                sink.finish()
                out = sink.out
            }
        }
        if options.wrapInPre { out.append("</code></pre>") }
        if captioned { out.append("</figure>") }
    }
}
