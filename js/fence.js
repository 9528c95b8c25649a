// What the Markdown integrations share: reading a fence's info string (which fences are Swift,
// and the options they carry) and turning a fence's code into a highlighted block.
import { highlight, parseFenceInfo, isSwiftInfo, SwiftHighlightError, Status } from './index.js';

const MAX_LINE = 4294967295;

export { parseFenceInfo, isSwiftInfo };

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
    fence = parseFenceInfo(info, code);
  } catch (error) {
    if (error instanceof SwiftHighlightError) throw refuse(error.message.replace(/^swift-highlight: /, ''));
    throw error;
  }
  return highlight(code, blockOptions(fence, options));
}
