//! The safe API against the engine: versions, kinds, options, known token kinds, errors.

mod common;

use std::ffi::CStr;

use common::{kind_covering, kind_of, SAMPLE};
use swift_highlight::{
    abi_version, ffi, highlight_html, highlight_html_bytes, status_str, tokens, tokens_bytes,
    tokens_with_options, version, version_string, Error, InvalidUtf8, Kind, Options, Scheme, Theme, Token,
    Version, ABI_VERSION, CLASS_PREFIX_MAX,
};

#[test]
fn versions_agree_with_the_header() {
    assert_eq!(abi_version(), ABI_VERSION);
    assert_eq!(abi_version(), ffi::SWH_ABI_VERSION);
    let v = version();
    assert_eq!(
        v,
        Version {
            major: ffi::SWH_VERSION_MAJOR,
            minor: ffi::SWH_VERSION_MINOR,
            patch: ffi::SWH_VERSION_PATCH
        }
    );
    assert_eq!(version_string(), v.to_string());
    assert_eq!(unsafe { ffi::swh_version() }, ffi::SWH_VERSION);
}

#[test]
fn kinds_mirror_the_engine() {
    let count = unsafe { ffi::swh_kind_count() };
    assert_eq!(count as usize, Kind::ALL.len(), "the engine has kinds this crate does not know");
    for raw in 0..count {
        let kind = Kind::from_raw(raw).unwrap();
        assert_eq!(kind.raw(), raw);
        let name = unsafe { CStr::from_ptr(ffi::swh_kind_name(raw)) }.to_str().unwrap();
        assert_eq!(kind.name(), name);
        assert_eq!(kind.to_string(), name);
        let category = unsafe { ffi::swh_kind_category(raw) };
        assert_eq!(kind.category().raw(), category, "category of {name}");
        assert!(kind.category().raw() <= ffi::SWH_KIND_PREPROCESSOR);
    }
    assert_eq!(Kind::from_raw(count), None);
    let unknown = unsafe { CStr::from_ptr(ffi::swh_kind_name(1000)) };
    assert_eq!(unknown.to_str().unwrap(), "plain");
    assert_eq!(unsafe { ffi::swh_kind_category(1000) }, ffi::SWH_KIND_PLAIN);
    assert_eq!(Kind::DocComment.category(), Kind::Comment);
    assert_eq!(Kind::Operator.category(), Kind::Plain);
    assert_eq!(Kind::Macro.category(), Kind::Preprocessor);
    assert_eq!(Kind::Keyword.class("hl-"), "hl-keyword");
}

#[test]
fn options_struct_matches_the_engine() {
    let mut raw = ffi::swh_options_t {
        struct_size: 0,
        class_prefix: std::ptr::null(),
        invalid_utf8: 7,
        flags: 7,
        scheme: 7,
        theme: 7,
        highlight_lines: std::ptr::NonNull::dangling().as_ptr(),
        highlight_line_count: 7,
        first_line: 7,
        dark_selector: c".x".as_ptr(),
        title: c"x".as_ptr(),
        project_names: b"x".as_ptr(),
        project_names_len: 7,
        theme_file: std::ptr::NonNull::dangling().as_ptr(),
        system_names: b"x".as_ptr(),
        system_names_len: 7,
    };
    unsafe { ffi::swh_options_init(&mut raw) };
    assert!(raw.dark_selector.is_null() && raw.title.is_null());
    assert!(raw.project_names.is_null() && raw.project_names_len == 0 && raw.theme_file.is_null());
    assert!(raw.system_names.is_null() && raw.system_names_len == 0);
    assert_eq!(raw.struct_size, std::mem::size_of::<ffi::swh_options_t>());
    assert!(raw.class_prefix.is_null() && raw.highlight_lines.is_null());
    assert_eq!((raw.invalid_utf8, raw.flags), (ffi::SWH_UTF8_REJECT, 0));
    assert_eq!(
        (raw.scheme, raw.theme, raw.highlight_line_count),
        (ffi::SWH_SCHEME_NATIVE, ffi::SWH_THEME_XCODE, 0)
    );
    assert!(raw.first_line <= 1, "0 or 1 both mean 1");
    unsafe { ffi::swh_options_init(std::ptr::null_mut()) }; // documented as a no-op

    let o = Options::default();
    assert_eq!((o.class_prefix(), o.invalid_utf8(), o.wrap_pre()), (None, InvalidUtf8::Reject, false));
    assert_eq!(
        (o.scheme(), o.theme(), o.first_line(), o.highlight_lines().count()),
        (Scheme::Native, Theme::Xcode, 0, 0)
    );
    assert!(!(o.lines() || o.line_numbers() || o.inline_styles() || o.ansi_16() || o.language_class()));
    // The C struct each call passes is checked by the crate's unit tests (Options::to_ffi).
}

