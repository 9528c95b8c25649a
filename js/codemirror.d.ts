// swift-highlight/codemirror: Swift highlighting for CodeMirror 6 (peer dependencies
// @codemirror/view and @codemirror/state, 6.x from late 2022 on).
import type { Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { SwiftDocument } from './index.js';

/**
 * Swift highlighting: each token is marked with the class the HTML output gives it
 * (`swh-keyword`, `swh-string`, …), so a swift-highlight stylesheet (`css()` or
 * `swift-highlight --css`) colours it. Highlighting follows each transaction incrementally and
 * decorates only the visible ranges.
 */
export declare function swift(): Extension;

/** The engine's document behind `view` when {@link swift} is installed, else undefined. */
export declare function swiftDocument(view: EditorView): SwiftDocument | undefined;
