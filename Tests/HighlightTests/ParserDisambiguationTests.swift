import XCTest
@testable import Highlight

/// Places where Swift's parser decides what a token is by what surrounds it: a `/` that starts a
/// regex literal or is an operator, a `{` that opens a trailing closure, an accessor block or a
/// body, a `$` name, a `::` after a module name. Each test names its construct and the proposal
/// that brought it, and says who is the judge: every construct here is parsed by swift-syntax
/// 603, so the reference labeller (../shared/eval/oracle) is, and the expectations are its labels.
final class ParserDisambiguationTests: XCTestCase {
    // MARK: - SE-0354 regex literals

    /// Judge: the reference labeller. SE-0354: a `/` that is not bound to what precedes it (a line
    /// break or a space before) but bound to what follows (no space after) is a prefix operator,
    /// which cannot continue an expression, so it opens a regex literal when a closing `/` follows
    /// on its line, even after a line that ends in a value (`let g = 0\n/1 + 2/`).
    func testRegexLiteralAtTheStartOfALineAfterAValue_SE0354() {
        let builder = "let pair = Regex {\n    digit\n    /\\s*[+-]\\s*/\n    digit\n}"
        assertKinds(builder, [("Regex", .type), ("digit", .plain), ("/\\s*[+-]\\s*/", .regex), ("digit", .plain)])
        assertKinds("let total = 0\n/[a-z]+/.firstMatch(in: s)",
                    [("0", .number), ("/[a-z]+/", .regex), ("firstMatch", .function), ("s", .plain)])
        assertKinds("let count = s.count\n/\\w+/\nreturn count", [("count", .plain), ("count", .property), ("/\\w+/", .regex), ("return", .keyword)])
    }

    /// Judge: the reference labeller. A `/` with spaces on both sides, or none, after a value
    /// divides; so does a `/` starting a line when a space follows it or no `/` closes it there.
    func testDivisionAfterAValueIsNotARegexLiteral_SE0354() {
        assertKinds("let ratio = total / 2 / 3", [("total", .plain), ("/", .operator), ("2", .number), ("/", .operator), ("3", .number)])
        assertKinds("let half = total/2/3", [("total", .plain), ("2", .number), ("3", .number)])
        assertKinds("let spaced = total\n    / 2 / 4", [("total", .plain), ("/", .operator), ("2", .number), ("4", .number)])
        assertKinds("let x = a\n/b * 2", [("a", .plain), ("/", .operator), ("b", .plain), ("2", .number)])
    }

    // MARK: - Operators whose name contains `/`

    /// Judge: the reference labeller. After `operator` and `func` an operator name follows, never
    /// a regex literal (swift-syntax's lexer checks the keyword before the `/`); its uses with
    /// spaces on both sides are binary operators.
    func testOperatorNamesContainingASlash_SE0354() {
        assertKinds("infix operator /^/ : RatioPrecedence",
                    [("infix", .keyword), ("operator", .keyword), ("/^/", .operator), ("RatioPrecedence", .plain)])
        assertKinds("func /^/ (lhs: Int, rhs: Int) -> Int { lhs / rhs }",
                    [("func", .keyword), ("/^/", .operator), ("lhs", .plain), ("Int", .type), ("rhs", .plain)])
        assertKinds("prefix operator /-\nprefix func /- (value: Int) -> Int { -value / 2 }",
                    [("/-", .operator), ("/-", .operator), ("value", .plain), ("Int", .type), ("2", .number)])
        assertKinds("static func /^/ (lhs: Self, rhs: Self) -> Self { lhs }", [("/^/", .operator), ("lhs", .plain)])
        assertKinds("let c = a /^/ 2 /^/ 1", [("a", .plain), ("/^/", .operator), ("2", .number), ("/^/", .operator), ("1", .number)])
    }

    // MARK: - `$` names (macro expansions)

    /// Judge: the reference labeller. Macro expansions (SE-0382) declare names such as `$s…`; a `$`
    /// followed by characters that are not all digits is an identifier (swift-syntax's lexer),
    /// so names declared with it are labelled like any other: `func $f` is a function, `struct
    /// $Foo` a type; a call of one is a function (the uppercase rule looks at the `$`, which is no
    /// uppercase letter). `$0` stays plain.
    func testDeclaredNamesStartingWithADollarSign_SE0382() {
        assertKinds("func $counter() -> Counter { Counter() }", [("func", .keyword), ("$counter", .function), ("Counter", .type)])
        assertKinds("struct $ObservationTracking {\n    var count: Int\n}", [("$ObservationTracking", .type), ("count", .plain)])
        assertKinds("enum $State { case idle }", [("$State", .type), ("idle", .plain)])
        assertKinds("class $Box<T> {}", [("$Box", .type), ("T", .type)])
        assertKinds("let c = $counter()\nlet t = $ObservationTracking(count: 1)",
                    [("$counter", .function), ("$ObservationTracking", .function), ("count", .plain)])
        assertKinds("f($0, $1)\nlet v = $text\nx.$y", [("f", .function), ("$0", .plain), ("$1", .plain), ("$text", .plain), ("$y", .property)])
    }

