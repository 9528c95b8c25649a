/// Renders tokens as HTML: `<span class="PREFIXkind">text</span>` for each token, plain text
/// unwrapped, every `& < > " '` escaped. Streams into an `OutputBuffer` as tokens arrive.
struct HTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    /// End of the last byte written from `src`.
    var written = 0
    /// Opening tags, one per kind, laid out back to back in `tagBytes`.
    let tagBytes: UnsafeBufferPointer<UInt8>
    let tagOffsets: UnsafeBufferPointer<Int>

    /// Creates a sink writing to `out`; `tags` holds the opening tag of each kind.
    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tagBytes = tags.bytes
        self.tagOffsets = tags.offsets
    }

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        if start > written { escape(written, start) }
        let k = Int(kind.rawValue)
        let a = tagOffsets[k], b = tagOffsets[k + 1]
        if let base = tagBytes.baseAddress { out.append(base + a, b - a) }
        escape(start, end)
        out.append("</span>")
        written = end
    }

    /// Writes the rest of the input after the last token.
    mutating func finish() {
        if written < src.count { escape(written, src.count) }
        written = src.count
    }

    /// Writes `src[a..<b]` HTML-escaped.
    @inline(__always)
    mutating func escape(_ a: Int, _ b: Int) {
        guard let base = src.baseAddress, a < b, b <= src.count else { return }
        var run = a
        var k = a
        while k < b {
            let c = base[k]
            if c <= UInt8(ascii: ">") {
                let entity: StaticString
                switch c {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default:
                    k += 1
                    continue
                }
                out.append(base + run, k - run)
                out.append(entity)
                run = k + 1
            }
            k += 1
        }
        out.append(base + run, b - run)
    }
}

/// The opening tags `<span class="PREFIXname">` of every kind, built once per call.
struct HTMLTags {
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    private(set) var offsets: UnsafeBufferPointer<Int>
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let offsetStorage: UnsafeMutableBufferPointer<Int>

    init(prefix: [UInt8]) {
        var all: [UInt8] = []
        var offs: [Int] = [0]
        for kind in TokenKind.allCases {
            all.append(contentsOf: Array("<span class=\"".utf8))
            all.append(contentsOf: prefix)
            let name = kind.nameStaticString
            all.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            all.append(contentsOf: Array("\">".utf8))
            offs.append(all.count)
        }
        storage = .allocate(capacity: all.count)
        _ = storage.initialize(from: all)
        offsetStorage = .allocate(capacity: offs.count)
        _ = offsetStorage.initialize(from: offs)
        bytes = UnsafeBufferPointer(storage)
        offsets = UnsafeBufferPointer(offsetStorage)
    }

    /// Frees the tables; the sink using them must not be used afterwards.
    func deallocate() {
        storage.deallocate()
        offsetStorage.deallocate()
    }
}
