// The marked extension, with Debian's node-marked.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, SwiftHighlightError } from '../index.js';
import swiftHighlight from '../marked.js';
import { debianModule } from './debian-modules.js';

const { module: markedModule, reason } = debianModule('marked', 'node-marked');
const it = (name, fn) => test(name, { skip: reason }, fn);
const marked = markedModule?.marked;

// marked.use changes marked's global defaults: start every test from marked's own.
beforeEach(() => { if (marked) marked.setOptions(marked.getDefaults()); });

const DOC = [
  '# Title',
  '',
  'Some *text* with `inline code`.',
  '',
  '```swift',
  'let greeting = "Hello, \\(name)!"',
  '',
  'func f<T>(_ x: T) async throws -> [T] { [x] } // done',
  '```',
  '',
  '```js',
  'const x = "<b>";',
  '```',
  '',
  '~~~ Swift',
  '@main struct App { static func main() {} }',
  '~~~',
  '',
  '    let indented = "an indented code block"',
  '',
].join('\n');

it('highlights swift fences and leaves the rest as marked renders it', () => {
  const plain = marked.parse(DOC);
  marked.use(swiftHighlight());
  const ours = marked.parse(DOC);
  assert.match(ours, /<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let<\/span> greeting/);
  assert.match(ours, /<span class="swh-attribute">@main<\/span> <span class="swh-keyword">struct<\/span>/);
  const strip = (html) => html.replace(/<pre><code class="language-(?:swift|Swift)">[\s\S]*?<\/code><\/pre>\n/g, '')
    .replace(/<pre class="swh-code">[\s\S]*?<\/code><\/pre>\n/g, '');
  assert.equal(strip(ours), strip(plain));
  assert.ok(ours.includes('<pre><code class="language-js">const x = &quot;&lt;b&gt;&quot;;\n</code></pre>'));
  assert.ok(ours.includes('<pre><code>let indented'));
});

it('writes each fence as highlight(code, { pre: true }) does', () => {
  marked.use(swiftHighlight());
  const code = 'let greeting = "Hello, \\(name)!"\n\nfunc f<T>(_ x: T) async throws -> [T] { [x] } // done\n';
  assert.equal(marked.parse('```swift\n' + code + '```\n'), highlight(code, { pre: true }) + '\n');
});

it('applies its options, and the info string selects lines', () => {
  marked.use(swiftHighlight({ scheme: 'pygments', lines: true }));
  const code = 'let a = 1\nlet b = 2\nlet c = 3\n';
  assert.equal(marked.parse('```swift\n' + code + '```\n'), highlight(code, { pre: true, scheme: 'pygments', lines: true }) + '\n');
  const selected = marked.parse('```swift {1,3}\n' + code + '```\n');
  assert.equal(selected, highlight(code, { pre: true, scheme: 'pygments', lines: true, highlightLines: [1, 3] }) + '\n');
  assert.throws(() => marked.parse('```swift {0-2}\n' + code + '```\n'), (e) => e instanceof SwiftHighlightError && e.status === 6);
});

it('matches the language word in any case, and only the word swift', () => {
  const plainOf = (doc) => { marked.setOptions(marked.getDefaults()); return marked.parse(doc); };
  for (const info of ['swiftui', 'objc', '', 'text swift']) {
    const doc = '```' + info + '\nlet x = 1\n```\n';
    const plain = plainOf(doc);
    marked.use(swiftHighlight());
    assert.equal(marked.parse(doc), plain, info);
  }
  marked.use(swiftHighlight());
  for (const info of ['swift', 'Swift', 'SWIFT', 'swift extra words']) {
    assert.match(marked.parse('```' + info + '\nlet x = 1\n```\n'), /swh-keyword/, info);
  }
});

it("keeps marked's highlight option and other extensions for other languages", () => {
  const seen = [];
  marked.setOptions({ highlight(code, lang) { seen.push(lang); return `<b>${lang}</b>`; } });
  marked.use({ renderer: { code(code, lang) { return lang === 'ruby' ? '<ruby/>\n' : false; } } });
  marked.use(swiftHighlight());
  const html = marked.parse('```python\nx = 1\n```\n\n```ruby\nx\n```\n\n```swift\nlet x = 1\n```\n');
  assert.deepEqual(seen, ['python']);
  assert.ok(html.includes('<pre><code class="language-python"><b>python</b>\n</code></pre>'));
  assert.ok(html.includes('<ruby/>'));
  assert.match(html, /<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let/);
});

it('takes the token object of marked 13 and later as well as the arguments of marked 4 to 12', () => {
  const { renderer } = swiftHighlight({ scheme: 'hljs' });
  const expected = highlight('let x = 1\n', { pre: true, scheme: 'hljs' }) + '\n';
  assert.equal(renderer.code('let x = 1', 'swift', false), expected);
  assert.equal(renderer.code({ type: 'code', raw: '```swift\nlet x = 1\n```', text: 'let x = 1', lang: 'swift', escaped: false }), expected);
  assert.equal(renderer.code({ type: 'code', text: 'x = 1', lang: 'python' }), false);
  assert.equal(renderer.code('x = 1', undefined, false), false);
  assert.equal(renderer.code({ type: 'code', text: 'x', lang: undefined }), false);
});

it('escapes hostile fence content and survives unusual input', () => {
  marked.use(swiftHighlight());
  const html = marked.parse('```swift\nlet s = "</code></pre><script>alert(1)</script>"\n```\n');
  assert.ok(!html.includes('<script>'));
  assert.match(marked.parse('```swift\nlet s = "\uD800"\n```\n'), /\uFFFD/);
  // An unterminated comment and string inside a fence (marked 4 needs the closing fence).
  assert.match(marked.parse('```swift\n/* never closed\nlet x = "\n```\n'), /swh-comment/);
  assert.match(marked.parse('```swift\n' + '['.repeat(100000) + '\n```\n'), /^<pre class="swh-code">/);
});

it('checks its options when created', () => {
  assert.throws(() => swiftHighlight({ scheme: 'nope' }), SwiftHighlightError);
  assert.throws(() => swiftHighlight({ classPrefix: '"><x' }), SwiftHighlightError);
  assert.throws(() => swiftHighlight({ firstLine: 0 }), SwiftHighlightError);
  assert.throws(() => swiftHighlight({ pre: true }), TypeError);
  assert.throws(() => swiftHighlight(42), TypeError);
});
