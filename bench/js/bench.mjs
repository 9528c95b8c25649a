// The JavaScript benchmark, in one Node process: swift-highlight (WebAssembly),
// highlight.js and Prism, each taking a string of Swift and returning an HTML string.
//
//   node --expose-gc bench/js/bench.mjs FILE [--runs N]
//
// Figures (MB = 10^6 bytes of UTF-8 input; medians of N timed runs after one warm-up run):
//   - throughput on FILE, one call for the whole file, by wall time and by this process's CPU
//     time (the verdicts use wall time);
//   - µs per snippet: FILE cut at line ends into pieces of about 1 KB, one call each;
//   - time from `import` to the first result, measured first for ours, in a process that has
//     loaded nothing else (the others are loaded after, as CommonJS, which they are).
// Then the ratios and PASS/FAIL against the targets. Exit status 1 when a target fails, 2 on a
// usage or setup error. scripts/bench/js.sh sets everything up and runs this.
import { readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, dirname } from 'node:path';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const jsDir = join(here, '..', '..', 'js');

// ---- ours, cold: the first thing this process does.
const tImport = performance.now();
const ours = await import(pathToFileURL(join(jsDir, 'index.js')).href);
const firstOurs = ours.highlight('let x = 1');
const oursColdMs = performance.now() - tImport;
const oursSinceStartMs = performance.now(); // performance's origin is the process start

const TARGETS = { mbps: 120, vsHljs: 20, vsPrism: 20, snippetUs: 20 };

