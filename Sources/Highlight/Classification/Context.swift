/// The bracket/brace context of the tokenizer: a stack of open brackets, each with the role
/// that decides how names inside it are classified, and the statement state of the innermost
/// one. Kept small and explicit so that every rule reads as a rule of Swift.

/// What a bracket opened.
enum FrameRole: UInt8 {
    /// The whole input (bottom of the stack).
    case file
    /// Call or subscript arguments, tuples, parenthesized expressions, array/dictionary literals.
    case arguments
    /// A declaration's parameter list (`func f(a b: T)`, `init(…)`, `subscript(…)`, an enum
    /// case's associated values): names before `:` are plain, what follows `:` is a type.
    case parameters
    /// Parentheses or brackets inside a type (function types, tuple types, `[K: V]`).
    case typeBrackets
    /// Generic parameters or arguments `<…>`: names are types.
    case angle
    /// Arguments of an attribute or pound directive whose words are keywords (`@available`,
    /// `#available`, `@_documentation`).
    case availability
    /// Arguments of an attribute whose words are plain (`@objc(name:)`, `@convention(c)`).
    case plainWords
    /// Arguments of `#sourceLocation(file:line:)`, whose labels are keywords.
    case sourceLocation
    /// Arguments of `@_lifetime(…)`/`@lifetime(…)`: ordinary arguments where `borrow`, `copy`
    /// and `inout` before a name are keywords.
    case lifetime
    /// The body of a struct, class, actor, protocol or extension.
    case typeBody
    /// The body of an enum: `case` declares cases.
    case enumBody
    /// The accessor block of a property or subscript (`get`, `set`, `willSet`, `didSet`).
    case accessors
    /// The body of a precedencegroup.
    case precedenceBody
    /// A code block: function body, control-flow body, closure.
    case block
    /// The code inside a string interpolation `\( … )`.
    case interpolation
}

extension FrameRole {
    /// Names in this frame follow rules of its own (see `Tokenizer.contextualName`).
    var hasOwnWords: Bool {
        switch self {
        case .parameters, .availability, .plainWords, .sourceLocation, .precedenceBody:
            return true
        default:
            return false
        }
    }
}

/// The kind of bracket that opened a frame (what closes it).
enum FrameBracket: UInt8 {
    case none, paren, square, brace, angle
}

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
struct StatementState {
    var declaration: DeclarationState = .none
    var declaredName: DeclaredName = .none
    private var bits: UInt8 = 0

    @inline(__always) private func bit(_ b: UInt8) -> Bool { bits & b != 0 }
    @inline(__always) private mutating func set(_ b: UInt8, _ on: Bool) { bits = on ? bits | b : bits & ~b }

    /// In the condition of `if`/`guard`/`while`/`switch`/`for`/`catch`: a `{` at this level
    /// opens the body, so `name {` is not a call.
    var condition: Bool { get { bit(1) } set { set(1, newValue) } }
    /// In a `case`/`catch` pattern: `.name(…)` is an enum pattern, not a call.
    var pattern: Bool { get { bit(2) } set { set(2, newValue) } }
    /// Names read now are types (after `:` in a declaration, `->`, `as`, `is`, `some`, …).
    var typeMode: Bool { get { bit(4) } set { set(4, newValue) } }
    /// In a parameter list, before the parameter's `:`.
    var parameterStart: Bool { get { bit(8) } set { set(8, newValue) } }
    /// In a `case` label of a switch (or `if case`/`guard case`/`for case`): a `,` starts
    /// another pattern, and `:` ends the label even after a `where` clause.
    var caseLabel: Bool { get { bit(16) } set { set(16, newValue) } }
    /// In a closure's signature before `in` (`{ a, Registration in`, `{ (Int) -> Void in`): bare
    /// names are parameters, plain even when uppercase; after `:` or `->` come types.
    var closureSignature: Bool { get { bit(32) } set { set(32, newValue) } }
    /// In a binding pattern (`case let .a(x, Y)`, `let (a, b) = …`, `for (k, v) in …`): the bare
    /// names in its parentheses are bound, so plain even when uppercase.
    var binding: Bool { get { bit(64) } set { set(64, newValue) } }
}

/// One open bracket.
struct Frame {
    var bracket: FrameBracket
    var role: FrameRole
    /// The state of the enclosing frame, restored when this one closes.
    var saved: StatementState
    /// For interpolation frames: the string's `#` count.
    private var hashes: UInt32 = 0
    private var flags: UInt8 = 0
    /// The index of the nearest frame at or below this one where `unwind(to:)` stops when it
    /// looks for a `(`, a `[` or a `{`: a frame of that bracket, a brace or an interpolation (0
    /// when none). Set by `FrameStack.push`, so that a closer finds its opener in constant
    /// time however many unclosed brackets lie between (`(}(}(}…` was quadratic).
    var stopParen: UInt32 = 0
    var stopSquare: UInt32 = 0
    var stopBrace: UInt32 = 0

    init(bracket: FrameBracket, role: FrameRole, saved: StatementState) {
        self.bracket = bracket
        self.role = role
        self.saved = saved
    }

    /// For interpolation frames: the string's `#` count.
    var stringHashes: Int {
        get { Int(hashes) }
        set { hashes = UInt32(clamping: newValue) }
    }
    /// For interpolation frames: whether the string is multi-line.
    var stringMultiline: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// The parentheses hold an attribute's arguments (`@available(…)`): what follows them is
    /// what follows an attribute.
    var attributeArguments: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
}
