/// The Swift API: highlight Swift source to tokens, HTML, terminal output or category labels;
/// highlight the Swift blocks of Markdown documents and generated HTML pages; write stylesheets.
///
///     let html = try Highlighter.html("let x = 1")
///     // <span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">1</span>
///
/// All functions are pure and thread-safe. Every public function is in this file; each calls
/// down to the rooms below (docs/layout.md): the input checks of `Pipeline`, the `TokenSource`,
/// the renderers.
public enum Highlighter {
    /// The library's version, e.g. "0.2.0" (the C API's `swh_version_string()`).
    public static var version: String {
        let s = LibraryVersion.string
        return String(decoding: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount), as: UTF8.self)
    }

    /// The largest input accepted, in bytes. Where `Int` has 64 bits: 4 GiB − 1, because token
    /// offsets are 32-bit in the C ABI. Where it has 32 bits (wasm32, 32-bit ARM): `Int.max / 4`
    /// (512 MiB − 1), so that every size the engine derives from an input length (an output
    /// estimate of three bytes per input byte, a copy with invalid UTF-8 replaced, an offset plus
    /// its look-ahead) stays below `Int.max`.
    public static let maxInputLength = Pipeline.maxInputLength

    /// The highlighted tokens of `source`, sorted and non-overlapping.
    public static func tokens(_ source: String) -> [Token] {
        var copy = source
        return copy.withUTF8 { TokenSource($0, options: RenderOptions(), offsets: .input).drive(into: TokenArraySink()).tokens }
    }

    /// The highlighted tokens of UTF-8 bytes. Offsets refer to `bytes`.
    public static func tokens(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws(HighlightError) -> [Token] {
        try tokens(utf8: bytes, options: HighlightOptions(invalidUTF8: invalidUTF8))
    }

    /// The tokens of `source` with Xcode's finer kinds (docs/xcode.md): `names` lists project
    /// names besides those `source` declares.
    public static func tokens(_ source: String, xcodeKinds names: ProjectNames) -> [Token] {
        var options = RenderOptions()
        options.xcodeKinds = true
        options.projectNames = names
        var copy = source
        return copy.withUTF8 { TokenSource($0, options: options, offsets: .input).drive(into: TokenArraySink()).tokens }
    }

    /// The tokens of `bytes` as `options` ask, the same as `swh_tokenize` gives: with Xcode's
    /// finer kinds when `usesXcodeKinds` is set (and the names of `projectNames`); with `diff`
    /// and `notation`, the tokens of the code as shown (each diff line's from its own side),
    /// still with offsets into `bytes`: the diff markers and the notation comments are no tokens.
    /// Options that only shape HTML or terminal output change nothing here, but are checked.
    public static func tokens(utf8 bytes: [UInt8], options: HighlightOptions) throws(HighlightError) -> [Token] {
        let checked = try options.validated().get()
        return try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.check(buffer, policy: checked.policy)
            return TokenSource(buffer, options: checked, offsets: .input).drive(into: TokenArraySink()).tokens
        }
    }

    /// Calls `body` with each highlighted token of `source`, in order, as the tokenizer finds
    /// it, without collecting the tokens (the same tokens `tokens(_:)` returns). `body` returns
    /// `.continue` for the next token or `.stop` to end early; after `.stop` it is not called
    /// again.
    ///
    ///     var firstComment: Token?
    ///     Highlighter.forEachToken(in: source) { token in
    ///         guard token.kind.category == .comment else { return .continue }
    ///         firstComment = token
    ///         return .stop
    ///     }
    ///
    /// - Returns: `true` when every token was delivered, `false` when `body` stopped early.
    @discardableResult
    public static func forEachToken(in source: String, _ body: (Token) -> TokenStreamAction) -> Bool {
        var copy = source
        return copy.withUTF8 { TokenSource.stream($0, options: RenderOptions(), body) }
    }

    /// `forEachToken(in:_:)` for UTF-8 bytes: offsets refer to `bytes`. The input is checked
    /// before the first token: invalid UTF-8 under `.reject` and inputs of 4 GiB or more throw
    /// without calling `body`; under `.replace` invalid sequences are plain (or part of the
    /// string literal or comment they are in), as in `tokens(utf8:invalidUTF8:)`.
    @discardableResult
    public static func forEachToken(inUTF8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject,
                                    _ body: (Token) -> TokenStreamAction) throws(HighlightError) -> Bool {
        try forEachToken(inUTF8: bytes, options: HighlightOptions(invalidUTF8: invalidUTF8), body)
    }

    /// `forEachToken(inUTF8:invalidUTF8:_:)` with the tokens `tokens(utf8:options:)` returns
    /// (`swh_tokenize_each`).
    @discardableResult
    public static func forEachToken(inUTF8 bytes: [UInt8], options: HighlightOptions,
                                    _ body: (Token) -> TokenStreamAction) throws(HighlightError) -> Bool {
        let checked = try options.validated().get()
        return try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.check(buffer, policy: checked.policy)
            return TokenSource.stream(buffer, options: checked, body)
        }
    }

    /// `source` as highlighted HTML.
    public static func html(_ source: String, options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        try rendering(source) { (buffer) throws(HighlightError) in try html(buffer: buffer, options: options) }
    }

    /// UTF-8 bytes as highlighted HTML (UTF-8 bytes).
    public static func html(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try html(buffer: buffer, options: options) }
    }

    /// `source` highlighted for a terminal (see `TerminalColors`); pair themes use their dark
    /// member.
    public static func ansi(_ source: String, options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> String {
        try rendering(source) { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    /// UTF-8 bytes highlighted for a terminal.
    public static func ansi(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    /// `document` (Markdown, or HTML with `mode: .html`) with its Swift code blocks
    /// highlighted; see `swh_highlight_markdown`.
    public static func markdown(_ document: String, options: HighlightOptions = HighlightOptions(),
                                html: Bool = false) throws(HighlightError) -> String {
        try rendering(document) { (buffer) throws(HighlightError) in try markdown(buffer: buffer, options: options, html: html) }
    }

    /// UTF-8 bytes of a Markdown (or HTML) document with its Swift code blocks highlighted.
    public static func markdown(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions(),
                                html: Bool = false) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try markdown(buffer: buffer, options: options, html: html) }
    }

    /// `page` with every Swift code block re-highlighted, whichever generator or highlighter
    /// wrote it (CommonMark/mdBook, Hugo/Chroma, Jekyll/Rouge, Pygments in Sphinx and MkDocs,
    /// Pandoc, Prism, Shiki, and our own output): each block becomes
    /// `<pre class="swh-code"><code class="language-swift">…</code></pre>` with the options'
    /// scheme, prefix, lines, line numbers and styles (`wrapInPre` and `languageClass` are
    /// implied; `highlightedLines` is ignored). Everything else stays byte for byte; running it
    /// again changes nothing. For generators written in Swift (Saga, Toucan, Ignite, Publish):
    ///
    ///     let page = try Highlighter.rehighlightHTML(html)
    ///
    /// Invalid UTF-8 outside the blocks is copied; a block with invalid UTF-8 is left alone under
    /// `.reject` and highlighted with U+FFFD under `.replace`.
    public static func rehighlightHTML(_ page: String, options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        try rendering(page) { (buffer) throws(HighlightError) in try rehighlightHTML(buffer: buffer, options: options).html }
    }

    /// `rehighlightHTML(_:options:)` for UTF-8 bytes, with the report of what was found.
    public static func rehighlightHTML(utf8 page: [UInt8], options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> RehighlightedHTML {
        try page.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try rehighlightHTML(buffer: buffer, options: options) }
    }

    /// A stylesheet for `options.theme` with the selectors of `options.scheme` and
    /// `options.classPrefix` (see `swh_css`).
    public static func css(options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        let checked = try options.validated().get()
        return String(decoding: CSS.text(checked), as: UTF8.self)
    }

    /// `css(options:)` for a whole page: first `color-scheme` on `:root` and the body's
    /// background and text colours (dark ones under the media query and `darkSelector` too), so
    /// that a page of code follows the theme entirely.
    public static func pageCSS(options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        let checked = try options.validated().get()
        return String(decoding: CSS.text(checked, page: true), as: UTF8.self)
    }

    /// UTF-8 bytes as highlighted HTML with `annotations` (offsets into `bytes`, in any order;
    /// out-of-range ones are refused): notes a compiler made (`HighlightCompiler`), each an
    /// anchor described by an element with `role="tooltip"` (see `CodeAnnotation`). Element ids
    /// are `idPrefix` and a number, unique within one call: give each block of a page its own
    /// prefix. Diff markers and notation comments change the code as shown, so they do not go
    /// with annotations; line elements, line numbers and highlighted lines do.
    public static func html(utf8 bytes: [UInt8], options: HighlightOptions, annotations: [CodeAnnotation],
                            idPrefix: String = "swh-note-") throws(HighlightError) -> [UInt8] {
        try AnnotatedHTML.html(utf8: bytes, options: options, annotations: annotations, idPrefix: idPrefix)
    }

    /// The stylesheet of annotations for the options' theme (its light and dark colours, as
    /// `css(options:)` switches them): popups in the code's colours, wavy underlines.
    public static func annotationCSS(options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> String {
        try AnnotatedHTML.css(options: options)
    }

    /// The ```` ```swift ```` fences of a Markdown document that `markdown(utf8:options:idPrefix:annotate:)`
    /// offers for notes, in order (not those with a diff; `<pre><code>` blocks of raw HTML are
    /// not among them).
    public static func swiftBlocks(inMarkdown bytes: [UInt8]) throws(HighlightError) -> [DocumentSwiftBlock] {
        try AnnotatedMarkdown.swiftBlocks(inMarkdown: bytes)
    }

    /// `markdown(utf8:options:)` with notes: `annotate` gets each Swift fence and returns the
    /// code to show and its annotations (`CodeAnnotation`), or nil to highlight the block as
    /// usual. Line numbers and highlighted lines of a fence go with notes; a fence with a diff
    /// is refused (`HighlightError.invalidFence`: its code is two versions, not one program).
    /// Element ids are `idPrefix`, the block's number and a number.
    public static func markdown(utf8 bytes: [UInt8], options: HighlightOptions, idPrefix: String = "swh-note-",
                                annotate: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation])?) throws(HighlightError) -> [UInt8] {
        try AnnotatedMarkdown.markdown(utf8: bytes, options: options, idPrefix: idPrefix) { block in
            annotate(block).map { ($0.code, $0.annotations, []) }
        }
    }

    /// `markdown(utf8:options:idPrefix:annotate:)` where `annotate` also returns the kinds a
    /// compiler resolved for the names of the code it returns (`ResolvedName`, offsets into that
    /// code): with Xcode's finer kinds they refine the block's tokens as
    /// `HighlightOptions.resolvedNames` does.
    public static func markdown(utf8 bytes: [UInt8], options: HighlightOptions, idPrefix: String = "swh-note-",
                                annotateWithNames: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation], names: [ResolvedName])?)
        throws(HighlightError) -> [UInt8] {
        try AnnotatedMarkdown.markdown(utf8: bytes, options: options, idPrefix: idPrefix, annotate: annotateWithNames)
    }

    /// The Swift code blocks of an HTML page that `rehighlightHTML(utf8:options:annotate:)`
    /// offers for notes, in order: those `rehighlightHTML(utf8:options:)` highlights, less
    /// those that carry notes already (a `role="tooltip"` element), which it keeps as they are.
    public static func swiftBlocks(inHTML page: [UInt8], options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> [DocumentSwiftBlock] {
        try AnnotatedHTMLPage.swiftBlocks(inHTML: page, options: options)
    }

    /// `rehighlightHTML(utf8:options:)` with notes: `annotate` gets each Swift block's text and
    /// returns the code to show and its annotations, or nil to highlight it as usual. A block
    /// that carries notes already is kept as it is (its set-up lines are no longer in the page),
    /// so a second run changes nothing. Element ids are `idPrefix`, the block's number and a
    /// number. Line elements and line numbers go with notes.
    public static func rehighlightHTML(utf8 page: [UInt8], options: HighlightOptions, idPrefix: String = "swh-note-",
                                       annotate: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation])?) throws(HighlightError) -> RehighlightedHTML {
        try AnnotatedHTMLPage.rehighlightHTML(utf8: page, options: options, idPrefix: idPrefix) { block in
            annotate(block).map { ($0.code, $0.annotations, []) }
        }
    }

    /// `rehighlightHTML(utf8:options:idPrefix:annotate:)` where `annotate` also returns the kinds
    /// a compiler resolved for the names of the code it returns (`ResolvedName`, offsets into
    /// that code): with Xcode's finer kinds they refine the block's tokens as
    /// `HighlightOptions.resolvedNames` does.
    public static func rehighlightHTML(utf8 page: [UInt8], options: HighlightOptions, idPrefix: String = "swh-note-",
                                       annotateWithNames: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation], names: [ResolvedName])?)
        throws(HighlightError) -> RehighlightedHTML {
        try AnnotatedHTMLPage.rehighlightHTML(utf8: page, options: options, idPrefix: idPrefix, annotate: annotateWithNames)
    }

    /// The category label JSON of the evaluation format for `bytes`.
    public static func categoryLabels(utf8 bytes: [UInt8], invalidUTF8: InvalidUTF8Policy = .reject) throws(HighlightError) -> String {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.check(buffer, policy: invalidUTF8)
            return TokenSource(buffer, options: RenderOptions()).drive(into: CategorySink()).json(byteCount: buffer.count)
        }
    }

    /// `render` run over the UTF-8 bytes of `source`; what it wrote, as a string.
    private static func rendering(_ source: String,
                                  _ render: (UnsafeBufferPointer<UInt8>) throws(HighlightError) -> [UInt8]) throws(HighlightError) -> String {
        var copy = source
        // `String.withUTF8` rethrows untyped errors, so the error travels in a `Result`.
        let bytes = try copy.withUTF8 { buffer in Result { () throws(HighlightError) in try render(buffer) } }.get()
        return String(decoding: bytes, as: UTF8.self)
    }

    // The bodies of the public functions: options checked, the renderer run, its output collected.

    private static func html(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try Pipeline.collect(HTMLRenderer.renderHTML(buffer, options: checked))
    }

    private static func ansi(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, colors: TerminalColors) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try Pipeline.collect(ANSIRenderer.renderANSI(buffer, options: checked, colors: colors))
    }

    private static func markdown(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, html: Bool) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try Pipeline.collect(Markdown.render(buffer, options: checked, mode: html ? .html : .markdown))
    }

    private static func rehighlightHTML(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions) throws(HighlightError) -> RehighlightedHTML {
        let checked = try options.validated().get()
        var report = CodeBlockReport()
        let html = try Pipeline.collect(HTMLCodeBlocks.rehighlightHTML(buffer, options: checked, report: &report))
        return RehighlightedHTML(html: html, report: report)
    }
}
