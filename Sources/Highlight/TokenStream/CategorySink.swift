/// Collapses tokens to the ten highlighting categories and merges adjacent spans of the same
/// category: the label format of the evaluation (`{"bytes": N, "spans": [[a, b, "cat"], …]}`).
struct CategorySink: TokenSink {
    var spans: [(start: Int, end: Int, category: TokenKind)] = []

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let category = kind.category
        if category == .plain { return }
        if let last = spans.last, last.end == start, last.category == category {
            spans[spans.count - 1].end = end
        } else {
            spans.append((start, end, category))
        }
    }

    /// The label JSON for an input of `byteCount` bytes.
    func json(byteCount: Int) -> String {
        var out = "{\"bytes\": \(byteCount), \"spans\": ["
        out.reserveCapacity(spans.count * 24 + 40)
        for (index, span) in spans.enumerated() {
            if index > 0 { out += ", " }
            out += "[\(span.start), \(span.end), \"\(span.category.name)\"]"
        }
        out += "]}"
        return out
    }
}
