/// Collects tokens into a Swift array.
struct TokenArraySink: TokenSink {
    var tokens: [Token] = []
    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        tokens.append(Token(start: start, end: end, kind: kind))
    }
}
