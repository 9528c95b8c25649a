// swift-highlight for JavaScript: the engine's C API (include/swift_highlight.h), compiled to
// WebAssembly by scripts/build/wasm.sh, behind functions that take and return JavaScript
// strings. See index.d.ts for the API.
//
// Memory: the module has one linear memory. Input goes into one buffer that is grown when an
// input does not fit and otherwise reused; options and output structs live in one small block
// allocated at start-up; every result the engine returns is copied out and freed with the
// engine's own free function before the call returns. So repeated calls reuse the same memory.

import {
  Status, SwiftHighlightError, isNode, loadModule, badOption, statusError, nameList, MEMORY_LIMIT, flag, lineNumber, writeXcodeKindOptions,
  writeBlockOptions, writeText, optionsRule, ModuleBuffer, ModuleMemory, optionsSize,
} from './runtime.js';
import { watchDocument, DOCC } from './document.js';
import {
  SWH_FLAG_WRAP_PRE, SWH_FLAG_LANGUAGE_CLASS, SWH_FLAG_DIFF, SWH_FLAG_NOTATION, SWH_FLAG_ANSI_16, swh_options_t,
  swh_string_t, swh_tokens_t, swh_token_t, swh_line_range_t, swh_fence_t, write_swh_options_t, write_swh_line_range_t, SWH_FENCE_SWIFT, SWH_FENCE_DIFF,
  SWH_FENCE_LINE_NUMBERS, SWH_FENCE_TITLE,
} from './abi.js';

export { Status, SwiftHighlightError };

const wasm = await loadModule(new URL('./swift_highlight.wasm', import.meta.url));

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

// Node's Buffer and its SIMD ASCII check (Node ≥ 18.15), for decoding output; absent in browsers.
const nodeBuffer = isNode ? await import('node:buffer') : null;
const NodeBuffer = typeof nodeBuffer?.Buffer?.from === 'function' ? nodeBuffer.Buffer : null;
const isAscii = NodeBuffer !== null && typeof nodeBuffer.isAscii === 'function' ? nodeBuffer.isAscii : null;

// ---------------------------------------------------------------------------------------------
// Memory access

// The memory's views (memory.bytes, memory.words) and, in Node, a Buffer over the same memory.
let bufferView = isAscii ? NodeBuffer.from(wasm.memory.buffer) : null;
const memory = new ModuleMemory(wasm, isAscii ? (buffer) => { bufferView = NodeBuffer.from(buffer); } : null);
const setU32 = (address, value) => memory.setU32(address, value);

// Decoding the output. V8 keeps a string of Latin-1 characters in one byte per character and
// any other string in two, and decoding UTF-8 that holds a single non-ASCII character produces
// a two-byte string of the whole: on the 3.8 MB benchmark file (10.5 MB of HTML, 7,309
// non-ASCII bytes) TextDecoder took 25 ms of CPU time in Node 20, more than the engine's 17 ms.
// So the output is decoded in blocks: a block that is all ASCII becomes a one-byte string, a
// block that is not is halved until its halves are ASCII or small, and the pieces are joined
// (V8 joins strings without copying them; the result's characters are copied once, when it is
// first needed flat). Blocks are cut at character boundaries (never before a UTF-8
// continuation byte), and the engine's output is valid UTF-8, so the text is TextDecoder's.
// In Node, with Buffer's SIMD `isAscii` and `toString('latin1')`: 4 ms CPU for that file (17 ms
// with the flattening) against 25. Elsewhere the ASCII check is a loop over 32-bit words and
// TextDecoder decodes each block: 12 ms against 25, measured in Node with this path forced.
// Outputs up to DECODE_DIRECT bytes (a snippet's) are decoded in one piece: checking them
// costs more than a short two-byte string.
const DECODE_DIRECT = 4096;
const DECODE_BLOCK = 65536;
const DECODE_LEAF = 1024;

/** The text of the valid UTF-8 at [start, end) of the memory (views already refreshed). */
function decodeUTF8(start, end) {
  if (end - start <= DECODE_DIRECT) {
    return bufferView !== null ? bufferView.toString('utf8', start, end) : decoder.decode(memory.bytes.subarray(start, end));
  }
  const bytes = memory.bytes;
  let text = '';
  while (start < end) {
    let cut = Math.min(start + DECODE_BLOCK, end);
    while (cut < end && (bytes[cut] & 0xC0) === 0x80) cut++;
    text += decodeBlock(start, cut);
    start = cut;
  }
  return text;
}

