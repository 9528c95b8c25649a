/// `HTMLSink` for the other schemes and inline styles: tokens may be refined to finer roles
/// (`StyleRole.refine`), and roles without a tag stay plain.
struct StyledHTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    let tags: HTMLTags

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let (a, b) = tags.tag(kind, src, start, end)
        // A role without an element stays plain: it is written with the next plain run.
        if a == b { return }
        if start > written { appendEscapedHTML(&out, src, written, start) }
        if let base = tags.bytes.baseAddress { out.append(base + a, b - a) }
        appendEscapedHTML(&out, src, start, end)
        out.append("</span>")
        written = end
    }

    mutating func finish() {
        if written < src.count { appendEscapedHTML(&out, src, written, src.count) }
        written = src.count
    }
}
