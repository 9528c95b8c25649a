// Fence options in the markdown-it plugin and the marked extension: the shared fixture
// Tests/fences/cases.json (info string → options or error) read by the engine through
// parseFenceInfo (swh_fence_parse), each case rendered by both plugins
// and compared with the engine's own Markdown mode; titles, diffs, line numbers and their
// copy-safe gutters.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { highlight, markdown, css, SwiftHighlightError, Status } from '../index.js';
import { parseFenceInfo, isSwiftInfo } from '../index.js';
import markdownItPlugin from '../markdown-it.js';
import markedExtension from '../marked.js';
import { debianModule } from './debian-modules.js';

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../../Tests/fences/cases.json', import.meta.url)), 'utf8'));
const { module: MarkdownIt, reason: markdownItMissing } = debianModule('markdown-it', 'node-markdown-it');
const { module: markedModule, reason: markedMissing } = debianModule('marked', 'node-marked');
const marked = markedModule?.marked;

beforeEach(() => { if (marked) marked.setOptions(marked.getDefaults()); });

const CODE = 'struct Pager {\n    var page = 1\n    let size = 20\n    func next() -> Int { page + 1 }\n    /* end */\n}\n';
const DIFF = ' struct Pager {\n-    var page = 0\n+    var page = 1\n+    let title = "a /* b"\n }\n';

test('the fixture: every info string reads as Tests/fences/cases.json says', () => {
  assert.ok(fixture.cases.length >= 50, `${fixture.cases.length} cases`);
  for (const { info, expect, error } of fixture.cases) {
    if (error !== undefined) {
      assert.throws(() => parseFenceInfo(info), (e) => e instanceof SwiftHighlightError && e.status === Status.FENCE,
        `${JSON.stringify(info)} (${error})`);
      continue;
    }
    const got = parseFenceInfo(info);
    assert.deepEqual({
      language: got.language, swift: got.isSwift, diff: got.diff, lineNumbers: got.lineNumbers,
      firstLine: got.firstLine ?? null, highlightLines: got.highlightLines, title: got.title ?? null,
    }, expect, JSON.stringify(info));
    assert.equal(isSwiftInfo(info), expect.swift, JSON.stringify(info));
  }
});

/** The Swift fences of the fixture with the code each is shown with. */
function fixtureDocuments() {
  // (Ranges past the code are refused: the fixture's blocks, tested below.)
  const fits = (c) => {
    try {
      parseFenceInfo(c.info, c.expect.diff ? DIFF : CODE);
      return true;
    } catch (e) {
      if (e instanceof SwiftHighlightError && e.status === Status.FENCE && /past the end/.test(e.message)) return false;
      throw e;
    }
  };
  return fixture.cases.filter((c) => c.error === undefined && c.expect.swift && !c.info.includes('`') && fits(c))
    .map((c) => ({ ...c, doc: '```' + c.info + '\n' + (c.expect.diff ? DIFF : CODE) + '```\n' }));
}

test('the fixture\'s blocks: a highlighted line past the block is refused by markdown(), markdown-it and marked alike', () => {
  assert.ok(fixture.blocks.length >= 10);
  const md = markdownItMissing ? undefined : new MarkdownIt().use(markdownItPlugin);
  if (marked) marked.use(markedExtension());
  for (const { info, code, error } of fixture.blocks) {
    const doc = 'Text\n\n```' + info + '\n' + code + (code === '' || code.endsWith('\n') ? '' : '\n') + '```\n';
    const what = `${info} on ${JSON.stringify(code)}`;
    // markdown() has the C API's status and line; the plugins say why (marked knows no line).
    const fence = (e) => e instanceof SwiftHighlightError && e.status === Status.FENCE;
    const why = (e) => fence(e) && /past the end of the block/.test(e.message);
    const doors = [['markdown()', () => markdown(doc), (e) => fence(e) && e.line === 3]];
    if (md) doors.push(['markdown-it', () => md.render(doc), (e) => why(e) && e.line === 3 && e.message.includes('line 3')]);
    if (marked) doors.push(['marked', () => marked.parse(doc), why]);
    for (const [door, run, refusal] of doors) {
      if (error === undefined) assert.doesNotThrow(run, `${door}: ${what}`);
      else assert.throws(run, refusal, `${door}: ${what} (${error})`);
    }
  }
});

