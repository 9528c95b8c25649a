import XCTest
@testable import Highlight

/// One test per classification rule of the tokenizer, named after the Swift construct. Each
/// expectation is the category the reference labeller (swift-syntax, ../shared/eval/oracle) gives,
/// except in `testReferenceIsWrong…` tests, which document where we deliberately differ.
final class ClassificationRuleTests: XCTestCase {
    // MARK: - Declarations

    func testOperatorFunctionDeclarationNameIsPlainAndItsSignatureIsTyped() {
        let src = "static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x }"
        expect(src, "==", .plain)
        expect(src, "lhs", .plain)
        expect(src, "Bool", .type)
        expect(src, "x", .property)
        expect("func ** (base: Double, power: Double) -> Double { pow(base, power) }", "Double", .type)
    }

    func testOperatorFunctionAfterOperatorDeclarations() {
        let src = "prefix operator √\n\nfunc ** (base: Double, power: Double) -> Double { 1 }\nextension A {}"
        expect(src, "Double", .type)
        expect(src, "extension", .keyword)
        expect("prefix operator /\n\nextension AnyCasePath {}", "extension", .keyword)
        expect("prefix operator /\n\nextension AnyCasePath {}", "AnyCasePath", .type)
    }

    func testTupleTypeElementLabelsArePlain() {
        let src = "func split() -> (head: T, tail: T) {}"
        expect(src, "head", .plain)
        expect(src, "tail", .plain)
        expect(src, "T", .type)
        expect("var options: [(option: any ChannelOption, value: any Sendable)] = []", "value", .plain)
        expect("var s: (inserted: InsertionSuccess, returned: T)?", "returned", .plain)
    }

    func testOpaqueAndExistentialTypeWithTheConstraintOnTheNextLine() {
        assertKinds("func f() -> (factory: any P, service: some\n    Service)\nfunc g(x: any\n  Sequence<Int>) {}",
                    [("any", .keyword), ("P", .type), ("service", .plain), ("some", .keyword), ("Service", .type),
                     ("any", .keyword), ("Sequence", .type), ("Int", .type)])
    }

    func testFunctionTypeParameterNamesArePlain() {
        let src = "var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String"
        expect(src, "_", .keyword)
        expect(src, "currentFilePath", .plain)
        expect(src, "failedFilePath", .plain)
        expect(src, "String", .type)
    }

    func testFailableInitializerParameters() {
        let src = "internal init?(_ caddr: ifaddrs) {}"
        expect(src, "caddr", .plain)
        expect(src, "ifaddrs", .type)
    }

    func testInitAccessorNamesItsParameter() {
        let src = "var diff: Int {\n  @storageRestrictions(initializes: diffV2)\n  init(diff) { }\n  get { 0 }\n}"
        expect(src, "init", .keyword)
        expect(src, "diff", occurrence: 2, .plain)
        expect(src, "get", .keyword)
    }

    func testTypeContinuesOnTheNextLine() {
        let src = "private let f:\n    @convention(c) (CInt, socklen_t) -> Int = g"
        expect(src, "socklen_t", .type)
        let arrow = "func setUp() throws(Errno) ->\n    (params: io_uring_params, fd: Int32) {}"
        expect(arrow, "params", .plain)
        expect(arrow, "io_uring_params", .type)
    }

    func testAccessorBlockOnTheLineAfterTheType() {
        let src = "public static var configuration: Configuration\n{\n    get { _configuration }\n    set { _configuration = newValue }\n}"
        expect(src, "get", .keyword)
        expect(src, "set", .keyword)
    }

    func testGenericArgumentsOfMemberTypes() {
        let src = "public var substring: Conversions.Map<Self, Conversions.UnicodeScalarViewToSubstring> { x }"
        expect(src, "Conversions", occurrence: 2, .type)
        expect(src, "UnicodeScalarViewToSubstring", .type)
    }

    func testSameTypeRequirementRightSideIsAType() {
        let src = "extension Gen where Value == simd_quatf {}"
        expect(src, "Value", .type)
        expect(src, "simd_quatf", .type)
    }

