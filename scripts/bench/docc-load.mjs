// The page-load cost of `swift-highlight docc`, in headless Chromium: the same DocC page loaded
// from an archive as docc wrote it and from a copy the command processed, alternately, each load
// in a fresh tab, with the browser cache off (every file fetched, as on a first visit) and on
// (the engine cached, as on the next pages of a visit). Measured in the page, from the start of
// navigation (performance.now()):
//   shown  - DocC has put the lines of every listing of the page on screen (its highlighting);
//   final  - every Swift listing carries our highlighting (processed archive only).
// Prints the medians, the bytes each page load transferred, and Chromium's counters of the main
// thread's work (Performance.getMetrics: ScriptDuration, TaskDuration).
//
//   node scripts/bench/docc-load.mjs PLAIN_ARCHIVE PROCESSED_ARCHIVE PAGE_PATH [LOADS]
import { findChromium, startStaticServer } from '../../js/test-browser/harness.js';
import { openBrowser } from '../../js/test-browser/devtools.js';

const [plain, processed, path, loadsArg] = process.argv.slice(2);
if (!processed || !path) {
  console.error('usage: node scripts/bench/docc-load.mjs PLAIN_ARCHIVE PROCESSED_ARCHIVE PAGE_PATH [LOADS]');
  process.exit(2);
}
const loads = Number(loadsArg ?? 9);

const RECORDER = `(() => {
  window.__times = {};
  const check = () => {
    const listings = document.querySelectorAll('.code-listing');
    if (listings.length === 0) return;
    const now = performance.now();
    if (window.__times.shown === undefined && Array.from(listings).every((l) => l.querySelector('.code-line'))) window.__times.shown = now;
    const swift = Array.from(listings).filter((l) => /^swift$/i.test(l.getAttribute('data-syntax') ?? ''));
    if (window.__times.final === undefined && swift.length > 0 && swift.every((l) => l.querySelector('[data-swift-highlight]'))) window.__times.final = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-swift-highlight'] });
})();`;

const browser = await openBrowser(findChromium());
const servers = { plain: await startStaticServer(plain), processed: await startStaticServer(processed) };
const results = {};
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

async function loadOnce(which, cacheDisabled) {
  const page = await browser.newPage();
  await page.command('Network.enable', {});
  await page.command('Network.setCacheDisabled', { cacheDisabled });
  await page.command('Performance.enable', {});
  await page.addInitScript(RECORDER);
  await page.goto(servers[which].origin + path);
  await page.until(`window.__times.shown !== undefined && (${which === 'plain'} || window.__times.final !== undefined)`, 30000);
  const r = await page.evaluate(`({ ...window.__times,
    bytes: performance.getEntriesByType('resource').reduce((a, e) => a + e.transferSize, 0)
      + performance.getEntriesByType('navigation').reduce((a, e) => a + e.transferSize, 0) })`);
  // Chromium's own counters of the main thread's work for the page: seconds spent running
  // scripts and tasks (less sensitive to a busy machine than the times from navigation start).
  const { metrics } = await page.command('Performance.getMetrics', {});
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  r.script = metric('ScriptDuration');
  r.task = metric('TaskDuration');
  await page.command('Page.close', {});
  return r;
}

for (const cacheDisabled of [true, false]) {
  const label = cacheDisabled ? 'cache off' : 'cache on';
  // One load of each first, to warm the server, the disk and (cache on) the browser cache.
  await loadOnce('plain', cacheDisabled);
  await loadOnce('processed', cacheDisabled);
  const samples = { plain: [], processed: [] };
  for (let k = 0; k < loads; k++) {
    for (const which of ['plain', 'processed']) samples[which].push(await loadOnce(which, cacheDisabled));
  }
  results[label] = samples;
  const p = samples.plain, q = samples.processed;
  console.log(`${label}: ${loads} loads each of ${path}`);
  console.log(`  as docc wrote it: listings shown at ${median(p.map((s) => s.shown)).toFixed(1)} ms, ${median(p.map((s) => s.bytes))} bytes transferred`);
  console.log(`  processed:        listings shown at ${median(q.map((s) => s.shown)).toFixed(1)} ms, ours at ${median(q.map((s) => s.final)).toFixed(1)} ms, ${median(q.map((s) => s.bytes))} bytes transferred`);
  console.log(`  cost: ${(median(q.map((s) => s.final)) - median(p.map((s) => s.shown))).toFixed(1)} ms later (median against median), ${median(q.map((s) => s.bytes)) - median(p.map((s) => s.bytes))} bytes more`);
  console.log(`  main thread: scripts ${median(p.map((s) => s.script)).toFixed(1)} → ${median(q.map((s) => s.script)).toFixed(1)} ms, tasks ${median(p.map((s) => s.task)).toFixed(1)} → ${median(q.map((s) => s.task)).toFixed(1)} ms`);
}
await servers.plain.stop();
await servers.processed.stop();
await browser.close();
