import HighlightLibc

/// Re-highlights the Swift code blocks of a generated HTML page: finds each block in the shape a
/// site generator or client-side highlighter wrote it, recovers its source text and replaces the
/// whole block with ours, `<pre class="PREFIXcode"><code class="language-swift">…</code></pre>`.
/// Every byte outside the replaced blocks is copied as it was.
///
/// A block starts at a `<pre>` or at a `<div>`/`<figure>` whose classes name a highlighter's
/// wrapper (`highlight`, `highlighter-rouge`, `sourceCode`, `chroma`, `codehilite`, or a
/// `language-*`/`lang-*`/`highlight-*` class) and ends at its matching end tag. It is Swift when
/// an element of it says so (the classes `language-swift`, `lang-swift`, `highlight-swift`,
/// `highlight-source-swift`, a class `swift` on `<pre>`/`<code>`, or `data-lang`/`data-language`
/// `swift`) and none names another language. Its text is the text inside `<pre>` elements, with
/// character references decoded and `<br>` as a newline, less the elements that are not code:
/// line-number gutters (the classes `ln`, `lnt`, `linenos`, `lineno`, `linenodiv`, `gutter`,
/// `rouge-gutter`, PREFIXln) and elements marked `aria-hidden="true"` or styled
/// `user-select:none`. Table cells outside a `<pre>` hold no text. A title element (class
/// `filename`, as pymdownx writes it) becomes our block's caption (`<figure class="PREFIXblock">`
/// with `<figcaption class="PREFIXtitle">`, as a block with a title is written).
///
/// A wrapper that holds more than code (a copy button, a language label, text outside its
/// `<pre>`) stays: the blocks inside it are looked at on their own, and are Swift when the
/// wrapper says so. A Swift block whose text cannot be recovered for certain (an unknown element
/// or reference inside its `<pre>`, no end tag, nesting deeper than `maxDepth`, invalid UTF-8
/// under the reject policy), or a Swift wrapper with no block found inside, is left as it was and
/// reported.
///
/// Comments, `<script>`, `<style>`, `<textarea>`, `<title>` and the other raw-text elements are
/// skipped whole. The work is linear in the page: a block's scan stops at its end tag, at the
/// first thing that makes it no block, or `maxDepth` levels down, so at most `maxDepth + 1`
/// scans look at any one byte.
struct HTMLCodeBlocks {
    let src: UnsafeBufferPointer<UInt8>
    /// The options of our blocks (the wrapper and `language-swift` class included).
    let blockOptions: RenderOptions
    /// The class of our line-number elements (PREFIXln), dropped from the text.
    let lineNumberClass: [UInt8]
    /// The classes of our own wrappers (PREFIXcode, PREFIXblock): they name no language, whatever
    /// the prefix (`lang-` included).
    let ownClasses: [[UInt8]]
    /// What was found so far.
    var report = CodeBlockReport()

    /// The deepest nesting looked into inside one block.
    static let maxDepth = 32

    init(src: UnsafeBufferPointer<UInt8>, options: RenderOptions) {
        self.src = src
        var o = options
        o.wrapInPre = true
        o.languageClass = true
        o.highlightedLines = []
        // Per-snippet presentation does not apply to a page's blocks (a title comes from the block).
        o.diff = false
        o.notation = false
        o.title = []
        blockOptions = o
        lineNumberClass = options.structuralPrefix + Array("ln".utf8)
        ownClasses = [options.structuralPrefix + Array("code".utf8), options.structuralPrefix + Array("block".utf8)]
    }

    // MARK: The page

