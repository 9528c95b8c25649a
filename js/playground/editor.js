// The editor playground: Monaco on swift-highlight (the package's swift-highlight/monaco entry),
// or on Monaco's own Swift tokenizer, switched in place; the text and the choice are kept in the
// URL (?code=…&mode=monaco).
const params = new URLSearchParams(location.search);
const SAMPLE = `import Foundation

/// A value that counts, safely, from any task.
actor Counter {
    private(set) var value = 0
    func increment(by step: Int = 1) async -> Int {
        value += step
        return value
    }
}

@main struct App {
    static func main() async throws {
        let counter = Counter()
        let raw = #"""
            A "raw" string: \\(not interpolated)
            """#
        /* an empty comment follows */ /**/
        print(await counter.increment(), raw.count, "done: \\(Date.now)")
    }
}
`;
const ui = {
  editor: document.getElementById('editor'),
  theme: document.getElementById('theme'),
  stats: document.getElementById('stats'),
  error: document.getElementById('error'),
  modes: [...document.querySelectorAll('input[name=mode]')],
};

function fail(error) {
  ui.error.hidden = false;
  ui.error.textContent = `The editor could not start: ${error.message ?? error}`;
  document.documentElement.dataset.ready = 'error';
}

try {
  const monaco = await window.monacoLoaded;
  const { registerSwift, monacoThemes } = await import('../monaco.js');
  // Monaco's own Swift tokenizer (its basic-languages definition), set again when chosen after
  // registerSwift replaced it.
  const ownLanguage = await new Promise((resolve, reject) => window.require(['vs/basic-languages/swift/swift'], (m) => resolve(m.language), reject));
  let registration = null;
  let ownRegistration = null;
  let mode = params.get('mode') === 'monaco' ? 'monaco' : 'swift-highlight';
  const editor = monaco.editor.create(ui.editor, {
    value: params.get('code') ?? SAMPLE, language: 'swift', automaticLayout: true,
    minimap: { enabled: false },
  });
  for (const name of ['vs', 'vs-dark', ...monacoThemes]) ui.theme.append(new Option(name, name));
  ui.theme.value = params.get('theme') ?? 'swift-highlight-xcode-light';

  function apply() {
    const model = editor.getModel();
    if (mode === 'swift-highlight') {
      ownRegistration?.dispose();
      ownRegistration = null;
      registration ??= registerSwift(monaco);
    } else {
      registration?.dispose();
      registration = null;
      ownRegistration ??= monaco.languages.setMonarchTokensProvider('swift', ownLanguage);
    }
    // A new model, so that the tokenizer now registered for `swift` highlights it from the start.
    const next = monaco.editor.createModel(model.getValue(), 'swift');
    editor.setModel(next);
    model.dispose();
    monaco.editor.setTheme(ui.theme.value);
    ui.modes.forEach((input) => { input.checked = input.value === mode; });
    document.documentElement.dataset.mode = mode;
  }
  function remember() {
    const url = new URL(location.href);
    url.searchParams.set('code', editor.getValue());
    url.searchParams.set('mode', mode);
    url.searchParams.set('theme', ui.theme.value);
    history.replaceState(null, '', url);
  }
  ui.modes.forEach((input) => input.addEventListener('change', () => { mode = input.value; apply(); remember(); }));
  ui.theme.addEventListener('change', () => { monaco.editor.setTheme(ui.theme.value); remember(); });
  editor.onDidChangeModelContent(() => {
    ui.stats.textContent = `${editor.getModel().getLineCount()} lines`;
    remember();
  });
  apply();
  window.playgroundEditor = editor;
  document.documentElement.dataset.ready = 'true';
} catch (error) {
  fail(error);
}
