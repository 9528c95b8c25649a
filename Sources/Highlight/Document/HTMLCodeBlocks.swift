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
/// or reference inside its `<pre>`, no end tag, invalid UTF-8 under the reject policy), or a
/// Swift wrapper with no block found inside, is left as it was and reported. An element nested
/// deeper than `maxDepth` inside is left whole, blocks inside it included (and reported when it
/// is Swift).
///
/// A second run over the output changes nothing. Our blocks come back unchanged, and everything
/// that decides the fate of a wrapper around a block is read the same before and after the
/// block is rewritten: the wrapper's walk reads the block as the block's own walk does (`<pre/>`
/// starts a `<pre>`, as in HTML; an end tag closes nothing opened outside the innermost open
/// `<pre>`, `<div>`, `<figure>` or table part unless it is that element's own, as in HTML;
/// depth inside a `<pre>` is counted from the `<pre>`), and a walk that gives up on depth leaves
/// everything inside the element alone.
///
/// Comments, `<script>`, `<style>`, `<textarea>`, `<title>` and the other raw-text elements are
/// skipped whole. The work is linear in the page: a block's scan stops at its end tag, at the
/// first thing that makes it no block, or `maxDepth` levels down (outside and inside its
/// `<pre>`), and an element too deep is passed over in one more scan; since the elements a scan
/// starts at close only at their own end tags, those that hold a byte nest, at most `maxDepth`
/// deep, so a bounded number of scans look at any one byte.
struct HTMLCodeBlocks {
    /// The page, read through the document stage's HTML tokenizer.
    let html: HTMLTokenizer
    var src: UnsafeBufferPointer<UInt8> { html.src }
    typealias Tag = HTMLTokenizer.Tag
    /// The options of our blocks (the wrapper and `language-swift` class included).
    let blockOptions: RenderOptions
    /// The class of our line-number elements (PREFIXln), dropped from the text.
    let lineNumberClass: [UInt8]
    /// The classes of our own wrappers (PREFIXcode, PREFIXblock): they name no language, whatever
    /// the prefix (`lang-` included).
    let ownClasses: [[UInt8]]
    /// What was found so far.
    var report = CodeBlockReport()
    /// Set in the names pass of finer kinds (see `DocumentNames`): blocks are not rendered.
    var names: DocumentNames?
    /// With the compiler's notes (`AnnotatedHTMLPage`): offered each Swift block first. A block
    /// that carries notes already (a `role="tooltip"` element) is then kept as it is: its
    /// set-up lines are no longer in the page.
    var annotator: BlockAnnotator?
    /// The line (from 1) at an offset of the page, counted on from the last block's (blocks come
    /// in page order, so the page is counted once).
    var lineMark = (offset: 0, line: 1)

    /// The deepest nesting looked into inside one block.
    static let maxDepth = 32

