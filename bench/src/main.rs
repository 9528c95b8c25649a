//! swh-bench: swift-highlight against tree-sitter-highlight, side by side in one run.
//!
//! Run it through `scripts/bench/native.sh`, which sets everything up. By hand:
//!
//!     swh-bench --file INPUT.swift [--runs N] [--query highlights.scm]
//!
//! It measures, for both engines on the same input in the same process (or in child processes of
//! this same binary where a fresh process is the point):
//! - throughput of HTML and of tokens on the whole file (ours through the C entry points
//!   `swh_highlight_html` / `swh_tokenize`; tree-sitter: parse + highlight, rendered with its
//!   `HtmlRenderer` or collected from its highlight events), min and median wall time and median
//!   CPU time of N runs after one warm-up run;
//!   with large buffers fresh in every run (see `fix_malloc_regime`), and in a separate process
//!   whose malloc recycles freed buffers ("recycled" rows, see `recycle_malloc_regime`);
//! - µs per ~1 KB snippet (the input cut at line boundaries), ours through the crate's safe API
//!   `swift_highlight::highlight_html`, tree-sitter reusing its highlighter, query and renderer;
//! - cold start: wall time from spawning a child process to its report that it has highlighted one
//!   snippet (tree-sitter's includes reading and building its query), and the same for a child
//!   that highlights nothing, to show what process start alone costs, and for a Rust child that
//!   links neither engine (the floor: what starting any Rust program costs on this machine);
//!   also the part of it inside the child's `main`;
//! - peak RSS (VmHWM) of a child process that highlights the whole file;
//! - scaling: time for 1×, 2×, 4× the input (sizes interleaved round by round).
//!
//! Cold start and peak RSS are measured in child processes: `swh-bench-ours` and `swh-bench-ts`,
//! built next to this program, each linking only its own engine, and `swh-bench-floor`, which
//! links neither.

mod common;
mod ours;
mod stats;
mod ts;

use common::load;

use stats::{median, min, time_runs, Runs};
use std::hint::black_box;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

const DEFAULT_QUERY: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/baselines/tree-sitter-swift/highlights-0.7.1.scm");
const SNIPPET_BYTES: usize = 1024;
const MB: f64 = 1e6;

fn usage() -> ! {
    eprintln!(
        "usage: swh-bench --file PATH [--runs N] [--query PATH]\n\
         \n\
         --file PATH   the Swift input (scripts/bench/native.sh passes the 3.8 MB corpus of\n\
         \u{20}             ../shared/eval/corpus.py --bench unless you give another)\n\
         --runs N      timed runs per figure, after one warm-up run (default 7, at least 1)\n\
         --query PATH  tree-sitter's highlights query (default ../shared/baselines/\n\
         \u{20}             tree-sitter-swift/highlights-0.7.1.scm)"
    );
    std::process::exit(2)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let recycled = args.first().map(String::as_str) == Some(RECYCLED_FLAG);
    if recycled {
        args.remove(0);
    }
    let mut file: Option<PathBuf> = None;
    let mut runs = 7usize;
    let mut query = PathBuf::from(DEFAULT_QUERY);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--file" => file = Some(PathBuf::from(it.next().unwrap_or_else(|| usage()))),
            "--runs" => {
                runs = it.next().and_then(|n| n.parse().ok()).filter(|&n| n >= 1).unwrap_or_else(|| usage())
            }
            "--query" => query = PathBuf::from(it.next().unwrap_or_else(|| usage())),
            "-h" | "--help" => usage(),
            other => {
                eprintln!("swh-bench: unknown argument {other:?}");
                usage()
            }
        }
    }
    let Some(file) = file else { usage() };
    let result = if recycled { recycled_child(&file, runs, &query) } else { run(&file, runs, &query) };
    if let Err(e) = result {
        eprintln!("swh-bench: {e}");
        std::process::exit(1);
    }
}

/// The input cut at line boundaries into pieces of at least `SNIPPET_BYTES` (the last may be
/// shorter): each piece ends with the first newline at or after that size.
fn snippets(src: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = src.as_bytes();
    while start < bytes.len() {
        let want = start + SNIPPET_BYTES;
        let end = if want >= bytes.len() {
            bytes.len()
        } else {
            match bytes[want - 1..].iter().position(|&b| b == b'\n') {
                Some(p) => want - 1 + p + 1,
                None => bytes.len(),
            }
        };
        out.push(&src[start..end]);
        start = end;
    }
    out
}

