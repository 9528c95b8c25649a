// Runs the playground in headless Chromium (Debian's `chromium`) against a static server on
// loopback: Python's http.server on a free port of 127.0.0.1, serving the project root, started
// and stopped here. Shared by the browser test and scripts/docs/screenshot-playground.sh.
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Chromium binary on PATH, or undefined. */
export function findChromium() {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    for (const dir of (process.env.PATH ?? '').split(':')) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

function run(file, args, timeoutMs) {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ error, stdout, stderr });
    });
  });
}

/**
 * A headless Chromium with a profile directory of its own (removed by close()). As root it
 * needs --no-sandbox: Chromium refuses to start its sandbox for root.
 */
export async function launchChromium(binary) {
  const profile = await mkdtemp(join(tmpdir(), 'swh-chromium-'));
  const base = [
    '--headless', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
    '--disable-extensions', '--disable-dev-shm-usage', '--hide-scrollbars', '--mute-audio',
    `--user-data-dir=${profile}`,
  ];
  if (process.getuid?.() === 0) base.push('--no-sandbox');
  return {
    /** The DOM after the page's scripts ran (`--dump-dom`), or throws with Chromium's output. */
    async dumpDom(url, { budgetMs = 15000, extra = [] } = {}) {
      const r = await run(binary, [...base, ...extra, `--virtual-time-budget=${budgetMs}`, '--dump-dom', url], 120000);
      if (r.error) throw new Error(`chromium --dump-dom failed: ${r.error.message}\n${tail(r.stderr)}`);
      return r.stdout;
    },
    /** Writes a PNG of the page at `url`. */
    async screenshot(url, file, { width = 1400, height = 1100, budgetMs = 15000, extra = [] } = {}) {
      const r = await run(binary, [...base, ...extra, `--window-size=${width},${height}`,
        `--virtual-time-budget=${budgetMs}`, `--screenshot=${file}`, url], 120000);
      if (r.error || !existsSync(file)) throw new Error(`chromium --screenshot failed: ${r.error?.message}\n${tail(r.stderr)}`);
    },
    /** Whether this Chromium can run at all here: undefined if it can, else the reason. */
    async cannotRun() {
      const r = await run(binary, [...base, '--dump-dom', 'about:blank'], 60000);
      if (r.error || !r.stdout.includes('<html')) return `${binary} cannot run headless: ${r.error?.message ?? 'no DOM'}\n${tail(r.stderr)}`;
      return undefined;
    },
    async close() { await rm(profile, { recursive: true, force: true }); },
  };
}

function tail(text) {
  return String(text).trim().split('\n').slice(-8).join('\n');
}

// Python's static server with the two headers that make its pages cross-origin isolated, where
// performance.now() has microsecond resolution (0.1 ms otherwise); it prints the line that
// startStaticServer waits for.
const ISOLATED_SERVER = `
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header('Cross-Origin-Opener-Policy', 'same-origin')
        self.send_header('Cross-Origin-Embedder-Policy', 'require-corp')
        super().end_headers()
    def log_message(self, *args):
        pass
server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=sys.argv[1]))
print(f'Serving HTTP on 127.0.0.1 port {server.server_address[1]}', flush=True)
server.serve_forever()
`;

/**
 * Python's http.server serving `directory` on 127.0.0.1, on a port the system chooses (port 0),
 * read back from its first line; `crossOriginIsolated` adds the COOP and COEP headers (for
 * timers of microsecond resolution). Resolves to { origin, stop() }.
 */
export function startStaticServer(directory = root, { crossOriginIsolated = false } = {}) {
  return new Promise((resolve, reject) => {
    const args = crossOriginIsolated ? ['-u', '-c', ISOLATED_SERVER, directory]
      : ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', directory];
    const child = spawn('python3', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => { child.kill(); reject(new Error(`http.server did not start: ${output}`)); }, 20000);
    const stop = () => new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill();
    });
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`http.server exited (${code}): ${output}`)); });
    child.stderr.on('data', () => {}); // request log
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const m = /port (\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ origin: `http://127.0.0.1:${m[1]}`, stop });
      }
    });
  });
}

/** The playground's URL for a state, in the parameters the page reads. */
export function playgroundURL(origin, params = {}) {
  const query = new URLSearchParams(params).toString();
  return `${origin}/js/playground/index.html${query ? `?${query}` : ''}`;
}

/** Why the browser tests cannot run here (no Chromium, or it cannot start), or undefined. */
export async function chromiumUnavailable(binary = findChromium()) {
  if (!binary) return 'Chromium is not installed (scripts/setup.sh browser installs it)';
  const probe = await launchChromium(binary);
  try {
    return await probe.cannotRun();
  } finally {
    await probe.close();
  }
}
