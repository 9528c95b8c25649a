// swift-highlight for CodeMirror 6: `swift()`, an extension that highlights Swift with the
// engine, marking each token with the class the HTML output gives it (`swh-keyword`, …), so
// that one stylesheet (`swift-highlight --css`, or css() of the main entry) serves pages and
// editors. See codemirror.d.ts.
//
// On each transaction that changes the document, each change goes to a SwiftDocument (the
// engine's incremental highlighter), which highlights again only what the change can affect,
// and no further than the end of the viewport: what lies below (after an edit that changes the
// rest of a long document) is highlighted in idle time, in slices, or when it scrolls into
// view. Then only the marks in the range whose tokens changed are made again (typing), or, when
// the change reaches outside the marked span or new text becomes visible, the marks of the
// visible text, so that their cost follows the viewport and not the document.
//
// Besides the colours, swift() gives the editor Swift's language data, as a language package
// does: comment tokens (toggle-comment), the brackets closeBrackets closes, and the lines that
// indentOnInput re-indents; and an indentation service, from the engine's tokens (brackets in
// comments and strings do not count), for Enter and re-indenting.
import { ViewPlugin, Decoration } from '@codemirror/view';
import { EditorState } from '@codemirror/state';
import { indentService } from '@codemirror/language';
import { SwiftDocument, tokens } from './index.js';
import { lineComment, blockComment, closingPairs, closingLine, openBracket, closes } from './language.js';

const marks = new Map();
function mark(kind) {
  let m = marks.get(kind);
  if (m === undefined) {
    m = Decoration.mark({ class: `swh-${kind}` });
    marks.set(kind, m);
  }
  return m;
}

/**
 * About how many marks a chunk of the decoration set holds (CodeMirror's own sets hold 250): at
 * each keystroke CodeMirror compares the marks of each chunk the change touches with those of
 * before, and maps them, so that smaller chunks make typing cost less, whatever the viewport.
 */
const CHUNK = 32;

/** How far past the viewport an edit highlights, and how much an idle slice highlights (UTF-16). */
const MARGIN = 4096;
const SLICE = 32768;

const idle = typeof requestIdleCallback === 'function'
  ? (f) => requestIdleCallback(f, { timeout: 500 }) : (f) => setTimeout(() => f({ timeRemaining: () => 8 }), 16);
const cancelIdle = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout;

class SwiftHighlighting {
  constructor(view) {
    this.view = view;
    this.document = new SwiftDocument(view.state.doc.toString());
    // The text (CodeMirror's immutable Text) the document holds.
    this.text = view.state.doc;
    live.add(this);
    this.idleTask = null;
    this.decorations = this.build(view);
  }

  update(update) {
    this.updateDecorations(update);
    this.text = update.state.doc;
  }

  updateDecorations(update) {
    if (update.docChanged) {
      // Changes in old-document positions, applied last first so that earlier ones stay valid.
      const changes = [];
      update.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
        changes.push([fromA, toA, inserted.toString()]);
      });
      const settleTo = update.view.viewport.to + MARGIN;
      let changed;
      for (let k = changes.length - 1; k >= 0; k--) changed = this.document.edit(...changes[k], { settleTo });
      if (this.document.pending < this.document.length) this.settleLater();
      // The span the marks cover, where the text moved.
      this.covered = { from: update.changes.mapPos(this.covered.from, -1), to: update.changes.mapPos(this.covered.to, 1) };
      const visible = update.view.visibleRanges;
      const { from, to } = this.covered;
      if (changes.length === 1 && changed.from >= from && changed.to <= to
          && visible.length > 0 && visible[0].from >= from && visible[visible.length - 1].to <= to) {
        // One change whose tokens changed where the marks are (typing), and nothing newly
        // visible: the marks move with the text, and only those in the changed range are made
        // again.
        const mapped = this.decorations.map(update.changes);
        const fresh = this.marks(changed.from, changed.to);
        // Typing inside a token usually leaves its marks as the mapping moved them: the same
        // set then, so that CodeMirror has no decoration to redraw.
        let same = true, k = 0;
        mapped.between(changed.from, changed.to, (f, t, value) => {
          if (t <= changed.from || f >= changed.to) return;
          const m = fresh[k++];
          if (m === undefined || m.from !== f || m.to !== t || m.value !== value) { same = false; return false; }
        });
        if (same && k === fresh.length) { this.decorations = mapped; return; }
        this.decorations = mapped.update({
          filterFrom: changed.from, filterTo: changed.to,
          filter: (f, t) => t <= changed.from || f >= changed.to, // keep marks that only touch it
          add: fresh,
        });
        return;
      }
    }
    if (update.docChanged || update.viewportChanged) this.decorations = this.build(update.view);
  }

  /** Highlights what edits left pending, in slices, when the browser is idle. */
  settleLater() {
    if (this.idleTask !== null) return;
    this.idleTask = idle((deadline) => {
      this.idleTask = null;
      if (this.document.handle === 0) return;
      do this.document.settle(this.document.pending + SLICE);
      while (this.document.pending < this.document.length && deadline.timeRemaining() > 2);
      if (this.document.pending < this.document.length) this.settleLater();
    });
  }

  /** The marks of the tokens that overlap [from, to), in order. */
  marks(from, to) {
    return this.document.tokens(from, to).map((t) => mark(t.kind).range(t.start, t.end));
  }

  /** The marks of the visible text (from the first visible range to the last). */
  build(view) {
    const visible = view.visibleRanges;
    const from = visible.length > 0 ? visible[0].from : 0;
    const to = visible.length > 0 ? visible[visible.length - 1].to : 0;
    // Text scrolled into view that idle time has not highlighted yet.
    if (this.document.pending < to) this.document.settle(view.viewport.to + MARGIN);
    this.covered = { from, to };
    return chunked(this.marks(from, to));
  }

  destroy() {
    live.delete(this);
    if (this.idleTask !== null) cancelIdle(this.idleTask);
    this.idleTask = null;
    this.document.free();
  }
}

