/// A code block as Ink 0.6 writes it: `<pre><code class="language-INFO">CODE</code></pre>`
/// (no class when the fence has no info string), where CODE is the fence's content with `<`,
/// `>` and `&` (only those) written as `&lt;`, `&gt;` and `&amp;`. Anything else is not one.
struct InkCodeBlock: Equatable {
    /// The fence's info string, as Ink wrote it into the class (empty when there was none).
    var info: String
    /// The fence's content, decoded.
    var code: String

    /// Whether the info string's first word is `swift` (any case).
    var isSwift: Bool {
        let firstWord = info.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).first ?? ""
        return firstWord.lowercased() == "swift"
    }

    /// Reads Ink's HTML for a code block; nil when it has another shape.
    init?(html: String) {
        let bytes = Array(html.utf8)
        let plainOpen = Array("<pre><code>".utf8)
        let classOpen = Array("<pre><code class=\"language-".utf8)
        let close = Array("</code></pre>".utf8)
        guard bytes.count >= plainOpen.count + close.count, bytes.suffix(close.count).elementsEqual(close) else { return nil }
        let contentStart: Int
        if bytes.starts(with: plainOpen) {
            info = ""
            contentStart = plainOpen.count
        } else if bytes.starts(with: classOpen) {
            // The info string ends at the attribute's closing quote; Ink never escapes it, so a
            // quote inside it would end the attribute early: such blocks are not read.
            guard let quote = bytes[classOpen.count...].firstIndex(of: UInt8(ascii: "\"")),
                  quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: ">") else { return nil }
            info = String(decoding: bytes[classOpen.count..<quote], as: UTF8.self)
            contentStart = quote + 2
        } else {
            return nil
        }
        let contentEnd = bytes.count - close.count
        guard contentStart <= contentEnd, let decoded = InkCodeBlock.decode(bytes[contentStart..<contentEnd]) else { return nil }
        code = decoded
    }

    /// Undoes Ink's escaping: `&lt;`, `&gt;` and `&amp;` back to `<`, `>` and `&`; nil when
    /// the text holds a tag or any other `&` (not Ink's output).
    private static func decode(_ text: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var i = text.startIndex
        while i < text.endIndex {
            let byte = text[i]
            if byte == UInt8(ascii: "<") { return nil }
            if byte == UInt8(ascii: "&") {
                let rest = text[i...]
                if rest.starts(with: "&lt;".utf8) { out.append(UInt8(ascii: "<")); i += 4; continue }
                if rest.starts(with: "&gt;".utf8) { out.append(UInt8(ascii: ">")); i += 4; continue }
                if rest.starts(with: "&amp;".utf8) { out.append(UInt8(ascii: "&")); i += 5; continue }
                return nil
            }
            out.append(byte)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
