// Compiles the tree-sitter-swift grammar (generated `src/parser.c` + `src/scanner.c` of the PyPI
// sdist tree-sitter-swift 0.0.1, ABI 14) into the benchmark, and records the versions of what is
// compared so that the printed table can name them.
//
// `scripts/bench/native.sh` downloads and unpacks the sdist into a cache directory outside git and sets
// SWH_BENCH_GRAMMAR_DIR to the unpacked directory (the one holding `src/` and `PKG-INFO`).

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=SWH_BENCH_GRAMMAR_DIR");
    println!("cargo:rerun-if-changed=build.rs");
    let dir = match env::var_os("SWH_BENCH_GRAMMAR_DIR") {
        Some(d) => PathBuf::from(d),
        None => panic!(
            "SWH_BENCH_GRAMMAR_DIR is not set: run scripts/bench/native.sh, or point it at the unpacked \
             sdist of tree-sitter-swift 0.0.1 (pip download --no-deps --no-binary :all: \
             tree-sitter-swift==0.0.1)"
        ),
    };
    let src = dir.join("src");
    let parser = src.join("parser.c");
    let scanner = src.join("scanner.c");
    for f in [&parser, &scanner] {
        if !f.is_file() {
            panic!("{} is missing: SWH_BENCH_GRAMMAR_DIR must hold the grammar's src/", f.display());
        }
        println!("cargo:rerun-if-changed={}", f.display());
    }
    cc::Build::new()
        .include(&src)
        .file(&parser)
        .file(&scanner)
        .flag_if_supported("-std=c11")
        .warnings(false)
        .compile("tree-sitter-swift");

    // The grammar's version, from the sdist's PKG-INFO.
    let pkg_info = std::fs::read_to_string(dir.join("PKG-INFO")).unwrap_or_default();
    let grammar_version = pkg_info
        .lines()
        .find_map(|l| l.strip_prefix("Version: "))
        .unwrap_or("unknown")
        .trim()
        .to_string();
    println!("cargo:rustc-env=SWH_BENCH_GRAMMAR_VERSION={grammar_version}");

    // The runtime's version: Debian's libtree-sitter .pc file carries a stale version number, so
    // ask dpkg for the package's own.
    let runtime = Command::new("dpkg-query")
        .args(["-W", "-f=${Version}", "libtree-sitter-dev"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=SWH_BENCH_TS_RUNTIME_VERSION={runtime}");
}
