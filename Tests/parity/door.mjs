// The parity test's driver for the JavaScript package (js/index.js on the WebAssembly module):
// every cell of the matrix (see doors.py) into OUT/js/REQUEST/INPUT.
//
//   node Tests/parity/door.mjs MATRIX OUT
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { highlight, ansi, tokens, markdown } from '../../js/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [matrixPath, out] = process.argv.slice(2);
const matrix = JSON.parse(readFileSync(matrixPath, 'utf8'));

function serve(request, bytes) {
  const options = { ...request.options };
  switch (request.output) {
    case 'html': return Buffer.from(highlight(bytes, options), 'utf8');
    case 'ansi': return Buffer.from(ansi(bytes, options), 'utf8');
    case 'markdown': return Buffer.from(markdown(bytes, options), 'utf8');
    case 'tokens':
      return Buffer.from(tokens(bytes, options).map((t) => `${t.start} ${t.end - t.start} ${t.kind}\n`).join(''), 'utf8');
    default: throw new Error(`unknown output ${request.output}`);
  }
}

for (const request of matrix.requests) {
  for (const input of matrix.inputs[request.inputs]) {
    const target = join(out, 'js', request.name, basename(input));
    mkdirSync(dirname(target), { recursive: true });
    let data;
    try {
      data = serve(request, new Uint8Array(readFileSync(join(root, input))));
    } catch (error) {
      data = Buffer.from(`ERROR: ${error.name}: ${error.message}`, 'utf8');
    }
    writeFileSync(target, data);
  }
}