function decodeBlock(start, end) {
  if (bufferView !== null) {
    if (isAscii(bufferView.subarray(start, end))) return bufferView.toString('latin1', start, end);
    if (end - start <= DECODE_LEAF) return bufferView.toString('utf8', start, end);
  } else if (end - start <= DECODE_LEAF || asciiOnly(start, end)) {
    return decoder.decode(memory.bytes.subarray(start, end));
  }
  let middle = start + ((end - start) >>> 1);
  while (middle < end && (memory.bytes[middle] & 0xC0) === 0x80) middle++;
  return decodeBlock(start, middle) + decodeBlock(middle, end);
}

/** Whether the bytes at [start, end) are all ASCII: a word at a time between the ends. */
function asciiOnly(start, end) {
  let i = start;
  const { bytes, words } = memory;
  while (i < end && (i & 3) !== 0) if (bytes[i++] >= 0x80) return false;
  const lastWord = (end >>> 2);
  let bits = 0;
  for (let w = i >>> 2; w < lastWord; w++) bits |= words[w];
  if ((bits & 0x80808080) !== 0) return false;
  for (i = Math.max(i, lastWord << 2); i < end; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Errors

function describe(status) {
  return memory.cString(wasm.swh_status_str(status));
}

/** The engine's sentence on the options of the last call, or null (swh_options_check). */
function rule() {
  return optionsRule(wasm, memory, optionsAddress);
}

// ---------------------------------------------------------------------------------------------
// Names, read from the engine

/** Kind names indexed by kind value; kinds[0] is "plain". */
export const kinds = Object.freeze(
  Array.from({ length: wasm.swh_kind_count() }, (_, kind) => memory.cString(wasm.swh_kind_name(kind))));
/** Scheme names indexed by SWH_SCHEME_* value. */
export const schemes = nameList((v) => wasm.swh_scheme_name(v), (address) => memory.cString(address));
/** Theme names indexed by SWH_THEME_* value. */
export const themes = nameList((v) => wasm.swh_theme_name(v), (address) => memory.cString(address));
/** The engine's version string. */
export const version = memory.cString(wasm.swh_version_string());

// ---------------------------------------------------------------------------------------------
// Scratch memory: the output struct and the options struct, allocated once; the texts and line
// ranges the options point at, in buffers grown to fit and otherwise reused.

// swh_string_t and swh_tokens_t: a pointer and a size_t, the length at the same offset.
const OUT_SIZE = Math.max(swh_string_t.SIZE, swh_tokens_t.SIZE);
const OUT_LEN = swh_string_t.len;

const OPTIONS_SIZE = optionsSize(wasm, (address) => memory.u32(address));

const scratch = wasm.malloc(OUT_SIZE + OPTIONS_SIZE);
if (scratch === 0) throw new Error('swift-highlight: out of memory at start-up');
const outAddress = scratch;
const optionsAddress = scratch + OUT_SIZE;

if (OPTIONS_SIZE < swh_options_t.title + 4) {
  throw new Error(`swift-highlight: unexpected swh_options_t size ${OPTIONS_SIZE}`);
}

// swh_token_t in 32-bit words: its size and the word of each field.
const TOKEN_WORDS = swh_token_t.SIZE >>> 2;
const TOKEN_START = swh_token_t.start >>> 2;
const TOKEN_LEN = swh_token_t.len >>> 2;
const TOKEN_KIND = swh_token_t.kind >>> 2;

const input = new ModuleBuffer(wasm);
const ranges = new ModuleBuffer(wasm);
const names = { project: new ModuleBuffer(wasm), system: new ModuleBuffer(wasm) };
const themeBytes = new ModuleBuffer(wasm);
// swh_theme_parse's results: the theme pointer, then the error string (pointer, size_t).
const themeOut = wasm.malloc(12);
if (themeOut === 0) throw new Error('swift-highlight: out of memory at start-up');
// The theme read for the current call (0: none), freed after it.
let currentTheme = 0;
const prefixText = new ModuleBuffer(wasm);
const selectorText = new ModuleBuffer(wasm);
const titleText = new ModuleBuffer(wasm);

function tooLarge() {
  return statusError(describe, Status.TOO_LARGE);
}

function outOfMemory() {
  return statusError(describe, Status.OUT_OF_MEMORY);
}

/**
 * Copies `code` (a string or a Uint8Array) into the input buffer; returns its length in bytes.
 * Strings are encoded as TextEncoder encodes them (lone surrogates become U+FFFD).
 */
function putInput(code) {
  if (typeof code === 'string') {
    // At most three bytes per UTF-16 code unit; encodeInto writes straight into the module.
    let room = code.length * 3;
    if (room > MEMORY_LIMIT) {
      const bytes = encoder.encode(code);
      return putBytes(bytes);
    }
    if (!input.reserve(Math.max(room, 1))) {
      // Not room for the worst case: encode first, then copy exactly.
      return putBytes(encoder.encode(code));
    }
    memory.refresh();
    // Node's Buffer#write encodes as TextEncoder does (lone surrogates as U+FFFD) without the
    // subarray and result object of encodeInto; the room for the worst case is reserved.
    if (bufferView !== null) return bufferView.write(code, input.address, room, 'utf8');
    const { read, written } = encoder.encodeInto(code, memory.bytes.subarray(input.address, input.address + room));
    if (read !== code.length) throw new Error('swift-highlight: internal error: input not fully encoded');
    return written;
  }
  if (code instanceof Uint8Array) return putBytes(code);
  throw new SwiftHighlightError('swift-highlight: code must be a string or a Uint8Array', Status.INVALID_ARGUMENT);
}

function putBytes(bytes) {
  if (bytes.length > MEMORY_LIMIT) throw tooLarge();
  if (!input.reserve(Math.max(bytes.length, 1))) throw outOfMemory();
  memory.refresh();
  memory.bytes.set(bytes, input.address);
  return bytes.length;
}

// ---------------------------------------------------------------------------------------------
// Options

const XCODE_KEYS = ['xcodeKinds', 'projectNames', 'systemNames'];
const MARKDOWN_KEYS = new Set(['scheme', 'classPrefix', 'pre', 'languageClass', 'inlineStyles', 'lines',
  'lineNumbers', 'highlightLines', 'firstLine', 'theme', 'replaceInvalidUtf8', 'diff', 'notation', ...XCODE_KEYS]);
const HIGHLIGHT_KEYS = new Set([...MARKDOWN_KEYS, 'title']);
const ANSI_KEYS = new Set(['theme', 'colorDepth', 'lineNumbers', 'highlightLines', 'firstLine', 'replaceInvalidUtf8', 'diff',
  'notation', ...XCODE_KEYS]);
const CSS_KEYS = new Set(['scheme', 'classPrefix', 'darkSelector']);
const TOKEN_KEYS = new Set(['replaceInvalidUtf8', 'diff', ...XCODE_KEYS]);

/** The options of a call that gives none: the C defaults. */
const DEFAULTS = Object.freeze({});

function checkKeys(options, allowed, fn) {
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
function writeOptions(options) {
  if (options === DEFAULTS) {
    if (defaultsWritten) return;
    wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
    defaultsWritten = true;
    return;
  }
  defaultsWritten = false;
  wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
  const fields = {};
  let flags = writeBlockOptions(memory, options, fields, prefixText, schemes, themes);
  if (flag(options, 'pre')) {
    flags |= SWH_FLAG_WRAP_PRE;
    if (flag(options, 'languageClass', true)) flags |= SWH_FLAG_LANGUAGE_CLASS;
  } else {
    flag(options, 'languageClass');
  }
  if (flag(options, 'diff')) flags |= SWH_FLAG_DIFF;
  if (flag(options, 'notation')) flags |= SWH_FLAG_NOTATION;
  flags |= writeXcodeKindOptions(memory, options, fields, names);
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
function releaseTheme() {
  if (currentTheme !== 0) {
    wasm.swh_theme_free(currentTheme);
    currentTheme = 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Calls

/** Runs a string-returning entry point and returns its output as a JavaScript string. */
function takeString(status) {
  if (status !== Status.OK) throw statusError(describe, status, memory.u32(outAddress + OUT_LEN), rule);
  const data = memory.u32(outAddress);
  const length = memory.u32(outAddress + OUT_LEN);
  memory.refresh();
  const text = decodeUTF8(data, data + length);
  wasm.swh_string_free(outAddress);
  return text;
}

function render(entry, code, options, allowed, fn) {
  const checked = checkKeys(options, allowed, fn);
  try {
    writeOptions(checked);
    const length = putInput(code);
    return takeString(entry(input.address, length, optionsAddress, outAddress));
  } finally {
    releaseTheme();
  }
}

/** Highlights Swift source to HTML, byte for byte as `swift-highlight --format html`. */
export function highlight(code, options) {
  return render(wasm.swh_highlight_html, code, options, HIGHLIGHT_KEYS, 'highlight');
}

/** Highlights Swift source with terminal colours (SGR escape sequences). */
export function ansi(code, options) {
  return render(wasm.swh_highlight_ansi, code, options, ANSI_KEYS, 'ansi');
}

/** Highlights the Swift code blocks of a Markdown or HTML document. */
export function markdown(text, options) {
  return render(wasm.swh_highlight_markdown, text, options, MARKDOWN_KEYS, 'markdown');
}

/** A stylesheet for `theme` with the selectors of the options' scheme and class prefix. */
export function css(theme, options) {
  const checked = checkKeys(options, CSS_KEYS, 'css');
  try {
    writeOptions({ ...checked, theme });
    return takeString(wasm.swh_css(optionsAddress, outAddress));
  } finally {
    releaseTheme();
  }
}

// swh_fence_t, then the swh_string_t of its error.
const fenceOut = wasm.malloc(swh_fence_t.SIZE + swh_string_t.SIZE);
if (fenceOut === 0) throw new Error('swift-highlight: out of memory at start-up');

/**
 * Runs swh_fence_parse on `info` (and `code`, unless undefined): `{ status, message, result }`,
 * `result` holding at least `language` and `isSwift` also when the info string is refused.
 */
function readFence(info, code) {
  const infoBytes = encoder.encode(String(info ?? ''));
  const codeBytes = code === undefined ? null : (code instanceof Uint8Array ? code : encoder.encode(String(code)));
  const both = new Uint8Array(infoBytes.length + (codeBytes?.length ?? 0));
  both.set(infoBytes, 0);
  if (codeBytes !== null) both.set(codeBytes, infoBytes.length);
  putBytes(both);
  const status = wasm.swh_fence_parse(input.address, infoBytes.length,
    codeBytes === null ? 0 : input.address + infoBytes.length, codeBytes?.length ?? 0,
    fenceOut, fenceOut + swh_fence_t.SIZE);
  const field = (name) => memory.u32(fenceOut + swh_fence_t[name]);
  const slice = (start, length) => {
    memory.refresh();
    return decoder.decode(memory.bytes.slice(input.address + start, input.address + start + length));
  };
  const flags = field('flags');
  const result = { language: slice(field('language_start'), field('language_len')), isSwift: (flags & SWH_FENCE_SWIFT) !== 0 };
  if (status !== Status.OK) {
    const errorData = memory.u32(fenceOut + swh_fence_t.SIZE);
    let message = describe(status);
    if (errorData !== 0) {
      message = memory.cString(errorData);
      wasm.swh_string_free(fenceOut + swh_fence_t.SIZE);
    }
    return { status, message, result };
  }
  const firstLine = field('first_line');
  const ranges = field('highlight_lines');
  result.diff = (flags & SWH_FENCE_DIFF) !== 0;
  result.lineNumbers = (flags & SWH_FENCE_LINE_NUMBERS) !== 0;
  result.firstLine = firstLine === 0 ? undefined : firstLine;
  result.highlightLines = [];
  for (let i = 0; i < field('highlight_line_count'); i++) {
    const at = ranges + i * swh_line_range_t.SIZE;
    result.highlightLines.push([memory.u32(at + swh_line_range_t.first), memory.u32(at + swh_line_range_t.last)]);
  }
  result.title = (flags & SWH_FENCE_TITLE) !== 0 ? slice(field('title_start'), field('title_len')) : undefined;
  wasm.swh_fence_free(fenceOut);
  return { status, message: null, result };
}

/**
 * The options of a fence's info string, as the engine's Markdown mode reads them; with `code`
 * (the block's code), a highlighted line past its last line is refused too.
 */
export function parseFenceInfo(info, code) {
  const { status, message, result } = readFence(info, code);
  if (status !== Status.OK) throw new SwiftHighlightError(`swift-highlight: ${message}`, status);
  return result;
}

/** Whether a fence's info string names Swift (its first word `swift` or `diff-swift`, any case). */
export function isSwiftInfo(info) {
  return readFence(info, undefined).result.isSwift;
}

/** The highlighted tokens: UTF-16 indices for a string, byte offsets for a Uint8Array. */
export function tokens(code, options) {
  const checked = checkKeys(options, TOKEN_KEYS, 'tokens');
  writeOptions(checked);
  const length = putInput(code);
  const status = wasm.swh_tokenize(input.address, length, optionsAddress, outAddress);
  if (status !== Status.OK) throw statusError(describe, status, memory.u32(outAddress + OUT_LEN), rule);
  const data = memory.u32(outAddress);
  const count = memory.u32(outAddress + OUT_LEN);
  const result = new Array(count);
  memory.refresh();
  const words = memory.words;
  let base = data >>> 2;
  if (typeof code === 'string') {
    // Walk the string once, converting byte offsets (sorted) to UTF-16 indices.
    let byte = 0;
    let unit = 0;
    const advance = (target) => {
      while (byte < target && unit < code.length) {
        const c = code.charCodeAt(unit);
        if (c < 0x80) { byte += 1; unit += 1; }
        else if (c < 0x800) { byte += 2; unit += 1; }
        else if (c >= 0xD800 && c <= 0xDBFF && unit + 1 < code.length) {
          const d = code.charCodeAt(unit + 1);
          if (d >= 0xDC00 && d <= 0xDFFF) { byte += 4; unit += 2; }
          else { byte += 3; unit += 1; } // lone high surrogate: U+FFFD
        } else { byte += 3; unit += 1; }
      }
      return unit;
    };
    for (let k = 0; k < count; k++, base += TOKEN_WORDS) {
      const startByte = words[base + TOKEN_START];
      const endByte = startByte + words[base + TOKEN_LEN];
      const start = advance(startByte);
      const end = advance(endByte);
      result[k] = { start, end, kind: kinds[words[base + TOKEN_KIND]] };
    }
  } else {
    for (let k = 0; k < count; k++, base += TOKEN_WORDS) {
      const start = words[base + TOKEN_START];
      result[k] = { start, end: start + words[base + TOKEN_LEN], kind: kinds[words[base + TOKEN_KIND]] };
    }
  }
  wasm.swh_tokens_free(outAddress);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Pages rendered in the browser (document.js)

/**
 * Re-highlights the Swift code blocks of `root` (a Document or an Element; default the page's
 * document) and, unless `observe` is false, every block added or re-rendered later.
 */
export function highlightDocument(root, options) {
  return watchDocument(highlight, badOption, root, options);
}

/** highlightDocument's options for documentation built with DocC (swift-docc-render's listings). */
export const doccOptions = DOCC;
// Documents edited incrementally (swh_document_*): what the editor integrations build on.

const spanAddress = wasm.malloc(8); // swh_span_t: two size_t on wasm32
if (spanAddress === 0) throw new Error('swift-highlight: out of memory at start-up');

/** The UTF-8 length of the UTF-16 code unit(s) at `k` of `text`, and how many units they are. */
function charAt(text, k) {
  const c = text.charCodeAt(k);
  if (c < 0x80) return [1, 1];
  if (c < 0x800) return [2, 1];
  if (c >= 0xD800 && c <= 0xDBFF && k + 1 < text.length) {
    const d = text.charCodeAt(k + 1);
    if (d >= 0xDC00 && d <= 0xDFFF) return [4, 2];
  }
  return [3, 1]; // other BMP characters; a lone surrogate is encoded as U+FFFD
}

/**
 * Where the non-ASCII characters of a text are, so that UTF-16 indices and UTF-8 byte offsets
 * convert into each other in logarithmic time: for each such character its UTF-16 index, its
 * length in code units and the bytes beyond one per code unit up to and including it.
 */
class OffsetIndex {
  constructor(text) {
    this.units = [];
    this.widths = [];
    this.extra = [];
    this.append(text, 0, 0);
  }

  append(text, base, extraBefore) {
    let extra = extraBefore;
    for (let k = 0; k < text.length; k++) {
      if (text.charCodeAt(k) < 0x80) continue;
      const [bytes, width] = charAt(text, k);
      extra += bytes - width;
      this.units.push(base + k);
      this.widths.push(width);
      this.extra.push(extra);
      k += width - 1;
    }
    return extra;
  }

  /** How many indexed characters start before UTF-16 index `unit`. */
  countBefore(unit) {
    let lo = 0, hi = this.units.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.units[mid] < unit) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  extraBefore(count) { return count === 0 ? 0 : this.extra[count - 1]; }

  toByte(unit) { return unit + this.extraBefore(this.countBefore(unit)); }

  toUnit(byte) {
    // The characters whose UTF-8 start lies before `byte`.
    let lo = 0, hi = this.units.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.units[mid] + this.extraBefore(mid) < byte) lo = mid + 1; else hi = mid;
    }
    return byte - this.extraBefore(lo);
  }

  /** The UTF-16 range [from, to) replaced by `insert`. */
  replace(from, to, insert) {
    const first = this.countBefore(from);
    const last = this.countBefore(to);
    const extraBefore = this.extraBefore(first);
    const removedExtra = this.extraBefore(last) - extraBefore;
    const tail = { units: this.units.slice(last), widths: this.widths.slice(last), extra: this.extra.slice(last) };
    this.units.length = first;
    this.widths.length = first;
    this.extra.length = first;
    const extraAfter = this.append(insert, from, extraBefore);
    const shiftUnits = insert.length - (to - from);
    const shiftExtra = extraAfter - extraBefore - removedExtra;
    for (let k = 0; k < tail.units.length; k++) {
      this.units.push(tail.units[k] + shiftUnits);
      this.widths.push(tail.widths[k]);
      this.extra.push(tail.extra[k] + shiftExtra);
    }
  }

  /** Widens [from, to) so that neither end splits a surrogate pair. */
  widen(from, to) {
    const k = this.countBefore(from);
    if (k > 0 && this.widths[k - 1] === 2 && this.units[k - 1] + 1 === from) from -= 1;
    const j = this.countBefore(to);
    if (j > 0 && this.widths[j - 1] === 2 && this.units[j - 1] + 1 === to) to += 1;
    return [from, to];
  }
}

/**
 * A Swift document being edited: its tokens kept up to date edit by edit, highlighting again
 * only what an edit can change (see index.d.ts).
 */
export class SwiftDocument {
  constructor(text = '') {
    if (typeof text !== 'string') throw new SwiftHighlightError('swift-highlight: SwiftDocument: text must be a string', Status.INVALID_ARGUMENT);
    const length = putInput(text);
    const status = wasm.swh_document_new(input.address, length, outAddress);
    if (status !== Status.OK) throw statusError(describe, status);
    this.handle = memory.u32(outAddress);
    this.flat = text;
    // Edits not yet applied to `flat`: the text is made only when asked for, since slicing a
    // string that earlier edits joined copies all of it (an editor never asks).
    this.unapplied = [];
    this.units = text.length;
    this.offsets = new OffsetIndex(text);
  }

  /** The current text. */
  get text() {
    for (const [a, b, insert] of this.unapplied) this.flat = this.flat.slice(0, a) + insert + this.flat.slice(b);
    this.unapplied.length = 0;
    return this.flat;
  }

  get length() { return this.units; }

  /**
   * Replaces the text at UTF-16 indices [from, to) with `insert` and highlights again what that
   * can change (with `settleTo`, only up to the first line start at or after that index; the
   * rest is then `pending` until settle()); returns the UTF-16 range of the new text where the
   * tokens changed.
   */
  edit(from, to, insert = '', options = undefined) {
    this.check();
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to > this.units) {
      throw new SwiftHighlightError(`swift-highlight: SwiftDocument.edit: bad range ${from}..${to} of ${this.units}`, Status.INVALID_ARGUMENT);
    }
    if (typeof insert !== 'string') throw new SwiftHighlightError('swift-highlight: SwiftDocument.edit: insert must be a string', Status.INVALID_ARGUMENT);
    const settleTo = options?.settleTo ?? Infinity;
    if (typeof settleTo !== 'number' || Number.isNaN(settleTo)) {
      throw new SwiftHighlightError('swift-highlight: SwiftDocument.edit: settleTo must be a number', Status.INVALID_ARGUMENT);
    }
    const [a, b] = this.offsets.widen(from, to);
    if (a !== from || b !== to) insert = this.text.slice(a, from) + insert + this.text.slice(to, b);
    const startByte = this.offsets.toByte(a);
    const endByte = this.offsets.toByte(b);
    const length = putInput(insert);
    // The bound as a byte offset of the new text, from the offsets of the old one (a bound
    // inside the inserted text is its end); SIZE_MAX (all bits set) for none.
    let until = 0xFFFFFFFF;
    if (settleTo < this.units + insert.length - (b - a)) {
      const k = Math.max(0, Math.floor(settleTo));
      if (k <= a) until = this.offsets.toByte(k);
      else if (k <= a + insert.length) until = startByte + length;
      else until = this.offsets.toByte(k - insert.length + (b - a)) - (endByte - startByte) + length;
    }
    const status = wasm.swh_document_edit_until(this.handle, startByte, endByte, input.address, length, until, spanAddress);
    if (status !== Status.OK) throw statusError(describe, status);
    this.unapplied.push([a, b, insert]);
    this.units += insert.length - (b - a);
    this.offsets.replace(a, b, insert);
    return this.span();
  }

  /**
   * Highlights the text that bounded edits left pending, up to the first line start at or after
   * UTF-16 index `to` (default: to the end), or until its tokens meet those of before; returns
   * the UTF-16 range where the tokens changed.
   */
  settle(to = Infinity) {
    this.check();
    if (typeof to !== 'number' || Number.isNaN(to)) {
      throw new SwiftHighlightError('swift-highlight: SwiftDocument.settle: to must be a number', Status.INVALID_ARGUMENT);
    }
    const until = to >= this.units ? 0xFFFFFFFF : this.offsets.toByte(Math.max(0, Math.floor(to)));
    const status = wasm.swh_document_settle(this.handle, until, spanAddress);
    if (status !== Status.OK) throw statusError(describe, status);
    return this.span();
  }

  /**
   * The UTF-16 index from which the tokens may be those of before bounded edits (the text's
   * length when every token is up to date).
   */
  get pending() {
    this.check();
    return this.offsets.toUnit(wasm.swh_document_pending(this.handle) >>> 0);
  }

  /** The changed range the engine wrote, in UTF-16 indices. */
  span() {
    return { from: this.offsets.toUnit(memory.u32(spanAddress)), to: this.offsets.toUnit(memory.u32(spanAddress + 4)) };
  }

  /** The tokens that overlap the UTF-16 range [from, to) (default: all), in UTF-16 indices. */
  tokens(from = 0, to = this.units) {
    this.check();
    const status = wasm.swh_document_tokens(this.handle, this.offsets.toByte(Math.max(0, from)),
      this.offsets.toByte(Math.min(Math.max(from, to), this.units)), outAddress);
    if (status !== Status.OK) throw statusError(describe, status);
    const data = memory.u32(outAddress);
    const count = memory.u32(outAddress + 4);
    const result = new Array(count);
    memory.refresh();
    const words = memory.words;
    const ascii = this.offsets.units.length === 0;
    for (let k = 0, base = data >>> 2; k < count; k++, base += 3) {
      const startByte = words[base];
      const endByte = startByte + words[base + 1];
      result[k] = ascii
        ? { start: startByte, end: endByte, kind: kinds[words[base + 2]] }
        : { start: this.offsets.toUnit(startByte), end: this.offsets.toUnit(endByte), kind: kinds[words[base + 2]] };
    }
    wasm.swh_tokens_free(outAddress);
    return result;
  }

  /** The bytes the engine keeps for the saved line states. */
  get stateBytes() { return this.handle === 0 ? 0 : wasm.swh_document_state_bytes(this.handle); }

  /** Frees the engine's copy; the document cannot be used afterwards. */
  free() {
    if (this.handle !== 0) wasm.swh_document_free(this.handle);
    this.handle = 0;
  }

  check() {
    if (this.handle === 0) throw new SwiftHighlightError('swift-highlight: SwiftDocument used after free()', Status.INVALID_ARGUMENT);
  }
}