#[test]
fn class_prefix_is_validated() {
    let mut o = Options::new();
    for bad in ["has space", "quote\"", "angle<", "nul\0", "dot.", "é", &"a".repeat(CLASS_PREFIX_MAX + 1)] {
        let error = o.set_class_prefix(bad).err();
        assert!(matches!(error, Some(Error::InvalidOption { message }) if message.starts_with("class_prefix")), "{bad:?}: {error:?}");
        assert_eq!(o.class_prefix(), None, "a rejected prefix leaves the options unchanged");
    }
    let longest = "z".repeat(CLASS_PREFIX_MAX);
    o.set_class_prefix(&longest).unwrap();
    let html = highlight_html("let", &o).unwrap();
    assert_eq!(html, format!("<span class=\"{longest}keyword\">let</span>"));
    // An empty prefix is allowed: bare kind names.
    assert_eq!(
        highlight_html("let", &Options::new().with_class_prefix("").unwrap()).unwrap(),
        "<span class=\"keyword\">let</span>"
    );

    // The engine checks too, for C callers.
    let mut raw = common::raw_default_options();
    raw.class_prefix = c"bad prefix".as_ptr();
    let mut out = ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 };
    let status = unsafe { ffi::swh_highlight_html(b"let".as_ptr(), 3, &raw, &mut out) };
    assert_eq!(status, ffi::SWH_ERROR_INVALID_ARGUMENT);
    assert!(out.data.is_null());
    raw.class_prefix = std::ptr::null();
    raw.invalid_utf8 = 99;
    let status = unsafe { ffi::swh_highlight_html(b"let".as_ptr(), 3, &raw, &mut out) };
    assert_eq!(status, ffi::SWH_ERROR_INVALID_ARGUMENT);
}

