//! The parity test's driver for the Rust crate: reads the cells of the matrix as
//! `Tests/parity/doors.py flat MATRIX` prints them (standard input) and writes each output to
//! OUT/rust/REQUEST/INPUT (see Tests/parity/doors.py).
//!
//! ```text
//! python3 Tests/parity/doors.py flat Tests/parity/matrix.json | cargo run --example parity -- OUT
//! ```

use std::io::BufRead;
use std::path::Path;

use swift_highlight::{
    highlight_ansi_bytes, highlight_html_bytes, highlight_markdown_bytes, tokens_with_options,
};
use swift_highlight::{Options, Scheme, Theme};

fn options(fields: &[&str]) -> Result<Options, String> {
    let mut options = Options::new();
    for field in fields {
        let (key, value) = field.split_once('=').ok_or_else(|| format!("no value in {field}"))?;
        let on = value == "true";
        match key {
            "scheme" => {
                options
                    .set_scheme(Scheme::from_name(value).ok_or_else(|| format!("unknown scheme {value}"))?);
            }
            "theme" => {
                options.set_theme(Theme::from_name(value).ok_or_else(|| format!("unknown theme {value}"))?);
            }
            "classPrefix" => {
                options.set_class_prefix(value).map_err(|e| e.to_string())?;
            }
            "title" => {
                options.set_title(value).map_err(|e| e.to_string())?;
            }
            "firstLine" => {
                options.set_first_line(value.parse().map_err(|_| format!("bad firstLine {value}"))?);
            }
            "colorDepth" => {
                options.set_ansi_16(value == "16");
            }
            "highlightLines" => {
                let mut ranges = Vec::new();
                for pair in value.split(',') {
                    let (a, b) = pair.split_once('-').ok_or_else(|| format!("bad range {pair}"))?;
                    let first: u32 = a.parse().map_err(|_| format!("bad range {pair}"))?;
                    let last: u32 = b.parse().map_err(|_| format!("bad range {pair}"))?;
                    ranges.push(first..=last);
                }
                options.set_highlight_lines(ranges).map_err(|e| e.to_string())?;
            }
            "pre" => {
                options.set_wrap_pre(on);
            }
            "lines" => {
                options.set_lines(on);
            }
            "lineNumbers" => {
                options.set_line_numbers(on);
            }
            "inlineStyles" => {
                options.set_inline_styles(on);
            }
            "diff" => {
                options.set_diff(on);
            }
            "notation" => {
                options.set_notation(on);
            }
            _ => return Err(format!("the Rust driver knows no option {key}")),
        }
    }
    Ok(options)
}

fn serve(output: &str, source: &[u8], fields: &[&str]) -> Result<Vec<u8>, String> {
    let options = options(fields)?;
    let text = match output {
        "html" => highlight_html_bytes(source, &options),
        "ansi" => highlight_ansi_bytes(source, &options),
        "markdown" => highlight_markdown_bytes(source, &options),
        "tokens" => tokens_with_options(source, &options).map(|tokens| {
            tokens
                .iter()
                .map(|t| format!("{} {} {}\n", t.range.start, t.range.len(), t.kind.name()))
                .collect::<String>()
        }),
        _ => return Err(format!("unknown output {output}")),
    };
    text.map(String::into_bytes).map_err(|e| e.to_string())
}

fn main() -> std::io::Result<()> {
    let out = std::env::args().nth(1).expect("usage: parity OUT (cells on standard input)");
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        let fields: Vec<&str> = line.split('\t').collect();
        if fields.len() < 3 {
            continue;
        }
        let (request, output, path) = (fields[0], fields[1], Path::new(fields[2]));
        let target = Path::new(&out).join("rust").join(request).join(path.file_name().unwrap_or_default());
        std::fs::create_dir_all(target.parent().unwrap_or(Path::new(".")))?;
        let data = match std::fs::read(path) {
            Ok(source) => serve(output, &source, &fields[3..]),
            Err(e) => Err(format!("cannot read {}: {e}", path.display())),
        };
        std::fs::write(&target, data.unwrap_or_else(|e| format!("ERROR: {e}").into_bytes()))?;
    }
    Ok(())
}
