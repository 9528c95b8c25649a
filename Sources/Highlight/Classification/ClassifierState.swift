/// The previous significant token, as far as classification cares.
enum Previous: UInt8 {
    case start, name, keyword, dot, openParen, closeParen, openSquare, closeSquare, openBrace,
         closeBrace, closeAngle, comma, semicolon, colon, binaryOperator, prefixOperator,
         postfixOperator, arrow, literal, attribute, pound, backslash
}

/// What the classifier knows at a byte offset, besides the stack of open brackets
/// (`Tokenizer.frames`, whose frames hold the statement states of the enclosing brackets).
/// This value, the frame stack and the offset are the whole state of a classification: the
/// tokens from an offset on depend on the input and on them alone.
///
/// The fields fall into five groups: the previous token; the statement state of the innermost
/// bracket; announcements that the current token makes for the next one (one-shot: most tokens
/// clear them with `clearPending()`); code that Swift's parser skips; and offsets before which a
/// failed scan is not repeated (they save work and never change a token).
struct ClassifierState: Equatable {
    // MARK: The previous token

    /// The previous significant token (comments and whitespace are not significant). Set by
    /// `setPrev` for every token; `.start` before the first.
    var prev: Previous = .start
    /// The keyword of the previous token when it was one (`prev == .keyword`), else `.none`.
    /// Set by `setPrev`.
    var prevKeyword: Keyword = .none
    /// A line break lies between the previous significant token and the current offset. Set by
    /// `Tokenizer.lineBreak`, cleared by `setPrev`; true at the start of the input.
    var newlineBefore = true
    /// The previous token is a `...` with nothing after it on its line (a placeholder for
    /// omitted arguments in a snippet). Set by `Tokenizer.operatorToken`, cleared by `setPrev`.
    var prevIsDanglingEllipsis = false

    // MARK: The statement

    /// The statement state of the innermost frame. Saved in a frame when a bracket opens and
    /// restored when it closes (`Tokenizer.pushFrame`, `Tokenizer.popFrame`); reset by
    /// `endStatement`; kept across line breaks while the statement goes on
    /// (`Tokenizer.lineBreak`).
    var statement = StatementState()

    // MARK: Announcements for the next token

    /// The role the next `(` takes when it immediately follows the current token (`f(` is a
    /// call, `@available(` an attribute's arguments, `throws(` a thrown type). Set by the token
    /// before the `(`; cleared by `clearPending`, so by any other token.
    var nextParenRole: FrameRole? = nil
    /// A `<` right after the current token opens generic parameters or arguments rather than
    /// comparing. Set by a declared name, a type name, `init`, `subscript`, an attribute or a
    /// member type; cleared by `clearPending`.
    var angleAllowed = false
    /// A declaration's parameter list is expected: the next `(` (after generic parameters,
    /// if any) opens `.parameters`. Set after `func name`, `init`, `subscript`, an operator
    /// function's name; cleared when that `(` opens, by `endStatement`, by `{` and by `}`.
    var awaitingParameters = false
    /// The `(` right after the current token opens an attribute's arguments (what follows its
    /// `)` then follows an attribute). Set by `Tokenizer.attribute`; cleared by `clearPending`.
    var attributeParenPending = false
    /// The offset of a `{` that opens a trailing closure inside a condition (`if let e =
    /// m.withLock { $0.first } {`), or -1. Set by `Tokenizer.isCall` when it classifies the name
    /// before that `{`; read by `Tokenizer.openBrace`. Not cleared: it names one offset.
    var conditionClosureBrace = -1

    // MARK: Code the parser skips

    /// When positive, the code being read is what Swift's parser skips as unexpected: after a
    /// `name:` at the start of a statement, up to the end of the line (brackets opened there
    /// included; `skipsToLineEnd`); after a missing comma in an argument list or collection, up
    /// to its closing bracket. Names are then plain and keywords keywords, whatever the
    /// context. The value is the frame depth at which skipping started. Set by
    /// `Tokenizer.contextualName`; cleared at the end of the line (`Tokenizer.lineBreak`, when
    /// `skipsToLineEnd`) or when a closing bracket pops below that depth.
    var skippedUntilFrame = 0
    /// Skipping ends at the end of the line (else at the closing bracket). Meaningful only
    /// while `skippedUntilFrame > 0`; set with it.
    var skipsToLineEnd = false
    /// When positive, an interpolation of a multi-line string was cut at a line end
    /// (`Tokenizer.interpolationCutAtLineBreak`): the value is the frame depth of the
    /// interpolation, and the code after the cut is skipped (`skippedUntilFrame`) up to the first
    /// `)`, the string's closing delimiter or a `\`, which end the interpolation
    /// (`Tokenizer.endCutInterpolation`).
    var cutInterpolationFrame = 0
    /// How many `#if` blocks have begun and not ended (`#endif`); each frame counts its own
    /// (`Frame.openIfConfigs`). Zero for nearly all code, so that a `}` looks no further.
    var ifConfigsOpen = 0
    /// The stack depth just above the outermost open interpolation of a one-line string (0 when
    /// none): at a line break, it ends with whatever is open in it
    /// (`Tokenizer.singleLineInterpolationEndsWithBrackets`).
    var lineInterpolationFrame = 0

