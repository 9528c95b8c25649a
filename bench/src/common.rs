//! What the benchmark's three programs share: reading the input, and the child-process protocol.
//!
//! The parent (`swh-bench`) spawns `swh-bench-ours` and `swh-bench-ts` for the figures that need a
//! fresh process (cold start, peak RSS). Each child links only its own engine, so neither pays
//! for loading the other, does one job and prints one line: `ok OUT PEAK NS`, where OUT is the
//! job's output size in bytes, PEAK the process's peak RSS in bytes (VmHWM; 0 for the cold-start
//! jobs, which print their line right after the job instead of reading /proc first) and NS the
//! nanoseconds from entering `main` to the end of the job.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The input as UTF-8 text. Invalid UTF-8 (only possible with `--file`) is replaced by U+FFFD
/// here, so that both engines and every API see the same valid text. Returns whether it was.
pub fn load(path: &Path) -> Result<(String, bool), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    match String::from_utf8(bytes) {
        Ok(s) => Ok((s, false)),
        Err(e) => Ok((String::from_utf8_lossy(e.as_bytes()).into_owned(), true)),
    }
}

/// This process's peak resident set size in bytes (VmHWM of /proc/self/status). Read in the
/// child itself rather than from the parent's rusage: a child's ru_maxrss can include the
/// parent's RSS at the time of the fork.
pub fn vm_hwm() -> Result<u64, String> {
    let status =
        std::fs::read_to_string("/proc/self/status").map_err(|e| format!("/proc/self/status: {e}"))?;
    let line = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .ok_or("no VmHWM in /proc/self/status")?;
    let kb: u64 = line["VmHWM:".len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .map_err(|_| format!("bad VmHWM line {line:?}"))?;
    Ok(kb * 1024)
}

/// A child's `main`: runs `job` on the command-line arguments and prints the report line.
/// What a child's job reports: its output size, and whether the line should carry the peak RSS.
pub struct Done {
    pub out: u64,
    pub with_peak: bool,
}

impl Done {
    /// A cold-start job: the line follows at once (no read of /proc in the timed path).
    pub fn cold(out: u64) -> Done {
        Done { out, with_peak: false }
    }
    /// A whole-file job whose peak RSS is wanted.
    pub fn with_peak(out: u64) -> Done {
        Done { out, with_peak: true }
    }
}

pub fn child_main(job: impl FnOnce(&[String]) -> Result<Done, String>) {
    let t0 = Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = job(&args).and_then(|done| {
        let ns = t0.elapsed().as_nanos();
        let peak = if done.with_peak { vm_hwm()? } else { 0 };
        Ok(format!("ok {} {peak} {ns}", done.out))
    });
    match result {
        Ok(line) => {
            let mut stdout = std::io::stdout().lock();
            let _ = writeln!(stdout, "{line}");
            let _ = stdout.flush();
        }
        Err(e) => {
            let name = std::env::args().next().unwrap_or_default();
            eprintln!("{name}: {e}");
            std::process::exit(1);
        }
    }
}

/// The argument at `i`, or an error naming what is missing.
pub fn arg<'a>(args: &'a [String], i: usize, what: &str) -> Result<&'a str, String> {
    args.get(i).map(String::as_str).ok_or_else(|| format!("missing argument: {what}"))
}
