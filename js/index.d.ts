/**
 * swift-highlight: Swift syntax highlighting for Node (18 and later) and browsers.
 *
 * The engine is the library's C API compiled to WebAssembly (`swift_highlight.wasm`, next to
 * this module). The module instantiates it when it is imported (top-level await), so every
 * function below is synchronous and usable right after `import`.
 *
 *     import { highlight, css } from 'swift-highlight';
 *     const html = highlight('let x = 1', { pre: true });
 *
 * Input is a string or a `Uint8Array` of UTF-8 bytes. Strings are encoded as `TextEncoder`
 * encodes them: a lone surrogate becomes U+FFFD. Bytes must be valid UTF-8 unless
 * `replaceInvalidUtf8` is set.
 *
 * Every function throws a {@link SwiftHighlightError} on bad input or bad options; after an
 * error the next call works normally.
 *
 * Importing the module throws one too (status 1, `cause` the file system's error) when
 * `swift_highlight.wasm` is missing: the npm package carries it; a source checkout has it once
 * `scripts/build/wasm.sh` has run, and the message names that command.
 */

import type {
  HtmlHeaderOptions, MarkdownHeaderOptions, AnsiHeaderOptions, TokenHeaderOptions,
} from './header-options.js';

/**
 * The kind of a highlighted token (the C API's `swh_kind_name`). Bytes no token covers are
 * plain, so `"plain"` never appears in {@link tokens}' result.
 */
export type TokenKind =
  | 'keyword'
  | 'type'
  | 'function'
  | 'property'
  | 'number'
  | 'string'
  | 'comment'
  | 'attribute'
  | 'preprocessor'
  | 'doc-comment'
  | 'string-escape'
  | 'interpolation'
  | 'regex'
  | 'operator'
  | 'macro'
  // Xcode's finer kinds, only with `xcodeKinds` (docs/xcode.md).
  | 'type-declaration'
  | 'function-declaration'
  | 'other-declaration'
  | 'doc-keyword'
  | 'mark-comment'
  | 'url'
  | 'system-type'
  | 'class'
  | 'system-class'
  | 'system-function'
  | 'system-property'
  | 'constant'
  | 'system-constant'
  | 'system-macro' | 'variable';

/** The bytes of an Xcode theme file (`.xccolortheme`, `.dvtcolortheme`), usable as a theme. */
export type ThemeFile = Uint8Array | ArrayBuffer;

/** Xcode's finer kinds (docs/xcode.md); the names options that bring them are the header's. */
export interface XcodeKindOptions {
  /**
   * Xcode's finer kinds: declared names, doc keywords, marks, URLs, classes, project and system
   * names. An Xcode theme file as `theme` brings them unless this is `false`.
   */
  xcodeKinds?: boolean;
}

/**
 * Every kind name, indexed by the C API's kind value (`SWH_KIND_*`): `kinds[0]` is `"plain"`,
 * `kinds[1]` is `"keyword"`, and so on.
 */
export declare const kinds: readonly ('plain' | TokenKind)[];

/**
 * Class name schemes (`SWH_SCHEME_*`):
 * - `native`: our kind names with the prefix, `swh-keyword`, `swh-doc-comment` (the default);
 * - `splash`: Splash's token types (`keyword`, `call`, `dotAccess`, …), no prefix by default;
 * - `hljs`: highlight.js scopes (`hljs-keyword`, `hljs-title function_`, …); a prefix replaces `hljs-`;
 * - `pygments`: Pygments short classes (`k`, `nf`, `s`, …) under `<pre class="… highlight">`;
 * - `treesitter`: tree-sitter highlight names (`keyword`, `string escape`, …);
 * - `prism`: Prism's classes (`token keyword`, `token class-name`, …), with `language-swift` on
 *   `<pre>` and `<code>`, so that a stock Prism theme colours the whole block.
 */
export type Scheme = 'native' | 'splash' | 'hljs' | 'pygments' | 'treesitter' | 'prism';

/**
 * Colour themes (`SWH_THEME_*`). `xcode` and `high-contrast` are light/dark pairs: in CSS the
 * dark member applies under `@media (prefers-color-scheme: dark)`, inline styles use the
 * light member and terminals the dark one.
 */
