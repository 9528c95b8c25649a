// Writes screenshots of the playground (light and dark) to the directory given: see
// scripts/docs/screenshot-playground.sh.
import { join } from 'node:path';
import { findChromium, launchChromium, startStaticServer, playgroundURL } from './harness.js';

const out = process.argv[2];
if (!out) { console.error('usage: node screenshot.js OUTDIR'); process.exit(2); }
const binary = findChromium();
if (!binary) { console.error('chromium is not installed (apt-get install chromium)'); process.exit(1); }

const chromium = await launchChromium(binary);
const server = await startStaticServer();
try {
  const url = playgroundURL(server.origin, { lines: '1', numbers: '1', hl: '9-10' });
  await chromium.screenshot(url, join(out, 'playground.png'));
  await chromium.screenshot(url, join(out, 'playground-dark.png'), { extra: ['--force-dark-mode', '--blink-settings=preferredColorScheme=0'] });
  console.log(`wrote ${join(out, 'playground.png')} and ${join(out, 'playground-dark.png')}`);
} finally {
  await server.stop();
  await chromium.close();
}
