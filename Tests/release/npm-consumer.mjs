// A user's program for the installed npm package (scripts/test/npm-package.sh runs it in a
// folder where `npm install` put the package, with no Swift toolchain reachable).
//
//   node npm-consumer.mjs LIST OUT_DIR
//
// LIST names one input file a line; for each, OUT_DIR/NAME.MODE gets the package's output in the
// modes whose command-line equivalents scripts/test/npm-package.sh runs. Then the two plugin
// entry points and the page rewriter (swift-highlight/site, its own WebAssembly module) are
// loaded from the package and used. The outputs come from the module the package picks in this
// Node, the SIMD one (checked below); the JavaScript stage runs the scalar one on the same files.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import { highlight, ansi, markdown, engineModule, SwiftHighlightError } from 'swift-highlight';
import swiftHighlight from 'swift-highlight/markdown-it';
import swiftMarked from 'swift-highlight/marked';
import { rehighlightHtml } from 'swift-highlight/site';

// The command-line tool ends an HTML fragment with a line feed when it does not end with one.
const asPrinted = (html) => (html.endsWith('\n') ? html : html + '\n');

// Node 16.4 and later run WebAssembly SIMD: the installed package must have loaded its SIMD module.
if (engineModule !== 'swift_highlight_simd.wasm') throw new Error(`the package loaded ${engineModule}, not swift_highlight_simd.wasm`);

const [list, outDir] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
for (const file of files) {
  const bytes = readFileSync(file);
  const name = join(outDir, basename(file));
  writeFileSync(`${name}.html`, asPrinted(highlight(bytes)));
  writeFileSync(`${name}.pre-hljs-numbers.html`, asPrinted(highlight(bytes, { pre: true, scheme: 'hljs', lineNumbers: true })));
  writeFileSync(`${name}.ansi24`, ansi(bytes, { colorDepth: 24 }));
  writeFileSync(`${name}.fence.md.html`, markdown(Buffer.concat([Buffer.from('```swift\n'), bytes, Buffer.from('\n```\n')])));
}

// The plugins, with Debian's markdown-it and marked (where the system installs Node modules).
const require = createRequire(import.meta.url);
const fence = '```swift\nlet answer = 42\n```\n';
const expected = markdown(fence);
const MarkdownIt = require('/usr/share/nodejs/markdown-it');
const fromMarkdownIt = new MarkdownIt().use(swiftHighlight).render(fence);
if (fromMarkdownIt.trim() !== expected.trim()) {
  throw new Error(`markdown-it plugin: ${JSON.stringify(fromMarkdownIt)} is not ${JSON.stringify(expected)}`);
}
const { marked } = require('/usr/share/nodejs/marked');
marked.use(swiftMarked());
const fromMarked = marked.parse(fence);
if (fromMarked.trim() !== expected.trim()) {
  throw new Error(`marked extension: ${JSON.stringify(fromMarked)} is not ${JSON.stringify(expected)}`);
}

// The page rewriter: a block as a generator writes it becomes the block highlight() writes.
const page = '<h1>Post</h1>\n<pre><code class="language-swift">let answer = 42\n</code></pre>\n';
const rewritten = rehighlightHtml(page);
const block = highlight('let answer = 42\n', { pre: true });
if (rewritten !== `<h1>Post</h1>\n${block}\n`) {
  throw new Error(`swift-highlight/site: ${JSON.stringify(rewritten)} does not hold ${JSON.stringify(block)}`);
}

// Errors are the package's own class.
try {
  highlight(new Uint8Array([0x6c, 0x65, 0x74, 0xff]));
  throw new Error('invalid UTF-8 was accepted');
} catch (error) {
  if (!(error instanceof SwiftHighlightError) || error.status !== 2 || error.offset !== 3) throw error;
}
console.log(`npm-consumer: ${files.length} files in 4 modes, markdown-it and marked plugins and swift-highlight/site checked`);
