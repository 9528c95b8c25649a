// The editor integrations in headless Chromium with the real editors: CodeMirror 6 (the build
// vendored in django-codemirror6), fetched by scripts/test/editors.sh into .build/editors/vendor.
// After each step of a scripted edit session (typing through the keyboard path, deleting,
// pasting, opening and closing strings and comments, several changes in one transaction, undo),
// the kinds the editor shows on screen equal a whole highlight of its text. Then the keystrokes
// of editing (comments, brackets, indentation) in each editor, and the pages without a bundler
// that the docs give, as written.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, mkdtempSync, mkdirSync, cpSync, symlinkSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, findChromium, launchChromium, startStaticServer } from './harness.js';
import { openBrowser } from './devtools.js';
import { writeCodeMirror6Packages } from './editors/cm6-packages.js';
import { generator } from '../test/random.js';

const vendor = join(root, '.build', 'editors', 'vendor');
const chromiumPath = findChromium();
let skip = chromiumPath ? false : 'Chromium is not installed (scripts/setup.sh editors installs it)';
if (!skip && !(existsSync(join(vendor, 'cm6', 'cm6-all.js')) && existsSync(join(vendor, 'monaco', 'vs', 'loader.js')))) skip = 'the vendored editors are missing: scripts/test/editors.sh fetches them';
let server;
let browser;

before(async () => {
  if (skip) return;
  assert.ok(existsSync(join(root, 'js', 'swift_highlight.wasm')), 'js/swift_highlight.wasm is missing: run scripts/build/wasm.sh');
  const probe = await launchChromium(chromiumPath);
  const reason = await probe.cannotRun();
  await probe.close();
  if (reason) { skip = reason; return; }
  server = await startStaticServer(root);
  browser = await openBrowser(chromiumPath);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Real code: the held-out snippets, one after the other. */
function snippets(count) {
  const dir = join(root, 'Tests', 'snippets');
  return readdirSync(dir).filter((n) => n.endsWith('.swift')).sort().slice(0, count)
    .map((n) => readFileSync(join(dir, n), 'utf8')).join('\n');
}


const frames = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))';

const typed = ['a', 'x', ' ', '\n', '(', ')', '{', '}', '"', '/', '*', '#', '\\', '.', ':', '=', 'func ', 'let ', '😀', 'é'];
const pieces = ['"""\n', '\n"""', '#"""#', '/*', '*/', '/**/', 'f(a,\n', ')\n', '#if X\n', '#endif\n'];

/** One scripted step, as an expression to run in the page (`view` is the editor). */
function step(random, length, k) {
  const at = random(length + 1);
  switch (k % 6) {
    case 0: return { type: typed[random(typed.length)], at };
    case 1: return { js: `view.dispatch({ changes: { from: ${at}, to: Math.min(${at + 1 + random(40)}, view.state.doc.length) } })` };
    case 2: return { js: `view.dispatch({ changes: { from: ${at}, insert: view.state.sliceDoc(${Math.max(0, at - 300)}, ${at}) } })` };
    case 3: return { js: `view.dispatch({ changes: { from: ${at}, insert: ${JSON.stringify(pieces[random(pieces.length)])} } })` };
    case 4: return { js: `view.dispatch({ changes: [{ from: 0, insert: "// top\\n" }, { from: ${at}, insert: "x" }, { from: view.state.doc.length, insert: "\\n}" }] })` };
    default: return { js: 'window.CM6.undo(view)' };
  }
}

/** Scrolls the editor so that `fraction` of its height is above the viewport. */
const scrollTo = (fraction) => `(() => { const s = view.scrollDOM; s.scrollTop = ${fraction} * (s.scrollHeight - s.clientHeight); return true; })()`;