fn progress(what: &str) {
    eprintln!("swh-bench: {what}…");
}

// ------------------------------------------------------------------------------------------
// The measurements
// ------------------------------------------------------------------------------------------

struct Side {
    html: Runs,
    tokens: Runs,
    html_recycled: Runs,
    tokens_recycled: Runs,
    html_len: usize,
    token_count: usize,
    snippet_us: Vec<f64>,
    snippet_cpu_us: Vec<f64>,
    /// Ours only: the same snippets through the C entry point, to show what the crate adds.
    snippet_c_us: Vec<f64>,
    cold: Cold,
    none: Cold,
    /// The floor child (no engine), measured in the same rounds as `cold` and `none`.
    floor: Cold,
    rss_html: Rss,
    rss_tokens: Rss,
    scaling: [Runs; 3],
}

#[derive(Clone, Copy)]
struct Rss {
    peak: u64,
    out_len: u64,
}

const SCALES: [usize; 3] = [1, 2, 4];
const OURS_CHILD: &str = "swh-bench-ours";
const TS_CHILD: &str = "swh-bench-ts";
const FLOOR_CHILD: &str = "swh-bench-floor";

/// glibc raises its mmap threshold as large blocks are freed (up to 32 MiB), after which a
/// whole-file output buffer below that size is recycled heap memory while a larger one is fresh
/// memory that page-faults in every run: 1× and 4× the input would be measured in different
/// regimes. Fixing the threshold at glibc's own default (128 KiB) before anything is allocated
/// stops the raising, so every large buffer is fresh memory in every run, as in a one-shot call.
/// (Our engine is measured before tree-sitter, whose freed parse trees could otherwise leave
/// large free blocks in the heap.)
fn fix_malloc_regime() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes malloc's tuning.
        unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024) == 1 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// The other regime, for the "recycled" rows, set at the start of a separate process: blocks of up
/// to 32 MiB come from the heap and freed memory is never given back, so from the second run on,
/// output buffers (of inputs whose output stays under 32 MiB) are recycled memory, as in a
/// long-running process that highlights file after file.
fn recycle_malloc_regime() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes malloc's tuning.
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 32 * 1024 * 1024) == 1
                && libc::mallopt(libc::M_TRIM_THRESHOLD, i32::MAX) == 1
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

const RECYCLED_FLAG: &str = "--recycled-child";

/// The "recycled" measurements, in a child process of this same program (so that the regime is
/// set before anything is allocated): whole-file HTML and tokens for both engines. Prints one line
/// per measurement: its name, then `wall,cpu` seconds of each timed run.
fn recycled_child(file: &Path, runs: usize, query_path: &Path) -> Result<(), String> {
    if !recycle_malloc_regime() {
        return Err("mallopt failed: cannot set the recycled regime".into());
    }
    let (src, _) = load(file)?;
    let query = std::fs::read_to_string(query_path).map_err(|e| format!("{}: {e}", query_path.display()))?;
    let bytes = src.as_bytes();
    let mut out = String::new();
    let mut emit = |name: &str, r: Runs| {
        out.push_str(name);
        for (w, c) in r.wall.iter().zip(&r.cpu) {
            out.push_str(&format!(" {w:e},{c:e}"));
        }
        out.push('\n');
    };
    emit("ours-html", time_runs(runs, || ours::html_ffi(bytes).map(|l| { black_box(l); }))?);
    emit("ours-tokens", time_runs(runs, || ours::tokens_ffi(bytes).map(|l| { black_box(l); }))?);
    let mut t = ts::Ts::new(&query)?;
    emit("ts-html", time_runs(runs, || t.html_owned(bytes).map(|h| drop(black_box(h))))?);
    emit("ts-tokens", time_runs(runs, || t.regions(bytes).map(|r| drop(black_box(r))))?);
    print!("{out}");
    Ok(())
}

