import XCTest
import CHighlight
@testable import Highlight

/// The C entry points, called from Swift through the header's own declarations.
final class CABITests: XCTestCase {
    private func html(_ source: String, _ opts: UnsafePointer<swh_options_t>? = nil) -> (swh_status_t, String?, Int) {
        var bytes = Array(source.utf8)
        var out = swh_string_t(data: nil, len: 0)
        let status = bytes.withUnsafeMutableBufferPointer { swh_highlight_html($0.baseAddress, $0.count, opts, &out) }
        defer { swh_string_free(out) }
        guard let data = out.data else { return (status, nil, out.len) }
        XCTAssertEqual(data[out.len], 0, "NUL-terminated")
        let text = String(decoding: UnsafeRawBufferPointer(start: data, count: out.len), as: UTF8.self)
        return (status, text, out.len)
    }

    func testVersions() {
        XCTAssertEqual(swh_version(), UInt32(SWH_VERSION_MAJOR) << 16 | UInt32(SWH_VERSION_MINOR) << 8 | UInt32(SWH_VERSION_PATCH))
        XCTAssertEqual(String(cString: swh_version_string()), "\(SWH_VERSION_MAJOR).\(SWH_VERSION_MINOR).\(SWH_VERSION_PATCH)")
        XCTAssertEqual(swh_abi_version(), UInt32(SWH_ABI_VERSION))
    }

