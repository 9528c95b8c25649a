//! Finds or builds the swift-highlight engine and tells rustc how to link it.
//!
//! Where the engine comes from (the `-sys` crate convention):
//!
//! - **An installed library** (`libswift_highlight.so`, or `.a` with `SWIFT_HIGHLIGHT_STATIC=1`):
//!   used when the feature `system` asks for it, when `SWIFT_HIGHLIGHT_LIB_DIR` names its folder,
//!   or when no `swiftc` is on PATH. It is found through pkg-config (`swift-highlight.pc`;
//!   `PKG_CONFIG_PATH` and the other pkg-config variables apply) unless `SWIFT_HIGHLIGHT_LIB_DIR`
//!   is set. No Swift toolchain is needed. Its version must be this crate's major.minor (0.x:
//!   the same minor), at least this crate's patch.
//! - **The engine's sources**, compiled with the Swift toolchain on PATH: the packaged crate
//!   carries them in `engine/` (the repository's `Sources/`, `include/` and build script, copied
//!   by `scripts/release/crate.sh`); in a clone of the repository they are the folder above.
//!
//! With neither (no `swiftc` and no installed library) the build fails with one message that
//! names both ways.
//!
//! Everything a dependent binary needs is emitted with `cargo:rustc-link-lib` /
//! `cargo:rustc-link-search`, which cargo applies to the final link of *every* crate that depends
//! on this one. `cargo:rustc-link-arg` is used only for the rpath of this package's own targets
//! (it never reaches dependents).
//!
//! Two ways to build the engine (see README.md, "How linking works"):
//!
//! - **Embedded Swift** (default on Linux when the toolchain has the Embedded Swift stdlib for
//!   the target): one `swiftc -enable-experimental-feature Embedded` run compiles the engine's
//!   sources into a static archive that needs no Swift runtime at all, only the C library (and
//!   the toolchain's Unicode property tables, a plain static archive). Nothing runs before
//!   `main`: a program that links it starts as fast as one that does not.
//! - **Swift runtime**: `swift build --product Highlight`, then `libHighlight.a` with the Swift
//!   runtime. Linux: the static Swift stdlib (`<resource dir>/../swift_static/linux`); libstdc++
//!   is linked statically too when the C compiler has `libstdc++.a`
//!   (`SWIFT_HIGHLIGHT_SHARED_LIBSTDCXX=1` keeps it shared). Linux, feature
//!   `dynamic-swift-runtime`: the toolchain's shared runtime. macOS: the OS's Swift runtime
//!   (written from the toolchain's own information, untested).
//!
//! Environment:
//!   SWIFT_HIGHLIGHT_LIB_DIR      the folder of an installed libswift_highlight: link it, skip
//!                                pkg-config, compile nothing.
//!   SWIFT_HIGHLIGHT_STATIC       set (not 0): link the installed library's static archive
//!                                (an Embedded Swift build: needs only the C library).
//!   PKG_CONFIG                   the pkg-config program (default `pkg-config`).
//!   SWIFT_HIGHLIGHT_PACKAGE_DIR  the engine sources to build (default: `engine/` in the
//!                                packaged crate, else the folder above this crate's manifest).
//!   SWIFT_HIGHLIGHT_ENGINE       `embedded` or `runtime`: which of the two builds (default:
//!                                embedded where available; `runtime` with the feature
//!                                `dynamic-swift-runtime`).
//!   SWIFT_HIGHLIGHT_SHARED_LIBSTDCXX  set (not 0): link libstdc++ shared with the static stdlib.
//!   DOCS_RS                      set: build nothing, link nothing (documentation builds).

