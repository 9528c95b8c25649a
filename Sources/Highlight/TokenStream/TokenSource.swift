/// The one stage that turns an input and the options into the token stream. Every consumer
/// (HTML in each scheme, line elements, terminal output, Markdown, pages, DocC, the token lists
/// and streams of the Swift API and the C entry points) builds one and supplies only a sink;
/// what an option does to the tokens is decided here and nowhere else:
///
/// - `diff` and `notation`: the code as shown (`PresentedSource`: the diff markers and notation
///   comments taken out, each diff line tokenized on its own side), with a mark per line and
///   whether lines get a mark column; its tokens are replayed into the sink.
/// - `xcodeKinds`: the tokens refined by `XcodeKinds` with the options' project and system names
///   (over the code as shown when it differs from the input), then by the compiler's kinds of
///   names (`ResolvedKinds`) when the options hold them.
/// - otherwise: the tokenizer itself, run as the sink's type asks (`TokenSink.tokenizerCopy`:
///   the shared forwarded copy, or a batched or direct copy of its own on the hot paths).
///
/// Offsets are either into the code as shown (`.shown`, what renderers write: `withText` gives
/// that text) or into the input (`.input`, what the token lists report): the same tokens, the
/// diff markers and notation comments being no tokens at all.
struct TokenSource {
    /// What token offsets refer to.
    enum Offsets {
        /// The code as shown (`withText`).
        case shown
        /// The input.
        case input
    }

    /// The input (valid UTF-8 for renderers; the token lists take it as given).
    let input: UnsafeBufferPointer<UInt8>
    /// The names for Xcode's finer kinds; nil for the ordinary kinds.
    private let xcodeNames: ProjectNames?
    /// The compiler's kinds of names, with `xcodeNames`.
    private let resolvedNames: [ResolvedName]
    /// The code as shown, when diff markers or notation comments are taken out (its tokens
    /// with offsets into the input when `offsets` says so).
    private let presented: PresentedSource?
    private let offsets: Offsets

    /// Inlined, so that a renderer (offsets `.shown`) holds no code of the token lists' mapping.
    @inline(__always)
    init(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions, offsets: Offsets = .shown) {
        self.input = input
        self.offsets = offsets
        xcodeNames = options.xcodeKinds ? options.projectNames : nil
        resolvedNames = options.xcodeKinds ? options.resolvedNames : []
        if options.diff || options.notation {
            var shown = PresentedSource.prepare(input, options: options)
            if offsets == .input { shown.tokens = shown.tokensInInput() }
            presented = shown
        } else {
            presented = nil
        }
    }

    /// One `LineMark` set per line of the code as shown; empty when no option marks lines.
    var marks: [UInt8] { presented?.marks ?? [] }

    /// Whether lines get a mark column (`+`, `-`, space): a diff, or any added or removed line.
    var markColumn: Bool { presented?.markColumn ?? false }

    /// Calls `body` with the text the offsets refer to: the code as shown, or the input.
    func withText<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // One call of `body`, so that the renderer it holds is compiled once.
        let shown = offsets == .shown ? presented?.text ?? [] : []
        return shown.withUnsafeBufferPointer { body(presented != nil && offsets == .shown ? $0 : input) }
    }

    /// Streams the tokens of `bytes` under `options` to `body` (offsets into `bytes`); false
    /// when it stopped early.
    static func stream(_ bytes: UnsafeBufferPointer<UInt8>, options: RenderOptions, _ body: (Token) -> TokenStreamAction) -> Bool {
        withoutActuallyEscaping(body) { escapable in
            !TokenSource(bytes, options: options, offsets: .input).drive(into: ClosureSink(escapable)).stopped
        }
    }

    /// The stream of `bytes` resumed at `offset`, a line start whose state an earlier pass saved
    /// (`LineState`), into `sink`: documents kept highlighted edit by edit take no options, so
    /// only the choice of tokenizer copy is made here. In WebAssembly the renderers' shared copy
    /// (the module's size); elsewhere a direct copy for the sink.
    static func resume<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, in saved: LineState, into sink: S) -> S {
        #if arch(wasm32)
        return Tokenization.resumeForwarded(bytes, at: offset, in: saved, into: sink)
        #else
        return Tokenizer.resume(bytes, at: offset, in: saved, into: sink)
        #endif
    }

    /// Feeds every token, in order, into `sink` (made over the text of `withText`) and returns
    /// it. A sink that stops wanting tokens gets no more. Not inlined, so that each sink type
    /// has one copy of it (WebAssembly: the renderers inlined it into every entry point).
    @inline(never)
    func drive<S: TokenSink>(into sink: S) -> S {
        // The tokens an option made (the code as shown, or the finer kinds) are replayed by one
        // loop; else the tokenizer runs into the sink.
        if let made = presented?.tokens ?? xcodeNames.map({ Tokenization.xcodeTokens(input, names: $0, resolved: resolvedNames) }) {
            var sink = sink
            for t in made {
                guard sink.wantsMoreTokens else { break }
                sink.emit(t.start, t.end, t.kind)
            }
            return sink
        }
        switch S.tokenizerCopy {
        case .shared: return Tokenization.runForwarded(input, into: sink)
        case .batched: return Tokenization.runBatched(input, into: sink)
        case .direct: return Tokenization.run(input, into: sink)
        }
    }
}