test('CodeMirror 6: after each step of an edit session the editor shows a whole highlight of its text', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror6.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  await page.evaluate(`openEditor(${JSON.stringify(snippets(12))})`);
  await page.evaluate(frames);
  assert.equal(await page.evaluate('compare()'), 'same', 'the first highlight');
  const random = generator(7);
  for (let k = 0; k < 60; k++) {
    const length = await page.evaluate('view.state.doc.length');
    const s = step(random, length, k);
    if (s.type !== undefined) {
      // Typing through the keyboard path: the cursor placed, the text inserted as by a key.
      await page.evaluate(`(() => { view.focus(); view.dispatch({ selection: { anchor: ${s.at} }, scrollIntoView: true }); return true; })()`);
      await page.insertText(s.type);
    } else {
      await page.evaluate(`(() => { ${s.js}; return true; })()`);
    }
    await page.evaluate(frames);
    // What an edit leaves below the viewport is settled in idle time (test below), and the
    // document's tokens there are the old ones until then: compare once it has settled.
    await page.until('swiftDocument(view).pending >= swiftDocument(view).length');
    assert.equal(await page.evaluate('compare()'), 'same', `after step ${k}: ${JSON.stringify(s)}`);
  }
  // The whole file, viewport by viewport.
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate(scrollTo(fraction));
    await page.evaluate(frames);
    await page.evaluate(frames);
    assert.equal(await page.evaluate('compare()'), 'same', `scrolled to ${fraction}`);
  }
  assert.deepEqual(page.errors, []);
});

test('CodeMirror 6: an edit that changes the rest of a long document is highlighted to the viewport at once, below it in idle time or when scrolled to', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror6.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const lines = Array.from({ length: 3000 }, (_, k) => `let v${k} = f(${k}) // line ${k}`);
  await page.evaluate(`openEditor(${JSON.stringify('/*\n' + lines.join('\n'))})`);
  await page.evaluate(frames);
  assert.equal(await page.evaluate('compare()'), 'same', 'the first highlight');
  // Closing the comment by deleting its opener: in the same task, only the viewport is done.
  const state = await page.evaluate(`(() => {
    view.dispatch({ changes: { from: 0, to: 2 } });
    const doc = swiftDocument(view);
    return { pending: doc.pending, length: doc.length };
  })()`);
  assert.ok(state.pending < state.length / 10, `pending ${state.pending} of ${state.length}`);
  // Scrolled to the end before idle time came: highlighted when shown.
  await page.evaluate(scrollTo(1));
  await page.evaluate(frames);
  await page.evaluate(frames);
  await settles(page, 'scrolled to the end, then settled');
  assert.equal(await page.evaluate('swiftDocument(view).pending === swiftDocument(view).length'), true);
  // Opened again and closed again from the end of the document: idle time settles it all.
  await page.evaluate(`(() => { view.dispatch({ changes: { from: 0, insert: '/*' } }); view.dispatch({ changes: { from: 0, to: 2 } }); return true; })()`);
  await settles(page, 'closed again, settled in idle time');
  assert.deepEqual(page.errors, []);
});

test('CodeMirror 6: the marks come in small chunks, when drawn and after typing, and stay those of a whole highlight', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror6.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  await page.evaluate(`openEditor(${JSON.stringify(snippets(40))})`);
  await page.evaluate(scrollTo(0.5));
  await page.evaluate(frames);
  await page.evaluate(frames);
  // The marks swift() gives the view, chunk by chunk (the sizes of the set's chunks: a
  // RangeSet's `chunk` array, CodeMirror's own structure).
  const chunks = `(() => {
    const sets = view.state.facet(CM6.EditorView.decorations).map((d) => typeof d === 'function' ? d(view) : d);
    const ours = sets.find((set) => set.size > 0 && set.iter().value?.spec.class?.startsWith('swh-'));
    const sizes = [];
    for (let set = ours; set !== undefined && set.size > 0; set = set.nextLayer) sizes.push(...set.chunk.map((c) => c.value.length));
    return { size: ours.size, sizes };
  })()`;
  const drawn = await page.evaluate(chunks);
  assert.ok(drawn.size > 200, `${drawn.size} marks in view`);
  assert.ok(drawn.sizes.length >= drawn.size / 64 && Math.max(...drawn.sizes) <= 64, `chunks of ${drawn.sizes}`);
  assert.equal(await page.evaluate('compare()'), 'same', 'drawn');
  const random = generator(3);
  for (let k = 0; k < 30; k++) {
    const at = await page.evaluate(`view.visibleRanges[0].from + ${random(1000)}`);
    await page.evaluate(`(() => { view.dispatch({ changes: { from: ${at}, insert: '${'x(" '[k % 4]}' } }); return true; })()`);
    await page.evaluate(frames);
    await page.until('swiftDocument(view).pending >= swiftDocument(view).length');
    assert.equal(await page.evaluate('compare()'), 'same', `after keystroke ${k} at ${at}`);
    const typed = await page.evaluate(chunks);
    assert.ok(Math.max(...typed.sizes) <= 128, `after keystroke ${k}: chunks of ${typed.sizes}`);
  }
  assert.deepEqual(page.errors, []);
});

