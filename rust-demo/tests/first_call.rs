//! The very first calls into the Swift engine come from several Rust threads at once.

use std::sync::Barrier;
use std::thread;

use swift_highlight::{highlight_html, Options};

const THREADS: usize = 8;

#[test]
fn first_call_can_come_from_many_threads_at_once() {
    // This test binary has no other test: these are the process's first calls into Swift, made
    // from eight non-main threads at the same moment.
    let barrier = Barrier::new(THREADS);
    let results: Vec<String> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    highlight_html("struct S { let x: Int = 0x2A }", &Options::default()).unwrap()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(results.iter().all(|r| *r == results[0]));
    assert!(results[0].contains("<span class=\"swh-number\">0x2A</span>"), "{}", results[0]);
}
