import XCTest
import CHighlight
@testable import Highlight

/// Xcode's finer kinds (docs/xcode.md), one test per construct.
final class XcodeKindsTests: XCTestCase {
    private func kinds(_ source: String, names: ProjectNames = ProjectNames()) -> [(String, TokenKind)] {
        let bytes = Array(source.utf8)
        return Highlighter.tokens(source, xcodeKinds: names).map { (String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.kind) }
    }

    private func kind(of text: String, in source: String, names: ProjectNames = ProjectNames(),
                      file: StaticString = #filePath, line: UInt = #line) -> TokenKind? {
        kinds(source, names: names).first { $0.0 == text }?.1
    }

    // MARK: Declarations

    func testTypeDeclarationNames() {
        for keyword in ["class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype"] {
            XCTAssertEqual(kind(of: "Shape", in: "\(keyword) Shape"), .typeDeclaration, keyword)
        }
    }

    func testFunctionDeclarationName() {
        XCTAssertEqual(kind(of: "area", in: "func area() -> Double { 0 }"), .functionDeclaration)
    }

    func testMacroDeclarationName() {
        XCTAssertEqual(kind(of: "stringify", in: "macro stringify<T>(_ value: T) = #externalMacro(module: \"M\", type: \"S\")"), .functionDeclaration)
    }

    func testVariableAndPropertyDeclarationNames() {
        let k = kinds("let width = 1\nvar `height`: Int\nstatic var total = 0")
        XCTAssertTrue(k.contains { $0 == ("width", .otherDeclaration) })
        XCTAssertTrue(k.contains { $0 == ("`height`", .otherDeclaration) })
        XCTAssertTrue(k.contains { $0 == ("total", .otherDeclaration) })
    }

    func testEnumCaseDeclarationList() {
        let k = kinds("enum Direction { case north, south(Int), east = 3\n case west }")
        for name in ["north", "south", "east", "west"] {
            XCTAssertTrue(k.contains { $0 == (name, .otherDeclaration) }, name)
        }
    }

    func testSwitchCasePatternIsNotADeclaration() {
        let k = kinds("switch d { case north: break\ncase .south(let x): print(x)\n}\nif case north = d {}")
        XCTAssertFalse(k.contains { $0.1 == .otherDeclaration && $0.0 == "north" })
        XCTAssertTrue(k.contains { $0 == ("x", .otherDeclaration) })
    }

    func testClassFuncModifierIsNotATypeDeclaration() {
        let k = kinds("class func make() {}")
        XCTAssertTrue(k.contains { $0 == ("make", .functionDeclaration) })
        XCTAssertFalse(k.contains { $0.1 == .typeDeclaration })
    }

    // MARK: Project and system names

    func testTypesDeclaredInTheInputAreProjectTypes() {
        let source = "struct Point {}\nclass Cache {}\nlet p: Point\nlet c: Cache\nlet s: String"
        XCTAssertEqual(kinds(source).filter { $0.0 == "Point" }.map(\.1), [.typeDeclaration, .type])
        XCTAssertEqual(kinds(source).filter { $0.0 == "Cache" }.map(\.1), [.typeDeclaration, .class])
        XCTAssertEqual(kind(of: "String", in: source), .systemType)
    }

    func testDeclaredLaterStillCountsAsProject() {
        XCTAssertEqual(kind(of: "Later", in: "let x: Later\nclass Later {}"), .class)
    }

    func testListedNames() {
        let names = ProjectNames(list: Array("class Store\nfunc load\nvar total\ncase idle\nmacro Logged\n# comment\nPlain\n".utf8))
        let source = "let s: Store = load(); s.total; x = .idle; y = .other; #Logged; #warning(\"w\")\nlet z: Plain = print(1)"
        XCTAssertEqual(kind(of: "Store", in: source, names: names), .class)
        XCTAssertEqual(kind(of: "load", in: source, names: names), .function)
        XCTAssertEqual(kind(of: "total", in: source, names: names), .property)
        XCTAssertEqual(kind(of: "idle", in: source, names: names), .constant)
        XCTAssertEqual(kind(of: "other", in: source, names: names), .systemProperty)
        XCTAssertEqual(kind(of: "#Logged", in: source, names: names), .macro)
        XCTAssertEqual(kind(of: "Plain", in: source, names: names), .type)
        XCTAssertEqual(kind(of: "print", in: source, names: names), .systemFunction)
        XCTAssertEqual(kind(of: "#warning", in: source, names: names), .preprocessor)
    }