test('markdown-it: each fixture fence renders as the engine\'s Markdown mode renders it', { skip: markdownItMissing }, () => {
  const md = new MarkdownIt().use(markdownItPlugin);
  const passthrough = new MarkdownIt({ html: true });
  for (const { info, doc } of fixtureDocuments()) {
    assert.equal(md.render(doc), passthrough.render(markdown(doc)), JSON.stringify(info));
  }
});

test('marked: each fixture fence renders as the engine\'s Markdown mode renders it', { skip: markedMissing }, () => {
  marked.use(markedExtension());
  for (const { info, doc } of fixtureDocuments()) {
    // marked gives the info string with its backslash escapes and entities decoded, and
    // trimmed; the fixture's have none.
    const engine = markdown(doc);
    assert.equal(marked.parse(doc), engine, JSON.stringify(info));
  }
});

test('markdown-it: a malformed range is an error naming the block by its line, as in markdown()', { skip: markdownItMissing }, () => {
  const md = new MarkdownIt().use(markdownItPlugin);
  for (const { info, error } of fixture.cases) {
    if (error === undefined || !/^(swift|diff-swift)\b/i.test(info)) continue;
    const doc = 'Intro.\n\n```python\nx = 1\n```\n\n```' + info + '\n' + CODE + '```\n';
    assert.throws(() => md.render(doc), (e) => {
      assert.ok(e instanceof SwiftHighlightError, String(e));
      assert.equal(e.status, Status.FENCE);
      assert.equal(e.line, 7);
      assert.ok(e.message.includes('line 7') && e.message.includes(info.trim()), e.message);
      return true;
    }, info);
    assert.throws(() => markdown(doc), (e) => e instanceof SwiftHighlightError && e.status === Status.FENCE && e.line === 7,
      `markdown(): ${info}`);
  }
  // The same options on a fence of another language are that language's business.
  assert.doesNotThrow(() => md.render('```python {3-}\nx = 1\n```\n'));
});

test('marked: a malformed range is an error naming the block by its info string', { skip: markedMissing }, () => {
  marked.use(markedExtension());
  assert.throws(() => marked.parse('```swift {7-5}\nlet x = 1\n```\n'),
    (e) => e.status === Status.FENCE && e.message.includes('swift {7-5}') && /malformed/.test(e.message));
  assert.doesNotThrow(() => marked.parse('```text {7-5}\nx\n```\n'));
});

