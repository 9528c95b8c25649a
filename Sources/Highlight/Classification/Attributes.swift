/// Attributes: `@name`, `@Outer.Name`, and how the words in their arguments are read.
extension Tokenizer {
    mutating func attribute() {
        let start = i
        // The offsets below are at most `n + 2`: `&+` cannot overflow. The bytes after the `@`
        // and after the name are kept in locals (a store of a token or of the state may alias
        // the input as far as the optimiser knows, and `byte` would read them again).
        let first = byte(start &+ 1)
        guard Lexing.isIdentStart(first), first != UInt8(ascii: "`") || byte(start &+ 2) != UInt8(ascii: "`") else {
            i = start &+ 1
            state.clearPending()
            state.setPrev(.binaryOperator)
            return
        }
        var e: Int
        if first == UInt8(ascii: "`") {
            e = start &+ 2
            while e < n && s[e] != UInt8(ascii: "`") && !Lexing.isNewline(s[e]) { e &+= 1 }
            if byte(e) == UInt8(ascii: "`") { e &+= 1 }
        } else {
            #if !arch(wasm32)
            // `Lexing.identifierEnd` without a call for a name that ends in the 16 bytes after the
            // `@` at an ASCII byte other than `$` (that byte is the one the call would stop at).
            let (j, found, _) = SIMDScan.firstNonIdentifierInBlock(s, at: start &+ 1, blockStartsEnd: blockStartsEnd)
            e = found && s[j] < 0x80 && s[j] != UInt8(ascii: "$") ? j : Lexing.identifierEnd(s, start &+ 1)
            #else
            e = Lexing.identifierEnd(s, start &+ 1)
            #endif
        }
        var nameStart = start &+ 1
        var after = byte(e)
        if after == UInt8(ascii: ":") && byte(e &+ 1) == UInt8(ascii: ":") && Lexing.isIdentStart(byte(e &+ 2))
            && byte(e &+ 2) != UInt8(ascii: "`") {
            // A module selector (SE-0491), `@Swift::MainActor`: the module name and `::` are plain.
            emit(start, start &+ 1, .attribute)
            nameStart = e &+ 2
            e = Lexing.identifierEnd(s, nameStart)
            after = byte(e)
        }
        let nameEnd = e
        // Dotted names: `@Foo.Bar`.
        while after == UInt8(ascii: ".") && Lexing.isIdentStart(byte(e &+ 1)) && byte(e &+ 1) != UInt8(ascii: "`") {
            e = Lexing.identifierEnd(s, e &+ 1)
            after = byte(e)
        }
        emit(nameStart == start &+ 1 ? start : nameStart, e, .attribute)
        i = e
        state.clearPending()
        if after == UInt8(ascii: "(") {
            state.nextParenRole = attributeArgumentsRole(nameStart, nameEnd)
            state.attributeParenPending = true
        }
        let role = state.nextParenRole
        state.setPrev(.attribute)
        state.nextParenRole = role
        if after == UInt8(ascii: "<") { state.angleAllowed = true }
    }

    /// How the arguments of the attribute named `a..<b` are classified: by the name's length
    /// first, so that at most three names are compared byte by byte.
    mutating func attributeArgumentsRole(_ a: Int, _ b: Int) -> FrameRole {
        switch b &- a {
        case 3:
            if matches(a, b, "abi") { return .declaration }
        case 4:
            if matches(a, b, "objc") { return .plainWords }
        case 6:
            if matches(a, b, "inline") || matches(a, b, "_cdecl") { return .plainWords }
        case 7:
            if matches(a, b, "_expose") { return .plainWords }
        case 8:
            if matches(a, b, "lifetime") { return .lifetime }
            if matches(a, b, "_effects") { return .plainWords }
        case 9:
            if matches(a, b, "available") { return .availability }
            if matches(a, b, "_lifetime") { return .lifetime }
            if matches(a, b, "_optimize") { return .plainWords }
        case 10:
            if matches(a, b, "convention") || matches(a, b, "_semantics") || matches(a, b, "_alignment") {
                return .plainWords
            }
        case 11:
            if matches(a, b, "exclusivity") { return .plainWords }
        case 12:
            if matches(a, b, "backDeployed") { return .availability }
            if matches(a, b, "_silgen_name") || matches(a, b, "_nonSendable") { return .plainWords }
        case 14:
            if matches(a, b, "_documentation") || matches(a, b, "_spi_available") { return .availability }
        case 20:
            if matches(a, b, "_originallyDefinedIn") { return .availability }
        default:
            break
        }
        return .arguments
    }
}
