import XCTest
@testable import Highlight

/// Snippets with parts left out: one test per recovery rule, named after the construct left
/// unfinished. Each expectation is the category the reference labeller (swift-syntax 603,
/// ../shared/eval/oracle) gives to the same snippet; the code after the damage is labelled as it
/// would be without it wherever swift-syntax's parser recovers (Classification/Recovery.swift).
final class RecoveryTests: XCTestCase {
    // MARK: - Brackets left open

    func testCallLeftOpenEndsBeforeADeclaration() {
        // The parser looks for the `)` past `g()` and gives up at `struct`.
        assertKinds("f(1\ng()\nstruct S {}\nextension S {}",
                    [("f", .function), ("1", .number), ("g", .function), ("struct", .keyword), ("S", .type),
                     ("extension", .keyword), ("S", .type)])
        assertKinds("g(h(1\n  k()\nstruct T {}", [("g", .function), ("h", .function), ("k", .function), ("T", .type)])
    }

    func testSubscriptLeftOpenEndsBeforeADeclaration() {
        // `/]/` is a regex literal, as the compiler reads it, so the `[` stays open.
        assertKinds("let g = h[/]/2\nmethod(x)\nstruct S {}",
                    [("let", .keyword), ("/]/", .regex), ("2", .number), ("method", .function), ("struct", .keyword),
                     ("S", .type)])
    }

    func testCollectionLeftOpenEndsAtADeclarationKeyword() {
        assertKinds("let v = [1, 2\nvar body: some View { Text(\"\") }",
                    [("var", .keyword), ("body", .plain), ("some", .keyword), ("View", .type), ("Text", .type)])
        assertKinds("f(x\nvar body: some View { Text(\"\") }",
                    [("var", .keyword), ("body", .plain), ("some", .keyword), ("View", .type), ("Text", .type)])
    }

    func testKeywordThatStartsAnElementKeepsTheBracketOpen() {
        // `if` after `(` is an `if` expression; after a complete element, it ends the list.
        assertKinds("f(\n  if c { 1 } else { 2 }\n)\nlet v = [1, 2\nfor x in v { print(x) }",
                    [("f", .function), ("if", .keyword), ("c", .plain), ("else", .keyword), ("let", .keyword),
                     ("for", .keyword), ("in", .keyword), ("print", .function)])
    }

    func testCallCutAfterACommaEndsAtLetOrVar() {
        // No expression starts with `let` or `var`: the parser gives up on the arguments there,
        // after `,`, `(` or `[` as after a complete element; in a pattern they bind names.
        assertKinds("func t() {\n    XCTAssertEqual(decoded.value, \n\n    let encoded = try encoder.encode(decoded)\n    XCTAssertEqual(String(data: encoded)!, xmlString)\n}",
                    [("let", .keyword), ("encode", .function), ("XCTAssertEqual", .type), ("String", .type)])
        assertKinds("func u() {\n    let file = try Archive.MemoryFile(\n    var chars: [UInt8] = [0, 0, 0]\n    XCTAssertEqual(fread(&chars, 1, 2, file), 2)\n}",
                    [("var", .keyword), ("chars", .plain), ("UInt8", .type), ("XCTAssertEqual", .type), ("fread", .function)])
        assertKinds("switch v {\ncase .a(let x, let y): f(x, y)\ndefault: break\n}",
                    [("a", .property), ("let", .keyword), ("x", .plain), ("let", .keyword), ("y", .plain), ("f", .function)])
    }

    func testCloserOfAnotherKindEndsTheLookAhead() {
        // Looking for the `)` of `constrain(`, the parser breaks at the `]` (the first `)` on the
        // line closes the `(` opened there): the call ends before the next line.
        assertKinds("func t() {\n    p.constrain(result: X, linear\n    // 5a.\n    p.constrain(result: X, linearCombination: [(b, X1)])\n    let z = Foo()\n}",
                    [("constrain", .function), ("constrain", .function), ("X", .type), ("X1", .type), ("Foo", .type)])
        // `[\"` gives up at the `)`, which closes `.testTarget(`: `exclude: […]` is skipped.
        assertKinds("let p = Package(\n    targets: [\n        .testTarget(\n            name: \"T\",\n            dependencies: [\"\n            exclude: [\"a\", \"b\"]\n        )\n    ],\n    versions: [\n        .v5\n    ]\n)",
                    [("testTarget", .function), ("exclude", .plain), ("versions", .plain), ("v5", .property)])
    }

