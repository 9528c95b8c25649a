//! Renders a Markdown blog post to a standalone HTML page. Every ```swift (and ```diff-swift)
//! code block is highlighted by swift-highlight, with the options of its info string
//! (`{3,5-7}`, `hl_lines`, `showLineNumbers`, `linenums`, `startLine`, `title`, `diff`; see
//! `swift_highlight::fence`); other code blocks are escaped and left plain. A malformed option
//! is an error that names the block.
//!
//!     swift-highlight-demo [--class-prefix PREFIX] [--theme THEME] [--dark-selector SELECTOR] [--title TITLE] POST.md > post.html
//!
//! `-` as POST.md reads standard input.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use pulldown_cmark::{html, CodeBlockKind, CowStr, Event, HeadingLevel, Parser, Tag};
use swift_highlight::fence::{self, FenceInfo};
use swift_highlight::{css, highlight_html, Options, Theme};

const USAGE: &str =
    "usage: swift-highlight-demo [--class-prefix PREFIX] [--theme THEME] [--dark-selector SELECTOR] [--title TITLE] POST.md
Renders the Markdown file POST.md (or - for standard input) to a standalone HTML page on
standard output; ```swift blocks are highlighted with their fence options ({3,5-7},
hl_lines=\"3 5-7\", showLineNumbers, linenums=\"10\", startLine=10, title=\"Pager.swift\", diff),
other code blocks are shown plain.
THEME: xcode (default), high-contrast, or one of their -light / -dark members.
SELECTOR: where a site's dark-mode toggle applies the dark colours too (e.g. .dark).";

struct Args {
    input: String,
    class_prefix: Option<String>,
    theme: Option<String>,
    dark_selector: Option<String>,
    title: Option<String>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut input = None;
    let mut class_prefix = None;
    let mut theme = None;
    let mut dark_selector = None;
    let mut title = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Err(String::new()),
            "--class-prefix" => class_prefix = Some(args.next().ok_or("--class-prefix needs a value")?),
            "--theme" => theme = Some(args.next().ok_or("--theme needs a value")?),
            "--dark-selector" => dark_selector = Some(args.next().ok_or("--dark-selector needs a value")?),
            "--title" => title = Some(args.next().ok_or("--title needs a value")?),
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ if input.is_none() => input = Some(arg),
            _ => return Err(format!("unexpected argument {arg}")),
        }
    }
    let input = input.ok_or("no input file")?;
    Ok(Args { input, class_prefix, theme, dark_selector, title })
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("swift-highlight-demo: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut options = Options::new().with_wrap_pre(true);
    if let Some(prefix) = &args.class_prefix {
        if let Err(e) = options.set_class_prefix(prefix) {
            eprintln!("swift-highlight-demo: --class-prefix {prefix:?}: {e}");
            return ExitCode::from(2);
        }
    }
    if let Some(selector) = &args.dark_selector {
        if let Err(e) = options.set_dark_selector(selector) {
            eprintln!("swift-highlight-demo: --dark-selector {selector:?}: {e}");
            return ExitCode::from(2);
        }
    }
    if let Some(name) = &args.theme {
        match Theme::from_name(name) {
            Some(theme) => options.set_theme(theme),
            None => {
                eprintln!("swift-highlight-demo: unknown theme {name:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        };
    }
    let markdown = match read_input(&args.input) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("swift-highlight-demo: {}: {e}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let page = match render_page(&markdown, &options, args.title.as_deref()) {
        Ok(page) => page,
        Err(message) => {
            eprintln!("swift-highlight-demo: {}: {message}", args.input);
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = io::stdout().lock();
    if let Err(e) = stdout.write_all(page.as_bytes()).and_then(|_| stdout.flush()) {
        eprintln!("swift-highlight-demo: writing the page: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn read_input(path: &str) -> io::Result<String> {
    let mut bytes = Vec::new();
    if path == "-" {
        io::stdin().lock().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(path)?;
    }
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        io::Error::new(io::ErrorKind::InvalidData, format!("not UTF-8 (first bad byte at offset {offset})"))
    })
}

/// Whether a fenced block's info string names Swift: its first word, as in "swift", "diff-swift"
/// or "swift title=Demo.swift" (also "swift,ignore" and "{.swift}" styles).
fn is_swift(info: &str) -> bool {
    if fence::is_swift(info) {
        return true;
    }
    let language = info
        .split(|c: char| c.is_whitespace() || c == ',')
        .find(|word| !word.is_empty())
        .unwrap_or("")
        .trim_start_matches(['{', '.'])
        .trim_end_matches('}');
    language.eq_ignore_ascii_case("swift")
}

/// The options of a Swift block: the page's, with those of its info string on top. Info strings
/// in the "swift,ignore" and "{.swift}" styles carry no options. Errors name the block by the
/// line of its opening fence.
fn block_options(info: &str, options: &Options, line: usize) -> Result<Options, String> {
    let named = |why: String| format!("line {line}: the Swift code block (```{}): {why}", info.trim());
    if !fence::is_swift(info) {
        return Ok(options.clone().with_wrap_pre(true));
    }
    let parsed = FenceInfo::parse(info).map_err(|e| named(e.to_string()))?;
    parsed.block_options(options).map_err(|e| named(e.to_string()))
}

