/// The Swift blocks of an HTML page with the compiler's notes (`Highlighter` serves it): the
/// page rewriter of `HTMLCodeBlocks`, each block offered to an annotator first.
enum AnnotatedHTMLPage {
    /// `Highlighter.swiftBlocks(inHTML:options:)`.
    static func swiftBlocks(inHTML page: [UInt8], options: HighlightOptions) throws(HighlightError) -> [DocumentSwiftBlock] {
        final class Found { var blocks: [DocumentSwiftBlock] = [] }
        let found = Found()
        let annotator = BlockAnnotator { code, line, blockOptions, _ in
            if notesProblem(blockOptions) == nil { found.blocks.append(DocumentSwiftBlock(code: Array(code), line: line)) }
            return false
        }
        _ = try rewrite(page, options: options, annotator: annotator)
        return found.blocks
    }

    /// `Highlighter.rehighlightHTML(utf8:options:idPrefix:annotate:)`.
    static func rehighlightHTML(utf8 page: [UInt8], options: HighlightOptions, idPrefix: String,
                                annotate: (DocumentSwiftBlock) -> (code: [UInt8], annotations: [CodeAnnotation], names: [ResolvedName])?) throws(HighlightError) -> RehighlightedHTML {
        try AnnotatedHTML.checkIDPrefix(idPrefix)
        var refused: HighlightError?
        var count = 0
        return try withoutActuallyEscaping(annotate) { (annotate) throws(HighlightError) in
            let annotator = BlockAnnotator { code, line, blockOptions, out in
                guard notesProblem(blockOptions) == nil,
                      let (shown, notes, names) = annotate(DocumentSwiftBlock(code: Array(code), line: line)) else { return false }
                count += 1
                do throws(HighlightError) {
                    let html = try AnnotatedHTML.annotatedBlock(shown, options: blockOptions, annotations: notes, names: names,
                                                                idPrefix: idPrefix + "\(count)-")
                    html.withUnsafeBufferPointer { out.append($0) }
                } catch {
                    refused = refused ?? error
                }
                return true
            }
            let result = try rewrite(page, options: options, annotator: annotator)
            if let refused { throw refused }
            return result
        }
    }

    private static func rewrite(_ page: [UInt8], options: HighlightOptions, annotator: BlockAnnotator) throws(HighlightError) -> RehighlightedHTML {
        let checked = try options.validated().get()
        var report = CodeBlockReport()
        let html = try page.withUnsafeBufferPointer { (buffer) throws(HighlightError) in
            try Pipeline.collect(HTMLCodeBlocks.rehighlightHTML(buffer, options: checked, report: &report, annotator: annotator))
        }
        return RehighlightedHTML(html: html, report: report)
    }
}
