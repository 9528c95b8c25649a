/// The line starts of some code, for turning byte offsets into the positions the compiler
/// and the language server speak of (lines, byte columns, UTF-16 columns) and back.
struct LineTable {
    let code: [UInt8]
    private(set) var starts: [Int] = [0]

    init(_ code: [UInt8]) {
        self.code = code
        for (i, b) in code.enumerated() where b == 0x0A { starts.append(i + 1) }
    }

    /// The byte offset of 1-based `line` and byte `byteColumn`, clamped into the code.
    func offset(line: Int, byteColumn: Int) -> Int {
        let l = min(max(line, 1), starts.count) - 1
        let end = l + 1 < starts.count ? starts[l + 1] - 1 : code.count
        return min(starts[l] + max(byteColumn - 1, 0), end)
    }

    /// The 0-based line and UTF-16 column of byte `offset` (as the language server counts).
    func position(of offset: Int) -> (line: Int, character: Int) {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let utf16 = String(decoding: code[starts[lo]..<min(offset, code.count)], as: UTF8.self).utf16.count
        return (lo, utf16)
    }

    /// The byte offset of a 0-based line and UTF-16 column; nil when outside the code.
    func offset(line: Int, character: Int) -> Int? {
        guard line >= 0, line < starts.count, character >= 0 else { return nil }
        let end = line + 1 < starts.count ? starts[line + 1] - 1 : code.count
        var units = 0, at = starts[line]
        let text = String(decoding: code[at..<end], as: UTF8.self)
        for s in text.unicodeScalars {
            if units >= character { break }
            units += s.utf16.count
            at += s.utf8.count
        }
        return units == character ? at : nil
    }
}