    /// Copies the page into `out`, replacing its Swift blocks.
    mutating func rewrite(into out: inout OutputBuffer) {
        let n = src.count
        var k = 0
        var copied = 0
        // Impure Swift wrappers that `k` is inside (innermost last): their blocks are Swift; one
        // in which no block is found is reported.
        var contexts: [(start: Int, end: Int, found: Int, skipped: Int, inherits: Bool)] = []
        while k < n {
            while let c = contexts.last, k >= c.end {
                if report.found == c.found && report.skipped.count == c.skipped {
                    report.skipped.append(SkippedCodeBlock(offset: c.start, reason: .unexpectedMarkup))
                }
                contexts.removeLast()
            }
            guard src[k] == UInt8(ascii: "<") else { k += 1; continue }
            switch lex(at: k, limit: n) {
            case .text:
                k += 1
            case .unterminated:
                k = n
            case .skip(let end):
                k = end
            case .tag(let tag):
                if tag.isEnd { k = tag.end; continue }
                let name = elementName(tag)
                if name.isRawText {
                    k = rawTextEnd(name, from: tag.end)
                    continue
                }
                guard name == .pre || ((name == .div || name == .figure) && attributes(of: tag).wrapper) else {
                    k = tag.end
                    continue
                }
                switch examine(tag, root: name, inheritedSwift: contexts.last?.inherits ?? false) {
                case .notBlock:
                    k = tag.end
                case .swiftContext(let end, let inherits):
                    contexts.append((tag.start, end, report.found, report.skipped.count, inherits))
                    k = tag.end
                case .otherLanguage(let end):
                    k = end
                case .skipped(let reason):
                    report.skipped.append(SkippedCodeBlock(offset: tag.start, reason: reason))
                    k = tag.end
                case .swift(let end, var text, let caption):
                    defer { text.release() }
                    report.found += 1
                    if text.failed { _ = out.reserve(Int.max); return }
                    let range = tag.start..<end
                    guard let rendered = render(text, caption: caption) else {
                        report.found -= 1
                        report.skipped.append(SkippedCodeBlock(offset: tag.start, reason: .invalidUTF8))
                        k = tag.end
                        continue
                    }
                    var block = rendered
                    defer { block.release() }
                    if block.failed { _ = out.reserve(Int.max); return }
                    copy(copied, range.lowerBound, into: &out)
                    if same(block, range) {
                        report.unchanged += 1
                        copy(range.lowerBound, range.upperBound, into: &out)
                    } else {
                        report.rewritten += 1
                        if let base = block.base { out.append(base, block.count) }
                    }
                    copied = end
                    k = end
                }
            }
        }
        for c in contexts.reversed() where report.found == c.found && report.skipped.count == c.skipped {
            report.skipped.append(SkippedCodeBlock(offset: c.start, reason: .unexpectedMarkup))
        }
        copy(copied, n, into: &out)
    }

    /// Our HTML for a block's text, captioned with the text of the generator's title element
    /// (its inner HTML is `src[caption]`) when it has one; nil when the text is not valid UTF-8
    /// and the policy rejects it.
    func render(_ text: OutputBuffer, caption: Range<Int>) -> OutputBuffer? {
        let input = UnsafeBufferPointer(start: text.base, count: text.count)
        var options = blockOptions
        if let title = captionText(caption) { options.title = title }
        var block = OutputBuffer(initialCapacity: OutputBuffer.estimate(text.count, perByte: 3, plus: 128 + caption.count))
        if UTF8Validation.firstInvalidOffset(input) == nil {
            Highlighter.renderHTML(validInput: input, options: options, into: &block)
            return block
        }
        guard options.policy == .replace else {
            block.release()
            return nil
        }
        var replaced = UTF8Validation.replacingInvalid(input)
        defer { replaced.release() }
        if replaced.failed {
            _ = block.reserve(Int.max)
            return block
        }
        Highlighter.renderHTML(validInput: UnsafeBufferPointer(start: replaced.base, count: replaced.count),
                               options: options, into: &block)
        return block
    }