/** Polls the page's compare() until it says 'same' (the editor renders a change in a later frame). */
async function settles(page, what, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await page.evaluate('compare()');
    if (last === 'same' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.equal(last, 'same', what);
}

test('Monaco: two frames after each step of an edit session the editor shows a whole highlight of its text', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/monaco.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  // Short enough for every line to be rendered; tabs as spaces (Monaco renders a tab as spaces).
  const text = snippets(4).replaceAll('\t', '    ');
  await page.evaluate(`openEditor(${JSON.stringify(text)})`);
  await settles(page, 'the first highlight');
  const random = generator(11);
  for (let k = 0; k < 30; k++) {
    const length = await page.evaluate('ed.getModel().getValueLength()');
    const at = random(length + 1);
    const position = `ed.getModel().getPositionAt(${at})`;
    const range = (to) => `monaco.Range.fromPositions(${position}, ed.getModel().getPositionAt(${to}))`;
    let s;
    switch (k % 5) {
      case 0: s = `ed.focus(); ed.setPosition(${position})`; break;
      case 1: s = `ed.executeEdits('test', [{ range: ${range(at + 1 + random(30))}, text: '' }])`; break;
      case 2: s = `ed.executeEdits('test', [{ range: ${range(at)}, text: ${JSON.stringify(pieces[random(pieces.length)])} }])`; break;
      case 3: s = `ed.executeEdits('test', [{ range: ${range(at)}, text: 'x' }, { range: ${range(length)}, text: '\\n}' }])`; break;
      default: s = "ed.trigger('test', 'undo', null)";
    }
    await page.evaluate(`(() => { ${s}; return true; })()`);
    if (k % 5 === 0) await page.insertText(typed[random(typed.length)]);
    // The lines whose tokens changed are tokenized right after the change: the next frames
    // show them.
    await page.evaluate(frames);
    assert.equal(await page.evaluate('compare()'), 'same', `two frames after step ${k}: ${s}`);
  }
  assert.deepEqual(page.errors, []);
});

test('Monaco: two models whose first lines are the same each show their own tokens, before and after an edit of each', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/monaco.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const shown = await page.evaluate(`(async () => {
    openEditor('import A\\nlet x = "s"\\n');
    const div = document.body.insertBefore(document.createElement('div'), document.body.firstChild);
    div.style.height = '300px';
    const ed2 = monaco.editor.create(div, { value: 'import A\\n/* c\\nlet y = 1 */\\n', language: 'swift', theme: 'swift-highlight-xcode-light' });
    const comment = '#' + monacoTheme('xcode-light').rules.find((r) => r.token === 'comment').foreground.toLowerCase();
    const keyword = '#' + monacoTheme('xcode-light').rules.find((r) => r.token === 'keyword').foreground.toLowerCase();
    const hex = (rgb) => '#' + rgb.match(/\\d+/g).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
    const kinds = (root) => [...root.querySelectorAll('.view-lines .view-line span span')]
      .map((s) => [s.textContent.replace(/\\u00a0/g, ' '), hex(getComputedStyle(s).color)])
      .filter(([, c]) => c === comment || c === keyword).map(([t, c]) => (c === comment ? 'comment:' : 'keyword:') + t.trim());
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Both rendered and tokenized (polled: a loaded machine may take longer than a few frames).
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      if (kinds(document.getElementById('editor')).length >= 2 && kinds(div).length >= 3) break;
    }
    const before = [kinds(document.getElementById('editor')), kinds(div)];
    ed2.executeEdits('t', [{ range: new monaco.Range(2, 1, 2, 5), text: '' }]);
    ed.executeEdits('t', [{ range: new monaco.Range(2, 1, 2, 1), text: '// ' }]);
    await frames();
    return { before, after: [kinds(document.getElementById('editor')), kinds(div)] };
  })()`);
  assert.deepEqual(shown.before, [['keyword:import', 'keyword:let'], ['keyword:import', 'comment:/* c', 'comment:let y = 1 */']]);
  assert.deepEqual(shown.after, [['keyword:import', 'comment:// let x = "s"'], ['keyword:import', 'keyword:let']]);
  assert.deepEqual(page.errors, []);
});

