// swift-highlight for Monaco: registerSwift(monaco) makes Monaco show the engine's tokens for the
// language `swift`, as its tokens provider, with token names after the engine's categories
// (keyword, type, function, property, number, string, comment, attribute, preprocessor) so that
// the rules of any Monaco theme apply; finer kinds are below them (comment.doc, string.escape,
// string.interpolation, string.regex, preprocessor.macro). Plus Monaco themes made from the
// engine's themes. See monaco.d.ts.
import { SwiftDocument, css, themes as engineThemes } from './index.js';
import { lineComment, blockComment, brackets, closingPairs, startsClosed, leavesOpen } from './language.js';

/**
 * Swift's language configuration for Monaco: comments (toggle line and block comment), brackets
 * (matching), auto-closing and surrounding pairs (quotes not closed in strings and comments),
 * and indentation rules (a line that leaves a bracket open indents the next; a closing bracket
 * typed at a line's indentation dedents it).
 */
export const languageConfiguration = Object.freeze({
  comments: { lineComment, blockComment: [...blockComment] },
  brackets: brackets.map((p) => [...p]),
  autoClosingPairs: closingPairs.map(([open, close]) => (open === '"' ? { open, close, notIn: ['string', 'comment'] } : { open, close })),
  surroundingPairs: closingPairs.map(([open, close]) => ({ open, close })),
  indentationRules: { increaseIndentPattern: leavesOpen, decreaseIndentPattern: startsClosed },
});

/** The token names: the engine's categories. */
export const tokenTypes = Object.freeze(['keyword', 'type', 'function', 'property', 'number', 'string', 'comment', 'attribute', 'preprocessor']);
/** The modifiers that tell the finer kinds. */
export const tokenModifiers = Object.freeze(['doc', 'escape', 'interpolation', 'regex', 'macro']);

// The engine's kind name -> [type index, modifier bits]; kinds not listed (operator) are plain.
const encoding = new Map([
  ...tokenTypes.map((t, k) => [t, [k, 0]]),
  ['doc-comment', [6, 1]], ['string-escape', [5, 2]], ['interpolation', [5, 4]], ['regex', [5, 8]], ['macro', [8, 16]],
]);

/** The Monaco rule name of an engine kind ("comment.doc" for doc-comment), or undefined for plain. */
function ruleName(kind) {
  const e = encoding.get(kind);
  if (e === undefined) return undefined;
  const modifier = tokenModifiers.find((_, k) => e[1] === 1 << k);
  return modifier ? `${tokenTypes[e[0]]}.${modifier}` : tokenTypes[e[0]];
}

// Monaco's tokenization asks for one line at a time, with the state the line before ended in,
// and stops going down the document at the first line whose new begin state equals the one it
// had. Our state at the start of a line is a handle of that line (the same object as long as the
// line exists): equal to itself unless the engine's tokens on the line changed since Monaco last
// asked for it (`dirty`), so that after an edit Monaco goes on exactly as far as the tokens
// changed. The tokens themselves come from the model's SwiftDocument, which follows the model's
// content changes as they happen (highlighting again only what a change can affect).

/** A line's begin state: its model's entry and its 0-based index there. */
class LineHandle {
  constructor(entry, line) { this.entry = entry; this.line = line; this.dirty = false; }
  clone() { return this; }
  equals(other) { return other === this && !this.dirty; }
}

/** The state of a line whose place Monaco's guess does not tell (text not the line's): plain. */
const lost = { clone() { return lost; }, equals() { return false; } };

/** The line breaks in `text`, counted as Monaco does (CRLF, CR and LF are one each). */
function lineBreaks(text) {
  let n = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) n++;
  }
  return n;
}

/** Per model: its SwiftDocument, the line handles (index 0: Monaco's initial state) and listeners. */
class ModelEntry {
  constructor(model) {
    this.model = model;
    this.document = null;
    this.handles = null;
  }

  /** Makes the document and the handles from the model's text; `start` is line 0's state. */
  reset(start) {
    this.document?.free();
    this.document = new SwiftDocument(this.model.getValue());
    const count = this.model.getLineCount();
    this.handles = new Array(count);
    this.handles[0] = start;
    start.entry = this;
    start.line = 0;
    for (let k = 1; k < count; k++) this.handles[k] = new LineHandle(this, k);
  }

