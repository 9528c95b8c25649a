/// A reader of binary property lists (`bplist00`, the format Xcode may save theme files in), for
/// untrusted input: the trailer's sizes and counts, every offset and every reference are
/// checked against the bytes before they are followed; nesting is limited to
/// `PropertyList.maxDepth` (which also ends reference cycles) and the objects visited to
/// `PropertyList.maxElements` (which bounds lists that share objects). Strings (ASCII and
/// UTF-16) become UTF-8; integers, reals and dates their decimal text, data its base64 text,
/// as the XML reader gives them. Anything else is refused with a message. It never traps.
struct BinaryPropertyList {
    let bytes: [UInt8]
    /// Bytes per entry of the offset table and per object reference.
    var offsetSize = 0, refSize = 0
    var objectCount = 0, offsetTable = 0
    /// Where the objects end (the offset table follows them).
    var objectsEnd = 0
    var visited = 0

    /// Reads `bytes`, which start with `bplist00`.
    @_optimize(size) static func read(_ bytes: [UInt8]) -> Result<PropertyList, PropertyList.ReadError> {
        var reader = BinaryPropertyList(bytes: bytes)
        do throws(PropertyList.ReadError) {
            return .success(try reader.document())
        } catch {
            return .failure(error)
        }
    }

    @inline(never)
    @_optimize(size) func fail(_ what: StaticString) -> PropertyList.ReadError {
        PropertyList.ReadError(message: String(decoding: Array(bytesOf("a binary property list that cannot be read: "))
                                               + Array(bytesOf(what)), as: UTF8.self))
    }

    /// The big-endian unsigned number of `size` (1…8) bytes at `offset`, if they are there.
    @_optimize(size) func number(at offset: Int, size: Int) -> UInt64? {
        guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else { return nil }
        var v: UInt64 = 0
        for i in 0..<size { v = v << 8 | UInt64(bytes[offset + i]) }
        return v
    }

    /// `v` as an `Int` when it is at most `limit`.
    @_optimize(size) func bounded(_ v: UInt64?, _ limit: Int) -> Int? {
        guard let v, limit >= 0, v <= UInt64(limit) else { return nil }
        return Int(v)
    }

    @_optimize(size) mutating func document() throws(PropertyList.ReadError) -> PropertyList {
        // The trailer: 6 unused bytes, offset size, reference size, object count, top object,
        // offset table start (three 8-byte numbers).
        guard bytes.count >= 8 + 1 + 32 else { throw fail("shorter than its header and trailer") }
        let t = bytes.count - 32
        offsetSize = Int(bytes[t + 6])
        refSize = Int(bytes[t + 7])
        guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(refSize) else { throw fail("bad offset or reference size") }
        guard let count = bounded(number(at: t + 8, size: 8), PropertyList.maxElements), count > 0 else {
            throw fail("no objects, or more than 200000")
        }
        guard let top = bounded(number(at: t + 16, size: 8), count - 1) else { throw fail("the top object is not an object") }
        guard let table = bounded(number(at: t + 24, size: 8), t), table >= 8, count <= (t - table) / offsetSize else {
            throw fail("the offset table is not inside the file")
        }
        objectCount = count
        offsetTable = table
        objectsEnd = table
        return try object(top, depth: 0)
    }

    /// The offset of object `index`.
    @_optimize(size) func offset(of index: Int) throws(PropertyList.ReadError) -> Int {
        guard index >= 0, index < objectCount,
              let o = bounded(number(at: offsetTable + index * offsetSize, size: offsetSize), objectsEnd - 1), o >= 8 else {
            throw fail("an object's offset is outside the objects")
        }
        return o
    }

    /// The length in the marker at `o` (its low four bits, or the integer after it) and where
    /// the object's contents start.
    @_optimize(size) func length(at o: Int) throws(PropertyList.ReadError) -> (count: Int, start: Int) {
        let low = Int(bytes[o] & 0x0F)
        if low != 0x0F { return (low, o + 1) }
        guard o + 1 < objectsEnd, bytes[o + 1] & 0xF0 == 0x10 else { throw fail("a length that is no integer") }
        let size = 1 << Int(bytes[o + 1] & 0x0F)
        guard size <= 8, let n = bounded(number(at: o + 2, size: size), objectsEnd) else { throw fail("a length past the end") }
        return (n, o + 2 + size)
    }

    /// `count` items of `size` bytes from `start`, inside the objects.
    @_optimize(size) func fits(_ start: Int, _ count: Int, _ size: Int) -> Bool {
        start <= objectsEnd && count <= (objectsEnd - start) / size
    }

