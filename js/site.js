// swift-highlight/site: re-highlights the Swift code blocks of finished HTML pages
// (`swh_rehighlight_html`). The page rewriter (an HTML scanner and the table of named character
// references) is a WebAssembly module of its own, swift_highlight_site.wasm, built with the core
// by scripts/build/wasm.sh, so that the main entry point (index.js) does not load it. This entry
// imports index.js for the error class, the status codes and the scheme and theme names, so
// importing it loads both modules. See site.d.ts for the API.
//
// Memory, as in index.js: one input buffer, grown when a page does not fit and otherwise reused;
// the options, output and stats structs in one block allocated at start-up; every result is
// copied out and freed with the module's own free function before the call returns.

import { Status, SwiftHighlightError, schemes, themes } from './index.js';

export { Status, SwiftHighlightError };

const wasmURL = new URL('./swift_highlight_site.wasm', import.meta.url);

const isNode = typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';

function missingModule(where, cause) {
  const error = new SwiftHighlightError(
    `swift-highlight: the WebAssembly module ${where} is missing. In a source checkout of swift-highlight, ` +
    'build it with scripts/build/wasm.sh (it needs the Swift toolchain); the npm package carries it.',
    Status.INVALID_ARGUMENT);
  if (cause !== undefined) error.cause = cause;
  return error;
}

async function instantiate() {
  if (isNode && wasmURL.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    let bytes;
    try {
      bytes = await readFile(wasmURL);
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
      throw missingModule(decodeURIComponent(wasmURL.pathname), error);
    }
    return (await WebAssembly.instantiate(bytes, {})).instance;
  }
  const response = await fetch(wasmURL);
  if (response.status === 404) throw missingModule(wasmURL.href);
  if (!response.ok) throw new Error(`swift-highlight: cannot load ${wasmURL}: HTTP ${response.status}`);
  if (typeof WebAssembly.instantiateStreaming === 'function'
      && (response.headers.get('content-type') || '').startsWith('application/wasm')) {
    return (await WebAssembly.instantiateStreaming(response, {})).instance;
  }
  // Servers that do not send application/wasm: compile from the bytes.
  return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
}

const wasm = (await instantiate()).exports;
if (typeof wasm._initialize === 'function') wasm._initialize();

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

// ---------------------------------------------------------------------------------------------
// Memory access

let bytesView = new Uint8Array(wasm.memory.buffer);
let wordsView = new Uint32Array(wasm.memory.buffer);

/** The views of the memory, re-created after the memory grew (growing detaches the old ones). */
function refreshViews() {
  if (bytesView.buffer !== wasm.memory.buffer) {
    bytesView = new Uint8Array(wasm.memory.buffer);
    wordsView = new Uint32Array(wasm.memory.buffer);
  }
}

function u32(address) {
  refreshViews();
  return wordsView[address >>> 2];
}

function setU32(address, value) {
  refreshViews();
  wordsView[address >>> 2] = value;
}

function cString(address) {
  refreshViews();
  let end = address;
  while (bytesView[end] !== 0) end++;
  return decoder.decode(bytesView.subarray(address, end));
}

// ---------------------------------------------------------------------------------------------
// Errors

function badOption(message) {
  return new SwiftHighlightError(`swift-highlight: ${message}`, Status.INVALID_ARGUMENT);
}

function statusError(status, offset) {
  const description = cString(wasm.swh_status_str(status));
  if (status === Status.INVALID_UTF8) {
    return new SwiftHighlightError(`swift-highlight: ${description} (first bad byte at offset ${offset})`, status, offset);
  }
  return new SwiftHighlightError(`swift-highlight: ${description}`, status);
}

function tooLarge() {
  return statusError(Status.TOO_LARGE);
}

function outOfMemory() {
  return statusError(Status.OUT_OF_MEMORY);
}

// ---------------------------------------------------------------------------------------------
// Scratch memory: the output struct, the options struct, the class prefix and the stats.

const OUT_SIZE = 8; // swh_string_t: a pointer and a size_t on wasm32
const PREFIX_MAX = 64; // SWH_CLASS_PREFIX_MAX
const STATS_SIZE = 24; // swh_block_stats_t on wasm32: five size_t and a uint32_t