    func testParameterTypeBracketCutBeforeTheNextParameter() {
        // `[A` gives up at the `)`, which closes the parameters; they read `sequenceContext:` as
        // a parameter whose comma is missing.
        assertKinds("func render(\n        stack: [A\n        sequenceContext: MustacheSequenceContext?,\n        indentation: String?\n) -> Self {\n    return x\n}",
                    [("A", .type), ("sequenceContext", .plain), ("MustacheSequenceContext", .type), ("indentation", .plain),
                     ("String", .type), ("Self", .keyword)])
    }

    func testCallLeftOpenBeforeALabelledLineEndsThere() {
        // The `{` stops the look-ahead for `)`: the call ends after `R()`, and `schema:` then
        // labels a statement, which the parser skips to the end of its line, braces included.
        let src = "let api = M(\n    resolver: R()\n    schema: S {\n        T()\n    }\n)\nlet x = Y()"
        assertKinds(src, [("M", .type), ("R", .type), ("schema", .plain), ("S", .plain), ("T", .plain), ("let", .keyword),
                          ("Y", .type)])
        // Without the label, `S { … }` is a call with a trailing closure.
        assertKinds("let api = M(\n    resolver: R()\n    S {\n        T()\n    }\n)\nlet x = Y()",
                    [("S", .type), ("T", .type), ("Y", .type)])
    }

    func testClosingBracketFoundSkipsTheCodeBefore() {
        // The `)` comes before any keyword: `b c` is unexpected code, plain.
        assertKinds("f(a\n  b c)\nlet x = g()", [("f", .function), ("b", .plain), ("c", .plain), ("g", .function)])
    }

    func testCallLeftOpenBeforeManyLinesOfCallsEndsAtTheBlockEnd() {
        // The parser's look-ahead for `)` reads past 5 KB of calls (their brackets closed) to the
        // `}`, so it gives up on `A(`, and the calls after it are calls.
        let src = "func t() {\n    A(\n        B(\"x\"),\n        B(\"y\"\n    )\n"
            + String(repeating: "    C(\n        D.e(\"x\"),\n        D.e(\"y\")\n    )\n", count: 100) + "}\nstruct S {}"
        assertKinds(src, [("A", .type), ("B", .type), ("C", .type), ("D", .type), ("e", .function), ("S", .type)])
    }

    func testCollectionLeftOpenBeforeAParenthesisThatClosesNothingEndsThere() {
        // Looking for `]`, the parser's look-ahead stops at the `)` that `set(Int64(42)` leaves
        // over: the `[` is closed after `UInt8`, and the lines after it are statements.
        assertKinds("func t() {\n    var b = [UInt8\n    r.emit(into: &b)\n    m.set(Int64(42))\n    b.r(k: true)\n}",
                    [("UInt8", .type), ("emit", .function), ("set", .function), ("Int64", .type), ("r", .function)])
        // Inside a call, the call finds that `)`: the code up to it is skipped.
        assertKinds("func t() {\n    f([a\n    b.c(1)\n    d.e(2))\n    g.h(3)\n}",
                    [("f", .function), ("c", .plain), ("e", .plain), ("h", .function)])
    }

    func testSkippedCodeEndsAtTheCloserTheParserFinds() {
        // The parser skips `C(E<Int>()` up to the first `)` on its line, so the line's last `)`
        // closes `r(`, and the last `)` of the `D(` line closes `A(`.
        let src = "func t() {\n    A([1, 2].r(0,\n    B([1].r(0, +), [0, 1])\n    C(E<Int>().l.r(0, +), [0])\n\n"
            + "    D([1, 2].r(into: 0, +=), [0, 1])\n\n    F([1].r(into: 0, +=), [0, 1])\n}"
        assertKinds(src, [("A", .type), ("B", .type), ("C", .plain), ("E", .plain), ("D", .plain), ("F", .type),
                          ("r", .function)])
    }

