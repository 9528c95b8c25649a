//! Child process of swh-bench that links neither engine:
//!
//!     swh-bench-floor none SNIPPET    start and report, like the other children
//!
//! Its spawn → report time is what starting any Rust program costs on this machine: the floor
//! under every cold-start figure of the engines. Prints `ok 0 0 NS` (see common.rs).

#[path = "../common.rs"]
mod common;

fn main() {
    common::child_main(|_| Ok(common::Done::cold(0)))
}
