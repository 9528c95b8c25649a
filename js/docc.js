// The script `swift-highlight docc` adds to the pages of a DocC documentation archive: it loads
// the engine from the archive (this folder; nothing from the network) and re-highlights every
// Swift listing DocC's renderer shows, on the first page and on every page reached inside the
// app, keeping DocC's line elements, line numbers, annotations and copy button. The listings get
// DocC's own `syntax-*` classes, so the archive's theme (theme-settings.json) colours them.
// Archives given Xcode's finer kinds (`swift-highlight docc --xcode-kinds`) have the stylesheet
// docc-xcode.css linked with `data-swift-highlight-xcode-kinds`: the listings then get our own
// classes with the finer kinds, which that stylesheet colours from DocC's palette variables.
// Archives given the compiler's notes (`swift-highlight docc --compiler`) preload their module
// of notes with `data-swift-highlight-notes`: it maps each Swift listing's code to its
// lines' markup, hovers and notes included, which such a listing shows instead.
import { highlightDocument, doccOptions } from './highlight.js';

const xcodeKinds = document.querySelector('link[data-swift-highlight-xcode-kinds]') !== null;
// The notes module is the archive's own (the command writes it beside the page's other files):
// imported from the preload link's address, so that this script names no file it does not ship.
const notesLink = document.querySelector('link[data-swift-highlight-notes]');
const notes = notesLink === null ? null : (await import(notesLink.href)).default;

highlightDocument(document, {
  ...doccOptions,
  ...(xcodeKinds ? { scheme: 'native', classPrefix: 'swh-', xcodeKinds: true } : {}),
  ...(notes === null ? {} : { markup: (code) => (Object.hasOwn(notes, code) ? notes[code] : undefined) }),
  onHighlight(block) {
    block.setAttribute('data-swift-highlight', '');
  },
});
