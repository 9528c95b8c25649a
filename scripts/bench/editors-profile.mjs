// Where the time swift() adds to a CodeMirror 6 keystroke goes (a diagnostic beside
// scripts/bench/editors.mjs, on the same 10,000-line file and page, js/test-browser/editors/
// bench.html): a bare editor and one with swift(), each between two stamp plugins, the same
// keystrokes ('x' at random places, on the first screen or anywhere in the file after
// scrolling there, or with `words` only after a letter) typed in both, alternately, REPEATS
// times each (undone between times), after a round not measured. Prints, for each editor, each
// keystroke's least time split at the stamps: before the plugins (the transaction and the
// view's state), the plugins' updates (swift()'s own update in the highlighted editor) and
// after them (the view's update: decorations compared, the lines' content built, the DOM
// synced, the selection read); and the paired differences (ours - bare) of each part.
// TAIL=N also lists the N keystrokes that added most, with the DOM mutations each editor's
// content had (a MutationObserver's records), the span of tokens the engine's edit changed and
// the line typed in, and the DOM mutations per keystroke over all of them.
// PROFILE=1 takes a CPU profile (the DevTools protocol's Profiler, a sample every INTERVAL µs,
// default 50) over the measured keystrokes and prints self and total time by function under
// each editor's dispatch (the page's typing functions, typeBare and typeOurs, tell them apart;
// garbage collection is outside both, its total is given), the TOP functions (default 40) by
// the difference; PROFILE_OUT=FILE writes the profile (.cpuprofile, for DevTools or a script).
//
//   node scripts/bench/editors-profile.mjs [screen|file] [words]
//   KEYSTROKES=300 REPEATS=3 SEED=1 TAIL=0 PROFILE=0 INTERVAL=50 TOP=40 PROFILE_OUT=
//
// Times are wall-clock and move with the load (compare only within one run); a profile's
// shares are proportional, so they say where the time goes even on a busy machine (sampling
// slows what it samples: its times are above the instrumented ones).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { editorsText, withBenchPage } from './editors-bench.mjs';

const text = editorsText();

const wholeFile = process.argv.includes('file');
const inWords = process.argv.includes('words');
const keystrokes = Number(process.env.KEYSTROKES ?? 300), repeats = Number(process.env.REPEATS ?? 3);
const profile = process.env.PROFILE === '1';
const interval = Number(process.env.INTERVAL ?? 50), top = Number(process.env.TOP ?? 40);
const seed = Number(process.env.SEED ?? 1);

