//! Fence info strings: the shared fixture Tests/fences/cases.json read by `fence::FenceInfo`,
//! and each Swift case highlighted as the engine's Markdown mode highlights that fence.

mod common;

use common::json::{self, Json};
use swift_highlight::fence::{self, FenceInfo};
use swift_highlight::{highlight_html, highlight_markdown, Error, Options};

fn fixture_path() -> &'static str {
    // In the repository, its Tests/fences; in the packaged crate, the copy in engine/.
    let packaged = concat!(env!("CARGO_MANIFEST_DIR"), "/engine/Tests/fences/cases.json");
    let repository = concat!(env!("CARGO_MANIFEST_DIR"), "/../Tests/fences/cases.json");
    if std::path::Path::new(packaged).exists() {
        packaged
    } else {
        repository
    }
}

fn fixture() -> Vec<Json> {
    let path = fixture_path();
    let text = std::fs::read_to_string(path).expect("Tests/fences/cases.json");
    json::parse(&text).expect("the fixture is JSON").get("cases").expect("cases").array().to_vec()
}

const CODE: &str = "struct Pager {\n    var page = 1\n    let size = 20\n    func next() -> Int { page + 1 }\n    /* end */\n}\n";
const DIFF: &str = " struct Pager {\n-    var page = 0\n+    var page = 1\n }\n";

#[test]
fn fence_info_strings_read_as_the_shared_fixture_says() {
    let cases = fixture();
    assert!(cases.len() >= 50, "{} cases", cases.len());
    for case in &cases {
        let info = case.get("info").unwrap().str();
        let parsed = FenceInfo::parse(info);
        if let Some(why) = case.get("error") {
            assert!(parsed.is_err(), "{info:?} should be refused ({})", why.str());
            continue;
        }
        let got = parsed.unwrap_or_else(|e| panic!("{info:?}: {e}"));
        let expect = case.get("expect").unwrap();
        assert_eq!(got.language, expect.get("language").unwrap().str(), "{info:?}");
        assert_eq!(got.is_swift, expect.get("swift").unwrap().bool(), "{info:?}");
        assert_eq!(got.diff, expect.get("diff").unwrap().bool(), "{info:?}");
        assert_eq!(got.line_numbers, expect.get("lineNumbers").unwrap().bool(), "{info:?}");
        let first_line = expect.get("firstLine").unwrap();
        assert_eq!(got.first_line, first_line.number().map(|n| n as u32), "{info:?}");
        let lines: Vec<(u32, u32)> = expect
            .get("highlightLines")
            .unwrap()
            .array()
            .iter()
            .map(|pair| (pair.array()[0].number().unwrap() as u32, pair.array()[1].number().unwrap() as u32))
            .collect();
        let got_lines: Vec<(u32, u32)> = got.highlight_lines.iter().map(|r| (*r.start(), *r.end())).collect();
        assert_eq!(got_lines, lines, "{info:?}");
        let title = expect.get("title").unwrap();
        assert_eq!(got.title.as_deref(), if title.is_null() { None } else { Some(title.str()) }, "{info:?}");
        assert_eq!(fence::is_swift(info), got.is_swift, "{info:?}");
    }
}

#[test]
fn each_swift_fence_of_the_fixture_renders_as_the_engines_markdown_mode() {
    for case in fixture() {
        let info = case.get("info").unwrap().str();
        if case.get("error").is_some() || info.contains('`') {
            continue;
        }
        let parsed = FenceInfo::parse(info).unwrap();
        if !parsed.is_swift {
            continue;
        }
        let code = if parsed.diff { DIFF } else { CODE };
        if parsed.check_lines(code).is_err() {
            continue; // ranges past the code: the fixture's blocks, tested below
        }
        let document = format!("```{info}\n{code}```\n");
        let engine = highlight_markdown(&document, &Options::new()).unwrap();
        let ours = highlight_html(code, &parsed.block_options(&Options::new()).unwrap()).unwrap();
        assert_eq!(engine.trim_end_matches('\n'), ours, "{info:?}");
    }
}

#[test]
fn a_malformed_range_is_an_error_naming_the_block() {
    let error = FenceInfo::parse("swift {7-5}").unwrap_err();
    assert!(error.to_string().contains("{7-5}"), "{error}");
    let document = format!("Intro.\n\n```python\nx = 1\n```\n\n```swift hl_lines=\"3-\"\n{CODE}```\n");
    assert_eq!(highlight_markdown(&document, &Options::new()), Err(Error::Fence { line: 7 }));
    assert!(Error::Fence { line: 7 }.to_string().contains("line 7"));
}

#[test]
fn block_options_shift_highlighted_lines_to_the_first_line() {
    let fence = FenceInfo::parse("swift {1,3-4} startLine=4294967294").unwrap();
    let options = fence.block_options(&Options::new()).unwrap();
    assert!(options.wrap_pre() && options.language_class() && options.line_numbers());
    // Line 1 is shown as 4294967294; line 3 would be past 4294967295 and is dropped.
    assert_eq!(options.highlight_lines().collect::<Vec<_>>(), vec![4294967294..=4294967294]);
    // The base options' first line counts when the fence gives none.
    let base = Options::new().with_first_line(10);
    let shifted = FenceInfo::parse("swift {2}").unwrap().block_options(&base).unwrap();
    assert_eq!(shifted.highlight_lines().collect::<Vec<_>>(), vec![11..=11]);
    // A title the engine would refuse is an error, not a panic.
    let long = format!("swift title=\"{}\"", "x".repeat(4097));
    assert_eq!(
        FenceInfo::parse(&long).unwrap().block_options(&Options::new()).unwrap_err(),
        Error::InvalidOption { message: "title must be at most 4096 bytes of UTF-8" }
    );
}

#[test]
fn a_highlighted_line_past_the_block_is_refused_as_the_engines_markdown_mode_refuses_it() {
    let path = fixture_path();
    let text = std::fs::read_to_string(path).expect("Tests/fences/cases.json");
    let blocks =
        json::parse(&text).expect("the fixture is JSON").get("blocks").expect("blocks").array().to_vec();
    assert!(blocks.len() >= 10);
    for block in &blocks {
        let info = block.get("info").unwrap().str();
        let code = block.get("code").unwrap().str();
        let refused = block.get("error").is_some();
        let checked = FenceInfo::parse(info).unwrap().check_lines(code);
        assert_eq!(checked.is_err(), refused, "{info:?} on {code:?}: {checked:?}");
        if let Err(e) = &checked {
            assert!(e.to_string().contains("past the end of the block"), "{e}");
        }
        let newline = if code.is_empty() || code.ends_with('\n') { "" } else { "\n" };
        let document = format!("Text\n\n```{info}\n{code}{newline}```\n");
        let engine = highlight_markdown(&document, &Options::new());
        if refused {
            assert_eq!(engine, Err(Error::Fence { line: 3 }), "{info:?} on {code:?}");
        } else {
            assert!(engine.is_ok(), "{info:?} on {code:?}: {engine:?}");
        }
    }
}
