// rehighlightHtml: the Swift blocks of finished pages, as the site generators wrote them
// (Tests/site/fixtures: Hugo, Jekyll, Pandoc, Sphinx, MkDocs), re-highlighted by the
// WebAssembly engine; the same bytes as the command line's `site` where it rewrites a page.
//
// The comparison with the command line needs SWIFT_HIGHLIGHT_CLI (scripts/test/js.sh sets it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, mkdtempSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { highlight, Status, SwiftHighlightError } from '../index.js';
import { rehighlightHtml, rehighlightHtmlWithStats } from '../site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'Tests/site/fixtures');
const expected = JSON.parse(readFileSync(path.join(fixtures, 'expected.json'), 'utf8'));
const cli = process.env.SWIFT_HIGHLIGHT_CLI;
const noCLI = cli && existsSync(cli) ? false : 'SWIFT_HIGHLIGHT_CLI is not set to a built swift-highlight';

const OURS = /<pre class="swh-code"><code class="language-swift">([\s\S]*?)<\/code><\/pre>/g;

/** The text of our block: line-number spans (aria-hidden) dropped, tags removed, entities decoded. */
function text(html) {
  return html.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function assertThrowsStatus(fn, status, pattern) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof SwiftHighlightError, `a SwiftHighlightError, not ${error}`);
    assert.equal(error.status, status);
    if (pattern) assert.match(error.message, pattern);
    return true;
  });
}

test('every fixture: the Swift blocks hold their fences\' text, other blocks stay', () => {
  const names = readdirSync(fixtures).filter((n) => n.endsWith('.html'));
  assert.equal(names.length, 5);
  for (const name of names) {
    const page = readFileSync(path.join(fixtures, name), 'utf8');
    const sources = expected[name];
    const result = rehighlightHtmlWithStats(page);
    assert.equal(result.found + result.skipped, sources.length, `${name}: ${JSON.stringify({ ...result, html: undefined })}`);
    const blocks = [...result.html.matchAll(OURS)].map((m) => text(m[1]));
    assert.equal(blocks.length, result.found, name);
    // In order: each block is the next fence's source that matches (a skipped one is passed over).
    let next = 0;
    for (const block of blocks) {
      while (next < sources.length && block !== sources[next] && block !== `${sources[next]}\n`) next++;
      assert.ok(next < sources.length, `${name}: a block whose text is no fence's: ${JSON.stringify(block)}`);
      next++;
    }
    // The shell and JSON blocks are not touched: their language classes are still there.
    assert.match(result.html, /(language-|highlight-|sourceCode )(sh|json)\b/, name);
    assert.ok(result.html.includes('<span class="swh-keyword">'), name);
  }
});

test('the same bytes as swift-highlight site', { skip: noCLI }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'swh-site-'));
  try {
    let compared = 0;
    for (const name of readdirSync(fixtures).filter((n) => n.endsWith('.html'))) {
      copyFileSync(path.join(fixtures, name), path.join(dir, name));
      const run = spawnSync(cli, ['site', dir], { encoding: 'utf8' });
      const page = readFileSync(path.join(fixtures, name));
      const ours = rehighlightHtmlWithStats(page);
      if (run.status === 0) {
        assert.deepEqual(Buffer.from(ours.html), readFileSync(path.join(dir, name)), name);
        compared++;
      } else {
        // The command line leaves a page with an unreadable block as it was, and says which.
        assert.ok(ours.skipped > 0, `${name}: the command line failed but the library skipped nothing: ${run.stderr}`);
        assert.match(run.stderr, new RegExp(name.replace('.', '\\.')));
      }
      rmSync(path.join(dir, name));
    }
    assert.ok(compared >= 4, `compared ${compared} pages`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a second call changes nothing', () => {
  const page = readFileSync(path.join(fixtures, 'hugo-code.html'), 'utf8');
  const once = rehighlightHtml(page);
  const twice = rehighlightHtmlWithStats(once);
  assert.equal(twice.html, once);
  assert.equal(twice.rewritten, 0);
  assert.equal(twice.unchanged, twice.found);
  assert.ok(twice.found >= 4);
});

test('a markdown-it or marked page: the block is what highlight() writes', () => {
  const code = 'let s = "a < b && c"\n';
  const page = `<h1>Post</h1>\n<pre><code class="language-swift">${code.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre>\n<p>end</p>\n`;
  assert.equal(rehighlightHtml(page), `<h1>Post</h1>\n${highlight(code, { pre: true })}\n<p>end</p>\n`);
  const hljs = rehighlightHtml(page, { scheme: 'hljs', lineNumbers: true });
  assert.equal(hljs, `<h1>Post</h1>\n${highlight(code, { pre: true, scheme: 'hljs', lineNumbers: true })}\n<p>end</p>\n`);
});

test('bytes in, bytes out: a page that is not UTF-8 outside its blocks keeps those bytes', () => {
  const head = Uint8Array.of(0x3C, 0x70, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x70, 0x3E); // <p>\xff\xfe</p>
  const block = new TextEncoder().encode('<pre><code class="language-swift">let x = 1</code></pre>');
  const page = new Uint8Array(head.length + block.length);
  page.set(head);
  page.set(block, head.length);
  const out = rehighlightHtml(page);
  assert.ok(out instanceof Uint8Array);
  assert.deepEqual(out.subarray(0, head.length), head);
  assert.equal(new TextDecoder().decode(out.subarray(head.length)), highlight('let x = 1', { pre: true }));
});

