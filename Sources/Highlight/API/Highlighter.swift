/// The Swift API: highlight Swift source to tokens, HTML or category labels.
///
///     let html = try Highlighter.html("let x = 1")
///     // <span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">1</span>
///
/// All functions are pure and thread-safe.
public enum Highlighter {
    /// The library's version, e.g. "0.2.0" (the C API's `swh_version_string()`).
    public static var version: String {
        let s = LibraryVersion.string
        return String(decoding: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount), as: UTF8.self)
    }

    /// The largest input accepted, in bytes. Where `Int` has 64 bits: 4 GiB − 1, because token
    /// offsets are 32-bit in the C ABI. Where it has 32 bits (wasm32, 32-bit ARM): `Int.max / 4`
    /// (512 MiB − 1), so that every size the engine derives from an input length (an output
    /// estimate of three bytes per input byte, a copy with invalid UTF-8 replaced, an offset plus
    /// its look-ahead) stays below `Int.max`.
    public static let maxInputLength = MemoryLayout<Int>.size >= 8 ? Int(clamping: UInt32.max) : Int.max / 4

    /// The highlighted tokens of `source`, sorted and non-overlapping.
    public static func tokens(_ source: String) -> [Token] {
        var copy = source
        return copy.withUTF8 { run($0, into: TokenArraySink()).tokens }
    }

    /// The highlighted tokens of UTF-8 bytes. Offsets refer to `bytes`.
    public static func tokens(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws(HighlightError) -> [Token] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try check(buffer, policy: invalidUTF8)
            return run(buffer, into: TokenArraySink()).tokens
        }
    }

    /// Calls `body` with each highlighted token of `source`, in order, as the tokenizer finds
    /// it, without collecting the tokens (the same tokens `tokens(_:)` returns). `body` returns
    /// `.continue` for the next token or `.stop` to end early; after `.stop` it is not called
    /// again.
    ///
    ///     var firstComment: Token?
    ///     Highlighter.forEachToken(in: source) { token in
    ///         guard token.kind.category == .comment else { return .continue }
    ///         firstComment = token
    ///         return .stop
    ///     }
    ///
    /// - Returns: `true` when every token was delivered, `false` when `body` stopped early.
    @discardableResult
    public static func forEachToken(in source: String, _ body: (Token) -> TokenStreamAction) -> Bool {
        var copy = source
        return copy.withUTF8 { stream($0, body) }
    }

    /// `forEachToken(in:_:)` for UTF-8 bytes: offsets refer to `bytes`. The input is checked
    /// before the first token: invalid UTF-8 under `.reject` and inputs of 4 GiB or more throw
    /// without calling `body`; under `.replace` invalid sequences are plain (or part of the
    /// string literal or comment they are in), as in `tokens(utf8:invalidUTF8:)`.
    @discardableResult
    public static func forEachToken(inUTF8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject,
                                    _ body: (Token) -> TokenStreamAction) throws(HighlightError) -> Bool {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try check(buffer, policy: invalidUTF8)
            return stream(buffer, body)
        }
    }

    /// Streams the tokens of `bytes` to `body`; false when it stopped early.
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Token) -> TokenStreamAction) -> Bool {
        withoutActuallyEscaping(body) { escapable in
            !runBatched(bytes, into: ClosureSink(escapable)).stopped
        }
    }

    /// `source` as highlighted HTML.
    public static func html(_ source: String, options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        try rendering(source) { (buffer) throws(HighlightError) in try html(buffer: buffer, options: options) }
    }

    /// UTF-8 bytes as highlighted HTML (UTF-8 bytes).
    public static func html(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try html(buffer: buffer, options: options) }
    }

    /// The category label JSON of the evaluation format for `bytes`.
    public static func categoryLabels(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws(HighlightError) -> String {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try check(buffer, policy: invalidUTF8)
            return run(buffer, into: CategorySink()).json(byteCount: buffer.count)
        }
    }

    // MARK: - Shared by the Swift and C entry points

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

    static func check(_ bytes: UnsafeBufferPointer<UInt8>, policy: InvalidUTF8Policy) throws(HighlightError) {
        if bytes.count > maxInputLength { throw HighlightError.inputTooLarge }
        if policy == .reject, let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw HighlightError.invalidUTF8(offset: bad)
        }
    }

    static func html(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(renderHTML(buffer, options: checked))
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

    // renderHTML(_:options:) is in HTMLRenderer.swift.
}
