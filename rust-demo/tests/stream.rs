//! Streaming tokens (`for_each_token` over `swh_tokenize_each`).

mod common;

use std::ops::ControlFlow;
use std::panic::{catch_unwind, AssertUnwindSafe};

use common::SAMPLE;
use swift_highlight::{ffi, for_each_token, tokens, tokens_bytes, tokens_with_options, Error, InvalidUtf8, Kind, Options, Token};

fn collect(source: &[u8], options: &Options, limit: usize) -> (Result<ControlFlow<()>, Error>, Vec<Token>) {
    let mut seen = Vec::new();
    let result = for_each_token(source, options, |token| {
        seen.push(token);
        if seen.len() == limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (result, seen)
}

#[test]
fn streams_the_same_tokens_as_tokens() {
    let all = tokens(SAMPLE).unwrap();
    assert!(all.len() > 100);
    let (result, seen) = collect(SAMPLE.as_bytes(), &Options::default(), 0);
    assert_eq!(result, Ok(ControlFlow::Continue(())));
    assert_eq!(seen, all);
}

#[test]
fn break_stops_after_exactly_that_token() {
    let all = tokens(SAMPLE).unwrap();
    for limit in [1, 2, 50, all.len()] {
        let (result, seen) = collect(SAMPLE.as_bytes(), &Options::default(), limit);
        assert_eq!(result, Ok(ControlFlow::Break(())), "limit {limit}");
        assert_eq!(seen, all[..limit], "limit {limit}");
    }
}

#[test]
fn empty_and_plain_input_deliver_nothing() {
    for source in ["", "   \n", "x"] {
        let (result, seen) = collect(source.as_bytes(), &Options::default(), 0);
        assert_eq!(result, Ok(ControlFlow::Continue(())));
        assert!(seen.is_empty(), "{source:?}");
    }
}

#[test]
fn invalid_utf8_is_refused_before_any_token() {
    let source = b"let x = \xc0\xaf \"\xff\" // \xed\xa0\x80";
    let (result, seen) = collect(source, &Options::default(), 0);
    assert_eq!(result, Err(Error::InvalidUtf8 { offset: 8 }));
    assert_eq!(tokens_bytes(source), Err(Error::InvalidUtf8 { offset: 8 }), "same offset as swh_tokenize");
    assert!(seen.is_empty());
    // A surrogate first.
    let (result, _) = collect(b"a \xed\xa0\x80", &Options::default(), 0);
    assert_eq!(result, Err(Error::InvalidUtf8 { offset: 2 }));

    let replace = Options::new().with_invalid_utf8(InvalidUtf8::Replace);
    let (result, seen) = collect(source, &replace, 0);
    assert_eq!(result, Ok(ControlFlow::Continue(())));
    assert_eq!(seen, tokens_with_options(source, &replace).unwrap());
    assert_eq!(seen[0], Token { range: 0..3, kind: Kind::Keyword });
}

#[test]
fn a_panic_in_the_closure_stops_the_engine_and_reaches_the_caller() {
    let mut calls = 0;
    let caught = catch_unwind(AssertUnwindSafe(|| {
        for_each_token(SAMPLE.as_bytes(), &Options::default(), |_| {
            calls += 1;
            if calls == 3 {
                panic!("stop here");
            }
            ControlFlow::Continue(())
        })
    }));
    let payload = caught.expect_err("the panic is resumed after the engine returned");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"stop here"));
    assert_eq!(calls, 3, "not called again after the panic");
    // The engine is fine afterwards.
    let (result, seen) = collect(SAMPLE.as_bytes(), &Options::default(), 0);
    assert_eq!(result, Ok(ControlFlow::Continue(())));
    assert_eq!(seen, tokens(SAMPLE).unwrap());
}

#[test]
fn the_closure_may_call_the_crate_again() {
    let mut nested = 0;
    let result = for_each_token(SAMPLE.as_bytes(), &Options::default(), |token| {
        let name = token.kind.name();
        let (inner, seen) = collect(name.as_bytes(), &Options::default(), 0);
        assert_eq!(inner, Ok(ControlFlow::Continue(())));
        assert_eq!(seen, tokens(name).unwrap());
        nested += 1;
        ControlFlow::Continue(())
    });
    assert_eq!(result, Ok(ControlFlow::Continue(())));
    assert_eq!(nested, tokens(SAMPLE).unwrap().len());
}

#[test]
fn the_c_entry_point_checks_its_arguments() {
    let raw = common::raw_default_options();
    // SAFETY: NULL callback and NULL source are what is being tested; nothing is read.
    unsafe {
        assert_eq!(
            ffi::swh_tokenize_each(b"let".as_ptr(), 3, &raw, None, std::ptr::null_mut()),
            ffi::SWH_ERROR_INVALID_ARGUMENT
        );
        unsafe extern "C" fn never(_: *const ffi::swh_token_t, _: *mut std::os::raw::c_void) -> std::os::raw::c_int {
            panic!("called")
        }
        assert_eq!(
            ffi::swh_tokenize_each(std::ptr::null(), 1, &raw, Some(never), std::ptr::null_mut()),
            ffi::SWH_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(ffi::swh_tokenize_each(std::ptr::null(), 0, &raw, Some(never), std::ptr::null_mut()), ffi::SWH_OK);
    }
}
