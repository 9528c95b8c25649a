// Xcode's finer kinds and Xcode theme files through the JavaScript API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { highlight, tokens, css, ansi, markdown, kinds, Status, SwiftHighlightError } from '../index.js';

const themes = new URL('../../Tests/themes/', import.meta.url);

function texts(code, options) {
  return tokens(code, options).map((t) => [code.slice(t.start, t.end), t.kind]);
}

test('the finer kinds are appended to the kind names', () => {
  assert.equal(kinds[16], 'type-declaration');
  assert.equal(kinds[29], 'system-macro');
  assert.ok(kinds.includes('mark-comment') && kinds.includes('url') && kinds.includes('doc-keyword'));
});

test('xcodeKinds: declarations, project and system names, marks, URLs', () => {
  const code = 'class Cache {}\nlet c: Cache = make(); print(c) // MARK: x\n// see https://swift.org';
  assert.deepEqual(texts(code), texts(code, { xcodeKinds: false }));
  const fine = texts(code, { xcodeKinds: true });
  assert.deepEqual(fine.filter(([, k]) => k !== 'keyword' && k !== 'operator'), [
    ['Cache', 'type-declaration'], ['c', 'other-declaration'], ['Cache', 'class'], ['make', 'system-function'],
    ['print', 'system-function'], ['c', 'variable'], ['// MARK: x', 'mark-comment'], ['// see ', 'comment'], ['https://swift.org', 'url'],
  ]);
  assert.match(highlight(code, { xcodeKinds: true }), /<span class="swh-type-declaration">Cache<\/span>/);
});

test('projectNames: a list, an array, a symbol graph', () => {
  const code = 'let s: Store = load()';
  const kindOf = (options, text) => texts(code, options).find(([t]) => t === text)[1];
  assert.equal(kindOf({ projectNames: 'class Store\nfunc load' }, 'Store'), 'class');
  assert.equal(kindOf({ projectNames: ['load'] }, 'load'), 'function');
  assert.equal(kindOf({ projectNames: ['load'] }, 'Store'), 'system-type');
  const graph = JSON.stringify({ symbols: [{ kind: { identifier: 'swift.class' }, names: { title: 'Store' } }] });
  assert.equal(kindOf({ projectNames: graph }, 'Store'), 'class');
  assert.throws(() => tokens(code, { projectNames: '{"symbols": [' }), (e) => e instanceof SwiftHighlightError);
  assert.throws(() => tokens(code, { projectNames: 3 }), /projectNames must be/);
});

test('systemNames: system classes and enum cases; project names win', () => {
  const code = 'let v: UIView = .automatic; let s: Store = xs.automatic';
  const kindsOf = (options, text) => texts(code, options).filter(([t]) => t === text).map(([, k]) => k);
  assert.deepEqual(kindsOf({ xcodeKinds: true }, 'UIView'), ['system-type']);
  assert.deepEqual(kindsOf({ systemNames: 'class UIView\ncase automatic' }, 'UIView'), ['system-class']);
  // An enum case used as one; after a value the name is a property.
  assert.deepEqual(kindsOf({ systemNames: 'class UIView\ncase automatic' }, 'automatic'), ['system-constant', 'system-property']);
  assert.deepEqual(kindsOf({ xcodeKinds: true }, 'automatic'), ['system-property', 'system-property']);
  const graph = JSON.stringify({ symbols: [{ kind: { identifier: 'swift.class' }, names: { title: 'UIView' } },
    { kind: { identifier: 'swift.class' }, names: { title: 'Store' } }] });
  assert.deepEqual(kindsOf({ systemNames: graph }, 'UIView'), ['system-class']);
  assert.deepEqual(kindsOf({ systemNames: new TextEncoder().encode(graph) }, 'Store'), ['system-class']);
  assert.deepEqual(kindsOf({ systemNames: graph, projectNames: ['Store'] }, 'Store'), ['type']);
  // A system struct is a system type as without the list.
  assert.deepEqual(kindsOf({ systemNames: ['struct UIView'] }, 'UIView'), ['system-type']);
  assert.match(highlight(code, { systemNames: 'class UIView' }), /<span class="swh-system-class">UIView<\/span>/);
  assert.throws(() => tokens(code, { systemNames: '{"symbols": [' }),
    (e) => e instanceof SwiftHighlightError && /system_names/.test(e.message));
  assert.throws(() => tokens(code, { systemNames: 3 }), /systemNames must be/);
});

test('an Xcode theme file as the theme of css and inline styles', () => {
  const alucard = readFileSync(new URL('dracula/Alucard.xccolortheme', themes));
  const sheet = css(new Uint8Array(alucard));
  assert.match(sheet, /\.swh-code\{color:#181818;background:#fffae5\}/);
  assert.match(sheet, /\.swh-type-declaration\{color:#0b5783\}/);
  const html = highlight('struct A {}', { theme: new Uint8Array(alucard), inlineStyles: true, xcodeKinds: true });
  assert.match(html, /<span style="color:#0b5783">A<\/span>/);
  // The theme file brings the finer kinds by itself; xcodeKinds: false keeps the ordinary ones.
  assert.equal(highlight('struct A {}', { theme: new Uint8Array(alucard), inlineStyles: true }), html);
  assert.doesNotMatch(highlight('struct A {}', { theme: new Uint8Array(alucard), inlineStyles: true, xcodeKinds: false }),
    /color:#0b5783/);
});

test('a binary property list reads as the XML theme file it was made from', () => {
  const xml = readFileSync(new URL('every-key.xccolortheme', themes));
  const binary = readFileSync(new URL('every-key-binary.xccolortheme', themes));
  assert.equal(css(new Uint8Array(binary)), css(new Uint8Array(xml)));
});

test('a bad theme file is an error that says what is wrong', () => {
  for (const [bytes, message] of [
    [new TextEncoder().encode('bplist00'), /binary property list/],
    [new TextEncoder().encode('<plist><dict>'), /expected a tag/],
    [new Uint8Array([0x3C, 0xFF]), /UTF-8/],
  ]) {
    assert.throws(() => css(bytes), (e) => e instanceof SwiftHighlightError && e.status === Status.THEME && message.test(e.message));
  }
  // Nothing leaks into the next call.
  assert.match(css('xcode-light'), /\.swh-keyword\{color:#9b2393/);
});

test('finer kinds in Markdown (names shared by the blocks of a document) and terminal colours', () => {
  const doc = '```swift\nfinal class Store {}\n```\n\nThen:\n\n```swift\nlet s = Store()\n```\n';
  assert.match(markdown(doc, { xcodeKinds: true }), /<span class="swh-class">Store<\/span>/);
  assert.doesNotMatch(markdown(doc), /swh-class/);
  assert.match(markdown('```swift\nlet d = JSONDecoder()\n```\n', { systemNames: 'class JSONDecoder' }),
    /<span class="swh-system-class">JSONDecoder<\/span>/);
  // 24-bit colours of the finer kinds differ from the ordinary ones (xcode-dark: declared types).
  const plain = ansi('struct Point {}', { theme: 'xcode-dark' });
  const fine = ansi('struct Point {}', { theme: 'xcode-dark', xcodeKinds: true });
  assert.notEqual(fine, plain);
  assert.equal(ansi('struct Point {}', { theme: 'xcode-dark', xcodeKinds: true, colorDepth: 16 }),
    ansi('struct Point {}', { theme: 'xcode-dark', colorDepth: 16 }));
  assert.throws(() => ansi('x', { projectNames: 42 }), SwiftHighlightError);
});
