/// Renders a Markdown fence with the compiler's notes: given the fence's code, the line of
/// its first code line (from 1) and the block's options, writes the block and returns true, or
/// returns false to leave it to the ordinary renderer. A closure, so that the Markdown renderer
/// the C entry points reach holds none of the annotated renderer's code.
struct BlockAnnotator {
    let render: (UnsafeBufferPointer<UInt8>, Int, RenderOptions, inout OutputBuffer) -> Bool
}

extension Markdown.Document {
    /// The line (from 1) of offset `k`.
    func lineNumber(at k: Int) -> Int {
        var line = 1
        for i in 0..<min(max(k, 0), src.count) where src[i] == 0x0A { line += 1 }
        return line
    }
}

/// The Swift fences of a Markdown document, and their notes.
public struct MarkdownSwiftBlock: Equatable, Sendable {
    /// The block's code (the fence's indentation taken out).
    public var code: [UInt8]
    /// The line of its first code line in the document (from 1).
    public var line: Int
}

/// Markdown with the compiler's notes (`Highlighter` serves it).
enum AnnotatedMarkdown {
    /// `Highlighter.swiftBlocks(inMarkdown:)`: the fences the annotator is offered.
    static func swiftBlocks(inMarkdown bytes: [UInt8]) throws(HighlightError) -> [MarkdownSwiftBlock] {
        final class Found { var blocks: [MarkdownSwiftBlock] = [] }
        let found = Found()
        let annotator = BlockAnnotator { code, line, _, _ in
            found.blocks.append(MarkdownSwiftBlock(code: Array(code), line: line))
            return false
        }
        let checked = try HighlightOptions().validated().get()
        _ = try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.collect(Markdown.render(buffer, options: checked, mode: .markdown, annotator: annotator))
        }
        return found.blocks
    }

    /// `Highlighter.markdown(utf8:options:idPrefix:annotate:)`.
    static func markdown(utf8 bytes: [UInt8], options: HighlightOptions, idPrefix: String,
                         annotate: (MarkdownSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation], names: [ResolvedName])?) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        try AnnotatedHTML.checkIDPrefix(idPrefix)
        var refused: HighlightError?
        var count = 0
        return try withoutActuallyEscaping(annotate) { (annotate) throws(HighlightError) in
            let annotator = BlockAnnotator { code, line, blockOptions, out in
                guard !blockOptions.usesLines, !blockOptions.diff,
                      let (shown, notes, names) = annotate(MarkdownSwiftBlock(code: Array(code), line: line)) else { return false }
                count += 1
                var options = blockOptions
                // The compiler's kinds of names, with Xcode's finer kinds.
                if options.xcodeKinds { options.resolvedNames = names }
                do throws(HighlightError) {
                    let html = try AnnotatedHTML.annotatedBlock(shown, options: options, annotations: notes, idPrefix: idPrefix + "\(count)-")
                    html.withUnsafeBufferPointer { out.append($0) }
                } catch {
                    refused = error
                }
                return true
            }
            let result = try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
                try Pipeline.collect(Markdown.render(buffer, options: checked, mode: .markdown, annotator: annotator))
            }
            if let refused { throw refused }
            return result
        }
    }
}
