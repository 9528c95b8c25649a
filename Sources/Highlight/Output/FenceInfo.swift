/// The options of a fenced code block, read from its info string (the text after the opening
/// ```` ``` ````), in the notations Markdown tools already use:
///
/// | option                              | meaning                                           | from                         |
/// |-------------------------------------|---------------------------------------------------|------------------------------|
/// | `swift` (any case) first            | the block is Swift                                | CommonMark info string       |
/// | `diff-swift` first, or `diff`       | the block is a diff (`SWH_FLAG_DIFF`)             | Shiki, GitHub-style          |
/// | `{3,5-7}`                           | highlight lines 3 and 5 to 7                      | Docusaurus, rehype-pretty-code, VitePress |
/// | `hl_lines="3 5-7"`                  | the same                                          | Pygments, pymdownx           |
/// | `showLineNumbers`, `showLineNumbers{10}` | line numbers (from 10)                       | rehype-pretty-code, Docusaurus |
/// | `linenums="10"`                     | line numbers from 10                              | pymdownx                     |
/// | `startLine=10`                      | line numbers from 10                              |                              |
/// | `title="Pager.swift"`               | a caption                                         | Docusaurus, expressive-code  |
///
/// Highlighted line numbers count from 1 at the block's first line, whatever number line
/// numbering starts from. Values may be quoted with `"` or `'` (an unclosed quote runs to the
/// end) or bare (up to the next space). Options are separated by spaces or tabs; unknown words
/// and `{…}` groups that do not start with a digit (Pandoc-style attributes such as `{.class}`)
/// are ignored. A repeated option: the last value wins, line ranges add up. A range list that
/// cannot be read (`{3-}`, `{7-5}`, `{0}`, `hl_lines="x"`) or a bad line number is an error.
struct FenceInfo {
    /// The first word, as written (`swift`, `Swift`, `diff-swift`, `python`, or empty).
    var language: [UInt8] = []
    /// Whether the block is highlighted as Swift.
    var isSwift = false
    var diff = false
    var lineNumbers = false
    /// The number of the first line; nil: the default (1).
    var firstLine: LineNumber?
    /// Lines to highlight, counted from 1 at the first line of the block.
    var highlightedLines: [LineRange] = []
    /// The caption (as written, without its quotes); nil: none.
    var title: [UInt8]?

    /// Why an info string was refused: a message that names the option.
    struct Failure: Error {
        var message: String
    }

    /// Reads `info` (the info string, without the fence characters).
    static func parse(_ info: [UInt8]) -> Result<FenceInfo, Failure> {
        var reader = Reader(bytes: info)
        return reader.parse()
    }

    private struct Reader {
        let bytes: [UInt8]
        var k = 0
        var info = FenceInfo()

        init(bytes: [UInt8]) { self.bytes = bytes }

        func isBlank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") }

        mutating func skipBlanks() {
            while k < bytes.count && isBlank(bytes[k]) { k += 1 }
        }

        mutating func parse() -> Result<FenceInfo, Failure> {
            skipBlanks()
            let start = k
            while k < bytes.count && !isBlank(bytes[k]) && bytes[k] != UInt8(ascii: "{") { k += 1 }
            info.language = Array(bytes[start..<k])
            let lower = info.language.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if lower == Array("swift".utf8) {
                info.isSwift = true
            } else if lower == Array("diff-swift".utf8) {
                info.isSwift = true
                info.diff = true
            }
            while true {
                skipBlanks()
                guard k < bytes.count else { break }
                if bytes[k] == UInt8(ascii: "{") {
                    let (group, closed) = braceGroup()
                    if let first = group.first, isDigit(first) {
                        guard closed else { return .failure(bad("{\(text(group)) (no closing brace)")) }
                        if case .failure(let f) = addRanges(group, separators: [UInt8(ascii: ",")], what: "{\(text(group))}") {
                            return .failure(f)
                        }
                    }
                    continue
                }
                let nameStart = k
                while k < bytes.count && !isBlank(bytes[k]) && bytes[k] != UInt8(ascii: "=") && bytes[k] != UInt8(ascii: "{") {
                    k += 1
                }
                let name = Array(bytes[nameStart..<k])
                var value: [UInt8]? = nil
                if k < bytes.count && bytes[k] == UInt8(ascii: "=") {
                    k += 1
                    value = quotedOrBare()
                } else if k < bytes.count && bytes[k] == UInt8(ascii: "{") {
                    value = braceGroup().text
                }
                if case .failure(let f) = apply(name, value) { return .failure(f) }
            }
            return .success(info)
        }

