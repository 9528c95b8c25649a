/// A JSON value, read from untrusted bytes by `JSON.parse` and written by `JSON.write`.
///
/// The reader refuses, with a message, what it cannot read: bad syntax, nesting deeper than
/// `maxDepth`, invalid UTF-8 in strings, input longer than `maxLength`. It never traps.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    /// Members in the order written (a repeated key keeps its first value for `subscript`).
    case object([(key: String, value: JSON)])

    public static let maxDepth = 128
    public static let maxLength = 64 << 20

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { "\(message) at byte \(offset)" }
    }

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    public var string: String? { if case .string(let s) = self { return s }; return nil }
    public var array: [JSON]? { if case .array(let a) = self { return a }; return nil }
    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    /// A number that is a whole value representable as `Int`; nil otherwise.
    public var int: Int? {
        guard let n = number, n.rounded() == n, n >= -9.0e15, n <= 9.0e15 else { return nil }
        return Int(n)
    }

    /// `bytes` read as one JSON value, nested at most `maxDepth` deep (the compiler's syntax
    /// trees nest deeper than other input: `NameKinds` reads them with a limit of its own).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = JSON.maxDepth) -> Result<JSON, ParseError> {
        guard bytes.count <= maxLength else {
            return .failure(ParseError(message: "JSON longer than \(maxLength) bytes", offset: maxLength))
        }
        var reader = Reader(bytes: bytes, maxDepth: maxDepth)
        do throws(ParseError) {
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.at == bytes.count else { throw reader.fail("text after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The value as compact JSON text.
    public var text: String {
        var out = ""
        JSON.write(self, into: &out)
        return out
    }

    static func write(_ value: JSON, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n.rounded() == n, abs(n) < 9.0e15 { out += String(Int(n)) } else if n.isFinite { out += String(n) } else { out += "null" }
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                writeString(m.key, into: &out)
                out += ":"
                write(m.value, into: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}

private struct Reader {
    let bytes: [UInt8]
    let maxDepth: Int
    var at = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    func fail(_ message: String) -> JSON.ParseError { JSON.ParseError(message: message, offset: at) }

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    mutating func value(depth: Int) throws(JSON.ParseError) -> JSON {
        guard depth < maxDepth else { throw fail("JSON nested deeper than \(maxDepth)") }
        guard at < bytes.count else { throw fail("unexpected end of JSON") }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(key: String, value: JSON)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard at < bytes.count else { throw fail("unterminated object") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            at += 1
            var items: [JSON] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard at < bytes.count else { throw fail("unterminated array") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default:
            return .number(try number())
        }
    }

    mutating func expect(_ c: UInt8) throws(JSON.ParseError) {
        guard at < bytes.count, bytes[at] == c else { throw fail("expected '\(Character(Unicode.Scalar(c)))'") }
        at += 1
    }

    mutating func word(_ w: StaticString) throws(JSON.ParseError) {
        let n = w.utf8CodeUnitCount
        guard bytes.count - at >= n,
              bytes[at..<at + n].elementsEqual(UnsafeBufferPointer(start: w.utf8Start, count: n)) else {
            throw fail("unexpected character")
        }
        at += n
    }

    mutating func number() throws(JSON.ParseError) -> Double {
        let start = at
        func digits() -> Int {
            let s = at
            while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 { at += 1 }
            return at - s
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard digits() > 0 else { throw fail("unexpected character") }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw fail("expected digits after '.'") }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent") }
        }
        guard let n = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { throw fail("bad number") }
        return n
    }

    mutating func hex4() throws(JSON.ParseError) -> UInt32 {
        guard bytes.count - at >= 4 else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[at]
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x41 + 10
            case 0x61...0x66: d = c - 0x61 + 10
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | UInt32(d)
            at += 1
        }
        return v
    }

    mutating func string() throws(JSON.ParseError) -> String {
        at += 1  // the opening quote
        var out: [UInt8] = []
        while true {
            guard at < bytes.count else { throw fail("unterminated string") }
            let c = bytes[at]
            if c == UInt8(ascii: "\"") { at += 1; break }
            if c < 0x20 { throw fail("control character in a string") }
            if c != UInt8(ascii: "\\") { out.append(c); at += 1; continue }
            at += 1
            guard at < bytes.count else { throw fail("unterminated string") }
            let e = bytes[at]
            at += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar >= 0xD800, scalar < 0xDC00 {
                    // A high surrogate: a low one must follow.
                    guard bytes.count - at >= 2, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                        throw fail("lone surrogate in \\u escape")
                    }
                    at += 2
                    let low = try hex4()
                    guard low >= 0xDC00, low < 0xE000 else { throw fail("lone surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail("lone surrogate in \\u escape") }
                out.append(contentsOf: String(u).utf8)
            default: throw fail("bad escape")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw fail("invalid UTF-8 in a string") }
        return s
    }
}
