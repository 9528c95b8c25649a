// SwiftDocument: a Swift document edited incrementally (the engine's swh_document_* functions),
// its tokens kept up to date edit by edit, in UTF-16 indices; what the editor integrations
// (codemirror.js, monaco.js, codemirror5.js) build on.

import { Status, SwiftHighlightError, statusError } from './runtime.js';
import { wasm, memory, describe, kinds, input, putInput, outAddress } from './engine.js';

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
