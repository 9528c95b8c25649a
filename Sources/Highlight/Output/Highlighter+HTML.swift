/// The HTML renderer: picks the sink for the options (`HTMLSink`, `StyledHTMLSink`,
/// `LineHTMLSink`) and writes the `<pre><code>` wrapper around its output.
extension Highlighter {
    /// The opening of the `<pre><code>` wrapper (see `HighlightOptions.wrapInPre`).
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
            let palette = options.theme.palette
            out += Array(" style=\"color:".utf8) + hexColor(palette.foreground) + Array(";background:".utf8)
                + hexColor(palette.background) + [UInt8(ascii: "\"")]
        }
        out += Array("><code".utf8)
        var codeClasses: [UInt8] = options.languageClass ? Array("language-swift".utf8) : []
        let code = options.scheme.codeContainerClass
        if code.utf8CodeUnitCount > 0 {
            if !codeClasses.isEmpty { codeClasses.append(UInt8(ascii: " ")) }
            codeClasses += UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        }
        if !codeClasses.isEmpty { out += Array(" class=\"".utf8) + codeClasses + [UInt8(ascii: "\"")] }
        out.append(UInt8(ascii: ">"))
        return out
    }

    /// Renders HTML into a malloc'd buffer (the caller owns it on success).
    static func renderHTML(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions) -> Result<OutputBuffer, HighlightError> {
        withValidUTF8(input, policy: options.policy) { valid in
            var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 3, plus: 256))
            renderHTML(validInput: valid, options: options, into: &out)
            return finished(out)
        }
    }

    /// Appends the HTML of valid UTF-8 `input` to `out`.
    static func renderHTML(validInput input: UnsafeBufferPointer<UInt8>, options: RenderOptions, into out: inout OutputBuffer) {
        let tags = HTMLTags(options: options)
        defer { tags.deallocate() }
        if options.wrapInPre {
            wrapperOpen(options).withUnsafeBufferPointer { out.append($0) }
        }
        if options.usesLines {
            var sink = run(input, into: LineHTMLSink(src: input, out: out, tags: tags,
                                                      layout: LineLayout(options: options, input: input)))
            sink.finish()
            out = sink.out
        } else if options.scheme == .native && !options.inlineStyles {
            var sink = runBatched(input, into: HTMLSink(src: input, out: out, tags: tags))
            sink.finish()
            out = sink.out
        } else {
            var sink = run(input, into: StyledHTMLSink(src: input, out: out, tags: tags))
            sink.finish()
            out = sink.out
        }
        if options.wrapInPre { out.append("</code></pre>") }
    }
}
