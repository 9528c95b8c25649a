/// The terminal renderer behind `Highlighter.ansi` and `swh_highlight_ansi`: `ANSISink` over the
/// code as shown.
extension Highlighter {
    static func renderANSI(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                           colors: TerminalColors) -> Result<OutputBuffer, HighlightError> {
        withValidUTF8(input, policy: options.policy) { valid in
            let out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 2, plus: 64))
            if options.diff || options.notation {
                let presented = PresentedSource.prepare(valid, options: options)
                return presented.text.withUnsafeBufferPointer { text in
                    var sink = presented.replay(into: ANSISink(src: text, out: out, palette: options.terminalPalette, colors: colors,
                                                               lines: options, marks: presented.marks,
                                                               markColumn: presented.markColumn))
                    sink.finish()
                    return finished(sink.out)
                }
            }
            let plain = ANSISink(src: valid, out: out, palette: options.terminalPalette, colors: colors, lines: options)
            var sink = options.xcodeKinds ? runXcodeKinds(valid, names: options.projectNames, into: plain)
                : runForwarded(valid, into: plain)
            sink.finish()
            return finished(sink.out)
        }
    }
}
