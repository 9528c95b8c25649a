//! A dependent of swift-highlight needs no build script with the default (static) Swift
//! runtime. With the `dynamic-swift-runtime` feature, the shared Swift libraries must be found at
//! run time, and only the final binary's own package can add an rpath: swift-highlight publishes
//! the folders as DEP_SWIFTHIGHLIGHT_RPATH (empty when linked statically).
fn main() {
    println!("cargo:rerun-if-env-changed=DEP_SWIFTHIGHLIGHT_RPATH");
    let rpath = std::env::var("DEP_SWIFTHIGHLIGHT_RPATH").unwrap_or_default();
    for dir in rpath.split(':').filter(|d| !d.is_empty()) {
        println!("cargo:rustc-link-arg-bins=-Wl,-rpath,{dir}");
    }
}
