/// The pipeline under the Swift API (`Highlighter.swift`) and the C entry points: input checks,
/// valid UTF-8 for every renderer, running the tokenizer, and rendered buffers handed back.
extension Highlighter {
    /// `render` run over the UTF-8 bytes of `source`; what it wrote, as a string.
    static func rendering(_ source: String,
                          _ render: (UnsafeBufferPointer<UInt8>) throws(HighlightError) -> [UInt8]) throws(HighlightError) -> String {
        var copy = source
        // `String.withUTF8` rethrows untyped errors, so the error travels in a `Result`.
        let bytes = try copy.withUTF8 { buffer in Result { () throws(HighlightError) in try render(buffer) } }.get()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs the tokenizer over `bytes` into `sink` and returns the sink.
    static func run<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        Tokenizer.tokenize(bytes, into: sink)
    }

    /// Refuses input above `maxInputLength` and, under the reject policy, invalid UTF-8.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, policy: InvalidUTF8Policy) throws(HighlightError) {
        if bytes.count > maxInputLength { throw HighlightError.inputTooLarge }
        if policy == .reject, let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw HighlightError.invalidUTF8(offset: bad)
        }
    }

    /// The shared start of every renderer: refuses input above `maxInputLength` and, under the reject
    /// policy, invalid UTF-8; under the replace policy renders a copy with each maximal invalid
    /// subsequence replaced by U+FFFD. `render` always receives valid UTF-8.
    static func withValidUTF8(_ input: UnsafeBufferPointer<UInt8>, policy: InvalidUTF8Policy,
                              _ render: (UnsafeBufferPointer<UInt8>) -> Result<OutputBuffer, HighlightError>)
        -> Result<OutputBuffer, HighlightError> {
        if input.count > maxInputLength { return .failure(.inputTooLarge) }
        guard let bad = UTF8Validation.firstInvalidOffset(input) else { return render(input) }
        if policy == .reject { return .failure(.invalidUTF8(offset: bad)) }
        var replaced = UTF8Validation.replacingInvalid(input)
        defer { replaced.release() }
        guard !replaced.failed else { return .failure(.outOfMemory) }
        return render(UnsafeBufferPointer(start: replaced.base, count: replaced.count))
    }

    /// `out` as a result: the out-of-memory failure (and the buffer freed) when an allocation
    /// failed while writing it.
    static func finished(_ out: OutputBuffer) -> Result<OutputBuffer, HighlightError> {
        var out = out
        if out.failed {
            out.release()
            return .failure(.outOfMemory)
        }
        return .success(out)
    }

    /// Streams the tokens of `bytes` under `options` to `body` (offsets into `bytes`); false
    /// when it stopped early.
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>, options: RenderOptions, _ body: (Token) -> TokenStreamAction) -> Bool {
        withoutActuallyEscaping(body) { escapable in
            !TokenSource(bytes, options: options, offsets: .input).drive(into: ClosureSink(escapable)).stopped
        }
    }

    /// Copies a rendered buffer into an array and frees it, or throws its error.
    static func collect(_ result: Result<OutputBuffer, HighlightError>) throws(HighlightError) -> [UInt8] {
        switch result {
        case .success(var out):
            defer { out.release() }
            guard let base = out.base else { return [] }
            return Array(UnsafeBufferPointer(start: base, count: out.count))
        case .failure(let error):
            throw error
        }
    }

    // The bodies of the public functions: options checked, the renderer run, its output collected.

    static func html(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(renderHTML(buffer, options: checked))
    }

    static func ansi(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, colors: TerminalColors) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(renderANSI(buffer, options: checked, colors: colors))
    }

    static func markdown(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, html: Bool) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(Markdown.render(buffer, options: checked, mode: html ? .html : .markdown))
    }

    static func rehighlightHTML(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws(HighlightError) -> RehighlightedHTML {
        let checked = try options.validated().get()
        var report = CodeBlockReport()
        let html = try collect(rehighlightHTML(buffer, options: checked, report: &report))
        return RehighlightedHTML(html: html, report: report)
    }
}
