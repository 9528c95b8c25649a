import type { HighlightOptions } from './index.js';

/**
 * Options of the extension: the options of `highlight` that apply to every Swift fence. Each
 * fence is always a `<pre>` block, and its highlighted lines come from its info string
 * (```` ```swift {3,5-7} ````), so `pre` and `highlightLines` are not options here.
 */
export type SwiftHighlightExtensionOptions = Omit<HighlightOptions, 'pre' | 'highlightLines'>;

/** The extension object `marked.use` takes (a renderer override of `code`). */
export interface SwiftHighlightExtension {
  renderer: {
    code(...args: any[]): string | false;
  };
}

/**
 * The marked extension: `marked.use(swiftHighlight(options))`.
 *
 * Fences whose info string's first word is `swift` (any case) become
 * `<pre class="swh-code"><code class="language-swift">…</code></pre>` with highlighted tokens,
 * as `markdown()` writes them; `{3,5-7}` after the language highlights those lines (an invalid
 * selection is ignored). Other code blocks are rendered as marked would render them.
 * Works with marked 4 and later (both `code` renderer signatures).
 * Throws a `SwiftHighlightError` at once when the options are bad.
 */
declare function swiftHighlight(options?: SwiftHighlightExtensionOptions): SwiftHighlightExtension;

export default swiftHighlight;
export { swiftHighlight };
