// highlightDocument (document.js) in headless Chromium: the blocks of a page, blocks a script adds
// or re-renders later (highlighted before the next frame), line elements kept, other languages
// left alone, bad options refused. DocC's own pages are tested by docc.test.js
// (scripts/test/docc.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { root, findChromium, chromiumUnavailable, startStaticServer } from './harness.js';
import { openBrowser } from './devtools.js';

const chromiumPath = findChromium();
let skip = false;
let server;
let browser;
let page;

before(async () => {
  skip ||= (await chromiumUnavailable(chromiumPath)) ?? false;
  if (skip) return;
  server = await startStaticServer(root);
  browser = await openBrowser(chromiumPath);
  page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/document.html`);
  await page.until('document.documentElement.dataset.ready');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the blocks of the page are highlighted; other languages stay', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`({
    first: document.getElementById('first').innerHTML,
    expected: serialized(swh.highlight('var set: Set<Int> = []')),
    python: document.getElementById('python').innerHTML,
  })`);
  assert.equal(r.first, r.expected);
  assert.match(r.first, /^<span class="swh-keyword">var<\/span> set: /);
  assert.equal(r.python, 'set = {1, 2}');
});

test('a block added later is highlighted before the next frame, and again when re-rendered', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(async () => {
    const app = document.getElementById('app');
    app.innerHTML = '<pre><code class="language-swift">let s = "\\\\(a) b"\\n/* c */</code></pre>';
    const code = app.querySelector('code');
    // requestAnimationFrame callbacks run before the frame is painted.
    const atFrame = await new Promise((resolve) => requestAnimationFrame(() => resolve(code.innerHTML)));
    code.textContent = 'struct P {}';
    await Promise.resolve();
    const rerendered = code.innerHTML;
    return { atFrame, text: code.textContent, expected: serialized(swh.highlight('let s = "\\\\(a) b"\\n/* c */')),
      rerendered, expectedRerendered: serialized(swh.highlight('struct P {}')) };
  })()`);
  assert.equal(r.atFrame, r.expected);
  assert.equal(r.rerendered, r.expectedRerendered);
});

