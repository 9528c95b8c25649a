// Swift's editing data, which the editor integrations hand to their editors besides the colours:
// comment tokens, bracket pairs, the pairs closed as they are typed, the lines that re-indent
// as a closing bracket is typed, and the bracket a line's indentation follows.

/** The line comment token. */
export const lineComment = '//';
/** The block comment tokens. */
export const blockComment = Object.freeze(['/*', '*/']);
/** The bracket pairs: open, close. */
export const brackets = Object.freeze([['{', '}'], ['[', ']'], ['(', ')']].map((p) => Object.freeze(p)));
/** The pairs an editor closes as the opening one is typed: the brackets and string quotes. */
export const closingPairs = Object.freeze([...brackets, Object.freeze(['"', '"'])]);
/** A line, up to the cursor, that is a closing bracket after indentation: typing it re-indents. */
export const closingLine = /^\s*[}\])]$/;
/** A line that begins with a closing bracket: one unit less than the lines inside. */
export const startsClosed = /^\s*[}\])]/;
/** A line that leaves a bracket open (not in a line comment or a string): the next is one unit in. */
export const leavesOpen = /^((?!\/\/)[^"])*([{[(][^}\])"]*)$/;

/** The engine's kinds whose text holds no brackets of the code. */
const notCode = new Set(['comment', 'doc-comment', 'string', 'string-escape', 'interpolation', 'regex']);
const opening = new Map(brackets.map(([open, close]) => [close.charCodeAt(0), open.charCodeAt(0)]));
const openingCodes = new Set(brackets.map(([open]) => open.charCodeAt(0)));
const NEWLINE = 10, SPACE = 32, TAB = 9, RETURN = 13, HASH = 35;

/**
 * The offset of the innermost bracket left open before `pos`, or -1. `read(from, to)` gives
 * the document's text in [from, to) and the engine's tokens that overlap it (sorted), so that
 * brackets in comments and strings are not counted. A closing bracket that the next opening
 * bracket before it does not match is dropped (code being typed is often unbalanced).
 *
 * The scan goes back from `pos` in windows of growing size and stops at a line that starts with
 * code at column 0 (not a `#` directive), which is taken as outside every bracket: so its cost
 * follows the top-level declaration being edited, not the document.
 */
export function openBracket(pos, read) {
  const closed = []; // the opening brackets of the closing ones met, innermost last
  let startsCode = false; // whether the character after the one scanned can begin top-level code
  let to = pos;
  for (let size = 4096; to > 0; size *= 2) {
    const from = Math.max(0, to - size);
    const { text, tokens } = read(from, to);
    const skipped = tokens.filter((t) => notCode.has(t.kind) && t.end > from && t.start < to);
    let k = skipped.length - 1;
    let next = from;
    for (let i = to - 1; i >= from; i--) {
      while (k >= 0 && skipped[k].start > i) k--;
      if (k >= 0 && skipped[k].end > i) {
        startsCode = false;
        if (skipped[k].start < from) { next = skipped[k].start; break; }
        i = skipped[k].start;
        continue;
      }
      const c = text.charCodeAt(i - from);
      if (c === NEWLINE) {
        if (startsCode) return -1;
        startsCode = false;
        continue;
      }
      if (opening.has(c)) closed.push(opening.get(c));
      else if (openingCodes.has(c)) {
        while (closed.length > 0 && closed[closed.length - 1] !== c) closed.pop();
        if (closed.length === 0) return i;
        closed.pop();
      }
      startsCode = c !== SPACE && c !== TAB && c !== RETURN && c !== HASH;
    }
    to = next;
  }
  return -1;
}

/** Whether `textAfter` (a line's text from its indentation on) begins with `open`'s closing bracket. */
export function closes(open, textAfter) {
  const pair = brackets.find(([o]) => o === open);
  return pair !== undefined && textAfter.trimStart().startsWith(pair[1]);
}
