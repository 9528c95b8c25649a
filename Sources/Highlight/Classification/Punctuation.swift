/// Punctuation that steers the statement state: `,` and `:` (which end labels, patterns and
/// parameter names, or start a type), `.` (a member follows) and `$` (closure arguments and
/// projected values).
extension Tokenizer {
    @inline(__always)
    mutating func comma() {
        i &+= 1
        switch role {
        case .parameters:
            state.statement.parameterStart = true
            state.statement.typeMode = false
        case .angle:
            state.statement.typeMode = true
        default:
            if state.statement.caseLabel && role != .arguments {
                // `case .a where x, .b:`: the next pattern.
                state.statement.pattern = true
                state.statement.binding = false
                state.statement.typeMode = false
            }
            let top = frames.topBracket
            if top == .brace || top == .none { state.statement.binding = false }
            if state.statement.closureSignature { state.statement.typeMode = false }
            switch state.statement.declaration {
            case .variable where state.statement.condition, .variableInitializer where state.statement.condition:
                // `if let a = b, isValid(a)`: a condition's comma ends the optional binding; a
                // further binding starts with its own `let`/`var`/`case`.
                state.statement.declaration = .none
                state.statement.declaredName = .none
                state.statement.typeMode = false
            case .enumCase, .variable, .variableInitializer:
                state.statement.declaredName = .plain
                if state.statement.declaration == .variableInitializer { state.statement.declaration = .variable }
                state.statement.typeMode = false
            case .typeHeader, .enumHeader:
                state.statement.typeMode = true
            default:
                if role != .typeBrackets { state.statement.typeMode = false }
            }
        }
        state.clearPending()
        state.setPrev(.comma)
    }

    @inline(__always)
    mutating func colon() {
        i &+= 1
        state.clearPending()
        if (state.statement.pattern || state.statement.caseLabel) && role != .arguments {
            // The end of a `case` label in a switch: `case is Foo.Type:`, `case let x:`,
            // `case let x as T where x.isEmpty:`.
            state.statement.pattern = false
            state.statement.caseLabel = false
            state.statement.binding = false
            state.statement.condition = false
            state.statement.typeMode = false
            if state.statement.declaredName == .plain { state.statement.declaredName = .none }
        } else if state.statement.closureSignature || (state.statement.binding && (frames.topBracket == .brace || frames.topBracket == .none)) {
            // `for (a, b): (Int, Int) in`, `{ (x: Int) in`: a type annotation follows (in a
            // pattern's parentheses, `label: name` binds a name instead).
            state.statement.binding = false
            state.statement.typeMode = true
        } else if role == .arguments {
            // `[key as String: value]`, `f(x as T, y: z)`: a label or key ends a cast.
            state.statement.typeMode = false
        } else if role == .parameters && state.statement.parameterStart {
            state.statement.parameterStart = false
            state.statement.typeMode = true
        } else {
            switch state.statement.declaration {
            case .variable, .typeHeader, .enumHeader, .typeAlias, .functionHeader, .subscriptHeader:
                state.statement.typeMode = true
            default:
                if role == .angle { state.statement.typeMode = true }
            }
        }
        state.setPrev(.colon)
    }

    @inline(__always)
    mutating func dot() {
        let next = byte(i + 1)
        if next == UInt8(ascii: ".") {
            operatorToken()
            return
        }
        if Lexing.isDigit(next) {
            // Tuple element: `t.0`, `t.0.1`, `\.0` (Swift has no `.5` literals).
            var e = i + 1
            while e < n && Lexing.isDigit(s[e]) { e += 1 }
            emit(i + 1, e, .property)
            i = e
            state.clearPending()
            state.setPrev(.name)
            return
        }
        i &+= 1
        let keepAngle = state.statement.typeMode
        state.clearPending()
        state.angleAllowed = keepAngle
        state.setPrev(.dot)
    }

    mutating func dollar() {
        let start = i
        var e = i + 1
        var digitsOnly = true
        while e < n && Lexing.isIdentContinue(s[e]) {
            if !Lexing.isDigit(s[e]) { digitsOnly = false }
            e += 1
        }
        if !digitsOnly {
            // `$name` is an identifier like any other, as swift-syntax's lexer reads it: a
            // projected value (`$text`, `x.$y`) or a name declared by a macro expansion
            // (`func $f()`, `struct $Foo`).
            name(start, e, backticked: false)
            return
        }
        // `$0`, `$1`: closure parameters, plain; a lone `$` too.
        i = e
        state.clearPending()
        state.setPrev(.name)
    }
}