/// Runs `recycled_child` and reads its four measurements.
fn recycled_runs(file: &Path, runs: usize, query_path: &Path) -> Result<[Runs; 4], String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let output = Command::new(me)
        .arg(RECYCLED_FLAG)
        .arg("--file")
        .arg(file)
        .arg("--runs")
        .arg(runs.to_string())
        .arg("--query")
        .arg(query_path)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run the recycled-memory child: {e}"))?;
    if !output.status.success() {
        return Err(format!("the recycled-memory child failed ({})", output.status));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let mut result: [Runs; 4] = Default::default();
    for (i, name) in ["ours-html", "ours-tokens", "ts-html", "ts-tokens"].iter().enumerate() {
        let line = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(name))
            .ok_or_else(|| format!("the recycled-memory child did not report {name}"))?;
        for pair in line.split_whitespace().skip(1) {
            let (w, c) = pair.split_once(',').ok_or("bad recycled report")?;
            let w: f64 = w.parse().map_err(|_| "bad recycled report")?;
            let c: f64 = c.parse().map_err(|_| "bad recycled report")?;
            result[i].push(w, c);
        }
    }
    Ok(result)
}

fn run(file: &Path, runs: usize, query_path: &Path) -> Result<(), String> {
    let malloc_regime = fix_malloc_regime();
    let load_start = load_average();
    let (src, lossy) = load(file)?;
    let query = std::fs::read_to_string(query_path)
        .map_err(|e| format!("cannot read the tree-sitter query {}: {e}", query_path.display()))?;
    let n = src.len();
    if n == 0 {
        return Err("the input file is empty".into());
    }
    let lines = src.as_bytes().iter().filter(|&&b| b == b'\n').count();
    let snips = snippets(&src);
    let snip_mean = n as f64 / snips.len() as f64;
    // The cold-start snippet: one from the middle of the file (the first ones are often only a
    // licence comment).
    let cold_snippet = snips[snips.len() / 2];
    let scaled: Vec<String> = SCALES.iter().map(|&k| src.repeat(k)).collect();

    progress("both engines: whole-file throughput with recycled output memory (a child process)");
    let [our_html_recycled, our_tokens_recycled, ts_html_recycled, ts_tokens_recycled] =
        recycled_runs(file, runs, query_path)?;

    // --- ours ---
    // Our whole-file runs take milliseconds, so one round of them samples a fraction of a second
    // of a shared machine, which may be a slow spell: they are taken in three rounds spread over
    // the benchmark (at its start, before tree-sitter, after tree-sitter), as tree-sitter's own
    // runs, which take about a second each, are spread by their length.
    progress("swift-highlight: throughput (C entry points), round 1 of 3");
    let (mut our_html, mut our_tokens, html_len, token_count) = throughput_round(runs, &src)?;
    progress("swift-highlight: snippets (Rust API)");
    let options = swift_highlight::Options::default();
    let (our_snip, our_snip_cpu) = snippet_runs(runs, &snips, |s| ours::html_str(s, &options))?;
    let (our_snip_c, _) = snippet_runs(runs, &snips, |s| ours::html_ffi(s.as_bytes()))?;
    progress("swift-highlight: scaling");
    let our_scaling = scaling_runs(runs, &scaled, |s| ours::html_ffi(s.as_bytes()))?;
    progress("swift-highlight: cold start and peak RSS (child processes)");
    let cold_runs = runs.max(20);
    let file_arg = file.display().to_string();
    let (our_none, our_cold, our_floor) =
        cold_start(cold_runs, OURS_CHILD, &["none", cold_snippet], &["cold", cold_snippet])?;
    let our_rss_html = peak_rss(OURS_CHILD, &["html", &file_arg])?;
    let our_rss_tokens = peak_rss(OURS_CHILD, &["tokens", &file_arg])?;
    progress("swift-highlight: throughput (C entry points), round 2 of 3");
    let (html, tokens, _, _) = throughput_round(runs, &src)?;
    our_html.extend(html);
    our_tokens.extend(tokens);
    let mut us = Side {
        html: our_html,
        tokens: our_tokens,
        html_recycled: our_html_recycled,
        tokens_recycled: our_tokens_recycled,
        html_len,
        token_count,
        snippet_us: our_snip,
        snippet_cpu_us: our_snip_cpu,
        snippet_c_us: our_snip_c,
        cold: our_cold,
        none: our_none,
        floor: our_floor,
        rss_html: our_rss_html,
        rss_tokens: our_rss_tokens,
        scaling: our_scaling,
    };

    // --- tree-sitter ---
    progress("tree-sitter: building the query");
    let mut t = ts::Ts::new(&query)?;
    progress("tree-sitter: throughput");
    let mut ts_html_len = 0;
    let ts_html = time_runs(runs, || {
        ts_html_len = black_box(t.html_owned(src.as_bytes())?.len());
        Ok(())
    })?;
    let mut ts_regions = 0;
    let ts_tokens = time_runs(runs, || {
        ts_regions = black_box(t.regions(src.as_bytes())?.len());
        Ok(())
    })?;
    progress("tree-sitter: snippets");
    let (ts_snip, ts_snip_cpu) = snippet_runs(runs, &snips, |s| t.html(s.as_bytes()).map(|h| h.len()))?;
    progress("tree-sitter: scaling");
    let ts_scaling = scaling_runs(runs, &scaled, |s| t.html_owned(s.as_bytes()).map(|h| h.len()))?;
    drop(t);
    progress("tree-sitter: cold start and peak RSS (child processes)");
    let q = query_path.display().to_string();
    let (ts_none, ts_cold, ts_floor) =
        cold_start(runs, TS_CHILD, &[&q, "none", cold_snippet], &[&q, "cold", cold_snippet])?;
    let ts_rss_html = peak_rss(TS_CHILD, &[&q, "html", &file_arg])?;
    let ts_rss_tokens = peak_rss(TS_CHILD, &[&q, "tokens", &file_arg])?;
    progress("swift-highlight: throughput (C entry points), round 3 of 3");
    let (html, tokens, _, _) = throughput_round(runs, &src)?;
    us.html.extend(html);
    us.tokens.extend(tokens);
    let them = Side {
        html: ts_html,
        tokens: ts_tokens,
        html_recycled: ts_html_recycled,
        tokens_recycled: ts_tokens_recycled,
        html_len: ts_html_len,
        token_count: ts_regions,
        snippet_us: ts_snip,
        snippet_cpu_us: ts_snip_cpu,
        snippet_c_us: Vec::new(),
        cold: ts_cold,
        none: ts_none,
        floor: ts_floor,
        rss_html: ts_rss_html,
        rss_tokens: ts_rss_tokens,
        scaling: ts_scaling,
    };

    let info = Info {
        file: file.display().to_string(),
        bytes: n,
        lines,
        lossy,
        snippets: snips.len(),
        snip_mean,
        runs,
        cold_runs,
        query: query_path.display().to_string(),
        malloc_regime,
        load: (load_start, load_average()),
    };
    report(&info, &us, &them);
    Ok(())
}

