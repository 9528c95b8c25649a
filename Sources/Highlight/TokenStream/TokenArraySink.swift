/// Collects tokens into a Swift array.
struct TokenArraySink: TokenSink {
    /// A copy of the tokenizer of its own: a token is one append.
    static var tokenizerCopy: TokenizerCopy { .direct }

    var tokens: [Token] = []
    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        tokens.append(Token(start: start, end: end, kind: kind))
    }
}