/// The body HTML of a Markdown document, with Swift blocks highlighted, and the text of its first
/// top-level heading; an error naming the block when a Swift block's fence options are malformed.
fn render_body(markdown: &str, options: &Options) -> Result<(String, Option<String>), String> {
    let parser_options = pulldown_cmark::Options::ENABLE_TABLES
        | pulldown_cmark::Options::ENABLE_FOOTNOTES
        | pulldown_cmark::Options::ENABLE_STRIKETHROUGH
        | pulldown_cmark::Options::ENABLE_TASKLISTS;
    let mut events: Vec<Event> = Vec::new();
    let mut swift_block: Option<(String, Options)> = None;
    let mut heading: Option<String> = None;
    let mut in_first_h1 = false;

    for (event, range) in Parser::new_ext(markdown, parser_options).into_offset_iter() {
        if let Some((code, _)) = swift_block.as_mut() {
            match event {
                Event::Text(text) => code.push_str(&text),
                Event::End(Tag::CodeBlock(_)) => {
                    if let Some((code, block)) = swift_block.take() {
                        events.push(Event::Html(CowStr::from(highlight_block(&code, &block))));
                    }
                }
                _ => {} // a code block holds only text
            }
            continue;
        }
        match &event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if is_swift(info) => {
                let line = markdown[..range.start].matches('\n').count() + 1;
                swift_block = Some((String::new(), block_options(info, options, line)?));
                continue;
            }
            Event::Start(Tag::Heading(HeadingLevel::H1, ..)) if heading.is_none() => {
                in_first_h1 = true;
                heading = Some(String::new());
            }
            Event::End(Tag::Heading(HeadingLevel::H1, ..)) => in_first_h1 = false,
            Event::Text(text) | Event::Code(text) if in_first_h1 => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(text);
                }
            }
            _ => {}
        }
        events.push(event);
    }
    let mut body = String::with_capacity(markdown.len() * 2);
    html::push_html(&mut body, events.into_iter());
    Ok((body, heading.filter(|h| !h.trim().is_empty())))
}

