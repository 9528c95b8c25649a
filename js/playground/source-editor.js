// The playground's source as an editor: Monaco, loaded from ?monaco=URL (its min/vs folder; by
// default where scripts/test/editors.sh unpacks it), highlighted by the package's
// swift-highlight/monaco entry, or by Monaco's own Swift tokenizer to compare. The text area
// stays the form's source of truth (playground.js reads it): the editor writes its text there
// and follows what others write there. Without a Monaco build the page is the plain playground
// and says how to point it at one.
const params = new URLSearchParams(location.search);
const base = params.get('monaco') || '/.build/editors/vendor/monaco/vs';
const ui = {
  code: document.getElementById('code'),
  host: document.getElementById('source-editor'),
  notice: document.getElementById('editor-notice'),
  modes: [...document.querySelectorAll('input[name=editor-mode]')],
  bar: document.getElementById('editor-modes'),
  theme: document.getElementById('theme'),
};

/** Monaco's AMD build from `base`, or an error saying where it was looked for. */
function loadMonaco() {
  return new Promise((resolve, reject) => {
    const loader = document.createElement('script');
    loader.src = `${base}/loader.js`;
    loader.onerror = () => reject(new Error(`no Monaco build at ${base}`));
    loader.onload = () => {
      window.require.config({ paths: { vs: base } });
      window.require(['vs/editor/editor.main'], () => resolve(window.monaco), reject);
    };
    document.head.append(loader);
  });
}

/** Resolves once playground.js has filled the form. */
function playgroundReady() {
  return new Promise((resolve) => {
    const check = () => (document.documentElement.dataset.ready ? resolve() : requestAnimationFrame(check));
    check();
  });
}

try {
  const [monaco] = await Promise.all([loadMonaco(), playgroundReady()]);
  const { registerSwift, monacoThemes } = await import('../monaco.js');
  const ownLanguage = await new Promise((resolve, reject) => window.require(['vs/basic-languages/swift/swift'], (m) => resolve(m.language), reject));
  let registration = null, ownRegistration = null;
  let mode = params.get('editor') === 'monaco' ? 'monaco' : 'swift-highlight';
  ui.code.hidden = true;
  ui.host.hidden = false;
  ui.bar.hidden = false;
  const editor = monaco.editor.create(ui.host, {
    value: ui.code.value, language: 'swift', automaticLayout: true, minimap: { enabled: false }, scrollBeyondLastLine: false,
  });
  /** The Monaco theme closest to the playground's theme. */
  const themeName = () => {
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    const t = ui.theme.value;
    for (const name of [`swift-highlight-${t}`, `swift-highlight-${t}-${dark ? 'dark' : 'light'}`]) if (monacoThemes.includes(name)) return name;
    return dark ? 'vs-dark' : 'vs';
  };
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
    next.onDidChangeContent(() => {
      if (ui.code.value === editor.getValue()) return;
      ui.code.value = editor.getValue();
      ui.code.dispatchEvent(new Event('input'));
    });
    monaco.editor.setTheme(themeName());
    ui.modes.forEach((input) => { input.checked = input.value === mode; });
    document.documentElement.dataset.editor = mode;
  }
  ui.modes.forEach((input) => input.addEventListener('change', () => { mode = input.value; apply(); }));
  ui.theme.addEventListener('change', () => monaco.editor.setTheme(themeName()));
  // Text written into the text area by others (a script, a test) goes to the editor.
  ui.code.addEventListener('input', () => { if (ui.code.value !== editor.getValue()) editor.setValue(ui.code.value); });
  apply();
  window.playgroundEditor = editor;
} catch (error) {
  ui.notice.hidden = false;
  ui.notice.textContent = `The source is a plain text area: ${error.message ?? error}. For the editor (Monaco highlighted by swift-highlight as you type), ` +
    'give Monaco\'s min/vs folder as ?monaco=URL (scripts/test/editors.sh unpacks one into .build/editors/vendor/monaco/vs).';
  document.documentElement.dataset.editor = 'none';
}