    func testStatusStrings() {
        XCTAssertEqual(String(cString: swh_status_str(SWH_OK)), "ok")
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_INVALID_ARGUMENT)), "invalid argument")
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_INVALID_UTF8)), "invalid UTF-8")
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_TOO_LARGE)), "input too large")
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_OUT_OF_MEMORY)), "out of memory")
        XCTAssertEqual(String(cString: swh_status_str(-7)), "unknown status")
    }

    func testKinds() {
        XCTAssertEqual(swh_kind_count(), 31)
        XCTAssertEqual(String(cString: swh_kind_name(swh_kind_t(SWH_KIND_DOC_COMMENT))), "doc-comment")
        XCTAssertEqual(String(cString: swh_kind_name(9999)), "plain")
        XCTAssertEqual(swh_kind_category(swh_kind_t(SWH_KIND_MACRO)), swh_kind_t(SWH_KIND_PREPROCESSOR))
        XCTAssertEqual(swh_kind_category(swh_kind_t(SWH_KIND_OPERATOR)), swh_kind_t(SWH_KIND_PLAIN))
        XCTAssertEqual(swh_kind_category(12345), swh_kind_t(SWH_KIND_PLAIN))
        for kind in TokenKind.allCases {
            XCTAssertEqual(String(cString: swh_kind_name(kind.rawValue)), kind.name)
            XCTAssertEqual(swh_kind_category(kind.rawValue), kind.category.rawValue)
        }
    }

    func testHighlightHTML() {
        let (status, text, _) = html("let x = 1")
        XCTAssertEqual(status, SWH_OK)
        XCTAssertEqual(text, "<span class=\"swh-keyword\">let</span> x <span class=\"swh-operator\">=</span> <span class=\"swh-number\">1</span>")
    }

    func testOptions() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        XCTAssertEqual(opts.struct_size, MemoryLayout<swh_options_t>.size)
        XCTAssertNil(opts.class_prefix)
        XCTAssertEqual(opts.invalid_utf8, UInt32(SWH_UTF8_REJECT))
        XCTAssertEqual(opts.flags, 0)
        swh_options_init(nil)
        "x-".withCString { prefix in
            opts.class_prefix = prefix
            opts.flags = UInt32(SWH_FLAG_WRAP_PRE)
            let (status, text, _) = html("nil", &opts)
            XCTAssertEqual(status, SWH_OK)
            XCTAssertEqual(text, "<pre class=\"x-code\"><code class=\"language-swift\"><span class=\"x-keyword\">nil</span></code></pre>")
        }
    }

    func testBadOptions() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        for bad in ["a\"", "<", "a b", "'", String(repeating: "p", count: Int(SWH_CLASS_PREFIX_MAX) + 1)] {
            bad.withCString { prefix in
                opts.class_prefix = prefix
                XCTAssertEqual(html("let", &opts).0, SWH_ERROR_INVALID_ARGUMENT, bad)
            }
        }
        swh_options_init(&opts)
        opts.struct_size = 0
        XCTAssertEqual(html("let", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        opts.struct_size = MemoryLayout<swh_options_t>.size + 8
        XCTAssertEqual(html("let", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        swh_options_init(&opts)
        opts.invalid_utf8 = 7
        XCTAssertEqual(html("let", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
        swh_options_init(&opts)
        opts.flags = 0x8000_0000
        XCTAssertEqual(html("let", &opts).0, SWH_ERROR_INVALID_ARGUMENT)
    }

    /// swh_options_check refuses exactly what the entry points refuse, naming the field; each
    /// message states the header's limits.
    func testOptionsCheckNamesTheBrokenRule() {
        XCTAssertNil(swh_options_check(nil))
        var opts = swh_options_t()
        swh_options_init(&opts)
        XCTAssertNil(swh_options_check(&opts))
        func rule(_ change: (inout swh_options_t) -> Void) -> String? {
            var o = swh_options_t()
            swh_options_init(&o)
            change(&o)
            let message = swh_options_check(&o).map { String(cString: $0) }
            XCTAssertEqual(html("let", &o).0, message == nil ? SWH_OK : SWH_ERROR_INVALID_ARGUMENT, message ?? "accepted")
            return message
        }
        XCTAssertEqual(rule { $0.struct_size = 0 }, OptionProblem.structSize.description)
        XCTAssertEqual(rule { $0.invalid_utf8 = 7 }, OptionProblem.invalidUTF8Policy.description)
        XCTAssertEqual(rule { $0.flags = 0x8000_0000 }, OptionProblem.flags.description)
        XCTAssertEqual(rule { $0.scheme = 99 }, OptionProblem.scheme.description)
        XCTAssertEqual(rule { $0.theme = 99 }, OptionProblem.theme.description)
        XCTAssertEqual(rule { $0.highlight_line_count = 1 }, OptionProblem.highlightLinesMissing.description)
        var reversed = swh_line_range_t(first: 5, last: 4)
        withUnsafePointer(to: &reversed) { p in
            XCTAssertEqual(rule { $0.highlight_lines = p; $0.highlight_line_count = 1 }, OptionProblem.highlightRange.description)
        }
        "a b".withCString { p in XCTAssertEqual(rule { $0.class_prefix = p }, OptionProblem.classPrefix.description) }
        ".a{}".withCString { p in XCTAssertEqual(rule { $0.dark_selector = p }, OptionProblem.darkSelector.description) }
        String(repeating: "t", count: Int(SWH_TITLE_MAX) + 1).withCString { p in
            XCTAssertEqual(rule { $0.title = p }, OptionProblem.title.description)
        }
        String(repeating: "t", count: Int(SWH_TITLE_MAX)).withCString { p in XCTAssertNil(rule { $0.title = p }) }
        // The limits in the sentences are the header's.
        XCTAssertTrue(OptionProblem.classPrefix.description.contains("at most \(SWH_CLASS_PREFIX_MAX) bytes"))
        XCTAssertTrue(OptionProblem.darkSelector.description.contains("1 to \(SWH_DARK_SELECTOR_MAX) bytes"))
        XCTAssertTrue(OptionProblem.title.description.contains("at most \(SWH_TITLE_MAX) bytes"))
        XCTAssertTrue(OptionProblem.highlightRangeCount.description.contains("at most \(SWH_HIGHLIGHT_RANGES_MAX) ranges"))
        XCTAssertTrue(OptionProblem.firstLine.description.contains("to \(UInt32.max)"))
    }

    func testOlderCallerStructSize() {
        // A caller compiled against a header whose options end after `class_prefix` gets
        // defaults for the rest.
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_WRAP_PRE)
        opts.struct_size = MemoryLayout<swh_options_t>.offset(of: \swh_options_t.invalid_utf8)!
        XCTAssertEqual(html("1", &opts).1, "<span class=\"swh-number\">1</span>")
    }

    func testTokenize() {
        var out = swh_tokens_t(data: nil, len: 0)
        let src = Array("func f() {}".utf8)
        XCTAssertEqual(src.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, nil, &out) }, SWH_OK)
        defer { swh_tokens_free(out) }
        XCTAssertEqual(out.len, 2)
        XCTAssertEqual(out.data?[0].start, 0)
        XCTAssertEqual(out.data?[0].len, 4)
        XCTAssertEqual(out.data?[0].kind, swh_kind_t(SWH_KIND_KEYWORD))
        XCTAssertEqual(out.data?[1].start, 5)
        XCTAssertEqual(out.data?[1].kind, swh_kind_t(SWH_KIND_FUNCTION))
    }

    func testEmptyAndNullInputs() {
        var out = swh_tokens_t(data: nil, len: 0)
        XCTAssertEqual(swh_tokenize(nil, 0, nil, &out), SWH_OK)
        XCTAssertNil(out.data)
        XCTAssertEqual(out.len, 0)
        XCTAssertEqual(swh_tokenize(nil, 3, nil, &out), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_tokenize(nil, 0, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        var s = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(swh_highlight_html(nil, 0, nil, &s), SWH_OK)
        XCTAssertNotNil(s.data)
        XCTAssertEqual(s.len, 0)
        swh_string_free(s)
        XCTAssertEqual(swh_highlight_html(nil, 1, nil, &s), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(s.data)
        XCTAssertEqual(swh_highlight_html(nil, 0, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        swh_string_free(swh_string_t(data: nil, len: 0))
        swh_tokens_free(swh_tokens_t(data: nil, len: 0))
    }

    func testTooLarge() {
        var byte: UInt8 = 0x20
        var s = swh_string_t(data: nil, len: 0)
        var t = swh_tokens_t(data: nil, len: 0)
        // The length is checked before any byte is read.
        XCTAssertEqual(swh_highlight_html(&byte, Int(UInt32.max) + 1, nil, &s), SWH_ERROR_TOO_LARGE)
        XCTAssertEqual(swh_tokenize(&byte, Int(UInt32.max) + 1, nil, &t), SWH_ERROR_TOO_LARGE)
        XCTAssertEqual(swh_tokenize(&byte, -1, nil, &t), SWH_ERROR_TOO_LARGE)  // SIZE_MAX
        XCTAssertNil(s.data)
        XCTAssertNil(t.data)
    }

    func testInvalidUTF8ReportsOffset() {
        let bytes: [UInt8] = [0x61, 0x62, 0xE2, 0x82, 0x28]
        var out = swh_tokens_t(data: nil, len: 0)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, nil, &out) }, SWH_ERROR_INVALID_UTF8)
        XCTAssertNil(out.data)
        XCTAssertEqual(out.len, 2)
        var s = swh_string_t(data: nil, len: 0)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, nil, &s) }, SWH_ERROR_INVALID_UTF8)
        XCTAssertNil(s.data)
        XCTAssertEqual(s.len, 2)
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.invalid_utf8 = UInt32(SWH_UTF8_REPLACE)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, &opts, &s) }, SWH_OK)
        XCTAssertEqual(s.data.map { stripHTML(String(cString: $0)) }, "ab\u{FFFD}(")
        swh_string_free(s)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
        swh_tokens_free(out)
    }
}

