// Type-checked with tsc --strict against the installed npm package's declarations
// (scripts/test/npm-package.sh): the four entry points resolve to their .d.ts files.
import { highlight, tokens, css, SwiftHighlightError, type HighlightOptions, type Token } from 'swift-highlight';
import swiftHighlight, { type SwiftHighlightPluginOptions } from 'swift-highlight/markdown-it';
import swiftMarked, { type SwiftHighlightExtension } from 'swift-highlight/marked';
import { rehighlightHtml, rehighlightHtmlWithStats, type RehighlightStats } from 'swift-highlight/site';

const options: HighlightOptions = { pre: true, scheme: 'hljs', lineNumbers: true, firstLine: 10 };
const html: string = highlight('let x = 1', options);
const found: Token[] = tokens('let x = 1');
const sheet: string = css('xcode');
const pluginOptions: SwiftHighlightPluginOptions = { scheme: 'pygments' };
const extension: SwiftHighlightExtension = swiftMarked(pluginOptions);
declare const md: Parameters<typeof swiftHighlight>[0];
swiftHighlight(md, pluginOptions);
const error: SwiftHighlightError | undefined = undefined;
const page: string = rehighlightHtml('<pre><code class="language-swift">let x = 1</code></pre>', { scheme: 'hljs' });
const stats: RehighlightStats = rehighlightHtmlWithStats(new Uint8Array(0));
const pageBytes: Uint8Array = rehighlightHtmlWithStats(new Uint8Array(0)).html;

// @ts-expect-error not a scheme
highlight('let x = 1', { scheme: 'monokai' });
// @ts-expect-error a number is not code
tokens(42);
// @ts-expect-error highlighted lines do not apply to whole pages
rehighlightHtml(page, { highlightLines: '1' });

export { html, found, sheet, extension, error, page, stats, pageBytes };
