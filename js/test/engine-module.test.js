// The package's two builds of the engine: swift_highlight_simd.wasm (its byte scans with
// WebAssembly SIMD), loaded where the engine validates SIMD, and swift_highlight.wasm, loaded
// elsewhere and with SWIFT_HIGHLIGHT_WASM_SIMD=0. Which one the package loads, and that both give
// the same bytes: the same requests run here and in a child process on the other module, on the
// held-out snippets, the examples, generated inputs that put every scanned construct at every
// offset of a 16-byte block, random bytes and (when it is cached) the 3.8 MB benchmark input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { engineModule } from '../index.js';

const here = dirname(fileURLToPath(import.meta.url));
const scalarForced = process.env.SWIFT_HIGHLIGHT_WASM_SIMD === '0';

const benchInput = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'swift-highlight', 'bench', 'bench-input.swift');

function digests(env) {
  const child = spawnSync(process.execPath, [join(here, 'engine-digests.js'), benchInput], {
    env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 << 20,
  });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout);
}

test('the package loads the SIMD module in this Node, the scalar one with SWIFT_HIGHLIGHT_WASM_SIMD=0', () => {
  assert.equal(engineModule, scalarForced ? 'swift_highlight.wasm' : 'swift_highlight_simd.wasm');
  assert.ok(existsSync(join(here, '..', 'swift_highlight_simd.wasm')), 'js/swift_highlight_simd.wasm is missing: run scripts/build/wasm.sh');
});

test('where the engine refuses the SIMD probe the package loads the scalar module', () => {
  // An engine without WebAssembly SIMD, as far as the package can tell: WebAssembly.validate
  // refuses every module (the probe included) before the package is imported.
  const child = spawnSync(process.execPath, [
    '--import', 'data:text/javascript,WebAssembly.validate = () => false;', '--input-type=module', '-e',
    `const m = await import(${JSON.stringify(pathToFileURL(join(here, '..', 'index.js')).href)});
     process.stdout.write(m.engineModule + ' ' + m.highlight('let x = "a" // b'));`,
  ], { encoding: 'utf8', env: { ...process.env, SWIFT_HIGHLIGHT_WASM_SIMD: '' } });
  assert.equal(child.status, 0, child.stderr);
  assert.match(child.stdout, /^swift_highlight\.wasm <span class="swh-keyword">let<\/span>/);
});

test('both modules give the same bytes: HTML, tokens, terminal colours, Markdown', () => {
  const simd = digests({ SWIFT_HIGHLIGHT_WASM_SIMD: '' });
  const scalar = digests({ SWIFT_HIGHLIGHT_WASM_SIMD: '0' });
  assert.equal(simd.engineModule, 'swift_highlight_simd.wasm');
  assert.equal(scalar.engineModule, 'swift_highlight.wasm');
  assert.ok(simd.count > 500, `only ${simd.count} inputs`);
  assert.equal(simd.results.length, scalar.results.length);
  for (let k = 0; k < simd.results.length; k++) assert.equal(simd.results[k], scalar.results[k], `input ${k} differs`);
});
