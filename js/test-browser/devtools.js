// A minimal DevTools-protocol client over Chromium's --remote-debugging-pipe (file descriptors 3
// and 4, JSON messages ended by NUL), so the tests can drive a page (type, press keys, click)
// with nothing but Node: no WebSocket library, no npm package.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function openBrowser(binary) {
  const profile = await mkdtemp(join(tmpdir(), 'swh-cdp-'));
  const args = ['--headless', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
    '--disable-extensions', '--disable-dev-shm-usage', '--remote-debugging-pipe', `--user-data-dir=${profile}`];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const child = spawn(binary, [...args, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  child.stderr.resume();
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffer = '';
  fromBrowser.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) !== -1) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('exit', () => {
    for (const { reject } of pending.values()) reject(new Error('chromium exited'));
    pending.clear();
  });

  function send(method, params = {}, sessionId) {
    const id = nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      toBrowser.write(JSON.stringify(message) + '\0');
    });
  }

  function waitFor(method, sessionId, timeoutMs = 30000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { listeners.delete(listener); reject(new Error(`timed out waiting for ${method}`)); }, timeoutMs);
      function listener(message) {
        if (message.method === method && message.sessionId === sessionId) {
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message.params);
        }
      }
      listeners.add(listener);
    });
  }

  /** A new tab: navigate, evaluate, type, press keys. */
  async function newPage() {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const call = (method, params) => send(method, params, sessionId);
    // Uncaught exceptions and console errors of the page, for the tests to check.
    const errors = [];
    listeners.add((message) => {
      if (message.sessionId !== sessionId) return;
      if (message.method === 'Runtime.exceptionThrown') {
        const d = message.params.exceptionDetails;
        errors.push(`exception: ${d.exception?.description ?? d.text}`);
      } else if (message.method === 'Runtime.consoleAPICalled' && message.params.type === 'error') {
        errors.push(`console.error: ${message.params.args.map((a) => a.value ?? a.description).join(' ')}`);
      }
    });
    await call('Page.enable');
    await call('Runtime.enable');
    const page = {
      errors,
      async goto(url) {
        const loaded = waitFor('Page.loadEventFired', sessionId);
        const result = await call('Page.navigate', { url });
        if (result.errorText) throw new Error(`navigation failed: ${result.errorText}`);
        await loaded;
      },
      /** The value of a JavaScript expression in the page (promises awaited). */
      async evaluate(expression) {
        const result = await call('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture: true });
        if (result.exceptionDetails) {
          throw new Error(`page threw: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
        }
        return result.result.value;
      },
      /** Polls `expression` until it is truthy. */
      async until(expression, timeoutMs = 15000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const value = await page.evaluate(expression);
          if (value) return value;
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      },
      /** Types text where the focus is, as a keyboard or an input method would. */
      insertText: (text) => call('Input.insertText', { text }),
      /** Presses and releases a key (e.g. 'Tab', ']' with modifiers 2 for Ctrl). */
      async press(key, { code = key, keyCode = 0, modifiers = 0, text } = {}) {
        await call('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', key, code, windowsVirtualKeyCode: keyCode, modifiers, text });
        await call('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode, modifiers });
      },
      /** Emulates a `prefers-color-scheme` of 'light' or 'dark'. */
      colorScheme: (value) => call('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] }),
      /** Any DevTools-protocol command on this tab (e.g. 'Network.setCacheDisabled'). */
      command: (method, params) => call(method, params),
      /** Runs `source` in every document this tab loads, before the document's own scripts. */
      addInitScript: (source) => call('Page.addScriptToEvaluateOnNewDocument', { source }),
      grantClipboard: (origin) => send('Browser.grantPermissions', { origin, permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'] }),
    };
    return page;
  }

  return {
    newPage,
    async close() {
      try { await send('Browser.close'); } catch { /* already gone */ }
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      await rm(profile, { recursive: true, force: true });
    },
  };
}
