//! Tens of megabytes in one call.

mod common;

use std::time::Instant;

use common::SAMPLE;
use swift_highlight::{highlight_html, tokens, Options};

#[test]
fn a_large_input_works() {
    // The sample without its `#!` line (special on the first line only) ends with a complete
    // line and leaves no construct open, so the tokens of the repeated text are the unit's
    // tokens, shifted by the unit's length each time.
    let unit = SAMPLE.split_once('\n').unwrap().1;
    let copies = 24 * 1024 * 1024 / unit.len() + 1;
    let big = unit.repeat(copies);
    assert!(big.len() >= 24 * 1024 * 1024);

    let one = tokens(unit).unwrap();
    let started = Instant::now();
    let all = tokens(&big).unwrap();
    let tokenize_time = started.elapsed();
    assert_eq!(all.len(), one.len() * copies);
    for (copy, chunk) in all.chunks(one.len()).enumerate() {
        let shift = copy * unit.len();
        for (t, expected) in chunk.iter().zip(&one) {
            if t.kind != expected.kind
                || t.range.start != expected.range.start + shift
                || t.range.end != expected.range.end + shift
            {
                panic!("copy {copy}: {t:?} instead of {expected:?} shifted by {shift}");
            }
        }
    }

    let started = Instant::now();
    let html = highlight_html(&big, &Options::default()).unwrap();
    let html_time = started.elapsed();
    let one_html = highlight_html(unit, &Options::default()).unwrap();
    assert_eq!(html.len(), one_html.len() * copies);
    assert!(html.as_bytes().chunks(one_html.len()).all(|c| c == one_html.as_bytes()));
    assert_eq!(common::html_text(&html[..one_html.len() * 3]), unit.repeat(3));

    eprintln!(
        "{} MB: tokens in {:.2?} ({} tokens), HTML in {:.2?} ({} MB)",
        big.len() / 1_000_000,
        tokenize_time,
        all.len(),
        html_time,
        html.len() / 1_000_000
    );
}