test('markdown-it: title, line numbers from a first line, highlighted lines relative to the block', { skip: markdownItMissing }, () => {
  const md = new MarkdownIt().use(markdownItPlugin);
  const html = md.render('```swift {2} title="Pager.swift" linenums="10"\n' + CODE + '```\n');
  // {2} is the block's second line, shown as line 11.
  assert.equal(html, highlight(CODE, { pre: true, title: 'Pager.swift', lineNumbers: true, firstLine: 10, highlightLines: [11] }) + '\n');
  assert.match(html, /^<figure class="swh-block"><figcaption class="swh-title">Pager\.swift<\/figcaption><pre class="swh-code">/);
  assert.match(html, /<\/pre><\/figure>\n$/);
  assert.match(html, /<span class="swh-line swh-hl" data-line="11">/);
  // A title is text, escaped (markdown-it has decoded the info string's entities, as CommonMark
  // says); unknown options are ignored as markdown-it ignores them.
  const hostile = md.render('```swift title="<b>&amp;&#39;" colour=red {.wide} frobnicate\nlet x = 1\n```\n');
  assert.match(hostile, /<figcaption class="swh-title">&lt;b&gt;&amp;(?:&#39;|&apos;)<\/figcaption>/);
  assert.equal(md.render('```swift colour=red {.wide}\nlet x = 1\n```\n'), highlight('let x = 1\n', { pre: true }) + '\n');
});

test('diffs: ```swift diff and ```diff-swift in both plugins, with unselectable marks', { skip: markdownItMissing || markedMissing }, () => {
  const md = new MarkdownIt().use(markdownItPlugin);
  marked.use(markedExtension());
  const expected = highlight(DIFF, { pre: true, diff: true }) + '\n';
  for (const info of ['swift diff', 'diff-swift', 'Diff-Swift']) {
    const doc = '```' + info + '\n' + DIFF + '```\n';
    assert.equal(md.render(doc), expected, info);
    assert.equal(marked.parse(doc), expected, info);
  }
  assert.match(expected, /<span class="swh-line swh-del" data-line="2"><span class="swh-mark" aria-hidden="true">-<\/span>/);
  assert.match(expected, /<span class="swh-line swh-add" data-line="3"><span class="swh-mark" aria-hidden="true">\+<\/span>/);
  // The new side's string holds "/* b": it does not open a comment in the lines after it.
  assert.doesNotMatch(expected.slice(expected.indexOf('data-line="5"')), /swh-comment/);
});

test('gutters are not copied: line numbers and marks are aria-hidden, and the stylesheet makes them unselectable', () => {
  const html = highlight(DIFF, { pre: true, diff: true, lineNumbers: true });
  const gutters = html.match(/<span class="swh-(?:ln|mark)"[^>]*>/g) ?? [];
  assert.equal(gutters.length, 10, html);
  for (const tag of gutters) assert.match(tag, /aria-hidden="true"/);
  // What a reader copies: the text without the gutters is the code without the diff markers.
  const text = html.replace(/<span class="swh-(?:ln|mark)"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  assert.equal(text, DIFF.split('\n').map((line) => line.slice(1)).join('\n'));
  const sheet = css('xcode');
  for (const cls of ['ln', 'mark']) {
    const rule = new RegExp(`\\.swh-${cls}[^{]*\\{[^}]*user-select:\\s*none`);
    assert.match(sheet, rule, cls);
  }
});

test('notation comments in a plugin option', { skip: markdownItMissing }, () => {
  const md = new MarkdownIt().use(markdownItPlugin, { notation: true });
  const code = 'let a = 1 // [!code ++]\nlet b = 2 // [!code highlight]\n';
  const html = md.render('```swift\n' + code + '```\n');
  assert.equal(html, highlight(code, { pre: true, notation: true }) + '\n');
  assert.doesNotMatch(html, /\[!code/);
  assert.match(html, /swh-add/);
  assert.match(html, /swh-hl/);
});

test('plugin options: title and highlightLines are per fence, and bad options fail at installation', { skip: markdownItMissing }, () => {
  assert.throws(() => new MarkdownIt().use(markdownItPlugin, { title: 'x' }), TypeError);
  assert.throws(() => markedExtension({ title: 'x' }), TypeError);
  assert.throws(() => markedExtension({ diff: 'yes' }), SwiftHighlightError);
  // A fence's line numbers and first line override the plugin's.
  const md = new MarkdownIt().use(markdownItPlugin, { lineNumbers: true, firstLine: 5, scheme: 'prism' });
  const html = md.render('```swift startLine=20 {1}\nlet x = 1\n```\n');
  assert.equal(html, highlight('let x = 1\n', { pre: true, scheme: 'prism', lineNumbers: true, firstLine: 20, highlightLines: [20] }) + '\n');
  assert.match(html, /<pre class="[^"]*language-swift[^"]*">/);
  assert.match(html, /<span class="token keyword">let<\/span>/);
});
