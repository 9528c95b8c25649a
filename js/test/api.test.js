// The JavaScript API: offsets in UTF-16, options, errors, names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  highlight, tokens, ansi, css, markdown, kinds, schemes, themes, version, Status, SwiftHighlightError,
} from '../index.js';

/** The text of each token of a string, with its kind. */
function texts(code) {
  return tokens(code).map((t) => [code.slice(t.start, t.end), t.kind]);
}

test('names come from the engine', () => {
  assert.deepEqual(kinds.slice(0, 4), ['plain', 'keyword', 'type', 'function']);
  assert.ok(kinds.includes('string-escape') && kinds.includes('doc-comment'));
  assert.deepEqual(schemes, ['native', 'splash', 'hljs', 'pygments', 'treesitter', 'prism']);
  assert.deepEqual(themes.slice(0, 3), ['xcode', 'xcode-light', 'xcode-dark']);
  assert.match(version, /^\d+\.\d+\.\d+$/);
});

test('token offsets index the string in UTF-16 code units: emoji', () => {
  // 🐶 and 👍🏽 are two code units each (the skin tone another two); the string literal after them.
  const code = 'let 🐶 = "👍🏽 ok"; dog.bark()';
  assert.deepEqual(texts(code), [['let', 'keyword'], ['=', 'operator'], ['"👍🏽 ok"', 'string'], ['bark', 'function']]);
  const literal = tokens(code)[2];
  assert.equal(literal.start, 9);
  assert.equal(literal.end, 9 + '"👍🏽 ok"'.length);
});

test('token offsets index the string in UTF-16 code units: CJK', () => {
  const code = 'let 名前 = "東京"\nlet n = 名前.count // 注释';
  assert.deepEqual(texts(code), [['let', 'keyword'], ['=', 'operator'], ['"東京"', 'string'], ['let', 'keyword'],
    ['=', 'operator'], ['count', 'property'], ['// 注释', 'comment']]);
});

test('token offsets index the string in UTF-16 code units: combining marks', () => {
  // e + U+0301 and a + U+030A: one grapheme, two code units (three UTF-8 bytes each).
  const code = 'let cafe\u0301 = "A\u030Angstro\u0308m" + 1';
  assert.deepEqual(texts(code), [['let', 'keyword'], ['=', 'operator'], ['"A\u030Angstro\u0308m"', 'string'],
    ['+', 'operator'], ['1', 'number']]);
});

test('token offsets of a Uint8Array are bytes', () => {
  const bytes = new TextEncoder().encode('let é = "ü"');
  assert.deepEqual(tokens(bytes), [{ start: 0, end: 3, kind: 'keyword' }, { start: 7, end: 8, kind: 'operator' },
    { start: 9, end: 13, kind: 'string' }]);
});

test('a string and its UTF-8 bytes give the same HTML', () => {
  const code = '/// Doc 😀\nfunc f() -> String { "\\(x) \\u{1F600}" }';
  assert.equal(highlight(code), highlight(new TextEncoder().encode(code)));
});

