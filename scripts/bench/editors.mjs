// The editors benchmark (scripts/bench/editors.sh): js/test-browser/editors/bench.html in
// headless Chromium on a 10,000-line file made of the held-out snippets; prints the figures and
// their ratios as Markdown. Keystrokes are typed on the first screen (where the editors open)
// and anywhere in the file (each editor scrolled to the place first, not timed), each as 'x'
// anywhere and 'x' after a letter. KEYSTROKES per round (default 300), ROUNDS (default 4) and
// REPEATS, the times each keystroke is typed (default 3), shape the keystroke measure.
// EDIT_SPLIT=1 (a diagnostic) also splits swift()'s own update, least of the times, into the
// engine's edit (SwiftDocument.edit) and the rest.
// `--write-text FILE` writes the file and measures nothing (scripts/bench/document-cost.c).
import { writeFileSync } from 'node:fs';
import { loadavg, availableParallelism } from 'node:os';
import { editorsText, withBenchPage } from './editors-bench.mjs';

const text = editorsText();
// `--write-text FILE`: the file alone (for scripts/bench/document-cost.c), no benchmark.
const written = process.argv.indexOf('--write-text');
if (written !== -1) {
  writeFileSync(process.argv[written + 1], text);
  process.exit(0);
}

const load0 = loadavg()[0];
await withBenchPage(async (page) => {
  const keystrokes = Number(process.env.KEYSTROKES ?? 300), rounds = Number(process.env.ROUNDS ?? 4), repeats = Number(process.env.REPEATS ?? 3);
  const split = process.env.EDIT_SPLIT === '1';
  const r = await page.evaluate(`bench(${JSON.stringify(text)}, ${keystrokes}, ${rounds}, ${repeats}, ${split})`);
  const delays = await page.evaluate(`colourDelay(${JSON.stringify(text)}, ${Number(process.env.COLOUR_EDITS ?? 60)})`);
  const ms = (x) => x.toFixed(3);
  if (!await page.evaluate('crossOriginIsolated')) throw new Error('the benchmark page is not cross-origin isolated: timers would have 0.1 ms resolution');
  console.log(`Chromium ${await page.evaluate("navigator.userAgent.split('Chrome/')[1]?.split(' ')[0]")}, CodeMirror 6 (django-codemirror6 1.0.1), Monaco 0.33.0; ${r.lines} lines, ${r.bytes} bytes.\n`);
  console.log('| measure | p50 ms | p90 ms | p99 ms | mean ms |');
  console.log('|---|---|---|---|---|');
  const row = (name, s) => console.log(`| ${name} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.mean)} |`);
  // The keystroke sets: on the first screen (where the editors open), and anywhere in the file,
  // both editors scrolled there first as a user would (not timed).
  const sets = [['anywhere', "'x' anywhere on the first screen"], ['inWords', "'x' after a letter on the first screen"],
    ['fileAnywhere', "'x' anywhere in the file"], ['fileInWords', "'x' after a letter anywhere in the file"]];
  for (const [name, what] of sets) {
    const k = r[name];
    row(`keystroke (${what}), bare CodeMirror 6`, k.bare);
    row(`keystroke (${what}), CodeMirror 6 with swift()`, k.highlighted);
    row(`keystroke (${what}), paired difference (same keystroke, ours - bare)`, k.added);
    row(`keystroke (${what}), swift()'s own update inside it`, k.plugin);
    row(`keystroke (${what}), least of ${k.repeats} times, bare CodeMirror 6`, k.least.bare);
    row(`keystroke (${what}), least of ${k.repeats} times, CodeMirror 6 with swift()`, k.least.highlighted);
    row(`keystroke (${what}), least of ${k.repeats} times, paired difference (ours - bare)`, k.least.added);
    row(`keystroke (${what}), least of ${k.repeats} times, swift()'s own update`, k.least.plugin);
  }
  row(`incremental update (SwiftDocument.edit), first screen (offsets < ${r.screen})`, r.incremental.near);
  row('incremental update (SwiftDocument.edit), anywhere in the file', r.incremental.anywhere);
  row('full pass (new SwiftDocument)', r.full);
  row('first highlight, Monaco\'s Swift tokenizer (monaco.editor.tokenize)', r.firstHighlight.monaco);
  row('first highlight, ours (SwiftDocument and its tokens)', r.firstHighlight.ours);
  row('edit to colour, CodeMirror 6 with swift()', delays.codemirror6);
  row('edit to colour, Monaco with registerSwift()', delays.monaco);
  // What highlighting adds to a keystroke. Each keystroke was typed REPEATS times in both
  // editors (undone between times): the same edit of the same text, so the same work each time.
  // The headline is the p99 over keystrokes of the paired difference of their least times
  // (ours - bare, keystroke by keystroke): the cost a keystroke has every time it is typed,
  // where one spell of load or one collection in either editor would otherwise count as the
  // highlighting's cost (or hide it) at the tail; a keystroke whose highlighting is expensive
  // (one that opens a comment, say) is expensive each time and stays in it. What the least
  // times leave out, the rare pause that falls on a keystroke once, is in the mean of the first
  // times' paired differences, given beside it with the first times' other figures: the
  // difference of the two editors' p99 (the fragile figure: each p99 is the tail of one
  // editor's noise), the p99 of the paired differences, and that of swift()'s own update (our
  // code only, without CodeMirror's drawing of the marks it changed).
  console.log(`\nAdded to a keystroke by swift(), keystroke by keystroke (ours - bare, the same keystroke in both editors), each typed ${repeats} times: p99 (p90, p50) of the differences of their least times; then of their first times: the mean of the differences, the difference of the editors' p99, the p99 of the differences, and that of swift()'s own update.`);
  for (const [name, what] of sets) {
    const k = r[name];
    console.log(`- ${what}: ${k.count} keystrokes in each editor, interleaved: p99 ${ms(k.least.added.p99)} ms (p90 ${ms(k.least.added.p90)}, p50 ${ms(k.least.added.p50)}); first times: mean ${ms(k.added.mean)}, p99 difference ${ms(k.highlighted.p99 - k.bare.p99)}, paired p99 ${ms(k.added.p99)}, own update p99 ${ms(k.plugin.p99)} (least ${ms(k.least.plugin.p99)})`);
  }
  // swift()'s own update at each time a keystroke was typed: a cost that only the first time
  // had (a cache or compiler state the repeats found ready) would show as a higher tail at the
  // first time than at the later ones; the same tail at every time is a pause that falls on any
  // one time alike (the least of the times escapes it by being the least).
  console.log(`swift()'s own update at each of the ${repeats} times a keystroke was typed (first, second, …): p99 (p50), and how many of the keystrokes took over 1 ms.`);
  for (const [name, what] of sets) {
    const u = r[name].updates;
    console.log(`- ${what}: p99 ${u.map((s) => ms(s.p99)).join(', ')} (p50 ${u.map((s) => ms(s.p50)).join(', ')}); over 1 ms: ${u.map((s) => s.over1ms).join(', ')} of ${r[name].count}`);
  }
  if (split) {
    console.log(`swift()'s own update, least of the ${repeats} times, split: the engine's edit (SwiftDocument.edit) and the rest of the update (each keystroke's least of each), p50 / p90 / p99.`);
    for (const [name, what] of sets) {
      const { edit, rest } = r[name].least;
      console.log(`- ${what}: edit ${ms(edit.p50)} / ${ms(edit.p90)} / ${ms(edit.p99)}; rest ${ms(rest.p50)} / ${ms(rest.p90)} / ${ms(rest.p99)}`);
    }
  }
  console.log(`Incremental update / full pass: p50 ${(r.incremental.near.p50 / r.full.p50).toFixed(4)} on the first screen, ${(r.incremental.anywhere.p50 / r.full.p50).toFixed(4)} anywhere; p90 ${(r.incremental.near.p90 / r.full.p50).toFixed(4)}, ${(r.incremental.anywhere.p90 / r.full.p50).toFixed(4)}.`);
  if (!r.monacoTokenizerLoaded) throw new Error("Monaco's Swift tokenizer did not load");
  console.log(`First highlight, ours / Monaco's: ${(r.firstHighlight.ours.p50 / r.firstHighlight.monaco.p50).toFixed(3)} (medians).`);
  console.log(`Saved line states: ${r.stateBytesPerLine.toFixed(1)} bytes per line (wasm32).`);
  console.log(`Load average (1 min) at start / end: ${load0.toFixed(2)} / ${loadavg()[0].toFixed(2)} on ${availableParallelism()} CPUs (times are wall-clock: they grow with the load).`);
});
