// What an editor shows, read from its DOM, and what a whole highlight says, as one kind per
// UTF-16 position ('plain' where no token is).

/**
 * The kind of each position under `root` (an editor's content element): each text node's
 * position comes from `positionOf(node)`, its kind from the nearest enclosing element with a
 * `PREFIXKIND` class (`swh-KIND`; CodeMirror 5 prefixes its styles with `cm-`). Positions that
 * are not shown stay undefined.
 */
export function shownKinds(root, positionOf, length, prefix = 'swh-') {
  const kinds = new Array(length);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    let position;
    try { position = positionOf(node); } catch { continue; }
    let kind = 'plain';
    for (let e = node.parentElement; e !== null && e !== root; e = e.parentElement) {
      const c = [...e.classList].find((name) => name.startsWith(prefix));
      if (c !== undefined) { kind = c.slice(prefix.length); break; }
    }
    for (let k = 0; k < node.data.length && position + k < length; k++) kinds[position + k] = kind;
  }
  return kinds;
}

/** The kind of each position by `tokens` (from tokens() of the main entry). */
export function expectedKinds(tokens, length) {
  const kinds = new Array(length).fill('plain');
  for (const t of tokens) for (let k = t.start; k < t.end; k++) kinds[k] = t.kind;
  return kinds;
}
