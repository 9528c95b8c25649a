// A markdown-it plugin: ```swift and ```diff-swift fences are highlighted by swift-highlight, with
// the options of their info string (see fence.js); every other fence goes to the renderer's
// previous fence rule (markdown-it's own, with its `highlight` option, or another plugin's),
// unchanged.
//
//     import MarkdownIt from 'markdown-it';
//     import swiftHighlight from 'swift-highlight/markdown-it';
//     const md = new MarkdownIt().use(swiftHighlight, { scheme: 'hljs' });
import { isSwiftInfo, fenceOptions, renderFence } from './fence.js';

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
    if (isSwiftInfo(info)) {
      // markdown-it ends block output with a newline; token.map holds the fence's 0-based line.
      const line = Array.isArray(token.map) ? token.map[0] + 1 : undefined;
      return renderFence(token.content, info, checked, line) + '\n';
    }
    return previous.call(this, tokens, idx, mdOptions, env, renderer);
  };
}

export { swiftHighlight };