    func testMacroRoleExtensionIsNotADeclaration() {
        let src = "@attached(extension, conformances: CasePathable, CasePathIterable)\nmacro M() = #externalMacro(module: \"A\", type: \"B\")"
        expect(src, "extension", .plain)
        expect(src, "conformances", .plain)
        expect(src, "CasePathable", .type)
    }

    // MARK: - Bindings and patterns

    func testTuplePatternIsNotADeclaredName() {
        let src = "let (data, response) = try await session.data(for: request)"
        expect(src, "await", .keyword)
        expect(src, "data", occurrence: 2, .function)
        expect("let (stream, cont) = AsyncStream.makeStream(of: Int.self)", "AsyncStream", .type)
        expect("let (inserted, _) = try insert(db) { }", "insert", .function)
    }

    func testWildcardBinding() {
        let src = "let _ = await iterator.next()"
        expect(src, "_", .keyword)
        expect(src, "await", .keyword)
    }

    func testConditionCommaEndsOptionalBinding() {
        expect("while let c = slice.last, !isSeparator(c) { }", "isSeparator", .function)
        expect("if let expiry = secretExpiresAt, Date() >= expiry { }", "Date", .type)
        expect("guard let s = self.first, p(s) else { return nil }", "p", .function)
    }

    func testPatternEndsAtAssignment() {
        let src = "if case .body = self.unwrapInboundIn(data) { }"
        expect(src, "body", .property)
        expect(src, "unwrapInboundIn", .function)
        let multiline = "if case .failed(let code, _) = error,\n    (400..<500).contains(code)\n{ }"
        expect(multiline, "contains", .function)
    }

    func testNamesAfterEnumCasePatternsAreNotBindings() {
        let src = "switch self {\ncase let .some(wrapped):\n    return try represent(wrapped)\n}"
        expect(src, "some", .property)
        expect(src, "represent", .function)
    }

    func testNestedEnumCasePatternsInTuples() {
        let src = "switch (lhs, rhs) {\ncase (.cancelled(let a), .cancelled(let b)):\n    return a == b\ncase let (.element(x), .separator(next: y)):\n    return x < y\n}"
        expect(src, "cancelled", .property)
        expect(src, "cancelled", occurrence: 2, .property)
        expect(src, "element", .property)
        expect(src, "separator", .property)
    }

    func testBoundNamesInPatternsArePlainEvenWhenUppercase() {
        expect("switch r {\ncase .valid(let ValidatedChain):\n    break\n}", "ValidatedChain", .plain)
    }

    func testQualifiedEnumCasePatternAfterLet() {
        let src = "guard case let DecodingError.dataCorrupted(ctx) = error else { return }"
        expect(src, "DecodingError", .type)
        expect(src, "dataCorrupted", .property)
        expect("do { } catch let ParsingError.failed(reason, context) { }", "ParsingError", .type)
    }

    func testTypeCastPatternEndsAtTheColon() {
        let src = "switch T.self {\ncase is Date.Type: value = try decode(Date.self) as! T\ndefault: break\n}"
        expect(src, "Type", .keyword)
        expect(src, "value", .plain)
        expect("switch t {\ncase is Bool.Type: object.compactMapValues { $0 } as? [String: T]\ndefault: break\n}", "object", .plain)
    }

    func testCastInsideDictionaryLiteralEndsAtTheColon() {
        let src = "let options = [kSecImportExportPassphrase as String: password]"
        expect(src, "String", .type)
        expect(src, "password", .plain)
    }

    func testLogicalAndNilCoalescingEndTypeCasts() {
        let src = "return arg.type is GraphQLNonNull && arg.defaultValue == nil"
        expect(src, "arg", occurrence: 2, .plain)
        expect(src, "defaultValue", .property)
        let coalesce = "let e = error as? MCPError ?? MCPError.internalError(error.localizedDescription)"
        expect(coalesce, "MCPError", occurrence: 2, .type)
        expect(coalesce, "internalError", .function)
        expect(coalesce, "error", occurrence: 2, .plain)
        expect(coalesce, "localizedDescription", .property)
        expect("let x: Int?? = nil", "Int", .type)
    }

    // MARK: - Statements

