// Documentation built by the Swift toolchain's own DocC, processed by `swift-highlight docc`,
// served on 127.0.0.1 and read in headless Chromium through the DevTools protocol: on a fresh load
// and after following links inside DocC's app, every Swift listing's text is exactly its render
// JSON's code, its classes are ours (DocC's `syntax-*` vocabulary), annotations, line numbers and
// wrapping stay, the copy button copies the code, other languages keep DocC's highlighting, and
// the delay between DocC showing a listing and ours replacing it is measured in frames.
//
// scripts/test/docc.sh builds the archives and runs this file with DOCC_SITES, a JSON list of
// { name, served (the folder the server serves), start (the first page's path), links (paths to
// follow inside the app, in order) }, and DOCC_REPORT, a file for the measured figures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { findChromium, chromiumUnavailable, startStaticServer } from './harness.js';
import { openBrowser } from './devtools.js';

const sites = JSON.parse(process.env.DOCC_SITES ?? '[]');
const chromiumPath = findChromium();
let skip = sites.length === 0 ? 'no archives given (scripts/test/docc.sh builds them and sets DOCC_SITES)' : false;
let browser;
const delays = [];

before(async () => {
  skip ||= (await chromiumUnavailable(chromiumPath)) ?? false;
  if (skip) return;
  browser = await openBrowser(chromiumPath);
});

after(async () => {
  await browser?.close();
  if (process.env.DOCC_REPORT && delays.length > 0) {
    const frames = delays.map((d) => d.frames);
    const ms = delays.map((d) => d.ms);
    writeFileSync(process.env.DOCC_REPORT, JSON.stringify({
      listings: delays.length,
      maxFrames: Math.max(...frames),
      maxMs: Math.max(...ms),
      meanMs: ms.reduce((a, b) => a + b, 0) / ms.length,
      delays,
    }, null, 1));
  }
});

// Runs in every document before DocC's scripts: counts frames, and notes for every listing when
// DocC gave it lines and when ours took them over (the data-swift-highlight attribute docc.js
// sets), as frame numbers and performance.now() times.
const RECORDER = `(() => {
  window.__frames = 0;
  const tick = () => { window.__frames++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__listings = new Map();
  const seen = (listing, key) => {
    let r = window.__listings.get(listing);
    if (!r) { r = {}; window.__listings.set(listing, r); }
    if (r[key] === undefined) r[key] = { frame: window.__frames, time: performance.now() };
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (!el) continue;
      const listing = el.closest('.code-listing');
      if (listing && listing.querySelector('.code-line')) seen(listing, 'docc');
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        for (const l of node.matches('.code-listing') ? [node] : node.querySelectorAll('.code-listing')) {
          if (l.querySelector('.code-line')) seen(l, 'docc');
        }
      }
      if (record.type === 'attributes' && record.attributeName === 'data-swift-highlight') {
        const l = el.closest('.code-listing');
        if (l) seen(l, 'ours');
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-swift-highlight'] });
})();`;

// Evaluated in the page: every listing shown, with what the checks need.
const LISTINGS = `(() => Array.from(document.querySelectorAll('.code-listing'), (listing) => {
  const lines = Array.from(listing.querySelectorAll('.code-line'));
  const containers = Array.from(listing.querySelectorAll('.code-line-container'));
  return {
    syntax: listing.getAttribute('data-syntax'),
    ours: listing.querySelector('[data-swift-highlight]') !== null,
    text: lines.map((l) => (l.textContent === '\\n' ? '' : l.textContent)).join('\\n'),
    lines: lines.map((l) => l.innerHTML),
    classes: Array.from(new Set(Array.from(listing.querySelectorAll('.code-line span'), (s) => s.className))),
    highlighted: containers.map((c, k) => (c.classList.contains('highlighted') ? k + 1 : 0)).filter(Boolean),
    strikethrough: containers.map((c, k) => (c.classList.contains('strikethrough') ? k + 1 : 0)).filter(Boolean),
    numbers: Array.from(listing.querySelectorAll('.code-number'), (n) => n.getAttribute('data-line-number')),
    wrapped: listing.classList.contains('is-wrapped'),
    wrapCh: listing.style.getPropertyValue('--wrap-ch'),
    copyButton: listing.querySelector('.copy-button') !== null,
    timing: window.__listings.get(listing) ?? null,
  };
}))()`;

