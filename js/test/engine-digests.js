// A child process of engine-module.test.js: loads the package (the module it picks, or the
// scalar one under SWIFT_HIGHLIGHT_WASM_SIMD=0), runs the same requests on the same inputs and
// prints the module's name and a digest of each input's outputs, as JSON.
//
//   node js/test/engine-digests.js [BENCH_INPUT]
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generator } from './random.js';
import { highlight, tokens, ansi, markdown, engineModule } from '../index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const inputs = [];
for (const dir of ['Tests/snippets', 'examples']) {
  for (const name of readdirSync(join(root, dir)).sort()) inputs.push(readFileSync(join(root, dir, name)));
}
// Every construct a vector scan runs through or stops at (comments, strings, escapes, the
// characters HTML escapes, runs of spaces and of name characters, non-ASCII), at every offset of
// a 16-byte block and across block ends.
const pieces = ['/* a */', '// b\n', '"s \\" q"', '#"raw"#', '"""\nml "" \\(x)\n"""', '<&>\'"#', '    \t ',
  'identifier_12', 'é', '🦄', '\r\n', '/*/**/*/', '@attr', '0x1F'];
for (let pad = 0; pad < 17; pad++) {
  for (const piece of pieces) inputs.push(Buffer.from(' '.repeat(pad) + piece.repeat(3) + 'let x = 1' + piece));
  inputs.push(Buffer.from('x'.repeat(pad) + pieces.join('')));
}
// Random bytes, most of them those the scans look for.
const next = generator(38);
const alphabet = '/*"\\ \n<&a#\'';
for (let k = 0; k < 200; k++) {
  const bytes = Buffer.alloc(next(300));
  for (let i = 0; i < bytes.length; i++) bytes[i] = next(4) === 0 ? next(256) : alphabet.charCodeAt(next(alphabet.length));
  inputs.push(bytes);
}
const bench = process.argv[2];
if (bench && existsSync(bench)) inputs.push(readFileSync(bench));

const run = (f) => {
  try {
    const value = f();
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch (error) {
    return `error ${error.status} ${error.message}`;
  }
};
const fence = (code) => Buffer.concat([Buffer.from('```swift\n'), code, Buffer.from('\n```\n')]);
const results = inputs.map((code) => createHash('sha256').update([
  run(() => highlight(code)),
  run(() => highlight(code, { pre: true, lineNumbers: true, scheme: 'hljs' })),
  run(() => highlight(code, { invalidUtf8: 'replace' })),
  run(() => tokens(code, { invalidUtf8: 'replace' })),
  run(() => ansi(code, { colorDepth: 24, invalidUtf8: 'replace' })),
  run(() => markdown(fence(code))),
].join('\0')).digest('hex'));
process.stdout.write(JSON.stringify({ engineModule, count: inputs.length, results }));
