// The accuracy of each editor's own Swift mode (Monaco's tokenizer, CodeMirror 5's swift mode;
// the CodeMirror 6 build has none) beside swift-highlight's, against the reference labels of
// the evaluation's training corpus, scored by its scorer. Each highlighter labels each file in
// headless Chromium (js/test-browser/editors/accuracy.html); usage:
//   node scripts/bench/editors-accuracy.mjs EVAL_DIR CORPUS_DIR
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { root, findChromium, startStaticServer } from '../../js/test-browser/harness.js';
import { openBrowser } from '../../js/test-browser/devtools.js';

const [evalDir, corpus] = process.argv.slice(2);
const files = readdirSync(corpus).filter((n) => n.endsWith('.swift')).sort();
const out = mkdtempSync(join(tmpdir(), 'swh-editors-accuracy-'));
const names = ['ours', 'monaco', 'cm5'];
for (const name of names) mkdirSync(join(out, name));

/** UTF-16 spans to the label JSON's byte spans. */
function toBytes(text, spans) {
  const byteAt = new Int32Array(text.length + 1);
  let b = 0;
  for (let k = 0; k < text.length; k++) {
    byteAt[k] = b;
    const c = text.charCodeAt(k);
    if (c < 0x80) b += 1;
    else if (c < 0x800) b += 2;
    else if (c >= 0xD800 && c <= 0xDBFF && k + 1 < text.length) { b += 4; byteAt[++k] = b; continue; }
    else b += 3;
  }
  byteAt[text.length] = b;
  return spans.map(([s, e, c]) => [byteAt[s], byteAt[e], c]).filter(([s, e]) => e > s);
}

const server = await startStaticServer(root);
const browser = await openBrowser(findChromium());
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/js/test-browser/editors/accuracy.html`);
  await page.until('document.documentElement.dataset.ready', 60000);
  for (const file of files) {
    const text = readFileSync(join(corpus, file), 'utf8');
    const result = await page.evaluate(`label(${JSON.stringify(text)})`);
    for (const name of names) {
      writeFileSync(join(out, name, `${file}.json`), JSON.stringify({ bytes: Buffer.byteLength(text), spans: toBytes(text, result[name]) }));
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const titles = { ours: 'swift-highlight (the package\'s tokens)', monaco: 'Monaco 0.33 Swift tokenizer', cm5: 'CodeMirror 5.65 swift mode' };
console.log(`${files.length} files of the training corpus, scored against the reference labels.\n`);
console.log('| highlighter | accuracy | macro-F1 | files without error |');
console.log('|---|---|---|---|');
for (const name of names) {
  const score = JSON.parse(execFileSync('python3', [join(evalDir, 'score.py'), join(evalDir, 'labels', 'train'), join(out, name), corpus, '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
  console.log(`| ${titles[name]} | ${score.accuracy.toFixed(4)} | ${score.macro_f1.toFixed(4)} | ${(100 * score.zero_error_share).toFixed(1)} % |`);
}
rmSync(out, { recursive: true, force: true });
