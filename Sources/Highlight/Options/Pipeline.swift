/// The frame of every request under the Swift API (`Highlighter.swift`) and the C entry points:
/// the input limit and checks, valid UTF-8 for every renderer, and rendered buffers handed back.
enum Pipeline {
    /// The largest input accepted, in bytes (`Highlighter.maxInputLength` says why).
    static let maxInputLength = MemoryLayout<Int>.size >= 8 ? Int(clamping: UInt32.max) : Int.max / 4

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
}