export type Theme =
  | 'xcode'
  | 'xcode-light'
  | 'xcode-dark'
  | 'high-contrast'
  | 'high-contrast-light'
  | 'high-contrast-dark';

/** Every scheme name, indexed by its `SWH_SCHEME_*` value. */
export declare const schemes: readonly Scheme[];
/** Every theme name, indexed by its `SWH_THEME_*` value. */
export declare const themes: readonly Theme[];

/**
 * Lines to highlight, as displayed (relative to `firstLine`): a string in the command line's
 * syntax (`"3,5-7"`), or an array whose items are line numbers or inclusive `[first, last]`
 * pairs. Line numbers are integers from 1 to 4294967295; at most 65536 ranges.
 */
export type LineSelection = string | ReadonlyArray<number | readonly [number, number]>;

/**
 * Options of {@link markdown} (the C API's `swh_options_t`). With finer kinds, the names any Swift
 * block of the document declares are the project's in every block.
 */
export interface MarkdownOptions extends XcodeKindOptions, MarkdownHeaderOptions {
  /** Which class names tokens get. Default `"native"`. */
  scheme?: Scheme;
  /**
   * The prefix of classes: only `[A-Za-z0-9_-]`, at most 64 bytes, may be empty. Default: the
   * scheme's own (`"swh-"` for native, `"hljs-"` for hljs, none for the others). Structural
   * classes (`code`, `line`, `ln`, `hl`) use it too, or `"swh-"` when it is not given.
   */
  classPrefix?: string;
  /**
   * Wrap the HTML in `<pre class="PREFIXcode"><code class="language-swift">` … `</code></pre>`,
   * as the command line's `--pre` does. Default `false`.
   */
  pre?: boolean;
  /**
   * With `pre`: give the `<code>` the class `language-swift` (the HTML standard's convention).
   * Default `true`, as on the command line.
   */
  languageClass?: boolean;
  /** Lines whose elements also get the class `PREFIXhl`. Implies `lines` when not empty. */
  highlightLines?: LineSelection;
  /** The number of the first line, an integer from 1 to 4294967295. Default 1. */
  firstLine?: number;
  /** The colours of inline styles: a theme name, or an Xcode theme file's bytes. Default `"xcode"`. */
  theme?: Theme | ThemeFile;
  /**
   * For `Uint8Array` input: highlight invalid UTF-8, rendering each maximal invalid
   * subsequence as U+FFFD, instead of throwing. Default `false`.
   */
  replaceInvalidUtf8?: boolean;
}

/** Options of {@link highlight}: those of {@link markdown}, and a caption. */
export interface HighlightOptions extends MarkdownOptions, HtmlHeaderOptions {
  /**
   * With `pre`: a caption for the block (a file name, say): the output becomes
   * `<figure class="PREFIXblock"><figcaption class="PREFIXtitle">TITLE</figcaption><pre …>…</pre></figure>`,
   * the title escaped. At most 4096 bytes of UTF-8, no NUL. Empty or absent: no caption.
   * Ignored without `pre`.
   */
  title?: string;
}

/** Options of {@link ansi}. */
export interface AnsiOptions extends XcodeKindOptions, AnsiHeaderOptions {
  /**
   * The colours; a pair theme means its dark member; an Xcode theme file's bytes colour 24-bit
   * output as the file has them. Default `"xcode"`.
   */
  theme?: Theme | ThemeFile;
  /** 24-bit colours (`ESC[38;2;R;G;Bm`, the default) or the 16 basic SGR colours. */
  colorDepth?: 16 | 24;
  /** Lines to mark (as in {@link MarkdownOptions.highlightLines}): a marker column, `> ` on these lines. */
  highlightLines?: LineSelection;
  /** The number of the first line (default 1). */
  firstLine?: number;
  /** As in {@link HighlightOptions.replaceInvalidUtf8}. */
  replaceInvalidUtf8?: boolean;
}