    func testCallLeftOpenInAConditionalClauseEndsAtTheClauseEnd() {
        // The parser's code block ends at `#endif`, which its look-ahead for `)` never skips; a
        // bracket opened before the `#if` stays open across it (postfix `#if` members).
        let src = "func t() {\n  r {\n    X(p.l(\"a\"))\n#if !os(Windows)\n    X(!p.l(\"/local/bin\"\n#endif\n"
            + "    p.append(\"..\")\n    X(!p.l(\"l\"))\n  }\n}\nlet y = f(a\n#if X\n  .b\n#else\n  .c\n#endif\n)"
        assertKinds(src, [("#endif", .preprocessor), ("append", .function), ("X", .type), ("l", .function), ("f", .function),
                          ("b", .property), ("#else", .preprocessor), ("c", .property)])
    }

    func testTypeBracketsLeftOpenEndAtAKeyword() {
        assertKinds("var d: [String: Int\nvar e: String { \"\" }",
                    [("String", .type), ("Int", .type), ("var", .keyword), ("e", .plain), ("String", .type)])
    }

    func testAttributeArgumentsLeftOpenEndAtAKeyword() {
        assertKinds("@available(macOS 10.15\nextension E where T: P {}",
                    [("macOS", .keyword), ("extension", .keyword), ("E", .type), ("where", .keyword), ("T", .type),
                     ("P", .type)])
        assertKinds("@available(*, renamed: \"x\npublic func g() {}",
                    [("renamed", .keyword), ("\"x", .string), ("public", .keyword), ("func", .keyword), ("g", .function)])
    }

    func testTypeInBracketsLeftOpenEndsLikeAnArgumentList() {
        assertKinds("func f() {\n    var result: [Element\n    result.reserveCapacity(k)\n}",
                    [("Element", .type), ("result", .plain), ("reserveCapacity", .function), ("k", .plain)])
    }

    func testDeclarationAfterAnAttributeEndsAnArgumentList() {
        assertKinds("struct G {\n  static let c =\n    C(name: \"x\"\n\n  @OptionGroup()\n  var options: Options\n}",
                    [("C", .type), ("@OptionGroup", .attribute), ("var", .keyword), ("options", .plain), ("Options", .type)])
    }

    func testVariableDeclarationInACallLeftOpenEndsIt() {
        // Outside a pattern the parser never reads `let` or `var` as part of an argument: the
        // look-ahead for `)` stops at it even right after the `(`.
        assertKinds("func t() {\n    let a = A(\n    var b = a.c(capacity: 1024)\n\n    b.w(\n        m: m,\n        l: c.len\n    )\n"
                    + "    X(try c.e(1))\n}",
                    [("A", .type), ("var", .keyword), ("c", .function), ("w", .function), ("len", .property), ("X", .type),
                     ("e", .function)])
        assertKinds("struct S {\n    @available(macOS 2.4, *\n    package var r: H.C\n    var s: Int\n}",
                    [("package", .keyword), ("var", .keyword), ("r", .plain), ("H", .type), ("C", .type), ("Int", .type)])
        // In a condition, `let` binds: `c { 1 }` is no call.
        assertKinds("let v = f(\n    if let u = c { 1 } else { 2 }\n)", [("if", .keyword), ("let", .keyword), ("c", .plain), ("else", .keyword)])
    }

    func testTryAfterATypeLeftOpenInBracketsEndsIt() {
        // `try` cannot go on with `[String`: the look-ahead for `]` stops at the `{`, and the
        // line is a statement.
        assertKinds("func l() throws -> [String\n    try c.map { n -> String in\n        n.f()\n    }\n}\nlet x = f(1)",
                    [("String", .type), ("try", .keyword), ("map", .function), ("String", .type), ("f", .function)])
    }

