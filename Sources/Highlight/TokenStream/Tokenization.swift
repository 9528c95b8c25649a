/// The tokenizer run over an input into a sink, in each of its copies (`TokenSink.tokenizerCopy`
/// says which a sink's type gets): `run` (the copy specialized for the sink), `runBatched`
/// (`BatchingSink.swift`), `runForwarded` and `resumeForwarded` (the renderers' shared copy,
/// `ForwardingSink.swift`); and the tokens with Xcode's finer kinds, from the shared copy.
enum Tokenization {
    /// Runs the tokenizer over `bytes` into `sink` and returns the sink.
    static func run<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        Tokenizer.tokenize(bytes, into: sink)
    }

    /// The tokens of valid UTF-8 `input` with Xcode's finer kinds, and the compiler's kinds of
    /// names (`resolved`) over them.
    static func xcodeTokens(_ input: UnsafeBufferPointer<UInt8>, names: ProjectNames, resolved: [ResolvedName] = []) -> [Token] {
        let tokens = runForwarded(input, into: TokenArraySink()).tokens
        let refined = XcodeKinds.refine(input, tokens: tokens, listed: names)
        #if hasFeature(Embedded)
        // Embedded builds (WebAssembly, the C libraries) serve the C entry points, which take no
        // resolved names: the pass is left out of them.
        return refined
        #else
        return resolved.isEmpty ? refined : ResolvedKinds.apply(resolved, to: refined, in: input)
        #endif
    }

    /// `names` with the names that valid UTF-8 `input` declares added.
    static func declaredNames(_ input: UnsafeBufferPointer<UInt8>, adding names: ProjectNames) -> ProjectNames {
        let tokens = runForwarded(input, into: TokenArraySink()).tokens
        return XcodeKinds.declarations(input, tokens: tokens, listed: names).names
    }
}