/** Options of {@link css}. */
export interface CssOptions {
  /** The selectors' scheme. Default `"native"`. */
  scheme?: Scheme;
  /** The selectors' class prefix, as in {@link HighlightOptions.classPrefix}. */
  classPrefix?: string;
  /**
   * For a pair theme: a selector under which the dark rules apply as well as under
   * `prefers-color-scheme: dark`, for a site whose toggle sets a class or attribute on a parent
   * element (`'.dark'`, `'[data-theme="dark"]'`, `'html.dark'`). When it names `dark`, its light
   * twin (`.light`, `[data-theme="light"]`) keeps the light rules whatever the system setting. At most 256
   * printable ASCII characters without `{ } ; < > @ \`. Single themes ignore it.
   */
  darkSelector?: string;
}

/** Options of {@link tokens}. */
export interface TokenOptions extends XcodeKindOptions, TokenHeaderOptions {
  /**
   * For `Uint8Array` input: tokenize invalid UTF-8 instead of throwing. Offsets still refer to
   * the original bytes; an invalid sequence inside a string literal or comment stays part of
   * that token, one anywhere else is plain.
   */
  replaceInvalidUtf8?: boolean;
}

/** One highlighted token: `code.slice(start, end)` has kind `kind`. */
export interface Token {
  /**
   * Where the token starts: an index into the string (UTF-16 code units) for string input, a
   * byte offset for `Uint8Array` input.
   */
  start: number;
  /** Where the token ends (exclusive), in the same unit as `start`. */
  end: number;
  kind: TokenKind;
}

/** The C API's status codes (`SWH_OK`, `SWH_ERROR_*`). */
export declare const Status: Readonly<{
  OK: 0;
  INVALID_ARGUMENT: 1;
  INVALID_UTF8: 2;
  TOO_LARGE: 3;
  OUT_OF_MEMORY: 4;
  FENCE: 6;
  THEME: 7;
}>;

/**
 * The error every function throws on bad input or bad options.
 *
 * `status` is the C API's status: 1 for bad options or arguments (also thrown before calling
 * the engine, for an unknown scheme or theme, a non-integer line number, a wrong type), 2 for
 * invalid UTF-8, 3 for input too large for the engine's memory (it is 32-bit: the limit is
 * below 4 GiB), 4 when memory ran out, 6 for a Swift code block whose fence options are
 * malformed (`{3-}`, `{7-5}`, `hl_lines="x"`, `linenums="a"`) or highlight a line past the
 * block's end (`{9}` on a one-line block): {@link markdown} and the Markdown plugins; `line` says
 * where).
 */
export declare class SwiftHighlightError extends Error {
  constructor(message: string, status: number, offset?: number, line?: number);
  readonly name: 'SwiftHighlightError';
  /** The C API's status code (see {@link Status}); never 0. */
  readonly status: number;
  /**
   * For invalid UTF-8 (status 2) in a `Uint8Array`: the byte offset of the first invalid
   * sequence. Undefined otherwise.
   */
  readonly offset?: number;
  /**
   * For malformed fence options (status 6): the line (from 1) of the block's opening fence, when
   * the Markdown tool tells it. Undefined otherwise.
   */
  readonly line?: number;
}

/**
 * Highlights Swift source to HTML. With the same options it returns the same bytes as
 * `swift-highlight --format html` (e.g. `{ pre: true, scheme: 'hljs' }` and
 * `--pre --scheme hljs`).
 */
export declare function highlight(code: string | Uint8Array, options?: HighlightOptions): string;

/**
 * Splits Swift source into highlighted tokens, sorted and non-overlapping. Offsets are UTF-16
 * indices for a string and byte offsets for a `Uint8Array`.
 */
export declare function tokens(code: string | Uint8Array, options?: TokenOptions): Token[];

/**
 * Highlights Swift source for a terminal with SGR escape sequences (`swh_highlight_ansi`).
 * Control characters of the input are shown as control pictures, so source text cannot drive
 * the terminal.
 */
export declare function ansi(code: string | Uint8Array, options?: AnsiOptions): string;

/**
 * A stylesheet for `theme` with the selectors of the scheme and class prefix (`swh_css`).
 * A pair theme gives light rules, then dark ones under `prefers-color-scheme: dark` (and under
 * {@link CssOptions.darkSelector} when given). Line numbers and diff marks are unselectable.
 */