    init(src: UnsafeBufferPointer<UInt8>, options: RenderOptions, names: DocumentNames? = nil) {
        html = HTMLTokenizer(src: src)
        self.names = names
        var o = options
        o.wrapInPre = true
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
            switch html.lex(at: k, limit: n) {
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
                    k = name == .plaintext ? n : html.rawTextEnd(name.literal, from: tag.end)
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
                case .tooDeep(let end, let swift):
                    if swift { report.skipped.append(SkippedCodeBlock(offset: tag.start, reason: .tooDeep)) }
                    k = end
                case .swift(let end, var text, let caption, let noted):
                    defer { text.release() }
                    report.found += 1
                    if text.failed { _ = out.reserve(Int.max); return }
                    let range = tag.start..<end
                    if noted && annotator != nil {
                        report.unchanged += 1
                        k = end
                        continue
                    }
                    guard let rendered = render(text, caption: caption, line: annotator == nil ? 0 : lineNumber(at: tag.start)) else {
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
    func render(_ text: OutputBuffer, caption: Range<Int>, line: Int) -> OutputBuffer? {
        let input = UnsafeBufferPointer(start: text.base, count: text.count)
        var options = blockOptions
        if let title = captionText(caption) { options.title = title }
        var block = OutputBuffer(initialCapacity: OutputBuffer.estimate(text.count, perByte: 3, plus: 128 + caption.count))
        if UTF8Validation.firstInvalidOffset(input) == nil {
            if let annotator, annotator.render(input, line, options, &block) { return block }
            DocumentNames.renderBlock(input, options: options, names: names, into: &block)
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
        DocumentNames.renderBlock(UnsafeBufferPointer(start: replaced.base, count: replaced.count),
                                options: options, names: names, into: &block)
        return block
    }

    /// The text of a title's inner HTML `src[range]` (tags and comments removed, references
    /// decoded); nil when it is empty, has an unknown reference, is not valid UTF-8 or is longer
    /// than a title may be.
    func captionText(_ range: Range<Int>) -> [UInt8]? {
        guard !range.isEmpty else { return nil }
        var text = OutputBuffer(initialCapacity: range.count)
        defer { text.release() }
        var i = range.lowerBound
        var run = i
        while i < range.upperBound {
            guard src[i] == UInt8(ascii: "<") else { i += 1; continue }
            let end: Int
            switch html.lex(at: i, limit: range.upperBound) {
            case .text:
                i += 1
                continue
            case .unterminated:
                return nil
            case .skip(let e):
                end = e
            case .tag(let tag):
                end = tag.end
            }
            guard HTMLCharacterReferences.decode(src, run, i, into: &text) else { return nil }
            i = end
            run = end
        }
        guard HTMLCharacterReferences.decode(src, run, range.upperBound, into: &text), !text.failed,
              let base = text.base, text.count > 0 else { return nil }
        let title = Array(UnsafeBufferPointer(start: base, count: text.count))
        guard OptionRules.titleProblem(title) == nil else { return nil }
        return title
    }

    /// The line (from 1) of offset `k` of the page, at or after the last offset asked for.
    mutating func lineNumber(at k: Int) -> Int {
        let end = min(max(k, lineMark.offset), src.count)
        var line = lineMark.line
        for i in lineMark.offset..<end where src[i] == 0x0A { line += 1 }
        lineMark = (end, line)
        return line
    }

    /// Whether `block` holds exactly the bytes of `src[range]`.
    func same(_ block: OutputBuffer, _ range: Range<Int>) -> Bool {
        guard block.count == range.count, let b = block.base, let s = src.baseAddress else { return false }
        return memcmp(b, s + range.lowerBound, range.count) == 0
    }

    func copy(_ a: Int, _ b: Int, into out: inout OutputBuffer) {
        // The names pass needs no copy of the page.
        guard names == nil, let base = src.baseAddress, a < b, b <= src.count else { return }
        out.append(base + a, b - a)
    }

    // MARK: One block

    /// What a candidate element turned out to be.
    enum Examination {
        /// Not a code block (no `<pre>`, text or elements besides code): look inside it.
        case notBlock
        /// A code block of another language (or none), ending before `end`.
        case otherLanguage(end: Int)
        /// A Swift block ending before `end`, with its text (released by the caller), the
        /// inner HTML of its title element (`src[caption]`, empty when it has none), and whether
        /// it carries the compiler's notes (a `role="tooltip"` element).
        case swift(end: Int, text: OutputBuffer, caption: Range<Int>, noted: Bool)
        /// A Swift wrapper ending before `end` that holds more than code (a copy button, a
        /// language label): the blocks inside it are Swift unless they say otherwise.
        /// `inherits` when it holds one `<pre>`: that one is Swift unless it says otherwise
        /// (a wrapper around a whole article with several is not taken as a language for them).
        case swiftContext(end: Int, inherits: Bool)
        /// A Swift block whose text cannot be recovered for certain.
        case skipped(SkippedCodeBlock.Reason)
        /// An element nested deeper than `maxDepth` inside, ending before `end` (the end of the
        /// page when it has no end tag): left whole, nothing inside it looked at; `swift` when it
        /// was known to be Swift by then.
        case tooDeep(end: Int, swift: Bool)
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
        /// Whether an end tag stops at it (see `lowestClosable`).
        var special: Bool
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
                                 special: root.isSpecial, isCaption: false, contentStart: tag.end))
        // A wrapper that holds more than code (only a wrapper may): walked to its end all the same.
        var impure = false
        var preCount = root == .pre ? 1 : 0
        var caption = 0..<0
        var captionUnusable = false
        var noted = false
        var text = OutputBuffer(initialCapacity: 256)
        func fail(_ reason: SkippedCodeBlock.Reason) -> Examination {
            text.release()
            return swift && !other ? .skipped(reason) : .notBlock
        }
        /// Too deep at `k`, after the start tag of an element that has no room on the stack.
        func tooDeep(after k: Int) -> Examination {
            text.release()
            return .tooDeep(end: end(of: stack, deeper: 1, from: k), swift: swift && !other)
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
                    if !HTMLCharacterReferences.decode(src, a, e, into: &text) { problem = problem ?? .unknownCharacterReference }
                } else if !html.isBlank(k, e) && !notCode(top) {
                    // Text in a table cell inside a `<pre>`: not a block we understand.
                    return fail(.unexpectedMarkup)
                }
            }
            k = e
            if k >= n { break }
            switch html.lex(at: k, limit: n) {
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
                    if j < lowestClosable(stack) { continue }
                    if j == 0 {
                        if impure {
                            text.release()
                            return swift && !other ? .swiftContext(end: k, inherits: preCount == 1) : .notBlock
                        }
                        if swift && !other && hasPre && problem == nil {
                            return .swift(end: k, text: text, caption: captionUnusable ? 0..<0 : caption, noted: noted)
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
                if !name.allowedInBlock {
                    guard notCode(top) else { return fail(.unexpectedMarkup) }
                    if !opens(inner, name) { continue }
                    guard hasRoom(stack) else { return tooDeep(after: k) }
                    stack.append(OpenElement(nameStart: inner.nameStart, nameLength: inner.nameEnd - inner.nameStart,
                                             collects: false, dropped: true, inPre: false, special: name.isSpecial,
                                             isCaption: false, contentStart: inner.end))
                    continue
                }
                if name.isVoid {
                    if name == .br {
                        let top = stack[stack.count - 1]
                        if top.collects && !top.dropped { text.append(UInt8(ascii: "\n")) }
                    }
                    continue
                }
                guard hasRoom(stack) else { return tooDeep(after: k) }
                let a = attributes(of: inner)
                note(a, name, &swift, &other)
                if a.tooltip { noted = true }
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
                                         inPre: parent.inPre || name == .pre, special: name.isSpecial, isCaption: isCaption,
                                         contentStart: inner.end))
            }
        }
        return fail(.unterminated)
    }
}

