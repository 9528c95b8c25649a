// Re-highlighting the Swift code blocks of a page rendered in the browser (index.js's
// highlightDocument): the blocks there now and those the page adds later, as single-page apps
// (DocC, Docusaurus, VitePress) add them when the reader follows a link.
//
// A block is an element matching `selector`. Its code is its text; when it holds line elements
// (`lineSelector`, as DocC's listings do: one element per line, between the line-number and
// annotation elements the renderer keeps), each line element gets that line's highlighted markup
// and every other element stays; otherwise the block's content is replaced whole. Only markup
// changes: the text of every block is its text before, character for character. A block whose
// code `markup` knows gets the markup it gives instead (made ahead of time, such as the compiler's
// notes `swift-highlight docc --compiler` puts into an archive).
//
// A MutationObserver sees the blocks the page adds or re-renders. Its callback runs in the
// microtask checkpoint after the script that changed the page, before the browser paints again,
// so a block the page shows is highlighted before it reaches the screen. Our own writes are
// mutations too: the callback takes their records (takeRecords) once it has written, so they
// never come back to it.

/** Where DocC's renderer (swift-docc-render) puts a Swift listing's code, and its line elements. */
export const DOCC = Object.freeze({
  selector: '.code-listing[data-syntax="swift" i] pre > code',
  lineSelector: '.code-line',
  scheme: 'hljs',
  classPrefix: 'syntax-',
});

const DEFAULT_SELECTOR = 'pre > code.language-swift, pre > code.lang-swift, pre[data-language="swift" i] > code';

const KEYS = new Set(['selector', 'lineSelector', 'scheme', 'classPrefix', 'xcodeKinds', 'markup', 'observe', 'onHighlight']);

/**
 * The nodes we put into blocks: a record that only adds these is our own write, also for the
 * observers of other highlightDocument calls (which would otherwise answer each other's writes).
 */
const inserted = new WeakSet();

function ours(record) {
  if (record.type !== 'childList' || record.addedNodes.length === 0) return false;
  for (const node of record.addedNodes) if (!inserted.has(node)) return false;
  return true;
}

/** Sets `element`'s markup, noting its new nodes as ours. */
function setMarkup(element, html) {
  element.innerHTML = html;
  for (const node of element.childNodes) inserted.add(node);
}

/**
 * The markup of each line of the highlighter's `lines` output: one `<span class="…line"
 * data-line="N">…</span>` per line, separated by line breaks (the last empty lines have none),
 * tokens that span lines closed and reopened in each (docs/output.md, "Lines"). Setting each
 * line element's innerHTML from these strings was faster than moving the nodes of one parse (in
 * Chromium, on the 17 listings of a swift-argument-parser article).
 */
function lineMarkup(html) {
  if (html === '') return [];
  return html.split('\n').map((line) => {
    const open = line.indexOf('>');
    if (!line.startsWith('<span ') || !line.endsWith('</span>') || open < 0) throw new Error('unexpected line markup');
    return line.slice(open + 1, line.length - '</span>'.length);
  });
}

/**
 * `highlight` is index.js's highlight(); `badOption` makes its errors. Returns the handle of
 * index.d.ts's DocumentHighlighter.
 */
