// The playground: reads the source and options from the form (or, on load, from the URL), renders
// the highlighted HTML and the theme's CSS live, and keeps the URL a shareable link to the state.

const SAMPLE = `import Foundation

/// Fetches every page of a paginated endpoint, at most \`limit\` at once.
@MainActor
final class Pager<Item: Decodable & Sendable> {
    private(set) var items: [Item] = []
    let limit = 4

    func load(from url: URL) async throws -> Int {
        var next: URL? = url
        while let page = next {
            let (data, _) = try await URLSession.shared.data(from: page)
            let decoded = try JSONDecoder().decode(Page<Item>.self, from: data)
            items += decoded.items   // keep the order of the server
            next = decoded.next
        }
        print("loaded \\(items.count) items, \\(0x1F) pages")
        return items.count
    }
}

let pattern = /(\\d+)\\s*ms/
#if DEBUG
assert(pattern != nil, "unreachable")
#endif
`;

// Every option, with its URL parameter and its default. The URL only carries what differs.
const FIELDS = {
  code: { param: 'code', fallback: SAMPLE },
  scheme: { param: 'scheme', fallback: 'native' },
  theme: { param: 'theme', fallback: 'xcode' },
  classPrefix: { param: 'prefix', fallback: '' },
  highlightLines: { param: 'hl', fallback: '' },
  firstLine: { param: 'first', fallback: 1 },
  lines: { param: 'lines', fallback: false },
  lineNumbers: { param: 'numbers', fallback: false },
  inlineStyles: { param: 'inline', fallback: false },
};

// URLs above this length are not written back to the address bar (browsers and servers cap them).
const MAX_URL = 32 * 1024;

const $ = (id) => document.getElementById(id);
const ui = {
  code: $('code'), scheme: $('scheme'), theme: $('theme'), classPrefix: $('prefix'),
  highlightLines: $('highlight-lines'), firstLine: $('first-line'), lines: $('lines'),
  lineNumbers: $('line-numbers'), inlineStyles: $('inline-styles'),
  preview: $('preview'), htmlSource: $('html-source'), cssSource: $('css-source'),
  themeCss: $('theme-css'), error: $('error'), stats: $('stats'), status: $('status'),
  version: $('version'), share: $('share'), permalink: $('permalink'), copyHtml: $('copy-html'), copyCss: $('copy-css'),
};

/** The state as URL parameters say it, each missing or malformed one at its default. */
function stateFromURL(search, lists) {
  const params = new URLSearchParams(search);
  const state = {};
  for (const [key, { param, fallback }] of Object.entries(FIELDS)) {
    const raw = params.get(param);
    if (raw === null) { state[key] = fallback; continue; }
    if (typeof fallback === 'boolean') state[key] = raw === '1' || raw === 'true';
    else if (typeof fallback === 'number') {
      const n = Number(raw);
      state[key] = Number.isInteger(n) && n >= 1 && n <= 4294967295 ? n : fallback;
    } else state[key] = raw;
  }
  if (!lists.schemes.includes(state.scheme)) state.scheme = FIELDS.scheme.fallback;
  if (!lists.themes.includes(state.theme)) state.theme = FIELDS.theme.fallback;
  return state;
}

