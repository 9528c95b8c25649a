// One process of scripts/bench/js-instructions.sh, run under callgrind: imports the package
// (index.js), reads FILE as a string, calls highlight() on it WARMUP times and then CALLS times.
// The script runs it with CALLS = 0 and CALLS = N, the same WARMUP, and divides the difference
// by N: what remains is the calls alone, once warm (encoding the string, the engine, decoding the
// output), without Node's start, the module's compilation, reading the file, or the first calls
// (where V8 compiles the glue's functions and the module's memory grows). Prints the output's
// length and a checksum of it, so that the runs of two builds can be compared.
//
//   node --no-liftoff --single-threaded bench/js/instructions.mjs FILE CALLS WARMUP
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, dirname } from 'node:path';

const [file, callsArg, warmupArg] = process.argv.slice(2);
const calls = Number(callsArg);
const warmup = Number(warmupArg ?? 0);
if (!file || !Number.isInteger(calls) || calls < 0 || !Number.isInteger(warmup) || warmup < 0) {
  console.error('usage: node bench/js/instructions.mjs FILE CALLS WARMUP');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const { highlight, engineModule } = await import(pathToFileURL(join(here, '..', '..', 'js', 'index.js')).href);
const code = readFileSync(file, 'utf8');
let html = '';
for (let i = 0; i < warmup; i++) html = highlight(code);
for (let i = 0; i < calls; i++) html = highlight(code);
const digest = html !== '' ? createHash('sha256').update(html).digest('hex').slice(0, 16) : '-';
console.log(`module ${engineModule ?? 'swift_highlight.wasm'} warm-up ${warmup} calls ${calls} input ${Buffer.byteLength(code)} output ${html.length} sha256 ${digest}`);
