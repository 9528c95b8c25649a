/// A reader of XML property lists (Apple's `plist` format, as `.xccolortheme` and
/// `.dvtcolortheme` files are written), for untrusted input: it reads `dict`, `key`, `string`,
/// `real`, `integer`, `true`, `false`, `array`, `data` and `date`, decodes the five XML
/// entities and numeric character references, and refuses, with a message naming the problem
/// and its byte offset, input that is too large, nested too deeply, not valid UTF-8, truncated
/// or malformed. Binary property lists (`bplist00`) are read by `BinaryPropertyList`. It never
/// traps.
enum PropertyList: Equatable {
    case dict([(key: [UInt8], value: PropertyList)])
    case array([PropertyList])
    /// A `string`, `real`, `integer`, `date` or `data` element: its text, entities decoded.
    case text([UInt8])
    case bool(Bool)

    @_optimize(size) static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case (.dict(let x), .dict(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x), .array(let y)): return x == y
        case (.text(let x), .text(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        default: return false
        }
    }

    /// The largest property list read, in bytes (theme files are a few kilobytes). The error
    /// messages spell these limits out.
    static let maxBytes = 4 << 20
    /// The deepest nesting of `dict` and `array` read.
    static let maxDepth = 32
    /// The most elements read.
    static let maxElements = 200_000

    struct ReadError: Error, Equatable {
        var message: String
    }

    /// The value in `dict` under `key`, if `self` is a dict.
    subscript(_ key: StaticString) -> PropertyList? {
        guard case .dict(let entries) = self else { return nil }
        let k = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        return entries.last { $0.key.elementsEqual(k) }?.value
    }

    /// Reads the property list `bytes`.
    @_optimize(size) static func read(_ bytes: [UInt8]) -> Result<PropertyList, ReadError> {
        guard bytes.count <= maxBytes else {
            return .failure(ReadError(message: "too large for a theme: at most 4 MiB"))
        }
        if bytes.count >= 8, bytes[0..<8].elementsEqual(bytesOf("bplist00")) { return BinaryPropertyList.read(bytes) }
        if bytes.count >= 6, bytes[0..<6].elementsEqual(bytesOf("bplist")) {
            return .failure(ReadError(message: "a binary property list of a version other than bplist00: save it as XML"
                                      + " (macOS: plutil -convert xml1 FILE; Linux: plistutil -i FILE -o OUT -f xml, from Debian's"
                                      + " libplist-utils; anywhere: Python's plistlib) and try again"))
        }
        if let bad = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            return .failure(ReadError(message: "not valid UTF-8 (byte " + String(decoding: decimalDigits(bad), as: UTF8.self) + ")"))
        }
        var parser = PlistParser(bytes: bytes)
        do throws(ReadError) {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }
}

private struct PlistParser {
    let bytes: [UInt8]
    var k = 0
    var elements = 0

    @_optimize(size) init(bytes: [UInt8]) { self.bytes = bytes }

    /// The error `what` at the current offset: `before`, the element name (if any), `after`.
    /// Out of line, so that the many throw sites stay small.
    @inline(never)
    @_optimize(size) func fail(_ before: StaticString, _ name: ArraySlice<UInt8> = [], _ after: StaticString = "") -> PropertyList.ReadError {
        var message = Array(bytesOf(before))
        message += quotable(name.prefix(40))
        message += bytesOf(after)
        message += bytesOf(" (at byte ")
        message += decimalDigits(k)
        message.append(UInt8(ascii: ")"))
        return PropertyList.ReadError(message: String(decoding: message, as: UTF8.self))
    }

    @_optimize(size) mutating func document() throws(PropertyList.ReadError) -> PropertyList {
        // The prolog: `<?xml …?>`, `<!DOCTYPE …>`, comments, then `<plist …>`.
        while true {
            skipMisc()
            guard k < bytes.count else { throw fail("no <plist> element: not a property list") }
            let (name, closing, empty) = try tag()
            if closing { throw fail("unexpected </", name, ">") }
            if name.elementsEqual(bytesOf("plist")) {
                if empty { throw fail("an empty <plist/>") }
                let value = try self.value(depth: 0)
                skipMisc()
                let (end, isClosing, _) = try tag()
                guard isClosing, end.elementsEqual(bytesOf("plist")) else { throw fail("expected </plist>") }
                skipMisc()
                guard k == bytes.count else { throw fail("text after </plist>") }
                return value
            }
            throw fail("expected <plist>, found <", name, ">")
        }
    }

