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
/// cannot be read (`{3-}`, `{7-5}`, `{0}`, `hl_lines="x"`) or a bad line number is an error, and
/// so is a highlighted line past the block's last line (`{9}` on a one-line block), checked
/// against the block's code by `pastEndProblem(lineCount:)`.
struct FenceInfo {
    /// The first word, as written (`swift`, `Swift`, `diff-swift`, `python`, or empty).
    var language: [UInt8] = []
    /// Where the first word starts in the info string.
    var languageStart = 0
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
    /// Where the title's bytes start in the info string (when there is one).
    var titleStart = 0

    /// Why an info string was refused: the option as written, and what the first word said
    /// (the refusal concerns a Swift block only when `partial.isSwift`).
    struct Failure: Error {
        var option: [UInt8]
        /// The info read up to the first word only (`language`, `languageStart`, `isSwift`).
        var partial: FenceInfo

        /// A message that names the option, its control characters (NUL among them, which would
        /// cut the message short in C) written as `\u{…}` escapes.
        var message: String {
            var shown: [UInt8] = []
            for b in option {
                if b < 0x20 || b == 0x7F {
                    shown += Array("\\u{".utf8)
                    let hex = Array("0123456789ABCDEF".utf8)
                    if b >= 0x10 { shown.append(hex[Int(b >> 4)]) }
                    shown.append(hex[Int(b & 0xF)])
                    shown.append(UInt8(ascii: "}"))
                } else {
                    shown.append(b)
                }
            }
            return "malformed line number or range in " + String(decoding: shown, as: UTF8.self)
        }
    }

    /// The number of lines of a block's code: its line feeds, plus one for a last line without
    /// one (an empty block has none).
    @_optimize(size) static func lineCount(_ code: UnsafeBufferPointer<UInt8>) -> Int {
        var n = 0
        for c in code where c == UInt8(ascii: "\n") { n += 1 }
        if let last = code.last, last != UInt8(ascii: "\n") { n += 1 }
        return n
    }

    /// Why the highlighted lines do not fit a block of `lineCount` lines (a range reaching past
    /// its last line), or nil when they fit.
    @_optimize(size) func pastEndProblem(lineCount: Int) -> String? {
        // Compared as line numbers: on 32-bit targets Int cannot hold every one (up to 2^32 - 1).
        guard let range = highlightedLines.first(where: { $0.last > LineNumber(lineCount) }) else { return nil }
        let written = range.first == range.last ? "\(range.first)" : "\(range.first)-\(range.last)"
        let lines = lineCount == 1 ? "1 line" : "\(lineCount) lines"
        return "highlighted line range \(written) is past the end of the block (\(lines))"
    }

    /// Reads `info` (the info string, without the fence characters).
    @_optimize(size) static func parse(_ info: [UInt8]) -> Result<FenceInfo, Failure> {
        var reader = Reader(bytes: info)
        return reader.parse()
    }

    private struct Reader {
        let bytes: [UInt8]
        var k = 0
        var info = FenceInfo()

        @_optimize(size) init(bytes: [UInt8]) { self.bytes = bytes }

        @_optimize(size) func isBlank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") }

        @_optimize(size) mutating func skipBlanks() {
            while k < bytes.count && isBlank(bytes[k]) { k += 1 }
        }

        @_optimize(size) func lowercased(_ b: [UInt8]) -> [UInt8] {
            var out = b
            for i in 0..<out.count where out[i] >= 0x41 && out[i] <= 0x5A { out[i] |= 0x20 }
            return out
        }

        @_optimize(size) mutating func parse() -> Result<FenceInfo, Failure> {
            skipBlanks()
            let start = k
            while k < bytes.count && !isBlank(bytes[k]) && bytes[k] != UInt8(ascii: "{") { k += 1 }
            info.language = Array(bytes[start..<k])
            info.languageStart = start
            let lower = lowercased(info.language)
            if lower == Array("swift".utf8) {
                info.isSwift = true
            } else if lower == Array("diff-swift".utf8) {
                info.isSwift = true
                info.diff = true
            }
            while true {
                skipBlanks()
                guard k < bytes.count else { break }
                // Every option, from its first byte to `k` after reading it, is what an error names.
                let optionStart = k
                if !option() {
                    var partial = FenceInfo()
                    partial.language = info.language
                    partial.languageStart = info.languageStart
                    partial.isSwift = info.isSwift
                    return .failure(Failure(option: Array(bytes[optionStart..<k]), partial: partial))
                }
            }
            return .success(info)
        }

