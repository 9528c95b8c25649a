/// The prefix of each line in terminal output with line numbers or marked lines: a marker
/// column when any line is marked (`+ ` added, `- ` removed, `> ` highlighted or focused, two
/// spaces on others; `+` and `-` in the theme's added/removed colours), then
/// the line number right-aligned to the widest one and ` │ ` when numbers are on. Coloured with
/// the theme's gutter colour (bright black with 16 colours); a highlighted line's gutter and
/// text get the theme's highlight background with 24-bit colours, added and removed lines the
/// added/removed backgrounds.
struct ANSIGutter {
    /// One `LineMark` set per line (diffs, notation comments); may be empty.
    private let marks: [UInt8]
    private var lineIndex = 0
    private let addedSequences: (mark: [UInt8], background: [UInt8])
    private let removedSequences: (mark: [UInt8], background: [UInt8])
    private let numbers: Bool
    private let markers: Bool
    private let width: Int
    private let ranges: [LineRange]
    private var nextRange = 0
    private var line: UInt64
    private let gutterSequence: [UInt8]
    private let backgroundSequence: [UInt8]

    init(src: UnsafeBufferPointer<UInt8>, options: RenderOptions, palette: Palette, colors: TerminalColors,
         marks: [UInt8] = [], markColumn: Bool = false) {
        numbers = options.lineNumbers
        ranges = options.mergedHighlightedLines
        self.marks = marks
        markers = !ranges.isEmpty || markColumn || marks.contains { $0 != 0 }
        line = UInt64(truncatingIfNeeded: options.firstLineNumber)
        // Lines: one per line feed that has a byte after it, plus the first.
        var count: UInt64 = src.isEmpty ? 0 : 1
        if numbers, let base = src.baseAddress {
            var k = 0
            while k < src.count &- 1 {
                if base[k] == UInt8(ascii: "\n") { count &+= 1 }
                k &+= 1
            }
        }
        var last = line &+ (count == 0 ? 0 : count &- 1)
        var digits = 1
        while last >= 10 { last /= 10; digits += 1 }
        width = digits
        switch colors {
        case .none:
            gutterSequence = []
            backgroundSequence = []
            addedSequences = ([], [])
            removedSequences = ([], [])
        case .basic16:
            gutterSequence = Array("\u{1B}[90m".utf8)
            backgroundSequence = []
            addedSequences = (Array("\u{1B}[32m".utf8), [])
            removedSequences = (Array("\u{1B}[31m".utf8), [])
        case .trueColor:
            func sgr(_ code: Int, _ c: UInt32) -> [UInt8] {
                Array("\u{1B}[\(code);2;\(c >> 16 & 0xFF);\(c >> 8 & 0xFF);\(c & 0xFF)m".utf8)
            }
            gutterSequence = sgr(38, palette.gutter)
            backgroundSequence = sgr(48, palette.highlightBackground)
            addedSequences = (sgr(38, palette.addedMark), sgr(48, palette.addedBackground))
            removedSequences = (sgr(38, palette.removedMark), sgr(48, palette.removedBackground))
        }
    }

    /// Writes the prefix of the next line into `out`; returns the line's background sequence
    /// (empty unless it is highlighted and colours are 24-bit).
    mutating func start(into out: inout OutputBuffer) -> [UInt8] {
        while nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].last) < line { nextRange += 1 }
        let mark = lineIndex < marks.count ? marks[lineIndex] : 0
        lineIndex += 1
        let highlighted = (nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].first) <= line)
            || mark & (LineMark.highlighted | LineMark.focused) != 0
        let added = mark & LineMark.added != 0, removed = mark & LineMark.removed != 0
        let background = added ? addedSequences.background : removed ? removedSequences.background
            : highlighted ? backgroundSequence : []
        if !background.isEmpty { background.withUnsafeBufferPointer { out.append($0) } }
        let markColour = added ? addedSequences.mark : removed ? removedSequences.mark : []
        if markers && !markColour.isEmpty {
            markColour.withUnsafeBufferPointer { out.append($0) }
            out.append(added ? "+ " : "- ")
            if numbers && !gutterSequence.isEmpty { gutterSequence.withUnsafeBufferPointer { out.append($0) } }
        } else {
            if !gutterSequence.isEmpty { gutterSequence.withUnsafeBufferPointer { out.append($0) } }
            if markers { out.append(added ? "+ " : removed ? "- " : highlighted ? "> " : "  ") }
        }
        if numbers {
            var digits: [UInt8] = []
            var n = line
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(n % 10))
                n /= 10
            } while n > 0
            for _ in digits.count..<max(width, digits.count) { out.append(UInt8(ascii: " ")) }
            for d in digits.reversed() { out.append(d) }
            out.append(" │ ")
        }
        if !gutterSequence.isEmpty || !background.isEmpty { out.append("\u{1B}[0m") }
        line &+= 1
        return background
    }
}
