// The engine's WebAssembly module (swift_highlight_simd.wasm or swift_highlight.wasm, below),
// loaded once for the whole package: its
// memory, the scratch block holding the output and options structs, the input buffer, the
// output's decoding, the names the engine reports and its status sentences. Not an entry point;
// the other modules of index.js call the engine through it.
//
// Memory: the module has one linear memory. Input goes into one buffer that is grown when an
// input does not fit and otherwise reused; options and output structs live in one small block
// allocated at start-up; every result the engine returns is copied out and freed with the
// engine's own free function before the call returns. So repeated calls reuse the same memory.

import {
  Status, SwiftHighlightError, isNode, loadModule, isMissingModule, statusError, nameList, MEMORY_LIMIT, optionsRule, ModuleBuffer,
  ModuleMemory, optionsSize,
} from './runtime.js';
import { swh_options_t, swh_string_t, swh_tokens_t } from './abi.js';

// Two builds of the engine give the same bytes: swift_highlight_simd.wasm, whose byte scans take
// sixteen bytes per step with WebAssembly SIMD, where the engine validates a SIMD instruction,
// and swift_highlight.wasm elsewhere (and where the SIMD build is missing, or in Node when
// SWIFT_HIGHLIGHT_WASM_SIMD=0 asks for the scalar one: the tests run both).
// SIMD_PROBE: a module of one function returning a v128.const of zeros.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, ...new Array(16).fill(0), 0x0b, // code: v128.const 0; end
]);

/** Whether the SIMD build is the one to load: the engine supports SIMD, and it is not turned off. */
export const simdSupported = WebAssembly.validate(SIMD_PROBE);
const simdWanted = simdSupported && !(isNode && process.env.SWIFT_HIGHLIGHT_WASM_SIMD === '0');

const SCALAR = 'swift_highlight.wasm';
const SIMD = 'swift_highlight_simd.wasm';

async function loadEngine() {
  if (simdWanted) {
    try {
      return [SIMD, await loadModule(new URL('./swift_highlight_simd.wasm', import.meta.url))];
    } catch (error) {
      if (!isMissingModule(error)) throw error;
    }
  }
  return [SCALAR, await loadModule(new URL('./swift_highlight.wasm', import.meta.url))];
}

/** The file name of the module loaded: swift_highlight_simd.wasm or swift_highlight.wasm. */
export const [engineModule, wasm] = await loadEngine();

const encoder = new TextEncoder();
export const decoder = new TextDecoder('utf-8');

// Node's Buffer and its SIMD ASCII check (Node ≥ 18.15), for decoding output; absent in browsers.
const nodeBuffer = isNode ? await import('node:buffer') : null;
const NodeBuffer = typeof nodeBuffer?.Buffer?.from === 'function' ? nodeBuffer.Buffer : null;
const isAscii = NodeBuffer !== null && typeof nodeBuffer.isAscii === 'function' ? nodeBuffer.isAscii : null;

// ---------------------------------------------------------------------------------------------
// Memory access

// The memory's views (memory.bytes, memory.words) and, in Node, a Buffer over the same memory.
let bufferView = isAscii ? NodeBuffer.from(wasm.memory.buffer) : null;
export const memory = new ModuleMemory(wasm, isAscii ? (buffer) => { bufferView = NodeBuffer.from(buffer); } : null);
export const setU32 = (address, value) => memory.setU32(address, value);

