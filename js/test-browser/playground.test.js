// The playground in headless Chromium: the page loads the package (../index.js, which fetches
// the .wasm relative to itself) from a static server on loopback, takes its code from `?code=`,
// and shows the highlighted HTML, its source and the CSS. The DOM Chromium dumps is checked
// against the package's own output under Node.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, findChromium, launchChromium, startStaticServer, playgroundURL } from './harness.js';

const chromiumPath = findChromium();
let skip = chromiumPath ? false : 'Chromium is not installed (apt-get install chromium; scripts/setup.sh does it)';
let chromium;
let server;
let api;

before(async () => {
  if (skip) return;
  assert.ok(existsSync(join(root, 'js', 'swift_highlight.wasm')), 'js/swift_highlight.wasm is missing: run scripts/build/wasm.sh');
  api = await import('../index.js');
  chromium = await launchChromium(chromiumPath);
  const reason = await chromium.cannotRun();
  if (reason) { skip = reason; return; }
  server = await startStaticServer(root);
});

after(async () => {
  await server?.stop();
  await chromium?.close();
});

/** The text of an element's content in serialized HTML: entities decoded. */
function decode(html) {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|nbsp|apos));/gi, (_, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', apos: "'" }[name.toLowerCase()];
  });
}

/** The inner HTML of the element with `id` (a `<code>` or `<div>` without nested same tags). */
function inner(dom, id, tag) {
  const open = new RegExp(`<${tag} [^>]*id="${id}"[^>]*>`).exec(dom);
  assert.ok(open, `#${id} is in the DOM`);
  const start = open.index + open[0].length;
  if (tag === 'code') return dom.slice(start, dom.indexOf('</code>', start));
  // The preview <div> holds one <pre>…</pre> and nothing else.
  const end = dom.indexOf('</pre>', start);
  return dom.slice(start, end === -1 ? start : end + '</pre>'.length);
}

// Markup characters, a `+` (a space in a query unless encoded), emoji, CJK, a combining mark,
// a doc comment, string interpolation and a regex literal.
const CODE = [
  '/// Adds <T> & "quotes" \'single\'',
  'func add(_ a: Int, _ b: Int) -> Int { a + b }',
  'let 名前 = "😀 é and \\(add(1, 2))"',
  'let r = /[a-z]+/',
  '@MainActor struct View {}',
].join('\n') + '\n';

test('the page highlights code from ?code= as the package does in Node', async (t) => {
  if (skip) return t.skip(skip);
  const options = { pre: true, scheme: 'hljs', theme: 'xcode', lines: true, lineNumbers: true, highlightLines: '2', firstLine: 1, inlineStyles: false };
  // encodeURIComponent, as a link written by hand would be.
  const url = playgroundURL(server.origin).replace(/\?.*$/, '') +
    `?code=${encodeURIComponent(CODE)}&scheme=hljs&numbers=1&lines=1&hl=2`;
  const dom = await chromium.dumpDom(url);
  assert.match(dom, /<html[^>]* data-ready="true"/, 'the page started (data-ready="true")');
  assert.match(dom, /<div id="error"[^>]* hidden=""/, 'no error is shown');

  // The HTML shown for copying is byte for byte what highlight() gives in Node.
  const expected = api.highlight(CODE, options);
  assert.equal(decode(inner(dom, 'html-source', 'code')), expected);
  // So is the CSS.
  assert.equal(decode(inner(dom, 'css-source', 'code')), api.css('xcode', { scheme: 'hljs' }));

  // The live preview holds the highlighted spans (the same markup, as the DOM serializes it).
  const preview = inner(dom, 'preview', 'div');
  for (const [cls, text] of [['hljs-keyword', 'func'], ['hljs-title function_', 'add'], ['hljs-type', 'Int'],
    ['hljs-string', '"😀 é and '], ['hljs-subst', '\\('], ['hljs-regexp', '/[a-z]+/'], ['hljs-meta', '@MainActor'],
    ['hljs-comment', "/// Adds &lt;T&gt; &amp; \"quotes\" 'single'"]]) {
    assert.ok(preview.includes(`<span class="${cls}">${text}`), `preview has <span class="${cls}">${text}`);
  }
  assert.equal((preview.match(/<span class="swh-line/g) ?? []).length, 5);
  assert.equal((preview.match(/swh-hl/g) ?? []).length, 1);
  assert.match(preview, /<span class="swh-line swh-hl" data-line="2">/);
  // Removing the tags gives back the code: nothing was lost on the way through the URL.
  const text = decode(preview.replace(/<span class="swh-ln"[^>]*>\d+<\/span>/g, '').replace(/<[^>]+>/g, ''));
  assert.equal(text, CODE);
  // The page's own link to the snippet carries the same state back.
  const link = /<a id="permalink" href="([^"]*)"/.exec(dom);
  assert.ok(link, 'the permalink is there');
  const params = new URL(decode(link[1])).searchParams;
  assert.equal(params.get('code'), CODE);
  assert.deepEqual([params.get('scheme'), params.get('lines'), params.get('numbers'), params.get('hl')], ['hljs', '1', '1', '2']);
});

test('the page starts with its sample and reports bad options in the page', async (t) => {
  if (skip) return t.skip(skip);
  const sample = await chromium.dumpDom(playgroundURL(server.origin, { theme: 'high-contrast-dark' }));
  assert.match(sample, /data-ready="true"/);
  const preview = inner(sample, 'preview', 'div');
  assert.match(preview, /<span class="swh-keyword">final<\/span> <span class="swh-keyword">class<\/span>/);
  assert.equal(decode(inner(sample, 'css-source', 'code')), api.css('high-contrast-dark'));

  const bad = await chromium.dumpDom(playgroundURL(server.origin, { code: 'let x = 1', prefix: 'bad prefix!' }));
  assert.match(bad, /data-ready="true"/);
  const alert = /<div id="error"([^>]*)>([^<]*)<\/div>/.exec(bad);
  assert.ok(alert, 'the error element is there');
  assert.ok(!/hidden/.test(alert[1]), 'the error is shown');
  assert.match(alert[2], /prefix/i);
  assert.match(bad, /id="prefix"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="prefix"/);
});

test('without an editor build the source is the plain text area, with a note saying how to give one', async (t) => {
  if (skip) return t.skip(skip);
  const url = new URL(playgroundURL(server.origin, { code: 'let x = 1' }));
  url.searchParams.set('monaco', '/no-editor-here/vs');
  const dom = await chromium.dumpDom(url.href);
  assert.match(dom, /data-ready="true"/);
  assert.match(dom, /data-editor="none"/);
  const note = /<p id="editor-notice"([^>]*)>([^<]*)<\/p>/.exec(dom);
  assert.ok(note, 'the note is there');
  assert.ok(!/hidden/.test(note[1]), 'the note is shown');
  assert.match(note[2], /\?monaco=URL/);
  assert.match(dom, /<textarea id="code"(?![^>]*hidden)/);
  assert.match(inner(dom, 'preview', 'div'), /<span class="swh-keyword">let<\/span>/);
});
