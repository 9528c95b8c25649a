// What the package's two entry points share: index.js (the engine, swift_highlight.wasm) and
// site.js (the page rewriter, swift_highlight_site.wasm) each load a WebAssembly module of their
// own with loadModule and speak the same C API (include/swift_highlight.h): its status codes,
// its errors as SwiftHighlightError, its NUL-terminated names. Not an entry point of the package;
// index.js and site.js export Status and SwiftHighlightError from here, so that both entry
// points throw the one class.

/** The C API's status codes. */
export const Status = Object.freeze({
  OK: 0,
  INVALID_ARGUMENT: 1,
  INVALID_UTF8: 2,
  TOO_LARGE: 3,
  OUT_OF_MEMORY: 4,
  FENCE: 6,
  THEME: 7,
});

/**
 * The error every function throws; `status` is the C API's status, `offset` the first bad byte,
 * `line` the line of a code block whose fence options are malformed.
 */
export class SwiftHighlightError extends Error {
  constructor(message, status, offset, line) {
    super(message);
    this.status = status;
    if (offset !== undefined) this.offset = offset;
    if (line !== undefined) this.line = line;
  }

  get name() {
    return 'SwiftHighlightError';
  }
}

export const isNode = typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';

/**
 * The error for a package without one of its WebAssembly modules: the npm package carries them,
 * a source checkout has them only once scripts/build/wasm.sh has run.
 */