        /// Reads one option at `k`; false when it is malformed.
        @_optimize(size) mutating func option() -> Bool {
            if bytes[k] == UInt8(ascii: "{") {
                let (group, closed) = braceGroup()
                guard let first = group.first, isDigit(first) else { return true }
                return closed && addRanges(group, commas: true)
            }
            let nameStart = k
            while k < bytes.count && !isBlank(bytes[k]) && bytes[k] != UInt8(ascii: "=") && bytes[k] != UInt8(ascii: "{") {
                k += 1
            }
            let name = Array(bytes[nameStart..<k])
            var value: [UInt8]? = nil
            var valueStart = k
            if k < bytes.count && bytes[k] == UInt8(ascii: "=") {
                k += 1
                (value, valueStart) = quotedOrBare()
            } else if k < bytes.count && bytes[k] == UInt8(ascii: "{") {
                valueStart = k + 1
                value = braceGroup().text
            }
            return apply(name, value, at: valueStart)
        }

        /// The text of a `{…}` group at `k` (without its braces) and whether it was closed; an
        /// unclosed group runs to the end.
        @_optimize(size) mutating func braceGroup() -> (text: [UInt8], closed: Bool) {
            k += 1
            let start = k
            while k < bytes.count && bytes[k] != UInt8(ascii: "}") { k += 1 }
            let group = Array(bytes[start..<k])
            let closed = k < bytes.count
            if closed { k += 1 }
            return (group, closed)
        }

        /// A value after `=`: quoted with `"` or `'` (an unclosed quote runs to the end), or bare;
        /// and where its bytes start.
        @_optimize(size) mutating func quotedOrBare() -> ([UInt8], Int) {
            guard k < bytes.count else { return ([], k) }
            let q = bytes[k]
            let quoted = q == UInt8(ascii: "\"") || q == UInt8(ascii: "'")
            if quoted { k += 1 }
            let start = k
            while k < bytes.count && (quoted ? bytes[k] != q : !isBlank(bytes[k])) { k += 1 }
            let value = Array(bytes[start..<k])
            if quoted && k < bytes.count { k += 1 }
            return (value, start)
        }

        /// Applies a named option; false when its value is malformed.
        @_optimize(size) mutating func apply(_ name: [UInt8], _ value: [UInt8]?, at valueStart: Int) -> Bool {
            if name == Array("diff".utf8) {
                if value == nil { info.diff = true }
            } else if name == Array("hl_lines".utf8) {
                if let value { return addRanges(value, commas: false) }
            } else if name == Array("showLineNumbers".utf8) {
                info.lineNumbers = true
                if let value {
                    guard let n = lineNumber(value[...]) else { return false }
                    info.firstLine = n
                }
            } else if name == Array("linenums".utf8) || name == Array("startLine".utf8) {
                // pymdownx's linenums is "first [step [special]]"; the first number is the start.
                guard let value else { return true }
                var end = 0
                while end < value.count && !isBlank(value[end]) { end += 1 }
                guard let n = lineNumber(value[..<end]) else { return false }
                info.lineNumbers = true
                info.firstLine = n
            } else if name == Array("title".utf8) {
                if let value {
                    info.title = value
                    info.titleStart = valueStart
                }
            }
            return true
        }

        /// Adds the ranges of a list (`3,5-7` with `commas`, else `3 5-7`): each `N` or `N-M` with
        /// 1 <= N <= M. With commas an empty item is an error; blanks around items are ignored.
        @_optimize(size) mutating func addRanges(_ list: [UInt8], commas: Bool) -> Bool {
            var i = 0
            while i <= list.count {
                if !commas {
                    while i < list.count && isBlank(list[i]) { i += 1 }
                    if i == list.count { return true }
                }
                // One item: up to a comma (or a blank without commas); blanks inside are dropped.
                var item: [UInt8] = []
                while i < list.count && (commas ? list[i] != UInt8(ascii: ",") : !isBlank(list[i])) {
                    if !isBlank(list[i]) { item.append(list[i]) }
                    i += 1
                }
                i += 1
                var dash = 0
                while dash < item.count && item[dash] != UInt8(ascii: "-") { dash += 1 }
                guard let first = lineNumber(item[..<dash]) else { return false }
                var last = first
                if dash < item.count {
                    guard let l = lineNumber(item[(dash + 1)...]), l >= first else { return false }
                    last = l
                }
                guard OptionRules.highlightRangeCountProblem(info.highlightedLines.count + 1) == nil else { return false }
                info.highlightedLines.append(LineRange(first: first, last: last))
            }
            return true
        }

        @_optimize(size) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

        /// A line number: decimal digits, 1...4294967295.
        @_optimize(size) func lineNumber(_ digits: ArraySlice<UInt8>) -> LineNumber? {
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

    }
}