// MARK: Elements

extension HTMLCodeBlocks {
    /// Whether the start tag `tag` (of `name`) opens an element that an end tag closes: not a
    /// void element, and not a self-closing one (`<path/>` in an SVG icon) unless it is one of the
    /// HTML elements a block is made of, where HTML ignores the `/` (`<pre/>` starts a `<pre>`).
    func opens(_ tag: Tag, _ name: ElementName) -> Bool {
        if name.isVoid || isVoidElement(tag) { return false }
        return name.allowedInBlock || !tag.selfClosing
    }

    /// The index of the outermost `<pre>` open in `stack`, nil when none is.
    func outermostPre(_ stack: [OpenElement]) -> Int? {
        for i in stack.indices where stack[i].inPre { return i }
        return nil
    }

    /// The lowest index in `stack` that an end tag may close: nothing opened outside the
    /// innermost open special element (`<pre>`, `<div>`, `<figure>`, a table's parts), which the
    /// end tag closes only when it is its own, as the HTML standard's "any other end tag" steps
    /// have it (§13.2.6.4.7). So an element is read the same whether the walk started at it or at
    /// an element around it (a wrapper, an outer `<pre>`), and the elements a walk starts at
    /// nest: an unclosed `<div>` stays open for what follows it, however many `</span>`s come,
    /// so a page of unclosed wrappers gets too deep (`maxDepth`) instead of being walked to its
    /// end once per wrapper.
    func lowestClosable(_ stack: [OpenElement]) -> Int {
        var i = stack.count - 1
        while i > 0 && !stack[i].special { i -= 1 }
        return i
    }

