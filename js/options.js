// The options writer of index.js: checks a call's options object (its keys, by function) and
// writes the C options struct (swh_options_t, with write_swh_options_t of abi.js) into the
// engine's scratch block, with the texts, line ranges and names it points at in buffers grown to
// fit and otherwise reused, and an Xcode theme file read for the call (swh_theme_parse).

import {
  Status, SwiftHighlightError, badOption, MEMORY_LIMIT, flag, lineNumber, writeBlockOptions, writeText, ModuleBuffer,
  optionKeys, writeTableOptions, xcodeKindsFlag,
} from './runtime.js';
import {
  SWH_FLAG_WRAP_PRE, SWH_FLAG_LANGUAGE_CLASS, SWH_FLAG_ANSI_16, swh_line_range_t,
  write_swh_options_t, write_swh_line_range_t,
} from './abi.js';
import {
  wasm, memory, setU32, describe, schemes, themes, optionsAddress, OPTIONS_SIZE, tooLarge, outOfMemory,
} from './engine.js';

const ranges = new ModuleBuffer(wasm);
/** The names options' bytes, by option (writeTableOptions). */
const lists = {};
const themeBytes = new ModuleBuffer(wasm);
// swh_theme_parse's results: the theme pointer, then the error string (pointer, size_t).
const themeOut = wasm.malloc(12);
if (themeOut === 0) throw new Error('swift-highlight: out of memory at start-up');
// The theme read for the current call (0: none), freed after it.
let currentTheme = 0;
const prefixText = new ModuleBuffer(wasm);
const selectorText = new ModuleBuffer(wasm);
const titleText = new ModuleBuffer(wasm);

// The keys of each function: the header's options that its output takes (optionKeys), and
// those with a conversion of their own.
const BLOCK_KEYS = ['scheme', 'classPrefix', 'pre', 'languageClass', 'highlightLines', 'firstLine', 'theme',
  'replaceInvalidUtf8', 'xcodeKinds'];
export const MARKDOWN_KEYS = optionKeys('markdown', BLOCK_KEYS);
export const HIGHLIGHT_KEYS = optionKeys('html', [...BLOCK_KEYS, 'title']);
export const ANSI_KEYS = optionKeys('ansi', ['theme', 'colorDepth', 'highlightLines', 'firstLine', 'replaceInvalidUtf8',
  'xcodeKinds']);
export const CSS_KEYS = optionKeys('css', ['scheme', 'classPrefix', 'darkSelector']);
export const TOKEN_KEYS = optionKeys('tokens', ['replaceInvalidUtf8', 'xcodeKinds']);

/** The options of a call that gives none: the C defaults. */
export const DEFAULTS = Object.freeze({});

export function checkKeys(options, allowed, fn) {
  if (options === undefined || options === null) return DEFAULTS;
  if (typeof options !== 'object' || Array.isArray(options)) throw badOption(`${fn}: options must be an object`);
  const keys = Object.keys(options);
  for (const key of keys) {
    if (!allowed.has(key)) throw badOption(`${fn}: unknown option "${key}"`);
  }
  return keys.length === 0 ? DEFAULTS : options;
}

/** The highlightLines option as [first, last] pairs. */
function lineRanges(selection) {
  const pairs = [];
  if (typeof selection === 'string') {
    for (const part of selection.split(',')) {
      const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
      if (!match) throw badOption(`highlightLines takes line numbers and ranges such as "3,5-7" (got "${selection}")`);
      const first = lineNumber(Number(match[1]), 'a highlighted line');
      const last = match[2] === undefined ? first : lineNumber(Number(match[2]), 'a highlighted line');
      pairs.push([first, last]);
    }
  } else if (Array.isArray(selection)) {
    for (const item of selection) {
      if (Array.isArray(item) && item.length === 2) {
        pairs.push([lineNumber(item[0], 'a highlighted line'), lineNumber(item[1], 'a highlighted line')]);
      } else {
        const line = lineNumber(item, 'a highlighted line');
        pairs.push([line, line]);
      }
    }
  } else {
    throw badOption('highlightLines must be a string such as "3,5-7" or an array of lines and [first, last] pairs');
  }
  return pairs;
}

// Whether the options struct holds the defaults: the engine only reads it, so consecutive
// calls without options (the common case, e.g. one call per code block of a page) write it once.
let defaultsWritten = false;

/** Writes the C options struct for `options` (already checked for unknown keys). */
export function writeOptions(options) {
  if (options === DEFAULTS) {
    if (defaultsWritten) return;
    wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
    defaultsWritten = true;
    return;
  }
  defaultsWritten = false;
  wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
  const fields = {};
  writeBlockOptions(memory, options, fields, prefixText, schemes, themes);
  let flags = writeTableOptions(memory, options, fields, lists, () => new ModuleBuffer(wasm));
  if (flag(options, 'pre')) {
    flags |= SWH_FLAG_WRAP_PRE;
    if (flag(options, 'languageClass', true)) flags |= SWH_FLAG_LANGUAGE_CLASS;
  } else {
    flag(options, 'languageClass');
  }
  flags |= xcodeKindsFlag(options);
  if (options.theme instanceof Uint8Array || options.theme instanceof ArrayBuffer) {
    fields.theme_file = readTheme(options.theme);
  }
  if (options.colorDepth !== undefined) {
    if (options.colorDepth === 16) flags |= SWH_FLAG_ANSI_16;
    else if (options.colorDepth !== 24) throw badOption(`colorDepth must be 16 or 24 (got ${String(options.colorDepth)})`);
  }
  if (options.highlightLines !== undefined) {
    const pairs = lineRanges(options.highlightLines);
    if (pairs.length > 0) {
      const size = swh_line_range_t.SIZE;
      if (!ranges.reserve(pairs.length * size)) throw outOfMemory();
      for (let k = 0; k < pairs.length; k++) {
        write_swh_line_range_t(setU32, ranges.address + size * k, { first: pairs[k][0], last: pairs[k][1] });
      }
      fields.highlight_lines = ranges.address;
      fields.highlight_line_count = pairs.length;
    }
  }
  if (options.darkSelector !== undefined) {
    fields.dark_selector = writeText(memory, selectorText, options.darkSelector, 'darkSelector');
  }
  if (options.title !== undefined) {
    const address = writeText(memory, titleText, options.title, 'title');
    if (options.title !== '') fields.title = address;
  }
  fields.flags = flags;
  write_swh_options_t(setU32, optionsAddress, fields);
}


/** Reads an Xcode theme file's bytes with swh_theme_parse; the theme lives until the call ends. */
function readTheme(file) {
  const bytes = file instanceof ArrayBuffer ? new Uint8Array(file) : file;
  if (bytes.length > MEMORY_LIMIT) throw tooLarge();
  if (!themeBytes.reserve(Math.max(bytes.length, 1))) throw outOfMemory();
  memory.refresh();
  memory.bytes.set(bytes, themeBytes.address);
  const status = wasm.swh_theme_parse(themeBytes.address, bytes.length, themeOut, themeOut + 4);
  if (status !== Status.OK) {
    let message = describe(status);
    const errorData = memory.u32(themeOut + 4);
    if (errorData !== 0) {
      message = memory.cString(errorData);
      wasm.swh_string_free(themeOut + 4);
    }
    throw new SwiftHighlightError(`swift-highlight: the theme file cannot be used: ${message}`, status);
  }
  currentTheme = memory.u32(themeOut);
  return currentTheme;
}

/** Frees the theme of the call that just ended. */
export function releaseTheme() {
  if (currentTheme !== 0) {
    wasm.swh_theme_free(currentTheme);
    currentTheme = 0;
  }
}

