// An archive DocC built and `swift-highlight docc --compiler` processed, served on 127.0.0.1 and
// read in headless Chromium: the Swift listing shows the markup of docc-notes.js (its names
// focusable, a name's popup opens on keyboard focus and stays in the window, the `^?` query's
// and the error's notes below their lines), its text without the `role="tooltip"` elements is
// the code of the render JSON, and our script reports no error.
//
// scripts/test/docc.sh builds the archive (Tests/docc/Notes.docc) and runs this file with
// DOCC_NOTES, a JSON object { served (the folder the server serves), start (the page's path),
// code (the listing's code lines in the render JSON) }.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { findChromium, chromiumUnavailable, startStaticServer } from './harness.js';
import { openBrowser } from './devtools.js';

const site = process.env.DOCC_NOTES ? JSON.parse(process.env.DOCC_NOTES) : null;
const chromiumPath = findChromium();
let skip = site === null ? 'no archive given (scripts/test/docc.sh builds it and sets DOCC_NOTES)' : false;
let browser;

before(async () => {
  skip ||= (await chromiumUnavailable(chromiumPath)) ?? false;
  if (skip) return;
  browser = await openBrowser(chromiumPath);
});

after(async () => {
  await browser?.close();
});

test('docc --compiler: the listing shows the notes; focus opens a popup in view; the text is the code', async (t) => {
  if (skip) return t.skip(skip);
  const server = await startStaticServer(site.served);
  try {
    const page = await browser.newPage();
    await page.goto(server.origin + site.start);
    await page.until(`document.querySelector('.code-listing [data-swift-highlight] .syntax-hover') !== null`);
    const r = await page.evaluate(`(async () => {
      const code = document.querySelector('.code-listing [data-swift-highlight]');
      const lines = Array.from(code.querySelectorAll('.code-line'), (line) => {
        const copy = line.cloneNode(true);
        copy.querySelectorAll('[role="tooltip"]').forEach((tip) => tip.remove());
        return copy.textContent;
      });
      const anchor = code.querySelector('.syntax-hover[tabindex="0"]');
      const tip = document.getElementById(anchor.getAttribute('aria-describedby'));
      const closed = getComputedStyle(tip).display;
      anchor.focus();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = tip.getBoundingClientRect();
      return {
        lines, closed, open: getComputedStyle(tip).display, tip: tip.textContent,
        inView: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight && box.width > 0,
        notes: Array.from(code.querySelectorAll('.syntax-below'), (note) => note.getAttribute('data-note')),
        stylesheet: getComputedStyle(code.querySelector('.syntax-below')).display,
      };
    })()`);
    assert.deepEqual(r.lines, site.code);
    assert.equal(r.closed, 'none');
    assert.equal(r.open, 'block');
    assert.ok(r.inView, 'the popup is in the window');
    assert.ok(r.tip.length > 0);
    assert.deepEqual(r.notes, ['let answer: Double', "error: cannot convert value of type 'String' to specified type 'Int'"]);
    assert.equal(r.stylesheet, 'block');
    assert.deepEqual(page.errors.filter((e) => /swift-highlight/.test(e)), [], 'no error from our script');
  } finally {
    await server.stop();
  }
});