function missingModule(where, cause) {
  const error = new SwiftHighlightError(
    `swift-highlight: the WebAssembly module ${where} is missing. In a source checkout of swift-highlight, ` +
    'build it with scripts/build/wasm.sh (it needs the Swift toolchain); the npm package carries it.',
    Status.INVALID_ARGUMENT);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Instantiates the module at `url` (read from the file system in Node, fetched elsewhere),
 * runs its initializer and returns its exports.
 */
export async function loadModule(url) {
  const instance = await instantiate(url);
  const exports = instance.exports;
  if (typeof exports._initialize === 'function') exports._initialize();
  return exports;
}

async function instantiate(url) {
  if (isNode && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    let bytes;
    try {
      bytes = await readFile(url);
    } catch (error) {
      if (error?.code !== 'ENOENT') throw error;
      throw missingModule(decodeURIComponent(url.pathname), error);
    }
    return (await WebAssembly.instantiate(bytes, {})).instance;
  }
  const response = await fetch(url);
  if (response.status === 404) throw missingModule(url.href);
  if (!response.ok) throw new Error(`swift-highlight: cannot load ${url}: HTTP ${response.status}`);
  if (typeof WebAssembly.instantiateStreaming === 'function'
      && (response.headers.get('content-type') || '').startsWith('application/wasm')) {
    return (await WebAssembly.instantiateStreaming(response, {})).instance;
  }
  // Servers that do not send application/wasm: compile from the bytes.
  return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
}

/** The error for an option that is not one the function takes. */
export function badOption(message) {
  return new SwiftHighlightError(`swift-highlight: ${message}`, Status.INVALID_ARGUMENT);
}

/**
 * The error for a status other than OK, worded by the engine (`describe(status)`, its
 * swh_status_str). `detail` is the output's length field: the first bad byte's offset for
 * INVALID_UTF8, the fence's line for FENCE.
 */
export function statusError(describe, status, detail) {
  const description = describe(status);
  if (status === Status.INVALID_UTF8) {
    return new SwiftHighlightError(`swift-highlight: ${description} (first bad byte at offset ${detail})`, status, detail);
  }
  if (status === Status.FENCE) {
    return new SwiftHighlightError(`swift-highlight: ${description}: the Swift code block at line ${detail}`,
      status, undefined, detail);
  }
  return new SwiftHighlightError(`swift-highlight: ${description}`, status);
}

/** The names `name(0)`, `name(1)`, … up to the first 0 address, each read with `cString`. */
export function nameList(name, cString) {
  const list = [];
  for (let value = 0; ; value++) {
    const address = name(value);
    if (address === 0) break;
    list.push(cString(address));
  }
  return Object.freeze(list);
}

/** The field offsets of swh_options_t on wasm32 (pointers and size_t are 4 bytes). */
export const OptionField = Object.freeze({
  CLASS_PREFIX: 4,
  INVALID_UTF8: 8,
  FLAGS: 12,
  SCHEME: 16,
  THEME: 20,
  HIGHLIGHT_LINES: 24,
  HIGHLIGHT_COUNT: 28,
  FIRST_LINE: 32,
  DARK_SELECTOR: 36,
  TITLE: 40,
  PROJECT_NAMES: 44,
  PROJECT_NAMES_LEN: 48,
  THEME_FILE: 52,
});

/** The SWH_FLAG_* bits of swh_options_t.flags. */
export const Flag = Object.freeze({
  WRAP_PRE: 0x1,
  LINES: 0x2,
  LINE_NUMBERS: 0x4,
  INLINE_STYLES: 0x8,
  ANSI_16: 0x10,
  LANGUAGE_CLASS: 0x20,
  DIFF: 0x40,
  NOTATION: 0x80,
  XCODE_KINDS: 0x100,
});

/** SWH_CLASS_PREFIX_MAX. */
export const PREFIX_MAX = 64;
/** The largest line number the options take. */
export const LINE_MAX = 0xFFFFFFFF;
/** The largest input the 32-bit memory could hold at all; the engine's own limit is lower. */
export const MEMORY_LIMIT = 0xFFFF0000;

/** The value of a boolean option, `fallback` when it is not given. */
export function flag(options, key, fallback = false) {
  const value = options[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw badOption(`${key} must be true or false`);
  return value;
}

/** The index of a named option's value in `list` (the engine's scheme or theme names). */
export function enumValue(list, value, what) {
  if (value === undefined) return 0;
  const index = typeof value === 'string' ? list.indexOf(value) : -1;
  if (index < 0) throw badOption(`${what} must be one of ${list.join(', ')} (got ${String(value)})`);
  return index;
}

/** A line number option, checked. */
export function lineNumber(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > LINE_MAX) {
    throw badOption(`${what} must be an integer from 1 to ${LINE_MAX} (got ${String(value)})`);
  }
  return value;
}

const encoder = new TextEncoder();

/**
 * Writes the options that every highlighted block takes, in both entry points, into the options
 * struct at `optionsAddress` (already set to the defaults): classPrefix (its text copied to
 * `prefixAddress`, which has room for PREFIX_MAX bytes and a NUL), replaceInvalidUtf8, scheme and
 * theme (indices into the engine's `schemes` and `themes`), firstLine. Returns the flags of
 * inlineStyles, lines and lineNumbers for the caller to add its own to.
 */
export function writeBlockOptions(memory, options, optionsAddress, prefixAddress, schemes, themes) {
  const prefix = options.classPrefix;
  if (prefix !== undefined) {
    if (typeof prefix !== 'string' || !/^[A-Za-z0-9_-]*$/.test(prefix) || prefix.length > PREFIX_MAX) {
      throw badOption(`classPrefix must be at most ${PREFIX_MAX} characters of [A-Za-z0-9_-] (got ${JSON.stringify(prefix)})`);
    }
    memory.refresh();
    encoder.encodeInto(prefix, memory.bytes.subarray(prefixAddress, prefixAddress + PREFIX_MAX));
    memory.bytes[prefixAddress + prefix.length] = 0;
    memory.setU32(optionsAddress + OptionField.CLASS_PREFIX, prefixAddress);
  }
  if (flag(options, 'replaceInvalidUtf8')) memory.setU32(optionsAddress + OptionField.INVALID_UTF8, 1);
  memory.setU32(optionsAddress + OptionField.SCHEME, enumValue(schemes, options.scheme, 'scheme'));
  // An Xcode theme file's bytes are read by the caller (swh_options_t.theme_file).
  const file = options.theme instanceof Uint8Array || options.theme instanceof ArrayBuffer;
  memory.setU32(optionsAddress + OptionField.THEME, enumValue(themes, file ? undefined : options.theme, 'theme'));
  if (options.firstLine !== undefined) {
    memory.setU32(optionsAddress + OptionField.FIRST_LINE, lineNumber(options.firstLine, 'firstLine'));
  }
  let flags = 0;
  if (flag(options, 'inlineStyles')) flags |= Flag.INLINE_STYLES;
  if (flag(options, 'lines')) flags |= Flag.LINES;
  if (flag(options, 'lineNumbers')) flags |= Flag.LINE_NUMBERS;
  return flags;
}

/**
 * Views of a module's memory: `bytes` and `words` (32-bit, at addresses divisible by 4), made
 * anew by `refresh()` after the memory grew (growing detaches the old ones); `onGrow` is told.
 */
export class ModuleMemory {
  constructor(wasm, onGrow = null) {
    this.memory = wasm.memory;
    this.onGrow = onGrow;
    this.decoder = new TextDecoder('utf-8');
    this.bytes = new Uint8Array(this.memory.buffer);
    this.words = new Uint32Array(this.memory.buffer);
  }

  refresh() {
    if (this.bytes.buffer !== this.memory.buffer) {
      this.bytes = new Uint8Array(this.memory.buffer);
      this.words = new Uint32Array(this.memory.buffer);
      if (this.onGrow !== null) this.onGrow(this.memory.buffer);
    }
  }

  u32(address) {
    this.refresh();
    return this.words[address >>> 2];
  }

  setU32(address, value) {
    this.refresh();
    this.words[address >>> 2] = value;
  }

  /** A NUL-terminated string (the engine's static names). */
  cString(address) {
    this.refresh();
    const bytes = this.bytes;
    let end = address;
    while (bytes[end] !== 0) end++;
    return this.decoder.decode(bytes.subarray(address, end));
  }
}

/** A block of a module's memory that is grown when too small and otherwise reused. */
export class ModuleBuffer {
  constructor(wasm) {
    this.wasm = wasm;
    this.address = 0;
    this.capacity = 0;
  }

  /** Makes room for `size` bytes; false when the module's memory cannot grow that far. */
  reserve(size) {
    if (size <= this.capacity) return true;
    // At least double, so that growing inputs cost few reallocations; exactly `size` when
    // doubling would not be enough (a large input does not reserve twice its size).
    const capacity = Math.max(size, 4096, Math.min(this.capacity * 2, size * 2));
    if (this.address !== 0) this.wasm.free(this.address);
    this.address = this.wasm.malloc(capacity);
    if (this.address === 0) {
      this.capacity = 0;
      return false;
    }
    this.capacity = capacity;
    return true;
  }
}

/**
 * The size of swh_options_t in this module: swh_options_init_sized writes the library's own
 * size into struct_size. `read32(address)` reads the module's memory.
 */
export function optionsSize(wasm, read32) {
  const probe = wasm.malloc(256);
  if (probe === 0) throw new Error('swift-highlight: out of memory at start-up');
  wasm.swh_options_init_sized(probe, 256);
  const size = read32(probe);
  wasm.free(probe);
  return size;
}
