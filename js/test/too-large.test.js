// The 32-bit engine's size limit, through the package: inputs of 512 MiB or more are refused
// with status 3 (SWH_ERROR_TOO_LARGE), one byte less is accepted. Its own file, because the
// module's memory grows past 512 MiB here and never shrinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, tokens, Status, SwiftHighlightError } from '../index.js';

const LIMIT = 512 * 1024 * 1024; // Highlighter.maxInputLength + 1 where Int has 32 bits

test('an input of 512 MiB is too large for the 32-bit engine; 512 MiB - 1 is not', () => {
  const big = new Uint8Array(LIMIT).fill(0x20);
  for (const fn of [highlight, tokens]) {
    assert.throws(() => fn(big), (e) => e instanceof SwiftHighlightError && e.status === Status.TOO_LARGE
      && /too large/.test(e.message));
  }
  assert.equal(highlight('let'), '<span class="swh-keyword">let</span>');
  // Spaces only: no token, no output to speak of, so this runs in memory the size of the input.
  assert.deepEqual(tokens(big.subarray(0, LIMIT - 1)), []);
  big[LIMIT - 4] = 0x31;
  assert.deepEqual(tokens(big.subarray(0, LIMIT - 1)), [{ start: LIMIT - 4, end: LIMIT - 3, kind: 'number' }]);
  assert.equal(highlight('let'), '<span class="swh-keyword">let</span>');
});