    /// Whether one more element may open on `stack`: fewer than `maxDepth` levels outside any
    /// `<pre>`, and fewer than `maxDepth` from the outermost `<pre>` on. Counted from the `<pre>`,
    /// the depth of what a block holds is the same whether the walk started at the block or at
    /// a wrapper around it, and our blocks (a few levels) never make a wrapper too deep.
    func hasRoom(_ stack: [OpenElement]) -> Bool {
        stack.count - (outermostPre(stack) ?? 0) < HTMLCodeBlocks.maxDepth
    }

    /// The index after the end tag of the element at the bottom of `stack`, read on from `k` with
    /// the open elements `stack` and `deeper` more open below them, unnamed (past `maxDepth`):
    /// elements open and close as `examine` reads them, and an end tag closes the innermost
    /// unnamed one while there are any. The end of the page when it has no end tag. One pass
    /// to its end: an element too deep to read is skipped whole, so that no block inside it is
    /// rewritten and a second run finds it as the first did.
    func end(of stack: [OpenElement], deeper: Int, from k: Int) -> Int {
        let n = src.count
        var stack = stack
        var deeper = deeper
        var k = k
        while k < n {
            guard src[k] == UInt8(ascii: "<") else { k += 1; continue }
            switch html.lex(at: k, limit: n) {
            case .text:
                k += 1
            case .unterminated:
                return n
            case .skip(let end):
                k = end
            case .tag(let tag):
                k = tag.end
                if !tag.isEnd {
                    let name = elementName(tag)
                    guard opens(tag, name) else { continue }
                    if deeper == 0 && hasRoom(stack) {
                        stack.append(OpenElement(nameStart: tag.nameStart, nameLength: tag.nameEnd - tag.nameStart,
                                                 collects: false, dropped: true,
                                                 inPre: stack[stack.count - 1].inPre || name == .pre,
                                                 special: name.isSpecial, isCaption: false, contentStart: tag.end))
                    } else {
                        deeper += 1
                    }
                    continue
                }
                if deeper > 0 { deeper -= 1; continue }
                var j = stack.count - 1
                while j >= 0 && !sameName(stack[j], tag) { j -= 1 }
                if j < lowestClosable(stack) { continue }
                if j == 0 { return k }
                stack.removeSubrange(j...)
            }
        }
        return n
    }

    func sameName(_ open: OpenElement, _ tag: Tag) -> Bool {
        open.nameLength == tag.nameEnd - tag.nameStart && html.sameName(open.nameStart, tag.nameStart, count: open.nameLength)
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

        /// The elements an end tag of another name does not close through (the HTML standard's
        /// special category, of the elements a block is made of).
        var isSpecial: Bool {
            switch self {
            case .pre, .div, .figure, .table, .tbody, .thead, .tfoot, .tr, .td, .th: return true
            default: return false
            }
        }

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
        return html.equals(a, b, "area") || html.equals(a, b, "base") || html.equals(a, b, "br") || html.equals(a, b, "col")
            || html.equals(a, b, "embed") || html.equals(a, b, "hr") || html.equals(a, b, "img") || html.equals(a, b, "input")
            || html.equals(a, b, "link") || html.equals(a, b, "meta") || html.equals(a, b, "param") || html.equals(a, b, "source")
            || html.equals(a, b, "track") || html.equals(a, b, "wbr")
    }

    func elementName(_ tag: Tag) -> ElementName { html.elementName(tag) }
}

extension HTMLTokenizer {
    /// The element `tag` names, of those that matter to code blocks (`other` for the rest).
    func elementName(_ tag: Tag) -> HTMLCodeBlocks.ElementName {
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
        /// A gutter, hidden or unselectable element, or a tooltip: its text is not code.
        var dropped = false
        /// `role="tooltip"`: a note on the code (the compiler's, as `--compiler` writes them).
        var tooltip = false
        /// The block's title (class `filename`): not code, kept above our block.
        var caption = false
    }

