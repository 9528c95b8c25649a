// swift-highlight/site: re-highlights the Swift code blocks of finished HTML pages
// (`swh_rehighlight_html`). The page rewriter (an HTML scanner and the table of named character
// references) is a WebAssembly module of its own, swift_highlight_site.wasm, built with the core
// by scripts/build/wasm.sh, so that the main entry point (index.js) does not load it, nor this
// one the core. Both share runtime.js (loading, errors, option checks). See site.d.ts for the API.
//
// Memory, as in index.js: one input buffer, grown when a page does not fit and otherwise reused;
// the options, output and stats structs in one block allocated at start-up; every result is
// copied out and freed with the module's own free function before the call returns.

import {
  Status, SwiftHighlightError, loadModule, badOption, statusError, nameList, MEMORY_LIMIT, writeBlockOptions,
  optionsRule, ModuleBuffer, ModuleMemory, optionsSize, optionKeys, writeTableOptions, xcodeKindsFlag,
} from './runtime.js';
import { swh_options_t, swh_string_t, swh_block_stats_t, write_swh_options_t } from './abi.js';

export { Status, SwiftHighlightError };

const wasm = await loadModule(new URL('./swift_highlight_site.wasm', import.meta.url));

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

// ---------------------------------------------------------------------------------------------
// Memory access

const memory = new ModuleMemory(wasm);

function describe(status) {
  return memory.cString(wasm.swh_status_str(status));
}

/** The scheme and theme names of this module's engine, as index.js reads them from its own. */
const schemes = nameList((v) => wasm.swh_scheme_name(v), (address) => memory.cString(address));
const themes = nameList((v) => wasm.swh_theme_name(v), (address) => memory.cString(address));

// ---------------------------------------------------------------------------------------------
// Scratch memory: the output struct, the options struct, the class prefix and the stats.

const OUT_SIZE = swh_string_t.SIZE;
const STATS_SIZE = swh_block_stats_t.SIZE;

const OPTIONS_SIZE = optionsSize(wasm, (address) => memory.u32(address));

const scratch = wasm.malloc(OUT_SIZE + STATS_SIZE + OPTIONS_SIZE);
if (scratch === 0) throw new Error('swift-highlight: out of memory at start-up');
const outAddress = scratch;
const statsAddress = scratch + OUT_SIZE;
const optionsAddress = statsAddress + STATS_SIZE;
/** The class prefix's text: grown to fit, otherwise reused. */
const prefixText = new ModuleBuffer(wasm);
/** The names options' bytes, by option (writeTableOptions). */
const lists = {};

if (OPTIONS_SIZE < swh_options_t.first_line + 4) {
  throw new Error(`swift-highlight: unexpected swh_options_t size ${OPTIONS_SIZE}`);
}

/** The input buffer: grown when a page does not fit, otherwise reused. */
const input = new ModuleBuffer(wasm);

/** Copies `page` (a string or a Uint8Array) into the input buffer; returns its length in bytes. */
function putInput(page) {
  if (typeof page === 'string') {
    const room = page.length * 3;
    if (room > MEMORY_LIMIT || !input.reserve(Math.max(room, 1))) return putBytes(encoder.encode(page));
    memory.refresh();
    const { read, written } = encoder.encodeInto(page, memory.bytes.subarray(input.address, input.address + room));
    if (read !== page.length) throw new Error('swift-highlight: internal error: input not fully encoded');
    return written;
  }
  if (page instanceof Uint8Array) return putBytes(page);
  throw new SwiftHighlightError('swift-highlight: code must be a string or a Uint8Array', Status.INVALID_ARGUMENT);
}

function putBytes(bytes) {
  if (bytes.length > MEMORY_LIMIT) throw statusError(describe, Status.TOO_LARGE);
  if (!input.reserve(Math.max(bytes.length, 1))) throw statusError(describe, Status.OUT_OF_MEMORY);
  memory.refresh();
  memory.bytes.set(bytes, input.address);
  return bytes.length;
}

// ---------------------------------------------------------------------------------------------
// Options: those of index.js's highlight() that apply to each block, checked the same way.

const SITE_KEYS = optionKeys('site', ['scheme', 'classPrefix', 'firstLine', 'theme', 'replaceInvalidUtf8', 'xcodeKinds']);

/** Writes the C options struct for `options` (undefined or null: the defaults). */
function writeOptions(options, fn) {
  wasm.swh_options_init_sized(optionsAddress, OPTIONS_SIZE);
  if (options === undefined || options === null) return;
  if (typeof options !== 'object' || Array.isArray(options)) throw badOption(`${fn}: options must be an object`);
  for (const key of Object.keys(options)) {
    if (!SITE_KEYS.has(key)) throw badOption(`${fn}: unknown option "${key}"`);
  }
  const fields = {};
  writeBlockOptions(memory, options, fields, prefixText, schemes, themes);
  // Xcode's finer kinds: the names any Swift block of the page declares are the project's.
  fields.flags = writeTableOptions(memory, options, fields, lists, () => new ModuleBuffer(wasm)) | xcodeKindsFlag(options);
  write_swh_options_t((address, value) => memory.setU32(address, value), optionsAddress, fields);
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
  if (status !== Status.OK) {
    throw statusError(describe, status, memory.u32(outAddress + swh_string_t.len),
      () => optionsRule(wasm, memory, optionsAddress));
  }
  const reason = memory.u32(statsAddress + swh_block_stats_t.first_skipped_reason);
  let firstSkipped = null;
  if (reason !== 0) {
    let offset = memory.u32(statsAddress + swh_block_stats_t.first_skipped_offset);
    // A string's offsets are UTF-16 indices: count those of the bytes before the block (which
    // starts at a `<`, so the prefix is whole characters).
    if (typeof page === 'string') offset = decoder.decode(memory.bytes.subarray(input.address, input.address + offset)).length;
    firstSkipped = { offset, reason: SKIP_REASONS[reason] ?? `unknown (${reason})` };
  }
  const stats = {
    found: memory.u32(statsAddress + swh_block_stats_t.found),
    rewritten: memory.u32(statsAddress + swh_block_stats_t.rewritten),
    unchanged: memory.u32(statsAddress + swh_block_stats_t.unchanged),
    skipped: memory.u32(statsAddress + swh_block_stats_t.skipped),
    firstSkipped,
  };
  const data = memory.u32(outAddress);
  const end = data + memory.u32(outAddress + swh_string_t.len);
  memory.refresh();
  // Bytes in, bytes out: a page that is not UTF-8 outside its blocks keeps those bytes.
  const html = typeof page === 'string' ? decoder.decode(memory.bytes.subarray(data, end)) : memory.bytes.slice(data, end);
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
