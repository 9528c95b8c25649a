/// `HTMLSink` for the other schemes and inline styles: tokens may be refined to finer roles
/// (`StyleRole.refine`), and roles without a tag stay plain.
struct StyledHTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    let tagBytes: UnsafeBufferPointer<UInt8>
    let tagOffsets: UnsafeBufferPointer<Int>
    let refine: Bool

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tagBytes = tags.bytes
        self.tagOffsets = tags.offsets
        self.refine = tags.refine
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        var k = Int(kind.rawValue)
        if refine { k = Int(StyleRole.refine(kind, src, start, end).rawValue) }
        let a = tagOffsets[k], b = tagOffsets[k + 1]
        // A role without an element stays plain: it is written with the next plain run.
        if a == b { return }
        if start > written { appendEscapedHTML(&out, src, written, start) }
        if let base = tagBytes.baseAddress { out.append(base + a, b - a) }
        appendEscapedHTML(&out, src, start, end)
        out.append("</span>")
        written = end
    }

    mutating func finish() {
        if written < src.count { appendEscapedHTML(&out, src, written, src.count) }
        written = src.count
    }
}