test('skipped blocks are reported with UTF-16 offsets for strings, byte offsets for bytes', () => {
  const page = 'é😀<pre><code class="language-swift">let s = &bogusname; 1</code></pre>';
  const fromString = rehighlightHtmlWithStats(page);
  assert.equal(fromString.html, page);
  assert.deepEqual(fromString.firstSkipped, { offset: 3, reason: 'unknownCharacterReference' });
  assert.equal(page.slice(fromString.firstSkipped.offset, fromString.firstSkipped.offset + 4), '<pre');
  const fromBytes = rehighlightHtmlWithStats(new TextEncoder().encode(page));
  assert.deepEqual(fromBytes.firstSkipped, { offset: 6, reason: 'unknownCharacterReference' });
  const open = rehighlightHtmlWithStats('<pre><code class="language-swift">let x = 1');
  assert.deepEqual([open.skipped, open.firstSkipped], [1, { offset: 0, reason: 'unterminated' }]);
  assert.equal(rehighlightHtmlWithStats('<p>no code</p>').firstSkipped, null);
});

test('an Eleventy transform and a VitePress transformHtml hook: one call each', () => {
  const page = '<pre><code class="language-swift">struct S {}</code></pre>';
  const eleventy = (content, outputPath) => (outputPath?.endsWith('.html') ? rehighlightHtml(content) : content);
  assert.match(eleventy(page, 'dist/index.html'), /swh-keyword/);
  assert.equal(eleventy('{"a":1}', 'dist/feed.json'), '{"a":1}');
  const transformHtml = (code) => rehighlightHtml(code);
  assert.match(transformHtml(page), /swh-keyword/);
});

test('bad options and bad input throw', () => {
  assertThrowsStatus(() => rehighlightHtml('<p></p>', { pre: true }), Status.INVALID_ARGUMENT, /unknown option "pre"/);
  assertThrowsStatus(() => rehighlightHtml('<p></p>', { classPrefix: 'a b' }), Status.INVALID_ARGUMENT, /class_prefix must be/);
  assertThrowsStatus(() => rehighlightHtml(42), Status.INVALID_ARGUMENT);
  assertThrowsStatus(() => rehighlightHtmlWithStats('<p></p>', 'hljs'), Status.INVALID_ARGUMENT);
  // Still works afterwards.
  assert.match(rehighlightHtml('<pre><code class="language-swift">let</code></pre>'), /swh-keyword/);
});

test('hostile pages finish and stay whole', () => {
  const deep = '<div>'.repeat(200000) + '<pre><code class="language-swift">let x = 1</code></pre>';
  assert.ok(rehighlightHtml(deep).startsWith('<div>'.repeat(200000) + '<pre class="swh-code">'));
  const unterminated = '<pre><code class="language-swift">' + 'let x = "'.repeat(100000);
  assert.equal(rehighlightHtml(unterminated), unterminated);
  const attribute = `<pre title="${'a'.repeat(1 << 20)}"><code class="language-swift">let x = 1</code></pre>`;
  assert.equal(rehighlightHtml(attribute), highlight('let x = 1', { pre: true }));
  assert.equal(rehighlightHtml(''), '');
});

const tsc = (process.env.PATH ?? '').split(':').map((d) => path.join(d, 'tsc')).find((p) => existsSync(p));

test('the declarations type-check under tsc --strict', { skip: tsc ? false : 'tsc is not installed (Debian\'s node-typescript)' }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'swh-site-types-'));
  try {
    writeFileSync(path.join(dir, 'use.ts'), `
import { rehighlightHtml, rehighlightHtmlWithStats, RehighlightOptions, RehighlightStats } from '${path.join(root, 'js')}/site.js';
const options: RehighlightOptions = { scheme: 'hljs', lineNumbers: true, theme: 'xcode-dark' };
const page: string = rehighlightHtml('<p></p>', options);
const bytes: Uint8Array = rehighlightHtml(new Uint8Array(0));
const report = rehighlightHtmlWithStats(page);
const html: string = report.html;
const stats: RehighlightStats = report;
const where: number | undefined = stats.firstSkipped?.offset;
// @ts-expect-error whole pages have no highlighted lines
rehighlightHtml(page, { highlightLines: '1' });
// @ts-expect-error the wrapper is always written
rehighlightHtml(page, { pre: false });
// @ts-expect-error a string page gives a string
const wrong: Uint8Array = rehighlightHtml(page);
export { bytes, html, where, wrong };
`);
    const run = spawnSync(tsc, ['--strict', '--noEmit', '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'node',
      path.join(dir, 'use.ts')], { encoding: 'utf8', timeout: 120000 });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Xcode\'s finer kinds: the blocks of a page share the names any of them declares', () => {
  const page = '<p>Declare:</p>\n<pre><code class="language-swift">actor Counter {}</code></pre>\n'
    + '<div class="highlight"><pre><code class="language-swift">let c = Counter()\nlet d = JSONDecoder()</code></pre></div>\n';
  const fine = rehighlightHtml(page, { xcodeKinds: true });
  assert.match(fine, /<span class="swh-type-declaration">Counter<\/span>/);
  assert.match(fine, /<span class="swh-class">Counter<\/span>/);
  assert.match(rehighlightHtml(page, { systemNames: ['class JSONDecoder'] }), /<span class="swh-system-class">JSONDecoder<\/span>/);
  assert.doesNotMatch(rehighlightHtml(page), /swh-class|swh-type-declaration/);
  assert.throws(() => rehighlightHtml(page, { projectNames: 3 }), SwiftHighlightError);
});
