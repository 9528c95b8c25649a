// The plugins' TypeScript declarations, checked with Debian's node-typescript (tsc --strict):
// typical uses compile, and options the plugins refuse are type errors too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const jsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = (process.env.PATH ?? '').split(':').map((d) => join(d, 'tsc')).find((p) => existsSync(p));

const USE = (dir) => `
import swiftHighlight, { SwiftHighlightPluginOptions } from '${dir}/markdown-it.js';
import swiftMarked, { SwiftHighlightExtension } from '${dir}/marked.js';

interface MarkdownIt {
  use(plugin: (md: any, options?: any) => void, options?: unknown): MarkdownIt;
  renderer: { rules: Record<string, any> };
  utils: { unescapeAll(text: string): string };
}
declare const md: MarkdownIt;
declare const marked: { use(...extensions: object[]): void };

const options: SwiftHighlightPluginOptions = { scheme: 'hljs', theme: 'xcode-dark', lineNumbers: true, firstLine: 3 };
swiftHighlight(md, options);
md.use(swiftHighlight, { classPrefix: 'x-' });
const extension: SwiftHighlightExtension = swiftMarked({ inlineStyles: true });
marked.use(extension);
const html: string | false = extension.renderer.code('let x = 1', 'swift', false);

// @ts-expect-error a fence is always a <pre> block
swiftMarked({ pre: false });
// @ts-expect-error lines come from each fence's info string
swiftHighlight(md, { highlightLines: '1' });
// @ts-expect-error not a scheme
swiftMarked({ scheme: 'monokai' });
// @ts-expect-error not a theme
swiftHighlight(md, { theme: 'solarized' });
export { html };
`;

test('the plugins type-check under tsc --strict', { skip: tsc ? false : 'tsc is not installed (apt-get install node-typescript; scripts/setup.sh js does it)' }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'swh-types-'));
  try {
    await writeFile(join(dir, 'use.ts'), USE(jsDir));
    const result = await new Promise((resolve) => {
      execFile(tsc, ['--strict', '--noEmit', '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'node',
        join(dir, 'use.ts')], { timeout: 120000 }, (error, stdout, stderr) => resolve({ error, out: stdout + stderr }));
    });
    assert.equal(result.error, null, result.out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