    /// The text of a title's inner HTML `src[range]` (tags and comments removed, references
    /// decoded); nil when it is empty, has an unknown reference, is not valid UTF-8 or is longer
    /// than a title may be.
    func captionText(_ range: Range<Int>) -> [UInt8]? {
        guard !range.isEmpty else { return nil }
        var text: [UInt8] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let c = src[i]
            if c == UInt8(ascii: "<") {
                if matches(i, "<!--") {
                    i += 4
                    while i < range.upperBound && !matches(i, "-->") { i += 1 }
                    i += 3
                } else {
                    while i < range.upperBound && src[i] != UInt8(ascii: ">") { i += 1 }
                    i += 1
                }
                continue
            }
            if c == UInt8(ascii: "&") {
                switch HTMLCharacterReferences.reference(src, at: i, end: range.upperBound) {
                case .literal:
                    text.append(c)
                    i += 1
                case .unknown:
                    return nil
                case .scalar(let scalar, let length):
                    UTF8.encode(scalar) { text.append($0) }
                    i += length
                }
                continue
            }
            text.append(c)
            i += 1
        }
        guard !text.isEmpty, OptionRules.titleProblem(text) == nil else { return nil }
        return text
    }

    /// Whether `block` holds exactly the bytes of `src[range]`.
    func same(_ block: OutputBuffer, _ range: Range<Int>) -> Bool {
        guard block.count == range.count, let b = block.base, let s = src.baseAddress else { return false }
        return memcmp(b, s + range.lowerBound, range.count) == 0
    }

    func copy(_ a: Int, _ b: Int, into out: inout OutputBuffer) {
        guard let base = src.baseAddress, a < b, b <= src.count else { return }
        out.append(base + a, b - a)
    }

    /// The index after the end tag of the raw-text element `name` whose content starts at `k`,
    /// or the end of the page when it has none.
    func rawTextEnd(_ name: ElementName, from k: Int) -> Int {
        let n = src.count
        if name == .plaintext { return n }
        let literal = name.literal
        var i = k
        while i + 2 < n {
            if src[i] == UInt8(ascii: "<") && src[i + 1] == UInt8(ascii: "/") && matches(i + 2, literal)
                && isTagNameEnd(byte(i + 2 + literal.utf8CodeUnitCount)) {
                if case .tag(let tag) = lex(at: i, limit: n) { return tag.end }
                return n
            }
            i += 1
        }
        return n
    }

    // MARK: One block

    /// What a candidate element turned out to be.
    enum Examination {
        /// Not a code block (no `<pre>`, text or elements besides code): look inside it.
        case notBlock
        /// A code block of another language (or none), ending before `end`.
        case otherLanguage(end: Int)
        /// A Swift block ending before `end`, with its text (released by the caller) and the
        /// inner HTML of its title element (`src[caption]`, empty when it has none).
        case swift(end: Int, text: OutputBuffer, caption: Range<Int>)
        /// A Swift wrapper ending before `end` that holds more than code (a copy button, a
        /// language label): the blocks inside it are Swift unless they say otherwise.
        /// `inherits` when it holds one `<pre>`: that one is Swift unless it says otherwise
        /// (a wrapper around a whole article with several is not taken as a language for them).
        case swiftContext(end: Int, inherits: Bool)
        /// A Swift block whose text cannot be recovered for certain.
        case skipped(SkippedCodeBlock.Reason)
    }

    /// One open element inside a block.
    struct OpenElement {
        var nameStart: Int
        var nameLength: Int
        /// Whether text directly inside it is code (inside a `<pre>`, not in a table cell).
        var collects: Bool
        /// Whether it is inside a gutter, a title or a hidden element: none of its text is code.
        var dropped: Bool
        /// Whether it is a `<pre>` or inside one.
        var inPre: Bool
        /// Whether it is the block's title (class `filename`, as pymdownx writes it).
        var isCaption: Bool
        /// Where its content starts (after its start tag).
        var contentStart: Int
    }

    /// Walks the element that starts with `tag` to its end tag.
    func examine(_ tag: Tag, root: ElementName, inheritedSwift: Bool) -> Examination {
        let n = src.count
        var swift = inheritedSwift
        var other = false
        var hasPre = root == .pre
        var problem: SkippedCodeBlock.Reason? = nil
        var stack: [OpenElement] = []
        stack.reserveCapacity(8)
        let rootAttributes = attributes(of: tag)
        note(rootAttributes, root, &swift, &other)
        stack.append(OpenElement(nameStart: tag.nameStart, nameLength: tag.nameEnd - tag.nameStart,
                                 collects: root == .pre, dropped: rootAttributes.dropped, inPre: root == .pre,
                                 isCaption: false, contentStart: tag.end))
        // A wrapper that holds more than code (only a wrapper may): walked to its end all the same.
        var impure = false
        var preCount = root == .pre ? 1 : 0
        var caption = 0..<0
        var captionUnusable = false
        var text = OutputBuffer(initialCapacity: 256)
        func fail(_ reason: SkippedCodeBlock.Reason) -> Examination {
            text.release()
            return swift && !other ? .skipped(reason) : .notBlock
        }
        /// Markup that is not code: the end of a block inside a `<pre>`, an impure wrapper outside.
        func notCode(_ top: OpenElement) -> Bool {
            if top.inPre || root == .pre { return false }
            impure = true
            return true
        }
        var k = tag.end
        // HTML drops a line feed right after a `<pre>` start tag (§13.2.6.4.7): so do we.
        var preContentStart = root == .pre ? tag.end : -1
        while k < n {
            // An impure wrapper of another language: nothing to find in one walk.
            if impure && other {
                text.release()
                return .notBlock
            }
            // Text up to the next `<`.
            var e = k
            while e < n && src[e] != UInt8(ascii: "<") { e += 1 }
            if e > k {
                let top = stack[stack.count - 1]
                if top.dropped {
                    // Not code.
                } else if top.collects {
                    var a = k
                    if k == preContentStart {
                        if src[a] == UInt8(ascii: "\n") {
                            a += 1
                        } else if src[a] == UInt8(ascii: "\r") && a + 1 < e && src[a + 1] == UInt8(ascii: "\n") {
                            a += 2
                        } else if src[a] == UInt8(ascii: "\r") {
                            a += 1
                        }
                    }
                    if let reason = appendDecoded(a, e, to: &text) { problem = problem ?? reason }
                } else if !isBlank(k, e) && !notCode(top) {
                    // Text in a table cell inside a `<pre>`: not a block we understand.
                    return fail(.unexpectedMarkup)
                }
            }
            k = e
            if k >= n { break }
            switch lex(at: k, limit: n) {
            case .text:
                // A `<` that starts no tag is text.
                let top = stack[stack.count - 1]
                if top.collects && !top.dropped {
                    text.append(UInt8(ascii: "<"))
                } else if !top.dropped && !notCode(top) {
                    return fail(.unexpectedMarkup)
                }
                k += 1
            case .unterminated:
                return fail(.unterminated)
            case .skip(let end):
                k = end
            case .tag(let inner):
                k = inner.end
                let name = elementName(inner)
                if inner.isEnd {
                    // Close the innermost open element of that name and those inside it.
                    var j = stack.count - 1
                    while j >= 0 && !sameName(stack[j], inner) { j -= 1 }
                    if j < 0 { continue }
                    if j == 0 {
                        if impure {
                            text.release()
                            return swift && !other ? .swiftContext(end: k, inherits: preCount == 1) : .notBlock
                        }
                        if swift && !other && hasPre && problem == nil {
                            return .swift(end: k, text: text, caption: captionUnusable ? 0..<0 : caption)
                        }
                        text.release()
                        if !hasPre { return .notBlock }
                        if let problem, swift && !other { return .skipped(problem) }
                        return .otherLanguage(end: k)
                    }
                    // Elements closed without their end tag inside a title: its HTML is not balanced.
                    if j < stack.count - 1 && stack[...j].contains(where: { $0.isCaption }) { captionUnusable = true }
                    // A title closed by its own end tag: its inner HTML is balanced.
                    if j == stack.count - 1 && stack[j].isCaption && caption.isEmpty {
                        caption = stack[j].contentStart..<inner.start
                    }
                    stack.removeSubrange(j...)
                    continue
                }
                let top = stack[stack.count - 1]
                if !name.allowedInBlock || inner.selfClosing && !name.isVoid {
                    guard notCode(top) else { return fail(.unexpectedMarkup) }
                    if inner.selfClosing || name.isVoid || isVoidElement(inner) { continue }
                    guard stack.count < HTMLCodeBlocks.maxDepth else { return fail(.tooDeep) }
                    stack.append(OpenElement(nameStart: inner.nameStart, nameLength: inner.nameEnd - inner.nameStart,
                                             collects: false, dropped: true, inPre: false, isCaption: false,
                                             contentStart: inner.end))
                    continue
                }
                if name.isVoid {
                    if name == .br {
                        let top = stack[stack.count - 1]
                        if top.collects && !top.dropped { text.append(UInt8(ascii: "\n")) }
                    }
                    continue
                }
                guard stack.count < HTMLCodeBlocks.maxDepth else { return fail(.tooDeep) }
                let a = attributes(of: inner)
                note(a, name, &swift, &other)
                if name == .pre {
                    hasPre = true
                    preCount += 1
                    preContentStart = inner.end
                    // A title holds no code block (kept above ours, it would be one next time), and
                    // its HTML must be balanced.
                    if stack.contains(where: { $0.isCaption }) { captionUnusable = true }
                }
                let parent = top
                let collects = name == .pre ? true : (name.isTablePart ? false : parent.collects)
                let isCaption = a.caption && !parent.inPre && !parent.dropped
                stack.append(OpenElement(nameStart: inner.nameStart, nameLength: inner.nameEnd - inner.nameStart,
                                         collects: collects, dropped: parent.dropped || a.dropped || a.caption,
                                         inPre: parent.inPre || name == .pre, isCaption: isCaption, contentStart: inner.end))
            }
        }
        return fail(.unterminated)
    }
}