// Evaluated in the page: the code listings of the page's render JSON (what DocC renders), with
// the annotations the checks compare against, and the Swift files of a tutorial.
function renderJSON(path) {
  return `(async () => {
    const path = ${JSON.stringify(path)}.replace(/\\/$/, '');
    const inArchive = path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
    const response = await fetch(baseUrl + 'data' + inArchive + '.json');
    const json = await response.json();
    const out = [];
    const walk = (x) => {
      if (Array.isArray(x)) { x.forEach(walk); return; }
      if (x === null || typeof x !== 'object') return;
      if (Array.isArray(x.code) && x.code.every((line) => typeof line === 'string') && (x.type === 'codeListing')) {
        out.push({ syntax: x.syntax ?? null, text: x.code.join('\\n'), annotations: x.lineAnnotations ?? [],
          showLineNumbers: !!x.showLineNumbers, wrap: x.wrap ?? 0 });
      }
      Object.values(x).forEach(walk);
    };
    walk(json.primaryContentSections ?? []);
    walk(json.sections ?? []);
    walk(json.abstract ?? []);
    for (const ref of Object.values(json.references ?? {})) {
      if (ref.type === 'file' && Array.isArray(ref.content)) out.push({ syntax: ref.syntax, text: ref.content.join('\\n'), file: true, annotations: [] });
    }
    return out;
  })()`;
}

const isSwift = (syntax) => typeof syntax === 'string' && syntax.toLowerCase() === 'swift';

/** Waits until DocC shows the page's listings and every Swift one is ours; returns them. */
async function settledListings(page, path) {
  const expected = await page.evaluate(renderJSON(path));
  const swift = expected.filter((e) => isSwift(e.syntax) && !e.file);
  await page.until(`(() => {
    const listings = document.querySelectorAll('.code-listing');
    if (listings.length < ${swift.length}) return false;
    return Array.from(listings).every((l) => !/^swift$/i.test(l.getAttribute('data-syntax') ?? '')
      || l.querySelector('[data-swift-highlight]') !== null);
  })()`, 20000);
  return { expected, shown: await page.evaluate(LISTINGS) };
}

/** The checks on one page's listings. */
async function checkPage(page, site, path, label) {
  const { expected, shown } = await settledListings(page, path);
  const swiftShown = shown.filter((l) => isSwift(l.syntax));
  const swiftExpected = expected.filter((e) => isSwift(e.syntax));
  assert.ok(swiftShown.length > 0 || swiftExpected.length === 0, `${label}: no Swift listing shown`);
  for (const listing of shown) {
    if (!isSwift(listing.syntax)) {
      assert.equal(listing.ours, false, `${label}: a ${listing.syntax} listing was changed`);
      continue;
    }
    assert.equal(listing.ours, true, `${label}: a Swift listing was not highlighted:\n${listing.text}`);
    const source = swiftExpected.find((e) => e.text === listing.text);
    assert.ok(source, `${label}: a listing's text is not its source:\n${JSON.stringify(listing.text)}\nsources: ${JSON.stringify(swiftExpected.map((e) => e.text))}`);
    // Our classes: DocC's syntax-* vocabulary as the hljs scheme with the syntax- prefix gives it;
    // with Xcode's finer kinds, our own swh-* kinds.
    for (const cls of listing.classes) {
      if (site.xcodeKinds) assert.match(cls, /^swh-[a-z-]+$/, `${label}: a class that is not ours: ${cls}`);
      else assert.match(cls, /^syntax-(keyword|literal|type|title function_|property|number|string|comment|meta|char escape_|subst|regexp|operator)$/,
        `${label}: a class that is not ours: ${cls}`);
    }
    // The cases DocC's own highlighting gets wrong (Tests/docc/Sample.docc holds them).
    for (const [k, text] of listing.text.split('\n').entries()) {
      if (text === 'var set: Set<Int> = []' && !site.xcodeKinds) {
        assert.match(listing.lines[k], /^<span class="syntax-keyword">var<\/span> set: <span class="syntax-type">Set<\/span>/,
          `${label}: the name set is a name`);
      }
      if (text === '    Roses are red,') {
        assert.match(listing.lines[k], site.xcodeKinds ? /^<span class="swh-string">/ : /^<span class="syntax-string">/,
          `${label}: a multi-line string's line`);
      }
    }
    if (!source.file) {
      const lineCount = listing.text.split('\n').length;
      const style = (name) => source.annotations.filter((a) => a.style === name)
        .flatMap((a) => Array.from({ length: a.range[1].line - a.range[0].line + 1 }, (_, k) => a.range[0].line + k));
      assert.deepEqual(listing.highlighted, style('highlight'), `${label}: highlighted lines`);
      assert.deepEqual(listing.strikethrough, style('strikeout'), `${label}: struck-out lines`);
      assert.deepEqual(listing.numbers, source.showLineNumbers ? Array.from({ length: lineCount }, (_, k) => String(k + 1)) : [],
        `${label}: line numbers`);
      assert.equal(listing.wrapped, source.wrap > 0, `${label}: wrapping`);
      if (source.wrap > 0) assert.equal(listing.wrapCh.trim(), String(source.wrap), `${label}: wrap width`);
    }
    // Frames, not milliseconds: what counts is whether DocC's own colours reach the screen.
    assert.ok(listing.timing?.docc && listing.timing?.ours, `${label}: the recorder missed a listing`);
    const frames = listing.timing.ours.frame - listing.timing.docc.frame;
    delays.push({ site: site.name, page: label, frames,
      ms: Math.round((listing.timing.ours.time - listing.timing.docc.time) * 100) / 100 });
    assert.ok(frames <= 1, `${label}: ours replaced DocC's highlighting ${frames} frames after DocC showed it`);
  }
  // Every Swift listing of the render JSON is shown (the tutorial's files one at a time).
  for (const source of swiftExpected.filter((e) => !e.file)) {
    assert.ok(swiftShown.some((l) => l.text === source.text), `${label}: a listing of the page is missing:\n${source.text}`);
  }
  return { shown, swiftShown };
}

