// The highlight functions of index.js: HTML, terminal colours, Markdown, stylesheets and token
// lists, each one call of the engine with the options the options writer put in place; and
// highlightDocument, which runs highlight() on the code blocks of a page in the browser.

import { Status, statusError, badOption } from './runtime.js';
import { swh_token_t } from './abi.js';
import { watchDocument, DOCC } from './document.js';
import { wasm, memory, describe, rule, kinds, input, putInput, takeString, outAddress, optionsAddress, OUT_LEN } from './engine.js';
import {
  checkKeys, writeOptions, releaseTheme, HIGHLIGHT_KEYS, ANSI_KEYS, MARKDOWN_KEYS, CSS_KEYS, TOKEN_KEYS,
} from './options.js';

// swh_token_t in 32-bit words: its size and the word of each field.
const TOKEN_WORDS = swh_token_t.SIZE >>> 2;
const TOKEN_START = swh_token_t.start >>> 2;
const TOKEN_LEN = swh_token_t.len >>> 2;
const TOKEN_KIND = swh_token_t.kind >>> 2;

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



/**
 * Re-highlights the Swift code blocks of `root` (a Document or an Element; default the page's
 * document) and, unless `observe` is false, every block added or re-rendered later.
 */
export function highlightDocument(root, options) {
  return watchDocument(highlight, badOption, root, options);
}

/** highlightDocument's options for documentation built with DocC (swift-docc-render's listings). */
export const doccOptions = DOCC;