#[test]
fn known_kinds() {
    let src = "func greet(name: String) -> Int { return 42 }";
    assert_eq!(kind_of(src, "func"), Some(Kind::Keyword));
    assert_eq!(kind_of(src, "greet"), Some(Kind::Function));
    assert_eq!(kind_of(src, "String"), Some(Kind::Type));
    assert_eq!(kind_of(src, "->"), Some(Kind::Operator));
    assert_eq!(kind_of(src, "Int"), Some(Kind::Type));
    assert_eq!(kind_of(src, "return"), Some(Kind::Keyword));
    assert_eq!(kind_of(src, "42"), Some(Kind::Number));
    assert_eq!(kind_covering(src, src.find('{').unwrap()), None, "punctuation is plain");

    for number in ["0xFF_FF", "0b1010", "0o755", "1_000_000", "6.022e23"] {
        assert_eq!(kind_of(SAMPLE, number), Some(Kind::Number), "{number}");
    }
    for keyword in ["self", "true", "nil", "guard", "throws", "async", "await"] {
        assert_eq!(kind_of(SAMPLE, keyword), Some(Kind::Keyword), "{keyword}");
    }

    let src = "let s = \"a\\n\\(x)b\"";
    assert_eq!(kind_of(src, "\\n"), Some(Kind::StringEscape));
    assert_eq!(kind_of(src, "\\("), Some(Kind::Interpolation));
    assert_eq!(kind_covering(src, src.find('x').unwrap()), None, "interpolated code: a plain name");
    assert_eq!(kind_covering(src, src.find('a').unwrap()), Some(Kind::String));
    assert_eq!(kind_covering(src, src.find('b').unwrap()), Some(Kind::String));

    let src = "// note\n/// Doc line\n/* block */\n/** doc block */\nx";
    assert_eq!(kind_of(src, "// note"), Some(Kind::Comment));
    assert_eq!(kind_of(src, "/// Doc line"), Some(Kind::DocComment));
    assert_eq!(kind_of(src, "/* block */"), Some(Kind::Comment));
    assert_eq!(kind_of(src, "/** doc block */"), Some(Kind::DocComment));

    let src = "@MainActor final class Model {}";
    assert_eq!(kind_of(src, "@MainActor"), Some(Kind::Attribute));
    assert_eq!(kind_of(src, "class"), Some(Kind::Keyword));
    assert_eq!(kind_of(src, "Model"), Some(Kind::Type));

    let src = "#if DEBUG\nlet a = 1\n#endif\n";
    assert_eq!(kind_covering(src, 0), Some(Kind::Preprocessor));
    assert_eq!(kind_covering(src, src.find("DEBUG").unwrap()), Some(Kind::Preprocessor));
    assert_eq!(kind_of(src, "#endif"), Some(Kind::Preprocessor));

    let src = "let s = #selector(f)";
    assert_eq!(kind_of(src, "#selector"), Some(Kind::Macro));

    let src = "let r = /a+b/";
    assert_eq!(kind_of(src, "/a+b/"), Some(Kind::Regex));

    let src = "items.count; items.map { $0 }";
    assert_eq!(kind_of(src, "count"), Some(Kind::Property));
    assert_eq!(kind_of(src, "map"), Some(Kind::Function));
}

#[test]
fn tokens_are_sorted_disjoint_in_bounds_and_never_plain() {
    let toks = tokens(SAMPLE).unwrap();
    assert!(toks.len() > 300, "{} tokens", toks.len());
    let mut end = 0;
    for Token { range, kind } in &toks {
        assert!(range.start >= end && range.start < range.end && range.end <= SAMPLE.len(), "{range:?}");
        assert_ne!(*kind, Kind::Plain);
        assert!(SAMPLE.is_char_boundary(range.start) && SAMPLE.is_char_boundary(range.end));
        end = range.end;
    }
    // Every kind this sample was written to contain is there (Xcode's finer kinds, 16 and
    // up, only come with Options::set_xcode_kinds).
    for kind in Kind::ALL.iter().filter(|k| **k != Kind::Plain && k.raw() < 16) {
        assert!(toks.iter().any(|t| t.kind == *kind), "no {kind} token in the sample");
    }
    assert_eq!(tokens_bytes(SAMPLE.as_bytes()).unwrap(), toks);
}

#[test]
fn html_options() {
    let plain = highlight_html("let x = 1", &Options::default()).unwrap();
    assert!(plain.starts_with("<span class=\"swh-keyword\">let</span>"), "{plain}");
    let prefixed = highlight_html("let x = 1", &Options::new().with_class_prefix("hl-").unwrap()).unwrap();
    assert_eq!(prefixed, plain.replace("swh-", "hl-"));
    let wrapped = highlight_html("let x = 1", &Options::new().with_wrap_pre(true)).unwrap();
    assert_eq!(wrapped, format!("<pre class=\"swh-code\"><code class=\"language-swift\">{plain}</code></pre>"));
    // As the CLI's --pre, Python's pre=True and JavaScript's pre: true: the wrapper always has
    // the language class (SWH_FLAG_WRAP_PRE), whatever the language-class switch says.
    assert!(Options::new().with_wrap_pre(true).language_class());
    let without = highlight_html("let x = 1", &Options::new().with_wrap_pre(true).with_language_class(false)).unwrap();
    assert_eq!(without, wrapped);
    let off = Options::new().with_wrap_pre(true).with_wrap_pre(false);
    assert!(!off.wrap_pre() && !off.language_class());
    assert_eq!(highlight_html("let x = 1", &off).unwrap(), plain);
}

