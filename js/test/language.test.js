// Swift's editing data for the editors (language.js): the bracket a line's indentation follows,
// over the engine's tokens, so that brackets in comments and strings do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokens } from '../index.js';
import { openBracket, closes, closingLine, startsClosed, leavesOpen } from '../language.js';

/** The innermost bracket left open at the end of `text`: the text from it on, or null. */
const open = (text) => {
  const at = openBracket(text, tokens(text));
  return at < 0 ? null : text.slice(at);
};

test('openBracket: the innermost bracket left open, closed pairs skipped', () => {
  assert.equal(open('func f() {\n    g(a, b)\n'), '{\n    g(a, b)\n');
  assert.equal(open('let a = [1, f(2,\n'), '(2,\n');
  assert.equal(open('struct S {\n    func f() {}\n'), '{\n    func f() {}\n');
  assert.equal(open('struct S {}\n'), null);
  assert.equal(open(''), null);
});

test('openBracket: brackets in comments, strings, interpolations and regex literals do not count', () => {
  assert.equal(open('let s = "{" // (\n'), null);
  assert.equal(open('/* { */ let x = 1\n'), null);
  assert.equal(open('func f() {\n    let s = "}"\n'), '{\n    let s = "}"\n');
  assert.equal(open('let s = "a\\(f(x))" + #"}"#\n'), null);
  assert.equal(open('let s = """\n    {\n    """\n'), null);
  assert.equal(open('let r = /[(]/\n'), null);
  assert.equal(open('/// { doc\nfunc f() { // }\n'), '{ // }\n');
});

test('openBracket: a closing bracket of another kind than the one open is skipped', () => {
  assert.equal(open('f(a]\n'), '(a]\n');
  assert.equal(open('f({)\n'), '{)\n');
});

test('closes, closingLine, startsClosed, leavesOpen: the lines that re-indent', () => {
  assert.equal(closes('{', '    }'), true);
  assert.equal(closes('(', '}'), false);
  assert.equal(closes('[', ''), false);
  assert.ok(closingLine.test('    }'));
  assert.ok(!closingLine.test('    } else {'));
  assert.ok(startsClosed.test('    } else {'));
  assert.ok(leavesOpen.test('func f() {'));
  assert.ok(leavesOpen.test('if x { // go'));
  assert.ok(!leavesOpen.test('let x = f(a, b)'));
  assert.ok(!leavesOpen.test('let s = "{"'));
  assert.ok(!leavesOpen.test('// {'));
});