    func testAwaitAfterACompleteElementIsReadLikeAName() {
        // `await` cannot go on with `1`: the parser looks for `)`, skipping up to the first `)` of
        // the line's call, then finds the line's last `)`.
        assertKinds("func t() {\n    b.y(1\n\n    await X(await i.next(), 1)\n\n    b.f()\n}",
                    [("y", .function), ("await", .plain), ("X", .plain), ("next", .plain), ("f", .function)])
    }

    func testKeywordLabelAfterACompleteElementEndsAnArgumentList() {
        // `default:` labels an argument only where an argument may start.
        assertKinds("switch c {\ncase 1:\n  e.append(c\n\ndefault:\n  e.append(c)\n}\nlet d = m[k, default: 0]",
                    [("append", .function), ("default", .keyword), ("append", .function), ("default", .plain), ("0", .number)])
    }

    func testKeywordAfterACompleteElementEndsAPatternLeftOpen() {
        // `try` cannot go on with `let mimeType`: the look-ahead for `)` meets `case` first, and
        // the case's body starts at `try` (its `:` is missing).
        let src = "switch self {\ncase .image(let data, let mimeType\n    try container.encode(data, forKey: .data)\n"
            + "case .audio(let data):\n    break\n}"
        assertKinds(src, [("try", .keyword), ("encode", .function), ("data", .plain), ("forKey", .plain), ("data", .property), ("case", .keyword), ("audio", .property)])
    }

    func testWhereAfterParametersLeftOpenStartsTheWhereClause() {
        let src = "public func assertJSON<T>(_ data: String?, line: UInt = #line\nwhere T: Codable & Equatable\n{\n}"
        assertKinds(src, [("where", .keyword), ("T", .type), ("Codable", .type), ("Equatable", .type)])
    }

    func testSelfAfterSubscriptParametersLeftOpenIsCode() {
        let src = "struct B {\n  public subscript(position: Index\n    self[_character: position]\n  }\n}"
        assertKinds(src, [("self", .keyword), ("_character", .plain), ("position", .plain)])
    }

    func testLowercaseFunctionParameterWithoutColonIsAName() {
        // Only an uppercase name reads as a parameter's type (`func f(Int)`); `text` is a name,
        // `self` on the next line its second name, and `= …` its default value.
        let src = "struct B {\n  func plainText(\n    text.plainText()\n  }\n  public init(stringInterpolat\n"
            + "    self = .text(text: String(stringInterpolation: stringInterpolation))\n  }\n}"
        assertKinds(src, [("text", .plain), ("plainText", .function), ("stringInterpolat", .plain), ("self", .keyword),
                          ("text", .function), ("String", .type)])
    }

    func testParameterClauseLeftOpenEndsLikeAnArgumentList() {
        assertKinds("struct S {\n  init(_ x: Iterat\n    side = Side(x)\n  }\n}",
                    [("init", .keyword), ("Iterat", .type), ("side", .plain), ("Side", .type), ("x", .plain)])
    }

    func testTypeInBracketsLeftOpenInAParameterEndsBeforeTheNextParameter() {
        // The parser gives up on the `[` at the `)` its look-ahead meets, and the parameter
        // clause reads `fileID` as the next parameter (its comma missing).
        assertKinds("public func w(\n  to r: [any IR\n  fileID: StaticString = #fileID,\n  line: UInt = #line\n) {\n}",
                    [("any", .keyword), ("IR", .type), ("fileID", .plain), ("StaticString", .type), ("#fileID", .macro),
                     ("line", .plain), ("UInt", .type)])
    }

    func testTypeInBracketsLeftOpenAfterAMetatypeOrBeforeAContextualWord() {
        // `Q.Type` is a complete type, and `file` is a name to the parser: the next parameter
        // starts at it all the same.
        assertKinds("public func Q(_ specs: [QuickSpec.Type\n    configurations: [Q.Type] = [],\n    testCases: [X]\n) -> Never {\n}",
                    [("Type", .keyword), ("configurations", .plain), ("Q", .type), ("testCases", .plain), ("X", .type)])
        assertKinds("func a(\n  _ source: String,\n  expected: [ClassificationSpec\n  file: StaticString = #filePath,\n  line: UInt = #line\n) {\n}",
                    [("file", .plain), ("StaticString", .type), ("line", .plain), ("UInt", .type)])
    }