#[test]
fn empty_input() {
    assert_eq!(highlight_html("", &Options::default()).unwrap(), "");
    assert_eq!(highlight_html_bytes(b"", &Options::default()).unwrap(), "");
    assert_eq!(tokens("").unwrap(), vec![]);
    assert_eq!(tokens_bytes(&[]).unwrap(), vec![]);
    let wrapped =
        highlight_html("", &Options::new().with_wrap_pre(true).with_class_prefix("p-").unwrap()).unwrap();
    assert_eq!(wrapped, "<pre class=\"p-code\"><code class=\"language-swift\"></code></pre>");
}

#[test]
fn invalid_utf8() {
    let src: &[u8] = b"let s = \"ab\xffcd\" // \xc3";
    assert_eq!(highlight_html_bytes(src, &Options::default()), Err(Error::InvalidUtf8 { offset: 11 }));
    assert_eq!(tokens_bytes(src), Err(Error::InvalidUtf8 { offset: 11 }));
    // A truncated sequence at the very end, an overlong encoding, a lone continuation byte.
    assert_eq!(tokens_bytes(b"x \xe2\x82"), Err(Error::InvalidUtf8 { offset: 2 }));
    assert_eq!(tokens_bytes(b"\xc0\xafx"), Err(Error::InvalidUtf8 { offset: 0 }));
    assert_eq!(highlight_html_bytes(b"abc\x80", &Options::default()), Err(Error::InvalidUtf8 { offset: 3 }));
    // An encoded surrogate (U+D800) is not UTF-8 either.
    assert_eq!(tokens_bytes(b"a\xed\xa0\x80"), Err(Error::InvalidUtf8 { offset: 1 }));

    let replace = Options::new().with_invalid_utf8(InvalidUtf8::Replace);
    let html = highlight_html_bytes(src, &replace).unwrap();
    assert_eq!(common::html_text(&html), String::from_utf8_lossy(src));
    assert!(html.contains('\u{FFFD}'));
    let toks = tokens_with_options(src, &replace).unwrap();
    assert_eq!(toks.first().map(|t| (t.range.clone(), t.kind)), Some((0..3, Kind::Keyword)));
    // Offsets refer to the original bytes: the string literal still ends at its closing quote,
    // the comment at the end of the input.
    assert_eq!(toks.iter().find(|t| t.kind == Kind::String).map(|t| t.range.clone()), Some(8..15));
    assert_eq!(toks.last().map(|t| (t.range.clone(), t.kind)), Some((16..src.len(), Kind::Comment)));
    // An invalid sequence between tokens is plain.
    let between: &[u8] = b"let \xff\xfe = 1";
    let toks = tokens_with_options(between, &replace).unwrap();
    assert!(!toks.iter().any(|t| t.range.contains(&4) || t.range.contains(&5)), "{toks:?}");
    assert_eq!(
        toks.last().map(|t| (t.range.clone(), t.kind)),
        Some((between.len() - 1..between.len(), Kind::Number))
    );

    let err = Error::InvalidUtf8 { offset: 11 };
    assert_eq!(err.to_string(), "invalid UTF-8 at byte offset 11");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(err);
    assert!(boxed.to_string().contains("11"));
}

#[test]
fn status_strings() {
    for status in [
        ffi::SWH_OK,
        ffi::SWH_ERROR_INVALID_ARGUMENT,
        ffi::SWH_ERROR_INVALID_UTF8,
        ffi::SWH_ERROR_TOO_LARGE,
        ffi::SWH_ERROR_OUT_OF_MEMORY,
        -1,
        1234,
    ] {
        assert!(!status_str(status).is_empty(), "status {status}");
    }
    assert_eq!(status_str(ffi::SWH_OK), "ok");
    assert_ne!(status_str(ffi::SWH_ERROR_INVALID_UTF8), status_str(ffi::SWH_ERROR_TOO_LARGE));
}

