// Loads Monaco's AMD build (unpacked by scripts/test/editors.sh) for the test pages:
// window.monacoLoaded resolves to the monaco namespace.
require.config({ paths: { vs: '/.build/editors/vendor/monaco/vs' } });
window.monacoLoaded = new Promise((resolve) => require(['vs/editor/editor.main'], () => resolve(window.monaco)));
