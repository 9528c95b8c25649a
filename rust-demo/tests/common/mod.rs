//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod json;

use swift_highlight::{ffi, Kind};

/// A realistic Swift file with every token kind (tests/data/sample.swift).
pub const SAMPLE: &str = include_str!("../data/sample.swift");

/// Decodes one character reference starting after `&` (`lt;`, `#39;`, `#x27;`, …); returns the
/// text and the number of bytes consumed after `&`.
fn decode_entity(rest: &str) -> Option<(String, usize)> {
    let end = rest.find(';')?;
    let name = &rest[..end];
    let text = match name {
        "lt" => "<".to_owned(),
        "gt" => ">".to_owned(),
        "amp" => "&".to_owned(),
        "quot" => "\"".to_owned(),
        "apos" => "'".to_owned(),
        _ => {
            let number = name.strip_prefix('#')?;
            let value = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(value)?.to_string()
        }
    };
    Some((text, end + 1))
}

/// The text of an HTML fragment: tags removed, character references decoded. Panics on a raw
/// `<` or `>` in text, or an `&` that does not start a known reference: the engine promises
/// fully escaped output.
pub fn html_text(html: &str) -> String {
    segments(html).into_iter().map(|(text, _)| text).collect()
}

/// The HTML as (text, class) runs: text outside spans has class None. Nested spans are not
/// expected (tokens do not overlap) and make this panic.
pub fn segments(html: &str) -> Vec<(String, Option<String>)> {
    let mut out: Vec<(String, Option<String>)> = Vec::new();
    let mut class: Option<String> = None;
    let mut text = String::new();
    let mut rest = html;
    let flush = |text: &mut String, class: &Option<String>, out: &mut Vec<(String, Option<String>)>| {
        if !text.is_empty() {
            out.push((std::mem::take(text), class.clone()));
        }
    };
    while let Some(c) = rest.chars().next() {
        match c {
            '<' => {
                let end = rest.find('>').expect("unterminated tag");
                let tag = &rest[..=end];
                if let Some(attrs) = tag.strip_prefix("<span class=\"") {
                    flush(&mut text, &class, &mut out);
                    assert!(class.is_none(), "nested span at {tag}");
                    class = Some(attrs.strip_suffix("\">").expect("span tag shape").to_owned());
                } else if tag == "</span>" {
                    flush(&mut text, &class, &mut out);
                    assert!(class.is_some(), "</span> without <span>");
                    class = None;
                } else {
                    // <pre …>, <code>, </code>, </pre>
                    assert!(
                        tag.starts_with("<pre") || tag.starts_with("</pre") || tag.contains("code"),
                        "unexpected tag {tag}"
                    );
                }
                rest = &rest[end + 1..];
            }
            '&' => {
                let (decoded, used) = decode_entity(&rest[1..]).unwrap_or_else(|| {
                    panic!("bad character reference at {:?}", &rest[..rest.len().min(12)])
                });
                text.push_str(&decoded);
                rest = &rest[1 + used..];
            }
            '>' => panic!("unescaped > in HTML text"),
            c => {
                text.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    assert!(class.is_none(), "unclosed span");
    flush(&mut text, &class, &mut out);
    out
}

/// The kind of the token that covers exactly the first occurrence of `needle` in `source`, or
/// None when no token has exactly that range.
pub fn kind_of(source: &str, needle: &str) -> Option<Kind> {
    let start = source.find(needle).unwrap_or_else(|| panic!("{needle:?} not in {source:?}"));
    let range = start..start + needle.len();
    swift_highlight::tokens(source).unwrap().into_iter().find(|t| t.range == range).map(|t| t.kind)
}

/// The kind of the token that contains byte `offset` (which may be wider than one word).
pub fn kind_covering(source: &str, offset: usize) -> Option<Kind> {
    swift_highlight::tokens(source).unwrap().into_iter().find(|t| t.range.contains(&offset)).map(|t| t.kind)
}

/// The C options with the engine's defaults, as a C caller starts from them (`swh_options_init`).
pub fn raw_default_options() -> ffi::swh_options_t {
    let mut raw = std::mem::MaybeUninit::<ffi::swh_options_t>::zeroed();
    // SAFETY: a writable struct of this build's size, which is the library's (same header).
    unsafe {
        ffi::swh_options_init(raw.as_mut_ptr());
        raw.assume_init()
    }
}