    @_optimize(size) mutating func object(_ index: Int, depth: Int) throws(PropertyList.ReadError) -> PropertyList {
        guard depth < PropertyList.maxDepth else { throw fail("nested deeper than 32 levels (or a cycle)") }
        visited += 1
        guard visited <= PropertyList.maxElements else { throw fail("more than 200000 elements") }
        let o = try offset(of: index)
        let marker = bytes[o]
        switch marker >> 4 {
        case 0x0:
            if marker == 0x08 || marker == 0x09 { return .bool(marker == 0x09) }
            throw fail("an unknown simple value")
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            guard size <= 8, let v = number(at: o + 1, size: size), o + 1 + size <= objectsEnd else { throw fail("an integer past the end") }
            // 8-byte integers are signed; shorter ones are not.
            let negative = size == 8 && v >> 63 == 1
            let magnitude = negative ? (~v &+ 1) : v
            return .text((negative ? [UInt8(ascii: "-")] : []) + digits(magnitude))
        case 0x2, 0x3:
            let size = marker >> 4 == 0x3 ? 8 : 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8, let v = number(at: o + 1, size: size), o + 1 + size <= objectsEnd else {
                throw fail("a real or date of a bad size")
            }
            let value = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: v))) : Double(bitPattern: v)
            guard let text = decimal(value) else { throw fail("a real that is not finite or not below 10^15") }
            return .text(text)
        case 0x4:
            let (n, start) = try length(at: o)
            guard fits(start, n, 1) else { throw fail("data past the end") }
            return .text(BinaryPropertyList.base64(bytes[start..<(start + n)]))
        case 0x5:
            let (n, start) = try length(at: o)
            guard fits(start, n, 1) else { throw fail("a string past the end") }
            let text = Array(bytes[start..<(start + n)])
            guard text.allSatisfy({ $0 < 0x80 }) else { throw fail("an ASCII string that is not ASCII") }
            return .text(text)
        case 0x6:
            let (n, start) = try length(at: o)
            guard fits(start, n, 2) else { throw fail("a string past the end") }
            return .text(try utf8(fromUTF16At: start, count: n))
        case 0xA:
            let (n, start) = try length(at: o)
            guard fits(start, n, refSize) else { throw fail("an array past the end") }
            var items: [PropertyList] = []
            for i in 0..<n { items.append(try object(try reference(at: start + i * refSize), depth: depth + 1)) }
            return .array(items)
        case 0xD:
            let (n, start) = try length(at: o)
            guard n <= objectsEnd / 2, fits(start, 2 * n, refSize) else { throw fail("a dictionary past the end") }
            var entries: [(key: [UInt8], value: PropertyList)] = []
            for i in 0..<n {
                guard case .text(let key) = try object(try reference(at: start + i * refSize), depth: depth + 1),
                      try isString(try reference(at: start + i * refSize)) else {
                    throw fail("a dictionary key that is not a string")
                }
                entries.append((key, try object(try reference(at: start + (n + i) * refSize), depth: depth + 1)))
            }
            return .dict(entries)
        default:
            throw fail("an unknown object type")
        }
    }

    @_optimize(size) func reference(at p: Int) throws(PropertyList.ReadError) -> Int {
        guard let r = bounded(number(at: p, size: refSize), objectCount - 1) else { throw fail("a reference to no object") }
        return r
    }

    @_optimize(size) func isString(_ index: Int) throws(PropertyList.ReadError) -> Bool {
        let m = bytes[try offset(of: index)] >> 4
        return m == 0x5 || m == 0x6
    }

    @_optimize(size) func utf8(fromUTF16At start: Int, count: Int) throws(PropertyList.ReadError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var i = 0
        while i < count {
            var scalar = UInt32(bytes[start + 2 * i]) << 8 | UInt32(bytes[start + 2 * i + 1])
            i += 1
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard i < count else { throw fail("a UTF-16 string with a lone surrogate") }
                let low = UInt32(bytes[start + 2 * i]) << 8 | UInt32(bytes[start + 2 * i + 1])
                guard low >= 0xDC00 && low <= 0xDFFF else { throw fail("a UTF-16 string with a lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                i += 1
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw fail("a UTF-16 string with a lone surrogate")
            }
            // UTF-8 by hand (the standard library's encoder would add its tables to WebAssembly).
            if scalar < 0x80 {
                out.append(UInt8(scalar))
            } else if scalar < 0x800 {
                out += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
            } else if scalar < 0x10000 {
                out += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            } else {
                out += [UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F),
                        UInt8(0x80 | scalar & 0x3F)]
            }
        }
        return out
    }

    /// `value` in decimal with at most six decimals (trailing zeros dropped), or nil outside
    /// ±10^15. By hand: the standard library's float printing needs 128-bit arithmetic that the
    /// WebAssembly build does not link, and `rounded()` needs libm.
    @_optimize(size) func decimal(_ value: Double) -> [UInt8]? {
        let magnitude = value < 0 ? -value : value
        guard magnitude < 1e15 else { return nil }  // also false for NaN
        var whole = UInt64(magnitude)
        var fraction = UInt64((magnitude - Double(whole)) * 1e6 + 0.5)
        if fraction >= 1_000_000 { whole += 1; fraction -= 1_000_000 }
        var out = (value < 0 && (whole > 0 || fraction > 0) ? [UInt8(ascii: "-")] : []) + digits(whole)
        if fraction > 0 {
            var decimals = Array(digits(fraction + 1_000_000).dropFirst())
            while decimals.last == UInt8(ascii: "0") { decimals.removeLast() }
            out += [UInt8(ascii: ".")] + decimals
        }
        return out
    }

    @_optimize(size) func digits(_ v: UInt64) -> [UInt8] {
        var v = v
        var out: [UInt8] = []
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(v % 10))
            v /= 10
        } while v > 0
        return out.reversed()
    }

    @_optimize(size) static func base64(_ data: ArraySlice<UInt8>) -> [UInt8] {
        let alphabet = Array(bytesOf("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"))
        var out: [UInt8] = []
        var i = data.startIndex
        while i < data.endIndex {
            let n = min(3, data.endIndex - i)
            var v: UInt32 = 0
            for j in 0..<3 { v = v << 8 | (j < n ? UInt32(data[i + j]) : 0) }
            for j in 0..<4 { out.append(j <= n ? alphabet[Int((v >> (18 - 6 * UInt32(j))) & 0x3F)] : UInt8(ascii: "=")) }
            i += n
        }
        return out
    }
}