test('line elements: each gets its line, the elements around them stay, the text is kept', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(async () => {
    const host = document.createElement('div');
    host.className = 'listing';
    const lines = ['let poem = """', '    red \\\\(x)', '', '    """'];
    host.innerHTML = '<pre><code>' + lines.map((l, k) => '<span class="row"><span class="no">' + (k + 1) +
      '</span><span class="line"></span></span>\\n').join('') + '</code></pre>';
    host.querySelectorAll('.line').forEach((el, k) => { el.textContent = lines[k] === '' ? '\\n' : lines[k]; });
    document.body.append(host);
    const handle = swh.highlightDocument(host, { selector: '.listing code', lineSelector: '.line', scheme: 'hljs', classPrefix: 'syntax-' });
    const out = Array.from(host.querySelectorAll('.line'), (el) => el.innerHTML);
    const numbers = Array.from(host.querySelectorAll('.no'), (el) => el.textContent);
    const text = Array.from(host.querySelectorAll('.line'), (el) => el.textContent);
    handle.disconnect();
    // Not observed any more: a change stays as the page made it.
    host.querySelector('.line').textContent = 'let x = 1';
    await Promise.resolve();
    const after = host.querySelector('.line').innerHTML;
    host.remove();
    return { out, numbers, text, after, highlighted: handle.highlighted };
  })()`);
  assert.deepEqual(r.numbers, ['1', '2', '3', '4']);
  assert.deepEqual(r.text, ['let poem = """', '    red \\(x)', '\n', '    """']);
  assert.match(r.out[0], /^<span class="syntax-keyword">let<\/span> poem <span class="syntax-operator">=<\/span> <span class="syntax-string">"""<\/span>$/);
  assert.match(r.out[1], /^<span class="syntax-string">    red <\/span><span class="syntax-subst">\\\(<\/span>x<span class="syntax-subst">\)<\/span>$/);
  assert.equal(r.out[2], '\n');
  assert.equal(r.out[3], '<span class="syntax-string">    """</span>');
  assert.equal(r.after, 'let x = 1');
  assert.equal(r.highlighted, 1);
});

test('markup made ahead of time: a block whose code it knows gets it, others are highlighted, a bad answer leaves the block', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(() => {
    const host = document.createElement('div');
    host.className = 'listing';
    const blocks = [['let a = 1', 'a'], ['let b = 2'], ['let c = 3']];
    host.innerHTML = blocks.map(() => '<pre><code></code></pre>').join('');
    host.querySelectorAll('code').forEach((code, k) => {
      code.innerHTML = blocks[k].map(() => '<span class="line"></span>').join('\\n');
      code.querySelectorAll('.line').forEach((line, j) => { line.textContent = blocks[k][j]; });
    });
    document.body.append(host);
    const given = { 'let a = 1\\na': ['<b>let a = 1</b><i role="tooltip">note</i>', 'a'], 'let c = 3': 7 };
    const handle = swh.highlightDocument(host, { selector: '.listing code', lineSelector: '.line', observe: false,
      markup: (code) => given[code] });
    const out = Array.from(host.querySelectorAll('code'), (code) => Array.from(code.querySelectorAll('.line'), (l) => l.innerHTML));
    host.remove();
    return { out, highlighted: handle.highlighted, errors: handle.errors, expected: serialized(swh.highlight('let b = 2')) };
  })()`);
  assert.deepEqual(r.out[0], ['<b>let a = 1</b><i role="tooltip">note</i>', 'a']);
  assert.deepEqual(r.out[1], [r.expected]);
  assert.deepEqual(r.out[2], ['let c = 3']);
  assert.equal(r.highlighted, 2);
  assert.equal(r.errors, 1);
});

test('bad options are refused with a SwiftHighlightError', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(() => {
    const out = [];
    for (const options of [{ selector: '(' }, { colour: 1 }, { scheme: 'nope' }, { onHighlight: 3 }, { markup: 3 }, 'x']) {
      try { swh.highlightDocument(document, options); out.push('accepted'); }
      catch (e) { out.push(e.name + ': ' + e.message); }
    }
    try { swh.highlightDocument(42); out.push('accepted'); } catch (e) { out.push(e.name); }
    return out;
  })()`);
  assert.equal(r.length, 7);
  for (const message of r) assert.match(message, /^SwiftHighlightError/);
});

test('two calls on the same blocks do not answer each other\'s writes', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(async () => {
    const second = swh.highlightDocument(document);
    const before = [handle.highlighted, second.highlighted];
    document.getElementById('first').textContent = 'let again = 1';
    for (let k = 0; k < 5; k++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const after = [handle.highlighted, second.highlighted];
    second.disconnect();
    return { before, after, html: document.getElementById('first').innerHTML, expected: serialized(swh.highlight('let again = 1')) };
  })()`);
  assert.equal(r.html, r.expected);
  assert.deepEqual([r.after[0] - r.before[0], r.after[1] - r.before[1]], [1, 1]);
});

test('a class change elsewhere does not re-highlight; one that makes a block does', async (t) => {
  if (skip) return t.skip(skip);
  const r = await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    const before = handle.highlighted;
    document.body.classList.add('some-state');
    document.getElementById('first').classList.add('copied');
    await frame();
    const afterUnrelated = handle.highlighted;
    const python = document.getElementById('python');
    python.textContent = 'let made = true';
    python.className = 'language-swift';
    await frame();
    return { unrelated: afterUnrelated - before, made: handle.highlighted - afterUnrelated,
      html: python.innerHTML, expected: serialized(swh.highlight('let made = true')) };
  })()`);
  assert.equal(r.unrelated, 0);
  assert.equal(r.made, 1);
  assert.equal(r.html, r.expected);
});
