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
import { highlight, css, markdown, SwiftHighlightError, Status, SwiftDocument } from '${dir}/index.js';
import { registerSwift, monacoTheme, tokenTypes, languageConfiguration } from '${dir}/monaco.js';
import { defineSwiftMode } from '${dir}/codemirror5.js';

const swiftDocument = new SwiftDocument('let x = 1');
const changed: { from: number; to: number } = swiftDocument.edit(4, 5, 'y');
const kinds: string[] = swiftDocument.tokens(0, changed.to).map((t) => t.kind);
swiftDocument.free();
declare const monaco: unknown;
registerSwift(monaco).dispose();
registerSwift(monaco, { languageConfiguration: false }).dispose();
const lineComment: string = languageConfiguration.comments.lineComment;
// @ts-expect-error the option is a boolean
registerSwift(monaco, { languageConfiguration: 'none' });
const rules = monacoTheme('xcode-dark').rules;
const firstType: 'keyword' = tokenTypes[0];
defineSwiftMode({});
// @ts-expect-error edits take offsets
swiftDocument.edit('0', 1);

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
// @ts-expect-error a caption is per fence
swiftMarked({ title: 'Pager.swift' });
swiftHighlight(md, { notation: true, diff: false, scheme: 'prism' });

const captioned: string = highlight('let x = 1', { pre: true, title: 'Pager.swift', diff: true, notation: true });
const sheet: string = css('xcode', { scheme: 'prism', darkSelector: '[data-theme="dark"]' });
// @ts-expect-error the dark selector is an option of css() only
highlight('x', { darkSelector: '.dark' });
// @ts-expect-error markdown() takes captions from the fences' info strings
markdown('x', { title: 'a' });
const fenceStatus: 6 = Status.FENCE;
function line(error: SwiftHighlightError): number | undefined { return error.line; }
export { captioned, sheet, fenceStatus, line };
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
