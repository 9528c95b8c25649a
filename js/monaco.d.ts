// swift-highlight/monaco: Swift highlighting for Monaco (peer dependency monaco-editor).

/** The token names of the provider: the engine's categories. */
export declare const tokenTypes: readonly ['keyword', 'type', 'function', 'property', 'number', 'string', 'comment', 'attribute', 'preprocessor'];
/** The modifiers of the finer kinds: comment.doc, string.escape, string.interpolation, string.regex, preprocessor.macro. */
export declare const tokenModifiers: readonly ['doc', 'escape', 'interpolation', 'regex', 'macro'];
/** The Monaco themes that registerSwift defines, made from the engine's single themes. */
export declare const monacoThemes: readonly string[];

/** A Monaco theme (`monaco.editor.IStandaloneThemeData`) made from the engine's theme `name`. */
export declare function monacoTheme(name: string): {
  base: 'vs' | 'vs-dark';
  inherit: boolean;
  rules: { token: string; foreground?: string; fontStyle?: string }[];
  colors: Record<string, string>;
};

/**
 * Makes Monaco show swift-highlight's tokens for the language `swift` (its tokens provider, with
 * token names after the engine's kinds, kept up to date incrementally as the model changes) and
 * defines the themes of {@link monacoThemes}.
 * `monaco` is the `monaco-editor` namespace (the ESM import or the AMD build's global).
 */
export declare function registerSwift(monaco: any): { dispose(): void };
