// The package's output equals the command line's, byte for byte, in every mode, on the
// examples and snippets of this repository and on the training corpus.
//
// Needs the CLI: SWIFT_HIGHLIGHT_CLI=/path/to/swift-highlight (scripts/test/js.sh sets it).
// The training corpus comes from SWIFT_HIGHLIGHT_CORPUS (a folder of .swift files), which
// scripts/test/js.sh materializes when ../shared/eval is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { highlight, ansi, markdown, css, tokens, themes, schemes } from '../index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = process.env.SWIFT_HIGHLIGHT_CLI;
const noCLI = cli && existsSync(cli) ? false : 'SWIFT_HIGHLIGHT_CLI is not set to a built swift-highlight';

/** Each HTML mode: the CLI's arguments and the package's options. */
const htmlModes = [
  [[], undefined],
  [['--pre'], { pre: true }],
  [['--scheme', 'splash'], { scheme: 'splash' }],
  [['--scheme', 'hljs', '--pre'], { scheme: 'hljs', pre: true }],
  [['--scheme', 'pygments', '--pre', '--lines'], { scheme: 'pygments', pre: true, lines: true }],
  [['--scheme', 'treesitter'], { scheme: 'treesitter' }],
  [['--class-prefix', 'hl-'], { classPrefix: 'hl-' }],
  [['--class-prefix', ''], { classPrefix: '' }],
  [['--inline-styles'], { inlineStyles: true }],
  [['--inline-styles', '--theme', 'high-contrast-dark', '--pre', '--line-numbers'],
    { inlineStyles: true, theme: 'high-contrast-dark', pre: true, lineNumbers: true }],
  [['--lines'], { lines: true }],
  [['--line-numbers', '--first-line', '98'], { lineNumbers: true, firstLine: 98 }],
  [['--highlight-lines', '2,4-6', '--first-line', '1'], { highlightLines: '2,4-6', firstLine: 1 }],
  [['--highlight-lines', '3', '--line-numbers', '--first-line', '4294967290'],
    { highlightLines: [3], lineNumbers: true, firstLine: 4294967290 }],
];

const ansiModes = [
  [['--color-depth', '24'], undefined],
  [['--color-depth', '16'], { colorDepth: 16 }],
  [['--color-depth', '24', '--theme', 'high-contrast'], { theme: 'high-contrast' }],
  [['--color-depth', '16', '--theme', 'xcode-light'], { colorDepth: 16, theme: 'xcode-light' }],
];

const markdownModes = [
  [[], undefined],
  [['--scheme', 'hljs', '--line-numbers'], { scheme: 'hljs', lineNumbers: true }],
  [['--inline-styles', '--theme', 'xcode-dark'], { inlineStyles: true, theme: 'xcode-dark' }],
];

/** The CLI's form of an HTML fragment: it ends with a newline. */
function asCLI(fragment) {
  return fragment.endsWith('\n') ? fragment : `${fragment}\n`;
}

function run(args, input) {
  return execFileSync(cli, args, { input, maxBuffer: 1 << 30 });
}

/** Every check for one Swift source file. */
function checkFile(name, bytes) {
  const text = bytes.toString('utf8');
  const valid = Buffer.from(text, 'utf8').equals(bytes);
  for (const [args, options] of htmlModes) {
    const expected = run(['--format', 'html', ...args, '-'], bytes).toString('utf8');
    assert.equal(asCLI(highlight(new Uint8Array(bytes), options)), expected, `${name}: html ${args.join(' ')} (bytes)`);
    if (valid) assert.equal(asCLI(highlight(text, options)), expected, `${name}: html ${args.join(' ')} (string)`);
  }
  for (const [args, options] of ansiModes) {
    const expected = run(['--format', 'ansi', '--color', 'always', ...args, '-'], bytes).toString('utf8');
    assert.equal(ansi(text, options), expected, `${name}: ansi ${args.join(' ')}`);
  }
  const doc = `# ${name}\n\nSome text.\n\n\`\`\`swift\n${text}\n\`\`\`\n\n\`\`\`python\nx = 1\n\`\`\`\n`;
  for (const [args, options] of markdownModes) {
    const expected = run(['markdown', '--input', 'markdown', ...args, '-'], Buffer.from(doc)).toString('utf8');
    assert.equal(markdown(doc, options), expected, `${name}: markdown ${args.join(' ')}`);
  }
  // Tokens: byte offsets for bytes, UTF-16 indices for the same text as a string.
  const expectedTokens = JSON.parse(run(['--format', 'tokens', '--json', '-'], bytes).toString('utf8'));
  const got = tokens(new Uint8Array(bytes));
  assert.deepEqual(got, expectedTokens.map(({ start, end, kind }) => ({ start, end, kind })), `${name}: tokens`);
  if (valid) {
    const fromString = tokens(text);
    assert.equal(fromString.length, got.length, `${name}: token count (string)`);
    for (let k = 0; k < got.length; k++) {
      assert.equal(fromString[k].kind, got[k].kind);
      const slice = Buffer.from(text.slice(fromString[k].start, fromString[k].end), 'utf8');
      assert.ok(slice.equals(bytes.subarray(got[k].start, got[k].end)), `${name}: token ${k} text (string offsets)`);
    }
  }
}

