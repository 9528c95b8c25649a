//! Child process of swh-bench for our engine (links swift-highlight only).
//!
//!     swh-bench-ours none SNIPPET    start and report, highlight nothing
//!     swh-bench-ours cold SNIPPET    highlight SNIPPET to HTML through the crate's safe API
//!     swh-bench-ours html FILE       highlight FILE to HTML through swh_highlight_html
//!     swh-bench-ours tokens FILE     tokenize FILE through swh_tokenize
//!
//! Prints `ok OUT PEAK NS` (see common.rs); OUT is the HTML's size, or the token array's; PEAK is 0
//! for `none` and `cold`.

#[path = "../common.rs"]
mod common;
#[path = "../ours.rs"]
mod ours;

use common::{arg, child_main, load, Done};
use std::path::Path;

fn main() {
    child_main(|args| {
        let what = arg(args, 1, "SNIPPET or FILE")?;
        match arg(args, 0, "mode")? {
            "none" => Ok(Done::cold(0)),
            "cold" => Ok(Done::cold(ours::html_str(what, &swift_highlight::Options::default())? as u64)),
            "html" => Ok(Done::with_peak(ours::html_ffi(load(Path::new(what))?.0.as_bytes())? as u64)),
            "tokens" => Ok(Done::with_peak(
                (ours::tokens_ffi(load(Path::new(what))?.0.as_bytes())? * ours::TOKEN_BYTES) as u64,
            )),
            other => Err(format!("unknown mode {other:?}")),
        }
    })
}
