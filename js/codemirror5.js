// swift-highlight for CodeMirror 5: the mode `swift-highlight` (registered by
// defineSwiftMode(CodeMirror)), which styles each token with the CodeMirror style of its kind
// (so CodeMirror 5 themes apply) plus `swh-KIND` (class `cm-swh-KIND`). See codemirror5.d.ts.
//
// A CodeMirror 5 mode sees one line at a time; the engine's look-aheads read across lines. So
// each editor using the mode has a SwiftDocument (the engine's incremental highlighter) that
// follows the editor's changes, and the mode reads the tokens of each line from it. An edit
// is highlighted up to the end of the lines the editor renders; a later line when the mode
// styles it. When an edit changes tokens on lines before the one it touched (a look-ahead
// reached it), those lines are styled again.
//
// The mode also carries Swift's editing data: comment tokens (the comment addon's
// toggleComment), the pairs the closebrackets addon closes, and indentation (electric closing
// brackets, Enter): one unit in from the line of the innermost bracket left open, brackets in
// comments and strings not counted.
import { SwiftDocument } from './index.js';
import { lineComment, blockComment, closingPairs, closingLine, openBracket, closes } from './language.js';

/** The CodeMirror 5 style of each engine kind. */
export const styles = Object.freeze({
  keyword: 'keyword', type: 'type', function: 'variable-2', property: 'property', number: 'number',
  string: 'string', comment: 'comment', attribute: 'attribute', preprocessor: 'meta', 'doc-comment': 'comment',
  'string-escape': 'string-2', interpolation: 'string-2', regex: 'string-2', operator: 'operator', macro: 'meta',
});

/**
 * Defines the mode `swift-highlight` (and the MIME type text/x-swift-highlight) on `CodeMirror`
 * (the CodeMirror 5 global or module). Editors opt in with `mode: 'swift-highlight'`.
 */
export function defineSwiftMode(CodeMirror) {
  const editors = new WeakMap(); // an editor's options object -> the editor
  CodeMirror.defineInitHook((cm) => {
    editors.set(cm.options, cm);
    // The mode was loaded before this hook ran, without the editor: load it again.
    if (cm.getOption('mode') === 'swift-highlight' || cm.getOption('mode') === 'text/x-swift-highlight') cm.setOption('mode', cm.getOption('mode'));
  });

  CodeMirror.defineMode('swift-highlight', (config) => {
    const cm = editors.get(config);
    const document = attach(cm);
    const lineTokens = (line) => {
      if (document === undefined) return [];
      const from = cm.indexFromPos({ line, ch: 0 });
      const to = from + cm.getLine(line).length;
      // A line past where the last edits stopped (see attach): highlighted now, with the
      // rendered lines, as CodeMirror styles it (in its background work, or as it scrolls into view).
      if (document.pending < to) document.settle(Math.max(to, viewportEnd(cm)));
      return document.tokens(from, to).map((t) => ({ start: Math.max(t.start, from) - from, end: Math.min(t.end, to) - from, kind: t.kind }));
    };
    // The line being styled: CodeMirror (5.27 and later) tells it (stream.lineOracle), since it
    // may start styling at any line with a fresh state; else counted in the state.
    const lineOf = (stream, state) => stream.lineOracle?.line ?? state.line;
    return {
      // `known`: whether `line` was told by CodeMirror (a state made at a line CodeMirror
      // chose to start from, with no line styled yet, does not know its line).
      startState: () => ({ line: 0, known: false, tokens: null, tokensLine: -1 }),
      copyState: (s) => ({ line: s.line, known: s.known, tokens: s.tokens, tokensLine: s.tokensLine }),
      blankLine: (s) => { s.line++; s.tokens = null; },
      token(stream, state) {
        const line = lineOf(stream, state);
        if (stream.lineOracle !== undefined) state.known = true;
        if (state.tokens === null || state.tokensLine !== line) {
          state.tokens = lineTokens(line);
          state.tokensLine = line;
        }
        const at = stream.pos;
        const t = state.tokens.find((x) => x.end > at);
        let style = null;
        if (t === undefined) stream.skipToEnd();
        else if (t.start > at) stream.pos = t.start;
        else {
          stream.pos = t.end;
          style = `${styles[t.kind] ?? ''} swh-${t.kind}`.trim();
        }
        if (stream.eol()) { state.line = line + 1; state.tokens = null; }
        return style;
      },
      // The indentation of the state's line, given the text after its indentation.
      indent(state, textAfter) {
        if (cm === undefined || document === undefined || !state.known) return CodeMirror.Pass;
        // The document's tokens before the line: the editor's change event, which the document
        // follows, comes at the end of the operation that indents (Enter, an electric bracket),
        // but the change is at or after the line's start.
        const pos = cm.indexFromPos({ line: state.line, ch: 0 });
        const text = (from, to) => cm.getRange(cm.posFromIndex(from), cm.posFromIndex(to), '\n');
        const open = openBracket(pos, (from, to) => ({ text: text(from, to), tokens: document.tokens(from, to) }));
        if (open < 0) return 0;
        const openLine = cm.getLine(cm.posFromIndex(open).line);
        const column = CodeMirror.countColumn(openLine, openLine.search(/\S|$/), cm.getOption('tabSize'));
        return column + (closes(text(open, open + 1), textAfter) ? 0 : cm.getOption('indentUnit'));
      },
      electricInput: closingLine,
      lineComment,
      blockCommentStart: blockComment[0],
      blockCommentEnd: blockComment[1],
      closeBrackets: closingPairs.map((p) => p.join('')).join(''),
    };
  });
  CodeMirror.defineMIME('text/x-swift-highlight', 'swift-highlight');

  /** The document that follows `cm`'s changes, made when the mode is first used there. */
  function attach(cm) {
    if (cm === undefined) return undefined;
    if (cm.swiftHighlightDocument !== undefined) cm.swiftHighlightDocument.free();
    const document = new SwiftDocument(cm.getValue('\n'));
    cm.swiftHighlightDocument = document;
    const onChange = (_, change) => {
      if (cm.swiftHighlightDocument !== document) { cm.off('change', onChange); return; }
      const from = cm.indexFromPos(change.from);
      const removed = change.removed.join('\n').length;
      // Highlighted again no further than the lines CodeMirror renders: an edit that changes
      // the rest of a long document (opening a block comment) costs what those lines cost;
      // the mode highlights each later line when CodeMirror styles it.
      const changed = document.edit(from, from + removed, change.text.join('\n'), { settleTo: viewportEnd(cm) });
      // Lines before the edited one whose tokens a look-ahead changed: style them again.
      const first = cm.posFromIndex(changed.from).line;
      if (first < change.from.line) {
        cm.operation(() => { for (let line = first; line < change.from.line; line++) cm.getDoc().getLineHandle(line).styles = null; });
        const doc = cm.getDoc();
        if (typeof doc.highlightFrontier === 'number') doc.highlightFrontier = Math.min(doc.highlightFrontier, first);
        if (typeof doc.modeFrontier === 'number') doc.modeFrontier = Math.min(doc.modeFrontier, first);
        cm.refresh();
      }
    };
    cm.on('change', onChange);
    return document;
  }
}

/** The index of the end of the lines `cm` renders (its viewport, margin included). */
function viewportEnd(cm) {
  return cm.indexFromPos({ line: cm.getViewport().to, ch: 0 });
}

/** The engine's document behind a CodeMirror 5 editor in mode swift-highlight. */
export function swiftDocument(cm) {
  return cm.swiftHighlightDocument;
}