export function watchDocument(highlight, badOption, root, options) {
  root = root ?? globalThis.document;
  if (root === undefined || root === null || typeof root.querySelectorAll !== 'function') {
    throw badOption('highlightDocument: root must be a Document or an Element');
  }
  options = options ?? {};
  if (typeof options !== 'object' || Array.isArray(options)) throw badOption('highlightDocument: options must be an object');
  for (const key of Object.keys(options)) {
    if (!KEYS.has(key)) throw badOption(`highlightDocument: unknown option "${key}"`);
  }
  const selector = options.selector ?? DEFAULT_SELECTOR;
  const lineSelector = options.lineSelector ?? null;
  for (const [name, value] of [['selector', selector], ['lineSelector', lineSelector]]) {
    if (value === null && name === 'lineSelector') continue;
    if (typeof value !== 'string' || value.trim() === '') throw badOption(`highlightDocument: ${name} must be a CSS selector`);
    try {
      root.querySelector(value);
    } catch (error) {
      throw badOption(`highlightDocument: ${name} is not a valid CSS selector (${JSON.stringify(value)})`);
    }
  }
  const onHighlight = options.onHighlight;
  if (onHighlight !== undefined && typeof onHighlight !== 'function') throw badOption('highlightDocument: onHighlight must be a function');
  const givenMarkup = options.markup;
  if (givenMarkup !== undefined && typeof givenMarkup !== 'function') throw badOption('highlightDocument: markup must be a function');

  /**
   * The markup `markup` gives for `code` (one string per line), or undefined: the engine
   * highlights the block. An answer of another shape is an error of the block.
   */
  function given(code) {
    if (givenMarkup === undefined) return undefined;
    const lines = givenMarkup(code);
    if (lines === undefined) return undefined;
    if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) {
      throw new Error('markup did not give an array of strings');
    }
    return lines;
  }
  const highlightOptions = {};
  if (options.scheme !== undefined) highlightOptions.scheme = options.scheme;
  if (options.classPrefix !== undefined) highlightOptions.classPrefix = options.classPrefix;
  if (options.xcodeKinds !== undefined) highlightOptions.xcodeKinds = options.xcodeKinds;
  // Checks the scheme and prefix now rather than at the first block.
  highlight('', highlightOptions);
  const lineOptions = { ...highlightOptions, lines: true };

  const state = { highlighted: 0, errors: 0 };

  function rehighlight(block) {
    try {
      if (lineSelector === null) {
        const code = block.textContent;
        setMarkup(block, given(code)?.join('\n') ?? highlight(code, highlightOptions));
      } else {
        const lines = block.querySelectorAll(lineSelector);
        if (lines.length === 0) return;
        // DocC writes an empty line as "\n" so that it keeps its height.
        const texts = Array.from(lines, (line) => line.textContent);
        const code = texts.map((text) => (text === '\n' ? '' : text)).join('\n');
        if (code.includes('\r')) throw new Error('a line holds a carriage return');
        const markup = given(code) ?? lineMarkup(highlight(code, lineOptions));
        if (markup.length > lines.length) throw new Error(`${lines.length} lines in, ${markup.length} out`);
        for (let k = 0; k < lines.length; k++) {
          const html = markup[k] ?? '';
          setMarkup(lines[k], html === '' && texts[k] === '\n' ? '\n' : html);
        }
      }
      state.highlighted += 1;
      if (onHighlight !== undefined) onHighlight(block);
    } catch (error) {
      // A block we cannot read stays as the page showed it.
      state.errors += 1;
      console.error('swift-highlight: a code block stays as it was:', error);
    }
  }

  /** Whether every line of `block` (or the block) still holds the nodes we put there. */
  function showsOurs(block) {
    const holders = lineSelector === null ? [block] : block.querySelectorAll(lineSelector);
    for (const holder of holders) {
      for (const node of holder.childNodes) if (!inserted.has(node)) return false;
    }
    return holders.length > 0;
  }

  function scan(node) {
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    if (node.nodeType === 1 && node.matches(selector)) rehighlight(node);
    for (const block of node.querySelectorAll(selector)) rehighlight(block);
  }

  scan(root);

  let observer = null;
  if (options.observe !== false && typeof MutationObserver === 'function') {
    observer = new MutationObserver((records) => {
      const blocks = new Set();
      for (const record of records) {
        if (ours(record)) continue;
        const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        const enclosing = record.type === 'attributes' ? null : target?.closest(selector);
        if (enclosing) blocks.add(enclosing);
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          if (node.matches(selector)) blocks.add(node);
          for (const block of node.querySelectorAll(selector)) blocks.add(block);
        }
        // An attribute change can make a block of an element that was not one: a class on the
        // element itself, or a language attribute (DocC's data-syntax) on it or an ancestor.
        // Blocks that still hold our markup are left alone.
        if (record.type === 'attributes' && target) {
          const candidates = record.attributeName === 'class' ? (target.matches(selector) ? [target] : [])
            : target.querySelectorAll(selector);
          for (const block of candidates) if (!showsOurs(block)) blocks.add(block);
        }
      }
      for (const block of blocks) if (block.isConnected) rehighlight(block);
      // The records of our own writes: nothing to do for them.
      observer?.takeRecords();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'data-syntax', 'data-language'] });
  }

  return {
    get highlighted() { return state.highlighted; },
    get errors() { return state.errors; },
    refresh() {
      scan(root);
      observer?.takeRecords();
    },
    disconnect() {
      if (observer !== null) observer.disconnect();
      observer = null;
    },
  };
}
