/// Highlights the Swift code blocks of a Markdown or HTML document in place, leaving every other
/// byte as it was (see `swh_highlight_markdown` in the header for the rules).
///
/// Fenced code blocks follow CommonMark 0.31 §4.5: an opening fence is 3+ backticks or 3+ tildes
/// after at most 3 spaces of indentation (a tab indents to column 4, so it is an indented code
/// block); a backtick fence's info string may not contain backticks; the closing fence uses the
/// same character, at least as many of it, at most 3 spaces of indentation and nothing but
/// spaces or tabs after it; content lines lose up to as many leading spaces as the opening fence
/// had; an unclosed fence runs to the end of the document. The first word of the info string
/// picks the language. Container blocks (block quotes, list items) are not parsed: fences in
/// list items work when indented at most 3 spaces; fences inside block quotes are left alone.
enum Markdown {
    /// What a run of the document is.
    enum Mode {
        /// Markdown with raw HTML: fences and `<pre><code>` blocks.
        case markdown
        /// HTML only: `<pre><code>` blocks.
        case html
    }

    static func render(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                       mode: Mode = .markdown, annotator: BlockAnnotator? = nil) -> Result<OutputBuffer, HighlightError> {
        Pipeline.withValidUTF8(input, policy: options.policy) { valid in
            var blockOptions = options
            blockOptions.highlightedLines = []
            blockOptions.title = []
            if options.xcodeKinds {
                let unnamed = blockOptions
                blockOptions.projectNames = DocumentNames.collect(options.projectNames) { names, scratch in
                    var first = Document(src: valid, options: unnamed, names: names)
                    first.run(mode, into: &scratch)
                }
            }
            var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 3, plus: 256))
            var doc = Document(src: valid, options: blockOptions, annotator: annotator)
            doc.run(mode, into: &out)
            if let failure = doc.failure {
                out.release()
                return .failure(.invalidFence(line: failure.line, message: failure.message))
            }
            return Pipeline.finished(out)
        }
    }

    struct Document {
        let src: UnsafeBufferPointer<UInt8>
        let options: RenderOptions
        /// Set in the names pass of finer kinds (see `DocumentNames`): blocks are not rendered.
        var names: DocumentNames? = nil
        /// The document's HTML, read through the document stage's HTML tokenizer.
        var html: HTMLTokenizer { HTMLTokenizer(src: src) }
        /// Renders fences with the compiler's notes instead (`CodeAnnotations`); nil: none.
        var annotator: BlockAnnotator? = nil
        /// The first fence whose info string could not be read: its line (from 1) and why.
        var failure: (line: Int, message: String)?

        @inline(__always) func byte(_ k: Int) -> UInt8 { k >= 0 && k < src.count ? src[k] : 0 }

        /// The end of the line starting at `k` (the index of its `\n`, or the end of input).
        func lineEnd(_ k: Int) -> Int {
            var e = k
            while e < src.count && src[e] != UInt8(ascii: "\n") { e += 1 }
            return e
        }

        /// The start of the next line after the line starting at `k`.
        func nextLine(_ k: Int) -> Int {
            let e = lineEnd(k)
            return e < src.count ? e + 1 : e
        }

        struct Fence {
            var indent: Int
            var char: UInt8
            var length: Int
            var isSwift: Bool
            /// The info string's options; its parse failure is kept in `infoError`.
            var info: FenceInfo
            var infoError: String?
        }

        /// The opening fence on the line starting at `k`, if any.
        func openingFence(_ k: Int) -> Fence? {
            let end = lineEnd(k)
            var i = k
            while i < end && i - k < 4 && src[i] == UInt8(ascii: " ") { i += 1 }
            let indent = i - k
            if indent > 3 { return nil }
            let c = byte(i)
            guard c == UInt8(ascii: "`") || c == UInt8(ascii: "~") else { return nil }
            var j = i
            while j < end && src[j] == c { j += 1 }
            let length = j - i
            guard length >= 3 else { return nil }
            // The info string: the rest of the line, trimmed.
            var a = j
            var b = end
            if b > a && src[b - 1] == UInt8(ascii: "\r") { b -= 1 }
            if c == UInt8(ascii: "`") {
                for x in a..<b where src[x] == UInt8(ascii: "`") { return nil }
            }
            while a < b && (src[a] == UInt8(ascii: " ") || src[a] == UInt8(ascii: "\t")) { a += 1 }
            switch FenceInfo.parse(Array(src[a..<max(a, b)])) {
            case .success(let info):
                return Fence(indent: indent, char: c, length: length, isSwift: info.isSwift, info: info, infoError: nil)
            case .failure(let f):
                // Refused only when the block is Swift (the first word decides).
                return Fence(indent: indent, char: c, length: length, isSwift: f.partial.isSwift, info: FenceInfo(),
                             infoError: f.message)
            }
        }

        /// Whether the line starting at `k` closes `fence`.
        func closes(_ fence: Fence, _ k: Int) -> Bool {
            let end = lineEnd(k)
            var i = k
            while i < end && i - k < 4 && src[i] == UInt8(ascii: " ") { i += 1 }
            if i - k > 3 { return false }
            var j = i
            while j < end && src[j] == fence.char { j += 1 }
            if j - i < fence.length { return false }
            while j < end && (src[j] == UInt8(ascii: " ") || src[j] == UInt8(ascii: "\t") || src[j] == UInt8(ascii: "\r")) { j += 1 }
            return j == end
        }

        func copy(_ a: Int, _ b: Int, into out: inout OutputBuffer) {
            // The names pass needs no copy of the document.
            guard names == nil, let base = src.baseAddress, a < b, b <= src.count else { return }
            out.append(base + a, b - a)
        }

        /// Copies the document as `mode` reads it, replacing its Swift blocks.
        mutating func run(_ mode: Mode, into out: inout OutputBuffer) {
            if mode == .markdown {
                markdown(into: &out)
            } else {
                htmlBlocks(0, src.count, into: &out)
            }
        }

        /// Copies the document, replacing Swift fences; text between fences goes through `htmlBlocks`.
        mutating func markdown(into out: inout OutputBuffer) {
            var k = 0
            var textStart = 0
            while k < src.count {
                guard let fence = openingFence(k) else {
                    k = nextLine(k)
                    continue
                }
                // The text before the fence may hold raw HTML blocks.
                htmlBlocks(textStart, k, into: &out)
                let contentStart = nextLine(k)
                var m = contentStart
                var closeLine = -1
                while m < src.count {
                    if closes(fence, m) { closeLine = m; break }
                    m = nextLine(m)
                }
                let contentEnd = closeLine >= 0 ? closeLine : src.count
                let blockEnd = closeLine >= 0 ? nextLine(closeLine) : src.count
                if fence.isSwift, let message = fence.infoError
                    ?? fence.info.pastEndProblem(lineCount: FenceInfo.lineCount(
                        UnsafeBufferPointer(rebasing: src[contentStart..<max(contentStart, contentEnd)]))) {
                    var line = 1
                    for x in 0..<k where src[x] == UInt8(ascii: "\n") { line += 1 }
                    failure = (line, message)
                    return
                }
                if fence.isSwift {
                    emitFence(fence, fenceLine: k, contentStart, contentEnd, blockEnd: blockEnd, into: &out)
                } else {
                    copy(k, blockEnd, into: &out)
                }
                k = blockEnd
                textStart = k
            }
            htmlBlocks(textStart, src.count, into: &out)
        }

        /// Writes a Swift fence as an HTML block: the content lines (less the fence's
        /// indentation), highlighted inside the `<pre><code>` wrapper.
        func emitFence(_ fence: Fence, fenceLine: Int, _ a: Int, _ b: Int, blockEnd: Int, into out: inout OutputBuffer) {
            // The content in malloc memory, not an array: where memory is scarce (a 32-bit
            // WebAssembly instance) a failed copy is out of memory, not a trap.
            var code = OutputBuffer(initialCapacity: b - a)
            defer { code.release() }
            var k = a
            while k < b, let base = src.baseAddress {
                let e = min(nextLine(k), b)
                var s = k
                while s < e && s - k < fence.indent && src[s] == UInt8(ascii: " ") { s += 1 }
                code.append(base + s, e - s)
                k = e
            }
            var blockOptions = options
            blockOptions.wrapInPre = true
            let info = fence.info
            if info.diff { blockOptions.diff = true }
            if info.lineNumbers { blockOptions.lineNumbers = true }
            if let first = info.firstLine { blockOptions.firstLineNumber = first }
            // A title the option rules refuse is left out (the block is still highlighted).
            if let title = info.title, !title.isEmpty, OptionRules.titleProblem(title) == nil {
                blockOptions.title = title
            }
            // Fence ranges count from 1 at the block's first line; the renderer's from its number.
            let offset = blockOptions.firstLineNumber - 1
            blockOptions.highlightedLines = info.highlightedLines.map {
                LineRange(first: $0.first &+ offset, last: $0.last &+ offset)
            }
            var block = OutputBuffer(initialCapacity: OutputBuffer.estimate(code.count, perByte: 2, plus: 128))
            if code.failed {
                block.release()
                _ = block.reserve(Int.max)
            } else if let annotator, annotator.render(UnsafeBufferPointer(start: code.base, count: code.count),
                                                      lineNumber(at: a), blockOptions, &block) {
                // Rendered with the compiler's notes.
            } else {
                DocumentNames.renderBlock(UnsafeBufferPointer(start: code.base, count: code.count),
                                        options: blockOptions, names: names, into: &block)
            }
            // The indentation of the fence, so that the block stays in its list item.
            copy(fenceLine, fenceLine + fence.indent, into: &out)
            if let base = block.base {
                if fence.indent == 0 {
                    out.append(base, block.count)
                } else {
                    // An HTML block ends at the first line that leaves its container: keep an
                    // indented block on one line, newlines as character references.
                    var run = 0
                    for x in 0..<block.count where base[x] == UInt8(ascii: "\n") {
                        out.append(base + run, x - run)
                        out.append("&#10;")
                        run = x + 1
                    }
                    out.append(base + run, block.count - run)
                }
            }
            // Out of memory in the block: make `out` fail too (a reservation that cannot fit).
            if block.failed { _ = out.reserve(Int.max) }
            block.release()
            // The line ending of the closing fence (or a newline when the fence ran to the end).
            out.append(UInt8(ascii: "\n"))
            _ = blockEnd
        }

        // MARK: HTML

        /// Copies `src[a..<b]`, replacing the content of `<pre><code class="language-swift">`
        /// blocks with its highlighted HTML. Comments are skipped whole; any other `<` is only
        /// looked at for a block, since Markdown text may hold a `<` that starts no tag.
        func htmlBlocks(_ a: Int, _ b: Int, into out: inout OutputBuffer) {
            var k = a
            var copied = a
            while k < b {
                guard src[k] == UInt8(ascii: "<") else { k += 1; continue }
                if html.matches(k, "<!--") {
                    if case .skip(let end) = html.lex(at: k, limit: b) { k = min(end, b) } else { k = b }
                    continue
                }
                guard var block = swiftBlock(at: k, limit: b) else { k += 1; continue }
                copy(copied, block.contentStart, into: &out)
                var blockOptions = options
                blockOptions.wrapInPre = false
                if block.decoded.failed {
                    // Out of memory for the decoded copy: make `out` fail too.
                    _ = out.reserve(Int.max)
                } else {
                    DocumentNames.renderBlock(UnsafeBufferPointer(start: block.decoded.base, count: block.decoded.count),
                                            options: blockOptions, names: names, into: &out)
                }
                block.decoded.release()
                copied = block.contentEnd
                k = block.contentEnd
            }
            copy(copied, b, into: &out)
        }

        struct SwiftBlock {
            var contentStart: Int
            var contentEnd: Int
            /// The content with character references decoded, in malloc memory (released by the
            /// caller); `failed` when it could not be allocated.
            var decoded: OutputBuffer
        }

        /// The `<pre…><code class="…language-swift…">…</code>` block starting at `k`: its content
        /// holds no tag and no character reference outside `HTMLCharacterReferences`.
        func swiftBlock(at k: Int, limit: Int) -> SwiftBlock? {
            guard let pre = startTag(at: k, "pre", limit: limit) else { return nil }
            var c = pre.end
            while c < limit && html.isSpace(src[c]) { c += 1 }
            guard let code = startTag(at: c, "code", limit: limit), classHasSwift(code) else { return nil }
            var e = code.end
            while e < limit && src[e] != UInt8(ascii: "<") { e += 1 }
            guard e < limit, case .tag(let close) = html.lex(at: e, limit: limit), close.isEnd,
                  html.equals(close.nameStart, close.nameEnd, "code") else { return nil }
            var decoded = OutputBuffer(initialCapacity: e - code.end)
            guard HTMLCharacterReferences.decode(src, code.end, e, into: &decoded) else {
                decoded.release()
                return nil
            }
            return SwiftBlock(contentStart: code.end, contentEnd: e, decoded: decoded)
        }

        /// The start tag of the element `name` (lower-case) at `k`, if there is one.
        func startTag(at k: Int, _ name: StaticString, limit: Int) -> HTMLTokenizer.Tag? {
            let n = name.utf8CodeUnitCount
            // The name first: most `<` start something else.
            guard html.byte(k) == UInt8(ascii: "<"), html.matches(k + 1, name), html.isTagNameEnd(html.byte(k + 1 + n)),
                  case .tag(let tag) = html.lex(at: k, limit: limit), !tag.isEnd else { return nil }
            return tag
        }

        /// Whether the class list of `tag` (its first `class` attribute) has `language-swift` or
        /// `lang-swift`.
        func classHasSwift(_ tag: HTMLTokenizer.Tag) -> Bool {
            var i = tag.nameEnd
            while let attribute = html.nextAttribute(of: tag, from: &i) {
                guard html.equals(attribute.nameStart, attribute.nameEnd, "class") else { continue }
                var t = attribute.valueStart
                while let token = html.nextClass(from: &t, end: attribute.valueEnd) {
                    if html.equals(token.lowerBound, token.upperBound, "language-swift")
                        || html.equals(token.lowerBound, token.upperBound, "lang-swift") {
                        return true
                    }
                }
                return false
            }
            return false
        }
    }
}
