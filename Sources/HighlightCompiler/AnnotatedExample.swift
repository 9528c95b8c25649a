import Highlight

/// A Swift example as a page shows it with the compiler's knowledge, twoslash-style: the code
/// without its directive lines, and the annotations for `Highlighter.html(utf8:options:annotations:)`.
///
/// Directive lines (each a whole line; the compiler still sees them, as comments):
/// - `//    ^?` asks for the type at the caret, on the nearest line above that is not a
///   directive; the answer is shown below that line, in place of the comment.
/// - `// @errors: MESSAGE` declares an error the example is meant to have, by the start of
///   its message; one line per error.
/// - `// ---cut---` hides every line above it (set-up code that is compiled but not shown).
public struct AnnotatedExample: Equatable, Sendable {
    /// The code as shown.
    public var code: [UInt8]
    public var annotations: [CodeAnnotation]
    /// Xcode's kinds of the names of the code as shown, as the compiler resolved them (for
    /// `HighlightOptions.resolvedNames`; empty when the report has none).
    public var names: [ResolvedName]
    /// Errors that no `@errors` line declares (with their lines in the example as written).
    public var unexpectedErrors: [Diagnostic]
    /// `@errors` lines that matched no error: the messages' starts.
    public var missingErrors: [String]
    /// `^?` queries that point at no name: their lines in the example as written.
    public var unansweredQueries: [Int]

    /// Whether the example is as it says: no unexpected error, every declared error seen, every
    /// query answered.
    public var isAsDeclared: Bool { unexpectedErrors.isEmpty && missingErrors.isEmpty && unansweredQueries.isEmpty }

    /// The problems as messages, each starting with `name:LINE:` (lines of the example as
    /// written, plus `firstLine - 1`: the example's place in a larger file).
    public func problems(name: String, firstLine: Int = 1) -> [String] {
        var out: [String] = []
        for d in unexpectedErrors {
            out.append("\(name):\(d.line + firstLine - 1):\(d.column): error: \(d.message) (an error the example does not declare with // @errors:)")
        }
        for m in missingErrors { out.append("\(name):\(firstLine): the example declares the error '\(m)', which the compiler did not report") }
        for q in unansweredQueries { out.append("\(name):\(q + firstLine - 1): the ^? query points at no name the compiler knows") }
        return out
    }

    /// The example made from `source` and the compiler's report on it.
    public init(source: [UInt8], report: CompilerReport) {
        let directives = Directives(source)
        code = directives.shown
        var annotations: [CodeAnnotation] = []
        var queried = Set<Int>()
        var unanswered: [Int] = []
        for q in directives.queries {
            guard let h = report.hovers.first(where: { $0.start <= q.offset && q.offset < $0.end }),
                  let s = directives.shownOffset(h.start), let e = directives.shownOffset(h.end), s < e else {
                unanswered.append(q.line)
                continue
            }
            if queried.insert(h.start).inserted {
                annotations.append(CodeAnnotation(start: s, end: e, kind: .query, text: h.declaration))
            }
        }
        unansweredQueries = unanswered
        for h in report.hovers where !queried.contains(h.start) {
            guard let s = directives.shownOffset(h.start), let e = directives.shownOffset(h.end), s < e else { continue }
            annotations.append(CodeAnnotation(start: s, end: e, kind: .hover, text: h.declaration, detail: h.summary))
        }
        let tokens = (try? Highlighter.tokens(utf8: directives.shown)) ?? []
        var missing = directives.expectedErrors
        var unexpected: [Diagnostic] = []
        for d in report.diagnostics {
            if d.severity == .error {
                if let k = directives.expectedErrors.firstIndex(where: { d.message.hasPrefix($0) }) {
                    missing.removeAll { $0 == directives.expectedErrors[k] }
                } else {
                    unexpected.append(d)
                }
            }
            guard let s = directives.shownOffset(d.offset) else { continue }
            let kind: CodeAnnotation.Kind = d.severity == .error ? .error : d.severity == .warning ? .warning : .note
            // The token the diagnostic points at (a string, a name), else the word there.
            let end = tokens.first(where: { $0.start == s })?.end ?? AnnotatedExample.wordEnd(directives.shown, from: s)
            annotations.append(CodeAnnotation(start: s, end: end, kind: kind, text: d.message))
        }
        unexpectedErrors = unexpected
        missingErrors = missing
        self.annotations = annotations
        names = (report.names ?? []).compactMap { n in
            guard let s = directives.shownOffset(n.start), let e = directives.shownOffset(n.end), e - s == n.end - n.start else { return nil }
            return ResolvedName(start: s, end: e, kind: n.kind)
        }
    }