/// µs per snippet over the whole list, one value per timed pass (after a warm-up pass): wall and
/// CPU.
fn snippet_runs(
    runs: usize,
    snips: &[&str],
    mut f: impl FnMut(&str) -> Result<usize, String>,
) -> Result<(Vec<f64>, Vec<f64>), String> {
    let r = time_runs(runs, || {
        let mut total = 0usize;
        for s in snips {
            total += f(black_box(s))?;
        }
        black_box(total);
        Ok(())
    })?;
    let per = |v: &[f64]| v.iter().map(|t| t * 1e6 / snips.len() as f64).collect::<Vec<f64>>();
    Ok((per(&r.wall), per(&r.cpu)))
}

/// Wall and CPU time of each size, the sizes interleaved in every round so that a slow spell of
/// a shared machine does not land on one size only. Round 0 is a warm-up.
fn scaling_runs(
    runs: usize,
    inputs: &[String],
    mut f: impl FnMut(&str) -> Result<usize, String>,
) -> Result<[Runs; 3], String> {
    let mut out: [Runs; 3] = Default::default();
    for round in 0..=runs {
        for (i, s) in inputs.iter().enumerate() {
            let c0 = stats::cpu_seconds();
            let t0 = Instant::now();
            black_box(f(s)?);
            let wall = t0.elapsed().as_secs_f64();
            let cpu = stats::cpu_seconds() - c0;
            if round > 0 {
                out[i].push(wall, cpu);
            }
        }
    }
    Ok(out)
}

/// What a child process reported, and how long it took from spawning it to reading the report.
struct Report {
    out: u64,
    peak: u64,
    in_main: f64,
    spawn_to_report: f64,
}

