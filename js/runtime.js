// What the package's two entry points share: index.js (the engine, swift_highlight.wasm) and
// site.js (the page rewriter, swift_highlight_site.wasm) each load a WebAssembly module of their
// own with loadModule and speak the same C API (include/swift_highlight.h): its status codes,
// its errors as SwiftHighlightError, its NUL-terminated names. Not an entry point of the package;
// index.js and site.js export Status and SwiftHighlightError from here, so that both entry
// points throw the one class. The header's constants and the structs' wasm32 layout come from
// abi.js, which scripts/gen/abi.sh generates from the header.

import {
  SWH_OK, SWH_ERROR_INVALID_ARGUMENT, SWH_ERROR_INVALID_UTF8, SWH_ERROR_TOO_LARGE, SWH_ERROR_OUT_OF_MEMORY,
  SWH_ERROR_FENCE, SWH_ERROR_THEME, SWH_UTF8_REPLACE, SWH_FLAG_XCODE_KINDS, SWH_FLAG_ORDINARY_KINDS, OPTIONS,
} from './abi.js';

/** The C API's status codes. */
export const Status = Object.freeze({
  OK: SWH_OK,
  INVALID_ARGUMENT: SWH_ERROR_INVALID_ARGUMENT,
  INVALID_UTF8: SWH_ERROR_INVALID_UTF8,
  TOO_LARGE: SWH_ERROR_TOO_LARGE,
  OUT_OF_MEMORY: SWH_ERROR_OUT_OF_MEMORY,
  FENCE: SWH_ERROR_FENCE,
  THEME: SWH_ERROR_THEME,
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
  missingModules.add(error);
  return error;
}

// The errors of missingModule (isMissingModule).
const missingModules = new WeakSet();

/** Whether `error` is loadModule's error for a module that is not there. */
export function isMissingModule(error) {
  return missingModules.has(error);
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
 * INVALID_UTF8, the fence's line for FENCE. For INVALID_ARGUMENT, `rule()` gives the engine's
 * sentence on the options of the call (swh_options_check), or null.
 */
export function statusError(describe, status, detail, rule = () => null) {
  if (status === Status.INVALID_ARGUMENT) {
    const broken = rule();
    if (broken !== null) return badOption(broken);
  }
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
 * A text option (`what` names it) as a C string in `buffer` (a ModuleBuffer, grown to fit):
 * UTF-8 with a NUL after it, lone surrogates as U+FFFD (as TextEncoder writes them). Returns its
 * address. Only the type is checked here: the engine checks the text against its rules.
 */
export function writeText(memory, buffer, text, what) {
  if (typeof text !== 'string' || text.includes('\0')) {
    throw badOption(`${what} must be a string without NUL characters (got ${typeof text === 'string' ? JSON.stringify(text) : String(text)})`);
  }
  const bytes = encoder.encode(text);
  if (!buffer.reserve(bytes.length + 1)) {
    throw new SwiftHighlightError('swift-highlight: out of memory for the options', Status.OUT_OF_MEMORY);
  }
  memory.refresh();
  memory.bytes.set(bytes, buffer.address);
  memory.bytes[buffer.address + bytes.length] = 0;
  return buffer.address;
}

/** A names option (`key`) as bytes: a string or bytes as they are, an array one name a line. */
function namesBytes(names, key) {
  if (typeof names === 'string') return encoder.encode(names);
  if (names instanceof Uint8Array) return names;
  if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return encoder.encode(names.join('\n'));
  throw badOption(`${key} must be a string (a list of names or a symbol graph), a Uint8Array or an array of names`);
}

/**
 * The keys an options object of `output` (html, markdown, ansi, tokens, css, site) may hold:
 * the header's options (OPTIONS of abi.js) that `output` takes, and `more`, the options with a
 * conversion of their own.
 */
export function optionKeys(output, more) {
  return new Set([...OPTIONS.filter((o) => o.outputs.includes(output)).map((o) => o.name), ...more]);
}

/**
 * Writes the header's options (OPTIONS of abi.js) given in `options` into `fields`
 * (swh_options_t's fields by their C names, for write_swh_options_t): a flag option sets its
 * flag when true; a names option (a symbol graph's JSON or a list of names, as a string or bytes,
 * or an array of names) is copied into `buffers[name]` (a ModuleBuffer made with `newBuffer()`
 * on first use) and pointed at. Returns the flags to add, with those the options imply. The
 * caller has checked the keys (optionKeys).
 */
export function writeTableOptions(memory, options, fields, buffers, newBuffer) {
  let flags = 0;
  for (const option of OPTIONS) {
    const value = options[option.name];
    if (value === undefined) continue;
    if (option.kind === 'flag') {
      if (flag(options, option.name)) flags |= option.flag | option.implies;
      continue;
    }
    flags |= option.implies;
    const bytes = namesBytes(value, option.name);
    if (bytes.length === 0) continue;
    if (bytes.length > MEMORY_LIMIT) throw new SwiftHighlightError(`swift-highlight: ${option.name} is too large`, Status.TOO_LARGE);
    const buffer = buffers[option.name] ??= newBuffer();
    if (!buffer.reserve(bytes.length)) {
      throw new SwiftHighlightError('swift-highlight: out of memory for the options', Status.OUT_OF_MEMORY);
    }
    memory.refresh();
    memory.bytes.set(bytes, buffer.address);
    fields[option.field] = buffer.address;
    fields[option.length] = bytes.length;
  }
  return flags;
}

/**
 * The flag of `xcodeKinds`: SWH_FLAG_XCODE_KINDS when true, SWH_FLAG_ORDINARY_KINDS when false
 * (a theme file brings the finer kinds unless told not to), else 0. (Names options turn the
 * finer kinds on too: their `implies`.)
 */
export function xcodeKindsFlag(options) {
  if (flag(options, 'xcodeKinds')) return SWH_FLAG_XCODE_KINDS;
  return options.xcodeKinds === false ? SWH_FLAG_ORDINARY_KINDS : 0;
}

/**
 * The engine's sentence on the options struct at `optionsAddress` (swh_options_check): the rule
 * a value breaks, or null when it accepts them.
 */
export function optionsRule(wasm, memory, optionsAddress) {
  const address = wasm.swh_options_check(optionsAddress);
  return address === 0 ? null : memory.cString(address);
}

/**
 * Writes the options that every highlighted block takes, in both entry points, into `fields`
 * (swh_options_t's fields by their C names, for write_swh_options_t): classPrefix (its text copied into
 * `prefixBuffer`, a ModuleBuffer), replaceInvalidUtf8, scheme and theme (indices into the
 * engine's `schemes` and `themes`), firstLine.
 */
export function writeBlockOptions(memory, options, fields, prefixBuffer, schemes, themes) {
  if (options.classPrefix !== undefined) {
    fields.class_prefix = writeText(memory, prefixBuffer, options.classPrefix, 'classPrefix');
  }
  if (flag(options, 'replaceInvalidUtf8')) fields.invalid_utf8 = SWH_UTF8_REPLACE;
  fields.scheme = enumValue(schemes, options.scheme, 'scheme');
  // An Xcode theme file's bytes are read by the caller (swh_options_t.theme_file).
  const file = options.theme instanceof Uint8Array || options.theme instanceof ArrayBuffer;
  fields.theme = enumValue(themes, file ? undefined : options.theme, 'theme');
  if (options.firstLine !== undefined) {
    fields.first_line = lineNumber(options.firstLine, 'firstLine');
  }
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
    // Growing a memory (not shared: the modules' memories are not) detaches its old buffer,
    // whose views then have length 0; reading that length spares the call of the memory's
    // `buffer` getter at each short call into the engine (a keystroke makes several).
    if (this.bytes.length === 0) {
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
    // malloc takes a 32-bit size: a larger one would wrap to a small block.
    if (size > MEMORY_LIMIT) return false;
    // At least double, so that growing inputs cost few reallocations; exactly `size` when
    // doubling would not be enough (a large input does not reserve twice its size).
    const capacity = Math.min(Math.max(size, 4096, Math.min(this.capacity * 2, size * 2)), MEMORY_LIMIT);
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