use std::collections::BTreeSet;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=SWIFT_HIGHLIGHT_PACKAGE_DIR");
    println!("cargo:rerun-if-env-changed=DOCS_RS");
    if env::var_os("DOCS_RS").is_some() {
        // docs.rs has no Swift toolchain and links nothing.
        println!("cargo:rustc-env=SWIFT_HIGHLIGHT_ENGINE_BUILD=none");
        engine_cfg("none");
        return;
    }

    let out_dir = PathBuf::from(env_required("OUT_DIR"));
    if let Some(installed) = choose_installed_library() {
        link_installed(&installed);
        return;
    }
    let package_dir = find_package_dir();
    for entry in ["Package.swift", "Sources", "include"] {
        println!("cargo:rerun-if-changed={}", package_dir.join(entry).display());
    }

    let swift = find_swift();
    let info = TargetInfo::read(&swift);
    check_target(&info);

    let target_os = env_required("CARGO_CFG_TARGET_OS");
    let dynamic = env::var_os("CARGO_FEATURE_DYNAMIC_SWIFT_RUNTIME").is_some();
    let configuration = swift_configuration();
    println!("cargo:include={}", package_dir.join("include").display());

    if let Some(stdlib_dir) = choose_embedded(&info, &target_os, dynamic) {
        let lib_dir = build_embedded(&swift, &package_dir, &out_dir, configuration);
        // Both archives are bundled into this crate's rlib, so they travel with it.
        println!("cargo:rustc-link-search=native={}", lib_dir.display());
        println!("cargo:rustc-link-lib=static={EMBEDDED_LIB}");
        println!("cargo:rustc-link-search=native={}", stdlib_dir.display());
        println!("cargo:rustc-link-lib=static=swiftUnicodeDataTables");
        println!("cargo:lib_dir={}", lib_dir.display());
        println!("cargo:engine=embedded");
        println!("cargo:rustc-env=SWIFT_HIGHLIGHT_ENGINE_BUILD=embedded");
        engine_cfg("embedded");
        println!("cargo:rpath=");
        return;
    }

    let bin_dir = build_swift_package(&swift, &package_dir, &out_dir, configuration);
    let archive = bin_dir.join("libHighlight.a");
    if !archive.is_file() {
        panic!("swift-highlight: `swift build` succeeded but {} does not exist", archive.display());
    }

    // The engine itself: bundled into this crate's rlib, so it travels with it.
    println!("cargo:rustc-link-search=native={}", bin_dir.display());
    println!("cargo:rustc-link-lib=static=Highlight");
    println!("cargo:lib_dir={}", bin_dir.display());
    println!("cargo:engine=runtime");
    println!("cargo:rustc-env=SWIFT_HIGHLIGHT_ENGINE_BUILD=runtime");
    engine_cfg("runtime");

    match target_os.as_str() {
        "linux" => link_linux(&swift, &info, &archive, &out_dir, dynamic),
        "macos" => link_macos(&info),
        other => panic!(
            "swift-highlight: linking the Swift runtime is implemented for Linux and macOS, \
             not for target OS `{other}`"
        ),
    }
}

// ---------------------------------------------------------------------------------------------
// Finding things
// ---------------------------------------------------------------------------------------------

fn env_required(name: &str) -> String {
    env::var(name).unwrap_or_else(|_| panic!("swift-highlight: cargo did not set {name}"))
}

/// The engine's sources: `$SWIFT_HIGHLIGHT_PACKAGE_DIR`, else `engine/` beside this manifest
/// (the packaged crate), else the folder above it (a clone of the repository). The folder must
/// hold `Sources/Highlight` and `scripts/build/embedded.sh`.
fn find_package_dir() -> PathBuf {
    let manifest_dir = PathBuf::from(env_required("CARGO_MANIFEST_DIR"));
    let packaged = manifest_dir.join("engine");
    let (dir, origin) = match env::var_os("SWIFT_HIGHLIGHT_PACKAGE_DIR") {
        Some(dir) if !dir.is_empty() => (PathBuf::from(dir), "SWIFT_HIGHLIGHT_PACKAGE_DIR"),
        _ if packaged.is_dir() => (packaged, "the engine sources packaged in the crate"),
        _ => (manifest_dir.join(".."), "the folder above the crate's Cargo.toml"),
    };
    let dir = dir.canonicalize().unwrap_or_else(|e| {
        panic!("swift-highlight: the engine sources folder {} ({origin}) is not usable: {e}", dir.display())
    });
    if !dir.join("Sources").join("Highlight").is_dir() || !dir.join("scripts/build/embedded.sh").is_file() {
        panic!(
            "swift-highlight: {} ({origin}) has no engine sources (Sources/Highlight and \
             scripts/build/embedded.sh). Set SWIFT_HIGHLIGHT_PACKAGE_DIR to a clone of the \
             swift-highlight repository, or link an installed library (feature `system`).",
            dir.display()
        );
    }
    dir
}

/// `swift` from PATH, with a message that says what to do when it is missing.
fn find_swift() -> PathBuf {
    let path = env::var_os("PATH").unwrap_or_default();
    for dir in env::split_paths(&path) {
        let candidate = dir.join("swift");
        if candidate.is_file() {
            return candidate;
        }
    }
    panic!(
        "swift-highlight: `swift` was not found on PATH.\n\
         This crate compiles its Swift engine with the Swift toolchain at build time.\n\
         Install a Swift toolchain (https://www.swift.org/install/) and put its `usr/bin` on PATH,\n\
         e.g. `export PATH=/opt/swift/usr/bin:$PATH`, then build again."
    );
}

/// A tool of the Swift toolchain: next to `swift` (following symlinks), else from PATH.
fn toolchain_tool(swift: &Path, name: &str) -> Option<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(dir) = swift.parent() {
        dirs.push(dir.to_path_buf());
    }
    if let Some(dir) = swift.canonicalize().ok().and_then(|p| p.parent().map(Path::to_path_buf)) {
        dirs.push(dir);
    }
    if let Some(path) = env::var_os("PATH") {
        dirs.extend(env::split_paths(&path));
    }
    dirs.into_iter().map(|d| d.join(name)).find(|p| p.is_file())
}