/// Runs `exe` (a program built next to this one) with `args` and reads its report line.
fn run_child(exe: &str, args: &[&str]) -> Result<Report, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let path = me.with_file_name(exe);
    let t0 = Instant::now();
    let mut child = Command::new(&path)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
    let mut line = String::new();
    let read = BufReader::new(child.stdout.take().unwrap()).read_line(&mut line);
    let spawn_to_report = t0.elapsed().as_secs_f64();
    let status = child.wait().map_err(|e| format!("{exe}: {e}"))?;
    read.map_err(|e| format!("{exe}: {e}"))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    let nums: Vec<u64> = words.iter().skip(1).filter_map(|w| w.parse().ok()).collect();
    match (status.success(), words.first(), &nums[..]) {
        (true, Some(&"ok"), &[out, peak, ns]) => {
            Ok(Report { out, peak, in_main: ns as f64 * 1e-9, spawn_to_report })
        }
        _ => Err(format!("{exe} {} failed ({status}); it printed {line:?}", args.first().unwrap_or(&""))),
    }
}

/// Cold-start times in ms: from spawning the child to reading its report, and the part of it
/// spent inside the child's `main`.
#[derive(Default)]
struct Cold {
    spawn_ms: Vec<f64>,
    main_ms: Vec<f64>,
}

/// `runs` rounds of children after one warm-up round (which brings the programs into the page
/// cache): the floor child (no engine), one that only starts and reports, one that highlights a
/// snippet, alternating so that a busy spell of the machine hits all alike. Returns (start
/// alone, first snippet, floor).
fn cold_start(runs: usize, exe: &str, none_args: &[&str], cold_args: &[&str]) -> Result<(Cold, Cold, Cold), String> {
    let (mut none, mut cold, mut floor) = (Cold::default(), Cold::default(), Cold::default());
    let floor_args = ["none", ""];
    for i in 0..=runs {
        for (exe, args, out) in
            [(FLOOR_CHILD, &floor_args[..], &mut floor), (exe, none_args, &mut none), (exe, cold_args, &mut cold)]
        {
            let r = run_child(exe, args)?;
            if i > 0 {
                out.spawn_ms.push(r.spawn_to_report * 1e3);
                out.main_ms.push(r.in_main * 1e3);
            }
        }
    }
    Ok((none, cold, floor))
}

/// One round of our whole-file throughput: `runs` timed runs (after a warm-up) of HTML, then of
/// tokens, through the C entry points; also the HTML's length and the number of tokens.
fn throughput_round(runs: usize, src: &str) -> Result<(Runs, Runs, usize, usize), String> {
    let mut html_len = 0;
    let html = time_runs(runs, || {
        html_len = black_box(ours::html_ffi(src.as_bytes())?);
        Ok(())
    })?;
    let mut token_count = 0;
    let tokens = time_runs(runs, || {
        token_count = black_box(ours::tokens_ffi(src.as_bytes())?);
        Ok(())
    })?;
    Ok((html, tokens, html_len, token_count))
}

/// Peak RSS of a child that does one whole-file job, and the size of its output.
fn peak_rss(exe: &str, args: &[&str]) -> Result<Rss, String> {
    let r = run_child(exe, args)?;
    Ok(Rss { peak: r.peak, out_len: r.out })
}

// ------------------------------------------------------------------------------------------
// The table
// ------------------------------------------------------------------------------------------

struct Info {
    file: String,
    bytes: usize,
    lines: usize,
    lossy: bool,
    snippets: usize,
    snip_mean: f64,
    runs: usize,
    cold_runs: usize,
    query: String,
    malloc_regime: bool,
    /// The 1-minute load average when the measurements began and when they ended.
    load: (Option<f64>, Option<f64>),
}

/// The 1-minute load average, from /proc/loadavg.
fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg").ok()?.split_whitespace().next()?.parse().ok()
}

/// A number with about three significant digits.
fn num(x: f64) -> String {
    let a = x.abs();
    if a >= 100.0 {
        format!("{x:.0}")
    } else if a >= 10.0 {
        format!("{x:.1}")
    } else if a >= 1.0 {
        format!("{x:.2}")
    } else {
        format!("{x:.3}")
    }
}

/// 1234567 -> "1,234,567"
fn group(n: u64) -> String {
    let digits = n.to_string();
    let groups: Vec<&str> = digits
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|g| std::str::from_utf8(g).unwrap())
        .collect();
    groups.join(",")
}

fn mbs(bytes: usize, secs: f64) -> f64 {
    bytes as f64 / MB / secs
}

fn verdict(ok: bool) -> &'static str {
    if ok {
        "PASS"
    } else {
        "FAIL"
    }
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    // Days since 1970-01-01 to a civil date (proleptic Gregorian).
    let z = secs.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    format!("{y:04}-{m:02}-{d:02}")
}