// The page's side: editors made like bench.html's keystrokes(), the typing functions named
// apart so that a profile's samples tell the editors apart.
const pageSource = `window.profileKeystrokes = async (text, count, seed, inWords, repeats, wholeFile) => {
  const { swift } = await import('/js/codemirror.js');
  const CM = window.CM6;
  const parent = document.getElementById('editor');
  parent.replaceChildren();
  const halves = [0, 1].map(() => parent.appendChild(Object.assign(document.createElement('div'), { style: 'height:50%' })));
  const stamps = {};
  const stamp = (name) => CM.ViewPlugin.define(() => ({ update() { stamps[name] = performance.now(); } }));
  const bareView = new CM.EditorView({ doc: text, extensions: [stamp('b0'), stamp('b1')], parent: halves[0] });
  const ourView = new CM.EditorView({ doc: text, extensions: [stamp('o0'), swift(), stamp('o1')], parent: halves[1] });
  // The span of each keystroke's changed tokens (what the engine's edit returns).
  const { swiftDocument } = await import('/js/codemirror.js');
  const doc = swiftDocument(ourView), edit = doc.edit;
  let changedSpan = null;
  // The DOM mutations each keystroke makes in each editor's content.
  const mutations = new MutationObserver(() => {});
  const mutationsBare = new MutationObserver(() => {});
  mutations.observe(ourView.contentDOM, { childList: true, subtree: true, characterData: true, attributes: true });
  mutationsBare.observe(bareView.contentDOM, { childList: true, subtree: true, characterData: true, attributes: true });
  const mutationCount = (records) => records.reduce((n, r) => n + r.addedNodes.length + r.removedNodes.length + (r.type === 'childList' ? 0 : 1), 0);
  doc.edit = function (...args) { return (changedSpan = edit.apply(this, args)); };
  let a = seed >>> 0;
  const r = (n) => { a = (a * 1664525 + 1013904223) >>> 0; return a % n; };
  const frame = () => new Promise((res) => requestAnimationFrame(() => res(performance.now())));
  const screen = Math.min(bareView.viewport.to, ourView.viewport.to);
  const span = () => (wholeFile ? bareView.state.doc.length : screen);
  function typeBare(at) {
    const t0 = performance.now();
    bareView.dispatch({ changes: { from: at, insert: 'x' } });
    const t1 = performance.now();
    return [stamps.b0 - t0, stamps.b1 - stamps.b0, t1 - stamps.b1, t1 - t0, mutationCount(mutationsBare.takeRecords())];
  }
  function typeOurs(at) {
    const t0 = performance.now();
    ourView.dispatch({ changes: { from: at, insert: 'x' } });
    const t1 = performance.now();
    return [stamps.o0 - t0, stamps.o1 - stamps.o0, t1 - stamps.o1, t1 - t0, mutationCount(mutations.takeRecords())];
  }
  const least = { bare: [], ours: [], spans: [] };
  let previous = -1;
  for (let k = 0; k < count; k++) {
    let at = r(span());
    if (inWords) {
      const doc = bareView.state.doc;
      while (!/[A-Za-z]/.test(doc.sliceString(at - 1, at))) at = r(span());
    }
    if (wholeFile) {
      for (const view of [bareView, ourView]) view.dispatch({ effects: CM.EditorView.scrollIntoView(at, { y: 'center' }) });
      await frame(); await frame();
    }
    const lineText = bareView.state.doc.lineAt(at), context = lineText.text.slice(0, at - lineText.from) + '|' + lineText.text.slice(at - lineText.from);
    let bare = [Infinity, Infinity, Infinity, Infinity, Infinity], ours = [Infinity, Infinity, Infinity, Infinity, Infinity];
    for (let time = 0; time < repeats; time++) {
      if (time > 0) {
        for (const view of [bareView, ourView]) {
          view.dispatch({ changes: { from: at, to: at + 1 } });
          if (previous >= 0) {
            view.dispatch({ changes: { from: previous, insert: 'x' } });
            view.dispatch({ changes: { from: previous, to: previous + 1 } });
          }
        }
        await frame();
      }
      let b, o;
      changedSpan = null;
      mutations.takeRecords(); mutationsBare.takeRecords();
      if ((k + time) % 2 === 0) { b = typeBare(at); o = typeOurs(at); } else { o = typeOurs(at); b = typeBare(at); }
      bare = bare.map((x, j) => Math.min(x, b[j]));
      ours = ours.map((x, j) => Math.min(x, o[j]));
      await frame();
    }
    least.bare.push(bare); least.ours.push(ours); least.spans.push([at, changedSpan.to - changedSpan.from, context]);
    previous = at;
  }
  bareView.destroy();
  ourView.destroy();
  return least;
};`;

const quantile = (xs, q) => { const s = [...xs].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };
const ms = (x) => x.toFixed(3);