test('Monaco: registerSwift called while Monaco is loading its own Swift tokenizer keeps the engine\'s tokens', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/monaco.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const result = await page.evaluate(`(async () => {
    const text = 'let s = 1 /**/ let t = 2\\n';
    // A model of the language makes Monaco load its own tokenizer, which registers itself when loaded.
    window.early = monaco.editor.createModel(text, 'swift');
    openEditor(text);
    await new Promise((r) => setTimeout(r, 1500));
    return compare();
  })()`);
  // Monaco's own tokenizer reads what follows the empty comment as a doc comment.
  assert.equal(result, 'same');
  assert.deepEqual(page.errors, []);
});

test('CodeMirror 5: after each step of an edit session the editor shows a whole highlight of its text', async (t) => {
  if (skip) return t.skip(skip);
  if (!existsSync(join(vendor, 'cm5', 'lib', 'codemirror.js'))) return t.skip('CodeMirror 5 is missing (scripts/setup.sh editors installs libjs-codemirror)');
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror5.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  await page.evaluate(`openEditor(${JSON.stringify(snippets(6))})`);
  await page.evaluate(frames);
  assert.equal(await page.evaluate('compare()'), 'same', 'the first highlight');
  const random = generator(5);
  for (let k = 0; k < 40; k++) {
    const length = await page.evaluate('cm.getValue().length');
    const at = random(length + 1);
    const pos = `cm.posFromIndex(${at})`;
    let s;
    switch (k % 5) {
      case 0: s = `cm.focus(); cm.setCursor(${pos})`; break;
      case 1: s = `cm.replaceRange('', ${pos}, cm.posFromIndex(${at + 1 + random(40)}))`; break;
      case 2: s = `cm.replaceRange(${JSON.stringify(pieces[random(pieces.length)])}, ${pos})`; break;
      case 3: s = `cm.replaceRange(cm.getRange(cm.posFromIndex(${Math.max(0, at - 300)}), ${pos}), ${pos})`; break;
      default: s = 'cm.undo()';
    }
    await page.evaluate(`(() => { ${s}; return true; })()`);
    if (k % 5 === 0) await page.insertText(typed[random(typed.length)]);
    await page.evaluate(frames);
    await settles(page, `after step ${k}: ${s}`, 2000);
  }
  assert.deepEqual(page.errors, []);
});

test('CodeMirror 5: an edit that changes the rest of a long document is highlighted to the rendered lines at once, each line below when CodeMirror styles it', async (t) => {
  if (skip) return t.skip(skip);
  if (!existsSync(join(vendor, 'cm5', 'lib', 'codemirror.js'))) return t.skip('CodeMirror 5 is missing (scripts/setup.sh editors installs libjs-codemirror)');
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror5.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const lines = Array.from({ length: 3000 }, (_, k) => `let v${k} = f(${k}) // line ${k}`);
  // CodeMirror 5's default margin: the visible lines and 10 more are rendered.
  await page.evaluate(`openEditor(${JSON.stringify('/*\n' + lines.join('\n'))}, true, false, 10)`);
  await page.evaluate(frames);
  assert.equal(await page.evaluate('compare()'), 'same', 'the first highlight');
  // Closing the comment by deleting its opener: in the same task, only the rendered lines are done.
  const state = await page.evaluate(`(() => {
    cm.replaceRange('', { line: 0, ch: 0 }, { line: 0, ch: 2 });
    const doc = swiftDocument(cm);
    return { pending: doc.pending, length: doc.length };
  })()`);
  assert.ok(state.pending < state.length / 10, `pending ${state.pending} of ${state.length}`);
  // Scrolled to the end: the lines shown there are highlighted as CodeMirror styles them.
  await page.evaluate(`(() => { cm.scrollIntoView({ line: cm.lineCount() - 1, ch: 0 }); return true; })()`);
  await page.evaluate(frames);
  await settles(page, 'scrolled to the end');
  assert.equal(await page.evaluate('swiftDocument(cm).pending === swiftDocument(cm).length'), true);
  assert.deepEqual(page.errors, []);
});

