// The script `swift-highlight docc` adds to the pages of a DocC documentation archive: it loads
// the engine from the archive (this folder; nothing from the network) and re-highlights every
// Swift listing DocC's renderer shows, on the first page and on every page reached inside the
// app, keeping DocC's line elements, line numbers, annotations and copy button. The listings get
// DocC's own `syntax-*` classes, so the archive's theme (theme-settings.json) colours them.
import { highlightDocument, doccOptions } from './index.js';

highlightDocument(document, {
  ...doccOptions,
  onHighlight(block) {
    block.setAttribute('data-swift-highlight', '');
  },
});
