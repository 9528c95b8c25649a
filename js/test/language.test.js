// Swift's editing data for the editors (language.js): the bracket a line's indentation follows,
// over the engine's tokens, so that brackets in comments and strings do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokens } from '../index.js';
import { openBracket, closes, closingLine, startsClosed, leavesOpen } from '../language.js';

/** The innermost bracket left open at the end of `text`: the text from it on, or null. */
const open = (text) => {
  const all = tokens(text);
  const windows = [];
  const at = openBracket(text.length, (from, to) => { windows.push([from, to]); return { text: text.slice(from, to), tokens: all }; });
  open.windows = windows;
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

test('openBracket: a line that starts with code at column 0 (not a directive) is outside every bracket, and the scan stops there', () => {
  assert.equal(open('func f() {\n}\nlet x = 1\n'), null);
  assert.equal(open('struct S {\n    func f() {\n'), '{\n');
  assert.equal(open('struct S {\n#if os(macOS)\n    var a = 1\n#endif\n'), '{\n#if os(macOS)\n    var a = 1\n#endif\n');
  assert.equal(open('func f() {\n    let s = """\nabc\n"""\n'), '{\n    let s = """\nabc\n"""\n');
  // A long body: read back window by window; a long file: only the last declaration read.
  const body = 'struct S {\n' + '    let a = [1, 2]\n'.repeat(1000);
  assert.equal(open(body), body.slice(9));
  assert.ok(open.windows.length > 1);
  const file = 'let x = (1)\n'.repeat(5000) + 'func f() {\n    g()\n';
  assert.equal(open(file), '{\n    g()\n');
  assert.deepEqual(open.windows, [[file.length - 4096, file.length]]);
  // A comment that starts before the window read: the next window ends where it starts.
  const comment = 'struct S {\n/*' + ' { '.repeat(3000) + '*/\n';
  assert.equal(open(comment), comment.slice(9));
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
