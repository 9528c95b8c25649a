// Declarations of swift-highlight/site (site.js): the Swift code blocks of finished HTML pages,
// re-highlighted by the page rewriter's own WebAssembly module (swift_highlight_site.wasm).
import type { HighlightOptions } from './index.js';
import type { SiteHeaderOptions } from './header-options.js';
export { SwiftHighlightError, Status } from './index.js';

/**
 * Options of {@link rehighlightHtml}: those of {@link HighlightOptions} that apply to each block
 * (the `<pre><code class="language-swift">` wrapper is always written; highlighted lines do not
 * apply to whole pages). With Xcode's finer kinds, the names any Swift block of the page declares
 * are the project's in every block. `theme` is a theme's name (theme files: {@link css}).
 */
export type RehighlightOptions = Pick<HighlightOptions,
  'scheme' | 'classPrefix' | 'firstLine' | 'replaceInvalidUtf8' | 'xcodeKinds'> & SiteHeaderOptions
  & { theme?: import('./index.js').Theme };

/** Why a Swift block was left as it was (the C API's `SWH_SKIP_*`). */
export type SkipReason = 'unterminated' | 'unexpectedMarkup' | 'unknownCharacterReference' | 'invalidUtf8' | 'tooDeep';

/** What {@link rehighlightHtmlWithStats} found in a page. */
export interface RehighlightStats {
  /** Swift code blocks recognised and highlighted (`rewritten + unchanged`). */
  found: number;
  /** Blocks replaced with different bytes. */
  rewritten: number;
  /** Blocks that were already exactly what this call writes (a page highlighted before). */
  unchanged: number;
  /** Swift blocks left as they were, because their text could not be recovered for certain. */
  skipped: number;
  /**
   * The first skipped block: where its start tag is (a UTF-16 index for a string page, a byte
   * offset for a `Uint8Array`) and why; `null` when none was skipped.
   */
  firstSkipped: { offset: number; reason: SkipReason | string } | null;
}

/**
 * Re-highlights every Swift code block of a finished HTML page (`swh_rehighlight_html`), in the
 * shapes generators and highlighters write them: `<pre><code class="language-swift">`
 * (markdown-it, marked, remark, MDX), Prism, Shiki (`data-language="swift"`), Hugo/Chroma,
 * Jekyll/Rouge, Pygments (Sphinx, MkDocs), Pandoc, and our own output. Each becomes
 * `<pre class="PREFIXcode"><code class="language-swift">…</code></pre>`; everything else,
 * other languages' blocks included, is returned as it was, and a second call changes nothing.
 * For post-build steps of Astro, Eleventy, Docusaurus and VitePress:
 *
 *     eleventyConfig.addTransform('swift', (html, path) => path?.endsWith('.html') ? rehighlightHtml(html) : html);
 *
 * A string page gives a string; a `Uint8Array` page gives a `Uint8Array` whose bytes outside
 * the blocks are the input's, even where they are not UTF-8. A block whose text cannot be
 * recovered for certain is left as it was (see {@link rehighlightHtmlWithStats}).
 */
export declare function rehighlightHtml(page: string, options?: RehighlightOptions): string;
export declare function rehighlightHtml(page: Uint8Array, options?: RehighlightOptions): Uint8Array;

/** {@link rehighlightHtml} with what it found in the page. */
export declare function rehighlightHtmlWithStats(page: string, options?: RehighlightOptions): RehighlightStats & { html: string };
export declare function rehighlightHtmlWithStats(page: Uint8Array, options?: RehighlightOptions): RehighlightStats & { html: Uint8Array };
