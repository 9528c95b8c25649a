// The 10,000-line file of the editor benchmarks (scripts/bench/editors.mjs, editors-profile.mjs):
// the held-out snippets of Tests/snippets, in name order, repeated until 10,000 lines.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../js/test-browser/harness.js';

/** The benchmark's text: `count` lines (default 10,000) of the snippets, joined by '\n'. */
export function editorsText(count = 10000) {
  const dir = join(root, 'Tests', 'snippets');
  const files = readdirSync(dir).filter((n) => n.endsWith('.swift')).sort().map((n) => readFileSync(join(dir, n), 'utf8'));
  const lines = [];
  for (let k = 0; lines.length < count; k++) lines.push(...files[k % files.length].split('\n'));
  return lines.slice(0, count).join('\n');
}