    func testStatementLabelsArePlain() {
        let src = "Loop: while true {\n  FindLo: do {\n    break FindLo\n  }\n  continue Loop\n}"
        expect(src, "Loop", .plain)
        expect(src, "FindLo", .plain)
        expect(src, "FindLo", occurrence: 2, .plain)
        expect(src, "Loop", occurrence: 2, .plain)
        expect(src, "break", .keyword)
    }

    func testYieldInReadAndModifyAccessors() {
        let src = "var x: Int {\n  _read { yield base[i] }\n  _modify { yield &base[i] }\n}"
        expect(src, "yield", .keyword)
        expect(src, "yield", occurrence: 2, .keyword)
        expect("continuation.yield(1)", "yield", .function)
        expect("func f() {\n  yield(x)\n}", "yield", .function)
    }

    func testMultipleTrailingClosureLabels() {
        let src = "try await run {\n  work()\n} throws: { error in\n  print(error)\n} onCancel: {\n}"
        expect(src, "throws", .plain)
        expect(src, "onCancel", .plain)
    }

    // MARK: - Calls and trailing closures

    func testTrailingClosureOnTheNextLine() {
        let src = "Star.query(on: db)\n    .first()\n    .flatMapWithEventLoop\n    { sun, loop in\n        loop.next()\n    }"
        expect(src, "flatMapWithEventLoop", .function)
    }

    func testTrailingClosureInAStoredPropertyInitializer() {
        let src = "struct S {\n  static let curl = Snapshotting.lines.pullback { (r: URLRequest) in r }\n  static let x: [String] =\n    UnsafeBufferPointer(start: p, count: n).compactMap { $0 }\n}"
        expect(src, "pullback", .function)
        expect(src, "compactMap", .function)
        expect("struct S {\n  static let letters = Gen<Character?>\n    .element(of: chars)\n    .map { $0! }\n}", "map", .function)
    }

    func testClosureStartingWithAnAttributeIsNotAnAccessorBlock() {
        let src = "let f = { @Sendable (channel: Channel) -> Future in\n    initializer(channel).flatMap { g(channel) }\n}"
        expect(src, "flatMap", .function)
    }

    func testClosureCallingAFunctionNamedLikeAnAccessor() {
        let src = "let count = bytes.withUnsafeMutableBytes {\n    read(fd, $0.baseAddress, n)\n}"
        expect(src, "read", .function)
    }

    func testVariableNamedLikeAnAccessorInAConditionBody() {
        let src = "if var set = map[key] {\n    set.remove(key)\n    if set.isEmpty { }\n}"
        expect(src, "set", occurrence: 2, .plain)
        expect(src, "remove", .function)
    }

    func testPropertyObserversAfterAnInitializerAreNotATrailingClosure() {
        let src = "var volume = initial {\n    didSet { print(volume) }\n}"
        expect(src, "initial", .plain)
        expect(src, "didSet", .keyword)
    }

    func testModifiedAccessors() {
        let src = "var components: View {\n    __consuming get { View(self) }\n    _modify { yield &v }\n}"
        expect(src, "__consuming", .keyword)
        expect(src, "get", .keyword)
        expect(src, "_modify", .keyword)
    }

    func testCompoundNamesKeepKeywordLabels() {
        let src = "let m = properties.compactMapValues(sampleValue(for:))"
        expect(src, "sampleValue", .function)
        expect(src, "for", .keyword)
        expect("f(for: x)", "for", .plain)
        expect("#selector(tableView(_:cellForRowAt:))", "cellForRowAt", .plain)
    }

    // MARK: - Contextual keywords

    func testIsolatedAndSendingBeforeParenthesizedOrAttributedTypes() {
        let src = "func h(isolation actor: isolated (any Actor)?, f: sending @escaping () -> Void, v: sending [String: Int]) {}"
        expect(src, "isolated", .keyword)
        expect(src, "sending", .keyword)
        expect(src, "sending", occurrence: 2, .keyword)
    }