const probe = wasm.malloc(256);
if (probe === 0) throw new Error('swift-highlight: out of memory at start-up');
wasm.swh_options_init_sized(probe, 256);
// swh_options_init_sized sets struct_size to the library's own size.
const OPTIONS_SIZE = u32(probe);
wasm.free(probe);

const scratch = wasm.malloc(OUT_SIZE + STATS_SIZE + OPTIONS_SIZE + PREFIX_MAX + 8);
if (scratch === 0) throw new Error('swift-highlight: out of memory at start-up');
const outAddress = scratch;
const statsAddress = scratch + OUT_SIZE;
const optionsAddress = statsAddress + STATS_SIZE;
const prefixAddress = optionsAddress + OPTIONS_SIZE;

// Field offsets of swh_options_t on wasm32 (pointers and size_t are 4 bytes).
const F_CLASS_PREFIX = 4;
const F_INVALID_UTF8 = 8;
const F_FLAGS = 12;
const F_SCHEME = 16;
const F_THEME = 20;
const F_FIRST_LINE = 32;
if (OPTIONS_SIZE < F_FIRST_LINE + 4) {
  throw new Error(`swift-highlight: unexpected swh_options_t size ${OPTIONS_SIZE}`);
}

const FLAG_LINES = 0x2;
const FLAG_LINE_NUMBERS = 0x4;
const FLAG_INLINE_STYLES = 0x8;
const LINE_MAX = 0xFFFFFFFF;
// The largest input the 32-bit memory could hold at all; the engine's own limit is lower.
const MEMORY_LIMIT = 0xFFFF0000;

/** The input buffer: grown when a page does not fit, otherwise reused. */
const input = { address: 0, capacity: 0 };

/** Makes room for `size` bytes of input; false when the module's memory cannot grow that far. */
function reserveInput(size) {
  if (size <= input.capacity) return true;
  const capacity = Math.max(size, 4096, Math.min(input.capacity * 2, size * 2));
  if (input.address !== 0) wasm.free(input.address);
  input.address = wasm.malloc(capacity);
  if (input.address === 0) {
    input.capacity = 0;
    return false;
  }
  input.capacity = capacity;
  return true;
}

/** Copies `page` (a string or a Uint8Array) into the input buffer; returns its length in bytes. */
function putInput(page) {
  if (typeof page === 'string') {
    const room = page.length * 3;
    if (room > MEMORY_LIMIT || !reserveInput(Math.max(room, 1))) return putBytes(encoder.encode(page));
    refreshViews();
    const { read, written } = encoder.encodeInto(page, bytesView.subarray(input.address, input.address + room));
    if (read !== page.length) throw new Error('swift-highlight: internal error: input not fully encoded');
    return written;
  }
  if (page instanceof Uint8Array) return putBytes(page);
  throw new SwiftHighlightError('swift-highlight: code must be a string or a Uint8Array', Status.INVALID_ARGUMENT);
}

function putBytes(bytes) {
  if (bytes.length > MEMORY_LIMIT) throw tooLarge();
  if (!reserveInput(Math.max(bytes.length, 1))) throw outOfMemory();
  refreshViews();
  bytesView.set(bytes, input.address);
  return bytes.length;
}

// ---------------------------------------------------------------------------------------------
// Options: those of index.js's highlight() that apply to each block, checked the same way.

const SITE_KEYS = new Set(['scheme', 'classPrefix', 'inlineStyles', 'lines', 'lineNumbers', 'firstLine', 'theme',
  'replaceInvalidUtf8']);

function flag(options, key) {
  const value = options[key];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw badOption(`${key} must be true or false`);
  return value;
}

function enumValue(list, value, what) {
  if (value === undefined) return 0;
  const index = typeof value === 'string' ? list.indexOf(value) : -1;
  if (index < 0) throw badOption(`${what} must be one of ${list.join(', ')} (got ${String(value)})`);
  return index;
}

