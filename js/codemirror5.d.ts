// swift-highlight/codemirror5: the CodeMirror 5 mode `swift-highlight` (for CodeMirror 5.x, which
// the application passes in).
import type { SwiftDocument } from './index.js';

/** The CodeMirror 5 style given to each engine kind (each token also gets `swh-KIND`). */
export declare const styles: Readonly<Record<string, string>>;

/**
 * Defines the mode `swift-highlight` (MIME type `text/x-swift-highlight`) on `CodeMirror`, the
 * CodeMirror 5 global or module; editors opt in with `mode: 'swift-highlight'`. Call it before
 * creating the editors. The mode carries Swift's comment tokens (`lineComment`,
 * `blockCommentStart`, `blockCommentEnd`: the comment addon's toggleComment), the pairs of the
 * closebrackets addon (`()[]{}""`), and indentation (`indent`, `electricInput`: a closing
 * bracket typed at a line's indentation re-indents it; Enter indents one unit in from the line
 * of the innermost open bracket).
 */
export declare function defineSwiftMode(CodeMirror: any): void;

/**
 * The engine's document behind a CodeMirror 5 editor in mode swift-highlight. Its tokens from
 * `pending` on are those of before the last edits until the mode styles those lines.
 */
export declare function swiftDocument(cm: any): SwiftDocument | undefined;