    // MARK: Scans not repeated

    /// No bare regex literal `/…/` starts before this offset: a failed scan is not retried
    /// from inside the bytes it examined, so that lines such as `/[/[/[…` take linear time.
    /// Set by `Tokenizer.slash`; only grows.
    var noBareRegexBefore = 0
    /// The same for extended regex literals `#/…/#` (lines such as `#/a#/a…`). Set by
    /// `Tokenizer.pound`; only grows.
    var noExtendedRegexBefore = 0
    /// No `#>` closes an editor placeholder before this offset's line end: a `<#` before it is
    /// not one (keeps lines of `<#<#<#…` linear). Set by `Tokenizer.operatorToken`; only grows.
    var noPlaceholderBefore = 0
    /// Where the last look-ahead for an unclosed bracket's closer stopped reading
    /// (`Tokenizer.recoverAtName`): a later one starting before this offset is not made, and the
    /// last verdict, `recoveryScanStopped`, stands. Only grows.
    var recoveryScanEnd = 0
    /// The last such look-ahead met a token at which the parser gives up on the brackets.
    var recoveryScanStopped = false
    /// The offset of the closing bracket that such a look-ahead found, where the code it
    /// skips ends (`Tokenizer.endSkipAtCloser`), or -1.
    var skipCloser = -1
    /// Where the last look-ahead from a line start for the next token began, and that token
    /// (`Tokenizer.nextToken(afterLineStart:)`); only trivia lies between them. 0 and 0 when
    /// none.
    var triviaScanStart = 0
    var triviaScanEnd = 0

    // MARK: Transitions

    /// Records the previous significant token.
    @inline(__always) mutating func setPrev(_ p: Previous, _ kw: Keyword = .none) {
        prevIsDanglingEllipsis = false
        prev = p
        prevKeyword = kw
        newlineBefore = false
    }

    /// Clears what announced the current token, for tokens that do not continue a declaration.
    @inline(__always) mutating func clearPending() {
        nextParenRole = nil
        angleAllowed = false
        attributeParenPending = false
    }

    /// A statement ended (`;`, or a body closed): forget its declaration and condition state.
    @inline(__always) mutating func endStatement() {
        statement = StatementState()
        clearPending()
        awaitingParameters = false
    }

    // MARK: Questions about the previous token

    /// Whether the previous token ends an expression (so `/` divides and `<` compares).
    var prevEndsExpression: Bool {
        @inline(__always) get {
            switch prev {
            case .name, .literal, .closeParen, .closeSquare, .closeBrace, .closeAngle, .postfixOperator:
                return true
            case .keyword:
                // `Q.Type`, `P.Protocol` (adjacent raw values, one comparison): a complete type.
                return prevKeyword.flags.contains(.expression) || prevKeyword == .`init`
                    || prevKeyword.rawValue &- Keyword.typeMeta.rawValue < 2
            default:
                return false
            }
        }
    }

    /// Whether the previous token is a literal: a number, a string, a regex, `true`, `false` or
    /// `nil`.
    var prevIsLiteral: Bool {
        @inline(__always) get {
            prev == .literal
                || (prev == .keyword && (prevKeyword == .`true` || prevKeyword == .`false` || prevKeyword == .`nil`))
        }
    }

    /// Whether a statement can start here: at the start of a line or after `{`, `}`, `;`.
    var atStatementStart: Bool {
        @inline(__always) get {
            if newlineBefore { return true }
            switch prev {
            case .start, .openBrace, .closeBrace, .semicolon:
                return true
            default:
                return false
            }
        }
    }

    /// Whether a declaration can start here: at the start of a statement or after modifiers
    /// and attributes.
    var atDeclarationStart: Bool {
        @inline(__always) get {
            if newlineBefore { return true }
            switch prev {
            case .start, .openBrace, .closeBrace, .semicolon, .attribute:
                return true
            case .keyword:
                return prevKeyword.flags.contains(.modifier) || prevKeyword == .distributed
            default:
                return false
            }
        }
    }
}