export declare function css(theme?: Theme | ThemeFile, options?: CssOptions): string;

/**
 * Highlights the Swift code blocks of a Markdown or HTML document and returns the document with
 * only those blocks changed (`swh_highlight_markdown`): ```` ```swift ```` / `~~~swift` fences
 * become `<pre class="PREFIXcode"><code class="language-swift">` HTML blocks, and
 * `<pre><code class="language-swift">` blocks in HTML are highlighted in place. The options
 * apply to each block, except `highlightLines`. A fence's info string may carry options after
 * `swift`: `{3,5-7}` or `hl_lines="3 5-7"` (highlighted lines, from 1 at the block's first
 * line), `showLineNumbers`, `linenums="10"`, `startLine=10`, `title="Pager.swift"` (a caption)
 * and `diff` (or the language `diff-swift`); unknown options are ignored, and a malformed one,
 * or a highlighted line past the block's end, throws a {@link SwiftHighlightError} with status 6
 * and the block's `line`.
 */
export declare function markdown(text: string | Uint8Array, options?: MarkdownOptions): string;

/** The engine's version, e.g. `"0.1.0"` (`swh_version_string`). */
/** The options a fence's info string gives (parseFenceInfo). */
export interface FenceInfo {
  /** The first word, as written (`swift`, `Swift`, `diff-swift`, `python`, or empty). */
  language: string;
  /** Whether the block is Swift: its first word is `swift` (any case) or `diff-swift`. */
  isSwift: boolean;
  /** The block is a diff (the word `diff`, or the first word `diff-swift`). */
  diff: boolean;
  /** `showLineNumbers`, `linenums="N"` or `startLine=N`. */
  lineNumbers: boolean;
  /** The number of the first line; undefined when not given (1). */
  firstLine: number | undefined;
  /** `{3,5-7}` or `hl_lines="3 5-7"`: `[first, last]` pairs counted from 1 at the block's first line, in the order written. */
  highlightLines: [number, number][];
  /** The caption (`title="Pager.swift"`), without its quotes; undefined when not given. */
  title: string | undefined;
}

/**
 * Reads a fence's info string (the text after the opening fence, e.g. `swift {3,5-7}
 * title="Pager.swift"`) as `markdown()` does. With `code` (the block's code), a highlighted line
 * past its last line is refused too. Throws a SwiftHighlightError with status `Status.FENCE`
 * for a range list or line number that cannot be read (`{3-}`, `{7-5}`, `{0}`, `hl_lines="x"`).
 */
export declare function parseFenceInfo(info: string, code?: string | Uint8Array): FenceInfo;

/** Whether a fence's info string names Swift: its first word is `swift` (any case) or `diff-swift`. */
export declare function isSwiftInfo(info: string): boolean;

export declare const version: string;
/**
 * The engine's WebAssembly module this package loaded: `swift_highlight_simd.wasm` (its byte
 * scans use WebAssembly SIMD) where the WebAssembly engine supports SIMD, `swift_highlight.wasm`
 * elsewhere. Both give the same output; in Node, `SWIFT_HIGHLIGHT_WASM_SIMD=0` in the
 * environment loads `swift_highlight.wasm` everywhere.
 */
export declare const engineModule: 'swift_highlight.wasm' | 'swift_highlight_simd.wasm';

/** Options of {@link highlightDocument}. */
export interface DocumentOptions {
  /**
   * The CSS selector of a code block (default: `pre > code.language-swift, pre > code.lang-swift,
   * pre[data-language="swift" i] > code`). Its text is the code.
   */
  selector?: string;
  /**
   * The selector of a block's line elements, for renderers that write one element per line (DocC:
   * `.code-line`): each gets its line's markup and every other element of the block stays (line
   * numbers, annotations). Without it, a block's content is replaced whole.
   */
  lineSelector?: string;
  /** Class names, as for {@link highlight}. */
  scheme?: Scheme;
  /** Class prefix, as for {@link highlight}. */
  classPrefix?: string;
  /** Xcode's finer kinds, as for {@link highlight}. */
  xcodeKinds?: boolean;
  /**
   * Markup made ahead of time: given a block's code (its lines joined by line feeds), the inner
   * markup of each line (one string per line element; without `lineSelector`, the lines are
   * joined by line feeds), or undefined to highlight the block. Its markup must keep the code's
   * text (elements whose text is no code, such as `role="tooltip"` notes, aside).
   */
  markup?: (code: string) => readonly string[] | undefined;
  /** Whether blocks added or re-rendered later are highlighted too (default true: a MutationObserver). */
  observe?: boolean;
  /** Called with each block after it is highlighted. */
  onHighlight?: (block: Element) => void;
}