/** Clicks the first copy button of a Swift listing and returns what the clipboard holds. */
async function copyFirstSwiftListing(page) {
  return page.evaluate(`(async () => {
    const listing = Array.from(document.querySelectorAll('.code-listing')).find((l) => /^swift$/i.test(l.getAttribute('data-syntax') ?? '') && l.querySelector('.copy-button'));
    if (!listing) return null;
    await navigator.clipboard.writeText('');
    listing.querySelector('.copy-button').click();
    for (let k = 0; k < 100 && (await navigator.clipboard.readText()) === ''; k++) await new Promise((r) => setTimeout(r, 20));
    const lines = Array.from(listing.querySelectorAll('.code-line'), (l) => (l.textContent === '\\n' ? '' : l.textContent));
    return { copied: await navigator.clipboard.readText(), text: lines.join('\\n') };
  })()`);
}

if (sites.length === 0) test('DocC archives in Chromium', (t) => t.skip(skip));

for (const site of sites) {
  test(`${site.name}: Swift listings highlighted on load and after following links, DocC's presentation kept`, async (t) => {
    if (skip) return t.skip(skip);
    const server = await startStaticServer(site.served);
    try {
      const page = await browser.newPage();
      await page.addInitScript(RECORDER);
      await page.grantClipboard(server.origin);
      await page.goto(server.origin + site.start);
      const first = await checkPage(page, site, site.start, `${site.name} ${site.start}`);
      let copies = 0;
      const copy = await copyFirstSwiftListing(page);
      if (copy !== null) {
        assert.equal(copy.copied, copy.text, `${site.name}: the copy button copies the code`);
        copies++;
      }
      if (site.theme) {
        // The catalog's theme-settings.json colours our classes, light and dark, as DocC's own.
        for (const [scheme, colours] of Object.entries(site.theme)) {
          await page.colorScheme(scheme);
          await page.until(`matchMedia('(prefers-color-scheme: dark)').matches === ${scheme === 'dark'}`);
          const shown = `(() => {
            const keyword = document.querySelector('[data-swift-highlight] .syntax-keyword');
            const string = document.querySelector('[data-swift-highlight] .syntax-string');
            return [keyword && getComputedStyle(keyword).color, string && getComputedStyle(string).color];
          })()`;
          const wanted = [colours.keyword, colours.string];
          await page.until(`JSON.stringify(${shown}) === ${JSON.stringify(JSON.stringify(wanted))}`, 5000).catch(() => {});
          // DocC applies the theme's colours for the new appearance a moment after the change:
          // read again once it has settled.
          await new Promise((resolve) => setTimeout(resolve, 500));
          assert.deepEqual(await page.evaluate(shown), wanted, `${site.name}: ${scheme} colours from theme-settings.json`);
        }
        await page.colorScheme('light');
      }
      if (site.xcodeKinds) {
        // Xcode's finer kinds: each span's colour is the computed value of DocC's palette variable
        // that docc-xcode.css names for its kind, in light and dark (a variable DocC does not
        // define would give the fallback colour, which no span may have).
        const kinds = new Set();
        for (const scheme of ['light', 'dark']) {
          await page.colorScheme(scheme);
          await page.until(`matchMedia('(prefers-color-scheme: dark)').matches === ${scheme === 'dark'}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
          const result = await page.evaluate(`(async () => {
            const css = await (await fetch(document.querySelector('link[data-swift-highlight-xcode-kinds]').href)).text();
            const rules = Array.from(css.matchAll(/\\.swh-([a-z-]+)\\{color:var\\((--color-syntax-[a-z-]+)\\)/g), (m) => [m[1], m[2]]);
            const out = { rules: rules.length, checked: [], wrong: [] };
            for (const [kind, variable] of rules) {
              for (const span of document.querySelectorAll('[data-swift-highlight] .swh-' + kind)) {
                const probe = document.createElement('span');
                probe.style.color = 'var(' + variable + ', rgb(1, 2, 3))';
                span.parentElement.appendChild(probe);
                const want = getComputedStyle(probe).color;
                probe.remove();
                const got = getComputedStyle(span).color;
                if (got !== want || want === 'rgb(1, 2, 3)') out.wrong.push(kind + ' ' + variable + ': ' + got + ' (variable: ' + want + ')');
                out.checked.push(kind);
              }
            }
            return out;
          })()`);
          assert.ok(result.rules >= 20, `${site.name}: docc-xcode.css has ${result.rules} rules`);
          assert.deepEqual(result.wrong, [], `${site.name}: ${scheme} colours of the finer kinds`);
          for (const kind of result.checked) kinds.add(kind);
        }
        await page.colorScheme('light');
        for (const kind of ['keyword', 'type-declaration', 'function-declaration', 'other-declaration', 'system-type', 'string']) {
          assert.ok(kinds.has(kind), `${site.name}: no ${kind} span checked (only ${[...kinds].join(', ')})`);
        }
      }
      let swiftListings = first.swiftShown.length;
      // Inside the app: click the link (DocC's router renders the page without a load).
      for (const path of site.links ?? []) {
        const loads = await page.evaluate('performance.getEntriesByType("navigation").length');
        const clicked = await page.evaluate(`(() => {
          const a = Array.from(document.querySelectorAll('a[href]')).find((a) => new URL(a.href).pathname.replace(/\\/$/, '') === ${JSON.stringify(path)}.replace(/\\/$/, ''));
          if (!a) return false;
          a.click();
          return true;
        })()`);
        assert.ok(clicked, `${site.name}: no link to ${path} on the page`);
        await page.until(`location.pathname.replace(/\\/$/, '') === ${JSON.stringify(path)}.replace(/\\/$/, '')`);
        const result = await checkPage(page, site, path, `${site.name} ${path} (followed)`);
        assert.equal(await page.evaluate('performance.getEntriesByType("navigation").length'), loads, 'the link was followed inside the app');
        assert.ok(await page.evaluate('window.__frames > 0'), 'the page was not reloaded');
        swiftListings += result.swiftShown.length;
        const c = await copyFirstSwiftListing(page);
        if (c !== null) {
          assert.equal(c.copied, c.text, `${site.name} ${path}: the copy button copies the code`);
          copies++;
        }
      }
      assert.ok(swiftListings >= (site.minimumListings ?? 1), `${site.name}: only ${swiftListings} Swift listings seen`);
      assert.ok(copies > 0, `${site.name}: no copy button tried`);
      assert.deepEqual(page.errors.filter((e) => /swift-highlight/.test(e)), [], 'no error from our script');
    } finally {
      await server.stop();
    }
  });
}