test('options map to the C options', () => {
  assert.equal(highlight('let'), '<span class="swh-keyword">let</span>');
  assert.equal(highlight('let', { classPrefix: 'hl-' }), '<span class="hl-keyword">let</span>');
  assert.equal(highlight('let', { scheme: 'hljs' }), '<span class="hljs-keyword">let</span>');
  assert.equal(highlight('let', { pre: true }),
    '<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let</span></code></pre>');
  // The wrapper always has the language class (SWH_FLAG_WRAP_PRE), whatever languageClass says.
  assert.equal(highlight('let', { pre: true, languageClass: false }), highlight('let', { pre: true }));
  assert.match(highlight('let', { inlineStyles: true }), /^<span style="color:#[0-9a-f]{6};font-weight:bold">let<\/span>$/);
  assert.equal(highlight('a\nb', { lines: true }),
    '<span class="swh-line" data-line="1">a</span>\n<span class="swh-line" data-line="2">b</span>');
  assert.match(highlight('a\nb', { lineNumbers: true, firstLine: 9 }), /data-line="10"><span class="swh-ln" aria-hidden="true">10<\/span>b/);
  assert.match(highlight('a\nb\nc', { highlightLines: [[2, 3]] }), /class="swh-line swh-hl" data-line="2"/);
  assert.equal(highlight('a\nb\nc', { highlightLines: '2-3' }), highlight('a\nb\nc', { highlightLines: [2, [3, 3]] }));
  assert.match(ansi('let', { colorDepth: 16 }), /^\x1b\[[0-9;]+mlet\x1b\[0m$/);
  assert.match(ansi('let'), /^\x1b\[[0-9;]*38;2;\d+;\d+;\d+mlet\x1b\[0m$/);
  assert.match(css('xcode', { scheme: 'pygments' }), /\.highlight \.k\{/);
  assert.match(css(), /prefers-color-scheme: dark/);
  assert.match(markdown('```swift\nlet x = 1\n```\n\n```js\nlet y\n```\n'),
    /^<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let<\/span>.*\n```js\nlet y\n```\n$/s);
});

test('line numbers above 2^31 and 2^32 are exact on the 32-bit engine', () => {
  const html = highlight('a\nb\nc\nd', { lineNumbers: true, firstLine: 4294967294, highlightLines: [4294967295] });
  assert.deepEqual([...html.matchAll(/data-line="(\d+)"/g)].map((m) => m[1]),
    ['4294967294', '4294967295', '4294967296', '4294967297']);
  assert.match(html, /swh-hl" data-line="4294967295"/);
  assert.match(highlight('x', { lines: true, firstLine: 2147483648 }), /data-line="2147483648"/);
});

function assertThrowsStatus(fn, status, pattern) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof SwiftHighlightError, `a SwiftHighlightError, not ${error}`);
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'SwiftHighlightError');
    assert.equal(error.status, status);
    if (pattern) assert.match(error.message, pattern);
    return true;
  });
}

test('bad options throw SwiftHighlightError with status 1', () => {
  const bad = [
    { classPrefix: 'a b' }, { classPrefix: '"><script>' }, { classPrefix: 'x'.repeat(65) }, { classPrefix: 'é' },
    { classPrefix: 7 }, { scheme: 'monokai' }, { scheme: 1 }, { theme: 'solarized' }, { theme: null },
    { firstLine: 0 }, { firstLine: 1.5 }, { firstLine: 4294967296 }, { firstLine: '3' }, { firstLine: NaN },
    { highlightLines: '3-1' }, { highlightLines: 'x' }, { highlightLines: '' }, { highlightLines: [0] },
    { highlightLines: [[5, 4]] }, { highlightLines: {} }, { highlightLines: Array(65537).fill(1) },
    { pre: 'yes' }, { lines: 1 }, { lineNumbers: null }, { inlineStyles: 'true' }, { replaceInvalidUtf8: 1 },
    { languageClass: 0 }, { linenumbers: true }, { colorDepth: 16 }, [], 'pre',
    { diff: 1 }, { notation: 'yes' }, { title: 7 }, { title: 'a\0b' }, { title: 'x'.repeat(4097) },
    { title: 'é'.repeat(2049) }, { darkSelector: '.dark' },
  ];
  for (const options of bad) {
    assertThrowsStatus(() => highlight('let x', options), Status.INVALID_ARGUMENT);
    assert.equal(highlight('let'), '<span class="swh-keyword">let</span>', 'the next call works');
  }
  assertThrowsStatus(() => ansi('x', { colorDepth: 8 }), Status.INVALID_ARGUMENT);
  assertThrowsStatus(() => ansi('x', { pre: true }), Status.INVALID_ARGUMENT);
  // Terminal line numbers and marks, as the command line's --format ansi writes them.
  const numbered = ansi('let a = 1\nlet b = 2\n', { lineNumbers: true, highlightLines: '10', firstLine: 9, colorDepth: 16 }).split('\n');
  assert.ok(numbered[0].includes(' 9 \u2502 ') && numbered[1].includes('10 \u2502 '), JSON.stringify(numbered));
  assert.ok(numbered[1].includes('> ') && !numbered[0].includes('> '), JSON.stringify(numbered));
  assertThrowsStatus(() => css('nope'), Status.INVALID_ARGUMENT);
  assertThrowsStatus(() => css('xcode', { theme: 'xcode' }), Status.INVALID_ARGUMENT);
  assertThrowsStatus(() => tokens('x', { pre: true }), Status.INVALID_ARGUMENT);
  assertThrowsStatus(() => markdown('x', { scheme: 'nope' }), Status.INVALID_ARGUMENT);
  assert.equal(highlight('x', { classPrefix: 'a'.repeat(64) }), 'x');
  // The option rules are the engine's, and so is the message (swh_options_check).
  assertThrowsStatus(() => highlight('x', { classPrefix: 'a b' }), Status.INVALID_ARGUMENT, /class_prefix must be at most 64 bytes/);
  assertThrowsStatus(() => highlight('x', { pre: true, title: 'é'.repeat(2049) }), Status.INVALID_ARGUMENT, /title must be at most 4096 bytes/);
  assertThrowsStatus(() => highlight('x', { highlightLines: '3-1' }), Status.INVALID_ARGUMENT, /highlight_lines has a range/);
  assertThrowsStatus(() => css('xcode', { darkSelector: '.a{}' }), Status.INVALID_ARGUMENT, /dark_selector must be/);
});

test('code that is neither a string nor a Uint8Array throws', () => {
  for (const code of [undefined, null, 42, {}, ['let'], new Uint16Array(2), new ArrayBuffer(2)]) {
    assertThrowsStatus(() => highlight(code), Status.INVALID_ARGUMENT);
    assertThrowsStatus(() => tokens(code), Status.INVALID_ARGUMENT);
  }
  assert.equal(highlight(Buffer.from('let')), '<span class="swh-keyword">let</span>', 'a Node Buffer is a Uint8Array');
});

test('invalid UTF-8 in a Uint8Array throws with the offset of the first bad byte', () => {
  const cases = [[[0xff], 0], [[0x61, 0x62, 0xc3], 2], [[0x6c, 0x65, 0x74, 0xed, 0xa0, 0x80], 3],
    [[0x22, 0xf4, 0x90, 0x80, 0x80, 0x22], 1], [[0x2f, 0x2f, 0x20, 0xc0, 0xaf], 3]];
  for (const [bytes, offset] of cases) {
    for (const fn of [highlight, ansi, markdown, tokens]) {
      assert.throws(() => fn(new Uint8Array(bytes)), (e) => e instanceof SwiftHighlightError
        && e.status === Status.INVALID_UTF8 && e.offset === offset && e.message.includes(`offset ${offset}`));
    }
    assert.equal(highlight('let'), '<span class="swh-keyword">let</span>');
  }
  assert.equal(highlight(new Uint8Array([0x61, 0xff, 0x62]), { replaceInvalidUtf8: true }), 'a\uFFFDb');
});

test('long strings are encoded as TextEncoder encodes them, whatever their characters and where', () => {
  // Past a few hundred units, strings are encoded in runs of sixteen ASCII units and pieces
  // around the other characters (in Node with the SIMD module): every character at every offset
  // of a group, pairs and lone surrogates across the groups' ends, long runs of non-ASCII text.
  const others = ['\u00e9', '\u00ff', '\u0100', '\u2028', '\u7f7f', '\uffff', '\uD83D\uDE00', '\uD800', '\uDC00', '\uDBFF\uDBFF'];
  const cases = [];
  for (const other of others) {
    for (let at = 240; at < 290; at++) cases.push(`${'a'.repeat(at)}${other}${'let x = 1\n'.repeat(30)}`);
  }
  cases.push('// ' + '\u4e16\u754c'.repeat(3000) + '\nlet y = 2', '\uD83D\uDE00'.repeat(500), 'x'.repeat(300) + '\uD83D');
  let seed = 3;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
  for (let k = 0; k < 200; k++) {
    let code = 'let s = "';
    while (code.length < 300 + k * 7) code += random() < 0.9 ? 'abc def '[Math.floor(random() * 8)] : others[Math.floor(random() * others.length)];
    cases.push(code + '"');
  }
  const encoder = new TextEncoder();
  for (const code of cases) {
    assert.equal(highlight(code), highlight(encoder.encode(code)), JSON.stringify(code.slice(0, 300)));
  }
});

test('short strings are encoded as TextEncoder encodes them, whatever their characters and where', () => {
  // Up to 64 units, strings are encoded a unit at a time: each kind of character (every UTF-8
  // length, the ends of each range, pairs and lone surrogates) in each pair of kinds, at every
  // offset up to and past that length.
  const kinds = ['a', '\u007f', '\u0080', '\u00e9', '\u07ff', '\u0800', '\u2028', '\uD7FF', '\uE000', '\uffff',
    '\uD83D\uDE00', '\uDBFF\uDFFF', '\uD800\uDC00', '\uD800', '\uDC00', '\uDBFF\uDBFF', '\uDC00\uD800'];
  const encoder = new TextEncoder();
  for (const a of kinds) {
    for (const b of kinds) {
      for (let at = 0; at < 66; at += 5) {
        const code = `${'x'.repeat(at)}${a}${b}`;
        assert.equal(highlight(code), highlight(encoder.encode(code)), JSON.stringify(code));
      }
    }
  }
});

test('lone surrogates are highlighted as U+FFFD, as TextEncoder encodes them', () => {
  for (const code of ['let s = "\uD800"', '// \uDC00 tail', 'x\uD83D', '\uDE00let', '"\uDBFF\uDBFF"']) {
    const html = highlight(code);
    assert.equal(html, highlight(new TextEncoder().encode(code)));
    assert.ok(!/[\uD800-\uDFFF]/.test(html), 'no surrogate in the output');
    const list = tokens(code);
    for (const t of list) {
      assert.ok(t.start >= 0 && t.start < t.end && t.end <= code.length, `token inside the string: ${JSON.stringify(t)}`);
    }
  }
  assert.deepEqual(texts('"\uD800" + 1'), [['"\uD800"', 'string'], ['+', 'operator'], ['1', 'number']]);
});
