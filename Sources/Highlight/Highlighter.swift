/// The Swift API: highlight Swift source to tokens, HTML or category labels.
///
///     let html = try Highlighter.html("let x = 1")
///     // <span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">1</span>
///
/// All functions are pure and thread-safe.
public enum Highlighter {
    /// The largest input accepted, in bytes (token offsets are 32-bit in the C ABI).
    public static let maxInputLength = Int(UInt32.max)

    /// The highlighted tokens of `source`, sorted and non-overlapping.
    public static func tokens(_ source: String) -> [Token] {
        var copy = source
        return copy.withUTF8 { run($0, into: TokenArraySink()).tokens }
    }

    /// The highlighted tokens of UTF-8 bytes. Offsets refer to `bytes`.
    public static func tokens(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws -> [Token] {
        try bytes.withUnsafeBufferPointer { buffer in
            try check(buffer, policy: invalidUTF8)
            return run(buffer, into: TokenArraySink()).tokens
        }
    }

    /// `source` as highlighted HTML.
    public static func html(_ source: String, options: HighlightOptions = HighlightOptions()) throws -> String {
        var copy = source
        let bytes = try copy.withUTF8 { try html(buffer: $0, options: options) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// UTF-8 bytes as highlighted HTML (UTF-8 bytes).
    public static func html(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions()) throws -> [UInt8] {
        try bytes.withUnsafeBufferPointer { try html(buffer: $0, options: options) }
    }

    /// The category label JSON of the evaluation format for `bytes`.
    public static func categoryLabels(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws -> String {
        try bytes.withUnsafeBufferPointer { buffer in
            try check(buffer, policy: invalidUTF8)
            return run(buffer, into: CategorySink()).json(byteCount: buffer.count)
        }
    }

    // MARK: - Shared by the Swift and C entry points

    /// Runs the tokenizer over `bytes` into `sink` and returns the sink.
    static func run<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        var tokenizer = Tokenizer(bytes, sink: sink)
        tokenizer.run()
        return tokenizer.sink
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>, policy: InvalidUTF8Policy) throws {
        if bytes.count > maxInputLength { throw HighlightError.inputTooLarge }
        if policy == .reject, let bad = UTF8Validation.firstInvalidOffset(bytes) {
            throw HighlightError.invalidUTF8(offset: bad)
        }
    }

    static func html(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws -> [UInt8] {
        let checked = try options.validated().get()
        switch renderHTML(buffer, options: checked) {
        case .success(var out):
            defer { out.release() }
            guard let base = out.base else { return [] }
            return Array(UnsafeBufferPointer(start: base, count: out.count))
        case .failure(let error):
            throw error
        }
    }

    // renderHTML(_:options:) is in HTMLRenderer.swift.
}
