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
    /// An `import` line.
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

/// The statement state inside one frame.
struct StatementState {
    var declaration: DeclarationState = .none
    var declaredName: DeclaredName = .none
    /// In the condition of `if`/`guard`/`while`/`switch`/`for`/`catch`: a `{` at this level
    /// opens the body, so `name {` is not a call.
    var condition = false
    /// In a `case`/`catch` pattern: `.name(…)` is an enum pattern, not a call.
    var pattern = false
    /// Names read now are types (after `:` in a declaration, `->`, `as`, `is`, `some`, …).
    var typeMode = false
    /// In a parameter list, before the parameter's `:`.
    var parameterStart = false
}

/// One open bracket.
struct Frame {
    var bracket: FrameBracket
    var role: FrameRole
    /// The state of the enclosing frame, restored when this one closes.
    var saved: StatementState
    /// For interpolation frames: the string's `#` count and whether it is multi-line.
    var stringHashes: Int = 0
    var stringMultiline = false
}