#[test]
fn null_and_bad_arguments_give_statuses() {
    let mut s = ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 };
    let mut t = ffi::swh_tokens_t { data: std::ptr::null_mut(), len: 0 };
    unsafe {
        assert_eq!(
            ffi::swh_highlight_html(std::ptr::null(), 5, std::ptr::null(), &mut s),
            ffi::SWH_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            ffi::swh_tokenize(std::ptr::null(), 5, std::ptr::null(), &mut t),
            ffi::SWH_ERROR_INVALID_ARGUMENT
        );
        assert_eq!(
            ffi::swh_highlight_html(b"x".as_ptr(), 1, std::ptr::null(), std::ptr::null_mut()),
            ffi::SWH_ERROR_INVALID_ARGUMENT
        );
        // NULL with length 0 is the empty input.
        assert_eq!(ffi::swh_highlight_html(std::ptr::null(), 0, std::ptr::null(), &mut s), ffi::SWH_OK);
        assert_eq!(s.len, 0);
        ffi::swh_string_free(s);
        // Zeroed values are safe to free.
        ffi::swh_string_free(ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 });
        ffi::swh_tokens_free(ffi::swh_tokens_t { data: std::ptr::null_mut(), len: 0 });
    }
    // An unknown struct_size is refused.
    let mut raw = common::raw_default_options();
    raw.struct_size = 3;
    assert_eq!(unsafe { ffi::swh_tokenize(b"x".as_ptr(), 1, &raw, &mut t) }, ffi::SWH_ERROR_INVALID_ARGUMENT);
}

#[test]
fn public_types_are_send_and_sync() {
    fn check<T: Send + Sync + 'static>() {}
    check::<Options>();
    check::<Token>();
    check::<Kind>();
    check::<Error>();
    check::<Version>();
    check::<InvalidUtf8>();
}

#[test]
fn scheme_and_theme_names_mirror_the_engine() {
    let name = |p: *const std::os::raw::c_char| {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_str().unwrap())
    };
    for scheme in Scheme::ALL {
        assert_eq!(name(unsafe { ffi::swh_scheme_name(scheme.raw()) }), Some(scheme.name()));
        assert_eq!(Scheme::from_name(scheme.name()), Some(scheme));
    }
    assert_eq!(name(unsafe { ffi::swh_scheme_name(Scheme::ALL.len() as u32) }), None);
    for theme in Theme::ALL {
        assert_eq!(name(unsafe { ffi::swh_theme_name(theme.raw()) }), Some(theme.name()));
        assert_eq!(Theme::from_name(theme.name()), Some(theme));
    }
    assert_eq!(name(unsafe { ffi::swh_theme_name(Theme::ALL.len() as u32) }), None);
    assert_eq!(Theme::from_name("solarized"), None);
}

#[test]
fn schemes_give_their_class_names() {
    let html = |scheme| highlight_html("func f() {}", &Options::new().with_scheme(scheme)).unwrap();
    assert!(html(Scheme::Native).contains("<span class=\"swh-function\">f</span>"));
    assert!(html(Scheme::Hljs).contains("class=\"hljs-keyword\">func<"), "{}", html(Scheme::Hljs));
    assert!(html(Scheme::Pygments).contains("class=\"nf\">f<"), "{}", html(Scheme::Pygments));
    assert!(html(Scheme::Splash).contains("class=\"keyword\">func<"), "{}", html(Scheme::Splash));
    assert!(html(Scheme::TreeSitter).contains("class=\"function\">f<"), "{}", html(Scheme::TreeSitter));
    // Every scheme's HTML still round-trips to the source.
    for scheme in Scheme::ALL {
        let out = highlight_html(SAMPLE, &Options::new().with_scheme(scheme).with_wrap_pre(true)).unwrap();
        assert_eq!(common::html_text(&out), SAMPLE, "{scheme:?}");
    }
}

