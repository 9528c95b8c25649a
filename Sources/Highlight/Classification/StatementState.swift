/// The state of the statement being read inside one frame: what it declares, what the next
/// name is, and whether names are read as types, patterns, conditions or parameters. The
/// innermost frame's is `ClassifierState.statement`; each open frame saves its enclosing one.

/// What the statement being read declares, when it is a declaration.
enum DeclarationState: UInt8 {
    case none
    /// After `struct`/`class`/`enum`/`protocol`/`actor`/`extension`, until its `{`.
    case typeHeader
    /// After `enum`, until its `{`.
    case enumHeader
    /// After `func`/`init`/`subscript`/`macro`, until its body.
    case functionHeader
    /// After `subscript`, until its body (accessors may follow).
    case subscriptHeader
    /// After `var`/`let`, before any `=`.
    case variable
    /// After `var x … =`.
    case variableInitializer
    /// After `case` in an enum body.
    case enumCase
    /// After `typealias`/`associatedtype`.
    case typeAlias
    /// An `import` line. (This and the cases after it have words of their own: keep them last.)
    case importLine
    /// An `operator` declaration line.
    case operatorLine
    /// After `precedencegroup`, until its `{`.
    case precedenceHeader
}

/// What the next name is, when a declaration keyword announced it.
enum DeclaredName: UInt8 {
    case none, function, type, plain
}

/// The statement state inside one frame. Packed into three bytes (two enums and a bit set),
/// since it is copied on every bracket.
struct StatementState: Equatable {
    var declaration: DeclarationState = .none
    var declaredName: DeclaredName = .none
    private var bits: UInt8 = 0

    @inline(__always) private func bit(_ b: UInt8) -> Bool { bits & b != 0 }
    @inline(__always) private mutating func set(_ b: UInt8, _ on: Bool) { bits = on ? bits | b : bits & ~b }
    /// In a `case` label or a condition (`caseLabel || condition`, one test at each line break).
    var inLabelOrCondition: Bool { @inline(__always) get { bits & 17 != 0 } }
    /// The state a `(` of arguments starts with inside this one: a fresh state that keeps
    /// `pattern`, `binding` and `closureSignature`.
    var carriedIntoArguments: StatementState {
        @inline(__always) get {
            var s = StatementState()
            s.bits = bits & (2 | 32 | 64)
            return s
        }
    }
    /// Nothing for a line break to end: no declaration, no type, no `case` label, no condition
    /// (`declaration == .none && !typeMode && !inLabelOrCondition`, in two tests).
    var restsAtLineBreak: Bool { @inline(__always) get { declaration == .none && bits & 21 == 0 } }

    /// In the condition of `if`/`guard`/`while`/`switch`/`for`/`catch`: a `{` at this level
    /// opens the body, so `name {` is not a call.
    var condition: Bool { @inline(__always) get { bit(1) } set { set(1, newValue) } }
    /// In a `case`/`catch` pattern: `.name(…)` is an enum pattern, not a call.
    var pattern: Bool { @inline(__always) get { bit(2) } set { set(2, newValue) } }
    /// Names read now are types (after `:` in a declaration, `->`, `as`, `is`, `some`, …).
    var typeMode: Bool { @inline(__always) get { bit(4) } set { set(4, newValue) } }
    /// In a parameter list, before the parameter's `:`.
    var parameterStart: Bool { @inline(__always) get { bit(8) } set { set(8, newValue) } }
    /// In a `case` label of a switch (or `if case`/`guard case`/`for case`): a `,` starts
    /// another pattern, and `:` ends the label even after a `where` clause.
    var caseLabel: Bool { @inline(__always) get { bit(16) } set { set(16, newValue) } }
    /// In a closure's signature before `in` (`{ a, Registration in`, `{ (Int) -> Void in`): bare
    /// names are parameters, plain even when uppercase; after `:` or `->` come types.
    var closureSignature: Bool { @inline(__always) get { bit(32) } set { set(32, newValue) } }
    /// In a binding pattern (`case let .a(x, Y)`, `let (a, b) = …`, `for (k, v) in …`): the bare
    /// names in its parentheses are bound, so plain even when uppercase.
    var binding: Bool { @inline(__always) get { bit(64) } set { set(64, newValue) } }
    /// In a closure's capture list (`{ [weak self, unowned(unsafe) x = y] in`): each item may
    /// start with an ownership specifier.
    var captureList: Bool { @inline(__always) get { bit(128) } set { set(128, newValue) } }
}