    func testSystemMacro() {
        XCTAssertEqual(kind(of: "#expect", in: "#expect(a == b)"), .systemMacro)
    }

    func testSymbolGraphNames() throws {
        let json = """
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
         "module": {"name": "Shop"},
         "symbols": [
           {"kind": {"identifier": "swift.class", "displayName": "Class"}, "names": {"title": "Cart"}, "pathComponents": ["Cart"]},
           {"names": {"title": "checkout(with:)"}, "kind": {"identifier": "swift.method"}},
           {"kind": {"identifier": "swift.enum.case"}, "names": {"title": "pending", "subHeading": [{"kind": "text", "spelling": "\\"x\\""}]}}
         ],
         "relationships": []}
        """
        let names = try ProjectNames.parse(Array(json.utf8)).get()
        let source = "let c: Cart = checkout(); s = .pending"
        XCTAssertEqual(kind(of: "Cart", in: source, names: names), .class)
        XCTAssertEqual(kind(of: "checkout", in: source, names: names), .function)
        XCTAssertEqual(kind(of: "pending", in: source, names: names), .constant)
    }

    func testHostileSymbolGraphsAreRefusedWithAMessage() {
        let cases: [[UInt8]] = [
            Array("{\"symbols\": [".utf8),
            Array(String(repeating: "[", count: 10_000).utf8).withLeadingBrace,
            Array("{\"symbols\": [{\"names\": {\"title\": \"a".utf8),
            [UInt8(ascii: "{"), 0xFF, 0xFE],
            Array("{\"symbols\": 1} trailing".utf8),
        ]
        for bytes in cases {
            guard case .failure(let error) = ProjectNames.parse(bytes) else { return XCTFail("accepted \(bytes.prefix(20))") }
            XCTAssertFalse(error.message.isEmpty)
        }
    }

    // MARK: System names

    /// Project names plus `system`, listed as system names.
    private func withSystem(_ system: String, project: ProjectNames = ProjectNames()) throws -> ProjectNames {
        var names = project
        names.formUnion(system: try ProjectNames.parse(Array(system.utf8)).get())
        return names
    }

    func testSystemClassFromASymbolGraph() throws {
        let graph = """
        {"module": {"name": "UIKit"}, "symbols": [
          {"kind": {"identifier": "swift.class"}, "names": {"title": "UIView"}, "pathComponents": ["UIView"]},
          {"kind": {"identifier": "swift.actor"}, "names": {"title": "Renderer"}},
          {"kind": {"identifier": "swift.struct"}, "names": {"title": "CGRect"}},
          {"kind": {"identifier": "swift.enum.case"}, "names": {"title": "automatic"}}
        ]}
        """
        let names = try withSystem(graph)
        let source = "let v: UIView; let r: Renderer; let f: CGRect; let m = Mode.automatic"
        XCTAssertEqual(kind(of: "UIView", in: source, names: names), .systemClass)
        XCTAssertEqual(kind(of: "Renderer", in: source, names: names), .systemClass)
        // A listed struct is a system type as before.
        XCTAssertEqual(kind(of: "CGRect", in: source, names: names), .systemType)
        XCTAssertEqual(kind(of: "automatic", in: source, names: names), .systemConstant)
        XCTAssertEqual(kind(of: "UIView", in: source), .systemType)
    }