/** The URL query for a state: only the fields that differ from their defaults. */
function queryFor(state) {
  const params = new URLSearchParams();
  for (const [key, { param, fallback }] of Object.entries(FIELDS)) {
    const value = state[key];
    if (value === fallback) continue;
    params.set(param, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function readForm() {
  const first = Number(ui.firstLine.value);
  return {
    code: ui.code.value,
    scheme: ui.scheme.value,
    theme: ui.theme.value,
    classPrefix: ui.classPrefix.value,
    highlightLines: ui.highlightLines.value.trim(),
    firstLine: ui.firstLine.value === '' ? 1 : first,
    lines: ui.lines.checked,
    lineNumbers: ui.lineNumbers.checked,
    inlineStyles: ui.inlineStyles.checked,
  };
}

function writeForm(state) {
  ui.code.value = state.code;
  ui.scheme.value = state.scheme;
  ui.theme.value = state.theme;
  ui.classPrefix.value = state.classPrefix;
  ui.highlightLines.value = state.highlightLines;
  ui.firstLine.value = String(state.firstLine);
  ui.lines.checked = state.lines;
  ui.lineNumbers.checked = state.lineNumbers;
  ui.inlineStyles.checked = state.inlineStyles;
}

/** The options of `highlight` and `css` for a state. */
function optionsFor(state) {
  const options = {
    pre: true,
    scheme: state.scheme,
    theme: state.theme,
    lines: state.lines,
    lineNumbers: state.lineNumbers,
    inlineStyles: state.inlineStyles,
    firstLine: state.firstLine,
  };
  if (state.classPrefix !== '') options.classPrefix = state.classPrefix;
  if (state.highlightLines !== '') options.highlightLines = state.highlightLines;
  return options;
}

function fillSelect(select, names, labels) {
  select.replaceChildren(...names.map((name) => {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = labels[name] ?? name;
    return option;
  }));
}

const THEME_LABELS = {
  'xcode': 'Xcode (follows light/dark)',
  'xcode-light': 'Xcode light',
  'xcode-dark': 'Xcode dark',
  'high-contrast': 'High contrast (follows light/dark)',
  'high-contrast-light': 'High contrast light',
  'high-contrast-dark': 'High contrast dark',
};
const SCHEME_LABELS = {
  native: 'native (swh-keyword …)',
  splash: 'Splash (keyword, call …)',
  hljs: 'highlight.js (hljs-keyword …)',
  pygments: 'Pygments (k, nf …)',
  treesitter: 'tree-sitter (keyword, function …)',
};

function announce(message) {
  // Clearing first makes screen readers repeat an identical message.
  ui.status.textContent = '';
  requestAnimationFrame(() => { ui.status.textContent = message; });
}

async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    announce(`${what} copied to the clipboard`);
  } catch {
    // Without a secure context (plain http on a LAN address) there is no Clipboard API:
    // fall back to a hidden textarea and the legacy copy command.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    announce(ok ? `${what} copied to the clipboard` : `Copying failed: select the ${what} and copy it by hand`);
  }
}

function showError(error, state) {
  const message = error ? String(error.message ?? error) : '';
  ui.error.hidden = !error;
  ui.error.textContent = message;
  const badPrefix = !!error && !/^[A-Za-z0-9_-]{0,64}$/.test(state.classPrefix);
  const badLines = !!error && !badPrefix && state.highlightLines !== '';
  ui.classPrefix.setAttribute('aria-invalid', String(badPrefix));
  ui.highlightLines.setAttribute('aria-invalid', String(badLines));
}

function start(api) {
  const { highlight, css, schemes, themes, version } = api;
  fillSelect(ui.scheme, schemes, SCHEME_LABELS);
  fillSelect(ui.theme, themes, THEME_LABELS);
  ui.version.textContent = `Engine ${version}.`;

  const initial = stateFromURL(location.search, { schemes, themes });
  writeForm(initial);

  let current = initial;
  let lastHTML = '';
  let lastCSS = '';
  let urlTimer = 0;

  function render() {
    const state = readForm();
    current = state;
    const options = optionsFor(state);
    let html;
    let sheet;
    const t0 = performance.now();
    try {
      html = highlight(state.code, options);
      sheet = css(state.theme, { scheme: state.scheme, classPrefix: options.classPrefix });
    } catch (error) {
      showError(error, state);
      return;
    }
    const ms = performance.now() - t0;
    showError(null, state);
    lastHTML = html;
    lastCSS = state.inlineStyles ? '' : sheet;
    // The engine escapes every byte of the source, so its output is safe to insert.
    ui.preview.innerHTML = html;
    ui.preview.classList.toggle('inline', state.inlineStyles);
    ui.themeCss.textContent = state.inlineStyles ? '' : sheet;
    ui.htmlSource.textContent = html;
    ui.cssSource.textContent = state.inlineStyles
      ? '/* Inline styles: every token carries its colour, no stylesheet needed. */'
      : sheet;
    const bytes = new TextEncoder().encode(state.code).length;
    const lineCount = state.code === '' ? 0 : state.code.split('\n').length;
    ui.stats.textContent = `${lineCount} lines · ${bytes.toLocaleString('en')} bytes · ${ms < 0.1 ? '< 0.1' : ms.toFixed(1)} ms`;
    ui.permalink.href = shareURL();
    clearTimeout(urlTimer);
    urlTimer = setTimeout(updateURL, 250);
  }

  function shareURL() {
    return `${location.origin}${location.pathname}${queryFor(current)}`;
  }

  function updateURL() {
    const url = shareURL();
    if (url.length <= MAX_URL) history.replaceState(null, '', url);
  }

  for (const key of Object.keys(FIELDS)) {
    const control = ui[key];
    control.addEventListener(control.type === 'checkbox' || control.tagName === 'SELECT' ? 'change' : 'input', render);
  }
  ui.code.addEventListener('keydown', (event) => {
    // Tab keeps moving focus (no keyboard trap); Ctrl+] / Cmd+] indents instead.
    if (event.key === ']' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      ui.code.setRangeText('    ', ui.code.selectionStart, ui.code.selectionEnd, 'end');
      render();
    }
  });
  ui.copyHtml.addEventListener('click', () => copyText(lastHTML, 'HTML'));
  ui.copyCss.addEventListener('click', () => copyText(lastCSS, 'CSS'));
  ui.share.addEventListener('click', () => {
    const url = shareURL();
    if (url.length > MAX_URL) {
      announce(`The snippet is too long for a link (${Math.round(url.length / 1024)} KB)`);
      ui.error.hidden = false;
      ui.error.textContent = `The snippet is too long to share as a link (${Math.round(url.length / 1024)} KB of URL; the limit is ${MAX_URL / 1024} KB).`;
      return;
    }
    copyText(url, 'Share link');
  });

  render();
  document.documentElement.dataset.ready = 'true';
}

try {
  // Imported here rather than statically so that a missing .wasm shows a message in the page.
  start(await import('../index.js'));
} catch (error) {
  ui.error.hidden = false;
  ui.error.textContent = `The highlighter could not start: ${error.message ?? error}. ` +
    'Build it with scripts/build/wasm.sh and serve the project root over HTTP.';
  document.documentElement.dataset.ready = 'error';
}