// Decoding the output. V8 keeps a string of Latin-1 characters in one byte per character and
// any other string in two, and decoding UTF-8 that holds a single non-ASCII character produces
// a two-byte string of the whole: on the 3.8 MB benchmark file (10.5 MB of HTML, 7,309
// non-ASCII bytes) TextDecoder took 25 ms of CPU time in Node 20, more than the engine's 17 ms.
// So the output is scanned in blocks for its non-ASCII bytes: a block that is all ASCII is
// passed over, a block that is not is halved until its halves are ASCII or small, and in each
// small piece that is not ASCII the span from its first non-ASCII byte to its last is decoded
// as UTF-8 (blocks are cut at character boundaries, never before a UTF-8 continuation byte, so
// such a span holds whole characters; the engine's output is valid UTF-8, so the text is
// TextDecoder's). The ASCII between two spans becomes one one-byte string, as long as the text
// allows (on that file 65 places hold non-ASCII characters, so most runs are over 100 KB), and
// the pieces are joined: V8 joins strings without copying them; the result's characters are
// copied once, when it is first needed flat. In Node the ASCII runs are slices of one Latin-1
// string of the whole output (Buffer's `toString('latin1')`: one copy, and V8 slices a string
// without copying it), with Buffer's SIMD `isAscii` for the scan. On that file
// (scripts/bench/js-instructions.sh --functions) memcpy cost 3.2 instructions per input byte
// with a Latin-1 string per run (V8 allocates each and copies into it with `rep movsb`, which
// callgrind counts a byte at a time) and 0.5 with the one string, which Node copies as an
// external string; and decoding 1 KB pieces around each non-ASCII character as UTF-8 cost 0.6,
// decoding the spans alone nothing measurable. Elsewhere the ASCII check is a loop over 32-bit
// words and TextDecoder decodes each run and span: 12 ms against 25 for the whole, measured in
// Node with this path forced.
// Outputs up to DECODE_DIRECT bytes (a snippet's) are decoded in one piece: checking them
// costs more than a short two-byte string.
const DECODE_DIRECT = 4096;
const DECODE_BLOCK = 65536;
const DECODE_LEAF = 1024;
// The most ASCII bytes between two non-ASCII spans that are decoded as one.
const SPAN_GAP = 256;

// The non-ASCII spans one decodeUTF8 found, in order: start, end, start, end, … (reused).
const spans = [];

/** The text of the valid UTF-8 at [start, end) of the memory (views already refreshed). */
export function decodeUTF8(start, end) {
  if (end - start <= DECODE_DIRECT) {
    return bufferView !== null ? bufferView.toString('utf8', start, end) : decoder.decode(memory.bytes.subarray(start, end));
  }
  const bytes = memory.bytes;
  spans.length = 0;
  for (let from = start; from < end;) {
    let cut = Math.min(from + DECODE_BLOCK, end);
    while (cut < end && (bytes[cut] & 0xC0) === 0x80) cut++;
    scanBlock(from, cut);
    from = cut;
  }
  if (bufferView !== null) {
    const ascii = bufferView.toString('latin1', start, end);
    if (spans.length === 0) return ascii;
    let text = '';
    let from = start;
    for (let k = 0; k < spans.length; k += 2) {
      text += ascii.slice(from - start, spans[k] - start) + bufferView.toString('utf8', spans[k], spans[k + 1]);
      from = spans[k + 1];
    }
    return text + ascii.slice(from - start);
  }
  let text = '';
  let from = start;
  for (let k = 0; k < spans.length; k += 2) {
    if (from < spans[k]) text += decoder.decode(bytes.subarray(from, spans[k]));
    text += decoder.decode(bytes.subarray(spans[k], spans[k + 1]));
    from = spans[k + 1];
  }
  if (from < end) text += decoder.decode(bytes.subarray(from, end));
  return text;
}