    func testSystemEnumCaseUsedByName() throws {
        let names = try withSystem("case none\ncase utf8\ncase first\n")
        func caseKinds(_ source: String) -> [TokenKind] {
            kinds(source, names: names).filter { ["none", "utf8", "first"].contains($0.0) }.map(\.1)
        }
        // As an implicit member, after a type, after a keyword, an operator or a bracket.
        XCTAssertEqual(caseKinds("x = .none; f(.utf8); return .none; y ?? .none; [.none]; Optional<Int>.none; E.utf8"),
                       [TokenKind](repeating: .systemConstant, count: 7))
        XCTAssertEqual(caseKinds("switch x { case .none: break }\nlet z = a\n    ? .none : .utf8"),
                       [TokenKind](repeating: .systemConstant, count: 3))
        // After a value it is a property, whatever enum has a case of that name.
        XCTAssertEqual(caseKinds("xs.first; self.first; f().first; xs[0].first; a?.first; a!.first; s.utf8\nlet k = xs\n    .first"),
                       [TokenKind](repeating: .systemProperty, count: 8))
        // Unlisted names stay system properties.
        XCTAssertEqual(kind(of: "other", in: "x = .other", names: names), .systemProperty)
    }

    func testProjectNameWinsOverSystemName() throws {
        let system = "class Cache\nclass Store\nclass Point\ncase north\ncase idle\n"
        let source = "struct Point {}\nclass Cache {}\nenum D { case north }\nlet p: Point; let c: Cache; let s: Store; d = .north; e = .idle"
        let listed = ProjectNames(list: Array("Store\nvar idle\n".utf8))
        // Listed as system before or after the project's names: the project's either way.
        var after = listed
        after.formUnion(system: try ProjectNames.parse(Array(system.utf8)).get())
        var before = ProjectNames()
        before.formUnion(system: try ProjectNames.parse(Array(system.utf8)).get())
        before.formUnion(listed)
        for names in [after, before] {
            XCTAssertEqual(kinds(source, names: names).filter { $0.0 == "Point" }.map(\.1), [.typeDeclaration, .type])
            XCTAssertEqual(kinds(source, names: names).filter { $0.0 == "Cache" }.map(\.1), [.typeDeclaration, .class])
            XCTAssertEqual(kind(of: "Store", in: source, names: names), .type)
            XCTAssertEqual(kinds(source, names: names).filter { $0.0 == "north" }.map(\.1), [.otherDeclaration, .constant])
            XCTAssertEqual(kind(of: "idle", in: source, names: names), .property)
        }
    }

    func testSystemNamesOfOtherRolesChangeNothing() throws {
        let source = "let d: Data = load(); d.count; x = .utf8; #expect(true)"
        let names = try withSystem("struct Data\nfunc load\nvar count\nutf8\nmacro expect\n")
        XCTAssertEqual(kinds(source, names: names).map(\.1), kinds(source).map(\.1))
        XCTAssertTrue(try withSystem("struct Data\nfunc load\n").isEmpty)
    }

