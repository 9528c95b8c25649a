/// The prefix of each line in terminal output with line numbers or highlighted lines: a marker
/// column (`> ` on highlighted lines, two spaces on others) when any line is highlighted, then
/// the line number right-aligned to the widest one and ` │ ` when numbers are on. Coloured with
/// the theme's gutter colour (bright black with 16 colours); a highlighted line's gutter and
/// text get the theme's highlight background with 24-bit colours.
struct ANSIGutter {
    private let numbers: Bool
    private let markers: Bool
    private let width: Int
    private let ranges: [LineRange]
    private var nextRange = 0
    private var line: UInt64
    private let gutterSequence: [UInt8]
    private let backgroundSequence: [UInt8]

    init(src: UnsafeBufferPointer<UInt8>, options: RenderOptions, palette: Palette, colors: TerminalColors) {
        numbers = options.lineNumbers
        ranges = options.mergedHighlightedLines
        markers = !ranges.isEmpty
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
        case .basic16:
            gutterSequence = Array("\u{1B}[90m".utf8)
            backgroundSequence = []
        case .trueColor:
            let g = palette.gutter, h = palette.highlightBackground
            gutterSequence = Array("\u{1B}[38;2;\(g >> 16 & 0xFF);\(g >> 8 & 0xFF);\(g & 0xFF)m".utf8)
            backgroundSequence = Array("\u{1B}[48;2;\(h >> 16 & 0xFF);\(h >> 8 & 0xFF);\(h & 0xFF)m".utf8)
        }
    }

    /// Writes the prefix of the next line into `out`; returns the line's background sequence
    /// (empty unless it is highlighted and colours are 24-bit).
    mutating func start(into out: inout OutputBuffer) -> [UInt8] {
        while nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].last) < line { nextRange += 1 }
        let highlighted = nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].first) <= line
        let background = highlighted ? backgroundSequence : []
        if !background.isEmpty { background.withUnsafeBufferPointer { out.append($0) } }
        if !gutterSequence.isEmpty { gutterSequence.withUnsafeBufferPointer { out.append($0) } }
        if markers { out.append(highlighted ? "> " : "  ") }
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
