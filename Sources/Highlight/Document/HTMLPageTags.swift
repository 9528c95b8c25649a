/// The tags of an HTML page in document order, read by the document stage's HTML reader
/// (`HTMLTokenizer`) as the HTML standard's tokenizer reads them: what is inside a comment, a
/// doctype, a processing instruction or the text of a raw-text element (`script`, `style`,
/// `textarea`, `title`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`; everything after
/// `<plaintext>`) is no tag; an attribute value may hold `<` and `>` inside quotes; names are ASCII
/// case-insensitive. A tag the page ends inside is no tag. For the command line's page edits
/// (its `site` and `docc` passes), which find tags and insert or remove bytes around them.
package struct HTMLPageTag: Equatable {
    /// One attribute: its name lower-cased (ASCII), its value as written (quotes removed,
    /// character references not decoded; empty when it has none).
    package struct Attribute: Equatable {
        package var name: [UInt8]
        package var value: [UInt8]
    }

    /// The tag's bytes: `page[range]`, from its `<` to its `>`.
    package var range: Range<Int>
    /// The element's name, lower-cased (ASCII).
    package var name: [UInt8]
    /// Whether it is an end tag (`</name>`).
    package var isEnd: Bool
    package var attributes: [Attribute]

    /// Whether the tag is the start (`isEnd` false) or end tag of the element `name` (lower-case).
    package func names(_ name: String, isEnd: Bool = false) -> Bool {
        self.isEnd == isEnd && self.name.elementsEqual(name.utf8)
    }

    /// The value of the attribute `name` (lower-case): the first of that name, as in HTML, where
    /// a repeated attribute is ignored; nil when the tag has none.
    package func value(of name: String) -> [UInt8]? {
        attributes.first { $0.name.elementsEqual(name.utf8) }?.value
    }

    /// The tags of `page`, in order.
    package static func tags(of page: [UInt8]) -> [HTMLPageTag] {
        page.withUnsafeBufferPointer { src in
            let html = HTMLTokenizer(src: src)
            let n = src.count
            var tags: [HTMLPageTag] = []
            func lowered(_ a: Int, _ b: Int) -> [UInt8] {
                src[a..<b].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            }
            func pageTag(_ tag: HTMLTokenizer.Tag) -> HTMLPageTag {
                var attributes: [Attribute] = []
                var i = tag.nameEnd
                while let a = html.nextAttribute(of: tag, from: &i) {
                    attributes.append(Attribute(name: lowered(a.nameStart, a.nameEnd), value: Array(src[a.valueStart..<a.valueEnd])))
                }
                return HTMLPageTag(range: tag.start..<tag.end, name: lowered(tag.nameStart, tag.nameEnd),
                                   isEnd: tag.isEnd, attributes: attributes)
            }
            var k = 0
            while k < n {
                guard src[k] == UInt8(ascii: "<") else { k += 1; continue }
                switch html.lex(at: k, limit: n) {
                case .text:
                    k += 1
                case .skip(let end):
                    k = end
                case .unterminated:
                    k = n
                case .tag(let tag):
                    tags.append(pageTag(tag))
                    k = tag.end
                    let element = html.elementName(tag)
                    guard !tag.isEnd, element.isRawText else { continue }
                    if element == .plaintext { return tags }
                    guard let close = html.rawTextEndTag(element.literal, from: tag.end) else { return tags }
                    tags.append(pageTag(close))
                    k = close.end
                }
            }
            return tags
        }
    }
}
