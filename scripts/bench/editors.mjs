// The editors benchmark (scripts/bench/editors.sh): js/test-browser/editors/bench.html in
// headless Chromium on a 10,000-line file made of the held-out snippets; prints the figures and
// their ratios as Markdown.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, availableParallelism } from 'node:os';
import { root, findChromium, startStaticServer } from '../../js/test-browser/harness.js';
import { openBrowser } from '../../js/test-browser/devtools.js';

const dir = join(root, 'Tests', 'snippets');
const files = readdirSync(dir).filter((n) => n.endsWith('.swift')).sort().map((n) => readFileSync(join(dir, n), 'utf8'));
let lines = [];
for (let k = 0; lines.length < 10000; k++) lines.push(...files[k % files.length].split('\n'));
const text = lines.slice(0, 10000).join('\n');

const load0 = loadavg()[0];
const server = await startStaticServer(root, { crossOriginIsolated: true });
const browser = await openBrowser(findChromium());
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/bench.html`);
  await page.until('document.documentElement.dataset.ready', 60000);
  const r = await page.evaluate(`bench(${JSON.stringify(text)}, ${Number(process.env.KEYSTROKES ?? 300)})`);
  const delays = await page.evaluate(`colourDelay(${JSON.stringify(text)}, ${Number(process.env.COLOUR_EDITS ?? 60)})`);
  const ms = (x) => x.toFixed(3);
  if (!await page.evaluate('crossOriginIsolated')) throw new Error('the benchmark page is not cross-origin isolated: timers would have 0.1 ms resolution');
  console.log(`Chromium ${await page.evaluate("navigator.userAgent.split('Chrome/')[1]?.split(' ')[0]")}, CodeMirror 6 (django-codemirror6 1.0.1), Monaco 0.33.0; ${r.lines} lines, ${r.bytes} bytes.\n`);
  console.log('| measure | p50 ms | p90 ms | p99 ms | mean ms |');
  console.log('|---|---|---|---|---|');
  const row = (name, s) => console.log(`| ${name} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.mean)} |`);
  for (const [name, what] of [['anywhere', "'x' anywhere on the first screen"], ['inWords', "'x' after a letter"]]) {
    row(`keystroke (${what}), bare CodeMirror 6`, r[name].bare);
    row(`keystroke (${what}), CodeMirror 6 with swift()`, r[name].highlighted);
    row(`keystroke (${what}), paired difference (same keystroke, ours - bare)`, r[name].added);
    row(`keystroke (${what}), swift()'s own update inside it`, r[name].plugin);
  }
  row('incremental update (SwiftDocument.edit)', r.incremental);
  row('full pass (new SwiftDocument)', r.full);
  row('first highlight, Monaco\'s Swift tokenizer (monaco.editor.tokenize)', r.firstHighlight.monaco);
  row('first highlight, ours (SwiftDocument and its tokens)', r.firstHighlight.ours);
  row('edit to colour, CodeMirror 6 with swift()', delays.codemirror6);
  row('edit to colour, Monaco with registerSwift()', delays.monaco);
  // What highlighting adds to a keystroke: how much later the p99 keystroke ends with swift()
  // than without (the difference of the two editors' quantiles over the same keystrokes). Two
  // other figures beside it: swift()'s own update counts only our code, not CodeMirror's drawing
  // of the marks it changes; the paired differences, keystroke by keystroke, also count the
  // spells of load and the collections that fell on one half of a pair and not the other, so
  // their tail runs higher than the highlighting's cost.
  console.log('\nAdded to a keystroke by swift(): the p99 (p50, mean) of keystroke time with swift() minus that of the bare editor, over the same keystrokes; in brackets the p99 of swift()\'s own update inside the keystroke (our code only, without CodeMirror\'s drawing of what it changed) and that of the paired differences (which also hold the noise of both halves of each pair).');
  for (const [name, what] of [['anywhere', "'x' anywhere"], ['inWords', "'x' after a letter"]]) {
    const k = r[name];
    console.log(`- ${what}: ${k.count} keystrokes in each editor, interleaved: p99 ${ms(k.highlighted.p99 - k.bare.p99)} ms (p50 ${ms(k.highlighted.p50 - k.bare.p50)}, mean ${ms(k.highlighted.mean - k.bare.mean)}) [own update p99 ${ms(k.plugin.p99)}; paired p99 ${ms(k.added.p99)}]`);
  }
  console.log(`Incremental update / full pass: p50 ${(r.incremental.p50 / r.full.p50).toFixed(4)}, p90 ${(r.incremental.p90 / r.full.p50).toFixed(4)}.`);
  if (!r.monacoTokenizerLoaded) throw new Error("Monaco's Swift tokenizer did not load");
  console.log(`First highlight, ours / Monaco's: ${(r.firstHighlight.ours.p50 / r.firstHighlight.monaco.p50).toFixed(3)} (medians).`);
  console.log(`Saved line states: ${r.stateBytesPerLine.toFixed(1)} bytes per line (wasm32).`);
  console.log(`Load average (1 min) at start / end: ${load0.toFixed(2)} / ${loadavg()[0].toFixed(2)} on ${availableParallelism()} CPUs (times are wall-clock: they grow with the load).`);
} finally {
  await browser.close();
  await server.stop();
}
