//! How the Swift engine ends up in binaries: this test binary itself, and a separate dependent
//! crate (written by the tests: tests/data/downstream.rs and a manifest that names this crate)
//! with no build script or linker settings of its own. Linux only: the checks read ELF binaries
//! with ldd and readelf.
#![cfg(target_os = "linux")]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Shared libraries of the Swift runtime that a statically linked binary must not need.
const SWIFT_SHARED: [&str; 4] = ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime"];

fn ldd(binary: &Path) -> String {
    let out = Command::new("ldd").arg(binary).output().expect("ldd runs");
    assert!(out.status.success(), "ldd {}: {}", binary.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn swift_libraries(ldd_output: &str) -> Vec<&str> {
    ldd_output
        .lines()
        .map(str::trim)
        // The installed swift-highlight library (`libswift_highlight.so`) is not the Swift runtime.
        .filter(|line| !line.starts_with("libswift_highlight."))
        .filter(|line| SWIFT_SHARED.iter().any(|lib| line.starts_with(lib)))
        .collect()
}

#[test]
fn this_test_binary_links_the_runtime_as_configured() {
    let me = std::env::current_exe().unwrap();
    let libs = ldd(&me);
    // It ran, so the engine works in it (the other test files call it; call it here too).
    assert!(swift_highlight::highlight_html("let", &Default::default()).unwrap().contains("keyword"));
    if cfg!(feature = "dynamic-swift-runtime") {
        assert!(libs.contains("libswiftCore.so"), "dynamic runtime expected:\n{libs}");
    } else {
        assert_eq!(swift_libraries(&libs), Vec::<&str>::new(), "static runtime expected:\n{libs}");
    }
    // The Embedded Swift build links no runtime at all (its few runtime functions, allocation
    // and reference counting, are compiled into the engine); the runtime build links it whole.
    let runtime_symbols = swift_runtime_symbols(&me);
    match swift_highlight::ENGINE_BUILD {
        "embedded" => assert_eq!(runtime_symbols, Vec::<String>::new(), "no Swift runtime expected"),
        "runtime" => assert!(!runtime_symbols.is_empty(), "the Swift runtime expected in {}", me.display()),
        // An installed library: linked as a shared library unless SWIFT_HIGHLIGHT_STATIC asked
        // for its (Embedded Swift) archive; no Swift runtime either way.
        "system" => {
            assert_eq!(runtime_symbols, Vec::<String>::new(), "no Swift runtime expected");
            let shared = libs.lines().any(|line| line.trim().starts_with("libswift_highlight.so"));
            assert_eq!(shared, std::env::var_os("SWIFT_HIGHLIGHT_STATIC").is_none(), "ldd {}:\n{libs}", me.display());
        }
        other => panic!("unexpected ENGINE_BUILD {other:?}"),
    }
}

/// Symbols of the Swift runtime proper in a binary (defined or needed): type metadata lookup,
/// protocol conformance checks, and the image registration of swiftrt.o.
fn swift_runtime_symbols(binary: &Path) -> Vec<String> {
    let out = Command::new("nm").arg(binary).output().expect("nm (binutils) runs");
    assert!(out.status.success(), "nm {}: {}", binary.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().last())
        .filter(|name| {
            ["swift_conformsToProtocol", "swift_getTypeByMangledNameInContext", "swift_addNewDSOImage"]
                .iter()
                .any(|runtime| name.starts_with(runtime))
        })
        .map(str::to_owned)
        .collect()
}

/// The dependent crate; with the shared runtime it would need an rpath of its own, which is
/// the point of the static default, so these tests are for the default only.
#[cfg(not(feature = "dynamic-swift-runtime"))]
mod downstream {
    use super::*;

    /// Builds the dependent crate (`write_downstream`) as its own workspace (with the offline cargo config where crates.io
    /// is unreachable) into `target/<target_name>`, with `rustflags` as RUSTFLAGS and `engine` as
    /// SWIFT_HIGHLIGHT_ENGINE; returns the binary. `Err` holds cargo's error output.
    fn build_downstream(target_name: &str, rustflags: Option<&str>, engine: Option<&str>) -> Result<PathBuf, String> {
        let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let downstream = write_downstream(&manifest_dir);
        // Its own target folder (a cargo lock on this package's target folder may be held while the
        // tests run), kept between runs so the Swift build is incremental.
        let target_dir = manifest_dir.join("target").join(target_name);

        let mut cargo = Command::new(env!("CARGO"));
        cargo
            .arg("build")
            .arg("--manifest-path")
            .arg(downstream.join("Cargo.toml"))
            .arg("--target-dir")
            .arg(&target_dir);
        cargo.args(offline_args(&manifest_dir));
        // Nothing from this test's environment that could change how the dependent links.
        for var in [
            "RUSTFLAGS",
            "CARGO_ENCODED_RUSTFLAGS",
            "CARGO_TARGET_DIR",
            "CARGO_BUILD_TARGET_DIR",
            "CARGO_BUILD_RUSTFLAGS",
            "SWIFT_HIGHLIGHT_ENGINE",
        ] {
            cargo.env_remove(var);
        }
        if let Some(flags) = rustflags {
            cargo.env("RUSTFLAGS", flags);
        }
        if let Some(engine) = engine {
            cargo.env("SWIFT_HIGHLIGHT_ENGINE", engine);
        }
        let out = cargo.output().expect("cargo runs");
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        Ok(target_dir.join("debug/swift-highlight-downstream"))
    }

    /// Writes the dependent crate into `target/downstream-crate`: its own workspace, a path
    /// dependency on this crate and nothing else (no build script, no linker flags, no cargo
    /// config), like a user's project; its `main.rs` is tests/data/downstream.rs. Returns its folder.
    fn write_downstream(manifest_dir: &Path) -> PathBuf {
        // Once per test process: the tests that build it run on several threads.
        static WRITTEN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
        WRITTEN.get_or_init(|| write_downstream_files(manifest_dir)).clone()
    }

    fn write_downstream_files(manifest_dir: &Path) -> PathBuf {
        let dir = manifest_dir.join("target").join("downstream-crate");
        std::fs::create_dir_all(dir.join("src")).unwrap();
        let manifest = format!(
            "[package]\nname = \"swift-highlight-downstream\"\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\nswift-highlight = {{ path = {:?} }}\n\n[workspace]\n",
            manifest_dir.display().to_string()
        );
        write_if_changed(&dir.join("Cargo.toml"), manifest.as_bytes());
        write_if_changed(&dir.join("src/main.rs"), include_bytes!("data/downstream.rs"));
        dir
    }

    /// Leaves an unchanged file alone, so that cargo does not rebuild the dependent for nothing.
    fn write_if_changed(path: &Path, contents: &[u8]) {
        if std::fs::read(path).ok().as_deref() != Some(contents) {
            let temporary = path.with_extension(format!("tmp{}", std::process::id()));
            std::fs::write(&temporary, contents).unwrap();
            std::fs::rename(&temporary, path).unwrap();
        }
    }

    /// Runs the dependent's binary and checks its output and its shared libraries. Linked to an
    /// installed shared library outside the dynamic linker's folders, it finds it through
    /// LD_LIBRARY_PATH (a dependent has no rpath unless its own build script adds one).
    fn check_downstream(binary: &Path) {
        let mut command = Command::new(binary);
        if let Some(dir) = option_env!("SWIFT_HIGHLIGHT_INSTALLED_LIB_DIR") {
            command.env("LD_LIBRARY_PATH", dir);
        }
        let run = command.arg("@MainActor final class Model { var count = 0 }").output().unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "downstream failed: {stdout}\n{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(stdout.contains("<span class=\"swh-attribute\">@MainActor</span>"), "{stdout}");
        assert!(stdout.contains("<span class=\"swh-type\">Model</span>"), "{stdout}");

        let libs = ldd(binary);
        assert_eq!(swift_libraries(&libs), Vec::<&str>::new(), "ldd {}:\n{libs}", binary.display());
    }

    /// The linker that produced an ELF binary, from its .comment section (LLD signs it).
    fn linked_by_lld(binary: &Path) -> bool {
        let out = Command::new("readelf")
            .args(["-p", ".comment"])
            .arg(binary)
            .output()
            .expect("readelf (binutils) runs");
        String::from_utf8_lossy(&out.stdout).contains("Linker: LLD")
    }

    /// A dependent crate with no build script and no linker settings: built with the toolchain's
    /// default linker, it runs and needs no Swift shared library.
    #[test]
    fn a_dependent_crate_links_statically_without_any_settings() {
        let binary = build_downstream("downstream", None, None)
            .unwrap_or_else(|e| panic!("building the dependent crate failed:\n{e}"));
        check_downstream(&binary);
        // Where this crate's engine is Embedded Swift by default, so is the dependent's.
        if swift_highlight::ENGINE_BUILD == "embedded" {
            assert_eq!(swift_runtime_symbols(&binary), Vec::<String>::new(), "{}", binary.display());
        }
    }

    /// The same with GNU ld, which (unlike LLD) resolves archives strictly left to right: the
    /// runtime libraries must come in dependency order.
    #[test]
    fn a_dependent_crate_links_with_gnu_ld() {
        // Rust 1.90+ links with its own LLD on x86_64 Linux; this flag goes back to the system
        // linker (GNU ld through cc). Older compilers use GNU ld by default and do not know it.
        let binary = match build_downstream("downstream-gnu-ld", Some("-C linker-features=-lld"), None) {
            Ok(binary) => binary,
            Err(e) if e.contains("linker-features") => {
                let binary = build_downstream("downstream", None, None)
                    .unwrap_or_else(|e| panic!("building the dependent crate failed:\n{e}"));
                assert!(
                    !linked_by_lld(&binary),
                    "this compiler links with LLD but has no -C linker-features"
                );
                binary
            }
            Err(e) => panic!("building the dependent crate with GNU ld failed:\n{e}"),
        };
        assert!(!linked_by_lld(&binary), "{} was linked by LLD, not GNU ld", binary.display());
        check_downstream(&binary);
    }

    /// The dependent crate once more with the engine built against the Swift runtime (the build
    /// for toolchains without Embedded Swift), linked by GNU ld where the compiler allows: the
    /// static runtime's libraries must come in dependency order, and swiftrt.o must be in.
    #[test]
    #[cfg_attr(
        swift_highlight_engine = "system",
        ignore = "the crate links an installed library: no engine is built, with or without the Swift runtime"
    )]
    fn a_dependent_crate_links_the_swift_runtime_build() {
        let binary = match build_downstream("downstream-runtime", Some("-C linker-features=-lld"), Some("runtime")) {
            Ok(binary) => binary,
            Err(e) if e.contains("linker-features") => build_downstream("downstream-runtime", None, Some("runtime"))
                .unwrap_or_else(|e| panic!("building the dependent crate (runtime) failed:\n{e}")),
            Err(e) => panic!("building the dependent crate (runtime) failed:\n{e}"),
        };
        check_downstream(&binary);
        assert!(!swift_runtime_symbols(&binary).is_empty(), "{} has no Swift runtime", binary.display());
    }

    /// What scripts/cargo-offline.sh prints: `--config FILE` where crates.io is unreachable.
    fn offline_args(manifest_dir: &Path) -> Vec<String> {
        let script = manifest_dir.join("../scripts/cargo-offline.sh");
        if !script.is_file() {
            return Vec::new();
        }
        let out = Command::new("bash").arg(&script).output().expect("bash runs");
        assert!(out.status.success(), "cargo-offline.sh: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap().split_whitespace().map(str::to_owned).collect()
    }
}