    func testTupleTypeLeftOpenReadsTheNextLineAsItsNextElement() {
        // A name after a complete element of a tuple or function type starts the next element,
        // its comma missing: `o` and `buffer` are labels, what follows their `:` types.
        assertKinds("init(\n    c: (@Sendable (Channel) -> E<Void>\n    o: C.S\n) {\n    self.c = c\n}",
                    [("E", .type), ("Void", .type), ("o", .plain), ("C", .type), ("S", .type)])
        assertKinds("enum S {\n    case w(\n        task: Task<Void, Never>,\n        ups: ([Upstream]\n        buffer: Deque<[Element]>\n    )\n    case x\n}",
                    [("Upstream", .type), ("buffer", .plain), ("Deque", .type), ("Element", .type), ("x", .plain)])
    }

    func testParameterWithoutCommaOrTypeStartsANewParameter() {
        assertKinds("func z(\n  _ a:\n  _ b: B,\n  c: Boo\n  d: Bool = true) {}",
                    [("_", .keyword), ("a", .plain), ("_", .keyword), ("b", .plain), ("B", .type), ("c", .plain),
                     ("Boo", .type), ("d", .plain), ("Bool", .type), ("true", .keyword)])
    }

    func testKeywordAsParameterLabelKeepsTheClauseOpen() {
        assertKinds("func f(\n  while p: Bool, for q: Int) {}",
                    [("while", .plain), ("p", .plain), ("Bool", .type), ("for", .plain), ("q", .plain), ("Int", .type)])
    }

    // MARK: - Lines cut short

    func testDotAtLineEndHasNoMember() {
        assertKinds("func t() {\n  dc.\n  dc.second = 5\n}", [("dc", .plain), ("dc", .plain), ("second", .property)])
        assertKinds("let q = foo.\n    bar()", [("foo", .plain), ("bar", .function)])
    }

    func testTypeHeaderWithoutBraceReadsItsMembers() {
        assertKinds("enum Mode\n  case constant(Int)\n  case other\n}",
                    [("enum", .keyword), ("Mode", .type), ("case", .keyword), ("constant", .plain), ("Int", .type),
                     ("case", .keyword), ("other", .plain)])
    }

    func testGenericParametersCutEndAtTheLineEnd() {
        // The parser ends a generic clause at an element without `,` and takes `>` as missing:
        // the members and parameters that follow are read as such.
        assertKinds("public final class ServiceEntry<Se\n    fileprivate var actions: [Int] = []\n    public let serviceType: Any.Type\n}",
                    [("ServiceEntry", .type), ("var", .keyword), ("actions", .plain), ("Int", .type), ("let", .keyword),
                     ("serviceType", .plain)])
        assertKinds("enum PartialCompletion<Value, Fa\n    case finished\n    case failure(Failure)\n}",
                    [("case", .keyword), ("finished", .plain), ("failure", .plain), ("Failure", .type)])
        assertKinds("func encode<JSONEncoder: Postg\n    into byteBuffer: inout ByteBuffer,\n    context: Ctx<JSONEncoder>\n) {}",
                    [("into", .plain), ("byteBuffer", .plain), ("inout", .keyword), ("ByteBuffer", .type), ("context", .plain),
                     ("Ctx", .type)])
        // In an array type too: the `[` then gives up at the `}`.
        assertKinds("struct B {\n    static func f() -> [Component<Arguments\n        components\n    }\n    static func g() -> Int { 1 }\n}",
                    [("Component", .type), ("Arguments", .type), ("components", .plain), ("g", .function), ("Int", .type)])
    }

    func testFunctionNameWithoutParametersEndsTheDeclaration() {
        // No `(` after the name on its line: the next line is a new statement, so its first `(`
        // opens arguments, not parameters.
        assertKinds("func testSHA3_2\n    let input = \"abc\".data(using: .utf8)!\n    XCTAssertEqual(input, 2)\n}",
                    [("let", .keyword), ("input", .plain), ("data", .function), ("utf8", .property),
                     ("XCTAssertEqual", .type)])
    }

