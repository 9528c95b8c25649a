//! A user's program for the packaged Rust crate (scripts/test/crate-package.sh builds it as a
//! crate of its own, with a path dependency on the unpacked crate and nothing else).
//!
//!   crate-consumer LIST OUT_DIR
//!
//! LIST names one input file a line; for each, OUT_DIR/NAME.MODE gets the crate's output in the
//! modes whose command-line equivalents scripts/test/crate-package.sh runs.
use std::error::Error;
use std::fs;
use std::path::Path;

use swift_highlight::{highlight_ansi_bytes, highlight_html_bytes, highlight_markdown_bytes, Options, Scheme};

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().collect();
    let [_, list, out] = args.as_slice() else {
        return Err("usage: crate-consumer LIST OUT_DIR".into());
    };
    let out = Path::new(out);
    fs::create_dir_all(out)?;
    let plain = Options::default();
    let pre = Options::default()
        .with_wrap_pre(true)
        .with_language_class(true)
        .with_scheme(Scheme::Hljs)
        .with_line_numbers(true);
    let mut count = 0;
    for file in fs::read_to_string(list)?.lines().filter(|line| !line.is_empty()) {
        let source = fs::read(file)?;
        let name = Path::new(file).file_name().and_then(|n| n.to_str()).ok_or("file name")?;
        fs::write(out.join(format!("{name}.html")), as_printed(highlight_html_bytes(&source, &plain)?))?;
        fs::write(out.join(format!("{name}.pre-hljs-numbers.html")), as_printed(highlight_html_bytes(&source, &pre)?))?;
        fs::write(out.join(format!("{name}.ansi24")), highlight_ansi_bytes(&source, &plain)?)?;
        let fenced = [b"```swift\n".as_slice(), &source, b"\n```\n"].concat();
        fs::write(out.join(format!("{name}.fence.md.html")), highlight_markdown_bytes(&fenced, &plain)?)?;
        count += 1;
    }
    println!("crate-consumer: {count} files in 4 modes (engine: {})", swift_highlight::ENGINE_BUILD);
    Ok(())
}

/// The command-line tool ends an HTML fragment with a line feed when it does not end with one.
fn as_printed(mut html: String) -> String {
    if !html.ends_with('\n') {
        html.push('\n');
    }
    html
}