    // MARK: - SE-0400 init accessors

    /// Judge: the reference labeller. After an initial value, a `{` whose first word (after
    /// attributes) is `init`, `willSet` or `didSet` opens the property's accessor block, not a
    /// trailing closure of the value, so `get` and `set` in it are accessors.
    func testAccessorBlockAfterAnInitialValue_SE0400() {
        let src = "var degrees: Double = 0 {\n    @storageRestrictions(initializes: radians)\n    init(initialValue) {\n        radians = initialValue * .pi / 180\n    }\n    get { radians * 180 / .pi }\n    set { radians = newValue * .pi / 180 }\n}"
        assertKinds(src, [("Double", .type), ("0", .number), ("@storageRestrictions", .attribute), ("init", .keyword),
                          ("initialValue", .plain), ("pi", .property), ("get", .keyword), ("set", .keyword)])
        assertKinds("var x: Int = 0 { init { } get { 1 } }", [("init", .keyword), ("get", .keyword)])
        // A literal takes no trailing closure: a `{` after it on its line is the accessor block.
        assertKinds("var y = 0 { get { 1 } }\nvar z = \"s\" { get { t } }", [("get", .keyword), ("get", .keyword)])
        assertKinds("var w = g\n{\n    willSet { }\n}", [("g", .plain), ("willSet", .keyword)])
        assertKinds("var volume = initial {\n    didSet { save(volume) }\n}", [("initial", .plain), ("didSet", .keyword), ("save", .function)])
        // A closure after the value stays a trailing closure.
        assertKinds("var handlers = make { get(1) }", [("make", .function), ("get", .function)])
    }

    // MARK: - Trailing closures in conditions

    /// Judge: the reference labeller. In an `if`, `guard`, `while` or `for` condition a `{` after a
    /// name opens the body, unless what follows the `{` is on its line and the balanced `{ … }` is
    /// followed by `{`, `,` or `where` (or, on the same line, an operator, `.`, `(`, `[`, `as`,
    /// `is`, `?`, `!`, `:`, `=`): then it is a trailing closure (swift-syntax's recovery).
    func testTrailingClosureInAConditionBeforeTheBody() {
        let src = "if let e = m.withLock { $0.first } {\n    print(e)\n}"
        assertKinds(src, [("withLock", .function), ("first", .property), ("print", .function)])
        assertKinds("while let x = q.withLock { $0.popLast() } {\n    use(x)\n}",
                    [("withLock", .function), ("popLast", .function), ("use", .function)])
        assertKinds("for n in xs.filter { $0 > 4 } {\n    print(n)\n}", [("filter", .function), ("4", .number), ("print", .function)])
        assertKinds("if m.withLock { $0.isEmpty }, ready {\n    go()\n}", [("withLock", .function), ("isEmpty", .property), ("go", .function)])
        // A `{` that opens the body: `else` follows the braces, or the body starts a new line.
        assertKinds("guard let last = items.withLock({ $0.last }) else { return }", [("withLock", .function), ("last", .property)])
        assertKinds("if let a = b {\n    c.d { $0 }\n}", [("b", .plain), ("d", .function)])
        assertKinds("if x == y { f() } else { g() }", [("y", .plain), ("f", .function), ("g", .function)])
    }

    // MARK: - SE-0491 module selectors

    /// Judge: the reference labeller (CATEGORIES-NOTES.md has the rule: the module name and `::`
    /// are plain, like a module name in `import`; the rest follows the normal rules).
    func testModuleSelector_SE0491() {
        assertKinds("Swift::print(x)", [("Swift", .plain), ("::", .plain), ("print", .function), ("x", .plain)])
        assertKinds("let n = Swift::Int(3)", [("Swift", .plain), ("Int", .type), ("3", .number)])
        assertKinds("let values: Swift::Array<Swift::Int> = []", [("Swift", .plain), ("Array", .type), ("Swift", .plain), ("Int", .type)])
        assertKinds("let s = values.reduce(0, Swift::max)", [("reduce", .function), ("Swift", .plain), ("max", .plain)])
        assertKinds("let u = Foundation::URL(string: s)", [("Foundation", .plain), ("URL", .type), ("string", .plain)])
        assertKinds("let y = x.Swift::count", [("x", .plain), ("Swift", .plain), ("count", .property)])
        assertKinds("@Swift::MainActor func f() {}", [("@", .attribute), ("Swift", .plain), ("MainActor", .attribute), ("f", .function)])
    }
}
