// What the editor benchmarks (scripts/bench/editors.mjs, editors-profile.mjs) share: their
// 10,000-line file, and their page (js/test-browser/editors/bench.html) in headless Chromium.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, findChromium, startStaticServer } from '../../js/test-browser/harness.js';
import { openBrowser } from '../../js/test-browser/devtools.js';

/** The benchmark's text: `count` lines (default 10,000) of the snippets, joined by '\n'. */
export function editorsText(count = 10000) {
  const dir = join(root, 'Tests', 'snippets');
  const files = readdirSync(dir).filter((n) => n.endsWith('.swift')).sort().map((n) => readFileSync(join(dir, n), 'utf8'));
  const lines = [];
  for (let k = 0; lines.length < count; k++) lines.push(...files[k % files.length].split('\n'));
  return lines.slice(0, count).join('\n');
}

/**
 * Calls `use(page)` with bench.html loaded and ready in headless Chromium, served cross-origin
 * isolated (so that its timers have microsecond resolution); closes the browser and the server
 * after, whatever `use` does.
 */
export async function withBenchPage(use) {
  const server = await startStaticServer(root, { crossOriginIsolated: true });
  const browser = await openBrowser(findChromium());
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/js/test-browser/editors/bench.html`);
    await page.until('document.documentElement.dataset.ready', 60000);
    return await use(page);
  } finally {
    await browser.close();
    await server.stop();
  }
}
