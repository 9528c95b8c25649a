// swift-highlight for JavaScript: the engine's C API (include/swift_highlight.h), compiled to
// WebAssembly by scripts/build/wasm.sh, behind functions that take and return JavaScript
// strings. See index.d.ts for the API.
//
// The package's main entry point: it gathers the public API from the modules that hold it, one
// per object. engine.js: the WebAssembly module, its memory and the names it reports;
// options.js: the options writer; highlight.js: the highlight functions; fence-info.js: the
// fence-info grammar; swift-document.js: SwiftDocument; runtime.js: Status and
// SwiftHighlightError (shared with site.js).

export { Status, SwiftHighlightError } from './runtime.js';
export { kinds, schemes, themes, version, engineModule } from './engine.js';
export { highlight, ansi, markdown, css, tokens, highlightDocument, doccOptions } from './highlight.js';
export { parseFenceInfo, isSwiftInfo } from './fence-info.js';
export { SwiftDocument } from './swift-document.js';
