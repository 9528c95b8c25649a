import HighlightCompiler

// The Swift code listings of DocC's render JSON (`data/**.json` of an archive): objects
// `{"type":"codeListing","syntax":"swift","code":["line",…],…}`, from which DocC's renderer
// builds each listing in the browser. `docc --compiler` reads them, and replaces the `code`
// array of each in place (the rest of the file keeps its bytes).

/// A Swift listing of a render JSON file.
struct DocCListing: Equatable {
    /// Its place among the file's Swift listings, from 1 (the render JSON has no source lines).
    var number: Int
    /// Its code lines, as DocC's renderer shows them.
    var lines: [String]
    /// The bytes of the `code` array in the file.
    var codeRange: Range<Int>

    /// The code, its lines joined by line feeds.
    var code: [UInt8] { Array(lines.joined(separator: "\n").utf8) }
}

/// The Swift listings of render JSON `bytes` (`syntax` "swift" in any case, as DocC's renderer
/// reads it), in the file's order; an error when the file is not JSON or a listing's `code` is
/// not an array of strings.
func doccSwiftListings(_ bytes: [UInt8]) -> Result<[DocCListing], InputError> {
    if case .failure(let error) = JSON.parse(bytes) {
        return .failure(InputError(message: "is not JSON (\(error.message) at byte \(error.offset))"))
    }
    var walker = JSONSpans(bytes: bytes)
    walker.value(depth: 0)
    var listings: [DocCListing] = []
    for object in walker.objects.sorted(by: { $0.start < $1.start }) {
        func decoded(_ key: String) -> JSON? {
            guard let range = object.members.first(where: { $0.key == key })?.value else { return nil }
            return try? JSON.parse(Array(bytes[range])).get()
        }
        guard decoded("type")?.string == "codeListing", decoded("syntax")?.string?.lowercased() == "swift",
              let range = object.members.first(where: { $0.key == "code" })?.value else { continue }
        guard let items = decoded("code")?.array else {
            return .failure(InputError(message: "has a Swift listing whose code is not an array of lines"))
        }
        var lines: [String] = []
        for item in items {
            guard let line = item.string else {
                return .failure(InputError(message: "has a Swift listing whose code is not an array of lines"))
            }
            lines.append(line)
        }
        listings.append(DocCListing(number: listings.count + 1, lines: lines, codeRange: range))
    }
    return .success(listings)
}

/// `bytes` with the `code` arrays of `replacements` (by their ranges, which do not overlap)
/// written anew from the lines given; every other byte as it was.
func doccReplacingCode(_ bytes: [UInt8], _ replacements: [(range: Range<Int>, lines: [String])]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var copied = 0
    for r in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where r.range.lowerBound >= copied {
        out += bytes[copied..<r.range.lowerBound]
        out += Array(JSON.array(r.lines.map { .string($0) }).text.utf8)
        copied = r.range.upperBound
    }
    out += bytes[copied...]
    return out
}

/// Where the values of a JSON text are: each object's members, by key, with the byte range of
/// each value. It runs on text `JSON.parse` accepted (so its nesting is bounded), and stops at
/// the end of the bytes whatever they hold.
private struct JSONSpans {
    struct Object {
        var start: Int
        var members: [(key: String, value: Range<Int>)]
    }

    let bytes: [UInt8]
    var at = 0
    var objects: [Object] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    /// The range of the value at `at`, its objects noted.
    @discardableResult
    mutating func value(depth: Int) -> Range<Int> {
        skipSpace()
        let start = at
        guard at < bytes.count, depth < 1024 else { return start..<start }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var members: [(key: String, value: Range<Int>)] = []
            while true {
                skipSpace()
                guard at < bytes.count else { break }
                if bytes[at] == UInt8(ascii: "}") { at += 1; break }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                let keyRange = value(depth: depth + 1)
                skipSpace()
                guard !keyRange.isEmpty, at < bytes.count, bytes[at] == UInt8(ascii: ":") else { break }
                at += 1
                let valueRange = value(depth: depth + 1)
                let key = (try? JSON.parse(Array(bytes[keyRange])).get())?.string ?? ""
                members.append((key, valueRange))
            }
            objects.append(Object(start: start, members: members))
        case UInt8(ascii: "["):
            at += 1
            while true {
                skipSpace()
                guard at < bytes.count else { break }
                if bytes[at] == UInt8(ascii: "]") { at += 1; break }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                let before = at
                value(depth: depth + 1)
                if at == before { at += 1 }
            }
        case UInt8(ascii: "\""):
            at += 1
            while at < bytes.count && bytes[at] != UInt8(ascii: "\"") {
                at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
            }
            at = min(at + 1, bytes.count)
        default:
            // A number, true, false or null: up to the next delimiter.
            while at < bytes.count, !",]}: \n\r\t".utf8.contains(bytes[at]) { at += 1 }
        }
        return start..<at
    }
}