    /// The end of the word (identifier characters) at `offset`, or of the one character there
    /// (none at a line end).
    static func wordEnd(_ code: [UInt8], from offset: Int) -> Int {
        func isWord(_ c: UInt8) -> Bool {
            c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80 || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
        }
        var e = offset
        while e < code.count, isWord(code[e]) { e += 1 }
        if e > offset { return e }
        guard offset < code.count, code[offset] != 0x0A else { return offset }
        e = offset + 1
        while e < code.count, code[e] & 0xC0 == 0x80 { e += 1 }
        return e
    }
}

/// The directive lines of an example, and where each byte of the code as written is shown.
struct Directives {
    struct Query {
        /// The offset in the code as written that the caret points at.
        var offset: Int
        /// The query's own line (1-based).
        var line: Int
    }

    var shown: [UInt8] = []
    var queries: [Query] = []
    var expectedErrors: [String] = []
    /// Kept lines: (start in the code as written, start in the code as shown, length with its line feed).
    private var runs: [(from: Int, to: Int, length: Int)] = []

    init(_ source: [UInt8]) {
        var lines: [Range<Int>] = []
        var start = 0
        for (i, b) in source.enumerated() where b == 0x0A {
            lines.append(start..<i + 1)
            start = i + 1
        }
        if start < source.count { lines.append(start..<source.count) }
        let cut = lines.lastIndex { Directives.trimmedComment(source[$0]).map { $0 == Array("---cut---".utf8)[...] } ?? false }
        var lastCode: Range<Int>?
        for (index, line) in lines.enumerated() {
            let comment = Directives.trimmedComment(source[line])
            if let c = comment, c.starts(with: Array("@errors:".utf8)) {
                let message = String(decoding: c.dropFirst(8), as: UTF8.self).drop(while: { $0 == " " })
                if !message.isEmpty { expectedErrors.append(String(message)) }
                continue
            }
            if let c = comment, c.elementsEqual("^?".utf8), let target = lastCode {
                // The caret's column, in characters, on the target line.
                let caret = source[line].firstIndex(of: UInt8(ascii: "^"))!
                let column = String(decoding: source[line.lowerBound..<caret], as: UTF8.self).unicodeScalars.count
                var offset = target.lowerBound
                for s in String(decoding: source[target], as: UTF8.self).unicodeScalars.prefix(column) { offset += s.utf8.count }
                queries.append(Query(offset: min(offset, target.upperBound), line: index + 1))
                continue
            }
            if let cut, index <= cut { lastCode = line; continue }
            lastCode = line
            runs.append((line.lowerBound, shown.count, line.count))
            shown += source[line]
        }
    }

    /// The text of a line that is only a `//` comment, without the slashes and the blanks
    /// around; nil for any other line.
    static func trimmedComment(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        func blank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        var l = line
        while let f = l.first, blank(f) { l = l.dropFirst() }
        while let b = l.last, blank(b) { l = l.dropLast() }
        guard l.starts(with: [0x2F, 0x2F]), !l.starts(with: [0x2F, 0x2F, 0x2F]) else { return nil }
        l = l.dropFirst(2)
        while let f = l.first, blank(f) { l = l.dropFirst() }
        return l
    }

    /// Where byte `offset` of the code as written is shown; nil for a byte of a hidden line.
    /// (An offset just past a kept line's end counts as shown, for the ends of ranges.)
    func shownOffset(_ offset: Int) -> Int? {
        for r in runs where offset >= r.from && offset <= r.from + r.length {
            return r.to + (offset - r.from)
        }
        return nil
    }
}