final class CABIOptionsSizeTests: XCTestCase {
    func testInitSizedWritesOnlyTheGivenSize() {
        // A caller whose struct ends after `flags`: nothing past it may be written.
        let oldSize = MemoryLayout<swh_options_t>.offset(of: \swh_options_t.flags)! + MemoryLayout<UInt32>.size
        let total = MemoryLayout<swh_options_t>.size + 16
        let raw = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: 0xAB, count: total)
        let opts = raw.assumingMemoryBound(to: swh_options_t.self)
        swh_options_init_sized(opts, oldSize)
        XCTAssertEqual(opts.pointee.struct_size, oldSize)
        XCTAssertNil(opts.pointee.class_prefix)
        XCTAssertEqual(opts.pointee.invalid_utf8, UInt32(SWH_UTF8_REJECT))
        XCTAssertEqual(opts.pointee.flags, 0)
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        for k in oldSize..<total { XCTAssertEqual(bytes[k], 0xAB, "byte \(k) written") }
        // The struct is usable as is.
        var out = swh_string_t(data: nil, len: 0)
        let src: [UInt8] = Array("nil".utf8)
        XCTAssertEqual(src.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, opts, &out) }, SWH_OK)
        swh_string_free(out)
    }

    func testInitSizedLargerSizeIsClamped() {
        var opts = swh_options_t()
        swh_options_init_sized(&opts, 4096)
        XCTAssertEqual(opts.struct_size, MemoryLayout<swh_options_t>.size)
        swh_options_init_sized(nil, 64)
        var untouched = swh_options_t()
        untouched.flags = 7
        swh_options_init_sized(&untouched, 4)
        XCTAssertEqual(untouched.flags, 7)
    }
}
