// What the Markdown integrations share: which fences are Swift, the line selection an info
// string may carry, and how a fence's code becomes a highlighted block.
import { highlight } from './index.js';

/**
 * Splits a fence's info string (already unescaped) into its language word and the rest.
 * CommonMark: the language is the first word of the info string.
 */
export function parseInfo(info) {
  const trimmed = String(info ?? '').trim();
  const m = /^(\S*)\s*(.*)$/s.exec(trimmed);
  return { lang: m[1], rest: m[2] };
}

/** Whether a fence's language word names Swift (any case, as the C API's Markdown mode). */
export function isSwift(lang) {
  return typeof lang === 'string' && lang.toLowerCase() === 'swift';
}

const MAX_LINE = 4294967295;
const MAX_RANGES = 65536;

/**
 * The lines an info string selects with the `{3,5-7}` convention of VitePress and Docusaurus
 * (```` ```swift {3,5-7} ````), as an array for `highlightLines`, or undefined when the info
 * string has no such braces or they do not hold a valid selection (line numbers from 1 to
 * 4294967295, first ≤ last). Document text is not trusted: a bad selection is ignored instead of
 * failing the whole document.
 */
export function lineSelection(rest) {
  const m = /(?:^|\s)\{([\d\s,-]*)\}(?:\s|$)/.exec(rest);
  if (!m) return undefined;
  const items = [];
  for (const part of m[1].split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const r = /^(\d{1,10})(?:\s*-\s*(\d{1,10}))?$/.exec(item);
    if (!r) return undefined;
    const first = Number(r[1]);
    const last = r[2] === undefined ? first : Number(r[2]);
    if (first < 1 || last > MAX_LINE || first > last) return undefined;
    items.push(first === last ? first : [first, last]);
    if (items.length > MAX_RANGES) return undefined;
  }
  return items.length > 0 ? items : undefined;
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
  const { pre, highlightLines, ...rest } = options ?? {};
  if (pre !== undefined || highlightLines !== undefined) {
    throw new TypeError('swift-highlight: plugin options cannot set `pre` (a fence is always a <pre> block) ' +
      'or `highlightLines` (give lines per fence in the info string: ```swift {3,5-7})');
  }
  highlight('', { ...rest, pre: true }); // throws SwiftHighlightError on bad options
  return rest;
}

/**
 * A Swift fence as an HTML block: `<pre class="PREFIXcode"><code class="language-swift">`,
 * the code highlighted, `</code></pre>`, as the C API's Markdown mode writes it.
 */
export function renderFence(code, rest, options) {
  const lines = lineSelection(rest);
  const blockOptions = lines ? { ...options, pre: true, highlightLines: lines } : { ...options, pre: true };
  return highlight(code, blockOptions);
}
