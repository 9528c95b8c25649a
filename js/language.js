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

/**
 * The offset of the innermost bracket left open before `text`'s end, or -1: `text` is the start
 * of a document and `tokens` the engine's tokens over it (sorted, as tokens() gives them), so that
 * brackets in comments and strings are not counted. A closing bracket that the next opening
 * bracket before it does not match is dropped (code being typed is often unbalanced).
 */
export function openBracket(text, tokens) {
  const skipped = tokens.filter((t) => notCode.has(t.kind));
  let k = skipped.length - 1;
  const open = []; // closing brackets met (their opening code), innermost last
  for (let i = text.length - 1; i >= 0; i--) {
    while (k >= 0 && skipped[k].start > i) k--;
    if (k >= 0 && skipped[k].end > i) { i = skipped[k].start; continue; }
    const c = text.charCodeAt(i);
    if (opening.has(c)) open.push(opening.get(c));
    else if (openingCodes.has(c)) {
      // Closing brackets met that this one does not match closed nothing here: dropped.
      while (open.length > 0 && open[open.length - 1] !== c) open.pop();
      if (open.length === 0) return i;
      open.pop();
    }
  }
  return -1;
}

/** Whether `textAfter` (a line's text from its indentation on) begins with `open`'s closing bracket. */
export function closes(open, textAfter) {
  const pair = brackets.find(([o]) => o === open);
  return pair !== undefined && textAfter.trimStart().startsWith(pair[1]);
}
