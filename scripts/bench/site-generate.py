#!/usr/bin/env python3
"""Generates a built site for `swift-highlight site`: HTML pages whose Swift code blocks are in
the shapes site generators write (CommonMark/mdBook, Hugo/Chroma with line spans and its
line-number table, Jekyll/Rouge and its rouge-table, Pygments in Sphinx and MkDocs, Pandoc,
Prism, Shiki), between paragraphs and blocks of other languages. The Swift text comes from the
held-out snippets (Tests/snippets) and examples/, in a fixed order, so runs are reproducible.

    scripts/bench/site-generate.py [--pages N] [--page-kb K] OUT_DIR

Writes N pages of about K KB each into OUT_DIR/section-NN/page-NNNN.html (10 sections), and
prints the number of pages, Swift blocks and bytes written.
"""
import argparse
import html
import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = re.compile(r"\b(let|var|func|struct|class|enum|protocol|return|if|else|for|in|import|switch|case)\b")


def spans(escaped: str, cls: str = "k") -> str:
    """Keyword spans, as a highlighter writes them (the text inside stays the same)."""
    return KEYWORDS.sub(lambda m: f'<span class="{cls}">{m.group(1)}</span>', escaped)


def lines_of(code: str):
    return code.splitlines(keepends=True)


def commonmark(code):
    return f'<pre><code class="language-swift">{html.escape(code, quote=False)}</code></pre>'


def chroma(code):
    body = "".join(f'<span class="line"><span class="cl">{spans(html.escape(l), "kd")}</span></span>' for l in lines_of(code))
    return (f'<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" '
            f'data-lang="swift">{body}</code></pre></div>')


def chroma_table(code):
    ls = lines_of(code)
    gutter = "".join(f'<span class="lnt">{n}\n</span>' for n in range(1, len(ls) + 1))
    body = "".join(f'<span class="line"><span class="cl">{spans(html.escape(l), "kd")}</span></span>' for l in ls)
    return ('<div class="highlight"><div class="chroma">\n<table class="lntable"><tr><td class="lntd">\n'
            f'<pre tabindex="0" class="chroma"><code>{gutter}</code></pre></td>\n<td class="lntd">\n'
            f'<pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift">{body}</code></pre></td></tr></table>\n'
            '</div>\n</div>')


def rouge(code):
    return ('<div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code>'
            f'{spans(html.escape(code))}</code></pre></div></div>')


def rouge_table(code):
    n = len(lines_of(code))
    gutter = "".join(f"{k}\n" for k in range(1, n + 1))
    return ('<figure class="highlight"><pre><code class="language-swift" data-lang="swift"><table class="rouge-table">'
            f'<tbody><tr><td class="gutter gl"><pre class="lineno">{gutter}</pre></td><td class="code"><pre>'
            f'{spans(html.escape(code))}</pre></td></tr></tbody></table></code></pre></figure>')


def sphinx(code):
    return (f'<div class="highlight-swift notranslate"><div class="highlight"><pre><span></span>'
            f'{spans(html.escape(code), "kd")}</pre></div>\n</div>')


def mkdocs(code):
    return (f'<div class="language-swift highlight"><pre><span></span><code>{spans(html.escape(code), "kd")}'
            '</code></pre></div>')


def pandoc(code, n=[0]):
    n[0] += 1
    ls = code.rstrip("\n").split("\n")
    body = "\n".join(f'<span id="cb{n[0]}-{k}"><a href="#cb{n[0]}-{k}" aria-hidden="true" tabindex="-1"></a>'
                     f'{spans(html.escape(l), "kw")}</span>' for k, l in enumerate(ls, 1))
    return (f'<div class="sourceCode" id="cb{n[0]}"><pre class="sourceCode swift"><code class="sourceCode swift">'
            f'{body}</code></pre></div>')


def prism(code):
    return (f'<pre class="language-swift"><code class="language-swift">'
            f'{spans(html.escape(code), "token keyword")}</code></pre>')


def shiki(code):
    ls = code.rstrip("\n").split("\n")
    body = "\n".join(f'<span class="line"><span style="color:#E1E4E8">{html.escape(l)}</span></span>' for l in ls)
    return (f'<pre class="shiki github-dark" style="background-color:#24292e;color:#e1e4e8" tabindex="0" '
            f'data-language="swift"><code>{body}</code></pre>')


SHAPES = [commonmark, chroma, chroma_table, rouge, rouge_table, sphinx, mkdocs, pandoc, prism, shiki]

OTHER = ('<div class="language-python highlighter-rouge"><div class="highlight"><pre class="highlight"><code>'
         '<span class="k">def</span> <span class="nf">f</span><span class="p">():</span> <span class="k">return</span> '
         '<span class="mi">1</span>\n</code></pre></div></div>')

PROSE = ("<p>This page shows Swift code as a site generator built it: the blocks below were highlighted "
         "by the generator's own highlighter &amp; are re-highlighted in place. "
         "<a href=\"../index.html\">Back</a> &middot; <code>inline code</code> stays.</p>\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pages", type=int, default=500)
    ap.add_argument("--page-kb", type=int, default=110)
    ap.add_argument("out")
    a = ap.parse_args()
    sources = sorted((ROOT / "Tests" / "snippets").glob("*.swift")) + sorted((ROOT / "examples").glob("*.swift"))
    codes = [p.read_text(encoding="utf-8") for p in sources]
    codes = [c if c.endswith("\n") else c + "\n" for c in codes if c.strip()]
    out = Path(a.out)
    blocks = 0
    total = 0
    k = 0
    for page in range(a.pages):
        folder = out / f"section-{page % 10:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        parts = ["<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                 f"<title>Page {page}</title><link rel=\"stylesheet\" href=\"../style.css\"></head>\n<body>\n"
                 f"<h1>Page {page}</h1>\n"]
        size = sum(len(p) for p in parts)
        while size < a.page_kb * 1024:
            shape = SHAPES[k % len(SHAPES)]
            block = shape(codes[k % len(codes)])
            k += 1
            blocks += 1
            chunk = PROSE + block + "\n" + (OTHER + "\n" if k % 3 == 0 else "")
            parts.append(chunk)
            size += len(chunk)
        parts.append("<script>document.title += '';</script>\n</body></html>\n")
        data = "".join(parts).encode("utf-8")
        (folder / f"page-{page:04d}.html").write_bytes(data)
        total += len(data)
    print(f"{a.pages} pages, {blocks} Swift blocks, {total} bytes")


if __name__ == "__main__":
    main()