/** Writes the C options struct for `options` (undefined or null: the defaults). */
function writeOptions(options, fn) {
  wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
  if (options === undefined || options === null) return;
  if (typeof options !== 'object' || Array.isArray(options)) throw badOption(`${fn}: options must be an object`);
  for (const key of Object.keys(options)) {
    if (!SITE_KEYS.has(key)) throw badOption(`${fn}: unknown option "${key}"`);
  }
  const prefix = options.classPrefix;
  if (prefix !== undefined) {
    if (typeof prefix !== 'string' || !/^[A-Za-z0-9_-]*$/.test(prefix) || prefix.length > PREFIX_MAX) {
      throw badOption(`classPrefix must be at most ${PREFIX_MAX} characters of [A-Za-z0-9_-] (got ${JSON.stringify(prefix)})`);
    }
    refreshViews();
    encoder.encodeInto(prefix, bytesView.subarray(prefixAddress, prefixAddress + PREFIX_MAX));
    bytesView[prefixAddress + prefix.length] = 0;
    setU32(optionsAddress + F_CLASS_PREFIX, prefixAddress);
  }
  if (flag(options, 'replaceInvalidUtf8')) setU32(optionsAddress + F_INVALID_UTF8, 1);
  setU32(optionsAddress + F_SCHEME, enumValue(schemes, options.scheme, 'scheme'));
  setU32(optionsAddress + F_THEME, enumValue(themes, options.theme, 'theme'));
  let flags = 0;
  if (flag(options, 'inlineStyles')) flags |= FLAG_INLINE_STYLES;
  if (flag(options, 'lines')) flags |= FLAG_LINES;
  if (flag(options, 'lineNumbers')) flags |= FLAG_LINE_NUMBERS;
  const first = options.firstLine;
  if (first !== undefined) {
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > LINE_MAX) {
      throw badOption(`firstLine must be an integer from 1 to ${LINE_MAX} (got ${String(first)})`);
    }
    setU32(optionsAddress + F_FIRST_LINE, first);
  }
  setU32(optionsAddress + F_FLAGS, flags);
}

// ---------------------------------------------------------------------------------------------
// Calls

/** The C API's SWH_SKIP_* values, by index. */
const SKIP_REASONS = Object.freeze([null, 'unterminated', 'unexpectedMarkup', 'unknownCharacterReference',
  'invalidUtf8', 'tooDeep']);

/**
 * Runs swh_rehighlight_html on `page`; returns the page it wrote (a string for a string page,
 * bytes for bytes) and the stats.
 */
function rehighlightPage(page, options, fn) {
  writeOptions(options, fn);
  const length = putInput(page);
  const status = wasm.swh_rehighlight_html(input.address, length, optionsAddress, outAddress, statsAddress);
  if (status !== Status.OK) throw statusError(status, u32(outAddress + 4));
  const reason = u32(statsAddress + 20);
  let firstSkipped = null;
  if (reason !== 0) {
    let offset = u32(statsAddress + 16);
    // A string's offsets are UTF-16 indices: count those of the bytes before the block (which
    // starts at a `<`, so the prefix is whole characters).
    if (typeof page === 'string') offset = decoder.decode(bytesView.subarray(input.address, input.address + offset)).length;
    firstSkipped = { offset, reason: SKIP_REASONS[reason] ?? `unknown (${reason})` };
  }
  const stats = {
    found: u32(statsAddress),
    rewritten: u32(statsAddress + 4),
    unchanged: u32(statsAddress + 8),
    skipped: u32(statsAddress + 12),
    firstSkipped,
  };
  const data = u32(outAddress);
  const end = data + u32(outAddress + 4);
  refreshViews();
  // Bytes in, bytes out: a page that is not UTF-8 outside its blocks keeps those bytes.
  const html = typeof page === 'string' ? decoder.decode(bytesView.subarray(data, end)) : bytesView.slice(data, end);
  wasm.swh_string_free(outAddress);
  return { html, stats };
}

/**
 * Re-highlights the Swift code blocks of a finished HTML page (`swh_rehighlight_html`), as
 * generators and highlighters write them, and returns the page with only those blocks changed.
 */
export function rehighlightHtml(page, options) {
  return rehighlightPage(page, options, 'rehighlightHtml').html;
}

/** {@link rehighlightHtml} with what it found: `{ html, found, rewritten, unchanged, skipped, firstSkipped }`. */
export function rehighlightHtmlWithStats(page, options) {
  const { html, stats } = rehighlightPage(page, options, 'rehighlightHtmlWithStats');
  return { html, ...stats };
}