fn cpu_model() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let model = info
        .lines()
        .find_map(|l| l.strip_prefix("model name").map(|r| r.trim_start_matches([' ', '\t', ':']).trim().to_string()))
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0);
    format!("{model}, {cores} cores")
}

fn report(info: &Info, us: &Side, them: &Side) {
    let n = info.bytes;
    let mut o = String::new();
    macro_rules! line { ($($t:tt)*) => { o.push_str(&format!($($t)*)); o.push('\n'); } }

    line!("swift-highlight benchmark, {} ({})", today(), cpu_model());
    line!("");
    line!(
        "- input: {} — {} bytes, {} lines{}; {} snippets cut at line boundaries, mean {} bytes",
        info.file,
        group(n as u64),
        group(info.lines as u64),
        if info.lossy { " (invalid UTF-8 replaced by U+FFFD before measuring)" } else { "" },
        group(info.snippets as u64),
        group(info.snip_mean.round() as u64)
    );
    let revision = std::env::var("SWH_BENCH_REVISION").ok().filter(|r| !r.is_empty());
    line!(
        "- ours: swift-highlight {} (C ABI {}{}) through the Rust crate; engine built {}",
        ours::version(),
        ours::abi_version(),
        revision.map(|r| format!(", source {r}")).unwrap_or_default(),
        match swift_highlight::ENGINE_BUILD {
            "embedded" => "as Embedded Swift (no Swift runtime linked)",
            "runtime" => "with the Swift runtime",
            other => other,
        }
    );
    line!(
        "- tree-sitter: tree-sitter-highlight 0.20.1 + libtree-sitter {} (system) + tree-sitter-swift {} (ABI {}) + {}",
        ts::RUNTIME_VERSION,
        ts::GRAMMAR_VERSION,
        ts::language().version(),
        Path::new(&info.query).file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default()
    );
    line!(
        "- {} timed runs per figure after one warm-up (ours whole-file: three rounds of them, at the start, middle and end of the benchmark; cold start: {} rounds of three children — floor, start alone, first snippet — for ours, {} for tree-sitter); \
         MB = 10^6 bytes; ratio = how many times faster (or, for memory, how much smaller) ours is",
        info.runs,
        info.cold_runs,
        info.runs
    );
    if info.malloc_regime {
        line!(
            "- allocator: glibc malloc with its mmap threshold fixed at 128 KiB, so large output buffers are fresh \
             memory that page-faults in every run, as in a one-shot call; rows marked \"recycled\" come from a \
             separate process whose malloc keeps and reuses freed blocks of up to 32 MiB, as in a long-running \
             process that highlights file after file"
        );
    } else {
        line!("- allocator: the system's, as it comes (not glibc: no regime set)");
    }
    let show = |l: Option<f64>| l.map(|x| format!("{x:.2}")).unwrap_or("?".into());
    line!(
        "- machine load (1-minute load average) at start / end: {} / {} (this run adds about 1); above {}, \
         the core count, other work was competing for the CPUs and wall times are inflated (CPU times much less so)",
        show(info.load.0),
        show(info.load.1),
        std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
    );
    line!("");
    line!("| measure | swift-highlight | tree-sitter | ratio |");
    line!("|---|---|---|---|");
    let row = |o: &mut String, what: &str, a: String, b: String, r: String| {
        o.push_str(&format!("| {what} | {a} | {b} | {r} |\n"));
    };
    // Throughput.
    for (what, a, b) in [("HTML", &us.html, &them.html), ("tokens", &us.tokens, &them.tokens)] {
        row(
            &mut o,
            &format!("{what}, whole file: MB/s, median (best) wall"),
            format!("{} ({})", num(mbs(n, a.median_wall())), num(mbs(n, a.min_wall()))),
            format!("{} ({})", num(mbs(n, b.median_wall())), num(mbs(n, b.min_wall()))),
            format!("{}× ({}×)", num(b.median_wall() / a.median_wall()), num(b.min_wall() / a.min_wall())),
        );
        row(
            &mut o,
            &format!("{what}, whole file: MB/s of CPU time, median"),
            num(mbs(n, a.median_cpu())),
            num(mbs(n, b.median_cpu())),
            format!("{}×", num(b.median_cpu() / a.median_cpu())),
        );
        // Our three rounds one by one: a round far below the others was a slow spell of the
        // machine (the CPU-time row moves with it: the host, not this process, was busy).
        let per_round = a.wall.len() / 3;
        if per_round > 0 {
            let rounds: Vec<String> = a
                .wall
                .chunks(per_round)
                .take(3)
                .map(|r| num(mbs(n, median(r))))
                .collect();
            row(
                &mut o,
                &format!("… {what}, each of our three rounds (start / middle / end): MB/s, median"),
                rounds.join(" / "),
                String::new(),
                String::new(),
            );
        }
    }
    for (what, a, b) in [
        ("HTML", &us.html_recycled, &them.html_recycled),
        ("tokens", &us.tokens_recycled, &them.tokens_recycled),
    ] {
        row(
            &mut o,
            &format!("{what}, whole file, recycled output memory: MB/s, median (best) wall"),
            format!("{} ({})", num(mbs(n, a.median_wall())), num(mbs(n, a.min_wall()))),
            format!("{} ({})", num(mbs(n, b.median_wall())), num(mbs(n, b.min_wall()))),
            format!("{}× ({}×)", num(b.median_wall() / a.median_wall()), num(b.min_wall() / a.min_wall())),
        );
    }
    row(
        &mut o,
        "output of the whole file: HTML bytes / tokens",
        format!("{} / {}", group(us.html_len as u64), group(us.token_count as u64)),
        format!("{} / {}", group(them.html_len as u64), group(them.token_count as u64)),
        String::new(),
    );
    // Snippets.
    row(
        &mut o,
        "µs per ~1 KB snippet from Rust, median (best) wall",
        format!("{} ({})", num(median(&us.snippet_us)), num(min(&us.snippet_us))),
        format!("{} ({})", num(median(&them.snippet_us)), num(min(&them.snippet_us))),
        format!(
            "{}× ({}×)",
            num(median(&them.snippet_us) / median(&us.snippet_us)),
            num(min(&them.snippet_us) / min(&us.snippet_us))
        ),
    );
    row(
        &mut o,
        "µs per ~1 KB snippet, CPU time, median",
        num(median(&us.snippet_cpu_us)),
        num(median(&them.snippet_cpu_us)),
        format!("{}×", num(median(&them.snippet_cpu_us) / median(&us.snippet_cpu_us))),
    );
    row(
        &mut o,
        "… the same snippets through swh_highlight_html (C), µs, median (best)",
        format!("{} ({})", num(median(&us.snippet_c_us)), num(min(&us.snippet_c_us))),
        "—".into(),
        String::new(),
    );
    // Cold start.
    row(
        &mut o,
        "cold start: spawn → first snippet highlighted, ms, median (best)",
        format!("{} ({})", num(median(&us.cold.spawn_ms)), num(min(&us.cold.spawn_ms))),
        format!("{} ({})", num(median(&them.cold.spawn_ms)), num(min(&them.cold.spawn_ms))),
        format!("{}×", num(median(&them.cold.spawn_ms) / median(&us.cold.spawn_ms))),
    );
    row(
        &mut o,
        "… of it inside main(): first snippet (tree-sitter: + reading and building its query), ms, median",
        num(median(&us.cold.main_ms)),
        num(median(&them.cold.main_ms)),
        format!("{}×", num(median(&them.cold.main_ms) / median(&us.cold.main_ms))),
    );
    row(
        &mut o,
        "process start alone: spawn → report of the same child highlighting nothing, ms, median",
        num(median(&us.none.spawn_ms)),
        num(median(&them.none.spawn_ms)),
        String::new(),
    );
    row(
        &mut o,
        "floor: spawn → report of a Rust child linking neither engine, ms, median (measured in each side's rounds)",
        num(median(&us.floor.spawn_ms)),
        num(median(&them.floor.spawn_ms)),
        String::new(),
    );
    row(
        &mut o,
        "cold start above that floor (what linking and first use of the engine add), ms, median",
        num(median(&us.cold.spawn_ms) - median(&us.floor.spawn_ms)),
        num(median(&them.cold.spawn_ms) - median(&them.floor.spawn_ms)),
        format!(
            "{}×",
            num((median(&them.cold.spawn_ms) - median(&them.floor.spawn_ms))
                / (median(&us.cold.spawn_ms) - median(&us.floor.spawn_ms)))
        ),
    );
    // Memory.
    for (what, a, b) in [("HTML", us.rss_html, them.rss_html), ("tokens", us.rss_tokens, them.rss_tokens)] {
        row(
            &mut o,
            &format!("peak RSS, whole file to {what}, MB"),
            num(a.peak as f64 / MB),
            num(b.peak as f64 / MB),
            format!("{}×", num(b.peak as f64 / a.peak as f64)),
        );
    }
    // Scaling.
    let ms = |r: &Runs| num(r.median_wall() * 1e3);
    row(
        &mut o,
        "scaling: HTML of 1× / 2× / 4× the input, ms, median",
        format!("{} / {} / {}", ms(&us.scaling[0]), ms(&us.scaling[1]), ms(&us.scaling[2])),
        format!("{} / {} / {}", ms(&them.scaling[0]), ms(&them.scaling[1]), ms(&them.scaling[2])),
        String::new(),
    );
    let growth = |s: &[Runs; 3]| s[2].median_wall() / s[0].median_wall();
    let growth2 = |s: &[Runs; 3]| s[1].median_wall() / s[0].median_wall();
    row(
        &mut o,
        "scaling: t(2×)/t(1×), t(4×)/t(1×)",
        format!("{}, {}", num(growth2(&us.scaling)), num(growth(&us.scaling))),
        format!("{}, {}", num(growth2(&them.scaling)), num(growth(&them.scaling))),
        String::new(),
    );

    // Targets, judged three ways: on the best run (the noise of a shared machine only
    // adds time), on the median run, and on the median CPU time (what the process itself used).
    let rss_limit = 2 * n as u64 + us.rss_html.out_len + 16_000_000;
    let rss = us.rss_html.peak as f64 / MB;
    line!("");
    line!("| target | best wall | median wall | median CPU | verdict: best / median / CPU |");
    line!("|---|---|---|---|---|");
    let mut t = |what: &str, unit: &str, vals: [Option<f64>; 3], ok: &dyn Fn(f64) -> bool| {
        let shown: Vec<String> = vals.iter().map(|v| v.map(|x| format!("{}{unit}", num(x))).unwrap_or("—".into())).collect();
        let verdicts: Vec<&str> = vals.iter().map(|v| v.map(|x| verdict(ok(x))).unwrap_or("—")).collect();
        o.push_str(&format!("| {what} | {} | {} | {} | {} |\n", shown[0], shown[1], shown[2], verdicts.join(" / ")));
    };
    let rates = |r: &Runs| [Some(mbs(n, r.min_wall())), Some(mbs(n, r.median_wall())), Some(mbs(n, r.median_cpu()))];
    t("HTML ≥ 250 MB/s", " MB/s", rates(&us.html), &|x| x >= 250.0);
    t("tokens ≥ 400 MB/s", " MB/s", rates(&us.tokens), &|x| x >= 400.0);
    t(
        "HTML ≥ 60× tree-sitter-highlight",
        "×",
        [
            Some(them.html.min_wall() / us.html.min_wall()),
            Some(them.html.median_wall() / us.html.median_wall()),
            Some(them.html.median_cpu() / us.html.median_cpu()),
        ],
        &|x| x >= 60.0,
    );
    t(
        "≤ 5 µs per 1 KB snippet from Rust",
        " µs",
        [Some(min(&us.snippet_us)), Some(median(&us.snippet_us)), Some(median(&us.snippet_cpu_us))],
        &|x| x <= 5.0,
    );
    t(
        "cold start ≤ 1 ms, counted from spawning the process (floor above: starting any Rust program)",
        " ms",
        [Some(min(&us.cold.spawn_ms)), Some(median(&us.cold.spawn_ms)), None],
        &|x| x <= 1.0,
    );
    t(
        "cold start ≤ 1 ms, counted from the start of main()",
        " ms",
        [Some(min(&us.cold.main_ms)), Some(median(&us.cold.main_ms)), None],
        &|x| x <= 1.0,
    );
    let s = &us.scaling;
    t(
        "t(4×) ≤ 4.2 × t(1×)",
        "×",
        [
            Some(s[2].min_wall() / s[0].min_wall()),
            Some(s[2].median_wall() / s[0].median_wall()),
            Some(s[2].median_cpu() / s[0].median_cpu()),
        ],
        &|x| x <= 4.2,
    );
    let limit = rss_limit as f64 / MB;
    t(
        &format!("peak RSS, HTML ≤ 2 × input + output + 16 MB = {} MB (one run)", num(limit)),
        " MB",
        [Some(rss), None, None],
        &|x| x <= limit,
    );
    print!("{o}");
}