    func testEnumInheritanceCutBeforeACase() {
        // `case` cannot begin the type expected after `:` or `,`: the body's `{` is missing.
        assertKinds("enum CodingKeys: \n    case data\n    case errors\n}",
                    [("CodingKeys", .type), ("case", .keyword), ("data", .plain), ("case", .keyword), ("errors", .plain)])
        assertKinds("enum E: String,\n    case lines\n}", [("String", .type), ("lines", .plain)])
    }

    func testPropertyCutBeforeItsAccessorsReadsThem() {
        // In a type's body the parser reads `get`/`set`/`didSet` after a property as accessors
        // whose `{` is missing, up to the property's `}`; in a function's body `get {` is a call.
        assertKinds("struct S {\n    var http: DSLBen\n        get { UInt64(raw.st_gen) }\n        set { raw.st_gen = numericCast(newValue) }\n    }\n    let y = 2\n}",
                    [("get", .keyword), ("UInt64", .type), ("set", .keyword), ("numericCast", .function), ("let", .keyword),
                     ("y", .plain)])
        assertKinds("struct S {\n    private var _m\n        didSet {\n            f()\n        }\n    }\n}",
                    [("didSet", .keyword), ("f", .function)])
        assertKinds("func f() {\n    var q\n    get {\n    }\n}", [("get", .function)])
    }

    func testCaseLabelCutBeforeItsColonEndsAtTheLineEnd() {
        // The parser does not look past the line break for the `:`: the next line is the case's
        // first statement, so its calls are calls, not enum patterns.
        assertKinds("func f() {\n    switch x {\n    case .di\n        directiveDefs.append(def as! D)\n    case ETIMEDOU\n        self.unlock()\n    case .c(let y)\n        where y > 1:\n        h()\n    }\n}",
                    [("di", .property), ("append", .function), ("ETIMEDOU", .type), ("self", .keyword), ("unlock", .function),
                     ("c", .property), ("where", .keyword), ("h", .function)])
    }

    func testConditionCutBeforeAStatementKeywordEndsTheStatement() {
        // The look-ahead for the body's `{` stops at `var`: the body is missing, and
        // `l.filter { … }` is a call with a trailing closure. `else` and `in` go on with it.
        assertKinds("func t() {\n    if let l = fiel\n        var newL = l.filter { $0.messageType != messageType }\n    }\n    guard let x = y\n    else { return }\n    for a\n        in xs { g(a) }\n}",
                    [("var", .keyword), ("newL", .plain), ("filter", .function), ("messageType", .property), ("else", .keyword),
                     ("in", .keyword), ("g", .function)])
    }

    // MARK: - Strings and interpolations cut

    func testInterpolationCutInSingleLineStringEndsWithItsLine() {
        assertKinds("let s = \"a \\(b\nlet t = S()", [("\"a ", .string), ("b", .plain), ("let", .keyword), ("S", .type)])
    }

    func testInterpolationCutInSingleLineStringEndsWithItsLineWhateverIsOpenInIt() {
        let src = "func t() {\n    expectEqual(\"\\(String(refl\n\n    let c: BitSet = [23, 652]\n}"
        assertKinds(src, [("String", .type), ("let", .keyword), ("c", .plain), ("BitSet", .type), ("23", .number)])
    }

    func testInterpolationCutInMultilineStringEndsAtTheClosingDelimiter() {
        // The parser skips `more text` as unexpected code and reads `"""` as the string's end.
        let src = "let q = \"\"\"\n  SELECT * WHERE ON \\(bCondit\n  more text\n  \"\"\"\nfunc f() {}\nlet x = 1"
        assertKinds(src, [("bCondit", .plain), ("more", .plain), ("text", .plain), ("\"\"\"", .string), ("func", .keyword),
                          ("f", .function), ("let", .keyword), ("1", .number)])
    }

    func testInterpolationCutInMultilineStringEndsAtTheFirstClosingParenthesis() {
        // Keywords keep their kind and names are plain up to the first `)`, after which the string goes on.
        let src = "let q = \"\"\"\n  ON \\(bCondit\n  if let x = Foo.bar(1) \"s\"\n  more text\n  \"\"\"\nfunc f() {}"
        assertKinds(src, [("if", .keyword), ("let", .keyword), ("Foo", .plain), ("bar", .plain), ("1", .number),
                          (") \"s\"", .string), ("more text", .string), ("func", .keyword), ("f", .function)])
    }

