// Memory is reused: 20,000 calls of every kind leave the process no larger than a bounded
// amount above where it was after the first thousand (the input buffer is reused, every
// result is freed with the engine's free function, and the module's memory stops growing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlight, tokens, ansi, markdown, css, SwiftHighlightError } from '../index.js';

const snippet = `/// A view.
struct ContentView: View {
    @State private var count = 0
    var body: some View {
        Button("Tapped \\(count) times 😀") { count += 1 }
            .padding(.horizontal, 12)
    }
}
`;

function round(k) {
  const code = snippet.repeat(4) + `let x${k} = ${k}\n`;
  switch (k % 6) {
    case 0: return highlight(code, { pre: true, lineNumbers: true, highlightLines: [2, [4, 5]] }).length;
    case 1: return tokens(code).length;
    case 2: return ansi(new TextEncoder().encode(code)).length;
    case 3: return markdown('text\n```swift\n' + code + '```\n').length;
    case 4: return css('xcode', { classPrefix: `p${k % 10}-` }).length;
    default:
      try {
        highlight(new Uint8Array([0x61, 0xff]));
      } catch (e) {
        if (!(e instanceof SwiftHighlightError)) throw e;
      }
      return highlight(code, { inlineStyles: true, scheme: 'hljs' }).length;
  }
}

function footprint() {
  globalThis.gc?.();
  return { rss: process.memoryUsage().rss };
}

test('20,000 calls do not grow the process without bound', () => {
  for (let k = 0; k < 1000; k++) round(k);
  const before = footprint();
  let total = 0;
  for (let k = 1000; k < 21000; k++) total += round(k);
  const after = footprint();
  assert.ok(total > 0);
  const MiB = 1024 * 1024;
    // Each call's output is 1 to 6 KB: not freeing results would add 40 MB or more.
  assert.ok(after.rss - before.rss < 24 * MiB, `RSS grew by ${((after.rss - before.rss) / MiB).toFixed(1)} MiB`);
});