/** What {@link highlightDocument} returns. */
export interface DocumentHighlighter {
  /** How many times a block was highlighted (a re-rendered block counts again). */
  readonly highlighted: number;
  /** How many blocks could not be highlighted (they stay as they were; the reason is logged). */
  readonly errors: number;
  /** Looks for blocks again (for pages changed while not observed). */
  refresh(): void;
  /** Stops observing the page. */
  disconnect(): void;
}

/**
 * Re-highlights the Swift code blocks of a page rendered in the browser (`root`: a Document or an
 * Element, default `document`) and, unless `observe` is false, every block the page adds or
 * re-renders later, as single-page apps (DocC, Docusaurus, VitePress) do when the reader follows a
 * link. A block's text is kept character for character; only its markup changes. The observer
 * runs before the browser paints again, so the page's own highlighting of a block never reaches
 * the screen once the module is loaded. Browsers only (it needs the DOM).
 *
 *     import { highlightDocument } from 'swift-highlight';
 *     highlightDocument(document, { scheme: 'hljs' });
 */
export declare function highlightDocument(root?: Document | Element, options?: DocumentOptions): DocumentHighlighter;

/**
 * {@link highlightDocument}'s options for documentation rendered by DocC (swift-docc-render):
 * its Swift listings, their `.code-line` elements, and the `hljs` scheme with DocC's `syntax-`
 * prefix, so that DocC's stylesheet and the catalog's theme-settings.json colour them.
 */
export declare const doccOptions: Readonly<Required<Pick<DocumentOptions, 'selector' | 'lineSelector' | 'scheme' | 'classPrefix'>>>;
/**
 * A Swift document being edited (an editor's buffer) whose tokens the engine keeps up to date
 * edit by edit (`swh_document_*`): after an edit only what it can affect is highlighted again,
 * from the first line whose look-ahead reached the edit to the first line after it whose
 * classifier state is the one saved there before. Its tokens always equal
 * {@link tokens}`(document.text)`. Offsets are UTF-16 indices. Holds memory in the engine until
 * {@link SwiftDocument.free}.
 */
export declare class SwiftDocument {
  /** Highlights `text`. */
  constructor(text?: string);
  /** The current text. */
  readonly text: string;
  /** Its length in UTF-16 code units. */
  readonly length: number;
  /**
   * Replaces the text in [from, to) with `insert` and highlights again what that can change;
   * returns the range of the new text where the tokens changed (the inserted text and every
   * token that differs from before; outside it they are the earlier ones). Throws a
   * {@link SwiftHighlightError} (status 1) for a range outside the text.
   */
  edit(from: number, to: number, insert?: string, options?: {
    /**
     * Highlight only up to the first line start at or after this index (an editor passes the
     * end of what it shows): an edit that changes the rest of a long text (a block comment
     * closed) then costs what the shown text costs; the rest is {@link pending} until
     * {@link settle}.
     */
    settleTo?: number;
  }): { from: number; to: number };
  /**
   * Highlights the text that bounded edits left pending, up to the first line start at or
   * after `to` (default: the end) or until its tokens meet those of before (an editor calls it
   * in idle time); returns the range where the tokens changed.
   */
  settle(to?: number): { from: number; to: number };
  /**
   * The index from which the tokens may be those of before bounded edits: the text's length
   * when every token is up to date.
   */
  readonly pending: number;
  /** The tokens that overlap [from, to) (default: the whole text). */
  tokens(from?: number, to?: number): Token[];
  /** The bytes the engine keeps for the saved line states. */
  readonly stateBytes: number;
  /** Frees the engine's memory; the document cannot be used afterwards. */
  free(): void;
}