/// One highlighted block. The input is a `&str`, so the only possible failure is an engine
/// error such as running out of memory; the block is then shown plain rather than lost.
fn highlight_block(code: &str, options: &Options) -> String {
    match highlight_html(code, options) {
        Ok(mut html) => {
            html.push('\n');
            html
        }
        Err(e) => {
            eprintln!("swift-highlight-demo: a Swift block could not be highlighted ({e}); showing it plain");
            format!("<pre><code class=\"language-swift\">{}</code></pre>\n", escape(code))
        }
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn render_page(markdown: &str, options: &Options, title: Option<&str>) -> Result<String, String> {
    let (body, heading) = render_body(markdown, options)?;
    let title = title.map(str::to_owned).or(heading).unwrap_or_else(|| "Untitled post".to_owned());
    let mut page = String::with_capacity(body.len() + 4096);
    page.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    page.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    page.push_str(&format!(
        "<meta name=\"generator\" content=\"swift-highlight {}\">\n",
        swift_highlight::version_string()
    ));
    page.push_str(&format!("<title>{}</title>\n<style>\n", escape(&title)));
    page.push_str(&stylesheet(options));
    page.push_str("</style>\n</head>\n<body>\n<main>\n");
    page.push_str(&body);
    page.push_str("</main>\n</body>\n</html>\n");
    Ok(page)
}

/// The page's CSS: the layout, then the engine's rules for the highlighting classes in the
/// options' theme (light, and dark under `prefers-color-scheme: dark` for a pair theme).
fn stylesheet(options: &Options) -> String {
    let mut sheet = String::from(LAYOUT_CSS);
    match css(options) {
        Ok(rules) => sheet.push_str(&rules),
        // Only an engine failure (out of memory) gets here: the page stays readable, uncoloured.
        Err(e) => eprintln!("swift-highlight-demo: no highlighting stylesheet ({e})"),
    }
    sheet
}

const LAYOUT_CSS: &str = ":root { color-scheme: light dark; }
body { margin: 0; font: 17px/1.6 -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", sans-serif;
       background: #fdfdfc; color: #1f2328; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1, h2, h3 { line-height: 1.25; }
a { color: #0b62c4; }
code { font: 0.88em/1.5 ui-monospace, \"SF Mono\", Menlo, Consolas, monospace; }
pre > code { font-size: 0.95em; }
:not(pre) > code { background: #eef0f2; padding: 0.1em 0.3em; border-radius: 4px; }
pre { background: #f5f6f7; border: 1px solid #e1e4e8; border-radius: 8px; padding: 0.9rem 1rem;
      overflow-x: auto; tab-size: 4; }
blockquote { margin-left: 0; padding-left: 1rem; border-left: 3px solid #d0d7de; color: #57606a; }
table { border-collapse: collapse; } th, td { border: 1px solid #d0d7de; padding: 0.3rem 0.6rem; }
@media (prefers-color-scheme: dark) {
  body { background: #1b1d21; color: #e3e5e8; }
  a { color: #6cb4ff; }
  :not(pre) > code { background: #2b2e34; }
  pre { background: #23262b; border-color: #353941; }
  blockquote { border-color: #454a52; color: #a8afb8; }
  th, td { border-color: #454a52; }
}
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_swift_info_strings() {
        for info in
            ["swift", "Swift", "swift title=Main.swift", "swift,ignore", "{.swift}", " swift ", "diff-swift"]
        {
            assert!(is_swift(info), "{info:?}");
        }
        for info in ["", "rust", "swiftui", "objective-c", "sh swift"] {
            assert!(!is_swift(info), "{info:?}");
        }
    }

    #[test]
    fn arguments() {
        let args = |list: &[&str]| parse_args(list.iter().map(|s| s.to_string()));
        let parsed =
            args(&["--class-prefix", "hl-", "post.md", "--title", "T", "--theme", "xcode-dark"]).unwrap();
        assert_eq!(
            (parsed.input.as_str(), parsed.class_prefix.as_deref(), parsed.title.as_deref()),
            ("post.md", Some("hl-"), Some("T"))
        );
        assert_eq!(parsed.theme.as_deref(), Some("xcode-dark"));
        let dark = args(&["--dark-selector", "[data-theme=\"dark\"]", "post.md"]).unwrap();
        assert_eq!(dark.dark_selector.as_deref(), Some("[data-theme=\"dark\"]"));
        assert!(args(&["post.md", "--dark-selector"]).is_err());
        assert!(args(&[]).is_err());
        assert!(args(&["a.md", "b.md"]).is_err());
        assert!(args(&["--bogus", "a.md"]).is_err());
        assert_eq!(args(&["--help"]).err().as_deref(), Some(""));
    }

    #[test]
    fn stylesheet_has_rules_for_every_kind_in_light_and_dark() {
        use swift_highlight::Kind;
        let sheet = stylesheet(&Options::new());
        let dark = sheet.rfind("@media (prefers-color-scheme: dark)").unwrap();
        for kind in Kind::ALL.iter().filter(|k| **k != Kind::Plain) {
            let class = format!(".swh-{}{{", kind.name());
            assert!(sheet[..dark].contains(&class) && sheet[dark..].contains(&class), "{class}");
        }
        let prefixed = stylesheet(&Options::new().with_class_prefix("hl-").unwrap());
        assert!(prefixed.contains(".hl-keyword{") && !prefixed.contains(".swh-keyword"));
        let toggled = stylesheet(&Options::new().with_dark_selector(".dark").unwrap());
        assert!(toggled.contains(".dark .swh-code"), "the dark rules under the site's selector");
        let light_only = stylesheet(&Options::new().with_theme(Theme::XcodeLight));
        assert_eq!(light_only.matches("prefers-color-scheme: dark").count(), 1, "the layout's only");
    }

    #[test]
    fn fence_options_apply_to_swift_blocks() {
        let doc = "# T\n\n```swift {2} title=\"Pager.swift\" showLineNumbers\nlet a = 1\nlet b = 2\n```\n\n\
                   ```diff-swift\n-let a = 0\n+let a = 1\n```\n\n```swift extra=words {.wide}\nlet c = 3\n```\n";
        let (body, _) = render_body(doc, &Options::new()).unwrap();
        assert!(body.contains("<figcaption class=\"swh-title\">Pager.swift</figcaption>"), "{body}");
        assert!(body.contains("<span class=\"swh-line swh-hl\" data-line=\"2\">"), "{body}");
        assert!(body.contains("class=\"swh-ln\" aria-hidden=\"true\""), "{body}");
        assert!(body.contains("swh-del") && body.contains("swh-add"), "{body}");
        // Unknown options are ignored: the last block is plain highlighted Swift.
        assert!(body.contains(
            "<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span> c"
        ));
    }

    #[test]
    fn a_malformed_fence_option_names_the_block() {
        let error = render_body("text\n\n```swift {3-}\nlet a = 1\n```\n", &Options::new()).unwrap_err();
        assert!(error.contains("line 3") && error.contains("{3-}"), "{error}");
        // Another language's options are not ours to read.
        assert!(render_body("```text {3-}\nx\n```\n", &Options::new()).is_ok());
    }

    #[test]
    fn title_comes_from_the_first_h1() {
        let (_, heading) =
            render_body("intro\n\n# The `async` story\n\n# Second\n", &Options::new()).unwrap();
        assert_eq!(heading.as_deref(), Some("The async story"));
    }
}