    func testNonisolatedNonsending() {
        let src = "public nonisolated(nonsending) func send() {}"
        expect(src, "nonisolated", .keyword)
        expect(src, "nonsending", .keyword)
        let type = "func run(_ operation: nonisolated(nonsending) () async throws -> R) {}"
        expect(type, "nonisolated", .keyword)
        expect(type, "nonsending", .keyword)
        expect("struct AsyncIterator: nonisolated AsyncIteratorProtocol {}", "nonisolated", .keyword)
    }

    func testLifetimeDependenceSpecifiers() {
        let src = "@_lifetime(borrow self)\n@_lifetime(copy self)\nfunc f() {}"
        expect(src, "borrow", .keyword)
        expect(src, "copy", .keyword)
        expect("let borrow = 1", "borrow", .plain)
    }

    func testAsyncAsClosureParameterName() {
        expect(".map { async in async.run() }", "async", .plain)
        expect("zip(a, b).forEach { idx, async in }", "async", .plain)
        expect("app.test(.GET, \"/\") { res async in }", "async", .keyword)
    }

    func testUnsafeExpressionBeforeArrayType() {
        let src = "return unsafe mac.finalize().withUnsafeBytes { unsafe [UInt8]($0) }"
        expect(src, "unsafe", .keyword)
        expect(src, "unsafe", occurrence: 2, .keyword)
    }

    func testPackExpansionInExpressions() {
        let src = "func all<each T>(_ values: repeat each T) -> (repeat each T) {\n    return (repeat each values)\n}"
        expect(src, "T", .type)
        expect(src, "T", occurrence: 2, .type)
        expect(src, "values", occurrence: 2, .plain)
        expect(src, "each", occurrence: 4, .keyword)
    }

    func testSelfAsAnImplicitMemberIsAKeyword() {
        expect("switch k {\ncase .Self: break\ncase .self: break\n}", "Self", .keyword)
    }

    // MARK: - Members and identifiers

    func testKeyPathTupleElements() {
        let src = "let names = pairs.map(\\.0)\nlet x = spans.map(\\.0.operationName)"
        expect(src, "0", .property)
        expect(src, "operationName", .property)
    }

    func testDollarInsideIdentifiers() {
        let src = "let _$observationRegistrar = ObservationRegistrar()"
        expect(src, "_$observationRegistrar", .plain)
        expect(src, "ObservationRegistrar", .type)
    }

    // MARK: - Fragments

    func testEditorPlaceholdersArePlain() {
        let src = "let cell = tableView.dequeue(withIdentifier: <#identifier#>, for: indexPath)\n<#code#>"
        expect(src, "<#identifier#>", .plain)
        expect(src, "<#code#>", .plain)
        expect(src, "indexPath", .plain)
    }

    // MARK: - Strings

    func testRawStringHoldingOneQuoteIsSingleLine() {
        let src = "let q = #\"\"\"#\nlet y = 1"
        expect(src, "#\"\"\"#", .string)
        expect(src, "let", occurrence: 2, .keyword)
        expect(src, "1", .number)
    }

    func testLineContinuationInMultilineStringIsPlain() {
        let src = "let s = \"\"\"\n    one \\\n    two\n    \"\"\""
        expect(src, "\\", .plain)
        expect(src, "one", .string)
        expect(src, "two", .string)
    }

    // MARK: - Patterns, bindings and closures (second pass)

    func testArrayLiteralInAPatternIsAnExpression() {
        let src = "if case .token(choices: [.token(.colon)], _, _) = kind { }"
        expect(src, "token", .property)
        expect(src, "token", occurrence: 2, .function)
        expect(src, "colon", .property)
    }

    func testNamesBoundByLetPatternsArePlainEvenWhenUppercase() {
        expect("switch p {\ncase let .pkcs1_oaep(Digest):\n    break\n}", "Digest", .plain)
        let tuple = "let (YY, MM, DD) = gregorian(seconds)"
        expect(tuple, "YY", .plain)
        expect(tuple, "DD", .plain)
        expect(tuple, "gregorian", .function)
        let labeled = "for (key: selector, value: relations) in newRelations { }"
        expect(labeled, "key", .plain)
        expect(labeled, "selector", .plain)
        expect("switch x {\ncase .number(let value as T):\n    break\n}", "T", .type)
        expect("switch x {\ncase let .slice(from: start, to: end):\n    break\n}", "start", .plain)
    }

