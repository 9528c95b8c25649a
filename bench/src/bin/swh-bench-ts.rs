//! Child process of swh-bench for tree-sitter (links tree-sitter and the grammar only).
//!
//!     swh-bench-ts QUERY none SNIPPET    start and report, highlight nothing
//!     swh-bench-ts QUERY cold SNIPPET    read QUERY, build it, highlight SNIPPET to HTML
//!     swh-bench-ts QUERY html FILE       highlight FILE to HTML (HtmlRenderer)
//!     swh-bench-ts QUERY tokens FILE     collect FILE's highlighted regions
//!     swh-bench-ts QUERY rate FILE       highlight FILE to HTML, and first print `rate BYTES CPU`:
//!                                        the CPU seconds of that call alone (not reading the
//!                                        query or the file; scripts/bench/instructions.sh)
//!
//! Prints `ok OUT PEAK NS` (see common.rs); OUT is the HTML's size, or the region array's.

#[path = "../common.rs"]
mod common;
#[path = "../stats.rs"]
#[allow(dead_code)] // the benchmark's statistics; this child takes only its clock
mod stats;
#[path = "../ts.rs"]
mod ts;

use common::{arg, child_main, load, Done};
use std::path::Path;

fn main() {
    child_main(|args| {
        let query_path = arg(args, 0, "QUERY")?;
        let mode = arg(args, 1, "mode")?;
        let what = arg(args, 2, "SNIPPET or FILE")?;
        if mode == "none" {
            return Ok(Done::cold(0));
        }
        let query = std::fs::read_to_string(query_path).map_err(|e| format!("{query_path}: {e}"))?;
        let mut t = ts::Ts::new(&query)?;
        match mode {
            "cold" => Ok(Done::cold(t.html(what.as_bytes())?.len() as u64)),
            "html" => Ok(Done::with_peak(t.html_owned(load(Path::new(what))?.0.as_bytes())?.len() as u64)),
            "rate" => {
                let (src, _) = load(Path::new(what))?;
                let c0 = stats::cpu_seconds();
                let out = t.html_owned(src.as_bytes())?.len();
                let cpu = stats::cpu_seconds() - c0;
                println!("rate {} {cpu:.6}", src.len());
                Ok(Done::cold(out as u64))
            }
            "tokens" => {
                let regions = t.regions(load(Path::new(what))?.0.as_bytes())?;
                Ok(Done::with_peak((regions.len() * std::mem::size_of::<ts::Region>()) as u64))
            }
            other => Err(format!("unknown mode {other:?}")),
        }
    })
}
