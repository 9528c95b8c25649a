import Highlight

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// swift-highlight: highlight Swift source from a file or standard input.
let usage = """
usage: swift-highlight [--format html|tokens|categories] [--json] [--class-prefix P]
                       [--pre] [--replace-invalid-utf8] [FILE|-]

  --format html         HTML spans (default)
  --format tokens       one token per line: start end kind text (--json for a JSON array)
  --format categories   the evaluation's label JSON (kinds collapsed to ten categories)
  --class-prefix P      prefix of HTML classes (default "swh-"; only [A-Za-z0-9_-])
  --pre                 wrap HTML in <pre><code>
  --replace-invalid-utf8  highlight invalid UTF-8 as U+FFFD instead of failing
  FILE                  the Swift file to read; - or nothing reads standard input

"""

func fail(_ message: String, code: Int32 = 1) -> Never {
    fputs("swift-highlight: \(message)\n", stderr)
    exit(code)
}

/// Reads all of a file (or standard input when `path` is nil).
func readAll(_ path: String?) -> [UInt8] {
    let file: UnsafeMutablePointer<FILE>?
    if let path {
        file = fopen(path, "rb")
        guard file != nil else { fail("cannot open \(path): \(String(cString: strerror(errno)))") }
    } else {
        file = stdin
    }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if got > 0 { data.append(contentsOf: chunk[0..<got]) }
        if got < chunk.count {
            if ferror(file) != 0 { fail("read error on \(path ?? "standard input")") }
            break
        }
    }
    if path != nil { fclose(file) }
    return data
}

func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        if let base = raw.baseAddress, raw.count > 0 { _ = fwrite(base, 1, raw.count, stdout) }
    }
}

func jsonEscaped(_ bytes: ArraySlice<UInt8>) -> String {
    var out = "\""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

var format = "html"
var json = false
var options = HighlightOptions()
var path: String? = nil
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--format":
        guard let value = args.popFirst(), ["html", "tokens", "categories"].contains(value) else {
            fail("--format takes html, tokens or categories", code: 2)
        }
        format = value
    case "--json":
        json = true
    case "--class-prefix":
        guard let value = args.popFirst() else { fail("--class-prefix needs a value", code: 2) }
        options.classPrefix = value
    case "--pre":
        options.wrapInPre = true
    case "--replace-invalid-utf8":
        options.invalidUTF8 = .replace
    case "-":
        path = nil
    default:
        if arg.hasPrefix("-") { fail("unknown option \(arg)\n\(usage)", code: 2) }
        guard path == nil else { fail("only one input file is accepted", code: 2) }
        path = arg
    }
}

let input = readAll(path)
do {
    switch format {
    case "categories":
        print(try Highlighter.categoryLabels(utf8: input, invalidUTF8: options.invalidUTF8))
    case "tokens":
        let tokens = try Highlighter.tokens(utf8: input, invalidUTF8: options.invalidUTF8)
        if json {
            var out = "["
            for (k, t) in tokens.enumerated() {
                if k > 0 { out += ",\n " }
                out += "{\"start\": \(t.start), \"end\": \(t.end), \"kind\": \"\(t.kind.name)\", \"text\": \(jsonEscaped(input[t.start..<t.end]))}"
            }
            print(out + "]")
        } else {
            for t in tokens {
                print("\(t.start)\t\(t.end)\t\(t.kind.name)\t\(jsonEscaped(input[t.start..<t.end]))")
            }
        }
    default:
        write(try Highlighter.html(utf8: input, options: options))
    }
} catch HighlightError.invalidUTF8(let offset) {
    fail("\(path ?? "standard input") is not valid UTF-8 (first bad byte at offset \(offset)); --replace-invalid-utf8 highlights it anyway")
} catch HighlightError.invalidOptions(let message) {
    fail(message, code: 2)
} catch HighlightError.inputTooLarge {
    fail("input too large (4 GiB or more)")
} catch {
    fail("\(error)")
}