    func testTypeAnnotationOfALoopPattern() {
        let src = "for (x, p): (BigInt, BigInt) in pairs { }"
        expect(src, "BigInt", .type)
        expect(src, "BigInt", occurrence: 2, .type)
        expect(src, "pairs", .plain)
    }

    func testModifierWordsOnlyModifyAtADeclarationStart() {
        expect("func f() -> Bool {\n    return required\n}\nvar x = 1", "required", .plain)
        expect("private let sysOpen: @convention(c) (CInt) -> CInt = open\nfunc g() {}", "open", .plain)
        let attributed = "@available(*, deprecated) final class Test: Base {}"
        expect(attributed, "final", .keyword)
        expect(attributed, "class", .keyword)
    }

    func testWildcardLabelOfATrailingClosure() {
        expect("try await f {\n} _: { _ in\n}", "_", .keyword)
    }

    func testActorAsAClosureParameter() {
        let src = "self.assumeIsolated { actor in\n    actor.counter += 1\n}"
        expect(src, "actor", .plain)
        expect(src, "actor", occurrence: 2, .plain)
        expect(src, "counter", .property)
        expect("actor Counter {}", "actor", .keyword)
    }

    func testExtensionOfALowercaseNestedType() {
        let src = "nonisolated extension Outer.classMessage: SwiftProtobuf.Message {}"
        expect(src, "classMessage", .type)
        expect(src, "Message", .type)
    }

    func testInlineArrayType() {
        let src = "var fds: [2 of CInt] = [-1, -1]"
        expect(src, "of", .keyword)
        expect(src, "CInt", .type)
    }

    func testCaseLabelWithAWhereClauseEndsAtItsColon() {
        let src = "switch box {\ncase let x as Keyed where x.element is NullBox:\n    keyedBox = KeyedBox(x)\ndefault: break\n}"
        expect(src, "NullBox", .type)
        expect(src, "keyedBox", .plain)
        let list = "switch b {\ncase 0x74 where f.contains(.gc),\n    .some(0x6A...0x6E) where f.contains(.gc):\n    break\ndefault: break\n}"
        expect(list, "some", .property)
        expect(list, "contains", occurrence: 2, .function)
    }

    func testAsyncAfterAWildcardClosureParameter() {
        expect("connect(onUpgrade: { _ async in })", "async", .keyword)
    }

    func testValueGenericParameter() {
        let src = "func read<\n    let count: Int,\n    T: FixedWidthInteger\n>() {}"
        expect(src, "count", .type)
        expect(src, "Int", .type)
    }

    func testClosureParameterNamesArePlain() {
        let paren = "f.always { (Int) -> Void in }"
        expect(paren, "Int", .plain)
        expect(paren, "Void", .type)
        expect("try a.assertRegister { selectable, event, Registration in }", "Registration", .plain)
        let arrow = "decode(\"{}\") { MessageTestType -> Bool in true }"
        expect(arrow, "MessageTestType", .plain)
        expect(arrow, "Bool", .type)
        let typed = "let f = { (x: Int, y) -> Bool in x > y }"
        expect(typed, "Int", .type)
        expect(typed, "y", .plain)
        expect("for x in xs { for y in ys { } }", "ys", .plain)
    }

    func testIsolatedParameterWithoutASpace() {
        expect("func f(isolation: isolated(any Actor)? = #isolation) {}", "isolated", .keyword)
    }

    // MARK: - Code the parser skips (fragments of larger code)

    func testUnexpectedLabelAtAStatementStartSkipsTheRestOfTheLine() {
        let src = "dependencies: [\n    .package(url: \"x\", from: \"1.0.0\")\n]\nbar(c)\nlet a = Foo(b)"
        expect(src, "dependencies", .plain)
        expect(src, "package", .plain)
        expect(src, "\"x\"", .string)
        expect(src, "bar", .function)
        expect(src, "Foo", .type)
        let line = "// Development\npollInterval: .seconds(1)\nnext(x)"
        expect(line, "seconds", .plain)
        expect(line, "next", .function)
        expect("func f() {\n  deps: [\n    .p(q)\n  ]\n  g(h)\n}", "p", .plain)
        expect("traits: [\n    .default(enabledTraits: []),\n]", "default", .keyword)
    }