        /// The text of a `{…}` group at `k` (without its braces) and whether it was closed; an
        /// unclosed group runs to the end.
        mutating func braceGroup() -> (text: [UInt8], closed: Bool) {
            k += 1
            let start = k
            while k < bytes.count && bytes[k] != UInt8(ascii: "}") { k += 1 }
            let group = Array(bytes[start..<k])
            let closed = k < bytes.count
            if closed { k += 1 }
            return (group, closed)
        }

        /// A value after `=`: quoted with `"` or `'` (an unclosed quote runs to the end), or bare.
        mutating func quotedOrBare() -> [UInt8] {
            guard k < bytes.count else { return [] }
            let q = bytes[k]
            if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
                k += 1
                let start = k
                while k < bytes.count && bytes[k] != q { k += 1 }
                let value = Array(bytes[start..<k])
                if k < bytes.count { k += 1 }
                return value
            }
            let start = k
            while k < bytes.count && !isBlank(bytes[k]) { k += 1 }
            return Array(bytes[start..<k])
        }

        mutating func apply(_ name: [UInt8], _ value: [UInt8]?) -> Result<Void, Failure> {
            func named(_ s: StaticString) -> Bool {
                name.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
            }
            if named("diff") && value == nil {
                info.diff = true
            } else if named("hl_lines"), let value {
                return addRanges(value, separators: [UInt8(ascii: " "), UInt8(ascii: "\t")], what: "hl_lines=\"\(text(value))\"")
            } else if named("showLineNumbers") {
                info.lineNumbers = true
                if let value {
                    guard let n = lineNumber(value) else { return .failure(bad("showLineNumbers{\(text(value))}")) }
                    info.firstLine = n
                }
            } else if named("linenums"), let value {
                // pymdownx: "first [step [special]]"; the first number is the start.
                let first = value.split(whereSeparator: isBlank).first.map(Array.init) ?? []
                guard let n = lineNumber(first) else { return .failure(bad("linenums=\"\(text(value))\"")) }
                info.lineNumbers = true
                info.firstLine = n
            } else if named("startLine"), let value {
                guard let n = lineNumber(value) else { return .failure(bad("startLine=\(text(value))")) }
                info.lineNumbers = true
                info.firstLine = n
            } else if named("title"), let value {
                info.title = value
            }
            return .success(())
        }

        func bad(_ what: String) -> Failure {
            Failure(message: "malformed line number or range in \(what)")
        }

        /// Adds the ranges of a list (`3,5-7` or `3 5-7`): each `N` or `N-M` with 1 <= N <= M.
        mutating func addRanges(_ list: [UInt8], separators: [UInt8], what: String) -> Result<Void, Failure> {
            // Commas separate exactly (an empty item is an error); blanks around items are ignored.
            let commas = separators.contains(UInt8(ascii: ","))
            let items: [[UInt8]] = commas
                ? list.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { Array($0.filter { !isBlank($0) }) }
                : list.split(whereSeparator: isBlank).map(Array.init)
            for item in items {
                let parts = item.split(separator: UInt8(ascii: "-"), maxSplits: 1, omittingEmptySubsequences: false)
                guard let first = lineNumber(Array(parts[0])) else { return .failure(bad(what)) }
                var last = first
                if parts.count == 2 {
                    guard let l = lineNumber(Array(parts[1])), l >= first else { return .failure(bad(what)) }
                    last = l
                }
                guard info.highlightedLines.count < HighlightOptions.maxHighlightedRanges else {
                    return .failure(Failure(message: "more than \(HighlightOptions.maxHighlightedRanges) line ranges in \(what)"))
                }
                info.highlightedLines.append(LineRange(first: first, last: last))
            }
            return .success(())
        }

        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

        /// A line number: decimal digits, 1...4294967295.
        func lineNumber(_ digits: [UInt8]) -> LineNumber? {
            guard !digits.isEmpty, digits.count <= 10 else { return nil }
            var v: LineNumber = 0
            for c in digits {
                guard isDigit(c) else { return nil }
                // At most 10 digits: no overflow (and wrapping operations, which need no 128-bit
                // multiply on wasm32).
                v = v &* 10 &+ LineNumber(c &- 0x30)
            }
            guard v >= 1, v <= LineNumber(UInt32.max) else { return nil }
            return v
        }

        func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }
    }
}