test('the playground: its source is Monaco on swift-highlight, switched to Monaco\'s own Swift tokenizer and back; the result follows the editor', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  const code = 'let s = "a\\(b)" /**/ let t = async { await f() }\n';
  await page.goto(`${server.origin}/js/playground/index.html?code=${encodeURIComponent(code)}`);
  assert.equal(await page.until("document.documentElement.dataset.editor && document.documentElement.dataset.editor"), 'swift-highlight');
  assert.equal(await page.evaluate('playgroundEditor.getValue()'), code);
  // The class of the token shown over each word, by its colour in the theme in use.
  const colours = `(async () => {
    await new Promise((r) => setTimeout(r, 300));
    return [...document.querySelectorAll('.view-lines .view-line span span')]
      .map((s) => [s.textContent.replace(/\\u00a0/g, ' '), getComputedStyle(s).color]);
  })()`;
  const ours = await page.evaluate(colours);
  const lets = (spans) => spans.filter(([t]) => t.trim() === 'let').map(([, c]) => c);
  // swift-highlight: `let t` after the empty comment is a keyword, as `let s` is.
  assert.equal(lets(ours).length, 2);
  assert.equal(lets(ours)[0], lets(ours)[1]);
  await page.evaluate(`(() => { document.querySelector('input[value=monaco]').click(); return true; })()`);
  assert.equal(await page.until("document.documentElement.dataset.editor === 'monaco' && 'yes'"), 'yes');
  const own = await page.evaluate(colours);
  // Monaco's own tokenizer reads what follows `/**/` as a doc comment: one `let` stays a word.
  assert.notDeepEqual(own, ours);
  assert.equal(lets(own).length, 1);
  await page.evaluate(`(() => { document.querySelector('input[value="swift-highlight"]').click(); return true; })()`);
  assert.equal(await page.until("document.documentElement.dataset.editor === 'swift-highlight' && 'yes'"), 'yes');
  assert.deepEqual(await page.evaluate(colours), ours);
  // Typing in the editor: the result, its HTML and the options around it follow.
  await page.evaluate("(() => { playgroundEditor.focus(); playgroundEditor.setPosition({ lineNumber: 2, column: 1 }); return true; })()");
  await page.insertText('struct Typed {}');
  assert.equal(await page.until("document.getElementById('html-source').textContent.includes('Typed') && 'yes'"), 'yes');
  assert.equal(await page.evaluate("document.getElementById('code').value"), code + 'struct Typed {}');
  await page.evaluate("(() => { const c = document.getElementById('lines'); c.click(); return true; })()");
  assert.equal(await page.until("document.getElementById('html-source').textContent.includes('swh-line') && 'yes'"), 'yes');
  assert.deepEqual(page.errors, []);
});