// MARK: Tags

extension HTMLCodeBlocks {
    /// A start or end tag: `src[start..<end]`, its name `src[nameStart..<nameEnd]`, its
    /// attributes in `src[nameEnd..<end - 1]`.
    struct Tag {
        var start: Int
        var end: Int
        var nameStart: Int
        var nameEnd: Int
        var isEnd: Bool
        var selfClosing: Bool
    }

    /// What a `<` starts.
    enum Markup {
        /// Nothing: the `<` is text.
        case text
        /// A comment, doctype, processing instruction or nameless end tag, ending before `end`.
        case skip(end: Int)
        case tag(Tag)
        /// A comment or tag that the page ends inside.
        case unterminated
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { k >= 0 && k < src.count ? src[k] : 0 }

    @inline(__always) func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") || c == 0x0C
    }

    @inline(__always) func isLetter(_ c: UInt8) -> Bool { c | 0x20 >= 0x61 && c | 0x20 <= 0x7A }

    func isTagNameEnd(_ c: UInt8) -> Bool { isSpace(c) || c == UInt8(ascii: ">") || c == UInt8(ascii: "/") }

    func isBlank(_ a: Int, _ b: Int) -> Bool {
        for i in a..<b where !isSpace(src[i]) { return false }
        return true
    }

