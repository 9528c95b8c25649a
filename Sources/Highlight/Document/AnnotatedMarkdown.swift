/// Renders a Swift block of a document (a Markdown fence, a code block of an HTML page) with
/// the compiler's notes: given the block's code, its line in the document (from 1: a fence's
/// first code line, a page block's start tag) and the block's options, writes the block and
/// returns true, or returns false to leave it to the ordinary renderer. A closure, so that the
/// renderers the C entry points reach hold none of the annotated renderer's code.
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

/// A Swift block of a document (a Markdown fence, a code block of an HTML page), as offered
/// for notes.
public struct DocumentSwiftBlock: Equatable, Sendable {
    /// The block's code (a fence's indentation taken out; a page block's text).
    public var code: [UInt8]
    /// Its line in the document (from 1): a fence's first code line, a page block's start tag.
    public var line: Int
}

/// A block's options that notes cannot go with: nil when they can. Notes are placed on the code
/// as the compiler reads it; a diff or notation comments show other code (two versions, or
/// comments taken out).
func notesProblem(_ options: RenderOptions) -> String? {
    if options.diff { return "a diff shows two versions of the code, not one program: the compiler's notes do not go with it" }
    if options.notation { return "notation comments change the code as shown: the compiler's notes do not go with them" }
    return nil
}

/// Markdown with the compiler's notes (`Highlighter` serves it).
enum AnnotatedMarkdown {
    /// `Highlighter.swiftBlocks(inMarkdown:)`: the fences the annotator is offered (not those
    /// with a diff, which `markdown` refuses).
    static func swiftBlocks(inMarkdown bytes: [UInt8]) throws(HighlightError) -> [DocumentSwiftBlock] {
        final class Found { var blocks: [DocumentSwiftBlock] = [] }
        let found = Found()
        let annotator = BlockAnnotator { code, line, blockOptions, _ in
            // A fence notes cannot go with is not compiled: `markdown` refuses it.
            if notesProblem(blockOptions) == nil { found.blocks.append(DocumentSwiftBlock(code: Array(code), line: line)) }
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
                         annotate: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation], names: [ResolvedName])?) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        try AnnotatedHTML.checkIDPrefix(idPrefix)
        var refused: HighlightError?
        var count = 0
        return try withoutActuallyEscaping(annotate) { (annotate) throws(HighlightError) in
            let annotator = BlockAnnotator { code, line, blockOptions, out in
                if let problem = notesProblem(blockOptions) {
                    refused = refused ?? .invalidFence(line: line, message: problem)
                    return false
                }
                guard let (shown, notes, names) = annotate(DocumentSwiftBlock(code: Array(code), line: line)) else { return false }
                count += 1
                do throws(HighlightError) {
                    let html = try AnnotatedHTML.annotatedBlock(shown, options: blockOptions, annotations: notes, names: names,
                                                                idPrefix: idPrefix + "\(count)-")
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
