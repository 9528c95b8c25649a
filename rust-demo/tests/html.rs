//! HTML output: it round-trips to the source, agrees with the token list, and is exactly what
//! the C entry point returns.

mod common;

use common::{html_text, segments, SAMPLE};
use swift_highlight::{
    ffi, highlight_html, highlight_html_bytes, tokens, tokens_bytes, InvalidUtf8, Options,
};

/// Inputs with everything that needs escaping or could trip a tokenizer.
fn tricky_inputs() -> Vec<String> {
    let mut inputs: Vec<String> = [
        "",
        "x",
        "a < b && c > d || e & f",
        "let s = \"<script>alert('x' & \\\"y\\\")</script>\"",
        "let html = #\"<a href=\"x\">'</a>\"#",
        "// <!-- not a comment -->\r\nlet crlf = 1\r\n",
        "let nul = \"\0\"\0\0",
        "\"unterminated string\nlet next = 1",
        "/* unterminated block comment <b>",
        "\"\"\"\nunterminated multi-line & <i>",
        "let e = \"\\u{1F600}\\(a + \"nested \\(b)\")\"",
        "café = \"naïve\" + 日本語 // 🎉 emoji & combining é",
        "#if os(Linux) && !DEBUG\n#endif",
        "x = a ?? b ?< c <<= 2 ... 3 ..< 4",
        "`class` = 1; let `$x` = 2",
        "@",
        "#",
        "\\",
        "'",
        "&amp;",
        "1..<2 0x 0b2 1e 1_ .5 5. 0x1p-3",
        "#!/usr/bin/swift\nprint(1)",
        "let r = #/a\\/b/# / 2 / 3",
        "\t\t  \n\n ",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    inputs.push(SAMPLE.to_owned());
    // Every prefix of the sample: every construct cut off at every point.
    for end in (0..SAMPLE.len()).filter(|&i| SAMPLE.is_char_boundary(i)).step_by(7) {
        inputs.push(SAMPLE[..end].to_owned());
    }
    inputs
}

#[test]
fn html_round_trips_to_the_source() {
    for input in tricky_inputs() {
        let html = highlight_html(&input, &Options::default()).unwrap();
        assert_eq!(html_text(&html), input, "HTML: {html}");
        let wrapped = highlight_html(&input, &Options::new().with_wrap_pre(true)).unwrap();
        assert!(wrapped.starts_with("<pre class=\"swh-code\"><code class=\"language-swift\">"));
        assert!(wrapped.ends_with("</code></pre>"));
        assert_eq!(html_text(&wrapped), input);
    }
}

#[test]
fn html_escapes_every_special_character() {
    let html = highlight_html("a<b>c&d\"e'f", &Options::default()).unwrap();
    let text_outside_tags: String = {
        let mut depth = false;
        html.chars()
            .filter(|&c| {
                let keep = !depth && c != '<';
                if c == '<' {
                    depth = true;
                } else if c == '>' {
                    depth = false;
                    return false;
                }
                keep
            })
            .collect()
    };
    for raw in ['"', '\''] {
        assert!(!text_outside_tags.contains(raw), "raw {raw} in {html}");
    }
    assert!(!html.contains("<b>"), "{html}");
}

/// The spans of the HTML are the tokens: same text, same kinds, same order.
#[test]
fn html_agrees_with_tokens() {
    for input in tricky_inputs() {
        let html = highlight_html(&input, &Options::default()).unwrap();
        let spans: Vec<(String, String)> =
            segments(&html).into_iter().filter_map(|(text, class)| class.map(|c| (text, c))).collect();
        let toks: Vec<(String, String)> = tokens(&input)
            .unwrap()
            .into_iter()
            .map(|t| (input[t.range].to_owned(), format!("swh-{}", t.kind.name())))
            .collect();
        // The header: each token becomes one span.
        assert_eq!(spans, toks, "input: {input:?}");
    }
}

#[test]
fn same_output_as_the_c_entry_point() {
    // Each safe Options with the C struct a C caller would fill for it.
    let mut wrapped = common::raw_default_options();
    wrapped.class_prefix = c"hl_".as_ptr();
    wrapped.flags = ffi::SWH_FLAG_WRAP_PRE | ffi::SWH_FLAG_LANGUAGE_CLASS;
    let mut replacing = common::raw_default_options();
    replacing.invalid_utf8 = ffi::SWH_UTF8_REPLACE;
    let options = [
        (Options::default(), common::raw_default_options()),
        (Options::new().with_class_prefix("hl_").unwrap().with_wrap_pre(true), wrapped),
        (Options::new().with_invalid_utf8(InvalidUtf8::Replace), replacing),
    ];
    let mut inputs: Vec<Vec<u8>> = tricky_inputs().into_iter().map(String::into_bytes).collect();
    inputs.push(b"let bad = \"\xf0\x9f\x98\" + \xff\xfe".to_vec());
    for input in &inputs {
        for (opts, raw_opts) in &options {
            let mut out = ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 };
            let status = unsafe { ffi::swh_highlight_html(input.as_ptr(), input.len(), raw_opts, &mut out) };
            let direct = if status == ffi::SWH_OK {
                let bytes = unsafe { std::slice::from_raw_parts(out.data as *const u8, out.len) }.to_vec();
                // The documented NUL after the bytes.
                assert_eq!(unsafe { *out.data.add(out.len) }, 0);
                unsafe { ffi::swh_string_free(out) };
                Ok(String::from_utf8(bytes).expect("engine HTML is UTF-8"))
            } else {
                assert!(out.data.is_null());
                Err((status, out.len))
            };
            let safe = highlight_html_bytes(input, opts).map_err(|e| match e {
                swift_highlight::Error::InvalidUtf8 { offset } => (ffi::SWH_ERROR_INVALID_UTF8, offset),
                other => panic!("unexpected {other}"),
            });
            assert_eq!(safe, direct);

            let mut out = ffi::swh_tokens_t { data: std::ptr::null_mut(), len: 0 };
            let status = unsafe { ffi::swh_tokenize(input.as_ptr(), input.len(), raw_opts, &mut out) };
            if status == ffi::SWH_OK {
                let direct: Vec<(usize, usize, u32)> = if out.data.is_null() {
                    Vec::new()
                } else {
                    unsafe { std::slice::from_raw_parts(out.data, out.len) }
                        .iter()
                        .map(|t| (t.start as usize, (t.start + t.len) as usize, t.kind))
                        .collect()
                };
                unsafe { ffi::swh_tokens_free(out) };
                let safe: Vec<(usize, usize, u32)> = swift_highlight::tokens_with_options(input, opts)
                    .unwrap()
                    .into_iter()
                    .map(|t| (t.range.start, t.range.end, t.kind.raw()))
                    .collect();
                assert_eq!(safe, direct);
            } else {
                assert_eq!(status, ffi::SWH_ERROR_INVALID_UTF8);
                assert!(tokens_bytes(input).is_err());
            }
        }
    }
}

#[test]
fn replacement_round_trips_to_lossy_text() {
    let inputs: [&[u8]; 5] = [
        b"\xff",
        b"a\xc3(b",
        b"\"str \xe2\x82 ing\" // \xf4\x90\x80\x80 over max",
        b"\xed\xa0\x80 surrogate, \xc0\x80 overlong",
        b"let x = 1 \xf0\x9f\x98",
    ];
    let replace = Options::new().with_invalid_utf8(InvalidUtf8::Replace);
    for input in inputs {
        let html = highlight_html_bytes(input, &replace).unwrap();
        assert_eq!(html_text(&html), String::from_utf8_lossy(input), "input {input:?}");
    }
}