    /// Whether the bytes at `k` are `literal` (lower-case ASCII), ASCII case-insensitively.
    /// (Not inlined: called with a hundred literals, it would be a hundred loops.)
    @inline(never)
    func matches(_ k: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard k >= 0, k + n <= src.count else { return false }
        let p = literal.utf8Start
        for x in 0..<n {
            var c = src[k + x]
            if c >= 0x41 && c <= 0x5A { c |= 0x20 }
            if c != p[x] { return false }
        }
        return true
    }

    /// Whether `src[a..<b]` is `literal` (lower-case ASCII), ASCII case-insensitively.
    @inline(never)
    func equals(_ a: Int, _ b: Int, _ literal: StaticString) -> Bool {
        b - a == literal.utf8CodeUnitCount && matches(a, literal)
    }

    /// The markup at `k` (a `<`), following the HTML standard's tokenizer: a comment ends at
    /// `-->` (or `--!>`, or at once for `<!-->` and `<!--->`); `<!`, `<?` and `</` before a
    /// non-letter start a bogus comment that ends at the next `>`; a tag's attribute values may
    /// hold `>` inside quotes.
    func lex(at k: Int, limit n: Int) -> Markup {
        let c1 = byte(k + 1)
        if c1 == UInt8(ascii: "!") {
            if matches(k, "<!--") {
                var i = k + 4
                if byte(i) == UInt8(ascii: ">") { return .skip(end: i + 1) }
                if byte(i) == UInt8(ascii: "-") && byte(i + 1) == UInt8(ascii: ">") { return .skip(end: i + 2) }
                while i + 2 < n {
                    if src[i] == UInt8(ascii: "-") && src[i + 1] == UInt8(ascii: "-") {
                        if src[i + 2] == UInt8(ascii: ">") { return .skip(end: i + 3) }
                        if src[i + 2] == UInt8(ascii: "!") && byte(i + 3) == UInt8(ascii: ">") { return .skip(end: i + 4) }
                    }
                    i += 1
                }
                return .unterminated
            }
            return bogusComment(k + 2, n)
        }
        if c1 == UInt8(ascii: "?") { return bogusComment(k + 2, n) }
        var i = k + 1
        var isEnd = false
        if c1 == UInt8(ascii: "/") {
            isEnd = true
            i += 1
            if byte(i) == UInt8(ascii: ">") { return .skip(end: i + 1) }
            if i >= n { return .text }
            if !isLetter(byte(i)) { return bogusComment(i, n) }
        } else if !isLetter(c1) {
            return .text
        }
        let nameStart = i
        while i < n && !isTagNameEnd(src[i]) { i += 1 }
        let nameEnd = i
        // Attributes: names, `=`, quoted or unquoted values.
        var selfClosing = false
        while i < n {
            let c = src[i]
            if c == UInt8(ascii: ">") {
                return .tag(Tag(start: k, end: i + 1, nameStart: nameStart, nameEnd: nameEnd, isEnd: isEnd, selfClosing: selfClosing))
            }
            if isSpace(c) { i += 1; continue }
            if c == UInt8(ascii: "/") {
                selfClosing = byte(i + 1) == UInt8(ascii: ">")
                i += 1
                continue
            }
            selfClosing = false
            // An attribute name (its first character may be `=`).
            i += 1
            while i < n && !isSpace(src[i]) && src[i] != UInt8(ascii: "/") && src[i] != UInt8(ascii: ">") && src[i] != UInt8(ascii: "=") { i += 1 }
            while i < n && isSpace(src[i]) { i += 1 }
            guard i < n, src[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < n && isSpace(src[i]) { i += 1 }
            guard i < n else { break }
            if src[i] == UInt8(ascii: "\"") || src[i] == UInt8(ascii: "'") {
                let q = src[i]
                i += 1
                while i < n && src[i] != q { i += 1 }
                i += 1
            } else {
                while i < n && !isSpace(src[i]) && src[i] != UInt8(ascii: ">") { i += 1 }
            }
        }
        return .unterminated
    }

    func bogusComment(_ from: Int, _ n: Int) -> Markup {
        var i = from
        while i < n && src[i] != UInt8(ascii: ">") { i += 1 }
        return i < n ? .skip(end: i + 1) : .unterminated
    }

    func sameName(_ open: OpenElement, _ tag: Tag) -> Bool {
        guard open.nameLength == tag.nameEnd - tag.nameStart else { return false }
        for x in 0..<open.nameLength {
            var a = src[open.nameStart + x], b = src[tag.nameStart + x]
            if a >= 0x41 && a <= 0x5A { a |= 0x20 }
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if a != b { return false }
        }
        return true
    }

    /// The elements a code block is made of, and those that matter around it.
    enum ElementName {
        case pre, code, div, figure, span, table, tbody, thead, tfoot, tr, td, th, a, br, wbr
        /// Inline formatting (`b`, `i`, `em`, `strong`, `u`, `s`, `mark`, `small`, `sub`, `sup`,
        /// `kbd`, `samp`, `var`, `del`, `ins`, `font`): its text is code.
        case inline
        case script, style, textarea, title, xmp, iframe, noembed, noframes, noscript, plaintext
        case other

        var allowedInBlock: Bool {
            switch self {
            case .pre, .code, .div, .figure, .span, .table, .tbody, .thead, .tfoot, .tr, .td, .th, .a, .br, .wbr, .inline:
                return true
            default:
                return false
            }
        }
        var isVoid: Bool { self == .br || self == .wbr }

        var isTablePart: Bool {
            switch self {
            case .table, .tbody, .thead, .tfoot, .tr, .td, .th: return true
            default: return false
            }
        }
        var isRawText: Bool {
            switch self {
            case .script, .style, .textarea, .title, .xmp, .iframe, .noembed, .noframes, .noscript, .plaintext: return true
            default: return false
            }
        }
        /// The name of a raw-text element, lower-case.
        var literal: StaticString {
            switch self {
            case .script: return "script"
            case .style: return "style"
            case .textarea: return "textarea"
            case .title: return "title"
            case .xmp: return "xmp"
            case .iframe: return "iframe"
            case .noembed: return "noembed"
            case .noframes: return "noframes"
            case .noscript: return "noscript"
            default: return "plaintext"
            }
        }
    }

    /// Whether the element of `tag` has no end tag (the HTML standard's void elements).
    func isVoidElement(_ tag: Tag) -> Bool {
        let a = tag.nameStart, b = tag.nameEnd
        return equals(a, b, "area") || equals(a, b, "base") || equals(a, b, "br") || equals(a, b, "col")
            || equals(a, b, "embed") || equals(a, b, "hr") || equals(a, b, "img") || equals(a, b, "input")
            || equals(a, b, "link") || equals(a, b, "meta") || equals(a, b, "param") || equals(a, b, "source")
            || equals(a, b, "track") || equals(a, b, "wbr")
    }

    func elementName(_ tag: Tag) -> ElementName {
        let a = tag.nameStart, b = tag.nameEnd
        switch b - a {
        case 1:
            if equals(a, b, "a") { return .a }
            if equals(a, b, "b") || equals(a, b, "i") || equals(a, b, "u") || equals(a, b, "s") { return .inline }
        case 2:
            if equals(a, b, "td") { return .td }
            if equals(a, b, "tr") { return .tr }
            if equals(a, b, "th") { return .th }
            if equals(a, b, "br") { return .br }
            if equals(a, b, "em") { return .inline }
        case 3:
            if equals(a, b, "pre") { return .pre }
            if equals(a, b, "div") { return .div }
            if equals(a, b, "wbr") { return .wbr }
            if equals(a, b, "xmp") { return .xmp }
            if equals(a, b, "kbd") || equals(a, b, "sub") || equals(a, b, "sup") || equals(a, b, "var")
                || equals(a, b, "del") || equals(a, b, "ins") { return .inline }
        case 4:
            if equals(a, b, "code") { return .code }
            if equals(a, b, "span") { return .span }
            if equals(a, b, "mark") || equals(a, b, "samp") || equals(a, b, "font") { return .inline }
        case 5:
            if equals(a, b, "table") { return .table }
            if equals(a, b, "tbody") { return .tbody }
            if equals(a, b, "thead") { return .thead }
            if equals(a, b, "tfoot") { return .tfoot }
            if equals(a, b, "style") { return .style }
            if equals(a, b, "title") { return .title }
            if equals(a, b, "small") { return .inline }
        case 6:
            if equals(a, b, "figure") { return .figure }
            if equals(a, b, "script") { return .script }
            if equals(a, b, "iframe") { return .iframe }
            if equals(a, b, "strong") { return .inline }
        case 7:
            if equals(a, b, "noembed") { return .noembed }
        case 8:
            if equals(a, b, "textarea") { return .textarea }
            if equals(a, b, "noframes") { return .noframes }
            if equals(a, b, "noscript") { return .noscript }
        case 9:
            if equals(a, b, "plaintext") { return .plaintext }
        default:
            break
        }
        return .other
    }
}

// MARK: Attributes

extension HTMLCodeBlocks {
    /// What the attributes of one element say about code blocks.
    struct BlockAttributes {
        /// A class, `data-lang` or `data-language` names Swift.
        var swift = false
        /// The class `swift` (Pandoc, highlight.js): Swift on a `<pre>` or `<code>`.
        var bareSwift = false
        /// A class, `data-lang` or `data-language` names another language.
        var other = false
        /// A class of a highlighter's wrapper `<div>`.
        var wrapper = false
        /// A gutter, hidden or unselectable element: its text is not code.
        var dropped = false
        /// The block's title (class `filename`): not code, kept above our block.
        var caption = false
    }

