// SwiftDocument (swh_document_*): after every edit of seeded random sessions its tokens equal
// tokens() of its text, with UTF-16 offsets through non-ASCII text and surrogate pairs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwiftDocument, tokens, Status, SwiftHighlightError } from '../index.js';
import { generator } from './random.js';
import { PieceText, MAX_PIECES, SHORT_PIECE } from '../swift-document.js';

const snippetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'Tests', 'snippets');
const snippets = readdirSync(snippetsDir).filter((n) => n.endsWith('.swift')).sort()
  .map((n) => readFileSync(join(snippetsDir, n), 'utf8'));


const inserts = ['a', ' ', '\n', '"', '"""\n', '/*', '*/', '(', ')', '{', '}', '😀', 'é', '名前', '\\(', '#', 'func ', '\r\n', '\ud83d'];

test('random edit sessions: the tokens equal a whole highlight after every edit', () => {
  for (let s = 0; s < snippets.length; s += 4) {
    const random = generator(s + 1);
    const doc = new SwiftDocument(snippets[s] + ' // 😀 ü');
    assert.deepEqual(doc.tokens(), tokens(doc.text));
    for (let k = 0; k < 40; k++) {
      const from = random(doc.length + 1);
      const to = Math.min(doc.length, from + (k % 3 === 0 ? random(30) : 0));
      const insert = k % 7 === 0 ? doc.text.slice(Math.max(0, from - 200), from) : inserts[random(inserts.length)];
      const changed = doc.edit(from, to, insert);
      assert.ok(changed.from <= changed.to && changed.to <= doc.length);
      assert.deepEqual(doc.tokens(), tokens(doc.text), `snippet ${s}, edit ${k}`);
      // A range query gives the tokens that overlap it.
      const a = random(doc.length + 1), b = Math.min(doc.length, a + random(200));
      assert.deepEqual(doc.tokens(a, b), tokens(doc.text).filter((t) => t.end > a && t.start < b));
    }
    assert.ok(doc.stateBytes > 0);
    doc.free();
  }
});

test('bounded edits (settleTo): tokens before pending equal a whole highlight, and all of them once settled', () => {
  let bounded = 0;
  for (let s = 1; s < snippets.length; s += 4) {
    const random = generator(s + 101);
    const doc = new SwiftDocument(snippets[s] + ' /* 😀 */ ü');
    for (let k = 0; k < 40; k++) {
      const from = random(doc.length + 1);
      const to = Math.min(doc.length, from + (k % 3 === 0 ? random(30) : 0));
      const settleTo = random(doc.length + 1);
      doc.edit(from, to, inserts[random(inserts.length)], { settleTo });
      const pending = doc.pending;
      assert.ok(pending >= 0 && pending <= doc.length);
      if (pending < doc.length) bounded++;
      const whole = tokens(doc.text);
      assert.deepEqual(doc.tokens().filter((t) => t.end <= pending), whole.filter((t) => t.end <= pending), `snippet ${s}, edit ${k}`);
      if (k % 3 === 0) {
        const changed = doc.settle();
        assert.ok(changed.from <= changed.to && changed.to <= doc.length);
        assert.equal(doc.pending, doc.length);
        assert.deepEqual(doc.tokens(), whole);
      } else if (k % 3 === 1) {
        doc.settle(doc.pending + random(500));
      }
    }
    doc.settle();
    assert.deepEqual(doc.tokens(), tokens(doc.text));
    doc.free();
  }
  assert.ok(bounded > 10, `${bounded} edits stopped at their bound`);
});

test('closing a block comment in a long text, bounded: pending, then settled in slices', () => {
  const text = '/*\n' + Array.from({ length: 5000 }, (_, k) => `let v${k} = f(${k}) // é ${k}`).join('\n');
  const doc = new SwiftDocument(text);
  assert.equal(doc.tokens().length, 1);
  const changed = doc.edit(0, 2, '', { settleTo: 1000 });
  assert.equal(changed.to, doc.length);
  assert.ok(doc.pending < 1200, `pending ${doc.pending}`);
  let slices = 0;
  while (doc.pending < doc.length) { doc.settle(doc.pending + 20000); slices++; }
  assert.ok(slices > 3);
  assert.deepEqual(doc.tokens(), tokens(doc.text));
  assert.throws(() => doc.settle('x'), SwiftHighlightError);
  assert.throws(() => doc.edit(0, 0, 'x', { settleTo: 'end' }), SwiftHighlightError);
  doc.free();
  assert.throws(() => doc.pending, SwiftHighlightError);
});

test('bad arguments throw SwiftHighlightError; a freed document refuses use', () => {
  const doc = new SwiftDocument('let x = 1');
  for (const [from, to] of [[-1, 0], [0, 99], [5, 2], [0.5, 1]]) {
    assert.throws(() => doc.edit(from, to, 'x'), (e) => e instanceof SwiftHighlightError && e.status === Status.INVALID_ARGUMENT);
  }
  assert.throws(() => doc.edit(0, 0, 42), SwiftHighlightError);
  assert.throws(() => new SwiftDocument(42), SwiftHighlightError);
  assert.equal(doc.text, 'let x = 1');
  doc.free();
  doc.free();
  assert.equal(doc.stateBytes, 0);
  assert.throws(() => doc.tokens(), SwiftHighlightError);
});

test('the text is kept in a bounded number of pieces however many edits come, and reads as the edits applied one by one', () => {
  const random = generator(7);
  const base = snippets.slice(0, 30).join('\n');
  // Edits anywhere and typing at one place; the text read now and then (which joins the pieces).
  const text = new PieceText(base);
  let expected = base, most = 0;
  for (let k = 0; k < 20000; k++) {
    const here = k % 1000 < 500;
    const from = here ? Math.min(expected.length, 1000 + (k % 1000)) : random(expected.length + 1);
    const to = Math.min(expected.length, from + [0, 0, 1, 3, 40][random(5)]);
    const insert = ['x', '', 'let ', 'é', '\n', 'a'.repeat(50)][random(6)];
    text.replace(from, to, insert);
    expected = expected.slice(0, from) + insert + expected.slice(to);
    most = Math.max(most, text.pieces.length);
    if (k % 4999 === 0) assert.equal(text.text, expected, `after edit ${k}`);
  }
  assert.equal(text.text, expected);
  assert.ok(most <= MAX_PIECES + 2 && most < 5000, `${most} pieces after 20,000 edits`);
  assert.equal(text.pieces.length, 1);
  // Typing at one place keeps the same few pieces.
  const typed = new PieceText(base);
  for (let k = 0; k < 5000; k++) typed.replace(2000 + k, 2000 + k, 'x');
  assert.ok(typed.pieces.length <= 3 + 5000 / SHORT_PIECE, `${typed.pieces.length} pieces after typing`);
  assert.equal(typed.text, base.slice(0, 2000) + 'x'.repeat(5000) + base.slice(2000));
});

test("a SwiftDocument's text follows its edits and its pieces stay bounded", () => {
  const base = snippets.slice(0, 20).join('\n');
  const doc = new SwiftDocument(base);
  const random = generator(11);
  let expected = base;
  for (let k = 0; k < 3000; k++) {
    const at = random(expected.length + 1);
    doc.edit(at, at, 'x', { settleTo: at + 100 });
    expected = expected.slice(0, at) + 'x' + expected.slice(at);
    assert.ok(doc.pieces.pieces.length <= MAX_PIECES + 2);
  }
  assert.equal(doc.text, expected);
  doc.settle();
  assert.deepEqual(doc.tokens(), tokens(expected));
  doc.free();
});
