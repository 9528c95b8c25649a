//! Eight threads highlighting at once get exactly what one thread gets.

mod common;

use std::sync::Barrier;
use std::thread;

use common::SAMPLE;
use swift_highlight::{highlight_html, tokens, Options};

const THREADS: usize = 8;

#[test]
fn eight_threads_at_once_give_identical_results() {
    // Each thread gets its own input too, so that shared and distinct inputs are both covered.
    let shared: String = SAMPLE.repeat(40);
    let inputs: Vec<String> =
        (0..THREADS).map(|i| format!("let thread{i} = {i}\n{}", SAMPLE.repeat(5 + i))).collect();
    let options = Options::new().with_class_prefix("t-").unwrap().with_wrap_pre(true);

    // The expected results, computed on this thread before any other thread calls the engine.
    let expected_shared = (highlight_html(&shared, &options).unwrap(), tokens(&shared).unwrap());
    let expected_own: Vec<String> = inputs.iter().map(|s| highlight_html(s, &options).unwrap()).collect();

    let barrier = Barrier::new(THREADS);
    thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|i| {
                let (barrier, shared, options) = (&barrier, &shared, &options);
                let (expected_shared, own, expected_own) = (&expected_shared, &inputs[i], &expected_own[i]);
                scope.spawn(move || {
                    barrier.wait(); // all threads start calling the engine together
                    for round in 0..25 {
                        let html = highlight_html(shared, options).unwrap();
                        assert!(html == expected_shared.0, "thread {i}, round {round}: shared HTML differs");
                        let toks = tokens(shared).unwrap();
                        assert!(toks == expected_shared.1, "thread {i}, round {round}: tokens differ");
                        let html = highlight_html(own, options).unwrap();
                        assert!(html == *expected_own, "thread {i}, round {round}: own HTML differs");
                    }
                })
            })
            .collect();
        for handle in handles {
            handle.join().expect("a highlighting thread panicked");
        }
    });
}
