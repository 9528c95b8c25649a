// A copy of the package without its WebAssembly module (a source checkout before
// scripts/build/wasm.sh has run): importing it throws a SwiftHighlightError that names the build
// command, not the file system's bare ENOENT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, copyFileSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const jsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(jsDir, 'package.json'), 'utf8'));

test('importing the package without swift_highlight.wasm throws a SwiftHighlightError naming scripts/build/wasm.sh', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'swh-no-wasm-'));
  try {
    for (const file of pkg.files) {
      if (file.endsWith('.wasm') || !existsSync(join(jsDir, file))) continue;
      copyFileSync(join(jsDir, file), join(dir, file));
    }
    copyFileSync(join(jsDir, 'package.json'), join(dir, 'package.json'));
    assert.ok(!existsSync(join(dir, 'swift_highlight.wasm')));
    for (const entry of ['index.js', 'markdown-it.js', 'marked.js']) {
      // A query string makes each import a new module instance (a failed one stays failed).
      const url = `${pathToFileURL(join(dir, entry)).href}?${entry}`;
      await assert.rejects(import(url), (error) => {
        assert.equal(error.name, 'SwiftHighlightError', `${entry}: ${error.stack}`);
        assert.equal(error.status, 1);
        assert.match(error.message, /scripts\/build\/wasm\.sh/);
        assert.ok(error.message.includes(join(dir, 'swift_highlight.wasm')), error.message);
        assert.equal(error.cause?.code, 'ENOENT');
        return true;
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without swift_highlight_site.wasm the package works and swift-highlight/site throws naming it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'swh-no-site-wasm-'));
  try {
    for (const file of pkg.files) {
      if (file === 'swift_highlight_site.wasm' || !existsSync(join(jsDir, file))) continue;
      copyFileSync(join(jsDir, file), join(dir, file));
    }
    copyFileSync(join(jsDir, 'package.json'), join(dir, 'package.json'));
    assert.ok(existsSync(join(dir, 'swift_highlight.wasm')));
    assert.ok(!existsSync(join(dir, 'swift_highlight_site.wasm')));
    const core = await import(`${pathToFileURL(join(dir, 'index.js')).href}?core`);
    assert.match(core.highlight('let x = 1'), /swh-keyword/);
    await assert.rejects(import(`${pathToFileURL(join(dir, 'site.js')).href}?site`), (error) => {
      assert.equal(error.name, 'SwiftHighlightError', error.stack);
      assert.equal(error.status, 1);
      assert.match(error.message, /scripts\/build\/wasm\.sh/);
      assert.ok(error.message.includes(join(dir, 'swift_highlight_site.wasm')), error.message);
      assert.equal(error.cause?.code, 'ENOENT');
      return true;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