/** Adds to `spans` the span of each small piece of [start, end) that is not ASCII. */
function scanBlock(start, end) {
  if (bufferView !== null ? isAscii(bufferView.subarray(start, end)) : asciiOnly(start, end)) return;
  const { bytes, words } = memory;
  if (end - start <= DECODE_LEAF) {
    // The piece starts and ends at character boundaries, so its first byte above 0x7F starts a
    // character and its last one ends one. Both are found a word at a time between the bytes
    // up to a word boundary (the piece holds one, so no loop leaves it).
    let first = start;
    while ((first & 3) !== 0 && bytes[first] < 0x80) first++;
    if (bytes[first] < 0x80) {
      let w = first >>> 2;
      while ((words[w] & 0x80808080) === 0) w++;
      first = w << 2;
      while (bytes[first] < 0x80) first++;
    }
    let last = end;
    while ((last & 3) !== 0 && bytes[last - 1] < 0x80) last--;
    if (bytes[last - 1] < 0x80) {
      let w = (last >>> 2) - 1;
      while ((words[w] & 0x80808080) === 0) w--;
      last = (w << 2) + 4;
      while (bytes[last - 1] < 0x80) last--;
    }
    // A span that starts close to the previous one's end extends it (text dense with non-ASCII
    // characters becomes a few long spans, not one per piece).
    const n = spans.length;
    if (n !== 0 && first - spans[n - 1] <= SPAN_GAP) spans[n - 1] = last;
    else spans.push(first, last);
    return;
  }
  let middle = start + ((end - start) >>> 1);
  while (middle < end && (bytes[middle] & 0xC0) === 0x80) middle++;
  scanBlock(start, middle);
  scanBlock(middle, end);
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

export function describe(status) {
  return memory.cString(wasm.swh_status_str(status));
}

/** The engine's sentence on the options of the last call, or null (swh_options_check). */
export function rule() {
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
// Scratch memory: the output struct and the options struct, allocated once (options.js writes
// the options; the texts, line ranges and names they point at are in its buffers).

// swh_string_t and swh_tokens_t: a pointer and a size_t, the length at the same offset.
export const OUT_SIZE = Math.max(swh_string_t.SIZE, swh_tokens_t.SIZE);
export const OUT_LEN = swh_string_t.len;

export const OPTIONS_SIZE = optionsSize(wasm, (address) => memory.u32(address));

const scratch = wasm.malloc(OUT_SIZE + OPTIONS_SIZE);
if (scratch === 0) throw new Error('swift-highlight: out of memory at start-up');
export const outAddress = scratch;
export const optionsAddress = scratch + OUT_SIZE;

if (OPTIONS_SIZE < swh_options_t.title + 4) {
  throw new Error(`swift-highlight: unexpected swh_options_t size ${OPTIONS_SIZE}`);
}

/** The input buffer: the code of the call, or the text of an edit. */
export const input = new ModuleBuffer(wasm);

export function tooLarge() {
  return statusError(describe, Status.TOO_LARGE);
}

export function outOfMemory() {
  return statusError(describe, Status.OUT_OF_MEMORY);
}

/**
 * Copies `code` (a string or a Uint8Array) into the input buffer; returns its length in bytes.
 * Strings are encoded as TextEncoder encodes them (lone surrogates become U+FFFD).
 */
export function putInput(code) {
  if (typeof code === 'string') {
    if (code.length <= SHORT_INPUT) return putShort(code);
    // At most three bytes per UTF-16 code unit; encodeInto writes straight into the module.
    let room = code.length * 3;
    if (room > MEMORY_LIMIT) {
      const bytes = encoder.encode(code);
      return putBytes(bytes);
    }
    // In Node with the ASCII converter: the UTF-16 copy after the room for the UTF-8, at the
    // next multiple of UNITS_ALIGN (Buffer#ucs2Write copies the string straight to an even
    // address; to an odd one it copies it once more, through a second buffer).
    const fast = asciiRuns !== null && bufferView !== null && code.length >= FAST_MIN
      && room + UNITS_ALIGN + 2 * code.length <= MEMORY_LIMIT;
    const size = fast ? room + UNITS_ALIGN + 2 * code.length : room;
    if (!input.reserve(Math.max(size, 1))) {
      // Not room for the worst case: encode first, then copy exactly.
      return putBytes(encoder.encode(code));
    }
    memory.refresh();
    if (fast) {
      const after = input.address + room;
      return putUTF16(code, input.address, after + (UNITS_ALIGN - after % UNITS_ALIGN) % UNITS_ALIGN);
    }
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

// Strings of up to SHORT_INPUT code units (an editor's keystroke, a short edit) are encoded
// here, a unit at a time: in Chromium the first call of TextEncoder in a task costs 25-35 µs
// (later ones in the same task about 5), a tenth of what highlighting adds to a keystroke in
// a long document (js/test-browser/editors/bench.html); encoding a few units costs nothing.
const SHORT_INPUT = 64;

/** Encodes `code` (at most SHORT_INPUT units) into the input buffer; returns its length in bytes. */
function putShort(code) {
  // At most three bytes per unit (a surrogate pair: four for two).
  if (!input.reserve(3 * SHORT_INPUT)) throw outOfMemory();
  memory.refresh();
  const bytes = memory.bytes;
  const n = code.length;
  let at = input.address;
  for (let k = 0; k < n; k++) {
    let c = code.charCodeAt(k);
    if (c < 0x80) {
      bytes[at++] = c;
    } else if (c < 0x800) {
      bytes[at++] = 0xC0 | (c >> 6);
      bytes[at++] = 0x80 | (c & 0x3F);
    } else {
      if ((c & 0xF800) === 0xD800) {
        const d = k + 1 < n ? code.charCodeAt(k + 1) : 0;
        if (c < 0xDC00 && (d & 0xFC00) === 0xDC00) {
          const p = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00);
          bytes[at++] = 0xF0 | (p >> 18);
          bytes[at++] = 0x80 | ((p >> 12) & 0x3F);
          bytes[at++] = 0x80 | ((p >> 6) & 0x3F);
          bytes[at++] = 0x80 | (p & 0x3F);
          k++;
          continue;
        }
        c = 0xFFFD; // a lone surrogate, as TextEncoder encodes it
      }
      bytes[at++] = 0xE0 | (c >> 12);
      bytes[at++] = 0x80 | ((c >> 6) & 0x3F);
      bytes[at++] = 0x80 | (c & 0x3F);
    }
  }
  return at - input.address;
}

// Encoding a string in Node. V8 writes UTF-8 from a string of two-byte characters (any string
// holding one character beyond Latin-1, as source code with one emoji is) a character at a
// time: 13.4 instructions per byte on the 3.8 MB benchmark file, a fifth of the whole call
// (scripts/bench/js-instructions.sh), and 2.9 ms for the same text as one-byte ASCII, against
// 0.5 for its Latin-1 copy. Copying a string's UTF-16 code units is a memcpy for V8
// (Buffer#ucs2Write); so the string is copied as UTF-16 into the module's memory, behind the
// room for its UTF-8, and the small module below (WebAssembly SIMD, sharing the engine's
// memory) turns the runs of ASCII units into bytes, 64 at a time (0.58 instructions per byte on
// a 1 MB prefix of that file, 0.78 at 32), then 32 and 16; each group of sixteen
// that holds another character is written by Buffer#write (UTF-8, lone surrogates as U+FFFD,
// as TextEncoder), never splitting a surrogate pair. Strings shorter than FAST_MIN units take
// Buffer#write alone: for them the extra calls cost more than they save.
const FAST_MIN = 256;
// The alignment of the UTF-16 copy: even for Buffer#ucs2Write, 16 for the converter's loads.
const UNITS_ALIGN = 16;

// ASCII_RUNS: a module importing the memory "env" "memory" and exporting "a" (src, units, dst)
// -> units converted: while 64 more units remain from src (UTF-16LE) and all are below 0x80,
// writes their low bytes at dst (v128.load eight times, v128.or, v128.and with 0xFF80 in each
// lane, v128.any_true, i8x16.narrow_i16x8_u four times, v128.store four times) and moves on by
// 64; then the same 32 units at a time while 32 more remain and are ASCII, then sixteen. Locals:
// 3 the units converted, 4 the address of the next units (then of their bytes), 5, 6, 8 to 13
// the vectors of units, 7 the mask 0xFF80 (kept in a register across the loops).
function wasmSection(id, bytes) {
  return [id, ...leb(bytes.length), ...bytes];
}
function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7F;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}
const ASCII_RUNS_BODY = [
  0x02, 0x02, 0x7F, 0x09, 0x7B, // locals: 2 i32 (3, 4), 9 v128 (5 to 13)
  0xFD, 0x0C, ...new Array(8).fill([0x80, 0xFF]).flat(), 0x21, 0x07, // mask = v128.const i16x8 0xFF80 …
  0x02, 0x40, 0x02, 0x40, 0x02, 0x40, 0x03, 0x40, // block (done), block (16 units), block (32 units), loop
  0x20, 0x03, 0x41, 0xC0, 0x00, 0x6A, 0x20, 0x01, 0x4B, 0x0D, 0x01, // converted + 64 > units: to the 32-unit loop
  0x20, 0x00, 0x20, 0x03, 0x41, 0x01, 0x74, 0x6A, 0x21, 0x04, // next = src + converted * 2
  ...[0x05, 0x06, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].flatMap((local, k) =>
    [0x20, 0x04, 0xFD, 0x00, 0x00, 16 * k, 0x21, local]), // 5, 6, 8 … 13 = v128.load next + 16k
  0x20, 0x05, 0x20, 0x06, 0xFD, 0x50, 0x20, 0x08, 0x20, 0x09, 0xFD, 0x50, 0xFD, 0x50, // (5 | 6) | (8 | 9)
  0x20, 0x0A, 0x20, 0x0B, 0xFD, 0x50, 0x20, 0x0C, 0x20, 0x0D, 0xFD, 0x50, 0xFD, 0x50, 0xFD, 0x50, // | ((10 | 11) | (12 | 13))
  0x20, 0x07, 0xFD, 0x4E, 0xFD, 0x53, 0x0D, 0x01, // and mask, any_true: a unit above 0x7F: to the 32-unit loop
  0x20, 0x02, 0x20, 0x03, 0x6A, 0x21, 0x04, // next = dst + converted
  ...[[0x05, 0x06], [0x08, 0x09], [0x0A, 0x0B], [0x0C, 0x0D]].flatMap(([a, b], k) =>
    [0x20, 0x04, 0x20, a, 0x20, b, 0xFD, 0x66, 0xFD, 0x0B, 0x00, 16 * k]), // v128.store next + 16k, narrow(a, b)
  0x20, 0x03, 0x41, 0xC0, 0x00, 0x6A, 0x21, 0x03, // converted += 64
  0x0C, 0x00, 0x0B, 0x0B, // br loop, end loop, end block
  0x03, 0x40, // loop
  0x20, 0x03, 0x41, 0x20, 0x6A, 0x20, 0x01, 0x4B, 0x0D, 0x01, // converted + 32 > units: to the 16-unit loop
  0x20, 0x00, 0x20, 0x03, 0x41, 0x01, 0x74, 0x6A, 0x21, 0x04, // next = src + converted * 2
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x00, 0x21, 0x05, // 5 = v128.load next
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x10, 0x21, 0x06, // 6 = v128.load next + 16
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x20, 0x21, 0x08, // 8 = v128.load next + 32
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x30, 0x21, 0x09, // 9 = v128.load next + 48
  0x20, 0x05, 0x20, 0x06, 0xFD, 0x50, 0x20, 0x08, 0x20, 0x09, 0xFD, 0x50, 0xFD, 0x50, // (5 | 6) | (8 | 9)
  0x20, 0x07, 0xFD, 0x4E, 0xFD, 0x53, 0x0D, 0x01, // and mask, any_true: a unit above 0x7F: to the 16-unit loop
  0x20, 0x02, 0x20, 0x03, 0x6A, 0x21, 0x04, // next = dst + converted
  0x20, 0x04, 0x20, 0x05, 0x20, 0x06, 0xFD, 0x66, 0xFD, 0x0B, 0x00, 0x00, // v128.store next, narrow(5, 6)
  0x20, 0x04, 0x20, 0x08, 0x20, 0x09, 0xFD, 0x66, 0xFD, 0x0B, 0x00, 0x10, // v128.store next + 16, narrow(8, 9)
  0x20, 0x03, 0x41, 0x20, 0x6A, 0x21, 0x03, // converted += 32
  0x0C, 0x00, 0x0B, 0x0B, // br loop, end loop, end block
  0x03, 0x40, // loop
  0x20, 0x03, 0x41, 0x10, 0x6A, 0x20, 0x01, 0x4B, 0x0D, 0x01, // converted + 16 > units: leave
  0x20, 0x00, 0x20, 0x03, 0x41, 0x01, 0x74, 0x6A, 0x21, 0x04, // next = src + converted * 2
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x00, 0x21, 0x05, // 5 = v128.load next
  0x20, 0x04, 0xFD, 0x00, 0x00, 0x10, 0x21, 0x06, // 6 = v128.load next + 16
  0x20, 0x05, 0x20, 0x06, 0xFD, 0x50, // or
  0x20, 0x07, 0xFD, 0x4E, 0xFD, 0x53, 0x0D, 0x01, // and mask, any_true: a unit above 0x7F: leave
  0x20, 0x02, 0x20, 0x03, 0x6A, // dst + converted
  0x20, 0x05, 0x20, 0x06, 0xFD, 0x66, // i8x16.narrow_i16x8_u
  0xFD, 0x0B, 0x00, 0x00, // v128.store
  0x20, 0x03, 0x41, 0x10, 0x6A, 0x21, 0x03, // converted += 16
  0x0C, 0x00, 0x0B, 0x0B, // br loop, end loop, end block
  0x20, 0x03, 0x0B, // converted
];
const ASCII_RUNS = new Uint8Array([
  0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00,
  ...wasmSection(1, [0x01, 0x60, 0x03, 0x7F, 0x7F, 0x7F, 0x01, 0x7F]), // (i32, i32, i32) -> i32
  ...wasmSection(2, [0x01, 0x03, 0x65, 0x6E, 0x76, 0x06, 0x6D, 0x65, 0x6D, 0x6F, 0x72, 0x79, 0x02, 0x00, 0x00]), // env.memory
  ...wasmSection(3, [0x01, 0x00]),
  ...wasmSection(7, [0x01, 0x01, 0x61, 0x00, 0x00]), // export "a"
  ...wasmSection(10, [0x01, ...leb(ASCII_RUNS_BODY.length), ...ASCII_RUNS_BODY]),
]);

/** The ASCII converter on the engine's memory (Node with the SIMD build), or null. */
const asciiRuns = isAscii !== null && engineModule === SIMD
  ? new WebAssembly.Instance(new WebAssembly.Module(ASCII_RUNS), { env: { memory: wasm.memory } }).exports.a
  : null;

/** Encodes `code` as UTF-8 at `at`, through its UTF-16 copy at `units`; returns the bytes written. */
function putUTF16(code, at, units) {
  const n = code.length;
  bufferView.ucs2Write(code, units);
  const start = at;
  let i = 0;
  let piece = 16;
  while (i < n) {
    const converted = asciiRuns(units + 2 * i, n - i, at);
    i += converted;
    at += converted;
    if (i >= n) break;
    // Sixteen units (or the rest) holding a character beyond ASCII; longer pieces while the
    // text stays so.
    piece = converted === 0 ? Math.min(piece * 2, 4096) : 16;
    let end = Math.min(i + piece, n);
    if (end < n && (code.charCodeAt(end - 1) & 0xFC00) === 0xD800 && (code.charCodeAt(end) & 0xFC00) === 0xDC00) end++;
    at += bufferView.utf8Write(code.slice(i, end), at);
    i = end;
  }
  return at - start;
}

export function putBytes(bytes) {
  if (bytes.length > MEMORY_LIMIT) throw tooLarge();
  if (!input.reserve(Math.max(bytes.length, 1))) throw outOfMemory();
  memory.refresh();
  memory.bytes.set(bytes, input.address);
  return bytes.length;
}


/** Runs a string-returning entry point and returns its output as a JavaScript string. */
export function takeString(status) {
  if (status !== Status.OK) throw statusError(describe, status, memory.u32(outAddress + OUT_LEN), rule);
  const data = memory.u32(outAddress);
  const length = memory.u32(outAddress + OUT_LEN);
  memory.refresh();
  const text = decodeUTF8(data, data + length);
  wasm.swh_string_free(outAddress);
  return text;
}

