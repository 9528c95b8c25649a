import type { HighlightOptions } from './index.js';

/**
 * Options of the plugin: the options of `highlight` that apply to every Swift fence. Each fence
 * is always a `<pre>` block, and its highlighted lines come from its info string
 * (```` ```swift {3,5-7} ````), so `pre` and `highlightLines` are not options here.
 */
export type SwiftHighlightPluginOptions = Omit<HighlightOptions, 'pre' | 'highlightLines'>;

/**
 * The markdown-it plugin: `new MarkdownIt().use(swiftHighlight, options)`.
 *
 * Fences whose info string's first word is `swift` (any case) become
 * `<pre class="swh-code"><code class="language-swift">…</code></pre>` with highlighted tokens,
 * as `markdown()` writes them; `{3,5-7}` after the language highlights those lines (an invalid
 * selection is ignored). Other fences are rendered by the previous fence rule, unchanged.
 * Throws a `SwiftHighlightError` when installed with bad options.
 */
declare function swiftHighlight(md: MarkdownItLike, options?: SwiftHighlightPluginOptions): void;

/** The part of a markdown-it instance the plugin uses (so this package needs no markdown-it types). */
export interface MarkdownItLike {
  renderer: { rules: { fence?: (...args: any[]) => string } & Record<string, any> };
  utils: { unescapeAll(text: string): string };
}

export default swiftHighlight;
export { swiftHighlight };
