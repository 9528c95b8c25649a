// swift-highlight for CodeMirror 6: `swift()`, an extension that highlights Swift with the
// engine, marking each token with the class the HTML output gives it (`swh-keyword`, …), so
// that one stylesheet (`swift-highlight --css`, or css() of the main entry) serves pages and
// editors. See codemirror.d.ts.
//
// On each transaction that changes the document, each change goes to a SwiftDocument (the
// engine's incremental highlighter), which highlights again only what the change can affect;
// the decorations are then rebuilt for the visible ranges only, so that their cost follows the
// viewport and not the document.
import { ViewPlugin, Decoration } from '@codemirror/view';
import { RangeSetBuilder } from '@codemirror/state';
import { SwiftDocument } from './index.js';

const marks = new Map();
function mark(kind) {
  let m = marks.get(kind);
  if (m === undefined) {
    m = Decoration.mark({ class: `swh-${kind}` });
    marks.set(kind, m);
  }
  return m;
}

class SwiftHighlighting {
  constructor(view) {
    this.document = new SwiftDocument(view.state.doc.toString());
    this.decorations = this.build(view);
  }

  update(update) {
    if (update.docChanged) {
      // Changes in old-document positions, applied last first so that earlier ones stay valid.
      const changes = [];
      update.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
        changes.push([fromA, toA, inserted.toString()]);
      });
      for (let k = changes.length - 1; k >= 0; k--) this.document.edit(...changes[k]);
    }
    if (update.docChanged || update.viewportChanged) this.decorations = this.build(update.view);
  }

  build(view) {
    const builder = new RangeSetBuilder();
    let end = 0;
    for (const { from, to } of view.visibleRanges) {
      for (const t of this.document.tokens(from, to)) {
        // A token across two visible ranges was added with the first.
        if (t.start < end) continue;
        builder.add(t.start, t.end, mark(t.kind));
        end = t.end;
      }
    }
    return builder.finish();
  }

  destroy() {
    this.document.free();
  }
}

const plugin = ViewPlugin.fromClass(SwiftHighlighting, { decorations: (v) => v.decorations });

/**
 * Swift highlighting for a CodeMirror 6 editor: add `swift()` to its extensions and a
 * swift-highlight stylesheet to the page.
 */
export function swift() {
  return [plugin];
}

/** The document of `view` as the engine sees it (its tokens), when `swift()` is installed. */
export function swiftDocument(view) {
  return view.plugin(plugin)?.document;
}