    /// The attributes of `tag` (the first of each name counts, as in HTML).
    func attributes(of tag: Tag) -> BlockAttributes {
        var result = BlockAttributes()
        var seenClass = false, seenLang = false, seenLanguage = false, seenHidden = false, seenStyle = false
        var i = tag.nameEnd
        let b = tag.end - 1
        while i < b {
            let c = src[i]
            if isSpace(c) || c == UInt8(ascii: "/") { i += 1; continue }
            let nameStart = i
            i += 1
            while i < b && !isSpace(src[i]) && src[i] != UInt8(ascii: "/") && src[i] != UInt8(ascii: "=") { i += 1 }
            let nameEnd = i
            while i < b && isSpace(src[i]) { i += 1 }
            var valueStart = i, valueEnd = i
            if i < b && src[i] == UInt8(ascii: "=") {
                i += 1
                while i < b && isSpace(src[i]) { i += 1 }
                if i < b && (src[i] == UInt8(ascii: "\"") || src[i] == UInt8(ascii: "'")) {
                    let q = src[i]
                    i += 1
                    valueStart = i
                    while i < b && src[i] != q { i += 1 }
                    valueEnd = i
                    i += 1
                } else {
                    valueStart = i
                    while i < b && !isSpace(src[i]) { i += 1 }
                    valueEnd = i
                }
            }
            if !seenClass && equals(nameStart, nameEnd, "class") {
                seenClass = true
                classes(valueStart, valueEnd, into: &result)
            } else if (!seenLang && equals(nameStart, nameEnd, "data-lang")) || (!seenLanguage && equals(nameStart, nameEnd, "data-language")) {
                if nameEnd - nameStart == 9 { seenLang = true } else { seenLanguage = true }
                if equals(valueStart, valueEnd, "swift") {
                    result.swift = true
                    result.wrapper = true
                } else if !isBlank(valueStart, valueEnd) {
                    result.other = true
                    result.wrapper = true
                }
            } else if !seenHidden && equals(nameStart, nameEnd, "aria-hidden") {
                seenHidden = true
                if equals(valueStart, valueEnd, "true") { result.dropped = true }
            } else if !seenStyle && equals(nameStart, nameEnd, "style") {
                seenStyle = true
                if unselectable(valueStart, valueEnd) { result.dropped = true }
            }
        }
        return result
    }

