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

function isAscii(text) {
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) >= 0x80) return false;
  return true;
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
    let extraAfter = extraBefore, added = 0;
    if (!isAscii(insert)) {
      // The inserted characters' entries take the place of the removed ones.
      const inserted = new OffsetIndex('');
      extraAfter = inserted.append(insert, from, extraBefore);
      added = inserted.units.length;
      this.units = this.units.slice(0, first).concat(inserted.units, this.units.slice(last));
      this.widths = this.widths.slice(0, first).concat(inserted.widths, this.widths.slice(last));
      this.extra = this.extra.slice(0, first).concat(inserted.extra, this.extra.slice(last));
    } else if (last > first) {
      this.units.splice(first, last - first);
      this.widths.splice(first, last - first);
      this.extra.splice(first, last - first);
    }
    // The entries after the edit move with the text (in place: typing allocates nothing here).
    const shiftUnits = insert.length - (to - from);
    const shiftExtra = extraAfter - extraBefore - removedExtra;
    if (shiftUnits === 0 && shiftExtra === 0) return;
    const units = this.units, extra = this.extra;
    for (let k = first + added; k < units.length; k++) {
      units[k] += shiftUnits;
      extra[k] += shiftExtra;
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

/** Pieces shorter than this are merged with the text inserted next to them. */
export const SHORT_PIECE = 32;
/** More pieces than this are joined into one. */
export const MAX_PIECES = 2048;

/**
 * A text being edited, as pieces (slices of earlier texts, inserted strings) that are joined
 * when it is read: an edit splices the list, where slicing a string that earlier edits joined
 * would copy all of it (an editor never reads the text, and typing would copy it at each
 * keystroke). Pieces shorter than SHORT_PIECE around an edit are merged with its insertion, so
 * that edits at one place (typing) keep the same pieces, and the list never holds more than
 * MAX_PIECES: memory stays bounded however many edits come, and a read joins at most that many.
 */
export class PieceText {
  constructor(text) {
    this.pieces = text.length > 0 ? [text] : [];
  }

  get text() {
    if (this.pieces.length > 1) this.pieces = [this.pieces.join('')];
    return this.pieces.length > 0 ? this.pieces[0] : '';
  }

  /** Replaces the UTF-16 range [from, to) (within the text) with `insert`. */
  replace(from, to, insert) {
    const pieces = this.pieces;
    // The piece where `from` falls (at its end too), and the one where `to` does.
    let i = 0, start = 0;
    while (i < pieces.length - 1 && start + pieces[i].length < from) start += pieces[i++].length;
    let j = i, end = start;
    while (j < pieces.length - 1 && end + pieces[j].length < to) end += pieces[j++].length;
    let head = i < pieces.length ? pieces[i].slice(0, from - start) : '';
    let tail = j < pieces.length ? pieces[j].slice(to - end) : '';
    if (head.length < SHORT_PIECE) { insert = head + insert; head = ''; }
    if (tail.length < SHORT_PIECE) { insert += tail; tail = ''; }
    const fresh = [];
    if (head.length > 0) fresh.push(head);
    if (insert.length > 0) fresh.push(insert);
    if (tail.length > 0) fresh.push(tail);
    pieces.splice(i, Math.min(j + 1, pieces.length) - i, ...fresh);
    if (pieces.length > MAX_PIECES) this.pieces = [pieces.join('')];
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
    this.pieces = new PieceText(text);
    this.units = text.length;
    this.offsets = new OffsetIndex(text);
  }

  /** The current text. */
  get text() { return this.pieces.text; }

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
    this.pieces.replace(a, b, insert);
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
