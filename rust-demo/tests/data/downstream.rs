//! Highlights a little Swift and checks the answer; exits non-zero when anything is off.

use std::process::ExitCode;

use swift_highlight::{highlight_html, tokens, Kind, Options};

fn main() -> ExitCode {
    let source = std::env::args().nth(1).unwrap_or_else(|| "func answer() -> Int { return 42 }".to_owned());
    let html = match highlight_html(&source, &Options::new().with_wrap_pre(true)) {
        Ok(html) => html,
        Err(e) => {
            eprintln!("downstream: highlighting failed: {e}");
            return ExitCode::FAILURE;
        }
    };
    let toks = tokens(&source).expect("tokens");
    let keywords = toks.iter().filter(|t| t.kind == Kind::Keyword).count();
    println!("{html}");
    println!(
        "swift-highlight {} (ABI {}): {} tokens, {} keywords",
        swift_highlight::version_string(),
        swift_highlight::abi_version(),
        toks.len(),
        keywords
    );
    if keywords == 0 || !html.contains("<span class=\"swh-keyword\">") {
        eprintln!("downstream: no keyword found in {source:?}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