  /** Follows a content change event of the model (ranges before the change, last first). */
  change(event) {
    if (this.document === null) return;
    if (event.isFlush) { this.reset(this.handles[0]); return; }
    let first = Infinity, last = -1;
    let renumberFrom = Infinity;
    const changes = [...event.changes].sort((a, b) => b.rangeOffset - a.rangeOffset);
    const spans = [];
    for (const c of changes) {
      const changed = this.document.edit(c.rangeOffset, c.rangeOffset + c.rangeLength, c.text);
      const delta = c.text.length - c.rangeLength;
      for (const s of spans) { if (s.from >= c.rangeOffset) s.from += delta; if (s.to >= c.rangeOffset) s.to += delta; }
      spans.push({ ...changed });
      // The handles of the lines the change removes and makes, as Monaco's state store does.
      const { startLineNumber: a, endLineNumber: b } = c.range;
      const made = lineBreaks(c.text);
      if (b - a !== 0 || made !== 0) {
        const fresh = Array.from({ length: made }, () => new LineHandle(this, 0));
        // (concat rather than a spread: a paste may make more lines than a call takes arguments)
        this.handles = this.handles.slice(0, a).concat(fresh, this.handles.slice(b));
        renumberFrom = Math.min(renumberFrom, a);
      }
    }
    for (let k = renumberFrom; k < this.handles.length; k++) this.handles[k].line = k;
    for (const s of spans) {
      first = Math.min(first, this.model.getPositionAt(s.from).lineNumber - 1);
      last = Math.max(last, this.model.getPositionAt(s.to).lineNumber - 1);
    }
    for (let k = Math.max(first, 1); k <= last && k < this.handles.length; k++) this.handles[k].dirty = true;
    // Monaco tokenizes again from the first line a change touches; tokens that changed above it
    // (a look-ahead from an earlier line read the edit) need its tokenization started over.
    const touched = changes.reduce((m, c) => Math.min(m, c.range.startLineNumber), Infinity) - 1;
    if (first < touched) this.model.resetTokenization?.();
    // Monaco tokenizes the lines it shows 50 ms after a change; the lines whose tokens changed
    // (up to a screenful or so below the edit) are tokenized now instead, once Monaco's own
    // listeners have seen the change, so that the next frame shows their colours.
    const until = Math.min(Math.max(last, touched) + 1, touched + 200, this.model.getLineCount() - 1) + 1;
    queueMicrotask(() => { if (!this.model.isDisposed() && this.document !== null) this.model.forceTokenization(until); });
  }

  /** Monaco's tokens of `text`, line `line` of the model, from the document. */
  tokenize(text, line) {
    // Monaco also asks for the tokens of a line as an edit would make it (auto-closing pairs):
    // text that is not the line's gets none, and leaves the line's state as it was.
    if (line >= this.model.getLineCount() || this.model.getLineContent(line + 1) !== text) return { tokens: [], endState: lost };
    this.handles[line].dirty = false;
    const next = this.handles[line + 1] ?? lost;
    const lineStart = this.model.getOffsetAt({ lineNumber: line + 1, column: 1 });
    const lineEnd = lineStart + text.length;
    const tokens = [];
    let at = 0;
    for (const t of this.document.tokens(lineStart, lineEnd)) {
      const scope = scopes.get(t.kind);
      if (scope === undefined) continue;
      const start = Math.max(t.start, lineStart) - lineStart, end = Math.min(t.end, lineEnd) - lineStart;
      if (start > at) tokens.push({ startIndex: at, scopes: '' });
      tokens.push({ startIndex: start, scopes: scope });
      at = end;
    }
    if (at < text.length || tokens.length === 0) tokens.push({ startIndex: at, scopes: '' });
    return { tokens, endState: next };
  }

  free() {
    this.document?.free();
    this.document = null;
    this.handles = null;
  }
}

// The engine's kind name -> Monaco token name ("comment.doc" for doc-comment).
const scopes = new Map([...encoding.keys()].map((kind) => [kind, ruleName(kind)]));

