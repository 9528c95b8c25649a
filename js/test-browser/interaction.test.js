// The playground driven like a person would, through the DevTools protocol (devtools.js):
// typing, the keyboard, the option controls, the copy buttons and the share link, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, findChromium, launchChromium, startStaticServer, playgroundURL } from './harness.js';
import { openBrowser } from './devtools.js';

const chromiumPath = findChromium();
let skip = chromiumPath ? false : 'Chromium is not installed (apt-get install chromium; scripts/setup.sh does it)';
let server;
let browser;
let api;

before(async () => {
  if (skip) return;
  assert.ok(existsSync(join(root, 'js', 'swift_highlight.wasm')), 'js/swift_highlight.wasm is missing: run scripts/build/wasm.sh');
  api = await import('../index.js');
  const probe = await launchChromium(chromiumPath);
  const reason = await probe.cannotRun();
  await probe.close();
  if (reason) { skip = reason; return; }
  server = await startStaticServer(root);
  browser = await openBrowser(chromiumPath);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const $ = (id) => `document.getElementById(${JSON.stringify(id)})`;
// The engine escapes quotes in text as entities; the DOM serializes text quotes bare.
const asSerialized = (html) => html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&apos;', "'");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const pages = [];
async function openPlayground(params) {
  const page = await browser.newPage();
  pages.push(page);
  // The plain playground (its text area), whether or not a Monaco build is at hand: the
  // playground on Monaco is tested with the editors (scripts/test/editors.sh).
  await page.goto(playgroundURL(server.origin, { monaco: '/nowhere/vs', ...params }));
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  return page;
}

test('typing updates the result and the URL as you type', async (t) => {
  if (skip) return t.skip(skip);
  const page = await openPlayground({ code: 'let a = 1' });
  await page.evaluate(`(() => { const c = ${$('code')}; c.focus(); c.select(); })()`);
  const typed = 'struct Point { var x = 0.5 } // 😀 + 名前';
  await page.insertText(typed);
  assert.equal(await page.evaluate(`${$('preview')}.innerHTML`), api.highlight(typed, { pre: true }));
  assert.equal(await page.evaluate(`${$('html-source')}.textContent`), api.highlight(typed, { pre: true }));
  // The address bar follows (after a short pause), and so does the permalink.
  await sleep(400);
  const search = await page.evaluate('location.search');
  assert.equal(new URLSearchParams(search).get('code'), typed);
  assert.equal(new URL(await page.evaluate(`${$('permalink')}.href`)).search, search);
});

test('the keyboard: Tab leaves the editor, Ctrl+] indents, Space toggles an option', async (t) => {
  if (skip) return t.skip(skip);
  const page = await openPlayground({ code: 'let a = 1' });
  await page.evaluate(`(() => { const c = ${$('code')}; c.focus(); c.setSelectionRange(0, 0); })()`);
  await page.press(']', { code: 'BracketRight', keyCode: 221, modifiers: 2 });
  assert.equal(await page.evaluate(`${$('code')}.value`), '    let a = 1');
  assert.equal(await page.evaluate(`${$('preview')}.innerHTML`), api.highlight('    let a = 1', { pre: true }));
  await page.press('Tab', { keyCode: 9 });
  assert.equal(await page.evaluate('document.activeElement.id'), 'scheme');
  await page.evaluate(`${$('line-numbers')}.focus()`);
  await page.press(' ', { code: 'Space', keyCode: 32, text: ' ' });
  assert.equal(await page.evaluate(`${$('line-numbers')}.checked`), true);
  assert.equal(await page.evaluate(`${$('preview')}.innerHTML`), api.highlight('    let a = 1', { pre: true, lineNumbers: true }));
});

test('the option controls change the HTML and the CSS, and bad options are reported in place', async (t) => {
  if (skip) return t.skip(skip);
  const code = 'func f() -> Int { 1 }\nlet s = "\\(x)"\n';
  const page = await openPlayground({ code });
  const choose = (id, value) => page.evaluate(`(() => { const e = ${$(id)}; e.value = ${JSON.stringify(value)};
    e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true })); })()`);
  await choose('scheme', 'pygments');
  await choose('theme', 'high-contrast');
  await choose('highlight-lines', '2');
  const options = { pre: true, scheme: 'pygments', theme: 'high-contrast', highlightLines: '2' };
  assert.equal(await page.evaluate(`${$('preview')}.innerHTML`), asSerialized(api.highlight(code, options)));
  assert.equal(await page.evaluate(`${$('html-source')}.textContent`), api.highlight(code, options));
  const sheet = api.css('high-contrast', { scheme: 'pygments' });
  assert.equal(await page.evaluate(`${$('css-source')}.textContent`), sheet);
  assert.equal(await page.evaluate(`${$('theme-css')}.textContent`), sheet);

  await choose('highlight-lines', '0');
  assert.equal(await page.evaluate(`${$('error')}.hidden`), false);
  assert.equal(await page.evaluate(`${$('highlight-lines')}.getAttribute('aria-invalid')`), 'true');
  await choose('highlight-lines', '1');
  assert.equal(await page.evaluate(`${$('error')}.hidden`), true);
  assert.equal(await page.evaluate(`${$('highlight-lines')}.getAttribute('aria-invalid')`), 'false');

  await page.evaluate(`${$('inline-styles')}.click()`);
  assert.equal(await page.evaluate(`${$('html-source')}.textContent`),
    api.highlight(code, { ...options, highlightLines: '1', inlineStyles: true }));
  assert.match(await page.evaluate(`${$('preview')}.innerHTML`), /<span style="color:#[0-9a-fA-F]{6}/);
  assert.equal(await page.evaluate(`${$('theme-css')}.textContent`), '');
});

test('Copy HTML, Copy CSS and the share link put the right text on the clipboard', async (t) => {
  if (skip) return t.skip(skip);
  const code = 'enum E { case a, b } /* & < > */';
  const page = await openPlayground({ code, scheme: 'hljs', theme: 'xcode-dark' });
  await page.grantClipboard(server.origin);
  const copy = async (id) => {
    await page.evaluate(`${$('status')}.textContent = ''`);
    await page.evaluate(`${$(id)}.click()`);
    const status = await page.until(`${$('status')}.textContent`);
    return { status, text: await page.evaluate('navigator.clipboard.readText()') };
  };
  const html = await copy('copy-html');
  assert.equal(html.text, api.highlight(code, { pre: true, scheme: 'hljs', theme: 'xcode-dark' }));
  assert.match(html.status, /HTML copied/);
  const sheet = await copy('copy-css');
  assert.equal(sheet.text, api.css('xcode-dark', { scheme: 'hljs' }));
  const link = await copy('share');
  assert.match(link.status, /link copied/i);
  // The link opens the same state in a new tab.
  const other = await browser.newPage();
  pages.push(other);
  await other.goto(link.text);
  await other.until('document.documentElement.dataset.ready');
  assert.equal(await other.evaluate(`${$('html-source')}.textContent`), html.text);
  assert.equal(await other.evaluate(`${$('scheme')}.value + ' ' + ${$('theme')}.value`), 'hljs xcode-dark');
});

test('the page and a paired theme follow light and dark mode', async (t) => {
  if (skip) return t.skip(skip);
  const page = await openPlayground({ code: 'let a = 1' });
  const colours = () => page.evaluate(`JSON.stringify([getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector('#preview pre')).backgroundColor])`);
  await page.colorScheme('light');
  const [bodyLight, codeLight] = JSON.parse(await colours());
  await page.colorScheme('dark');
  const [bodyDark, codeDark] = JSON.parse(await colours());
  const luminance = (rgb) => rgb.match(/\d+/g).slice(0, 3).reduce((sum, v) => sum + Number(v), 0);
  assert.ok(luminance(bodyLight) > luminance(bodyDark), `${bodyLight} vs ${bodyDark}`);
  assert.ok(luminance(codeLight) > luminance(codeDark), `${codeLight} vs ${codeDark}`);
});

test('no page threw an exception or logged an error during these tests', async (t) => {
  if (skip) return t.skip(skip);
  assert.ok(pages.length >= 6);
  assert.deepEqual(pages.flatMap((page) => page.errors), []);
});
