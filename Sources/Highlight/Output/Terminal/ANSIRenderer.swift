/// The Swift API of terminal output and the renderer behind it (`ANSISink`).
extension Highlighter {
    /// `source` highlighted for a terminal (see `TerminalColors`); pair themes use their dark
    /// member.
    public static func ansi(_ source: String, options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> String {
        try rendering(source) { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    /// UTF-8 bytes highlighted for a terminal.
    public static func ansi(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    static func ansi(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, colors: TerminalColors) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(renderANSI(buffer, options: checked, colors: colors))
    }

    static func renderANSI(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                           colors: TerminalColors) -> Result<OutputBuffer, HighlightError> {
        withValidUTF8(input, policy: options.policy) { valid in
            let out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 2, plus: 64))
            if options.diff || options.notation {
                let presented = PresentedSource.prepare(valid, options: options)
                return presented.text.withUnsafeBufferPointer { text in
                    var sink = presented.replay(into: ANSISink(src: text, out: out, theme: options.theme, colors: colors,
                                                               lines: options, marks: presented.marks,
                                                               markColumn: presented.markColumn))
                    sink.finish()
                    return finished(sink.out)
                }
            }
            var sink = runForwarded(valid, into: ANSISink(src: valid, out: out, theme: options.theme, colors: colors, lines: options))
            sink.finish()
            return finished(sink.out)
        }
    }
}
