// The CodeMirror 6 modules that swift-highlight/codemirror imports (@codemirror/view,
// @codemirror/state and @codemirror/language), taken from a build that puts all of CodeMirror 6 in one global
// (window.CM6, django-codemirror6's cm6-all.js); the test pages map both names here with an
// import map.
const CM = window.CM6;
export const { ViewPlugin, Decoration, EditorView, EditorState, indentService } = CM;
