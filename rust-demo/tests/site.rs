//! `rehighlight_html`: the Swift blocks of finished pages, as Markdown renderers and site
//! generators write them, re-highlighted; everything else copied.

mod common;

use common::html_text;
use swift_highlight::{
    highlight_html, rehighlight_html, rehighlight_html_bytes, BlockStats, Error, InvalidUtf8, Options, RehighlightedHtml,
    Scheme, SkipReason,
};

const OURS: &str = "<pre class=\"swh-code\"><code class=\"language-swift\">";

/// The blocks we wrote into a page, as (start, end) byte ranges including the tags.
fn our_blocks(page: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(start) = page[at..].find(OURS).map(|i| i + at) {
        let end = start + page[start..].find("</code></pre>").expect("our block ends") + "</code></pre>".len();
        found.push((start, end));
        at = end;
    }
    found
}

/// comrak's HTML for a fenced block (its default rendering, `<pre><code class="language-…">`).
/// comrak itself is not packaged here, so the test writes what it writes.
fn comrak_block(info: &str, code: &str) -> String {
    let escaped = code.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
    format!("<pre><code class=\"language-{info}\">{escaped}</code></pre>\n")
}

#[test]
fn rust_markdown_pipeline_blocks_are_highlighted_and_the_rest_is_copied() {
    let swift = "// a < b && c > d\nlet s = \"&amp; <tag>\"\nlet poem = \"\"\"\n    Roses & <red>\n    \"\"\"\n";
    let shell = "echo \"<b>\" && ls\n";
    let page = format!(
        "<h1>Post &amp; more</h1>\n<p>Text</p>\n{}<p>Between</p>\n{}",
        comrak_block("swift", swift),
        comrak_block("sh", shell)
    );
    let out = rehighlight_html(&page, &Options::default()).unwrap();
    let blocks = our_blocks(&out);
    assert_eq!(blocks.len(), 1, "{out}");
    let (start, end) = blocks[0];
    assert_eq!(html_text(&out[start..end]), swift);
    assert!(out[start..end].contains("<span class=\"swh-keyword\">let</span>"));
    // Everything outside the Swift block, the shell block included, is the input's.
    let original_start = page.find("<pre><code class=\"language-swift\">").unwrap();
    let original_end = original_start + comrak_block("swift", swift).len() - 1;
    assert_eq!(&out[..start], &page[..original_start]);
    assert_eq!(&out[end..], &page[original_end..]);
    // The block is what highlight_html writes for its text.
    let expected = highlight_html(swift, &Options::default().with_wrap_pre(true).with_language_class(true)).unwrap();
    assert_eq!(&out[start..end], expected);
}

#[test]
fn a_second_run_changes_nothing() {
    let page = comrak_block("swift", "struct S { let x = 1 }\n");
    let once = rehighlight_html_bytes(page.as_bytes(), &Options::default()).unwrap();
    assert_eq!(once.stats, BlockStats { found: 1, rewritten: 1, unchanged: 0, skipped: 0, first_skipped: None });
    let twice = rehighlight_html_bytes(&once.html, &Options::default()).unwrap();
    assert_eq!(twice.html, once.html);
    assert_eq!(twice.stats, BlockStats { found: 1, rewritten: 0, unchanged: 1, skipped: 0, first_skipped: None });
}

#[test]
fn options_apply_to_each_block() {
    let page = comrak_block("swift", "let x = 1\n");
    let options = Options::default().with_scheme(Scheme::Hljs).with_line_numbers(true);
    let out = rehighlight_html(&page, &options).unwrap();
    assert!(out.contains("hljs-keyword"), "{out}");
    assert!(out.contains("swh-ln"), "{out}");
    assert!(matches!(
        Options::default().with_class_prefix("bad prefix"),
        Err(Error::InvalidOption { .. })
    ));
}

#[test]
fn pages_without_swift_blocks_come_back_unchanged() {
    for page in ["", "<p>no code</p>", "<pre><code class=\"language-rust\">fn main() {}</code></pre>", "<pre><code>"] {
        let out = rehighlight_html_bytes(page.as_bytes(), &Options::default()).unwrap();
        assert_eq!(out.html, page.as_bytes());
        assert_eq!(out.stats.found, 0);
    }
}

#[test]
fn unrecoverable_blocks_are_reported_and_left_alone() {
    let page = "<p>x</p><pre><code class=\"language-swift\">let s = &bogusentity; 1</code></pre>";
    let out = rehighlight_html_bytes(page.as_bytes(), &Options::default()).unwrap();
    assert_eq!(out.html, page.as_bytes());
    assert_eq!(out.stats.skipped, 1);
    assert_eq!(out.stats.first_skipped, Some((8, SkipReason::UnknownCharacterReference)));

    let unterminated = "<pre><code class=\"language-swift\">let x = 1";
    let out = rehighlight_html_bytes(unterminated.as_bytes(), &Options::default()).unwrap();
    assert_eq!(out.html, unterminated.as_bytes());
    assert_eq!(out.stats.first_skipped, Some((0, SkipReason::Unterminated)));
}

#[test]
fn bytes_outside_the_blocks_are_copied_even_when_not_utf8() {
    let mut page = b"<p>\xff\xfe</p>\n".to_vec();
    page.extend_from_slice(comrak_block("swift", "let x = 1\n").as_bytes());
    let RehighlightedHtml { html, stats } = rehighlight_html_bytes(&page, &Options::default()).unwrap();
    assert!(html.starts_with(b"<p>\xff\xfe</p>\n<pre class=\"swh-code\">"));
    assert_eq!(stats.rewritten, 1);

    // A block whose text is not UTF-8: skipped under Reject, U+FFFD under Replace.
    let bad = b"<pre><code class=\"language-swift\">let \xff = 1</code></pre>";
    let rejected = rehighlight_html_bytes(bad, &Options::default()).unwrap();
    assert_eq!(rejected.html, bad);
    assert_eq!(rejected.stats.first_skipped, Some((0, SkipReason::InvalidUtf8)));
    let replaced = rehighlight_html_bytes(bad, &Options::default().with_invalid_utf8(InvalidUtf8::Replace)).unwrap();
    assert!(String::from_utf8(replaced.html).unwrap().contains('\u{FFFD}'));
}

#[test]
fn deep_nesting_and_huge_attributes_finish() {
    let divs = "<div>".repeat(100_000);
    let page = format!("{divs}<pre title=\"{}\"><code class=\"language-swift\">let x = 1</code></pre>", "a".repeat(1 << 20));
    let out = rehighlight_html(&page, &Options::default()).unwrap();
    // The block (its 1 MiB attribute included) becomes ours; the elements around it stay.
    assert_eq!(out, format!("{divs}{}", highlight_html("let x = 1", &Options::default().with_wrap_pre(true).with_language_class(true)).unwrap()));
}

#[test]
fn site_types_are_send_and_sync() {
    fn check<T: Send + Sync + 'static>() {}
    check::<BlockStats>();
    check::<RehighlightedHtml>();
    check::<SkipReason>();
}