    func testInterpolationCutInMultilineStringEndsAtTheNextBackslash() {
        let src = "let q = \"\"\"\n  A \\(x\n  more \\(y) tail\n  \"\"\"\nfunc f() {}"
        assertKinds(src, [("more", .plain), ("y", .plain), (" tail", .string), ("func", .keyword), ("f", .function)])
    }

    func testInterpolationCutAtANameAfterACompleteExpression() {
        // `The fuzzer`: a name cannot follow `The`, so the parser skips from it to the delimiter.
        let src = "let a = \"\"\"\n  Failed (at \\(file):\\(\n  The fuzzer does not fail, skipping test.\n  \"\"\"\nprint(a)"
        assertKinds(src, [("The", .type), ("fuzzer", .plain), ("test", .plain), ("\"\"\"", .string), ("print", .function)])
    }

    func testEmptyInterpolationCutBeforeALineThatCannotStartAnExpression() {
        let src = "let b = \"\"\"\n  \"file://\\(\n  @\\(plus)\n  \"file://\\($1)\"\n  \"\"\"\nfunc g() {}"
        assertKinds(src, [("@", .plain), ("\\(", .interpolation), ("plus", .plain), (")", .interpolation), ("\"file://\\(", .string),
                          ("\"\"\"", .string), ("func", .keyword), ("g", .function)])
    }

    func testMultilineDelimiterAfterACompleteExpressionEndsTheInterpolationInBrackets() {
        // `\"\"\"` cannot start a string after `output`: the parser gives up on `format(` and the
        // interpolation, and the delimiter closes the string.
        let src = "let m = \"\"\"\n  failed from \\(format(output\n  \"\"\",\n  from: original\nfunc g() {}"
        assertKinds(src, [("format", .function), ("output", .plain), ("\"\"\"", .string), ("from", .plain), ("original", .type),
                          ("func", .keyword), ("g", .function)])
    }

    func testMultilineDelimiterAfterADanglingDotEndsTheInterpolation() {
        // `e.` misses its member; `\"\"\"` cannot be one, and closes the string.
        let src = "var d: String {\n  m.map { e in\n    \"\"\"\n    named \\(e.value)\n    \"\\(e.\n    \"\"\"\n"
            + "  }.joined(separator: \"\\n\")\n}\nvar k: K { .failure }"
        assertKinds(src, [("joined", .function), ("separator", .plain), ("var", .keyword), ("K", .type), ("failure", .property)])
    }

    func testInterpolationContinuedOnTheNextLineIsNotCut() {
        // A member, an operator or a bracketed argument list may go on across lines.
        let src = "let q = \"\"\"\n  A \\(x +\n  y) tail\n  B \\(z\n  .map { $0 }) tail\n  C \\(foo(\n    a,\n    b))\n  \"\"\""
        assertKinds(src, [(") tail", .string), ("map", .function), (") tail", .string), ("foo", .function),
                          ("a", .plain), ("b", .plain)])
    }

    func testSingleQuotedStringIsAStringLiteral() {
        // Not Swift, but its lexer reads `'…'` as a string, with interpolations.
        assertKinds("let c = 'a'\nlet d = 'it\\(x.y)s'\nlet e = \"don't\"",
                    [("'a'", .string), ("'it", .string), ("y", .property), (")s'", .string), ("\"don't\"", .string)])
    }

    func testSingleQuoteAfterACutInterpolationEndsTheString() {
        // The parser skips the `'`, reads `\(z.w)` as more of the string, which ends at the
        // closing `'`; the next `"""` opens a new string.
        let src = "let q = \"\"\"\n  A \\(x.y\n  '\\(z.w)'\n  \"\"\"\nfunc f() {}"
        assertKinds(src, [("y", .property), ("'\\(", .string), ("w", .property), (")'", .string), ("func", .string)])
    }