function swiftFiles(dir) {
  return readdirSync(dir).filter((f) => f.endsWith('.swift')).sort().map((f) => path.join(dir, f));
}

test('the examples and snippets equal the CLI in every mode', { skip: noCLI }, () => {
  const files = [...swiftFiles(path.join(root, 'examples')), ...swiftFiles(path.join(root, 'Tests/snippets'))];
  assert.ok(files.length >= 10, 'examples and snippets found');
  for (const file of files) checkFile(path.relative(root, file), readFileSync(file));
});

const corpus = process.env.SWIFT_HIGHLIGHT_CORPUS;
const noCorpus = noCLI || (corpus && existsSync(corpus) ? false
  : 'no training corpus (SWIFT_HIGHLIGHT_CORPUS; scripts/test/js.sh materializes it from ../shared/eval)');

test('the training corpus equals the CLI in every mode', { skip: noCorpus }, () => {
  const files = swiftFiles(corpus);
  assert.ok(files.length >= 100, `${files.length} corpus files`);
  for (const file of files) checkFile(path.basename(file), readFileSync(file));
});

test('invalid UTF-8 with replaceInvalidUtf8 equals the CLI', { skip: noCLI }, () => {
  const bytes = Buffer.from([0x6c, 0x65, 0x74, 0x20, 0x78, 0xff, 0x20, 0x3d, 0x20, 0x22, 0xc3, 0x28, 0x22, 0x0a,
    0x2f, 0x2f, 0xe2, 0x82, 0x0a, 0xed, 0xa0, 0x80]);
  for (const [args, options] of htmlModes) {
    const expected = run(['--format', 'html', '--replace-invalid-utf8', ...args, '-'], bytes).toString('utf8');
    assert.equal(asCLI(highlight(new Uint8Array(bytes), { ...options, replaceInvalidUtf8: true })), expected, args.join(' '));
  }
  const expectedTokens = JSON.parse(run(['--format', 'tokens', '--json', '--replace-invalid-utf8', '-'], bytes));
  assert.deepEqual(tokens(new Uint8Array(bytes), { replaceInvalidUtf8: true }),
    expectedTokens.map(({ start, end, kind }) => ({ start, end, kind })));
});

test('css equals the CLI for every theme and scheme', { skip: noCLI }, () => {
  for (const theme of themes) {
    for (const scheme of schemes) {
      for (const prefix of [undefined, 'x-']) {
        const args = ['--css', theme, '--scheme', scheme, ...(prefix === undefined ? [] : ['--class-prefix', prefix])];
        const options = prefix === undefined ? { scheme } : { scheme, classPrefix: prefix };
        assert.equal(css(theme, options), run(args, Buffer.alloc(0)).toString('utf8'), args.join(' '));
      }
    }
  }
});

test('long outputs with non-ASCII characters at every alignment equal the CLI', { skip: noCLI }, () => {
  // In Node the output is decoded in blocks cut at character boundaries (index.js, decodeUTF8):
  // 2-, 3- and 4-byte characters, densely and sparsely, at every offset modulo 4 across
  // several 64 KiB blocks and their halvings.
  const characters = ['é', '中', '😀', 'e\u0301'];
  let dense = '';
  for (let i = 0; dense.length < 150_000; i++) {
    dense += `let s${i} = "${'x'.repeat(i % 4)}${characters[i % 4].repeat(1 + (i % 7))}" // ${characters[(i + 1) % 4]}\n`;
  }
  let sparse = '';
  for (let i = 0; sparse.length < 300_000; i++) {
    sparse += i % 97 === 0 ? `let t${i} = "${'y'.repeat(i % 4)}${characters[i % 4]}"\n` : `let t${i} = ${i} + 1\n`;
  }
  for (const code of [dense, sparse]) {
    const bytes = Buffer.from(code, 'utf8');
    for (const [args, options] of [[[], undefined], [['--inline-styles', '--pre', '--lines'], { inlineStyles: true, pre: true, lines: true }]]) {
      const expected = run(['--format', 'html', ...args, '-'], bytes).toString('utf8');
      assert.equal(asCLI(highlight(code, options)), expected, args.join(' '));
      assert.equal(asCLI(highlight(new Uint8Array(bytes), options)), expected, args.join(' '));
    }
  }
});