/**
 * The set of `marks` (in order) in chunks of about CHUNK marks: each band of them added to the
 * set made of the bands before it, which keeps those bands' chunks as they are and puts the new
 * band in a chunk of its own. A band ends where a gap between two marks follows its CHUNK-th
 * mark (CodeMirror would merge a chunk with the next one that starts where it ends).
 */
function chunked(marks) {
  let set = Decoration.none;
  let start = 0;
  for (let k = CHUNK; k < marks.length; k++) {
    if (k - start >= CHUNK && marks[k - 1].to < marks[k].from) {
      set = set.update({ add: marks.slice(start, k) });
      start = k;
    }
  }
  return start === 0 ? Decoration.set(marks) : set.update({ add: marks.slice(start) });
}

const plugin = ViewPlugin.fromClass(SwiftHighlighting, { decorations: (v) => v.decorations });

// The plugins alive, whose documents the indentation service reads (it is given a state, not a
// view: the plugin whose text is the state's).
const live = new Set();

/** Swift's language data: what toggle-comment, closeBrackets and indentOnInput read. */
const languageData = EditorState.languageData.of(() => [{
  commentTokens: { line: lineComment, block: { open: blockComment[0], close: blockComment[1] } },
  closeBrackets: { brackets: closingPairs.map(([open]) => open) },
  indentOnInput: closingLine,
}]);

/**
 * The indentation of the line starting at `pos`: one unit in from the line of the innermost
 * bracket left open before it, or that line's own when the line begins with its closing bracket.
 */
const indentation = indentService.of((context, pos) => {
  const state = context.state;
  const open = openBracket(pos, reader(state, pos));
  if (open < 0) return 0;
  return context.lineIndent(open, 1) + (closes(state.sliceDoc(open, open + 1), context.textAfterPos(pos)) ? 0 : context.unit);
});

/** How openBracket reads `state`'s text before `pos`, with the engine's tokens. */
function reader(state, pos) {
  let document;
  for (const instance of live) {
    if (instance.text === state.doc) { document = instance.document; break; }
  }
  if (document === undefined) {
    // A state no plugin has seen yet (indentOnInput re-indents the line a bracket is typed on
    // before the plugin sees the change): the document of an editor whose text before the line
    // is the state's.
    const from = Math.max(0, pos - 4096);
    const text = state.sliceDoc(from, pos);
    for (const instance of live) {
      if (instance.view.state.doc.length >= pos && instance.view.state.sliceDoc(from, pos) === text) { document = instance.document; break; }
    }
  }
  if (document !== undefined && document.handle !== 0 && document.pending >= pos) {
    return (from, to) => ({ text: state.sliceDoc(from, to), tokens: document.tokens(from, to) });
  }
  // No document of this text: a highlight of the text before `pos`.
  const all = state.sliceDoc(0, pos);
  const whole = tokens(all);
  return (from, to) => ({ text: all.slice(from, to), tokens: whole });
}

/**
 * Swift for a CodeMirror 6 editor: add `swift()` to its extensions and a swift-highlight
 * stylesheet to the page.
 */
export function swift() {
  return [plugin, languageData, indentation];
}

/** The document of `view` as the engine sees it (its tokens), when `swift()` is installed. */
export function swiftDocument(view) {
  return view.plugin(plugin)?.document;
}
