// swift-highlight/codemirror5: the CodeMirror 5 mode `swift-highlight` (peer dependency
// codemirror 5.x).
import type { SwiftDocument } from './index.js';

/** The CodeMirror 5 style given to each engine kind (each token also gets `swh-KIND`). */
export declare const styles: Readonly<Record<string, string>>;

/**
 * Defines the mode `swift-highlight` (MIME type `text/x-swift-highlight`) on `CodeMirror`, the
 * CodeMirror 5 global or module; editors opt in with `mode: 'swift-highlight'`. Call it before
 * creating the editors.
 */
export declare function defineSwiftMode(CodeMirror: any): void;

/** The engine's document behind a CodeMirror 5 editor in mode swift-highlight. */
export declare function swiftDocument(cm: any): SwiftDocument | undefined;
