/// The terminal renderer behind `Highlighter.ansi` and `swh_highlight_ansi`: `ANSISink` over the
/// code as shown, fed by the `TokenSource`.
enum ANSIRenderer {
    static func renderANSI(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                           colors: TerminalColors) -> Result<OutputBuffer, HighlightError> {
        Pipeline.withValidUTF8(input, policy: options.policy) { valid in
            let out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 2, plus: 64))
            let source = TokenSource(valid, options: options)
            return source.withText { text in
                var sink = source.drive(into: ANSISink(src: text, out: out, palette: options.terminalPalette, colors: colors,
                                                       lines: options, marks: source.marks, markColumn: source.markColumn))
                sink.finish()
                return Pipeline.finished(sink.out)
            }
        }
    }
}
