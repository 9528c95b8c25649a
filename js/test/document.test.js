// SwiftDocument (swh_document_*): after every edit of seeded random sessions its tokens equal
// tokens() of its text, with UTF-16 offsets through non-ASCII text and surrogate pairs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwiftDocument, tokens, Status, SwiftHighlightError } from '../index.js';
import { generator } from './random.js';

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
