// Type-checked with tsc --strict against the installed npm package's declarations
// (scripts/test/npm-package.sh): the three entry points resolve to their .d.ts files.
import { highlight, tokens, css, SwiftHighlightError, type HighlightOptions, type Token } from 'swift-highlight';
import swiftHighlight, { type SwiftHighlightPluginOptions } from 'swift-highlight/markdown-it';
import swiftMarked, { type SwiftHighlightExtension } from 'swift-highlight/marked';

const options: HighlightOptions = { pre: true, scheme: 'hljs', lineNumbers: true, firstLine: 10 };
const html: string = highlight('let x = 1', options);
const found: Token[] = tokens('let x = 1');
const sheet: string = css('xcode');
const pluginOptions: SwiftHighlightPluginOptions = { scheme: 'pygments' };
const extension: SwiftHighlightExtension = swiftMarked(pluginOptions);
declare const md: Parameters<typeof swiftHighlight>[0];
swiftHighlight(md, pluginOptions);
const error: SwiftHighlightError | undefined = undefined;

// @ts-expect-error not a scheme
highlight('let x = 1', { scheme: 'monokai' });
// @ts-expect-error a number is not code
tokens(42);

export { html, found, sheet, extension, error };
