// The fence-info grammar of the engine (swh_fence_parse), read for JavaScript: the options of a
// Markdown fence's info string, and whether it names Swift.

import { Status, SwiftHighlightError } from './runtime.js';
import {
  swh_string_t, swh_line_range_t, swh_fence_t, SWH_FENCE_SWIFT, SWH_FENCE_DIFF, SWH_FENCE_LINE_NUMBERS, SWH_FENCE_TITLE,
} from './abi.js';
import { wasm, memory, decoder, describe, input, putBytes } from './engine.js';

const encoder = new TextEncoder();

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