    /// The attributes of `tag` (the first of each name counts, as in HTML).
    func attributes(of tag: Tag) -> BlockAttributes {
        var result = BlockAttributes()
        var seenClass = false, seenLang = false, seenLanguage = false, seenHidden = false, seenStyle = false, seenRole = false
        var i = tag.nameEnd
        while let attribute = html.nextAttribute(of: tag, from: &i) {
            let nameStart = attribute.nameStart, nameEnd = attribute.nameEnd
            let valueStart = attribute.valueStart, valueEnd = attribute.valueEnd
            if !seenClass && html.equals(nameStart, nameEnd, "class") {
                seenClass = true
                classes(valueStart, valueEnd, into: &result)
            } else if (!seenLang && html.equals(nameStart, nameEnd, "data-lang")) || (!seenLanguage && html.equals(nameStart, nameEnd, "data-language")) {
                if nameEnd - nameStart == 9 { seenLang = true } else { seenLanguage = true }
                if html.equals(valueStart, valueEnd, "swift") {
                    result.swift = true
                    result.wrapper = true
                } else if !html.isBlank(valueStart, valueEnd) {
                    result.other = true
                    result.wrapper = true
                }
            } else if !seenHidden && html.equals(nameStart, nameEnd, "aria-hidden") {
                seenHidden = true
                if html.equals(valueStart, valueEnd, "true") { result.dropped = true }
            } else if !seenRole && html.equals(nameStart, nameEnd, "role") {
                seenRole = true
                if html.equals(valueStart, valueEnd, "tooltip") {
                    result.tooltip = true
                    result.dropped = true
                }
            } else if !seenStyle && html.equals(nameStart, nameEnd, "style") {
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
            if html.matches(i, "user-select") {
                var j = i + 11
                while j < b && html.isSpace(src[j]) { j += 1 }
                if html.byte(j) == UInt8(ascii: ":") {
                    j += 1
                    while j < b && html.isSpace(src[j]) { j += 1 }
                    if j + 4 <= b && html.matches(j, "none") { return true }
                }
            }
            i += 1
        }
        return false
    }

    /// Reads the class list `src[a..<b]` (tokens separated by ASCII whitespace).
    func classes(_ a: Int, _ b: Int, into result: inout BlockAttributes) {
        var t = a
        while let token = html.nextClass(from: &t, end: b) { classToken(token.lowerBound, token.upperBound, into: &result) }
    }

    func classToken(_ s: Int, _ e: Int, into result: inout BlockAttributes) {
        for own in ownClasses where own.count == e - s {
            var same = true
            for x in 0..<own.count where src[s + x] != own[x] { same = false; break }
            if same { return }
        }
        if html.equals(s, e, "language-swift") || html.equals(s, e, "lang-swift") || html.equals(s, e, "highlight-swift")
            || html.equals(s, e, "highlight-source-swift") {
            result.swift = true
            result.wrapper = true
            return
        }
        if html.equals(s, e, "swift") { result.bareSwift = true; return }
        if html.matches(s, "language-") || html.matches(s, "lang-") || html.matches(s, "highlight-") {
            result.other = true
            result.wrapper = true
            return
        }
        if html.equals(s, e, "highlight") || html.equals(s, e, "highlighter-rouge") || html.equals(s, e, "sourcecode")
            || html.equals(s, e, "chroma") || html.equals(s, e, "codehilite") {
            result.wrapper = true
            return
        }
        if html.equals(s, e, "ln") || html.equals(s, e, "lnt") || html.equals(s, e, "linenos") || html.equals(s, e, "lineno")
            || html.equals(s, e, "linenodiv") || html.equals(s, e, "gutter") || html.equals(s, e, "rouge-gutter") {
            result.dropped = true
            return
        }
        if html.equals(s, e, "filename") {
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
}

extension HTMLCodeBlocks {
    /// The shared body of the Swift and C entry points.
    static func rehighlightHTML(_ page: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                                report: inout CodeBlockReport, annotator: BlockAnnotator? = nil) -> Result<OutputBuffer, HighlightError> {
        if page.count > Pipeline.maxInputLength { return .failure(.inputTooLarge) }
        var options = options
        if options.xcodeKinds {
            // What the names pass reports is dropped with what it writes.
            let unnamed = options
            options.projectNames = DocumentNames.collect(options.projectNames) { names, scratch in
                var first = HTMLCodeBlocks(src: page, options: unnamed, names: names)
                first.rewrite(into: &scratch)
            }
        }
        var blocks = HTMLCodeBlocks(src: page, options: options)
        blocks.annotator = annotator
        var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(page.count, perByte: 2, plus: 256))
        blocks.rewrite(into: &out)
        report = blocks.report
        return Pipeline.finished(out)
    }
}
