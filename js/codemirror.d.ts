// swift-highlight/codemirror: Swift for CodeMirror 6 (peer dependencies @codemirror/view,
// @codemirror/state and @codemirror/language, 6.x from late 2022 on).
import type { Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { SwiftDocument } from './index.js';

/**
 * Swift highlighting: each token is marked with the class the HTML output gives it
 * (`swh-keyword`, `swh-string`, …), so a swift-highlight stylesheet (`css()` or
 * `swift-highlight --css`) colours it. Highlighting follows each transaction incrementally and
 * decorates only the visible ranges.
 *
 * Also Swift's language data, as a language package gives it: `commentTokens` (line `//` and the block pair;
 * toggleComment), `closeBrackets` (`(`, `[`, `{`, `"`; closeBrackets), `indentOnInput` (a
 * closing bracket typed at a line's indentation re-indents it), and an indentation service (one
 * unit in from the line of the innermost open bracket; brackets in comments and strings do not
 * count; a line that starts with code at column 0, not a `#` directive, is outside every
 * bracket) used by Enter (insertNewlineAndIndent) and indentSelection.
 */
export declare function swift(): Extension;

/** The engine's document behind `view` when {@link swift} is installed, else undefined. */
export declare function swiftDocument(view: EditorView): SwiftDocument | undefined;