test('the playground without a Monaco build: a plain text area, and a note saying how to give one', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/playground/index.html?code=let%20x%20%3D%201&monaco=/nowhere/vs`);
  assert.equal(await page.until("document.documentElement.dataset.editor && document.documentElement.dataset.editor"), 'none');
  assert.match(await page.evaluate("document.getElementById('editor-notice').textContent"), /\?monaco=URL/);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  assert.equal(await page.evaluate("document.getElementById('code').hidden"), false);
  assert.match(await page.evaluate("document.getElementById('preview').innerHTML"), /swh-keyword/);
});

// Keys as a user presses them (DevTools' Input.dispatchKeyEvent): key, code, key code, modifiers
// (1 Alt, 2 Ctrl, 8 Shift) and the text typed.
const keys = {
  'Ctrl-/': ['/', { code: 'Slash', keyCode: 191, modifiers: 2 }],
  'Shift-Alt-A': ['A', { code: 'KeyA', keyCode: 65, modifiers: 9 }],
  'Ctrl-Shift-A': ['A', { code: 'KeyA', keyCode: 65, modifiers: 10 }],
  Enter: ['Enter', { code: 'Enter', keyCode: 13, text: '\r' }],
  '(': ['(', { code: 'Digit9', keyCode: 57, modifiers: 8, text: '(' }],
  '"': ['"', { code: 'Quote', keyCode: 222, modifiers: 8, text: '"' }],
  "'": ["'", { code: 'Quote', keyCode: 222, text: "'" }],
  '}': ['}', { code: 'BracketRight', keyCode: 221, modifiers: 8, text: '}' }],
};
const press = (page, name) => page.press(...keys[name]);

/**
 * Types `sequence` (key names of `keys`) into an editor whose text is `text` with the cursor
 * (and selection) given by `|` marks; `state` is the page's expression for [text, cursor].
 */
async function typeIn(page, open, text, sequence, state) {
  const marks = [...text.matchAll(/\|/g)].map((m, k) => m.index - k);
  await page.evaluate(open(text.replaceAll('|', ''), marks[0], marks[1] ?? marks[0]));
  for (const key of sequence) await press(page, key);
  await page.evaluate(frames);
  const [after, cursor] = await page.evaluate(state);
  return after.slice(0, cursor) + '|' + after.slice(cursor);
}

/**
 * The keystrokes every editor integration is tested with and what each must give (`|` the
 * cursor, two of them a selection): comments toggled, brackets and double quotes closed (a
 * single quote, no Swift literal, is not), Enter indenting one unit in from the line of the open
 * bracket (not counting brackets in strings and comments) and a closing brace typed on its own
 * line going back to that line's indentation. `only` names the editors a case is for, where an
 * editor lacks the command (CodeMirror 5 has no block comment key) or is not tested on it;
 * `block-comment` is each editor's own key for it.
 */
const keystrokes = [
  { text: 'let x = 1|\nlet y = 2', keys: ['Ctrl-/'], gives: '// let x = 1|\nlet y = 2' },
  { text: 'let x = 1|', keys: ['Ctrl-/', 'Ctrl-/'], gives: 'let x = 1|' },
  { text: 'let x = |f(y)|', keys: ['block-comment'], gives: 'let x = /* f(y)| */', only: ['cm6', 'monaco'] },
  { text: 'let x = |', keys: ['('], gives: 'let x = (|)' },
  { text: 'let x = |', keys: ['"'], gives: 'let x = "|"' },
  { text: "let x = |", keys: ["'"], gives: "let x = '|" },
  { text: 'func f() {|', keys: ['Enter'], gives: 'func f() {\n    |' },
  { text: 'struct S {\n    func f() {\n        g()|', keys: ['Enter', '}'], gives: 'struct S {\n    func f() {\n        g()\n    }|' },
  { text: 'let s = "{" // (|', keys: ['Enter'], gives: 'let s = "{" // (\n|', only: ['cm6', 'cm5'] },
  { text: 'func f() {\n    let s = "}"|', keys: ['Enter'], gives: 'func f() {\n    let s = "}"\n    |', only: ['cm6'] },
  { text: 'func f() {|}', keys: ['Enter'], gives: 'func f() {\n    |\n}', only: ['cm6', 'monaco'] },
];

/** Types each case of `keystrokes` for `editor` with `type` (typeIn's), `keyNames` its own keys. */
async function assertKeystrokes(editor, type, keyNames = {}) {
  for (const c of keystrokes) {
    if (c.only !== undefined && !c.only.includes(editor)) continue;
    const keys = c.keys.map((k) => keyNames[k] ?? k);
    assert.equal(await type(c.text, keys), c.gives, `${editor}: ${JSON.stringify(c.text)}, ${keys.join(' ')}`);
  }
}

test('CodeMirror 6: swift() gives Swift\'s language data: Ctrl-/ and Shift-Alt-A toggle comments, brackets and quotes close, Enter and a closing brace indent', async (t) => {
  if (skip) return t.skip(skip);
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror6.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const open = (text, anchor, head) => `(() => { openEditor(${JSON.stringify(text)}, true, true); view.focus(); view.dispatch({ selection: { anchor: ${anchor}, head: ${head} } }); return true; })()`;
  const state = '[view.state.doc.toString(), view.state.selection.main.head]';
  await assertKeystrokes('cm6', (text, sequence) => typeIn(page, open, text, sequence, state), { 'block-comment': 'Shift-Alt-A' });
  assert.deepEqual(page.errors, []);
});

/** Monaco on the test page (`query` its parameters), and typeIn's functions for it. */
async function monacoTyping(query = '') {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/monaco.html${query}`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  // A model of the language makes Monaco load its own Swift language, which sets its
  // configuration once loaded: the keys are pressed after that.
  await page.evaluate(`(async () => {
    openEditor('');
    await new Promise((r) => require(['vs/basic-languages/swift/swift'], () => setTimeout(r, 0)));
    return true;
  })()`);
  const open = (text, anchor, head) => `(async () => {
    openEditor(${JSON.stringify(text)});
    ed.focus();
    const m = ed.getModel();
    ed.setSelection(monaco.Selection.fromPositions(m.getPositionAt(${anchor}), m.getPositionAt(${head})));
    await new Promise((r) => setTimeout(r, 50));
    return true;
  })()`;
  const state = '[ed.getValue(), ed.getModel().getOffsetAt(ed.getPosition())]';
  return { page, type: (text, sequence) => typeIn(page, open, text, sequence, state) };
}

