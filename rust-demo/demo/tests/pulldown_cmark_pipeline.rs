//! The Rust Markdown pipeline people write: pulldown-cmark renders the whole page, then one call
//! to `swift_highlight::rehighlight_html` highlights its Swift blocks.

use pulldown_cmark::{html, Parser};
use swift_highlight::{highlight_html, rehighlight_html, rehighlight_html_bytes, Options};

const POST: &str = r#"# Generics & more

Some `inline <code>` and prose.

```swift
// a < b && c > d
let s = "&amp; <tag>"
let poem = """
    Roses & <red>
    """
```

```sh
echo "<b>" && ls
```

```Swift
@MainActor struct View {}
```

- a list item with a fence inside:

  ```swift
  let nested = 1
  ```
"#;

fn render(markdown: &str) -> String {
    let mut page = String::new();
    html::push_html(&mut page, Parser::new(markdown));
    page
}

#[test]
fn pulldown_cmark_pages_get_every_swift_block_highlighted() {
    let page = render(POST);
    let out = rehighlight_html(&page, &Options::default()).unwrap();
    let wrap = Options::default().with_wrap_pre(true).with_language_class(true);
    // pulldown-cmark writes the info string's first word as the class, case kept.
    for source in ["// a < b && c > d\nlet s = \"&amp; <tag>\"\nlet poem = \"\"\"\n    Roses & <red>\n    \"\"\"\n", "let nested = 1\n"] {
        let ours = highlight_html(source, &wrap).unwrap();
        assert!(out.contains(&ours), "no block for {source:?} in {out}");
    }
    assert!(out.contains(&highlight_html("@MainActor struct View {}\n", &wrap).unwrap()), "{out}");
    // The shell block and the prose are pulldown-cmark's own bytes.
    let shell = "<pre><code class=\"language-sh\">echo &quot;&lt;b&gt;&quot; &amp;&amp; ls\n</code></pre>";
    assert!(page.contains(shell) && out.contains(shell), "{page}");
    assert!(out.starts_with("<h1>Generics &amp; more</h1>\n<p>Some <code>inline &lt;code&gt;</code> and prose.</p>\n"));
    assert_eq!(out.matches("<pre class=\"swh-code\">").count(), 3);
    assert!(out.ends_with(&page[page.rfind("</code></pre>").unwrap() + "</code></pre>".len()..]));

    let stats = rehighlight_html_bytes(page.as_bytes(), &Options::default()).unwrap().stats;
    assert_eq!((stats.found, stats.rewritten, stats.skipped), (3, 3, 0));
}
