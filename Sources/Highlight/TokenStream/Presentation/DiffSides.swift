/// Diff-marked input (`SWH_FLAG_DIFF`) as Swift: each line's first character says what it is
/// (`+` added, `-` removed, a space context; an empty line is context; any other first
/// character makes a context line kept whole). The old side (context and removed lines) and the
/// new side (context and added lines) are tokenized separately, so a string or comment opened on
/// one side never runs into the other; each displayed line takes its tokens from its own side
/// (context lines from the new one).
enum DiffSides {
    /// One line of the input.
    struct Line {
        /// Offset of the line's first byte (its marker, if any) in the input.
        var inputStart: Int
        /// 1 when a marker character is taken out, else 0.
        var markerLength: Int
        /// Bytes of the line after the marker, its line feed included.
        var length: Int
        /// 0 (context), `LineMark.added` or `LineMark.removed`.
        var change: UInt8
        /// Offset of the line's content in its side's text (the new side for context lines).
        var sideStart: Int
        /// Offset of the line's content in the old side (context lines are in both).
        var oldStart: Int
    }

    /// A piece of a token inside one line: offsets relative to the line's content.
    struct Piece {
        var line: Int
        var start: Int
        var end: Int
        var kind: TokenKind
    }

    /// The lines of `input` and the text of each side.
    static func split(_ input: UnsafeBufferPointer<UInt8>) -> (lines: [Line], old: [UInt8], new: [UInt8]) {
        var lines: [Line] = []
        var old: [UInt8] = [], new: [UInt8] = []
        old.reserveCapacity(input.count)
        new.reserveCapacity(input.count)
        var k = 0
        while k < input.count {
            var e = k
            while e < input.count && input[e] != UInt8(ascii: "\n") { e += 1 }
            if e < input.count { e += 1 }
            let first = input[k]
            var change: UInt8 = 0
            var marker = 0
            if first == UInt8(ascii: "+") { change = LineMark.added; marker = 1 }
            else if first == UInt8(ascii: "-") { change = LineMark.removed; marker = 1 }
            else if first == UInt8(ascii: " ") { marker = 1 }
            let content = UnsafeBufferPointer(rebasing: input[(k + marker)..<e])
            var line = Line(inputStart: k, markerLength: marker, length: e - k - marker, change: change,
                            sideStart: new.count, oldStart: old.count)
            if change == LineMark.removed {
                line.sideStart = old.count
                old.append(contentsOf: content)
            } else if change == LineMark.added {
                new.append(contentsOf: content)
            } else {
                old.append(contentsOf: content)
                new.append(contentsOf: content)
            }
            lines.append(line)
            k = e
        }
        return (lines, old, new)
    }

    /// The token pieces of every line, in order, each from the line's own side.
    static func pieces(_ lines: [Line], old: [UInt8], new: [UInt8]) -> [Piece] {
        let oldTokens = old.withUnsafeBufferPointer { PresentedSource.tokens(of: $0) }
        let newTokens = new.withUnsafeBufferPointer { PresentedSource.tokens(of: $0) }
        let oldPieces = cut(oldTokens, lines, old: true)
        let newPieces = cut(newTokens, lines, old: false)
        var merged: [Piece] = []
        merged.reserveCapacity(oldPieces.count + newPieces.count)
        var a = 0, b = 0
        for (index, line) in lines.enumerated() {
            if line.change == LineMark.removed {
                while a < oldPieces.count && oldPieces[a].line < index { a += 1 }
                while a < oldPieces.count && oldPieces[a].line == index { merged.append(oldPieces[a]); a += 1 }
            } else {
                while b < newPieces.count && newPieces[b].line < index { b += 1 }
                while b < newPieces.count && newPieces[b].line == index { merged.append(newPieces[b]); b += 1 }
            }
        }
        return merged
    }

    /// Cuts one side's tokens at its line boundaries; keeps the pieces of the lines that take
    /// their tokens from this side (removed lines for the old side, the others for the new).
    private static func cut(_ tokens: [Token], _ lines: [Line], old: Bool) -> [Piece] {
        // The lines of this side, in order, with their start in the side's text.
        var sideLines: [Int] = []
        var starts: [Int] = []
        for (index, line) in lines.enumerated() {
            if old {
                if line.change == LineMark.added { continue }
                sideLines.append(index)
                starts.append(line.change == LineMark.removed ? line.sideStart : line.oldStart)
            } else {
                if line.change == LineMark.removed { continue }
                sideLines.append(index)
                starts.append(line.sideStart)
            }
        }
        var pieces: [Piece] = []
        var j = 0
        for t in tokens {
            while j < sideLines.count && t.start >= starts[j] + lines[sideLines[j]].length { j += 1 }
            var m = j
            while m < sideLines.count && starts[m] < t.end {
                let line = lines[sideLines[m]]
                let a = max(t.start, starts[m]), b = min(t.end, starts[m] + line.length)
                let uses = old ? line.change == LineMark.removed : true
                if a < b && uses {
                    pieces.append(Piece(line: sideLines[m], start: a - starts[m], end: b - starts[m], kind: t.kind))
                }
                if t.end <= starts[m] + line.length { break }
                m += 1
            }
        }
        return pieces
    }

    /// The displayed code of a diff: the lines without their markers, tokens from each side, and
    /// the added/removed marks.
    static func present(_ input: UnsafeBufferPointer<UInt8>) -> PresentedSource {
        let (lines, old, new) = split(input)
        var presented = PresentedSource()
        presented.markColumn = true
        presented.origins = []
        presented.origins.reserveCapacity(lines.count + 1)
        var shownStarts: [Int] = []
        shownStarts.reserveCapacity(lines.count)
        presented.text.reserveCapacity(input.count)
        for line in lines {
            shownStarts.append(presented.text.count)
            let from = line.inputStart + line.markerLength
            presented.origins.append(PresentedSource.Origin(shown: presented.text.count, input: from))
            presented.text.append(contentsOf: UnsafeBufferPointer(rebasing: input[from..<(from + line.length)]))
        }
        if presented.origins.isEmpty { presented.origins.append(PresentedSource.Origin(shown: 0, input: 0)) }
        presented.marks = [UInt8](repeating: 0, count: PresentedSource.lineCount(presented.text))
        for (index, line) in lines.enumerated() where index < presented.marks.count {
            presented.marks[index] = line.change
        }
        for p in pieces(lines, old: old, new: new) {
            let base = shownStarts[p.line]
            presented.tokens.append(Token(start: base + p.start, end: base + p.end, kind: p.kind))
        }
        return presented
    }
}