#[test]
fn line_elements_numbers_and_highlighted_lines() {
    let src = "let a = 1\n/* two\nlines */\n";
    let o =
        Options::new().with_line_numbers(true).with_first_line(9).with_highlight_lines([10..=10]).unwrap();
    let html = highlight_html(src, &o).unwrap();
    assert_eq!(html.matches("class=\"swh-line").count(), 3, "{html}");
    assert!(html.contains("<span class=\"swh-line swh-hl\" data-line=\"10\">"), "{html}");
    assert!(html.contains("<span class=\"swh-ln\" aria-hidden=\"true\">11</span>"), "{html}");
    assert_eq!(o.highlight_lines().collect::<Vec<_>>(), vec![10..=10]);

    #[allow(clippy::reversed_empty_ranges)]
    let reversed = Options::new().with_highlight_lines([5..=4]);
    assert_eq!(
        reversed.err(),
        Some(Error::InvalidOption { message: "highlight_lines has a range whose first line is after its last" })
    );
    let too_many =
        Options::new().with_highlight_lines((0..=ffi::SWH_HIGHLIGHT_RANGES_MAX as u32).map(|n| n..=n));
    assert_eq!(too_many.err(), Some(Error::InvalidOption { message: "highlight_lines may hold at most 65536 ranges" }));
    assert!(Options::new()
        .with_highlight_lines((1..=ffi::SWH_HIGHLIGHT_RANGES_MAX as u32).map(|n| n..=n))
        .is_ok());
}

#[test]
fn css_ansi_and_markdown() {
    let sheet = swift_highlight::css(&Options::new()).unwrap();
    for kind in Kind::ALL.iter().filter(|k| **k != Kind::Plain) {
        assert!(sheet.contains(&format!(".swh-{}", kind.name())), "no rule for {kind}");
    }
    assert!(sheet.contains("prefers-color-scheme: dark"));
    assert!(!swift_highlight::css(&Options::new().with_theme(Theme::XcodeLight))
        .unwrap()
        .contains("prefers-color-scheme"));

    let ansi = swift_highlight::highlight_ansi("let s = \"\u{1b}[2J\"\n", &Options::new()).unwrap();
    assert!(ansi.starts_with("\u{1b}["), "{ansi:?}");
    assert!(!ansi.contains("\u{1b}[2J"), "the source's escape sequence reached the terminal: {ansi:?}");
    let ansi16 = swift_highlight::highlight_ansi("let", &Options::new().with_ansi_16(true)).unwrap();
    assert!(!ansi16.contains("38;2;"), "{ansi16:?}");

    let doc = "# Title\n\n```swift\nlet a = 1\n```\n\n```sh\nlet b = 2\n```\n";
    let out = swift_highlight::highlight_markdown(doc, &Options::new()).unwrap();
    assert!(out.starts_with("# Title\n\n<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span>"), "{out}");
    assert!(out.ends_with("```sh\nlet b = 2\n```\n"), "{out}");
    assert_eq!(
        swift_highlight::highlight_markdown_bytes(b"\xff", &Options::new()),
        Err(Error::InvalidUtf8 { offset: 0 })
    );
}

/// A C caller compiled against 0.1.0 passes a 4-field struct with its own struct_size; the
/// later fields must not be read.
#[test]
fn options_of_a_0_1_0_caller_are_accepted() {
    #[repr(C)]
    struct OptionsV010 {
        struct_size: usize,
        class_prefix: *const std::os::raw::c_char,
        invalid_utf8: u32,
        flags: u32,
    }
    let old = OptionsV010 {
        struct_size: std::mem::size_of::<OptionsV010>(),
        class_prefix: c"old-".as_ptr(),
        invalid_utf8: ffi::SWH_UTF8_REJECT,
        flags: ffi::SWH_FLAG_WRAP_PRE,
    };
    let mut out = ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 };
    let status =
        unsafe { ffi::swh_highlight_html(b"let".as_ptr(), 3, (&old as *const OptionsV010).cast(), &mut out) };
    assert_eq!(status, ffi::SWH_OK);
    let html = unsafe { std::slice::from_raw_parts(out.data as *const u8, out.len) }.to_vec();
    unsafe { ffi::swh_string_free(out) };
    assert_eq!(
        String::from_utf8(html).unwrap(),
        "<pre class=\"old-code\"><code class=\"language-swift\"><span class=\"old-keyword\">let</span></code></pre>"
    );
}