/** Colours of the engine's theme `name` (a single theme, not a light/dark pair), by kind. */
function themeColors(name) {
  const sheet = css(name);
  const colors = {};
  for (const m of sheet.matchAll(/\.swh-([a-z-]+)\{color:#([0-9a-f]{6})(;font-style:italic)?(;font-weight:bold)?/g)) {
    colors[m[1]] = { color: m[2], fontStyle: [m[3] ? 'italic' : '', m[4] ? 'bold' : ''].join(' ').trim() };
  }
  const code = /\.swh-code\{color:#([0-9a-f]{6});background:#([0-9a-f]{6})\}/.exec(sheet);
  return { colors, foreground: code?.[1], background: code?.[2] };
}

/**
 * Monaco theme data made from the engine's theme `name` (one of its single themes, such as
 * `xcode-light`, `xcode-dark`, `high-contrast-dark`), for `monaco.editor.defineTheme`.
 */
export function monacoTheme(name) {
  const { colors, foreground, background } = themeColors(name);
  const dark = background !== undefined && parseInt(background.slice(0, 2), 16) < 0x80;
  const rules = [];
  for (const [kind, style] of Object.entries(colors)) {
    const token = ruleName(kind);
    if (token !== undefined) rules.push({ token, foreground: style.color, ...(style.fontStyle ? { fontStyle: style.fontStyle } : {}) });
  }
  return {
    base: dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules,
    colors: { ...(foreground ? { 'editor.foreground': `#${foreground}` } : {}), ...(background ? { 'editor.background': `#${background}` } : {}) },
  };
}

/** The engine's single themes, as Monaco theme names (`swift-highlight-xcode-light`, …). */
export const monacoThemes = Object.freeze(engineThemes.filter((t) => t.endsWith('-light') || t.endsWith('-dark')).map((t) => `swift-highlight-${t}`));

/**
 * A registration with Monaco (a tokens provider, a language configuration) that can be made
 * again when another one replaces it: `set()` disposes the current one and makes it anew with
 * `make`; `setting` is true while it does, so that the events Monaco fires for our own call are
 * not taken for a replacement.
 */
function renewable(make) {
  let current = null;
  const registration = {
    setting: false,
    set() {
      registration.setting = true;
      try {
        current?.dispose();
        current = make();
      } finally { registration.setting = false; }
    },
    dispose() {
      current?.dispose();
      current = null;
    },
  };
  return registration;
}

/**
 * Makes Monaco highlight the language `swift` with swift-highlight: registers the language if
 * Monaco does not know it, sets the engine as its tokens provider (in place of Monaco's own
 * Swift tokenizer), sets `languageConfiguration` for the language (in place of Monaco's own, and
 * of any set later) unless `options.languageConfiguration` is false, and defines the themes of `monacoThemes`.
 * Returns a disposable that removes the provider and the configuration.
 */
export function registerSwift(monaco, options = {}) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new TypeError('swift-highlight: registerSwift: options must be an object');
  for (const key of Object.keys(options)) {
    if (key !== 'languageConfiguration') throw new TypeError(`swift-highlight: registerSwift: unknown option "${key}"`);
  }
  if (options.languageConfiguration !== undefined && typeof options.languageConfiguration !== 'boolean') {
    throw new TypeError('swift-highlight: registerSwift: languageConfiguration must be true or false');
  }
  const { languages, editor } = monaco;
  if (!languages.getLanguages().some((l) => l.id === 'swift')) {
    languages.register({ id: 'swift', extensions: ['.swift'], aliases: ['Swift', 'swift'] });
  }
  // Monaco merges the configurations set for a language field by field, the last set winning,
  // and its own Swift language sets one (comments, brackets, pairs) when it loads, which is
  // after this call: ours is set again whenever another one is set for the language (a model of
  // the language tells, at once for ours).
  const configure = options.languageConfiguration !== false;
  const configuration = renewable(() => languages.setLanguageConfiguration('swift', languageConfiguration));
  const entries = new Map();
  const listeners = [];
  // Monaco asks for the initial state of a model when it starts its tokenization over (the
  // model made, its language or text replaced, a tokens provider set), without saying which
  // model; each model tells right after (its creation, a tokens or content event), and binds the
  // last initial state made. A state still unbound when used goes to the model whose first line
  // is the one asked for.
  let unbound = null;
  const bind = (model) => {
    if (unbound === null || model.getLanguageId() !== 'swift' || model.isDisposed()) return;
    let entry = entries.get(model);
    if (entry === undefined) { entry = new ModelEntry(model); entries.set(model, entry); }
    entry.reset(unbound);
    unbound = null;
  };
  const tokenizer = renewable(() => languages.setTokensProvider('swift', provider));
  const follow = (model) => {
    listeners.push(
      model.onDidChangeContent((event) => {
        entries.get(model)?.change(event);
        if (event.isFlush) bind(model);
      }),
      model.onDidChangeTokens((event) => {
        if (!event.tokenizationSupportChanged) return;
        if (model.getLanguageId() !== 'swift') { entries.get(model)?.free(); entries.delete(model); return; }
        bind(model);
        // Monaco's own Swift tokenizer, loaded late (when a model of the language is made),
        // registers itself over ours: ours comes back.
        if (!tokenizer.setting && !disposed && !scheduled) {
          scheduled = true;
          queueMicrotask(() => { scheduled = false; if (!disposed) tokenizer.set(); });
        }
      }),
      model.onWillDispose(() => { entries.get(model)?.free(); entries.delete(model); }),
      model.onDidChangeLanguageConfiguration(() => {
        if (configure && !configuration.setting && !disposed && model.getLanguageId() === 'swift') configuration.set();
      }),
    );
  };
  let disposed = false, scheduled = false;
  const provider = {
    getInitialState() {
      unbound = new LineHandle(null, 0);
      return unbound;
    },
    tokenize(text, state) {
      if (state === lost) return { tokens: [], endState: lost };
      let entry = state.entry;
      if (entry === null) {
        const model = editor.getModels().find((m) => m.getLanguageId() === 'swift' && !m.isDisposed() && m.getLineContent(1) === text);
        if (model === undefined) return { tokens: [], endState: lost };
        if (unbound === state) bind(model); else { entry = entries.get(model) ?? new ModelEntry(model); entries.set(model, entry); entry.reset(state); }
        entry = state.entry;
      }
      if (entry.handles === null || entry.handles[state.line] !== state) return { tokens: [], endState: lost };
      return entry.tokenize(text, state.line);
    },
  };
  for (const model of editor.getModels()) follow(model);
  listeners.push(editor.onDidCreateModel((model) => { follow(model); bind(model); }));
  tokenizer.set();
  if (configure) configuration.set();
  for (const name of monacoThemes) editor.defineTheme(name, monacoTheme(name.slice('swift-highlight-'.length)));
  return {
    dispose() {
      disposed = true;
      for (const l of listeners) l.dispose();
      tokenizer.dispose();
      configuration.dispose();
      for (const entry of entries.values()) entry.free();
      entries.clear();
    },
  };
}