    func testLabelsThatAreNotSkipped() {
        expect("outer: for x in xs { }", "for", .keyword)
        expect("task {\n} onCancel: {\n    cancel(id: id)\n}", "cancel", .function)
        expect("struct S {\n  foo: Int = bar(x)\n}", "Int", .type)
    }

    func testMissingCommaInAnArgumentListSkipsToItsClosingBracket() {
        let src = "f(\n  a: 1\n  b: X(2), c: Z(3)\n)\ng(Y)"
        expect(src, "X", .plain)
        expect(src, "Z", .plain)
        expect(src, "g", .function)
        expect(src, "Y", .type)
        let ellipsis = "let package = Package(\n    ...\n    dependencies: [\n        .package(url: \"x\")\n    ],\n    ...\n)\nlet a = B(c)"
        expect(ellipsis, "Package", .type)
        expect(ellipsis, "package", occurrence: 2, .plain)
        expect(ellipsis, "B", .type)
        expect("let w = [\n  A(1),\n  ...\n  B(2)\n]", "B", .plain)
    }

    func testArgumentListsThatAreNotSkipped() {
        expect("foo(a: 1, b: X(2))", "X", .type)
        expect("let v = T(..., x: Y(z))", "Y", .type)
        expect("enum E {\n  case custom((_ decoder: Decoder) throws -> Date)\n}", "Decoder", .type)
        let trailing = "XCTAssertNoThrow(try f() { c in\n    c.x()\n} configurator: { c in\n    c.pipeline.add(r)\n})"
        expect(trailing, "pipeline", .property)
        expect(trailing, "add", .function)
    }

    // MARK: - Where the reference is wrong

    /// CATEGORIES.md: implicit members are `property` "also in `case .foo:` patterns", and
    /// CATEGORIES-NOTES.md: "Enum-case patterns are not calls". The oracle labels the case name
    /// `function` when the pattern is wrapped in an optional pattern (`.foo(let v)?`), because
    /// its pattern check does not climb through the `?`. We keep `property`.
    func testReferenceIsWrongOptionalEnumCasePatternIsAProperty() {
        expect("if case .oneofGroup(let v)? = msg.o { }", "oneofGroup", .property)
        expect("switch o {\ncase .oneofInt32(let v)?: break\ndefault: break\n}", "oneofInt32", .property)
    }

    // MARK: - Helper

    /// Asserts that the `occurrence`-th occurrence of `text` in `source` has the category of
    /// `kind`: every byte covered by tokens of that category, or, for `.plain`, by no token of
    /// another category.
    private func expect(_ source: String, _ text: String, occurrence: Int = 1, _ kind: TokenKind,
                        file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(source.utf8)
        let needle = Array(text.utf8)
        var found = 0
        var at = -1
        var k = 0
        while k + needle.count <= bytes.count {
            if Array(bytes[k..<(k + needle.count)]) == needle && isWholeWord(bytes, k, needle.count) {
                found += 1
                if found == occurrence { at = k; break }
            }
            k += 1
        }
        guard at >= 0 else {
            XCTFail("occurrence \(occurrence) of \"\(text)\" not found", file: file, line: line)
            return
        }
        let tokens = Highlighter.tokens(source)
        var categories: [TokenKind] = Array(repeating: .plain, count: needle.count)
        for t in tokens where t.end > at && t.start < at + needle.count {
            for b in max(t.start, at)..<min(t.end, at + needle.count) { categories[b - at] = t.kind.category }
        }
        let want = kind.category
        let got = Set(categories)
        XCTAssertTrue(got == [want], "\"\(text)\" (#\(occurrence)) should be \(want.name), got \(got.map(\.name).sorted())",
                      file: file, line: line)
    }

    /// A needle of identifier characters matches whole words only.
    private func isWholeWord(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Bool {
        func word(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
        }
        guard word(bytes[at]) && word(bytes[at + count - 1]) else { return true }
        let before = at == 0 || !word(bytes[at - 1])
        let after = at + count == bytes.count || !word(bytes[at + count])
        return before && after
    }
}
