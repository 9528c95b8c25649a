// What the Markdown integrations share: reading a fence's info string (which fences are Swift,
// and the options they carry) and turning a fence's code into a highlighted block.
import { highlight, SwiftHighlightError, Status } from './index.js';
import { SWH_HIGHLIGHT_RANGES_MAX as MAX_RANGES } from './abi.js';

const MAX_LINE = 4294967295;

const isBlank = (c) => c === ' ' || c === '\t';
const isDigit = (c) => c >= '0' && c <= '9';

/** A line number written as 1 to 10 ASCII digits, from 1 to 4294967295; undefined otherwise. */
function lineNumber(text) {
  if (!/^[0-9]{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= MAX_LINE ? n : undefined;
}

class FenceInfoError extends Error {}

function malformed(what) {
  return new FenceInfoError(`malformed line number or range in ${what}`);
}

/**
 * Reads a fence's info string (already unescaped, without the fence characters), in the
 * notations Markdown tools use:
 *
 * - the first word is the language: `swift` (any case) is Swift, `diff-swift` a Swift diff;
 * - `{3,5-7}` or `hl_lines="3 5-7"`: highlighted lines, counted from 1 at the block's first line;
 * - `showLineNumbers` (`showLineNumbers{10}`, `showLineNumbers=10`): line numbers (from 10);
 * - `linenums="10"` and `startLine=10`: line numbers from 10;
 * - `title="Pager.swift"`: a caption;
 * - `diff`: the block is a diff.
 *
 * Values are quoted with `"` or `'` (an unclosed quote runs to the end) or bare (up to the next
 * space or tab). Unknown words and `{…}` groups that do not start with a digit (attributes such
 * as `{.class}`) are ignored; a range list needs its closing brace. A repeated option: the last value wins; line ranges add up.
 *
 * Returns `{ language, isSwift, diff, lineNumbers, firstLine, highlightLines, title }`
 * (`firstLine` and `title` undefined when not given; `highlightLines` as `[first, last]` pairs).
 * Throws a SwiftHighlightError (status `Status.FENCE`) for a range list or line number that
 * cannot be read (`{3-}`, `{7-5}`, `{0}`, `{3`, `hl_lines="x"`, `linenums="a"`). A range past
 * the block's last line is refused by `renderFence`, which has the code (`pastEndProblem`).
 */
export function parseFenceInfo(info) {
  const text = String(info ?? '');
  const result = {
    language: '', isSwift: false, diff: false, lineNumbers: false,
    firstLine: undefined, highlightLines: [], title: undefined,
  };
  let k = 0;
  const skipBlanks = () => { while (k < text.length && isBlank(text[k])) k++; };
  // The text of a `{…}` group at k and whether it was closed (an unclosed one runs to the end).
  const braceGroup = () => {
    k++;
    const start = k;
    while (k < text.length && text[k] !== '}') k++;
    const group = text.slice(start, k);
    const closed = k < text.length;
    if (closed) k++;
    return { group, closed };
  };
  const quotedOrBare = () => {
    if (k >= text.length) return '';
    const q = text[k];
    if (q === '"' || q === "'") {
      k++;
      const start = k;
      while (k < text.length && text[k] !== q) k++;
      const value = text.slice(start, k);
      if (k < text.length) k++;
      return value;
    }
    const start = k;
    while (k < text.length && !isBlank(text[k])) k++;
    return text.slice(start, k);
  };
  // `3,5-7` (commas separate exactly: an empty item is an error; blanks are ignored) or
  // `3 5-7` (blanks separate).
  const addRanges = (list, commas, what) => {
    const items = commas ? list.split(',').map((item) => item.replace(/[ \t]/g, ''))
      : list.split(/[ \t]+/).filter((item) => item !== '');
    for (const item of items) {
      const dash = item.indexOf('-');
      const first = lineNumber(dash < 0 ? item : item.slice(0, dash));
      if (first === undefined) throw malformed(what);
      let last = first;
      if (dash >= 0) {
        last = lineNumber(item.slice(dash + 1));
        if (last === undefined || last < first) throw malformed(what);
      }
      if (result.highlightLines.length >= MAX_RANGES) {
        throw new FenceInfoError(`more than ${MAX_RANGES} line ranges in ${what}`);
      }
      result.highlightLines.push([first, last]);
    }
  };
  const apply = (name, value) => {
    if (name === 'diff' && value === undefined) {
      result.diff = true;
    } else if (name === 'hl_lines' && value !== undefined) {
      addRanges(value, false, `hl_lines="${value}"`);
    } else if (name === 'showLineNumbers') {
      result.lineNumbers = true;
      if (value !== undefined) {
        const n = lineNumber(value);
        if (n === undefined) throw malformed(`showLineNumbers{${value}}`);
        result.firstLine = n;
      }
    } else if (name === 'linenums' && value !== undefined) {
      // pymdownx: "first [step [special]]"; the first number is the start.
      const n = lineNumber(value.split(/[ \t]+/).filter((w) => w !== '')[0] ?? '');
      if (n === undefined) throw malformed(`linenums="${value}"`);
      result.lineNumbers = true;
      result.firstLine = n;
    } else if (name === 'startLine' && value !== undefined) {
      const n = lineNumber(value);
      if (n === undefined) throw malformed(`startLine=${value}`);
      result.lineNumbers = true;
      result.firstLine = n;
    } else if (name === 'title' && value !== undefined) {
      result.title = value;
    }
  };

  try {
    skipBlanks();
    const start = k;
    while (k < text.length && !isBlank(text[k]) && text[k] !== '{') k++;
    result.language = text.slice(start, k);
    const lower = result.language.toLowerCase();
    if (lower === 'swift') {
      result.isSwift = true;
    } else if (lower === 'diff-swift') {
      result.isSwift = true;
      result.diff = true;
    }
    for (;;) {
      skipBlanks();
      if (k >= text.length) break;
      if (text[k] === '{') {
        const { group, closed } = braceGroup();
        if (group.length > 0 && isDigit(group[0])) {
          if (!closed) throw malformed(`{${group} (no closing brace)`);
          addRanges(group, true, `{${group}}`);
        }
        continue;
      }
      const nameStart = k;
      while (k < text.length && !isBlank(text[k]) && text[k] !== '=' && text[k] !== '{') k++;
      const name = text.slice(nameStart, k);
      let value;
      if (text[k] === '=') {
        k++;
        value = quotedOrBare();
      } else if (text[k] === '{') {
        value = braceGroup().group;
      }
      apply(name, value);
    }
  } catch (error) {
    if (error instanceof FenceInfoError) {
      throw new SwiftHighlightError(`swift-highlight: ${error.message}`, Status.FENCE);
    }
    throw error;
  }
  return result;
}

/**
 * Whether a fence's info string names Swift (`swift` or `diff-swift`, any case, as its first
 * word), without reading its options.
 */
export function isSwiftInfo(info) {
  const m = /^[ \t]*([^ \t{]*)/.exec(String(info ?? ''));
  const lower = m[1].toLowerCase();
  return lower === 'swift' || lower === 'diff-swift';
}

/**
 * Checks plugin options once, when the plugin is installed, so that a bad scheme, theme or class
 * prefix fails at configuration time rather than at the first Swift fence. Returns a copy with
 * the options a fence cannot change removed.
 */
export function fenceOptions(options) {
  if (options != null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new TypeError('swift-highlight: plugin options must be an object');
  }
  const { pre, highlightLines, title, ...rest } = options ?? {};
  if (pre !== undefined || highlightLines !== undefined || title !== undefined) {
    throw new TypeError('swift-highlight: plugin options cannot set `pre` (a fence is always a <pre> block), ' +
      '`highlightLines` or `title` (give them per fence in the info string: ```swift {3,5-7} title="Pager.swift")');
  }
  highlight('', { ...rest, pre: true }); // throws SwiftHighlightError on bad options
  return rest;
}

/**
 * The options of `highlight` for one fence: the plugin's, with the fence's on top. The fence's
 * highlighted lines count from 1 at its first line; `highlightLines` counts as displayed, from
 * `firstLine`, so they are shifted (and lines past 4294967295 dropped).
 */
export function blockOptions(fence, options) {
  const block = { ...options, pre: true };
  if (fence.diff) block.diff = true;
  if (fence.lineNumbers) block.lineNumbers = true;
  if (fence.firstLine !== undefined) block.firstLine = fence.firstLine;
  if (fence.title !== undefined && fence.title !== '') block.title = fence.title;
  if (fence.highlightLines.length > 0) {
    const shift = (block.firstLine ?? 1) - 1;
    const lines = [];
    for (const [first, last] of fence.highlightLines) {
      if (first + shift > MAX_LINE) continue;
      lines.push([first + shift, Math.min(last + shift, MAX_LINE)]);
    }
    if (lines.length > 0) block.highlightLines = lines;
  }
  return block;
}

/**
 * A Swift fence as an HTML block: `<pre class="PREFIXcode"><code class="language-swift">`, the
 * code highlighted, `</code></pre>` (in a `<figure>` with a caption when it has a title), as
 * the C API's Markdown mode writes it. A malformed option throws a SwiftHighlightError (status
 * `Status.FENCE`) that names the block: by `line` (the line of its opening fence, from 1) when
 * the Markdown tool gives one, and by its info string.
 */
export function renderFence(code, info, options, line) {
  let fence;
  const refuse = (reason) => {
    const at = line === undefined ? '' : ` at line ${line}`;
    return new SwiftHighlightError(
      `swift-highlight: the Swift code block${at} (\`\`\`${String(info).trim()}): ${reason}`,
      Status.FENCE, undefined, line);
  };
  try {
    fence = parseFenceInfo(info);
  } catch (error) {
    if (error instanceof SwiftHighlightError) throw refuse(error.message.replace(/^swift-highlight: /, ''));
    throw error;
  }
  const problem = pastEndProblem(fence.highlightLines, lineCount(code));
  if (problem !== undefined) throw refuse(problem);
  return highlight(code, blockOptions(fence, options));
}

/** The number of lines of a block's code: its line feeds, plus one for a last line without one. */
export function lineCount(code) {
  const text = String(code);
  let n = 0;
  for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) n++;
  if (text.length > 0 && !text.endsWith('\n')) n++;
  return n;
}

/**
 * Why highlighted lines (`[first, last]` pairs counted from 1 at the block's first line) do not
 * fit a block of `count` lines — a range reaching past its last line — or undefined when they fit.
 */
export function pastEndProblem(highlightLines, count) {
  const range = highlightLines.find(([, last]) => last > count);
  if (range === undefined) return undefined;
  const [first, last] = range;
  const written = first === last ? `${first}` : `${first}-${last}`;
  return `highlighted line range ${written} is past the end of the block (${count === 1 ? '1 line' : `${count} lines`})`;
}