    /// Skips spaces, the XML declaration, processing instructions, comments and DOCTYPE.
    @_optimize(size) mutating func skipMisc() {
        while k < bytes.count {
            let c = bytes[k]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { k += 1; continue }
            if starts("<?") { skip(past: "?>"); continue }
            if starts("<!--") { skip(past: "-->"); continue }
            if starts("<!") { skip(past: ">"); continue }
            return
        }
    }

    @_optimize(size) func starts(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard k + n <= bytes.count else { return false }
        for i in 0..<n where bytes[k + i] != s.utf8Start[i] { return false }
        return true
    }

    @_optimize(size) mutating func skip(past s: StaticString) {
        while k < bytes.count, !starts(s) { k += 1 }
        k = min(bytes.count, k + s.utf8CodeUnitCount)
    }

    /// Reads a tag at `k` (`<name …>`, `</name>`, `<name/>`): its name, whether it closes,
    /// whether it is empty. Attributes are skipped.
    @_optimize(size) mutating func tag() throws(PropertyList.ReadError) -> (name: ArraySlice<UInt8>, closing: Bool, empty: Bool) {
        guard k < bytes.count, bytes[k] == UInt8(ascii: "<") else { throw fail("expected a tag") }
        k += 1
        var closing = false
        if k < bytes.count, bytes[k] == UInt8(ascii: "/") { closing = true; k += 1 }
        let start = k
        while k < bytes.count, bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "/"), bytes[k] != 0x20,
              bytes[k] != 0x09, bytes[k] != 0x0A, bytes[k] != 0x0D { k += 1 }
        let name = bytes[start..<k]
        guard !name.isEmpty else { throw fail("a tag without a name") }
        var quote: UInt8 = 0
        while k < bytes.count {
            let c = bytes[k]
            if quote != 0 { if c == quote { quote = 0 } }
            else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { quote = c }
            else if c == UInt8(ascii: ">") { break }
            k += 1
        }
        guard k < bytes.count else { throw fail("the file ends inside a tag") }
        let empty = bytes[k - 1] == UInt8(ascii: "/") && k - 1 >= start
        k += 1
        elements += 1
        guard elements <= PropertyList.maxElements else { throw fail("more than 200000 elements") }
        return (name, closing, empty && !closing)
    }

    @_optimize(size) mutating func value(depth: Int) throws(PropertyList.ReadError) -> PropertyList {
        guard depth < PropertyList.maxDepth else { throw fail("nested deeper than 32 levels") }
        skipMisc()
        guard k < bytes.count else { throw fail("the file ends where a value should be") }
        let (name, closing, empty) = try tag()
        if closing { throw fail("expected a value, found </", name, ">") }
        @_optimize(size) func named(_ s: StaticString) -> Bool { name.elementsEqual(bytesOf(s)) }
        if named("true") || named("false") {
            if !empty { try close(name) }
            return .bool(named("true"))
        }
        if named("dict") {
            var entries: [(key: [UInt8], value: PropertyList)] = []
            if empty { return .dict(entries) }
            while true {
                skipMisc()
                if starts("</") { try close(name); return .dict(entries) }
                let (keyTag, keyClosing, keyEmpty) = try tag()
                guard !keyClosing, keyTag.elementsEqual(bytesOf("key")) else { throw fail("expected <key> in a <dict>") }
                let key = keyEmpty ? [] : try text(until: keyTag)
                entries.append((key, try value(depth: depth + 1)))
            }
        }
        if named("array") {
            var items: [PropertyList] = []
            if empty { return .array(items) }
            while true {
                skipMisc()
                if starts("</") { try close(name); return .array(items) }
                items.append(try value(depth: depth + 1))
            }
        }
        if named("string") || named("real") || named("integer") || named("data") || named("date") {
            return .text(empty ? [] : try text(until: name))
        }
        throw fail("unknown property list element <", name, ">")
    }

    /// Reads `</name>`.
    @_optimize(size) mutating func close(_ name: ArraySlice<UInt8>) throws(PropertyList.ReadError) {
        skipMisc()
        let (end, isClosing, _) = try tag()
        guard isClosing, end.elementsEqual(name) else {
            throw fail("expected </", name, ">")
        }
    }

    /// The text up to `</name>`, entities decoded (CDATA sections kept as written).
    @_optimize(size) mutating func text(until name: ArraySlice<UInt8>) throws(PropertyList.ReadError) -> [UInt8] {
        var out: [UInt8] = []
        while k < bytes.count {
            let c = bytes[k]
            if c == UInt8(ascii: "<") {
                if starts("<![CDATA[") {
                    k += 9
                    while k < bytes.count, !starts("]]>") { out.append(bytes[k]); k += 1 }
                    guard k < bytes.count else { throw fail("a CDATA section is not closed") }
                    k += 3
                    continue
                }
                if starts("<!--") { skip(past: "-->"); continue }
                try close(name)
                return out
            }
            if c == UInt8(ascii: "&") {
                try entity(into: &out)
                continue
            }
            out.append(c)
            k += 1
        }
        throw fail("the file ends inside <", name, ">")
    }

    @_optimize(size) mutating func entity(into out: inout [UInt8]) throws(PropertyList.ReadError) {
        let start = k
        var end = k + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw fail("a bad entity") }
        let body = bytes[(start + 1)..<end]
        @_optimize(size) func named(_ s: StaticString) -> Bool { body.elementsEqual(bytesOf(s)) }
        var scalar: UInt32?
        if named("lt") { scalar = 0x3C } else if named("gt") { scalar = 0x3E } else if named("amp") { scalar = 0x26 }
        else if named("quot") { scalar = 0x22 } else if named("apos") { scalar = 0x27 }
        else if body.first == UInt8(ascii: "#") {
            var digits = body.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") { radix = 16; digits = digits.dropFirst() }
            var v: UInt32 = 0
            var ok = !digits.isEmpty
            for d in digits {
                let n: UInt32
                switch d {
                case 0x30...0x39: n = UInt32(d - 0x30)
                case 0x61...0x66 where radix == 16: n = UInt32(d - 0x61 + 10)
                case 0x41...0x46 where radix == 16: n = UInt32(d - 0x41 + 10)
                default: ok = false; n = 0
                }
                if !ok || v > 0x10FFFF { ok = false; break }
                v = v * radix + n
            }
            if ok, v <= 0x10FFFF, v != 0 { scalar = v }
        }
        guard let scalar, Unicode.Scalar(scalar) != nil else { throw fail("a bad entity") }
        // UTF-8 by hand (a String of the scalar would link Unicode tables into WebAssembly).
        if scalar < 0x80 {
            out.append(UInt8(scalar))
        } else if scalar < 0x800 {
            out += [0xC0 | UInt8(scalar >> 6), 0x80 | UInt8(scalar & 0x3F)]
        } else if scalar < 0x10000 {
            out += [0xE0 | UInt8(scalar >> 12), 0x80 | UInt8((scalar >> 6) & 0x3F), 0x80 | UInt8(scalar & 0x3F)]
        } else {
            out += [0xF0 | UInt8(scalar >> 18), 0x80 | UInt8((scalar >> 12) & 0x3F),
                    0x80 | UInt8((scalar >> 6) & 0x3F), 0x80 | UInt8(scalar & 0x3F)]
        }
        k = end + 1
    }
}

/// The bytes of a static string (comparisons with `String` literals would link String's UTF-8
/// view code into the WebAssembly module).
@inline(__always)
/// Bytes from a file, to be quoted in an error message: control characters (NUL above all,
/// which would end the message as a C string) become `?`.
@_optimize(size) func quotable<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
    bytes.map { $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: "?") : $0 }
}

@_optimize(size) func bytesOf(_ s: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)
}

/// The decimal digits of `n` (not negative).
@_optimize(size) func decimalDigits(_ n: Int) -> [UInt8] {
    var n = max(0, n)
    var out: [UInt8] = []
    repeat {
        out.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
        n /= 10
    } while n > 0
    return out.reversed()
}