fn run(command: &mut Command, what: &str) -> Vec<u8> {
    run_with_retries(command, what, |_| false)
}

/// Like `run`, but runs the command again (at most twice more) when it fails and `retry` says
/// the failure was transient.
fn run_with_retries(command: &mut Command, what: &str, retry: impl Fn(&str) -> bool) -> Vec<u8> {
    let mut attempts = 0;
    let output = loop {
        let output = command
            .output()
            .unwrap_or_else(|e| panic!("swift-highlight: could not run {what} ({command:?}): {e}"));
        attempts += 1;
        let failed_transiently = !output.status.success()
            && retry(&format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ));
        if !failed_transiently || attempts == 3 {
            break output;
        }
    };
    if !output.status.success() {
        panic!(
            "swift-highlight: {what} failed ({}).\ncommand: {command:?}\n--- stdout\n{}\n--- stderr\n{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    output.stdout
}

// ---------------------------------------------------------------------------------------------
// `swift -print-target-info`
// ---------------------------------------------------------------------------------------------

struct TargetInfo {
    triple: String,
    runtime_library_paths: Vec<PathBuf>,
    runtime_resource_path: PathBuf,
    /// (library name, filter) pairs; only Apple platforms have any.
    compatibility_libraries: Vec<(String, String)>,
}

impl TargetInfo {
    fn read(swift: &Path) -> TargetInfo {
        let json = run(Command::new(swift).arg("-print-target-info"), "`swift -print-target-info`");
        let value: Value = serde_json::from_slice(&json).unwrap_or_else(|e| {
            panic!("swift-highlight: `swift -print-target-info` printed no valid JSON: {e}")
        });
        let string = |pointer: &str| -> String {
            value
                .pointer(pointer)
                .and_then(Value::as_str)
                .unwrap_or_else(|| panic!("swift-highlight: `swift -print-target-info` has no {pointer}"))
                .to_owned()
        };
        let runtime_library_paths = value
            .pointer("/paths/runtimeLibraryPaths")
            .and_then(Value::as_array)
            .map(|paths| paths.iter().filter_map(Value::as_str).map(PathBuf::from).collect())
            .unwrap_or_default();
        let compatibility_libraries = value
            .pointer("/target/compatibilityLibraries")
            .and_then(Value::as_array)
            .map(|libs| {
                libs.iter()
                    .filter_map(|lib| {
                        let name = lib.get("libraryName")?.as_str()?.to_owned();
                        let filter = lib.get("filter").and_then(Value::as_str).unwrap_or("all").to_owned();
                        Some((name, filter))
                    })
                    .collect()
            })
            .unwrap_or_default();
        TargetInfo {
            triple: string("/target/triple"),
            runtime_library_paths,
            runtime_resource_path: PathBuf::from(string("/paths/runtimeResourcePath")),
            compatibility_libraries,
        }
    }

    /// The architecture as Rust spells it (Swift says `arm64` on Apple platforms).
    fn rust_arch(&self) -> &str {
        match self.triple.split('-').next().unwrap_or("") {
            "arm64" => "aarch64",
            arch => arch,
        }
    }
}

/// The Swift package is built for the host; refuse a cross build instead of linking garbage.
fn check_target(info: &TargetInfo) {
    let target = env_required("TARGET");
    let host = env_required("HOST");
    let arch = env_required("CARGO_CFG_TARGET_ARCH");
    if target != host || arch != info.rust_arch() {
        panic!(
            "swift-highlight: cross-compiling is not supported: cargo builds for {target} (host \
             {host}), the Swift toolchain's default target is {}",
            info.triple
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Embedded Swift
// ---------------------------------------------------------------------------------------------

/// The archive the Embedded Swift build writes: `lib<EMBEDDED_LIB>.a`.
const EMBEDDED_LIB: &str = "HighlightEmbedded";

/// Whether to build the engine as Embedded Swift: `SWIFT_HIGHLIGHT_ENGINE` decides when set;
/// otherwise yes on Linux when the toolchain has the Embedded stdlib for the target triple
/// (`<resource dir>/embedded/Swift.swiftmodule/<triple>.swiftmodule`) and the feature
/// `dynamic-swift-runtime` (which asks for the runtime) is off. Returns the folder of the
/// Embedded stdlib's static archives the compiled engine needs (`<resource dir>/embedded/<triple>`,
/// with `libswiftUnicodeDataTables.a`).
fn choose_embedded(info: &TargetInfo, target_os: &str, dynamic: bool) -> Option<PathBuf> {
    println!("cargo:rerun-if-env-changed=SWIFT_HIGHLIGHT_ENGINE");
    let choice = env::var("SWIFT_HIGHLIGHT_ENGINE").unwrap_or_default();
    let embedded_root = info.runtime_resource_path.join("embedded");
    let module = embedded_root.join("Swift.swiftmodule").join(format!("{}.swiftmodule", info.triple));
    let stdlib_dir = embedded_root.join(&info.triple);
    let available = module.exists() && stdlib_dir.join("libswiftUnicodeDataTables.a").is_file();
    match choice.as_str() {
        "runtime" => None,
        "embedded" => {
            if dynamic {
                panic!(
                    "swift-highlight: SWIFT_HIGHLIGHT_ENGINE=embedded contradicts the feature \
                     `dynamic-swift-runtime` (an Embedded Swift engine links no Swift runtime)"
                );
            }
            if !available {
                panic!(
                    "swift-highlight: SWIFT_HIGHLIGHT_ENGINE=embedded, but this toolchain has no \
                     Embedded Swift stdlib for {} ({} and {}/libswiftUnicodeDataTables.a). \
                     Unset it to link the Swift runtime instead.",
                    info.triple,
                    module.display(),
                    stdlib_dir.display()
                );
            }
            Some(stdlib_dir)
        }
        "" if dynamic || target_os != "linux" => None,
        "" if !available => {
            println!(
                "cargo:warning=swift-highlight: this Swift toolchain has no Embedded Swift stdlib \
                 for {}; linking the Swift runtime instead (binaries start slower)",
                info.triple
            );
            None
        }
        "" => Some(stdlib_dir),
        other => panic!("swift-highlight: SWIFT_HIGHLIGHT_ENGINE={other:?}: use `embedded` or `runtime`"),
    }
}

/// Builds `lib<EMBEDDED_LIB>.a` in a folder of OUT_DIR, which it returns, with the package's
/// `scripts/build/embedded.sh` (the one place that says how the engine compiles as Embedded
/// Swift: one whole-module `swiftc` run with function sections, so that the final link drops
/// what no C entry point reaches); `--debug` (`-Onone`) when cargo does not optimize this
/// package. The `swiftc` it runs is the one next to `swift`.
fn build_embedded(swift: &Path, package_dir: &Path, out_dir: &Path, configuration: &str) -> PathBuf {
    let script = package_dir.join("scripts").join("build").join("embedded.sh");
    println!("cargo:rerun-if-changed={}", script.display());
    let lib_dir = out_dir.join("embedded");
    let mut command = Command::new("bash");
    command.arg(&script);
    if configuration == "debug" {
        command.arg("--debug");
    }
    command.arg(&lib_dir);
    let mut path = swift.parent().map(|dir| vec![dir.to_path_buf()]).unwrap_or_default();
    path.extend(env::split_paths(&env::var_os("PATH").unwrap_or_default()));
    let path = env::join_paths(path).expect("swift-highlight: PATH entries are joinable");
    command.env("PATH", path);
    for var in ["CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS", "AR", "TARGET", "HOST"] {
        command.env_remove(var);
    }
    run(&mut command, "scripts/build/embedded.sh (Embedded Swift build of the engine)");
    let archive = lib_dir.join(format!("lib{EMBEDDED_LIB}.a"));
    if !archive.is_file() {
        panic!("swift-highlight: scripts/build/embedded.sh succeeded but {} does not exist", archive.display());
    }
    lib_dir
}

// ---------------------------------------------------------------------------------------------
// `swift build`
// ---------------------------------------------------------------------------------------------

/// `debug` when cargo compiles this package without optimization (`OPT_LEVEL` 0: the dev profile),
/// `release` otherwise. `OPT_LEVEL` honours profile overrides, so a dependent can have an
/// optimized engine in its debug builds with `[profile.dev.package.swift-highlight] opt-level = 3`.
fn swift_configuration() -> &'static str {
    if env_required("OPT_LEVEL") == "0" {
        "debug"
    } else {
        "release"
    }
}

/// Runs `swift build --product Highlight` with a scratch path inside OUT_DIR; returns the folder
/// that holds `libHighlight.a`.
fn build_swift_package(swift: &Path, package_dir: &Path, out_dir: &Path, configuration: &str) -> PathBuf {
    let scratch = out_dir.join("swift-build");
    let base_args: Vec<OsString> = vec![
        "build".into(),
        "--package-path".into(),
        package_dir.into(),
        "--scratch-path".into(),
        scratch.into(),
        "--configuration".into(),
        configuration.into(),
        // The package has no dependencies; never let SwiftPM go to the network.
        "--disable-automatic-resolution".into(),
    ];
    let swift_command = |extra: &[&str]| {
        let mut command = Command::new(swift);
        command.args(&base_args).args(extra).current_dir(package_dir);
        // Cargo's variables for C builds (CC, CFLAGS, TARGET, …) are not meant for SwiftPM.
        for var in ["CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS", "AR", "TARGET", "HOST"] {
            command.env_remove(var);
        }
        command
    };
    // SwiftPM stops when a source file changes while it compiles (someone is editing the Swift
    // sources during the cargo build); the next run picks up the new contents.
    run_with_retries(
        &mut swift_command(&["--product", "Highlight"]),
        "`swift build --product Highlight`",
        |out| out.contains("was modified during the build"),
    );
    let bin_path = run(&mut swift_command(&["--show-bin-path"]), "`swift build --show-bin-path`");
    let bin_path = String::from_utf8(bin_path).expect("swift-highlight: bin path is not UTF-8");
    let bin_path = bin_path.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    PathBuf::from(bin_path)
}

// ---------------------------------------------------------------------------------------------
// Linux
// ---------------------------------------------------------------------------------------------

fn link_linux(swift: &Path, info: &TargetInfo, archive: &Path, out_dir: &Path, dynamic: bool) {
    let arch = info.rust_arch();
    let resource = &info.runtime_resource_path;
    // `<resource>/../swift_static/linux`: the static stdlib next to the shared one.
    let static_dir = resource.parent().map(|p| p.join("swift_static").join("linux"));

    // 1. swiftrt.o registers the image's Swift metadata sections with the runtime. swiftc links it
    //    into every ELF binary it produces; here it must reach the final binary of whichever crate
    //    is linked last, so it goes in as a whole-archive static library.
    let swiftrt = [
        (!dynamic).then(|| static_dir.as_ref().map(|d| d.join(arch).join("swiftrt.o"))).flatten(),
        Some(resource.join("linux").join(arch).join("swiftrt.o")),
    ]
    .into_iter()
    .flatten()
    .find(|p| p.is_file())
    .unwrap_or_else(|| {
        panic!(
            "swift-highlight: swiftrt.o not found under {}/linux/{arch}; is the Swift toolchain complete?",
            resource.display()
        )
    });
    let rt_dir = out_dir.join("swiftrt");
    make_one_member_archive(swift, &swiftrt, &rt_dir.join("libswifthighlight_swiftrt.a"));
    println!("cargo:rustc-link-search=native={}", rt_dir.display());
    println!("cargo:rustc-link-lib=static:+whole-archive,-bundle=swifthighlight_swiftrt");

    // 2. The runtime libraries the engine needs: its autolink entries, plus the toolchain's own
    //    list for static linking (which names the C/C++ libraries under the Swift runtime).
    let mut names: BTreeSet<String> = autolink_libraries(swift, archive).into_iter().collect();
    names.insert("swiftCore".to_owned());

    if dynamic {
        for dir in &info.runtime_library_paths {
            println!("cargo:rustc-link-search=native={}", dir.display());
        }
        for name in ordered(names) {
            println!("cargo:rustc-link-lib=dylib={name}");
        }
        let rpath: Vec<String> = info.runtime_library_paths.iter().map(|p| p.display().to_string()).collect();
        // Only this package's own binaries, tests and examples get this; see README.md for
        // dependents (they read DEP_SWIFTHIGHLIGHT_RPATH in their build script).
        for dir in &rpath {
            println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
        }
        println!("cargo:rpath={}", rpath.join(":"));
        return;
    }

    let static_dir = static_dir.filter(|d| d.join("libswiftCore.a").is_file()).unwrap_or_else(|| {
        panic!(
            "swift-highlight: the static Swift stdlib (swift_static/linux next to {}) is missing \
                 from this toolchain. Install a complete toolchain, or enable the cargo feature \
                 `dynamic-swift-runtime` to link the shared Swift runtime instead.",
            resource.display()
        )
    });
    let lnk = static_dir.join("static-stdlib-args.lnk");
    match fs::read_to_string(&lnk) {
        Ok(text) => names.extend(library_flags(&text)),
        // Older toolchains: the libraries that file has always named.
        Err(_) => {
            names.extend(["dl", "pthread", "dispatch", "BlocksRuntime", "stdc++", "m"].map(String::from))
        }
    }
    println!("cargo:rustc-link-search=native={}", static_dir.display());
    for name in ordered(names) {
        if static_dir.join(format!("lib{name}.a")).is_file() {
            // Not bundled into the rlib: the final link finds it in static_dir, in this order.
            println!("cargo:rustc-link-lib=static:-bundle={name}");
        } else if name.starts_with("swift") {
            panic!("swift-highlight: the engine needs lib{name}.a, which is not in {}", static_dir.display());
        } else if name == "stdc++" && link_static_libstdcxx(out_dir) {
            // Linked into the binary (see `link_static_libstdcxx`).
        } else {
            // C and C++ system libraries (libstdc++, libm, …) stay shared, as with swiftc.
            println!("cargo:rustc-link-lib=dylib={name}");
        }
    }
    println!("cargo:rpath=");
}

/// Links libstdc++ (which the Swift runtime uses internally) statically when the C compiler has
/// `libstdc++.a`, and says whether it did. A shared libstdc++ costs every process start about
/// 1.6 million instructions: the loader maps it and binds ~1,900 symbols of the Swift runtime
/// and of libstdc++ itself by name (callgrind of a child that highlights one snippet: 2.37M
/// instructions with the shared library, 0.79M without). Only the archive is put on the search
/// path (a link to it in OUT_DIR), so nothing else of the compiler's folder is picked up.
/// `SWIFT_HIGHLIGHT_SHARED_LIBSTDCXX=1` keeps it shared (for programs that link a shared
/// libstdc++ themselves and want a single copy).
fn link_static_libstdcxx(out_dir: &Path) -> bool {
    println!("cargo:rerun-if-env-changed=SWIFT_HIGHLIGHT_SHARED_LIBSTDCXX");
    println!("cargo:rerun-if-env-changed=CC");
    if env::var_os("SWIFT_HIGHLIGHT_SHARED_LIBSTDCXX").is_some_and(|v| v != "0") {
        return false;
    }
    let cc = env::var_os("CC").unwrap_or_else(|| OsString::from("cc"));
    let Ok(out) = Command::new(&cc).arg("-print-file-name=libstdc++.a").output() else { return false };
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    // Without the archive the compiler prints the bare name back.
    if !out.status.success() || !path.is_absolute() || !path.is_file() {
        return false;
    }
    let dir = out_dir.join("stdcxx");
    let link = dir.join("libstdc++.a");
    let _ = fs::create_dir_all(&dir);
    let _ = fs::remove_file(&link);
    if std::os::unix::fs::symlink(&path, &link).is_err() && fs::copy(&path, &link).is_err() {
        return false;
    }
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=static:-bundle=stdc++");
    true
}

/// `-lNAME` entries of a linker argument list, as NAMEs.
fn library_flags(text: &str) -> Vec<String> {
    text.split_whitespace()
        .filter_map(|arg| arg.strip_prefix("-l"))
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The libraries named in the archive's `.swift1_autolink_entries` sections.
fn autolink_libraries(swift: &Path, archive: &Path) -> Vec<String> {
    match toolchain_tool(swift, "swift-autolink-extract") {
        Some(tool) => {
            let out = run(Command::new(tool).arg(archive).arg("-o").arg("-"), "`swift-autolink-extract`");
            library_flags(&String::from_utf8_lossy(&out))
        }
        None => {
            println!(
                "cargo:warning=swift-autolink-extract not found next to swift; linking only the \
                 libraries of static-stdlib-args.lnk"
            );
            Vec::new()
        }
    }
}

/// Orders runtime libraries so that every library comes before the libraries it uses: GNU ld
/// resolves symbols left to right only (LLD does not care). Unknown Swift libraries (modules the
/// engine may import in the future) go first, unknown system libraries last.
fn ordered(names: BTreeSet<String>) -> Vec<String> {
    const ORDER: &[&str] = &[
        // Foundation (the engine does not use it today).
        "FoundationXML",
        "FoundationNetworking",
        "_CFXMLInterface",
        "_CFURLSessionInterface",
        "Foundation",
        "FoundationInternationalization",
        "FoundationEssentials",
        "_FoundationICU",
        "CoreFoundation",
        "_FoundationCShims",
        "_FoundationCollections",
        // Swift libraries, users before what they use.
        "swiftSwiftOnoneSupport",
        "swiftRegexBuilder",
        "swift_StringProcessing",
        "swift_RegexParser",
        "swiftObservation",
        "swiftDistributed",
        "swift_Concurrency",
        "swiftDispatch",
        "dispatch",
        "BlocksRuntime",
        "swift_Differentiation",
        "swiftSynchronization",
        "swift_Volatile",
        "swiftRuntime",
        "swift_Builtin_float",
        "swiftGlibc",
        "swiftCore",
        // The C and C++ libraries under the runtime.
        "stdc++",
        "m",
        "dl",
        "pthread",
        "rt",
        "util",
    ];
    let rank = |name: &str| match ORDER.iter().position(|known| *known == name) {
        Some(i) => i + 1,
        None if name.starts_with("swift") => 0,
        None => ORDER.len() + 1,
    };
    let mut names: Vec<String> = names.into_iter().collect();
    names.sort_by_key(|name| rank(name)); // stable: unknown names keep their alphabetical order
    names
}

/// Writes a static archive holding only `object`, with `ar` from the Swift toolchain (`llvm-ar`)
/// or binutils.
fn make_one_member_archive(swift: &Path, object: &Path, archive: &Path) {
    let dir = archive.parent().expect("archive path has a parent");
    fs::create_dir_all(dir)
        .unwrap_or_else(|e| panic!("swift-highlight: cannot create {}: {e}", dir.display()));
    // A fresh archive each time: `ar r` would otherwise keep stale members.
    let _ = fs::remove_file(archive);
    let ar = toolchain_tool(swift, "llvm-ar").or_else(|| toolchain_tool(swift, "ar")).unwrap_or_else(|| {
        panic!("swift-highlight: neither llvm-ar (Swift toolchain) nor ar (binutils) was found")
    });
    run(Command::new(ar).arg("crs").arg(archive).arg(object), "`ar crs` for swiftrt.o");
}

// ---------------------------------------------------------------------------------------------
// macOS (untested: written from the toolchain's documented layout)
// ---------------------------------------------------------------------------------------------

fn link_macos(info: &TargetInfo) {
    // Apple platforms have no static Swift stdlib: the runtime is part of the OS (/usr/lib/swift).
    // Mach-O objects carry their libraries as LC_LINKER_OPTION load commands, which ld64 honours
    // by itself, so only the search paths are needed here; and there is no swiftrt.o.
    if env::var_os("CARGO_FEATURE_DYNAMIC_SWIFT_RUNTIME").is_none() {
        println!("cargo:warning=macOS has no static Swift stdlib; linking the OS's Swift runtime");
    }
    let mut search: Vec<PathBuf> = Vec::new();
    if let Ok(out) = Command::new("xcrun").args(["--sdk", "macosx", "--show-sdk-path"]).output() {
        if out.status.success() {
            let sdk = String::from_utf8_lossy(&out.stdout).trim().to_owned();
            if !sdk.is_empty() {
                search.push(Path::new(&sdk).join("usr").join("lib").join("swift"));
            }
        }
    }
    search.extend(info.runtime_library_paths.iter().cloned());
    for dir in &search {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    // Back-deployment shims the toolchain asks for (none for recent deployment targets).
    for (name, filter) in &info.compatibility_libraries {
        if filter == "all" || filter == "executable" {
            println!("cargo:rustc-link-lib=static:+whole-archive,-bundle={name}");
        }
    }
    // Swift dylibs are referenced as @rpath/libswift*.dylib.
    println!("cargo:rustc-link-arg=-Wl,-rpath,/usr/lib/swift");
    println!("cargo:rpath=/usr/lib/swift");
}

// ---------------------------------------------------------------------------------------------
// An installed library (the `-sys` way)
// ---------------------------------------------------------------------------------------------

/// Tells rustc which engine build this is, as `cfg(swift_highlight_engine = "...")` (the tests
/// use it to leave out what does not apply).
fn engine_cfg(build: &str) {
    println!(
        "cargo:rustc-check-cfg=cfg(swift_highlight_engine, values(\"embedded\", \"runtime\", \"system\", \"none\"))"
    );
    println!("cargo:rustc-cfg=swift_highlight_engine=\"{build}\"");
}

/// An installed swift-highlight: the folder of its libraries, of its header when pkg-config
/// named one, and whether to link its static archive.
struct InstalledLibrary {
    lib_dir: PathBuf,
    include_dir: Option<PathBuf>,
    link_static: bool,
}

/// A program on PATH.
fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH").unwrap_or_default();
    env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// Decides whether to link an installed library, and finds it: yes when the feature `system`
/// asks for it, when `SWIFT_HIGHLIGHT_LIB_DIR` is set, or when no `swiftc` is on PATH (the
/// sources cannot be compiled). Panics, saying what to do, when it is needed and not found.
fn choose_installed_library() -> Option<InstalledLibrary> {
    for var in [
        "SWIFT_HIGHLIGHT_LIB_DIR",
        "SWIFT_HIGHLIGHT_STATIC",
        "PKG_CONFIG",
        "PKG_CONFIG_PATH",
        "PKG_CONFIG_LIBDIR",
        "PKG_CONFIG_SYSROOT_DIR",
    ] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    let feature = env::var_os("CARGO_FEATURE_SYSTEM").is_some();
    let lib_dir = env::var_os("SWIFT_HIGHLIGHT_LIB_DIR").filter(|dir| !dir.is_empty()).map(PathBuf::from);
    let link_static = env::var_os("SWIFT_HIGHLIGHT_STATIC").is_some_and(|v| !v.is_empty() && v != "0");
    let swiftc = find_on_path("swiftc");
    if !feature && lib_dir.is_none() && swiftc.is_some() {
        return None;
    }
    let found = match lib_dir {
        Some(dir) => library_in(&dir, link_static).map(|lib_dir| InstalledLibrary {
            lib_dir,
            include_dir: None,
            link_static,
        }),
        None => pkg_config_library(link_static),
    };
    match found {
        Ok(installed) => Some(installed),
        Err(why) if swiftc.is_none() && !feature => panic!(
            "swift-highlight: cannot build: no Swift compiler and no installed swift-highlight library.\n\
             ({why})\n\
             Either way works:\n\
             1. install the library (a release's .deb or tarball, or `scripts/install.sh` from the \
             repository) where pkg-config finds `swift-highlight` (set PKG_CONFIG_PATH to its \
             lib/pkgconfig folder), or set SWIFT_HIGHLIGHT_LIB_DIR to the folder of \
             libswift_highlight.so;\n\
             2. install a Swift toolchain (https://www.swift.org/install/) with `swiftc` on PATH: \
             the crate then compiles the engine sources it carries."
        ),
        Err(why) => panic!(
            "swift-highlight: the installed library was asked for (feature `system` or \
             SWIFT_HIGHLIGHT_LIB_DIR) but is not usable: {why}.\n\
             Install it (a release's .deb or tarball, or `scripts/install.sh`) and point \
             PKG_CONFIG_PATH at its lib/pkgconfig folder or SWIFT_HIGHLIGHT_LIB_DIR at its lib \
             folder; or, with a Swift toolchain, drop the feature and the variable to compile the \
             engine sources the crate carries."
        ),
    }
}

/// `dir` when it holds the library to link (`libswift_highlight.so` or, static, `.a`).
fn library_in(dir: &Path, link_static: bool) -> Result<PathBuf, String> {
    let file = if link_static { "libswift_highlight.a" } else { "libswift_highlight.so" };
    if dir.join(file).is_file() {
        Ok(dir.to_path_buf())
    } else {
        Err(format!("{} has no {file}", dir.display()))
    }
}

/// The library that pkg-config's `swift-highlight` describes, checked against this crate's version.
fn pkg_config_library(link_static: bool) -> Result<InstalledLibrary, String> {
    let program = env::var_os("PKG_CONFIG").filter(|p| !p.is_empty()).unwrap_or_else(|| OsString::from("pkg-config"));
    let query = |args: &[&str]| -> Result<String, String> {
        let out = Command::new(&program)
            .args(args)
            .arg("swift-highlight")
            .output()
            .map_err(|e| format!("could not run {}: {e}", program.to_string_lossy()))?;
        if !out.status.success() {
            return Err(format!(
                "pkg-config found no swift-highlight ({})",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
    };
    let version = query(&["--modversion"])?;
    check_version(&version)?;
    let dirs = |flags: String, prefix: &str| -> Vec<PathBuf> {
        flags.split_whitespace().filter_map(|f| f.strip_prefix(prefix)).map(PathBuf::from).collect()
    };
    let lib_dirs = dirs(query(&["--libs-only-L"])?, "-L");
    let include_dir = dirs(query(&["--cflags-only-I"])?, "-I").into_iter().next();
    // Without -L (a library in the linker's default folders), ask for the libdir variable.
    let candidates = if lib_dirs.is_empty() { vec![PathBuf::from(query(&["--variable=libdir"])?)] } else { lib_dirs };
    let lib_dir = candidates
        .iter()
        .find_map(|dir| library_in(dir, link_static).ok())
        .ok_or_else(|| format!("pkg-config's swift-highlight {version} names no folder with the library ({candidates:?})"))?;
    Ok(InstalledLibrary { lib_dir, include_dir, link_static })
}

/// The installed library must provide everything this crate calls: the same major version (for
/// 0.x, the same minor) and at least this crate's version.
fn check_version(installed: &str) -> Result<(), String> {
    let parse = |v: &str| -> Option<(u64, u64, u64)> {
        let mut parts = v.split('.').map(|p| p.parse::<u64>().ok());
        Some((parts.next()??, parts.next()??, parts.next().unwrap_or(Some(0))?))
    };
    let wanted = env_required("CARGO_PKG_VERSION");
    let (Some(have), Some(want)) = (parse(installed), parse(&wanted)) else {
        return Err(format!("cannot compare the installed version {installed:?} with this crate's {wanted}"));
    };
    let compatible = have.0 == want.0 && (want.0 > 0 || have.1 == want.1) && have >= want;
    if compatible {
        Ok(())
    } else {
        Err(format!("the installed swift-highlight is {installed}; this crate needs {wanted} or a compatible later version"))
    }
}

/// Links the installed library. Shared: the folder goes into the rpath of this package's own
/// binaries and tests, and into `DEP_SWIFTHIGHLIGHT_RPATH` for dependents' build scripts (the
/// dynamic linker finds it by itself when it is a system folder). Static: the Embedded Swift
/// archive, which needs only the C library.
fn link_installed(installed: &InstalledLibrary) {
    let dir = installed.lib_dir.display();
    println!("cargo:rustc-link-search=native={dir}");
    println!("cargo:lib_dir={dir}");
    if let Some(include) = &installed.include_dir {
        println!("cargo:include={}", include.display());
    }
    println!("cargo:engine=system");
    println!("cargo:rustc-env=SWIFT_HIGHLIGHT_ENGINE_BUILD=system");
    engine_cfg("system");
    if installed.link_static {
        println!("cargo:rustc-link-lib=static=swift_highlight");
        println!("cargo:rpath=");
    } else {
        println!("cargo:rustc-link-lib=dylib=swift_highlight");
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
        println!("cargo:rpath={dir}");
    }
    println!("cargo:rustc-env=SWIFT_HIGHLIGHT_INSTALLED_LIB_DIR={dir}");
}
