/// One highlighted token: the bytes `range` of the input have kind `kind`.
public struct Token: Equatable, Sendable, BitwiseCopyable {
    /// Byte offset of the token's first byte in the input.
    public var start: Int
    /// Byte offset just past the token's last byte.
    public var end: Int
    public var kind: TokenKind

    public init(start: Int, end: Int, kind: TokenKind) {
        self.start = start
        self.end = end
        self.kind = kind
    }

    /// The token's byte range in the input.
    public var range: Range<Int> { start..<end }
}
