/// The symbols of a symbol graph, the JSON `swift-symbolgraph-extract` and
/// `swift package dump-symbol-graph` write: for each entry of `symbols`, its `names.title` and
/// `kind.identifier` (`ProjectNames.parse` makes project names of them).
///
/// The JSON is read by a small reader of our own that refuses, with a message, what it cannot
/// read: bad syntax, nesting deeper than `maxDepth`, invalid UTF-8. It never traps.
enum SymbolGraph {
    static let maxDepth = 64

    struct ReadError: Error, Equatable {
        var message: String
    }

    /// The symbols of the symbol graph `json`, in order.
    @_optimize(size) static func symbols(_ json: [UInt8]) -> Result<[JSONReader.Symbol], ReadError> {
        if let bad = json.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            return .failure(ReadError(message: "invalid UTF-8 at byte " + String(decoding: decimalDigits(bad), as: UTF8.self)))
        }
        var reader = JSONReader(bytes: json)
        let result = reader.document()
        if case .failure(let e) = result { return .failure(e) }
        return .success(reader.symbols)
    }
}

/// A JSON reader that keeps only what a symbol graph needs: for each object in the top-level
/// `symbols` array, the strings at `kind.identifier` and `names.title`.
struct JSONReader {
    let bytes: [UInt8]
    var k = 0
    struct Symbol {
        var kind: [UInt8]?
        var title: [UInt8]?
    }
    var symbols: [Symbol] = []

    @_optimize(size) init(bytes: [UInt8]) { self.bytes = bytes }

    @_optimize(size) mutating func document() -> Result<Void, SymbolGraph.ReadError> {
        do throws(SymbolGraph.ReadError) {
            skipSpace()
            guard peek == UInt8(ascii: "{") else { throw fail("a symbol graph is a JSON object") }
            try value(path: [], depth: 0)
            skipSpace()
            guard k == bytes.count else { throw fail("unexpected text after the JSON value") }
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    private var peek: UInt8? { k < bytes.count ? bytes[k] : nil }

    /// The error `what` at the current offset. Out of line: the throw sites stay small.
    @inline(never)
    @_optimize(size) private func fail(_ what: StaticString) -> SymbolGraph.ReadError {
        SymbolGraph.ReadError(message: String(decoding: Array(bytesOf(what)) + Array(bytesOf(" (at byte ")) + decimalDigits(k) + [UInt8(ascii: ")")], as: UTF8.self))
    }

    @_optimize(size) private mutating func skipSpace() {
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
    }

    @_optimize(size) private mutating func expect(_ c: UInt8) throws(SymbolGraph.ReadError) {
        skipSpace()
        guard peek == c else { throw c == UInt8(ascii: ":") ? fail("expected ':'") : c == UInt8(ascii: "}") ? fail("expected '}'") : fail("expected ']'") }
        k += 1
    }

    /// Reads one value. `path` names where it is: [] the top, ["symbols"] the array,
    /// ["symbols", "#"] a symbol, ["symbols", "#", "kind"] its kind object.
    @_optimize(size) private mutating func value(path: [StaticString], depth: Int) throws(SymbolGraph.ReadError) {
        guard depth < SymbolGraph.maxDepth else { throw fail("nested deeper than 64 levels") }
        skipSpace()
        guard let c = peek else { throw fail("the JSON ends too early") }
        switch c {
        case UInt8(ascii: "{"):
            k += 1
            let isSymbol = path.count == 2
            if isSymbol { symbols.append(Symbol()) }
            skipSpace()
            if peek == UInt8(ascii: "}") { k += 1; return }
            while true {
                skipSpace()
                let key = try string()
                try expect(UInt8(ascii: ":"))
                let sub = Self.childPath(path, key)
                if path.count == 3, let field = path.last {
                    skipSpace()
                    if peek == UInt8(ascii: "\"") {
                        let text = try string()
                        if Self.same(field, "kind") && Self.equals(key, "identifier") { symbols[symbols.count - 1].kind = text }
                        if Self.same(field, "names") && Self.equals(key, "title") { symbols[symbols.count - 1].title = text }
                    } else {
                        try value(path: [], depth: depth + 1)
                    }
                } else {
                    try value(path: sub, depth: depth + 1)
                }
                skipSpace()
                if peek == UInt8(ascii: ",") { k += 1; continue }
                try expect(UInt8(ascii: "}"))
                return
            }
        case UInt8(ascii: "["):
            k += 1
            skipSpace()
            if peek == UInt8(ascii: "]") { k += 1; return }
            let element: [StaticString] = path.count == 1 ? path + ["#"] : []
            while true {
                try value(path: element, depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") { k += 1; continue }
                try expect(UInt8(ascii: "]"))
                return
            }
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default:
            let start = k
            while k < bytes.count, (bytes[k] >= 0x30 && bytes[k] <= 0x39) || bytes[k] == UInt8(ascii: "-")
                    || bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: ".") || bytes[k] | 0x20 == UInt8(ascii: "e") { k += 1 }
            guard k > start else { throw fail("expected a JSON value") }
        }
    }

    @_optimize(size) private static func childPath(_ path: [StaticString], _ key: [UInt8]) -> [StaticString] {
        if path.isEmpty { return equals("symbols", key) ? ["symbols"] : ["-"] }
        if path.count == 2 {
            if equals("kind", key) { return path + ["kind"] }
            if equals("names", key) { return path + ["names"] }
        }
        return ["-"]
    }

    @_optimize(size) private static func equals(_ s: StaticString, _ bytes: [UInt8]) -> Bool {
        bytes.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    @_optimize(size) private static func equals(_ bytes: [UInt8], _ s: StaticString) -> Bool { equals(s, bytes) }

    @_optimize(size) private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        UnsafeBufferPointer(start: a.utf8Start, count: a.utf8CodeUnitCount)
            .elementsEqual(UnsafeBufferPointer(start: b.utf8Start, count: b.utf8CodeUnitCount))
    }

    @_optimize(size) private mutating func word(_ w: StaticString) throws(SymbolGraph.ReadError) {
        let n = w.utf8CodeUnitCount
        guard k + n <= bytes.count,
              bytes[k..<(k + n)].elementsEqual(UnsafeBufferPointer(start: w.utf8Start, count: n)) else {
            throw fail("expected a JSON value")
        }
        k += n
    }

    /// A string's bytes; escapes other than `\"` and `\\` are kept as written (names never
    /// need them).
    @_optimize(size) private mutating func string() throws(SymbolGraph.ReadError) -> [UInt8] {
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a string") }
        k += 1
        var out: [UInt8] = []
        while k < bytes.count {
            let c = bytes[k]
            if c == UInt8(ascii: "\"") { k += 1; return out }
            if c == UInt8(ascii: "\\") {
                guard k + 1 < bytes.count else { break }
                let e = bytes[k + 1]
                if e == UInt8(ascii: "\"") || e == UInt8(ascii: "\\") || e == UInt8(ascii: "/") { out.append(e) } else { out += [c, e] }
                k += 2
                continue
            }
            if c < 0x20 { throw fail("a control character in a string") }
            out.append(c)
            k += 1
        }
        throw fail("a string is not closed")
    }
}
