import XCTest
import CHighlight
@testable import Highlight

/// Xcode theme files (`.xccolortheme`, `.dvtcolortheme`) and the property list reader.
final class XcodeThemeTests: XCTestCase {
    private var themesDirectory: String {
        let file = "\(#filePath)"
        let tests = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return tests + "/themes"
    }

    private func read(_ path: String) throws -> [UInt8] {
        guard let f = fopen(path, "rb") else { throw XCTSkip("cannot open \(path)") }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            out += buf[0..<n]
            if n < buf.count { return out }
        }
    }

    private func theme(_ xml: String) throws -> XcodeTheme {
        try XcodeTheme(propertyList: Array(xml.utf8))
    }

    private func error(_ bytes: [UInt8]) -> String? {
        do { _ = try XcodeTheme(propertyList: bytes); return nil } catch { return error.message }
    }

    func testEveryXcodeSyntaxKeyMapsToAKind() throws {
        let theme = try XcodeTheme(propertyList: read(themesDirectory + "/every-key.xccolortheme"))
        // The synthesized file gives key i the colour (3i, 0, 100 - i).
        let keys = ["plain", "comment", "comment.doc", "comment.doc.keyword", "mark", "url", "keyword", "string", "character",
                    "number", "regex", "regex.capturename", "regex.charname", "regex.number", "regex.other", "preprocessor",
                    "attribute", "identifier.type", "identifier.type.system", "identifier.class", "identifier.class.system",
                    "identifier.function", "identifier.function.system", "identifier.variable", "identifier.variable.system",
                    "identifier.constant", "identifier.constant.system", "identifier.macro", "identifier.macro.system",
                    "declaration.type", "declaration.other"]
        for (i, key) in keys.enumerated() {
            let expected = UInt32(i * 3) << 16 | UInt32(100 - i)
            for kind in XcodeTheme.kinds(forKey: Array("xcode.syntax.\(key)".utf8)) {
                XCTAssertEqual(theme.color(of: kind), expected, key)
            }
            if key == "plain" { XCTAssertEqual(theme.palette.foreground, expected) }
        }
        XCTAssertEqual(theme.palette.style(TokenKind.keyword).bold, true)
        XCTAssertEqual(theme.background, 0xFFFFFF)
        XCTAssertEqual(theme.palette.highlightBackground, 0xE6F2FF)
        // Every kind of ours but plain, operator and interpolation has a key of its own.
        let mapped = Set(keys.flatMap { XcodeTheme.kinds(forKey: Array("xcode.syntax.\($0)".utf8)) })
        XCTAssertEqual(Set(TokenKind.allCases).subtracting(mapped), [.plain, .operator, .interpolation])
    }

    func testMissingKeysFallBackToTheKindRefined() throws {
        let t = try theme("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>DVTSourceTextBackground</key><string>0 0 0 1</string>
        <key>DVTSourceTextSyntaxColors</key><dict>
          <key>xcode.syntax.identifier.type</key><string>1 0 0 1</string>
          <key>xcode.syntax.comment</key><string>0 1 0 0.5</string>
        </dict></dict></plist>
        """)
        XCTAssertEqual(t.color(of: .systemClass), 0xFF0000)   // → systemType → type
        XCTAssertEqual(t.color(of: .typeDeclaration), 0xFF0000)
        XCTAssertEqual(t.color(of: .mark), 0x008000)          // alpha blended over black
        XCTAssertEqual(t.background, 0x000000)
    }

    func testEntitiesCDATAAndComments() throws {
        let p = try PropertyList.read(Array("""
        <plist><!-- c --><dict><key>a&amp;b</key><string>&lt;&#65;&#x42;<![CDATA[<c>]]></string><key>n</key><array><true/><integer>3</integer></array></dict></plist>
        """.utf8)).get()
        XCTAssertEqual(p["a&b"], .text(Array("<AB<c>".utf8)))
        XCTAssertEqual(p["n"], .array([.bool(true), .text(Array("3".utf8))]))
    }

    func testHostileThemeFilesGetAnErrorThatSaysWhatIsWrong() {
        let cases: [([UInt8], String)] = [
            (Array("bplist00\u{0}\u{1}".utf8), "binary property list"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict>".utf8), "expected a tag"),
            (Array(("<plist>" + String(repeating: "<array>", count: 100_000)).utf8), "nested deeper"),
            ([UInt8](repeating: 0x20, count: PropertyList.maxBytes + 1), "too large"),
            (Array("<plist><dict><key>a</key><string>".utf8) + [0xC3] + Array("</string></dict></plist>".utf8), "UTF-8"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><string>x</string></dict></plist>".utf8), "not a dictionary"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><real>1</real></dict></dict></plist>".utf8), "not a colour"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>2 0 0 1</string></dict></dict></plist>".utf8), "not a colour"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>nan 0 0 1</string></dict></dict></plist>".utf8), "not a colour"),
            (Array("<plist><array></array></plist>".utf8), "not a dictionary"),
            (Array("<plist><dict></dict></plist>".utf8), "no DVTSourceTextSyntaxColors"),
            (Array("<plist><dict><key>a</key><string>&#0;&bogus;</string></dict></plist>".utf8), "bad entity"),
            (Array("<html></html>".utf8), "expected <plist>"),
            ([], "no <plist>"),
            (Array("<plist><dict><key>a</key><foo/></dict></plist>".utf8), "unknown property list element"),
            (Array("<plist><dict><key>a</key><string>x</dict></plist>".utf8), "expected </string>"),
            // Bytes of the file quoted in a message never end it as a C string.
            (Array("<plist><dict><key>a</key><strin\u{0}g/></dict></plist>".utf8), "unknown property list element <strin?g"),
            (Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>a\u{1}b</key><string>x</string></dict></dict></plist>".utf8), "a?b is not a colour"),
        ]
        for (bytes, expected) in cases {
            guard let message = error(bytes) else { XCTFail("accepted: \(expected)"); continue }
            XCTAssertTrue(message.contains(expected), "\(message) should say \(expected)")
        }
    }

    func testBinaryPropertyListReadsAsTheXMLOne() throws {
        let xml = try XcodeTheme(propertyList: read(themesDirectory + "/every-key.xccolortheme"))
        let binary = try XcodeTheme(propertyList: read(themesDirectory + "/every-key-binary.xccolortheme"))
        XCTAssertEqual(binary, xml)
        XCTAssertEqual(binary.color(of: .typeDeclaration), xml.color(of: .typeDeclaration))
    }

    func testHostileBinaryPropertyListsGetAnError() throws {
        let good = try read(themesDirectory + "/every-key-binary.xccolortheme")
        // Every cut, and every single byte changed in the trailer and offset table, or set to
        // 0xFF anywhere: an error or a theme, never a trap.
        for n in stride(from: 0, to: good.count, by: 7) {
            XCTAssertNotNil(error(Array(good.prefix(n))), "cut at \(n)")
        }
        for i in good.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var bytes = good
                bytes[i] = value
                _ = error(bytes)
            }
        }
        // A list that holds itself, and one that shares one list 2^30 ways.
        func bplist(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
            var out = Array("bplist00".utf8)
            var offsets: [UInt8] = []
            for o in objects { offsets.append(UInt8(out.count)); out += o }
            let table = UInt8(out.count)
            out += offsets
            out += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
            out += [0, 0, 0, 0, 0, 0, 0, top] + [0, 0, 0, 0, 0, 0, 0, table]
            return out
        }
        XCTAssertTrue(error(bplist([[0xA1, 0]]))?.contains("nested deeper") ?? false)
        var shared: [[UInt8]] = []
        for i in 0..<31 { shared.append(i == 30 ? [0x50] : [0xA2, UInt8(i + 1), UInt8(i + 1)]) }
        XCTAssertTrue(error(bplist(shared))?.contains("more than 200000") ?? false)
        XCTAssertTrue(error(bplist([[0xD1, 1, 1], [0x10, 5]]))?.contains("key that is not a string") ?? false)
        XCTAssertTrue(error(bplist([[0x5F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]))?.contains("past the end") ?? false)
        XCTAssertTrue(error(bplist([[0x61, 0xDC, 0x00]]))?.contains("surrogate") ?? false)
        XCTAssertTrue(error(bplist([[0x50]], top: 1))?.contains("top object") ?? false)
        XCTAssertTrue(error(Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40))?.contains("plistutil") ?? false)
        // Reals and dates as decimal text; integers, negative too.
        let half = Array((0.5 as Double).bitPattern.bigEndianBytes)
        XCTAssertEqual(PropertyList.read(bplist([[0xA3, 1, 2, 3], [0x23] + half, [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE],
                                                 [0x33] + Array((-86400.25 as Double).bitPattern.bigEndianBytes)])),
                       .success(.array([.text(Array("0.5".utf8)), .text(Array("-2".utf8)), .text(Array("-86400.25".utf8))])))
        XCTAssertTrue(error(bplist([[0x23] + Array(Double.nan.bitPattern.bigEndianBytes)]))?.contains("not finite") ?? false)
        // Small ones that are right: dicts with an ASCII and a UTF-16 string.
        XCTAssertEqual(PropertyList.read(bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "a")], [0x51, UInt8(ascii: "b")]])),
                       .success(.dict([(Array("a".utf8), .text(Array("b".utf8)))])))
        XCTAssertEqual(PropertyList.read(bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "a")], [0x62, 0xD8, 0x3D, 0xDE, 0x00]])),
                       .success(.dict([(Array("a".utf8), .text(Array("\u{1F600}".utf8)))])))
    }

    func testThemeFileBringsXcodeKinds() throws {
        var options = HighlightOptions()
        options.themeFile = try XcodeTheme(propertyList: read(themesDirectory + "/every-key.xccolortheme"))
        options.inlineStyles = true
        let html = try Highlighter.html("class A {}", options: options)
        XCTAssertTrue(html.contains("<span style=\"color:#570047\">A</span>"), html)  // declaration.type, key 29
        XCTAssertEqual(try Highlighter.tokens(utf8: Array("class A {}".utf8), options: options).map(\.kind), [.keyword, .typeDeclaration])
        options.ordinaryKinds = true
        XCTAssertFalse(try Highlighter.html("class A {}", options: options).contains("#570047"))
        XCTAssertEqual(try Highlighter.tokens(utf8: Array("class A {}".utf8), options: options).map(\.kind), [.keyword, .type])
        options.xcodeKinds = true
        XCTAssertTrue(try Highlighter.html("class A {}", options: options).contains("#570047"))
        XCTAssertTrue(try Highlighter.css(options: HighlightOptions(themeFile: options.themeFile)).contains("--xcode-kinds"))
    }

    func testThemeFileColoursHTMLAndCSS() throws {
        var options = HighlightOptions()
        options.themeFile = try XcodeTheme(propertyList: read(themesDirectory + "/every-key.xccolortheme"))
        options.inlineStyles = true
        options.xcodeKinds = true
        let html = try Highlighter.html("class A {}", options: options)
        XCTAssertTrue(html.contains("<span style=\"color:#570047\">A</span>"), html)  // declaration.type, key 29
        let css = try Highlighter.css(options: HighlightOptions(themeFile: options.themeFile))
        XCTAssertTrue(css.contains(".swh-type-declaration{color:#570047}"), css)
        XCTAssertFalse(css.contains("prefers-color-scheme"), css)
    }

    func testRealThemeFilesFromThePublicRecord() throws {
        let dracula = try XcodeTheme(propertyList: read(themesDirectory + "/dracula/Dracula.xccolortheme"))
        XCTAssertEqual(dracula.background, 0x1E1F29)
        XCTAssertEqual(dracula.color(of: .keyword), 0xFF79C6)
        XCTAssertEqual(dracula.color(of: .systemType), 0x8BE9FD)
        // No declaration.type key: a declared type takes identifier.type's colour.
        XCTAssertEqual(dracula.color(of: .typeDeclaration), 0x50FA7B)
        // No mark key: marks are comments.
        XCTAssertEqual(dracula.color(of: .mark), dracula.color(of: .comment))
        let alucard = try XcodeTheme(propertyList: read(themesDirectory + "/dracula/Alucard.xccolortheme"))
        XCTAssertEqual(alucard.background, 0xFFFAE5)
        XCTAssertEqual(alucard.palette.highlightBackground, 0xDBD7BE)
        XCTAssertEqual(alucard.color(of: .typeDeclaration), 0x0B5783)
        XCTAssertTrue(alucard.palette.style(TokenKind.keyword).bold)
        XCTAssertTrue(alucard.palette.style(TokenKind.comment).italic)
        XCTAssertTrue(alucard.palette.style(TokenKind.mark).bold)
    }

    func testBuiltInXcodeThemesColourEveryFinerKind() {
        for palette in [Palette.xcodeLight, Palette.xcodeDark] {
            XCTAssertEqual(palette.kinds.count, TokenKind.allCases.count)
            XCTAssertNotEqual(palette.style(TokenKind.typeDeclaration), palette.style(TokenKind.type))
            XCTAssertNotEqual(palette.style(TokenKind.systemFunction), palette.style(TokenKind.function))
            XCTAssertNotEqual(palette.style(TokenKind.url), palette.style(TokenKind.comment))
        }
        XCTAssertEqual(Palette.xcodeLight.style(TokenKind.typeDeclaration).color, 0x0B4F79)
        XCTAssertEqual(Palette.xcodeDark.style(TokenKind.typeDeclaration).color, 0x5DD8FF)
    }
}

private extension HighlightOptions {
    init(themeFile: XcodeTheme?) {
        self.init()
        self.themeFile = themeFile
    }
}

/// Theme files through the C API (swh_theme_parse, swh_options_t.theme_file).
final class XcodeThemeCABITests: XCTestCase {
    func testThemeParseAndUseInCSS() {
        let xml = Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>1 0 0 1</string></dict></dict></plist>".utf8)
        var theme: OpaquePointer?
        var error = swh_string_t()
        XCTAssertEqual(xml.withUnsafeBufferPointer { swh_theme_parse($0.baseAddress, $0.count, &theme, &error) }, SWH_OK)
        XCTAssertNil(error.data)
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.theme_file = theme
        var css = swh_string_t()
        XCTAssertEqual(swh_css(&opts, &css), SWH_OK)
        XCTAssertTrue(String(cString: css.data).contains(".swh-keyword{color:#ff0000}"))
        swh_string_free(css)
        swh_theme_free(theme)
        swh_theme_free(nil)
    }

    func testThemeFileBringsXcodeKindsUnlessOrdinaryKinds() {
        let xml = Array("<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.declaration.type</key><string>1 0 0 1</string></dict></dict></plist>".utf8)
        var theme: OpaquePointer?
        XCTAssertEqual(xml.withUnsafeBufferPointer { swh_theme_parse($0.baseAddress, $0.count, &theme, nil) }, SWH_OK)
        defer { swh_theme_free(theme) }
        func html(_ flags: UInt32) -> String {
            var opts = swh_options_t()
            swh_options_init(&opts)
            opts.theme_file = theme
            opts.flags = flags
            var out = swh_string_t()
            let src = Array("struct A {}".utf8)
            XCTAssertEqual(src.withUnsafeBufferPointer { swh_highlight_html($0.baseAddress, $0.count, &opts, &out) }, SWH_OK)
            defer { swh_string_free(out) }
            return String(cString: out.data)
        }
        XCTAssertTrue(html(UInt32(SWH_FLAG_INLINE_STYLES)).contains("color:#ff0000"))
        XCTAssertTrue(html(0).contains("swh-type-declaration"))
        XCTAssertFalse(html(UInt32(SWH_FLAG_INLINE_STYLES | SWH_FLAG_ORDINARY_KINDS)).contains("color:#ff0000"))
        XCTAssertFalse(html(UInt32(SWH_FLAG_ORDINARY_KINDS)).contains("swh-type-declaration"))
    }

    func testThemeParseRefusesWithAMessage() {
        let bad = Array("bplist00".utf8)
        var theme: OpaquePointer?
        var error = swh_string_t()
        XCTAssertEqual(bad.withUnsafeBufferPointer { swh_theme_parse($0.baseAddress, $0.count, &theme, &error) }, SWH_ERROR_THEME)
        XCTAssertNil(theme)
        XCTAssertTrue(String(cString: error.data).contains("binary property list"))
        swh_string_free(error)
        XCTAssertEqual(swh_theme_parse(nil, 3, &theme, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_theme_parse(nil, 0, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_theme_parse(nil, 0, &theme, nil), SWH_ERROR_THEME)
        XCTAssertEqual(String(cString: swh_status_str(SWH_ERROR_THEME)), "not a usable Xcode theme file")
    }
}

private extension UInt64 {
    var bigEndianBytes: [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: self >> (56 - 8 * UInt64($0))) } }
}