const load0 = loadavg()[0];
await withBenchPage(async (page) => {
  await page.evaluate(pageSource);
  // A round not measured first (V8's tiers), as bench.html does.
  await page.evaluate(`profileKeystrokes(${JSON.stringify(text)}, 100, 99, false, 1, false)`);
  if (profile) {
    await page.command('Profiler.enable');
    await page.command('Profiler.setSamplingInterval', { interval });
    await page.command('Profiler.start');
  }
  const least = await page.evaluate(`profileKeystrokes(${JSON.stringify(text)}, ${keystrokes}, ${seed}, ${inWords}, ${repeats}, ${wholeFile})`);
  const cpu = profile ? (await page.command('Profiler.stop')).profile : null;
  if (cpu && process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(cpu));
  const parts = ['before the plugins', 'plugins', 'after the plugins (view update)', 'whole dispatch'];
  console.log(`${keystrokes} keystrokes ('x' ${inWords ? 'after a letter' : 'anywhere'} ${wholeFile ? 'anywhere in the file' : 'on the first screen'}), least of ${repeats} times; ms p50 / p90 / p99 (mean)`);
  for (let j = 0; j < parts.length; j++) {
    const bare = least.bare.map((t) => t[j]), ours = least.ours.map((t) => t[j]);
    const diff = ours.map((t, i) => t - bare[i]);
    const row = (xs) => `${ms(quantile(xs, 0.5))} / ${ms(quantile(xs, 0.9))} / ${ms(quantile(xs, 0.99))} (${ms(xs.reduce((x, y) => x + y, 0) / xs.length)})`;
    console.log(`- ${parts[j]}: bare ${row(bare)}; ours ${row(ours)}; paired difference ${row(diff)}`);
  }
  if (Number(process.env.TAIL ?? 0) > 0) {
    // The keystrokes whose view update (after the plugins) added the most.
    const rows = least.bare.map((b, i) => [least.ours[i][2] - b[2], least.ours[i][3] - b[3], least.ours[i][4], b[4], ...least.spans[i]]).sort((x, y) => y[1] - x[1]);
    console.log(`\nThe ${process.env.TAIL} keystrokes that added most: added view update, added dispatch (ms), DOM mutations ours / bare, offset, changed span (UTF-16), the line`);
    for (const r of rows.slice(0, Number(process.env.TAIL))) console.log(`- ${ms(r[0])} ${ms(r[1])} mutations ${r[2]} / ${r[3]} at ${r[4]} span ${r[5]}: ${JSON.stringify(r[6].slice(0, 100))}`);
    const all = least.ours.map((o) => o[4]), allBare = least.bare.map((b) => b[4]);
    console.log(`DOM mutations per keystroke: ours p50 ${quantile(all, 0.5)} p90 ${quantile(all, 0.9)} p99 ${quantile(all, 0.99)} mean ${(all.reduce((x, y) => x + y, 0) / all.length).toFixed(2)}; bare p50 ${quantile(allBare, 0.5)} p99 ${quantile(allBare, 0.99)} mean ${(allBare.reduce((x, y) => x + y, 0) / allBare.length).toFixed(2)}`);
  }
  if (cpu) {
    const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
    const parentOf = new Map();
    for (const n of cpu.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
    const nameOf = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
    // For each node: which typing function it is under, and the functions on its stack.
    const group = new Map(), stacks = new Map();
    for (const n of cpu.nodes) {
      let g = null; const names = new Set();
      for (let id = n.id; id !== undefined; id = parentOf.get(id)) {
        const m = byId.get(id);
        names.add(nameOf(m));
        if (g === null && m.callFrame.functionName === 'typeBare') g = 'bare';
        if (g === null && m.callFrame.functionName === 'typeOurs') g = 'ours';
      }
      group.set(n.id, g); stacks.set(n.id, names);
    }
    const self = { bare: new Map(), ours: new Map() }, total = { bare: new Map(), ours: new Map() };
    const sums = { bare: 0, ours: 0 }, outside = new Map();
    for (let k = 0; k < cpu.samples.length; k++) {
      const id = cpu.samples[k], dt = (cpu.timeDeltas[k + 1] ?? 0) / 1000;
      const g = group.get(id);
      if (g === null) {
        const name = byId.get(id).callFrame.functionName;
        if (name.startsWith('(')) outside.set(name, (outside.get(name) ?? 0) + dt);
        continue;
      }
      sums[g] += dt;
      const name = nameOf(byId.get(id));
      self[g].set(name, (self[g].get(name) ?? 0) + dt);
      for (const f of stacks.get(id)) total[g].set(f, (total[g].get(f) ?? 0) + dt);
    }
    console.log(`\nCPU profile (every ${interval} µs): ${ms(sums.bare)} ms sampled in the bare editor's dispatches, ${ms(sums.ours)} ms in ours (${keystrokes * repeats} each); outside them: ${[...outside].map(([n, t]) => `${n} ${ms(t)}`).join(', ')}.`);
    for (const [title, table] of [['self', self], ['total (inclusive)', total]]) {
      const names = new Set([...table.bare.keys(), ...table.ours.keys()]);
      const rows = [...names].map((n) => [n, table.bare.get(n) ?? 0, table.ours.get(n) ?? 0]).sort((x, y) => (y[2] - y[1]) - (x[2] - x[1]));
      console.log(`\n${title} time by function, ms: ours - bare, ours, bare (the top ${top} by the difference)`);
      for (const [n, b, o] of rows.slice(0, top)) console.log(`${ms(o - b).padStart(9)} ${ms(o).padStart(9)} ${ms(b).padStart(9)}  ${n}`);
    }
  }
  console.log(`\nLoad average (1 min) at start / end: ${load0.toFixed(2)} / ${loadavg()[0].toFixed(2)}.`);
});
