import type { HighlightOptions } from './index.js';

/**
 * Options of the plugin: the options of `highlight` that apply to every Swift fence. Each fence
 * is always a `<pre>` block, and its highlighted lines and caption come from its info string
 * (```` ```swift {3,5-7} title="Pager.swift" ````), so `pre`, `highlightLines` and `title` are
 * not options here. A fence's own options (line numbers, first line, diff) override these.
 */
export type SwiftHighlightPluginOptions = Omit<HighlightOptions, 'pre' | 'highlightLines' | 'title'>;

/**
 * The markdown-it plugin: `new MarkdownIt().use(swiftHighlight, options)`.
 *
 * Fences whose info string's first word is `swift` or `diff-swift` (any case) become
 * `<pre class="swh-code"><code class="language-swift">…</code></pre>` with highlighted tokens,
 * as `markdown()` writes them. Options after the language apply to the block: `{3,5-7}` or
 * `hl_lines="3 5-7"` (highlighted lines, counted from 1 at the block's first line),
 * `showLineNumbers` (`showLineNumbers{10}`), `linenums="10"`, `startLine=10` (line numbers, from
 * 10), `title="Pager.swift"` (a `<figure>` with that caption) and `diff`. Unknown options are
 * ignored, as markdown-it ignores them; a malformed range or line number, or a highlighted line
 * past the block's end, throws a
 * `SwiftHighlightError` (status 6) naming the block by its line (`error.line`) and info string.
 * Other fences are rendered by the previous fence rule, unchanged.
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
