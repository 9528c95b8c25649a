import Highlight
import Ink

public extension Modifier {
    /// An Ink modifier that highlights every Swift code block (a fence whose language is
    /// `swift`, any case) with swift-highlight; other code blocks keep Ink's HTML.
    ///
    ///     var parser = MarkdownParser()
    ///     parser.addModifier(try .swiftHighlight())
    ///
    /// Each block's HTML, as Ink wrote it (`<pre><code class="language-swift">`), goes through
    /// `Highlighter.rehighlightHTML`: a Swift block becomes
    /// `<pre class="swh-code"><code class="language-swift">…</code></pre>` (the class names
    /// follow `options`: scheme, prefix, line elements, numbers, inline styles) whose text is the
    /// fence's content exactly. `wrapInPre` and `languageClass` are always on;
    /// `highlightedLines` does not apply. A block that cannot be highlighted (input too large,
    /// out of memory) keeps Ink's HTML.
    ///
    /// - Throws: `HighlightError.invalidOptions` when `options` are not valid, at once rather
    ///   than on the first block.
    static func swiftHighlight(options: HighlightOptions = HighlightOptions()) throws(HighlightError) -> Modifier {
        var options = options
        options.wrapInPre = true
        options.languageClass = true
        _ = try Highlighter.html("", options: options)
        let checked = options
        return Modifier(target: .codeBlocks) { input in
            (try? Highlighter.rehighlightHTML(input.html, options: checked)) ?? input.html
        }
    }
}
