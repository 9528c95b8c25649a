/// An open bracket (a frame of `FrameStack`): what kind of bracket it is, the role that decides
/// how the names inside it are classified, and the statement state of the enclosing frame,
/// restored when it closes.

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
    /// The argument of `@abi(…)` (SE-0476): one declaration without a body, read as declarations
    /// are (`@abi(nonisolated var x: Int)`, `@abi(mutating func f(_ a: T) throws)`).
    case declaration
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

/// The kind of bracket that opened a frame (what closes it). `none` and `brace` have adjacent raw
/// values, so that the frequent test "a brace or none" (where statements are read) is one
/// comparison; so have `paren` and `square` (`rawValue &- paren.rawValue < 2`).
enum FrameBracket: UInt8 {
    case none, brace, paren, square, angle
}

/// One open bracket.
struct Frame: Equatable {
    var bracket: FrameBracket
    var role: FrameRole
    /// The state of the enclosing frame, restored when this one closes.
    var saved: StatementState
    /// For interpolation frames: the string's `#` count.
    private var hashes: UInt32 = 0
    private var flags: UInt8 = 0
    /// How many `#if` blocks opened while this frame was on top are still open (at most 255;
    /// more are not tracked). See `Tokenizer.ifConfigClauseEnds`.
    var openIfConfigs: UInt8 = 0
    /// The index of the nearest frame at or below this one where `unwind(to:)` stops when it
    /// looks for a `(`, a `[` or a `{`: a frame of that bracket, a brace or an interpolation (0
    /// when none). Set by `FrameStack.push`, so that a closer finds its opener in constant
    /// time however many unclosed brackets lie between (`(}(}(}…` stays linear).
    var stopParen: UInt32 = 0
    var stopSquare: UInt32 = 0
    var stopBrace: UInt32 = 0
    /// Pads a frame to 32 bytes, so that the stack finds a frame's address with a shift rather
    /// than a multiplication by 28. Always 0.
    private var padding: UInt32 = 0

    init(bracket: FrameBracket, role: FrameRole, saved: StatementState, attributeArguments: Bool = false) {
        self.bracket = bracket
        self.role = role
        self.saved = saved
        flags = attributeArguments ? 2 : 0
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
    /// For interpolation frames: whether the string is a single-quoted one (`'…'`, which Swift's
    /// lexer reads as a string literal so as to report it).
    var stringSingleQuote: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
    }
    /// The parentheses hold an attribute's arguments (`@available(…)`): what follows them is
    /// what follows an attribute.
    var attributeArguments: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
}
