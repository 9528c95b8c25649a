/// A name's finer kind as a compiler resolved it: the bytes `start..<end` of the input are a
/// name of `kind`, one of Xcode's kinds of names (`class`, `systemFunction`, `variable`,
/// `constant`, …; `plain` for a local or a parameter). Given in `HighlightOptions.resolvedNames`
/// with Xcode's finer kinds, it wins over the engine's own rules where it covers exactly a name
/// token whose category is the kind's (so no token's category ever changes), and names plain
/// text between tokens when its kind is of the plain category (a `variable`, a declared name).
public struct ResolvedName: Equatable, Sendable {
    /// Byte offsets into the input.
    public var start: Int
    public var end: Int
    public var kind: TokenKind

    public init(start: Int, end: Int, kind: TokenKind) {
        self.start = start
        self.end = end
        self.kind = kind
    }
}
