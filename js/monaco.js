// swift-highlight for Monaco: registerSwift(monaco) makes Monaco show the engine's tokens for the
// language `swift`, as semantic tokens whose types are the engine's categories (keyword, type,
// function, property, number, string, comment, attribute, preprocessor), so that the rules of
// any Monaco theme apply; finer kinds are modifiers (comment.doc, string.escape,
// string.interpolation, string.regex, preprocessor.macro). Plus Monaco themes made from the
// engine's themes. See monaco.d.ts.
//
// Each model of language `swift` has a SwiftDocument (the engine's incremental highlighter)
// that follows its content changes as they happen, highlighting again only what a change can
// affect; Monaco asks for the semantic tokens after a change, and gets them from it.
import { SwiftDocument, css, themes as engineThemes } from './index.js';

/** The semantic token types: the engine's categories. */
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

const documents = new WeakMap();

/** The SwiftDocument that follows `model` (created on first use). */
function documentOf(model) {
  let entry = documents.get(model);
  if (entry !== undefined && entry.versionId === model.getVersionId()) return entry.document;
  if (entry !== undefined) entry.document.free();
  const document = new SwiftDocument(model.getValue());
  entry = { document, versionId: model.getVersionId() };
  documents.set(model, entry);
  const listener = model.onDidChangeContent((event) => {
    if (documents.get(model) !== entry) { listener.dispose(); return; }
    // Offsets of the content before the event; applied last first.
    const changes = [...event.changes].sort((a, b) => b.rangeOffset - a.rangeOffset);
    for (const c of changes) document.edit(c.rangeOffset, c.rangeOffset + c.rangeLength, c.text);
    entry.versionId = event.versionId;
  });
  model.onWillDispose(() => { listener.dispose(); document.free(); documents.delete(model); });
  return document;
}

/** The tokens of `model` as Monaco's semantic token data (tokens cut at line breaks). */
function semanticTokens(model) {
  const document = documentOf(model);
  const text = model.getValue();
  const data = [];
  let line = 0, lineStart = 0, scanned = 0;
  let lastLine = 0, lastChar = 0;
  const push = (start, end, type, modifiers) => {
    const char = start - lineStart;
    data.push(line - lastLine, line === lastLine ? char - lastChar : char, end - start, type, modifiers);
    lastLine = line;
    lastChar = char;
  };
  for (const t of document.tokens()) {
    const e = encoding.get(t.kind);
    if (e === undefined) continue;
    let start = t.start;
    // Move to the line of `start`, then cut the token at each line break inside it.
    for (;;) {
      while (scanned < start) {
        const c = text.charCodeAt(scanned++);
        if (c === 10 || (c === 13 && text.charCodeAt(scanned) !== 10)) { line++; lineStart = scanned; }
      }
      let k = start;
      while (k < t.end && text.charCodeAt(k) !== 10 && text.charCodeAt(k) !== 13) k++;
      if (k > start) push(start, k, e[0], e[1]);
      if (k >= t.end) break;
      start = k + (text.charCodeAt(k) === 13 && text.charCodeAt(k + 1) === 10 ? 2 : 1);
      if (start >= t.end) break;
    }
  }
  return new Uint32Array(data);
}

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
 * Makes Monaco highlight the language `swift` with swift-highlight: registers the language if
 * Monaco does not know it, replaces Monaco's own Swift tokenizer with one that colours nothing,
 * provides the engine's tokens as semantic tokens, and defines the themes of `monacoThemes`.
 * Editors need `'semanticHighlighting.enabled': true` (Monaco's default for standalone themes
 * is off). Returns a disposable that removes the provider.
 */
export function registerSwift(monaco) {
  const { languages, editor } = monaco;
  if (!languages.getLanguages().some((l) => l.id === 'swift')) {
    languages.register({ id: 'swift', extensions: ['.swift'], aliases: ['Swift', 'swift'] });
  }
  const plainState = { clone() { return plainState; }, equals(other) { return other === plainState; } };
  const plain = { getInitialState: () => plainState, tokenize: () => ({ tokens: [], endState: plainState }) };
  let tokenizer = languages.setTokensProvider('swift', plain);
  let disposed = false;
  // Monaco's own Swift tokenizer is registered when the language is first used, once its module
  // has loaded (asynchronously): whenever it shows up, the plain one replaces it again.
  let watching = null;
  const watch = () => {
    clearInterval(watching);
    let ticks = 0;
    watching = setInterval(() => {
      if (disposed || ++ticks > 200) { clearInterval(watching); return; }
      if (editor.tokenize('let', 'swift')[0]?.some((t) => t.type !== '')) {
        tokenizer.dispose();
        tokenizer = languages.setTokensProvider('swift', plain);
      }
    }, 50);
  };
  watch();
  const onLanguage = languages.onLanguage('swift', watch);
  const provider = languages.registerDocumentSemanticTokensProvider('swift', {
    getLegend: () => ({ tokenTypes: [...tokenTypes], tokenModifiers: [...tokenModifiers] }),
    provideDocumentSemanticTokens: (model) => ({ data: semanticTokens(model) }),
    releaseDocumentSemanticTokens: () => {},
  });
  for (const name of monacoThemes) editor.defineTheme(name, monacoTheme(name.slice('swift-highlight-'.length)));
  return {
    dispose() {
      disposed = true;
      clearInterval(watching);
      onLanguage.dispose();
      tokenizer.dispose();
      provider.dispose();
    },
  };
}
