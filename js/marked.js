// A marked extension: ```swift and ```diff-swift fences are highlighted by swift-highlight, with
// the options of their info string (see fence.js); every other code block falls back to the
// renderer marked would otherwise use (its own, or another extension's).
//
//     import { marked } from 'marked';
//     import swiftHighlight from 'swift-highlight/marked';
//     marked.use(swiftHighlight({ scheme: 'hljs' }));
import { isSwiftInfo, fenceOptions, renderFence } from './fence.js';

/**
 * The extension for `marked.use(...)`. Throws a SwiftHighlightError at once when the options are
 * bad.
 */
export default function swiftHighlight(options) {
  const checked = fenceOptions(options);
  return {
    renderer: {
      // marked up to 12 calls code(text, infostring, escaped); marked 13 and later call it with
      // the token ({ text, lang, escaped, … }). Returning false hands the block back to marked.
      code(first, infostring) {
        const token = first !== null && typeof first === 'object' ? first : { text: first, lang: infostring };
        // `lang` is the whole info string; marked itself reads only its first word.
        const info = typeof token.lang === 'string' ? token.lang : '';
        if (!isSwiftInfo(info) || typeof token.text !== 'string') return false;
        // marked gives the block's content without its last line feed (a last blank line stays
        // as a final "\n"): put it back, so that the code and its lines are the block's.
        const code = token.text === '' ? '' : token.text + '\n';
        return renderFence(code, info, checked) + '\n';
      },
    },
  };
}

export { swiftHighlight };