    /// Whether the style `src[a..<b]` has `user-select: none` (Chroma's inline line numbers).
    func unselectable(_ a: Int, _ b: Int) -> Bool {
        var i = a
        while i + 11 <= b {
            if matches(i, "user-select") {
                var j = i + 11
                while j < b && isSpace(src[j]) { j += 1 }
                if byte(j) == UInt8(ascii: ":") {
                    j += 1
                    while j < b && isSpace(src[j]) { j += 1 }
                    if j + 4 <= b && matches(j, "none") { return true }
                }
            }
            i += 1
        }
        return false
    }

    /// Reads the class list `src[a..<b]` (tokens separated by ASCII whitespace).
    func classes(_ a: Int, _ b: Int, into result: inout BlockAttributes) {
        var t = a
        while t < b {
            while t < b && isSpace(src[t]) { t += 1 }
            let s = t
            while t < b && !isSpace(src[t]) { t += 1 }
            if t > s { classToken(s, t, into: &result) }
        }
    }

    func classToken(_ s: Int, _ e: Int, into result: inout BlockAttributes) {
        for own in ownClasses where own.count == e - s {
            var same = true
            for x in 0..<own.count where src[s + x] != own[x] { same = false; break }
            if same { return }
        }
        if equals(s, e, "language-swift") || equals(s, e, "lang-swift") || equals(s, e, "highlight-swift")
            || equals(s, e, "highlight-source-swift") {
            result.swift = true
            result.wrapper = true
            return
        }
        if equals(s, e, "swift") { result.bareSwift = true; return }
        if matches(s, "language-") || matches(s, "lang-") || matches(s, "highlight-") {
            result.other = true
            result.wrapper = true
            return
        }
        if equals(s, e, "highlight") || equals(s, e, "highlighter-rouge") || equals(s, e, "sourcecode")
            || equals(s, e, "chroma") || equals(s, e, "codehilite") {
            result.wrapper = true
            return
        }
        if equals(s, e, "ln") || equals(s, e, "lnt") || equals(s, e, "linenos") || equals(s, e, "lineno")
            || equals(s, e, "linenodiv") || equals(s, e, "gutter") || equals(s, e, "rouge-gutter") {
            result.dropped = true
            return
        }
        if equals(s, e, "filename") {
            result.caption = true
            return
        }
        if e - s == lineNumberClass.count {
            var same = true
            for x in 0..<lineNumberClass.count where src[s + x] != lineNumberClass[x] { same = false; break }
            if same { result.dropped = true }
        }
    }