    // MARK: - Declarations cut

    func testReturnAfterAVariableWithoutItsTypeStartsAStatement() {
        // `let (a, b):` has no type; `return` starts a new statement, so `.flatMap {` is a call.
        assertKinds("func f() {\n    let (a, b):\n      return base.index(index)\n        .flatMap { $0 }\n}",
                    [("return", .keyword), ("index", .function), ("flatMap", .function)])
    }

    func testBlockOfAPropertyLeftOpenIsAGetterUnlessAnAccessorStartsIt() {
        // Only `mutating`, `nonmutating`, `consuming`, `borrowing` go before an accessor: after
        // `package`, `init(` declares an initializer in the getter's body, with its parameters.
        let src = "struct D {\n  package var start: Int {\n      // ...\n\n  @usableFromInline\n  package init(\n"
            + "    _capacity capacity: Int,\n    contents: some Sequence<Element>\n  ) {\n  }\n}"
        assertKinds(src, [("init", .keyword), ("_capacity", .plain), ("capacity", .plain), ("Int", .type), ("some", .keyword),
                          ("Sequence", .type), ("Element", .type)])
    }

    // MARK: - Conditional compilation

    func testExtraClosingBraceInIfConfigClauseIsSkipped() {
        // The parser reads each clause as a list of its own: the second `}` is unexpected there,
        // so `g`'s body goes on after `#endif`, and `case c(Int)` is the enum's.
        let src = "enum E {\n  case a\n  func g() {\n    #if os(Linux)\n    if c {\n    }\n    }\n    #endif\n"
            + "    switch x {\n    case .b(let y): break\n    }\n  }\n  case c(Int)\n}"
        assertKinds(src, [("b", .property), ("case", .keyword), ("c", .plain), ("Int", .type)])
    }

    func testIfConfigClauseEndsWhatItLeftOpen() {
        // `f(a,` and `if c {` end with their clauses.
        let src = "enum E {\n  func g() {\n    #if os(Linux)\n    f(a,\n    #else\n    if c {\n    #endif\n  }\n  case c(Int)\n}"
        assertKinds(src, [("f", .function), ("if", .keyword), ("case", .keyword), ("c", .plain), ("Int", .type)])
    }

    // MARK: - Elided blocks

    func testCaseInATypeBodyLeftOpenDeclaresAnEnumCase() {
        // The struct's `}` is elided with its body: its enum's cases follow in the struct's body,
        // where the parser reads `case` as an enum case declaration too.
        assertKinds("private enum Chapter {\n    struct Content {\n        // ...\n\n    case intro(Content)\n    case body(Content)\n}",
                    [("case", .keyword), ("intro", .plain), ("Content", .type), ("body", .plain)])
        assertKinds("class C {\n    func f() {}\n    case c(Int)\n}", [("case", .keyword), ("c", .plain), ("Int", .type)])
    }

    func testBlockLeftOpenInAConditionalClauseEndsAtTheClauseEnd() {
        // The innermost `if`'s `}` is elided: `#endif` ends the blocks the clause left open, so
        // the getter ends at its own `}` and `set` starts the next accessor.
        let src = "public var d: T {\n  get {\n    #if canImport(Testing)\n      if let t = T.current {\n        for tr in t.traits {\n"
            + "          if let d = tr.c {\n              // ...\n        }\n      }\n    #endif\n    return x\n  }\n  set {\n"
            + "    x = newValue\n  }\n}"
        assertKinds(src, [("#endif", .preprocessor), ("return", .keyword), ("set", .keyword), ("newValue", .plain)])
    }

    // MARK: - Modifiers on their own line

    func testIsolatedModifierBeforeADeclarationOnALaterLine() {
        assertKinds("actor B {\n  isolated\n  deinit {}\n}", [("isolated", .keyword), ("deinit", .keyword)])
        assertKinds("isolated nonisolated func k() {}", [("isolated", .keyword), ("nonisolated", .keyword), ("func", .keyword)])
        assertKinds("nonisolated\nisolated deinit {}", [("nonisolated", .keyword), ("isolated", .keyword), ("deinit", .keyword)])
    }
}
