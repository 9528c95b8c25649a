// A markdown-it plugin: ```swift fences are highlighted by swift-highlight; every other fence
// goes to the renderer's previous fence rule (markdown-it's own, with its `highlight` option, or
// another plugin's), unchanged.
//
//     import MarkdownIt from 'markdown-it';
//     import swiftHighlight from 'swift-highlight/markdown-it';
//     const md = new MarkdownIt().use(swiftHighlight, { scheme: 'hljs' });
import { parseInfo, isSwift, fenceOptions, renderFence } from './fence.js';

/**
 * Installs the plugin on `md` (called by `md.use(swiftHighlight, options)`). Throws a
 * SwiftHighlightError at once when the options are bad.
 */
export default function swiftHighlight(md, options) {
  if (md == null || md.renderer == null || typeof md.renderer.rules !== 'object') {
    throw new TypeError('swift-highlight: use it as a markdown-it plugin: md.use(swiftHighlight, options)');
  }
  const checked = fenceOptions(options);
  const previous = md.renderer.rules.fence;
  md.renderer.rules.fence = function swiftFence(tokens, idx, mdOptions, env, renderer) {
    const token = tokens[idx];
    const info = token.info ? md.utils.unescapeAll(token.info) : '';
    const { lang, rest } = parseInfo(info);
    if (isSwift(lang)) {
      // markdown-it ends block output with a newline.
      return renderFence(token.content, rest, checked) + '\n';
    }
    return previous.call(this, tokens, idx, mdOptions, env, renderer);
  };
}

export { swiftHighlight };
