// A marked extension: ```swift fences are highlighted by swift-highlight; every other code block
// falls back to the renderer marked would otherwise use (its own, or another extension's).
//
//     import { marked } from 'marked';
//     import swiftHighlight from 'swift-highlight/marked';
//     marked.use(swiftHighlight({ scheme: 'hljs' }));
import { parseInfo, isSwift, fenceOptions, renderFence } from './fence.js';

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
        const { lang, rest } = parseInfo(token.lang);
        if (!isSwift(lang) || typeof token.text !== 'string') return false;
        // marked's code blocks end with one newline inside </code>, and a newline after </pre>.
        const code = token.text.replace(/\n$/, '') + '\n';
        return renderFence(code, rest, checked) + '\n';
      },
    },
  };
}

export { swiftHighlight };