    /// Adds what an element's attributes say about the block's language.
    /// Only the block's own elements (`<pre>`, `<code>`, wrappers) name its language: the spans
    /// of tokens inside may have any class (`lang-keyword` with the prefix `lang-`).
    func note(_ a: BlockAttributes, _ name: ElementName, _ swift: inout Bool, _ other: inout Bool) {
        guard name == .pre || name == .code || name == .div || name == .figure else { return }
        if a.swift || (a.bareSwift && (name == .pre || name == .code)) { swift = true }
        if a.other { other = true }
    }

    /// Appends the text `src[a..<b]` with character references decoded; the reason when a
    /// reference is unknown.
    func appendDecoded(_ a: Int, _ b: Int, to text: inout OutputBuffer) -> SkippedCodeBlock.Reason? {
        guard let base = src.baseAddress else { return nil }
        var run = a
        var i = a
        while i < b {
            guard src[i] == UInt8(ascii: "&") else { i += 1; continue }
            switch HTMLCharacterReferences.reference(src, at: i, end: b) {
            case .literal:
                i += 1
            case .unknown:
                return .unknownCharacterReference
            case .scalar(let scalar, let length):
                text.append(base + run, i - run)
                UTF8.encode(scalar) { text.append($0) }
                i += length
                run = i
            }
        }
        text.append(base + run, b - run)
        return nil
    }
}
