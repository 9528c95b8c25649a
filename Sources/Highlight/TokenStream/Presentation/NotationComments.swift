/// Shiki's notation comments (`SWH_FLAG_NOTATION`): a comment whose whole text is
/// `[!code ++]`, `[!code --]`, `[!code highlight]` / `[!code hl]` or `[!code focus]`, with an
/// optional count `:N`, marks lines and is taken out of the displayed code with the spaces and
/// tabs before it. After code it marks its own line and the N - 1 lines after it; alone on its
/// line it takes out the whole line (line feed included) and marks the N lines after it. Only
/// whole comment tokens count, so the same text inside a string literal stays.
enum NotationComments {
    /// A notation found in a comment.
    struct Notation {
        var mark: UInt8
        var count: Int
    }

    /// A notation comment found in the text: its line (in the numbering before removal),
    /// whether that whole line goes, and what it marks.
    struct Found {
        var line: Int
        var ownLineRemoved: Bool
        var notation: Notation
    }

    /// The notation written in the comment `text` (`// [!code ++:3]`, `/* [!code focus] */`),
    /// or nil.
    static func notation(in text: ArraySlice<UInt8>) -> Notation? {
        var a = text.startIndex, b = text.endIndex
        func at(_ k: Int) -> UInt8 { k >= text.startIndex && k < text.endIndex ? text[k] : 0 }
        if at(a) == UInt8(ascii: "/") && at(a + 1) == UInt8(ascii: "/") {
            a += 2
        } else if at(a) == UInt8(ascii: "/") && at(a + 1) == UInt8(ascii: "*") && b - a >= 4
                    && at(b - 2) == UInt8(ascii: "*") && at(b - 1) == UInt8(ascii: "/") {
            a += 2
            b -= 2
        } else {
            return nil
        }
        func blank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") }
        while a < b && blank(text[a]) { a += 1 }
        while b > a && blank(text[b - 1]) { b -= 1 }
        let open = Array("[!code ".utf8)
        guard b - a > open.count + 1, text[a..<(a + open.count)].elementsEqual(open), text[b - 1] == UInt8(ascii: "]") else {
            return nil
        }
        var body = Array(text[(a + open.count)..<(b - 1)])
        var count = 1
        if let colon = body.firstIndex(of: UInt8(ascii: ":")) {
            let digits = body[(colon + 1)...]
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            count = 0
            for d in digits { count = count * 10 + Int(d - 0x30) }
            body = Array(body[..<colon])
        }
        let mark: UInt8
        if body == Array("++".utf8) { mark = LineMark.added }
        else if body == Array("--".utf8) { mark = LineMark.removed }
        else if body == Array("highlight".utf8) || body == Array("hl".utf8) { mark = LineMark.highlighted }
        else if body == Array("focus".utf8) { mark = LineMark.focused }
        else { return nil }
        return Notation(mark: mark, count: count)
    }

    /// Takes the notation comments out of `presented` and marks their lines.
    static func apply(to presented: inout PresentedSource) {
        let text = presented.text
        // Removed byte ranges, in order, and the marks to set (first line in the old numbering,
        // whether the comment's line itself goes, count).
        var removals: [Range<Int>] = []
        var pending: [Found] = []
        var line = 0, lineStart = 0, scanned = 0
        for t in presented.tokens where t.kind.category == .comment {
            // Advance the line counter to the token's line.
            while scanned < t.start {
                if text[scanned] == UInt8(ascii: "\n") { line += 1; lineStart = scanned + 1 }
                scanned += 1
            }
            guard let n = notation(in: text[t.start..<t.end]) else { continue }
            // Only at the end of its line.
            var after = t.end
            while after < text.count && (text[after] == UInt8(ascii: " ") || text[after] == UInt8(ascii: "\t")
                                         || text[after] == UInt8(ascii: "\r")) { after += 1 }
            guard after == text.count || text[after] == UInt8(ascii: "\n") else { continue }
            var from = t.start
            while from > lineStart && (text[from - 1] == UInt8(ascii: " ") || text[from - 1] == UInt8(ascii: "\t")) { from -= 1 }
            if from == lineStart {
                // Alone on its line: the whole line goes, its line feed included.
                removals.append(lineStart..<(after < text.count ? after + 1 : after))
                pending.append(Found(line: line, ownLineRemoved: true, notation: n))
            } else {
                // The spaces before the comment and the comment; a CR before the line feed stays.
                removals.append(from..<t.end)
                pending.append(Found(line: line, ownLineRemoved: false, notation: n))
            }
        }
        if removals.isEmpty { return }
        // The new text and tokens.
        var newText: [UInt8] = []
        newText.reserveCapacity(text.count)
        var copied = 0
        for r in removals {
            newText.append(contentsOf: text[copied..<r.lowerBound])
            copied = r.upperBound
        }
        newText.append(contentsOf: text[copied...])
        var newTokens: [Token] = []
        newTokens.reserveCapacity(presented.tokens.count)
        var r = 0, shift = 0
        for t in presented.tokens {
            while r < removals.count && removals[r].upperBound <= t.start {
                shift += removals[r].count
                r += 1
            }
            if r < removals.count && removals[r].lowerBound <= t.start && t.end <= removals[r].upperBound { continue }
            newTokens.append(Token(start: t.start - shift, end: t.end - shift, kind: t.kind))
        }
        // The marks: old lines that went are dropped, the others keep theirs.
        var removedLines = [Bool](repeating: false, count: presented.marks.count)
        for p in pending where p.ownLineRemoved && p.line < removedLines.count { removedLines[p.line] = true }
        var newMarks: [UInt8] = []
        var newIndex: [Int] = []  // old line → new line (the next kept line for removed ones)
        newIndex.reserveCapacity(presented.marks.count + 1)
        for (old, mark) in presented.marks.enumerated() {
            newIndex.append(newMarks.count)
            if !removedLines[old] { newMarks.append(mark) }
        }
        newIndex.append(newMarks.count)
        let lineCount = PresentedSource.lineCount(newText)
        if newMarks.count > lineCount { newMarks.removeLast(newMarks.count - lineCount) }
        while newMarks.count < lineCount { newMarks.append(0) }
        for p in pending {
            let first = p.line < newIndex.count ? newIndex[p.ownLineRemoved ? min(p.line + 1, newIndex.count - 1) : p.line] : lineCount
            var k = first
            while k < min(first + p.notation.count, lineCount) {
                if p.notation.mark & LineMark.change != 0 {
                    newMarks[k] = (newMarks[k] & ~LineMark.change) | p.notation.mark
                } else {
                    newMarks[k] |= p.notation.mark
                }
                k += 1
            }
        }
        presented.origins = PresentedSource.origins(presented.origins, removing: removals)
        presented.text = newText
        presented.tokens = newTokens
        presented.marks = newMarks
    }
}