    func testHostileSymbolGraphAsSystemNamesIsRefusedLikeProjectNames() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_XCODE_KINDS)
        let source = Array("let s: Store".utf8)
        var out = swh_tokens_t()
        for bad in ["{\"symbols\": [", "{" + String(repeating: "[", count: 10_000)] {
            let bytes = Array(bad.utf8)
            let (status, message) = bytes.withUnsafeBufferPointer { n -> (swh_status_t, String?) in
                opts.system_names = n.baseAddress
                opts.system_names_len = n.count
                let message = swh_options_check(&opts).map { String(cString: $0) }
                return (source.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }, message)
            }
            XCTAssertEqual(status, SWH_ERROR_INVALID_ARGUMENT)
            XCTAssertEqual(message, OptionProblem.systemNames.description)
        }
        opts.system_names = nil
        opts.system_names_len = 3
        XCTAssertEqual(swh_options_check(&opts).map { String(cString: $0) }, OptionProblem.systemNamesMissing.description)
        XCTAssertEqual(source.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }, SWH_ERROR_INVALID_ARGUMENT)
        opts.system_names_len = Int.max
        XCTAssertEqual(swh_options_check(&opts).map { String(cString: $0) }, OptionProblem.systemNamesLength.description)
    }

    func testHostileInputWithSystemNamesStaysSafe() throws {
        let names = try withSystem("class A\ncase none\ncase a\n")
        for piece in [".none", " \n.none", "x.none", "A.a", "?.none", "`none`.", ".", "\u{FFFF}.a"] {
            let source = String(repeating: piece, count: 20_000)
            let tokens = Highlighter.tokens(source, xcodeKinds: names)
            for (a, b) in zip(tokens, tokens.dropFirst()) where a.end > b.start { return XCTFail("overlap in \(piece)") }
        }
        XCTAssertEqual(kind(of: "none", in: ".none", names: names), .systemConstant)
    }

    func testCSystemNamesField() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_XCODE_KINDS)
        let source = "let o: NSObject = .none"
        let names = "class NSObject\ncase none\n"
        XCTAssertEqual(cKinds(source, opts, names, \.system_names, \.system_names_len),
                       [SWH_KIND_KEYWORD, SWH_KIND_OTHER_DECLARATION, SWH_KIND_SYSTEM_CLASS, SWH_KIND_OPERATOR,
                        SWH_KIND_SYSTEM_CONSTANT].map(UInt32.init))
        // A caller whose struct ends before the field (an older header) gets no system names.
        withUnsafeMutablePointer(to: &opts) { base in
            base.pointee.struct_size = UnsafeRawPointer(&base.pointee.system_names) - UnsafeRawPointer(base)
        }
        XCTAssertEqual(cKinds(source, opts, names, \.system_names, \.system_names_len),
                       [SWH_KIND_KEYWORD, SWH_KIND_OTHER_DECLARATION, SWH_KIND_SYSTEM_TYPE, SWH_KIND_OPERATOR,
                        SWH_KIND_SYSTEM_PROPERTY].map(UInt32.init))
    }

    /// The kinds swh_tokenize gives `source` with `opts` and `names` in the fields `field` and
    /// `length`.
    private func cKinds(_ source: String, _ opts: swh_options_t, _ names: String,
                        _ field: WritableKeyPath<swh_options_t, UnsafePointer<UInt8>?>,
                        _ length: WritableKeyPath<swh_options_t, Int>,
                        file: StaticString = #filePath, line: UInt = #line) -> [UInt32] {
        var opts = opts
        var out = swh_tokens_t()
        let bytes = Array(names.utf8), text = Array(source.utf8)
        let status = bytes.withUnsafeBufferPointer { n in
            opts[keyPath: field] = n.baseAddress
            opts[keyPath: length] = n.count
            return text.withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) }
        }
        XCTAssertEqual(status, SWH_OK, file: file, line: line)
        defer { swh_tokens_free(out) }
        return (0..<out.len).map { out.data[$0].kind }
    }

    // MARK: Comments

    func testMarkComments() {
        for text in ["// MARK: - Layout", "// TODO: fix", "// FIXME: leak", "/* MARK: Section */"] {
            XCTAssertEqual(kinds("let a = 1 \(text)").last?.1, .mark, text)
        }
        XCTAssertEqual(kinds("// Marked: no").last?.1, .comment)
    }

    func testURLsInComments() {
        let k = kinds("// See https://swift.org/documentation. Thanks\n/* <http://a.b/c?d=e> */")
        XCTAssertEqual(k.map(\.1), [.comment, .url, .comment, .comment, .url, .comment])
        XCTAssertEqual(k[1].0, "https://swift.org/documentation")
        XCTAssertEqual(k[4].0, "http://a.b/c?d=e")
    }

    func testDocumentationCommentKeywords() {
        let source = """
        /// Loads.
        /// - Parameter url: where, see https://x.y
        /// - Parameters:
        ///   - a: first
        /// - Returns: the data
        /// - Throws: `LoadError`
        /** - Note: block */
        /// - NotAKeyword: plain
        """
        let keywords = kinds(source).filter { $0.1 == .docKeyword }.map(\.0)
        XCTAssertEqual(keywords, ["Parameter", "Parameters", "Returns", "Throws", "Note"])
        XCTAssertTrue(kinds(source).contains { $0 == ("https://x.y", .url) })
    }

    // MARK: Invariants

    /// Every finer kind falls back to the kind it refines: categories, and the bytes covered by
    /// each category, are those of the ordinary tokens.
    func testCategoriesAreUnchanged() throws {
        let sources = [
            "/// Doc https://a.b\n/// - Returns: x\nclass A: NSObject { // MARK: x\n var v = 0; func f() -> Int { v.magnitude } }\nenum E { case a, b }\nlet e = E.a; #expect(true)",
            "case case case let var let func func class class",
            "enum { case ,,,(((( \n case `x` = , `",
            "enum E { case a(let x), b, c }",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            func categoryPerByte(_ tokens: [Token]) -> [UInt32] {
                var out = [UInt32](repeating: 0, count: bytes.count)
                for t in tokens { for k in t.start..<t.end { out[k] = t.kind.category.rawValue } }
                return out
            }
            let plain = Highlighter.tokens(source)
            let fine = Highlighter.tokens(source, xcodeKinds: ProjectNames())
            XCTAssertEqual(categoryPerByte(plain), categoryPerByte(fine), source)
            for (a, b) in zip(fine, fine.dropFirst()) { XCTAssertLessThanOrEqual(a.end, b.start, source) }
            XCTAssertTrue(fine.allSatisfy { $0.start < $0.end }, source)
        }
    }

    func testKindParentsEndInTheirCategory() {
        for kind in TokenKind.allCases {
            var k = kind
            for _ in 0..<4 where k.parent != k { k = k.parent }
            XCTAssertEqual(k, kind.category, kind.name)
            XCTAssertEqual(swh_kind_parent(kind.rawValue), kind.parent.rawValue)
        }
        XCTAssertEqual(TokenKind.systemClass.parent, .systemType)
        XCTAssertEqual(swh_kind_parent(9999), UInt32(SWH_KIND_PLAIN))
    }

    func testDefaultOutputHasNoFinerKinds() throws {
        let source = "class A {} // MARK: x https://a.b\nlet a: A = print(1)"
        XCTAssertTrue(Highlighter.tokens(source).allSatisfy { $0.kind.rawValue < TokenKind.baseKindCount })
        XCTAssertFalse(try Highlighter.html(source).contains("swh-mark-comment"))
    }

    func testHTMLClassesAndSchemeFallback() throws {
        var options = HighlightOptions()
        options.xcodeKinds = true
        let html = try Highlighter.html("class A {} // MARK: x", options: options)
        XCTAssertTrue(html.contains("<span class=\"swh-type-declaration\">A</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"swh-mark-comment\">// MARK: x</span>"), html)
        options.scheme = .hljs
        let hljs = try Highlighter.html("class A {} // MARK: x", options: options)
        XCTAssertTrue(hljs.contains("<span class=\"hljs-type\">A</span>"), hljs)
        XCTAssertTrue(hljs.contains("<span class=\"hljs-comment\">// MARK: x</span>"), hljs)
        options.scheme = .native
        options.lineNumbers = true
        XCTAssertTrue(try Highlighter.html("let a = 1", options: options).contains("swh-other-declaration"))
    }

    func testCFlagAndProjectNamesField() {
        var opts = swh_options_t()
        swh_options_init(&opts)
        opts.flags = UInt32(SWH_FLAG_XCODE_KINDS)
        let source = "let s: Store; let t: String"
        XCTAssertEqual(cKinds(source, opts, "class Store\n", \.project_names, \.project_names_len),
                       [SWH_KIND_KEYWORD, SWH_KIND_OTHER_DECLARATION, SWH_KIND_CLASS, SWH_KIND_KEYWORD,
                        SWH_KIND_OTHER_DECLARATION, SWH_KIND_SYSTEM_TYPE].map(UInt32.init))
        // A length without bytes is refused.
        opts.project_names = nil
        opts.project_names_len = 3
        var out = swh_tokens_t()
        XCTAssertEqual(Array(source.utf8).withUnsafeBufferPointer { swh_tokenize($0.baseAddress, $0.count, &opts, &out) },
                       SWH_ERROR_INVALID_ARGUMENT)
    }

    func testHostileInputStaysLinearAndSafe() {
        let pieces = ["case ", "class ", "// http://", "/// - Parameter ", "`", "a://", "enum E { case a(", ",", "\u{FFFF}"]
        for piece in pieces {
            let source = String(repeating: piece, count: 20_000)
            let tokens = Highlighter.tokens(source, xcodeKinds: ProjectNames())
            for (a, b) in zip(tokens, tokens.dropFirst()) where a.end > b.start { return XCTFail("overlap in \(piece)") }
        }
    }
}

private extension Array where Element == UInt8 {
    var withLeadingBrace: [UInt8] { [UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "a"), UInt8(ascii: "\""), UInt8(ascii: ":")] + self }
}
