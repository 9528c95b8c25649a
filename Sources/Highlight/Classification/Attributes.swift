/// Attributes: `@name`, `@Outer.Name`, and how the words in their arguments are read.
extension Tokenizer {
    mutating func attribute() {
        let start = i
        guard Lexing.isIdentStart(byte(i + 1)), byte(i + 1) != UInt8(ascii: "`") || byte(i + 2) != UInt8(ascii: "`") else {
            i += 1
            state.clearPending()
            state.setPrev(.binaryOperator)
            return
        }
        var e: Int
        if byte(i + 1) == UInt8(ascii: "`") {
            e = i + 2
            while e < n && s[e] != UInt8(ascii: "`") && !Lexing.isNewline(s[e]) { e += 1 }
            if byte(e) == UInt8(ascii: "`") { e += 1 }
        } else {
            e = Lexing.identifierEnd(s, i + 1)
        }
        var nameStart = i + 1
        if byte(e) == UInt8(ascii: ":") && byte(e + 1) == UInt8(ascii: ":") && Lexing.isIdentStart(byte(e + 2))
            && byte(e + 2) != UInt8(ascii: "`") {
            // A module selector (SE-0491), `@Swift::MainActor`: the module name and `::` are plain.
            emit(start, start + 1, .attribute)
            nameStart = e + 2
            e = Lexing.identifierEnd(s, nameStart)
        }
        let nameEnd = e
        // Dotted names: `@Foo.Bar`.
        while byte(e) == UInt8(ascii: ".") && Lexing.isIdentStart(byte(e + 1)) && byte(e + 1) != UInt8(ascii: "`") {
            e = Lexing.identifierEnd(s, e + 1)
        }
        emit(nameStart == i + 1 ? start : nameStart, e, .attribute)
        i = e
        state.clearPending()
        if byte(e) == UInt8(ascii: "(") {
            state.nextParenRole = attributeArgumentsRole(nameStart, nameEnd)
            state.attributeParenPending = true
        }
        let role = state.nextParenRole
        state.setPrev(.attribute)
        state.nextParenRole = role
        if byte(e) == UInt8(ascii: "<") { state.angleAllowed = true }
    }

    /// How the arguments of the attribute named `a..<b` are classified.
    mutating func attributeArgumentsRole(_ a: Int, _ b: Int) -> FrameRole {
        if wordIs(a, b, "available") || wordIs(a, b, "backDeployed") || wordIs(a, b, "_originallyDefinedIn")
            || wordIs(a, b, "_documentation") || wordIs(a, b, "_spi_available") {
            return .availability
        }
        if wordIs(a, b, "objc") || wordIs(a, b, "convention") || wordIs(a, b, "inline")
            || wordIs(a, b, "_silgen_name") || wordIs(a, b, "_cdecl") || wordIs(a, b, "_effects")
            || wordIs(a, b, "_optimize") || wordIs(a, b, "_semantics") || wordIs(a, b, "exclusivity")
            || wordIs(a, b, "_alignment") || wordIs(a, b, "_expose") || wordIs(a, b, "_nonSendable") {
            return .plainWords
        }
        if wordIs(a, b, "_lifetime") || wordIs(a, b, "lifetime") { return .lifetime }
        if wordIs(a, b, "abi") { return .declaration }
        return .arguments
    }
}