test('Monaco: registerSwift sets Swift\'s language configuration: Ctrl-/ and Ctrl-Shift-A (Linux) toggle comments, brackets and quotes close, Enter and a closing brace indent', async (t) => {
  if (skip) return t.skip(skip);
  const { page, type } = await monacoTyping();
  await assertKeystrokes('monaco', type, { 'block-comment': 'Ctrl-Shift-A' });
  assert.deepEqual(page.errors, []);
});

test('Monaco: registerSwift(monaco, { languageConfiguration: false }) leaves the configuration to Monaco; other options are refused', async (t) => {
  if (skip) return t.skip(skip);
  const { page, type } = await monacoTyping('?configuration=off');
  assert.equal(await type("let x = |", ["'"]), "let x = '|'");
  // Options that are not registerSwift's are refused before anything is registered.
  for (const options of ['null', '[]', "{ languageConfiguration: 'no' }", '{ configuration: false }']) {
    assert.match(await page.evaluate(`(() => { try { registerSwift(monaco, ${options}); return 'accepted'; } catch (e) { return e.name + ': ' + e.message; } })()`), /^TypeError: swift-highlight: registerSwift: /, options);
  }
  assert.deepEqual(page.errors, []);
});

test('CodeMirror 5: the mode carries Swift\'s comment tokens, closing pairs and indentation: Ctrl-/ (comment addon), brackets close (closebrackets addon), Enter and a closing brace indent', async (t) => {
  if (skip) return t.skip(skip);
  if (!existsSync(join(vendor, 'cm5', 'addon', 'comment', 'comment.js'))) return t.skip('CodeMirror 5 is missing (scripts/setup.sh editors installs libjs-codemirror)');
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/codemirror5.html`);
  assert.equal(await page.until('document.documentElement.dataset.ready'), 'true');
  const open = (text, anchor, head) => `(() => { openEditor(${JSON.stringify(text)}, true, true); cm.focus(); cm.setSelection(cm.posFromIndex(${anchor}), cm.posFromIndex(${head})); return true; })()`;
  const state = "[cm.getValue('\\n'), cm.indexFromPos(cm.getCursor())]";
  await assertKeystrokes('cm5', (text, sequence) => typeIn(page, open, text, sequence, state));
  assert.deepEqual(page.errors, []);
});

/** The ```html blocks of a Markdown file's section on pages without a bundler, by editor. */
function plainPages(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const start = text.search(/without a bundler/);
  assert.ok(start >= 0, `${file} has no section on pages without a bundler`);
  const pages = {};
  for (const [, block] of text.slice(start).matchAll(/^```html\n([\s\S]*?)^```$/gm)) {
    const editor = ['codemirror5', 'monaco', 'codemirror'].find((name) => block.includes(`swift-highlight/${name}`));
    if (editor !== undefined && !(editor in pages)) pages[editor] = block;
  }
  return pages;
}

/**
 * A folder as `npm install` leaves it for `editor`'s page: swift-highlight (package.json's
 * files, from js/), and the editor: CodeMirror 6's packages made from the vendored build
 * (cm6-packages.js), Monaco's min/vs, or Debian's CodeMirror 5.
 */
function installed(dir, editor) {
  const modules = join(dir, 'node_modules');
  const ours = join(modules, 'swift-highlight');
  mkdirSync(ours, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(root, 'js', 'package.json'), 'utf8'));
  for (const file of [...manifest.files, 'package.json']) cpSync(join(root, 'js', file), join(ours, file));
  if (editor === 'codemirror') writeCodeMirror6Packages(join(vendor, 'cm6', 'cm6-all.js'), modules);
  if (editor === 'monaco') {
    mkdirSync(join(modules, 'monaco-editor', 'min'), { recursive: true });
    symlinkSync(join(vendor, 'monaco', 'vs'), join(modules, 'monaco-editor', 'min', 'vs'));
  }
  if (editor === 'codemirror5') symlinkSync(join(vendor, 'cm5'), join(modules, 'codemirror'));
}

// What each page shows once it works: `let` as a keyword, by the class (CodeMirror) or the
// colour of the theme's keyword rule (Monaco).
const shownKeyword = {
  codemirror: "document.querySelector('.cm-content .swh-keyword')?.textContent",
  codemirror5: "document.querySelector('.CodeMirror .cm-swh-keyword')?.textContent",
  monaco: `(async () => {
    const spans = [...document.querySelectorAll('.view-lines span span')];
    if (typeof monaco === 'undefined' || spans.length === 0) return '';
    const { monacoTheme } = await import('./node_modules/swift-highlight/monaco.js');
    const keyword = monacoTheme('xcode-light').rules.find((r) => r.token === 'keyword').foreground.toLowerCase();
    const hex = (rgb) => rgb.match(/\\d+/g).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
    const span = spans.find((s) => s.textContent === 'let');
    return span !== undefined && hex(getComputedStyle(span).color) === keyword ? span.textContent : '';
  })()`,
};

test('the docs\' pages without a bundler, as written, load each editor and our package from node_modules and show Swift highlighted', async (t) => {
  if (skip) return t.skip(skip);
  if (!existsSync(join(vendor, 'cm5', 'lib', 'codemirror.js'))) return t.skip('CodeMirror 5 is missing (scripts/setup.sh editors installs libjs-codemirror)');
  const [guide, readme] = ['docs/javascript.md', 'js/README.md'].map(plainPages);
  assert.deepEqual(Object.keys(guide).sort(), ['codemirror', 'codemirror5', 'monaco'], 'docs/javascript.md gives a page for each editor');
  assert.deepEqual(readme, guide, 'js/README.md gives the pages of docs/javascript.md');
  const scratch = mkdtempSync(join(tmpdir(), 'swh-plain-pages-'));
  const site = await startStaticServer(scratch);
  try {
    for (const [editor, html] of Object.entries(guide)) {
      installed(join(scratch, editor), editor);
      writeFileSync(join(scratch, editor, 'index.html'), html);
      const page = await browser.newPage();
      await page.goto(`${site.origin}/${editor}/index.html`);
      const shown = await page.until(shownKeyword[editor], 10000).catch((error) => error.message);
      assert.deepEqual(page.errors, [], editor); // as `Failed to resolve module specifier …`
      assert.equal(shown, 'let', `${editor}: the page shows \`let\` as a keyword`);
    }
  } finally {
    await site.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
});