function fail(message) {
  console.error(`bench-js: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
let file;
let runs = 7;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') {
    runs = Number(args[++i]);
    if (!Number.isInteger(runs) || runs < 1 || runs > 1000) fail('--runs takes an integer from 1 to 1000');
  } else if (!file) file = args[i];
  else fail(`unexpected argument ${args[i]}`);
}
if (!file) fail('usage: node --expose-gc bench/js/bench.mjs FILE [--runs N]');
if (!firstOurs.includes('<span class="swh-keyword">let</span>')) fail(`unexpected first result: ${firstOurs}`);

// ---- the incumbents, from Debian's node-highlight.js and node-prismjs.
const { debianModule } = await import(pathToFileURL(join(jsDir, 'test', 'debian-modules.js')).href);
const versions = {};
function load(name, pkg, build) {
  const found = debianModule(name, pkg);
  if (!found.module) fail(found.reason);
  versions[name] = JSON.parse(readFileSync(join(found.path, 'package.json'), 'utf8')).version;
  return build(found);
}

// highlight.js 9 prints an end-of-life notice through console on first use: keep it off the table.
function quietly(fn) {
  const saved = [console.log, console.warn];
  console.log = console.warn = () => {};
  try { return fn(); } finally { [console.log, console.warn] = saved; }
}

const tHljs = performance.now();
// The core and its Swift grammar only, as a site that highlights Swift would load it.
const hljs = load('highlight.js', 'node-highlight.js', ({ path }) => {
  const require = createRequire(import.meta.url);
  const core = require(join(path, 'lib', 'highlight.js'));
  core.registerLanguage('swift', require(join(path, 'lib', 'languages', 'swift.js')));
  return core;
});
const hljsHighlight = (code) => hljs.highlight('swift', code, true).value;
const firstHljs = quietly(() => hljsHighlight('let x = 1'));
const hljsColdMs = performance.now() - tHljs;

const tPrism = performance.now();
// Prism's Node entry has markup, CSS, C-like and JavaScript; Swift is a component to load.
const Prism = load('prismjs', 'node-prismjs', ({ module, path }) => {
  createRequire(import.meta.url)(join(path, 'components', 'prism-swift.js'));
  return module;
});
const prismSwift = Prism.languages.swift;
if (!prismSwift) fail('Prism has no Swift grammar after loading components/prism-swift.js');
const prismHighlight = (code) => Prism.highlight(code, prismSwift, 'swift');
const firstPrism = prismHighlight('let x = 1');
const prismColdMs = performance.now() - tPrism;
for (const [name, html] of [['highlight.js', firstHljs], ['Prism', firstPrism]]) {
  if (!/<span class="[^"]*keyword[^"]*">let<\/span>/.test(html)) fail(`${name} did not highlight: ${html}`);
}

// ---- input
const code = readFileSync(file, 'utf8');
const bytes = Buffer.byteLength(code, 'utf8');
if (bytes < 1000) fail(`${file} is too small for a benchmark (${bytes} bytes)`);
const snippets = [];
{
  let start = 0;
  while (start < code.length && snippets.length < 2000) {
    let end = start;
    let size = 0;
    while (end < code.length && size < 1000) {
      const nl = code.indexOf('\n', end);
      const next = nl === -1 ? code.length : nl + 1;
      size += Buffer.byteLength(code.slice(end, next), 'utf8');
      end = next;
    }
    snippets.push(code.slice(start, end));
    start = end;
  }
}
const snippetBytes = snippets.reduce((n, s) => n + Buffer.byteLength(s, 'utf8'), 0) / snippets.length;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const collect = () => globalThis.gc?.();

/** Median MB/s of whole-file runs, and the output length (to show every run did the work). */
function throughput(highlight, n) {
  let out = highlight(code); // warm-up
  const mbps = [];
  const cpuMbps = [];
  for (let i = 0; i < n; i++) {
    collect();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    out = highlight(code);
    const s = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    mbps.push(bytes / 1e6 / s);
    cpuMbps.push(bytes / ((c.user + c.system) || 1));
  }
  return { mbps: median(mbps), min: Math.min(...mbps), max: Math.max(...mbps), cpuMbps: median(cpuMbps), outputLength: out.length };
}

/** Median µs per snippet over n rounds of every snippet. */
function perSnippet(highlight, n) {
  let sink = 0;
  for (const s of snippets) sink += highlight(s).length; // warm-up
  const us = [];
  for (let i = 0; i < n; i++) {
    collect();
    const t0 = performance.now();
    for (const s of snippets) sink += highlight(s).length;
    us.push((performance.now() - t0) * 1000 / snippets.length);
  }
  if (sink === 0) fail('no output');
  return median(us);
}

const load0 = loadavg();
console.log(`input: ${file}, ${(bytes / 1e6).toFixed(2)} MB; ${snippets.length} snippets of ${Math.round(snippetBytes)} bytes on average`);
console.log(`node ${process.version}; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}); load average ${load0.map((x) => x.toFixed(2)).join(' ')}`);
console.log(`engines: swift-highlight ${ours.version} (WebAssembly), highlight.js ${versions['highlight.js']} (Debian node-highlight.js, core + Swift), Prism ${versions.prismjs} (Debian node-prismjs + components/prism-swift.js)`);
console.log(`runs: ${runs} timed after one warm-up, medians${globalThis.gc ? ', GC between runs' : ''}`);
console.log('');

const results = [];
for (const [name, fn, cold] of [
  ['swift-highlight', (c) => ours.highlight(c), oursColdMs],
  ['highlight.js', (c) => quietly(() => hljsHighlight(c)), hljsColdMs],
  ['Prism', prismHighlight, prismColdMs],
]) {
  const whole = throughput(fn, runs);
  const snippet = perSnippet(fn, runs);
  results.push({ name, ...whole, snippet, cold });
}

const pad = (s, n) => String(s).padStart(n);
console.log(`${'highlighter'.padEnd(16)}${pad('MB/s (median)', 15)}${pad('min–max', 16)}${pad('CPU MB/s', 10)}${pad('µs/snippet', 12)}${pad('import→1st ms', 15)}${pad('HTML bytes', 12)}`);
for (const r of results) {
  console.log(`${r.name.padEnd(16)}${pad(r.mbps.toFixed(1), 15)}${pad(`${r.min.toFixed(1)}–${r.max.toFixed(1)}`, 16)}${pad(r.cpuMbps.toFixed(1), 10)}` +
    `${pad(r.snippet.toFixed(2), 12)}${pad(r.cold.toFixed(2), 15)}${pad(r.outputLength, 12)}`);
}
console.log(`swift-highlight from process start to first result: ${oursSinceStartMs.toFixed(1)} ms`);
console.log('');

const [o, h, p] = results;
const checks = [
  [`throughput ≥ ${TARGETS.mbps} MB/s`, o.mbps >= TARGETS.mbps, `${o.mbps.toFixed(1)} MB/s`],
  [`≥ ${TARGETS.vsHljs}× highlight.js`, o.mbps / h.mbps >= TARGETS.vsHljs, `${(o.mbps / h.mbps).toFixed(1)}× (snippets ${(h.snippet / o.snippet).toFixed(1)}×)`],
  [`≥ ${TARGETS.vsPrism}× Prism`, o.mbps / p.mbps >= TARGETS.vsPrism, `${(o.mbps / p.mbps).toFixed(1)}× (snippets ${(p.snippet / o.snippet).toFixed(1)}×)`],
  [`≤ ${TARGETS.snippetUs} µs per ~1 KB snippet`, o.snippet <= TARGETS.snippetUs, `${o.snippet.toFixed(2)} µs`],
];
for (const [what, ok, value] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${value}`);
// On a busy machine wall time includes waiting for a CPU; CPU time (this process's user + system,
// V8's helper threads included) shows what the work itself costs. The verdicts use wall time.
console.log(`CPU time: ${o.cpuMbps.toFixed(1)} MB/s, ${(o.cpuMbps / h.cpuMbps).toFixed(1)}× highlight.js, ${(o.cpuMbps / p.cpuMbps).toFixed(1)}× Prism`);
console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
