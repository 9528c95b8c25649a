// The markdown-it plugin, with Debian's node-markdown-it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, markdown, SwiftHighlightError } from '../index.js';
import swiftHighlight from '../markdown-it.js';
import { debianModule } from './debian-modules.js';

const { module: MarkdownIt, reason } = debianModule('markdown-it', 'node-markdown-it');
const it = (name, fn) => test(name, { skip: reason }, fn);

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
  '    let indented = "an indented code block, not a fence"',
  '',
].join('\n');

it('highlights swift fences and leaves the rest as markdown-it renders it', () => {
  const plain = new MarkdownIt().render(DOC);
  const ours = new MarkdownIt().use(swiftHighlight).render(DOC);
  assert.match(ours, /<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let<\/span> greeting/);
  assert.match(ours, /<span class="swh-attribute">@main<\/span> <span class="swh-keyword">struct<\/span>/);
  // Everything outside the two Swift fences is byte for byte markdown-it's own output.
  const strip = (html) => html.replace(/<pre><code class="language-(?:swift|Swift)">[\s\S]*?<\/code><\/pre>\n/g, '')
    .replace(/<pre class="swh-code">[\s\S]*?<\/code><\/pre>\n/g, '');
  assert.equal(strip(ours), strip(plain));
  assert.ok(ours.includes('<pre><code class="language-js">const x = &quot;&lt;b&gt;&quot;;\n</code></pre>'));
  assert.ok(ours.includes('<pre><code>let indented'));
});

it('writes each fence as highlight(code, { pre: true }) does, and as markdown() does', () => {
  const code = 'let greeting = "Hello, \\(name)!"\n\nfunc f<T>(_ x: T) async throws -> [T] { [x] } // done\n';
  const html = new MarkdownIt().use(swiftHighlight).render('```swift\n' + code + '```\n');
  assert.equal(html, highlight(code, { pre: true }) + '\n');
  // The engine's own Markdown mode gives HTML blocks that markdown-it passes through unchanged.
  const viaEngine = new MarkdownIt({ html: true }).render(markdown(DOC));
  assert.equal(new MarkdownIt({ html: true }).use(swiftHighlight).render(DOC), viaEngine);
});

it('applies its options to every Swift fence', () => {
  const md = new MarkdownIt().use(swiftHighlight, { scheme: 'hljs', lineNumbers: true, firstLine: 10 });
  const code = 'import Foundation\nlet x = 1\n';
  const html = md.render('```swift\n' + code + '```\n');
  assert.equal(html, highlight(code, { pre: true, scheme: 'hljs', lineNumbers: true, firstLine: 10 }) + '\n');
  assert.match(html, /hljs-keyword/);
  assert.match(html, /data-line="11"/);
  const inline = new MarkdownIt().use(swiftHighlight, { inlineStyles: true, theme: 'high-contrast-dark' });
  assert.match(inline.render('```swift\nlet x = 1\n```\n'), /<span style="color:#[0-9a-f]{6}[^"]*">let<\/span>/i);
});

it('highlights the lines an info string selects, and refuses a selection that is not valid', () => {
  const md = new MarkdownIt().use(swiftHighlight);
  const code = 'let a = 1\nlet b = 2\nlet c = 3\nlet d = 4\n';
  const html = md.render('```swift {2,3-4}\n' + code + '```\n');
  assert.equal(html, highlight(code, { pre: true, highlightLines: [2, [3, 4]] }) + '\n');
  assert.equal((html.match(/swh-hl/g) ?? []).length, 3);
  for (const bad of ['{0}', '{3-1}', '{99999999999}', '{1,,}x']) {
    assert.throws(() => md.render('```swift ' + bad + '\n' + code + '```\n'),
      (e) => e instanceof SwiftHighlightError && e.status === 6 && e.line === 1, bad);
  }
  // Braces that do not start with a digit are attributes of other tools: ignored.
  assert.equal(md.render('```swift {x}\n' + code + '```\n'), highlight(code, { pre: true }) + '\n');
  assert.equal(md.render('```swift title="a.swift" {1}\n' + code + '```\n'),
    highlight(code, { pre: true, highlightLines: [1], title: 'a.swift' }) + '\n');
});

it('matches the language word in any case, and only the word swift', () => {
  const md = new MarkdownIt().use(swiftHighlight);
  for (const info of ['swift', 'Swift', 'SWIFT', ' swift  extra words']) {
    assert.match(md.render('```' + info + '\nlet x = 1\n```\n'), /swh-keyword/, info);
  }
  for (const info of ['swiftui', 'objective-c', 'swift-format', '', 'text swift']) {
    const doc = '```' + info + '\nlet x = 1\n```\n';
    assert.equal(md.render(doc), new MarkdownIt().render(doc), info);
  }
});

it("keeps markdown-it's highlight option and an earlier plugin for other languages", () => {
  const seen = [];
  const md = new MarkdownIt({
    highlight(code, lang) { seen.push(lang); return lang === 'python' ? `<b>${lang}</b>` : ''; },
  });
  const earlier = md.renderer.rules.fence;
  md.renderer.rules.fence = (...args) => '<!-- earlier -->' + earlier(...args);
  md.use(swiftHighlight);
  const html = md.render('```python\nx = 1\n```\n\n```swift\nlet x = 1\n```\n');
  assert.deepEqual(seen, ['python']);
  assert.ok(html.startsWith('<!-- earlier --><pre><code class="language-python"><b>python</b></code></pre>\n'));
  assert.match(html, /<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let/);
});

it('escapes hostile fence content and survives unusual input', () => {
  const md = new MarkdownIt().use(swiftHighlight);
  const html = md.render('```swift\nlet s = "</code></pre><script>alert(1)</script>"\n```\n');
  assert.ok(!html.includes('<script>'));
  assert.match(html, /&lt;\/code&gt;&lt;\/pre&gt;&lt;script&gt;/);
  // Lone surrogates become U+FFFD, as TextEncoder encodes them.
  assert.match(md.render('```swift\nlet s = "\uD800"\n```\n'), /\uFFFD/);
  // Unterminated fence (runs to the end), empty fence, unterminated string and comment.
  assert.match(md.render('```swift\n/* never closed\nlet x = "'), /swh-comment/);
  assert.equal(md.render('```swift\n```\n'), highlight('', { pre: true }) + '\n');
  // Deep nesting inside a fence.
  const deep = '```swift\n' + '('.repeat(100000) + '\n```\n';
  assert.match(md.render(deep), /^<pre class="swh-code">/);
});

it('checks its options when installed', () => {
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { scheme: 'nope' }), SwiftHighlightError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { classPrefix: 'a b' }), SwiftHighlightError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { theme: 'solarized' }), SwiftHighlightError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { pre: false }), TypeError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { highlightLines: '1' }), TypeError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, { title: 'Pager.swift' }), TypeError);
  assert.throws(() => new MarkdownIt().use(swiftHighlight, 'hljs'), TypeError);
  assert.throws(() => swiftHighlight({}), TypeError);
  // A failed installation leaves the renderer as it was.
  const md = new MarkdownIt();
  const before = md.renderer.rules.fence;
  assert.throws(() => md.use(swiftHighlight, { scheme: 'nope' }));
  assert.equal(md.renderer.rules.fence, before);
});
