/// What a name shows on hover: the bytes `start..<end` of the code, its declaration as
/// Xcode's Quick Help shows it (`func scaled(by factor: Double) -> Point`), and the summary
/// of its documentation comment (its first paragraph; empty when it has none).
public struct Hover: Equatable, Sendable {
    public var start: Int
    public var end: Int
    public var declaration: String
    public var summary: String

    public init(start: Int, end: Int, declaration: String, summary: String) {
        self.start = start
        self.end = end
        self.declaration = declaration
        self.summary = summary
    }

    /// The declaration, and the summary after a blank line when there is one.
    public var text: String { summary.isEmpty ? declaration : declaration + "\n\n" + summary }

    /// The declaration and summary of a hover's Markdown as sourcekit-lsp writes it: a
    /// ```` ```swift ```` block with the declaration, then the documentation (when the name has
    /// several meanings, under `## Multiple results`, the first). Nil without a declaration.
    static func parse(markdown: String) -> (declaration: String, summary: String)? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```swift") }) else { return nil }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
        let declaration = lines[(open + 1)..<close].map { String($0) }
            .filter { !$0.allSatisfy { $0 == " " } }
            .joined(separator: "\n")
        guard !declaration.isEmpty else { return nil }
        var summary: [Substring] = []
        for line in lines[(close + 1)...] {
            let t = line.drop(while: { $0 == " " })
            if t.isEmpty { if summary.isEmpty { continue } else { break } }
            if t.hasPrefix("---") || t.hasPrefix("```") || t.hasPrefix("#") { break }
            summary.append(t)
        }
        return (declaration, summary.joined(separator: " "))
    }
}
