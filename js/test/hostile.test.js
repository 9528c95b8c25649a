// The hostile inputs of the C API, through the package: the WebAssembly engine is a 32-bit
// target, so these also check that no size, offset or line number computation traps where
// `Int` has 32 bits (a trap would kill the instance and every later call would fail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, tokens, ansi, markdown, css, Status, SwiftHighlightError } from '../index.js';

/** Removing tags and decoding the five entities gives back the text. */
function stripped(html) {
  return html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function checkTokens(list, length) {
  let previous = 0;
  for (const t of list) {
    assert.ok(t.start >= previous && t.start < t.end && t.end <= length, `sorted, non-empty, inside: ${JSON.stringify(t)}`);
    previous = t.end;
  }
}

function stillWorks() {
  assert.equal(highlight('let'), '<span class="swh-keyword">let</span>');
}

test('empty input', () => {
  assert.equal(highlight(''), '');
  assert.equal(highlight(new Uint8Array(0)), '');
  assert.deepEqual(tokens(''), []);
  assert.equal(ansi(''), '');
  assert.equal(markdown(''), '');
  assert.equal(highlight('', { pre: true, lineNumbers: true }), '<pre class="swh-code"><code class="language-swift"></code></pre>');
});

test('an 8 MB input in every entry point', () => {
  const unit = 'struct S<T> { let x = "a\\(b)c" /* c */ ; func f() -> [Int] { [1, 2] } } // 😀 漢字\n';
  const code = unit.repeat(Math.ceil(8_000_000 / unit.length));
  const html = highlight(code);
  assert.equal(stripped(html), code);
  assert.equal(stripped(highlight(code, { lineNumbers: true }).replace(/<span class="swh-ln"[^>]*>[^<]*<\/span>/g, '')), code);
  const list = tokens(code);
  checkTokens(list, code.length);
  assert.ok(list.length > 1_000_000);
  assert.ok(ansi(code).length > code.length);
  assert.ok(markdown('```swift\n' + code + '```\n').length > code.length);
  stillWorks();
});

test('100,000-deep nesting', () => {
  const depth = 100_000;
  const cases = [
    '('.repeat(depth) + ')'.repeat(depth),
    '['.repeat(depth),
    '{'.repeat(depth) + '}'.repeat(depth - 7),
    '"\\('.repeat(depth),
    '"\\('.repeat(depth) + ')"'.repeat(depth),
    '/*'.repeat(depth) + 'x' + '*/'.repeat(depth / 2),
    '#"\\#('.repeat(depth),
    '<'.repeat(depth) + 'T' + '>'.repeat(depth),
    'f { g { '.repeat(depth),
  ];
  for (const code of cases) {
    assert.equal(stripped(highlight(code)), code);
    checkTokens(tokens(code), code.length);
    stillWorks();
  }
});

test('unterminated constructs', () => {
  const cases = ['"abc', '"""\nabc', '/* abc', '/** doc', '#"abc', '##"""\nabc"""#', '"\\(', '"\\(x', '"\\u{',
    '#/abc', '/abc', '`abc', '#if x', '@', '#', '"\\', '<#placeholder', 'let x = 0x', '1e', "'c"];
  for (const code of cases) {
    for (const text of [code, code + '\nlet y = 1']) {
      assert.equal(stripped(highlight(text)), text, JSON.stringify(text));
      assert.equal(stripped(highlight(text, { lines: true })), text);
      checkTokens(tokens(text), text.length);
      ansi(text);
    }
  }
  stillWorks();
});

test('invalid UTF-8 bytes everywhere', () => {
  const invalid = [[0x80], [0xff], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc3], [0xe2, 0x82], [0xf0, 0x9f, 0x98]];
  const contexts = [['', ''], ['let x = "', '"'], ['// ', '\n'], ['/* ', ' */'], ['let ', ' = 1'], ['#"', '"#']];
  for (const bad of invalid) {
    for (const [before, after] of contexts) {
      const bytes = new Uint8Array([...new TextEncoder().encode(before), ...bad, ...new TextEncoder().encode(after)]);
      assert.throws(() => highlight(bytes), (e) => e.status === Status.INVALID_UTF8 && e.offset === before.length);
      const html = highlight(bytes, { replaceInvalidUtf8: true, lineNumbers: true });
      assert.ok(html.includes('\uFFFD'));
      checkTokens(tokens(bytes, { replaceInvalidUtf8: true }), bytes.length);
      ansi(bytes, { replaceInvalidUtf8: true });
      markdown(bytes, { replaceInvalidUtf8: true });
    }
  }
  // Every byte value alone and after a lead byte.
  for (let b = 0; b < 256; b++) {
    for (const bytes of [[b], [0xe2, b], [0xf0, 0x9f, b, 0x80]]) {
      highlight(new Uint8Array(bytes), { replaceInvalidUtf8: true });
      tokens(new Uint8Array(bytes), { replaceInvalidUtf8: true });
    }
  }
  stillWorks();
});

test('lone surrogates in strings', () => {
  const cases = ['\uD800', '\uDFFF', 'a\uD800b', '"\uDC00"', '// \uD83D', '\uD83D\uD83D\uDE00', '\uDE00\uD83D'];
  for (const code of cases) {
    const html = highlight(code);
    assert.equal(stripped(html), new TextDecoder().decode(new TextEncoder().encode(code)));
    checkTokens(tokens(code), code.length);
  }
  stillWorks();
});

test('bad options never reach the engine in a way that breaks it', () => {
  const bad = [{ classPrefix: '<' }, { scheme: '__proto__' }, { theme: 'toString' }, { firstLine: -1 },
    { firstLine: 2 ** 53 }, { highlightLines: [[1, 2 ** 32]] }, { highlightLines: '1-99999999999' }, { pre: {} }];
  for (const options of bad) {
    for (const fn of [highlight, markdown]) {
      assert.throws(() => fn('let', options), (e) => e instanceof SwiftHighlightError && e.status === Status.INVALID_ARGUMENT);
    }
    stillWorks();
  }
  assert.throws(() => css('xcode', { classPrefix: 'a;b' }), SwiftHighlightError);
  // The largest accepted values.
  assert.match(highlight('a\nb', { lineNumbers: true, firstLine: 4294967295, highlightLines: [[4294967295, 4294967295]] }),
    /data-line="4294967296"/);
  assert.equal(highlight('x', { highlightLines: Array.from({ length: 65536 }, (_, k) => k + 1) }),
    '<span class="swh-line swh-hl" data-line="1">x</span>');
});
