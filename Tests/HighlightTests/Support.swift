import XCTest
@testable import Highlight

/// Asserts the kind of successive pieces of `source`. Each expectation `(text, kind)` is looked
/// up after the previous one, so repeated words are told apart by order. `.plain` means no
/// token overlaps the text; any other kind means one token covers exactly the text (or, for
/// kinds that may be split into several tokens such as strings, that every byte of the text is
/// covered by tokens of that category).
func assertKinds(_ source: String, _ expected: [(String, TokenKind)], file: StaticString = #filePath, line: UInt = #line) {
    let bytes = Array(source.utf8)
    let tokens = Highlighter.tokens(source)
    var from = 0
    for (text, kind) in expected {
        let needle = Array(text.utf8)
        guard let at = find(needle, in: bytes, from: from) else {
            XCTFail("\"\(text)\" not found in source after offset \(from)", file: file, line: line)
            return
        }
        from = at + needle.count
        let range = at..<(at + needle.count)
        let overlapping = tokens.filter { $0.start < range.upperBound && $0.end > range.lowerBound }
        if kind == .plain {
            let described = overlapping.map { "\($0.kind.name)[\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))]" }
            XCTAssertTrue(overlapping.isEmpty, "\"\(text)\" should be plain, got \(described)", file: file, line: line)
            continue
        }
        if let exact = overlapping.first(where: { $0.start == range.lowerBound && $0.end == range.upperBound }), overlapping.count == 1 {
            XCTAssertEqual(exact.kind, kind, "kind of \"\(text)\"", file: file, line: line)
            continue
        }
        // Several tokens: every byte must be covered by the expected category.
        var covered = 0
        var wrong: [String] = []
        for t in overlapping {
            covered += min(t.end, range.upperBound) - max(t.start, range.lowerBound)
            if t.kind.category != kind.category { wrong.append(t.kind.name) }
        }
        XCTAssertTrue(covered == needle.count && wrong.isEmpty,
                      "\"\(text)\" should be \(kind.name), got tokens \(overlapping.map { "\($0.kind.name)@\($0.start)..<\($0.end)" })",
                      file: file, line: line)
    }
}

/// The tokens of `source` as (text, kind) pairs.
func texts(_ source: String) -> [(String, TokenKind)] {
    let bytes = Array(source.utf8)
    return Highlighter.tokens(source).map { (String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.kind) }
}

/// The next occurrence of `needle` at or after `from`. A needle made of identifier
/// characters only matches a whole word.
private func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
    }
    let wholeWord = needle.allSatisfy(isWordByte)
    var i = from
    while i + needle.count <= haystack.count {
        if haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle {
            let end = i + needle.count
            let boundaryBefore = i == 0 || !isWordByte(haystack[i - 1])
            let boundaryAfter = end == haystack.count || !isWordByte(haystack[end])
            if !wholeWord || (boundaryBefore && boundaryAfter) { return i }
        }
        i += 1
    }
    return nil
}

/// Removes tags and decodes the entities the renderers write (the five escapes, and `&#10;`).
func stripHTML(_ html: String) -> String {
    var out = ""
    var inTag = false
    for ch in html {
        if ch == "<" { inTag = true; continue }
        if ch == ">" && inTag { inTag = false; continue }
        if !inTag { out.append(ch) }
    }
    return out.replacingEvery("&lt;", "<").replacingEvery("&gt;", ">").replacingEvery("&quot;", "\"")
        .replacingEvery("&#39;", "'").replacingEvery("&#10;", "\n").replacingEvery("&amp;", "&")
}

extension String {
    /// `self` with every occurrence of `target` replaced, left to right.
    func replacingEvery(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.range(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        out += rest
        return out
    }
}

extension Substring {
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
