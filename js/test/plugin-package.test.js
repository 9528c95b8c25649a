// The integrations ship in the package: every module the plugins' exports import is listed in
// package.json's "files" (what `npm pack` and `npm install /path/to/js --install-links` copy).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const jsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(jsDir, 'package.json'), 'utf8'));

/** The package-relative files `file` imports, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(jsDir, file), 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'\.\/([^']+)'/gm)) closure(m[1], seen);
  return seen;
}

for (const entry of ['./markdown-it', './marked', './codemirror', './monaco', './codemirror5']) {
  test(`${entry} and everything it imports are in "exports" and "files"`, () => {
    const target = pkg.exports[entry];
    assert.ok(target, `exports has ${entry}`);
    for (const key of ['default', 'types']) {
      const file = target[key].replace(/^\.\//, '');
      for (const needed of key === 'default' ? closure(file) : [file]) {
        assert.ok(pkg.files.includes(needed), `package.json "files" lists ${needed}`);
      }
    }
  });
}
