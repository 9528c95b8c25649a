//! The demo binary on the sample post (examples/post.md).

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn post() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/post.md")
}

fn render(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_swift-highlight-demo")).args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn renders_the_sample_post() {
    let markdown = std::fs::read_to_string(post()).unwrap();
    let page = render(&[post().to_str().unwrap()]);

    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
    assert!(page.trim_end().ends_with("</html>"));
    assert!(page.contains("<title>Retrying network calls with structured concurrency</title>"));
    assert!(page.contains("<style>") && page.contains(".swh-keyword{"));

    // Every ```swift block is highlighted, nothing else is.
    let swift_blocks = markdown.lines().filter(|l| l.trim_start().starts_with("```swift")).count();
    assert!(swift_blocks >= 4);
    assert_eq!(page.matches("<pre class=\"swh-code\"><code class=\"language-swift\">").count(), swift_blocks);
    // The fence options of the titled block: a caption, line numbers, lines 8 and 9 highlighted.
    assert!(page.contains("<figure class=\"swh-block\"><figcaption class=\"swh-title\">Backoff.swift</figcaption>"));
    assert_eq!(page.matches("<span class=\"swh-line swh-hl\"").count(), 2);
    assert!(page.contains("<span class=\"swh-ln\" aria-hidden=\"true\"> 8</span>"), "line numbers");
    for class in ["keyword", "type", "function", "string", "comment", "doc-comment", "attribute", "number"] {
        assert!(page.contains(&format!("<span class=\"swh-{class}\">")), "no swh-{class} span");
    }
    assert!(page.contains("<span class=\"swh-interpolation\">\\(</span>"));
    assert!(page.contains("<span class=\"swh-preprocessor\">#if DEBUG</span>"), "#if DEBUG");

    // The text block is escaped and left plain.
    let start = page.find("<pre><code class=\"language-text\">").expect("the plain text block");
    let block = &page[start..start + page[start..].find("</pre>").unwrap()];
    assert!(!block.contains("<span"), "{block}");
    assert!(block.contains("&lt;0.9 seconds &amp; no failures&gt;"), "{block}");

    // Markdown around the code is rendered (a table, inline code).
    assert!(page.contains("<table>") && page.contains("<code>Backoff</code>"));
}

#[test]
fn class_prefix_and_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_swift-highlight-demo"))
        .args(["--class-prefix", "hl-", "--title", "A <test>", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"# Post\n\n```Swift\nlet x = 1\n```\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains("<title>A &lt;test&gt;</title>"));
    assert!(
        page.contains(
            "<pre class=\"hl-code\"><code class=\"language-swift\"><span class=\"hl-keyword\">let</span>"
        ),
        "{page}"
    );
    assert!(page.contains(".hl-keyword{") && !page.contains("swh-"));
}

#[test]
fn bad_arguments_fail() {
    let run =
        |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_swift-highlight-demo")).args(args).output().unwrap();
    assert_eq!(run(&[]).status.code(), Some(2));
    assert_eq!(run(&["--class-prefix", "no spaces", "x.md"]).status.code(), Some(2));
    assert_eq!(run(&["--theme", "solarized", "x.md"]).status.code(), Some(2));
    let missing = run(&["/nonexistent/post.md"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/nonexistent/post.md"));
    assert!(render(&["--help"]).starts_with("usage:"));
}
