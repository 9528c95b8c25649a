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
 * Swift's language configuration (`monaco.languages.LanguageConfiguration`): comments (line
 * `//`, block pair), brackets, auto-closing pairs (`(`, `[`, `{`, and `"` outside strings and
 * comments), surrounding pairs, and indentation rules (a line that leaves a bracket open indents
 * the next one; a closing bracket typed at a line's indentation dedents it).
 */
export declare const languageConfiguration: {
  readonly comments: { lineComment: string; blockComment: [string, string] };
  readonly brackets: [string, string][];
  readonly autoClosingPairs: { open: string; close: string; notIn?: string[] }[];
  readonly surroundingPairs: { open: string; close: string }[];
  readonly indentationRules: { increaseIndentPattern: RegExp; decreaseIndentPattern: RegExp };
};

export interface RegisterSwiftOptions {
  /**
   * Whether to set {@link languageConfiguration} for `swift` (default true), in place of Monaco's
   * own: Monaco merges the configurations set for a language field by field, the last set
   * winning, so it is set again whenever another one is set for the language (as Monaco's own
   * Swift language does when it loads). false leaves the configuration to Monaco and the
   * application.
   */
  languageConfiguration?: boolean;
}

/**
 * Makes Monaco show swift-highlight's tokens for the language `swift` (its tokens provider, with
 * token names after the engine's kinds, kept up to date incrementally as the model changes),
 * sets Swift's {@link languageConfiguration}, and defines the themes of {@link monacoThemes}.
 * `monaco` is the `monaco-editor` namespace (the ESM import or the AMD build's global). The
 * disposable removes the provider and the configuration.
 */
export declare function registerSwift(monaco: any, options?: RegisterSwiftOptions): { dispose(): void };