#[test]
fn xcode_kinds_and_theme_files() {
    use swift_highlight::{tokens_with_options, Kind, Options, XcodeTheme};
    let code = "class Cache {}\nlet c: Cache = make() // MARK: x\n";
    let mut options = Options::new();
    options.set_xcode_kinds(true);
    let kinds: Vec<(String, Kind)> = tokens_with_options(code.as_bytes(), &options)
        .unwrap()
        .iter()
        .map(|t| (code[t.range.clone()].to_string(), t.kind))
        .collect();
    assert!(kinds.contains(&("Cache".to_string(), Kind::TypeDeclaration)));
    assert!(kinds.contains(&("Cache".to_string(), Kind::Class)));
    assert!(kinds.contains(&("make".to_string(), Kind::SystemFunction)));
    assert!(kinds.contains(&("// MARK: x".to_string(), Kind::Mark)));
    assert_eq!(Kind::SystemClass.parent(), Kind::SystemType);
    assert_eq!(Kind::SystemClass.category(), Kind::Type);
    assert_eq!(Kind::Mark.name(), "mark-comment");

    let mut listed = Options::new();
    listed.set_project_names(b"class Store\n");
    let store = tokens_with_options(b"let s: Store", &listed).unwrap();
    assert_eq!(store.last().unwrap().kind, Kind::Class);

    // System names: a listed system class and enum case; project names win.
    let code = b"let v: UIView = .automatic; let s: Store = xs.automatic";
    let kinds_of = |options: &Options, text: &str| -> Vec<Kind> {
        tokens_with_options(code, options)
            .unwrap()
            .iter()
            .filter(|t| &code[t.range.clone()] == text.as_bytes())
            .map(|t| t.kind)
            .collect()
    };
    let mut system = Options::new();
    system.set_system_names(b"class UIView\ncase automatic\nclass Store\n");
    assert_eq!(kinds_of(&system, "UIView"), [Kind::SystemClass]);
    assert_eq!(kinds_of(&system, "automatic"), [Kind::SystemConstant, Kind::SystemProperty]);
    assert_eq!(kinds_of(&system, "Store"), [Kind::SystemClass]);
    system.set_project_names(b"Store\n");
    assert_eq!(kinds_of(&system, "Store"), [Kind::Type]);
    let graph = br#"{"symbols": [{"kind": {"identifier": "swift.class"}, "names": {"title": "UIView"}}]}"#;
    let mut from_graph = Options::new();
    from_graph.set_system_names(graph);
    assert_eq!(kinds_of(&from_graph, "UIView"), [Kind::SystemClass]);
    let mut broken = Options::new();
    broken.set_system_names(b"{\"symbols\": [");
    assert!(tokens_with_options(code, &broken).is_err());

    // In the repository, its Tests/themes; in the packaged crate, the copy in engine/.
    let packaged = concat!(env!("CARGO_MANIFEST_DIR"), "/engine/Tests/themes/dracula/Alucard.xccolortheme");
    let repository = concat!(env!("CARGO_MANIFEST_DIR"), "/../Tests/themes/dracula/Alucard.xccolortheme");
    let path = if std::path::Path::new(packaged).exists() { packaged } else { repository };
    let alucard = std::fs::read(path).expect("Tests/themes/dracula/Alucard.xccolortheme");
    let theme = XcodeTheme::from_bytes(&alucard).unwrap();
    let mut themed = Options::new();
    themed.set_theme_file(&theme);
    let css = swift_highlight::css(&themed).unwrap();
    assert!(css.contains(".swh-code{color:#181818;background:#fffae5}"), "{css}");
    // The theme file brings the finer kinds by itself; set_xcode_kinds(false) keeps the ordinary ones.
    themed.set_inline_styles(true);
    let html = swift_highlight::highlight_html("struct A {}", &themed).unwrap();
    assert!(html.contains("<span style=\"color:#0b5783\">A</span>"), "{html}");
    themed.set_xcode_kinds(false);
    let plain = swift_highlight::highlight_html("struct A {}", &themed).unwrap();
    assert!(!plain.contains("color:#0b5783"), "{plain}");
    let error = XcodeTheme::from_bytes(b"bplist00").unwrap_err();
    assert!(error.message.contains("binary property list"), "{error}");
}
