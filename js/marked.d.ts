import type { HighlightOptions } from './index.js';

/**
 * Options of the extension: the options of `highlight` that apply to every Swift fence. Each
 * fence is always a `<pre>` block, and its highlighted lines come from its info string
 * (```` ```swift {3,5-7} ````), so `pre` and `highlightLines` are not options here.
 */
export type SwiftHighlightExtensionOptions = Omit<HighlightOptions, 'pre' | 'highlightLines' | 'title'>;

/** The extension object `marked.use` takes (a renderer override of `code`). */
export interface SwiftHighlightExtension {
  renderer: {
    code(...args: any[]): string | false;
  };
}

/**
 * The marked extension: `marked.use(swiftHighlight(options))`.
 *
 * Fences whose info string's first word is `swift` or `diff-swift` (any case) become
 * `<pre class="swh-code"><code class="language-swift">…</code></pre>` with highlighted tokens,
 * as `markdown()` writes them. Options after the language apply to the block: `{3,5-7}` or
 * `hl_lines="3 5-7"` (highlighted lines, counted from 1 at the block's first line),
 * `showLineNumbers` (`showLineNumbers{10}`), `linenums="10"`, `startLine=10` (line numbers, from
 * 10), `title="Pager.swift"` (a `<figure>` with that caption) and `diff`. Unknown options are
 * ignored, as marked ignores them; a malformed range or line number, or a highlighted line past
 * the block's end, throws a
 * `SwiftHighlightError` (status 6) naming the block by its info string (marked does not tell its line).
 * Other code blocks are rendered as marked would render them.
 * Works with marked 4 and later (both `code` renderer signatures).
 * Throws a `SwiftHighlightError` at once when the options are bad.
 */
declare function swiftHighlight(options?: SwiftHighlightExtensionOptions): SwiftHighlightExtension;

export default swiftHighlight;
export { swiftHighlight };
