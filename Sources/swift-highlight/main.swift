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
usage: swift-highlight [options] [FILE|-]
       swift-highlight markdown [options] [FILE.md|FILE.html|-]
       swift-highlight --css THEME [--scheme S] [--class-prefix P]

Output (FILE is Swift source; - or nothing reads standard input):
  --format html         HTML spans (the default when standard output is not a terminal)
  --format ansi         terminal colours (the default on a terminal; see --color)
  --format tokens       one token per line: start end kind text (--json for a JSON array)
  --format categories   the evaluation's label JSON (kinds collapsed to ten categories)

HTML:
  --scheme S            class names: native (default), splash, hljs, pygments, treesitter
  --class-prefix P      prefix of classes (only [A-Za-z0-9_-]; default: the scheme's own)
  --pre                 wrap in <pre class="swh-code"><code class="language-swift">
  --inline-styles       style="color:…" from --theme instead of classes (RSS, email)
  --lines               wrap each line in <span class="swh-line" data-line="N">
  --line-numbers        a line-number gutter in each line (implies --lines)
  --highlight-lines L   highlight lines, e.g. 3,5-7 (implies --lines)
  --first-line N        number of the first line (default 1)

Themes (--theme, --css): xcode (light+dark pair, default), xcode-light, xcode-dark,
  high-contrast (pair), high-contrast-light, high-contrast-dark
  --theme T             colours for --inline-styles and ansi (pairs: light for HTML, dark
                        for terminals)
  --css THEME           print a stylesheet for THEME, --scheme and --class-prefix; a pair
                        switches with prefers-color-scheme

Terminal:
  --color WHEN          always, never or auto (default: colour when standard output is a
                        terminal and NO_COLOR is not set)
  --color-depth D       16 or 24 (default: 24 when COLORTERM is truecolor or 24bit, else 16)

Markdown (swift-highlight markdown FILE): every ```swift / ~~~swift fence becomes highlighted
  <pre><code> HTML, and <pre><code class="language-swift"> blocks in HTML are highlighted in
  place; everything else is copied unchanged. HTML options above apply to each block.
  --input markdown|html  how to read FILE (default: html for .html/.htm/.xhtml, else markdown)

Other:
  --replace-invalid-utf8  highlight invalid UTF-8 as U+FFFD instead of failing
  --json                with --format tokens: a JSON array
  --bench N             render the HTML N times, print MB/s to standard error, no output

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

/// Parses `3,5-7` into ranges; nil when malformed.
func parseLineRanges(_ text: String) -> [ClosedRange<Int>]? {
    var ranges: [ClosedRange<Int>] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let ends = part.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 1 || ends.count == 2,
              let first = Int(ends[0]), first >= 1, UInt32(exactly: first) != nil else { return nil }
        let last = ends.count == 2 ? Int(ends[1]) : first
        guard let last, last >= first, UInt32(exactly: last) != nil else { return nil }
        ranges.append(first...last)
    }
    return ranges.isEmpty ? nil : ranges
}

func env(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
}

/// Monotonic seconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

var format: String? = nil
var json = false
var options = HighlightOptions()
var path: String? = nil
var cssTheme: Theme? = nil
var colorWhen = "auto"
var colorDepth: Int? = nil
var markdownMode = false
var inputKind: String? = nil
var benchRuns = 0
var args = CommandLine.arguments.dropFirst()
if args.first == "markdown" {
    markdownMode = true
    args = args.dropFirst()
}

func value(_ flag: String) -> String {
    guard let value = args.popFirst() else { fail("\(flag) needs a value\n\(usage)", code: 2) }
    return value
}

while let arg = args.popFirst() {
    switch arg {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--format":
        let v = value(arg)
        guard ["html", "tokens", "categories", "ansi"].contains(v) else {
            fail("--format takes html, ansi, tokens or categories", code: 2)
        }
        format = v
    case "--json":
        json = true
    case "--class-prefix":
        options.classPrefix = value(arg)
    case "--pre":
        options.wrapInPre = true
        options.languageClass = true
    case "--replace-invalid-utf8":
        options.invalidUTF8 = .replace
    case "--scheme":
        let v = value(arg)
        guard let scheme = ClassScheme(name: v) else {
            fail("--scheme takes \(ClassScheme.allCases.map(\.name).joined(separator: ", "))", code: 2)
        }
        options.scheme = scheme
    case "--theme", "--css":
        let v = value(arg)
        guard let theme = Theme(name: v) else {
            fail("\(arg) takes \(Theme.allCases.map(\.name).joined(separator: ", "))", code: 2)
        }
        options.theme = theme
        if arg == "--css" { cssTheme = theme }
    case "--inline-styles":
        options.inlineStyles = true
    case "--lines":
        options.lineElements = true
    case "--line-numbers":
        options.lineNumbers = true
    case "--highlight-lines":
        let v = value(arg)
        guard let ranges = parseLineRanges(v) else {
            fail("--highlight-lines takes line numbers and ranges such as 3,5-7", code: 2)
        }
        options.highlightedLines += ranges
    case "--first-line":
        let v = value(arg)
        guard let n = Int(v), n >= 1, UInt32(exactly: n) != nil else { fail("--first-line takes a number from 1", code: 2) }
        options.firstLineNumber = n
    case "--color", "--colour":
        let v = value(arg)
        guard ["always", "never", "auto"].contains(v) else { fail("--color takes always, never or auto", code: 2) }
        colorWhen = v
    case "--color-depth":
        let v = value(arg)
        guard v == "16" || v == "24" else { fail("--color-depth takes 16 or 24", code: 2) }
        colorDepth = Int(v)
    case "--input":
        let v = value(arg)
        guard v == "markdown" || v == "html" else { fail("--input takes markdown or html", code: 2) }
        inputKind = v
    case "--bench":
        let v = value(arg)
        guard let n = Int(v), n >= 1 else { fail("--bench takes a count", code: 2) }
        benchRuns = n
    case "-":
        path = nil
    default:
        if arg.hasPrefix("-") { fail("unknown option \(arg)\n\(usage)", code: 2) }
        guard path == nil else { fail("only one input file is accepted", code: 2) }
        path = arg
    }
}

do {
    if let cssTheme {
        var cssOptions = options
        cssOptions.theme = cssTheme
        print(try Highlighter.css(options: cssOptions), terminator: "")
        exit(0)
    }

    let input = readAll(path)

    if benchRuns > 0 {
        let start = now()
        var total = 0
        for _ in 0..<benchRuns { total += try Highlighter.html(utf8: input, options: options).count }
        let seconds = now() - start
        let mb = Double(input.count * benchRuns) / 1e6
        fputs("swift-highlight: \(benchRuns) × \(input.count) bytes in \(seconds) s: \(mb / seconds) MB/s (\(total / benchRuns) bytes out)\n", stderr)
        exit(0)
    }

    if markdownMode {
        let kind = inputKind ?? {
            let lower = (path ?? "").lowercased()
            return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml") ? "html" : "markdown"
        }()
        write(try Highlighter.markdown(utf8: input, options: options, html: kind == "html"))
        exit(0)
    }

    let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    let resolvedFormat = format ?? (stdoutIsTerminal || colorWhen == "always" ? "ansi" : "html")
    switch resolvedFormat {
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
    case "ansi":
        // https://no-color.org: NO_COLOR set and not empty turns colour off unless forced.
        let noColor = (env("NO_COLOR") ?? "").isEmpty == false
        let colored: Bool
        switch colorWhen {
        case "always": colored = true
        case "never": colored = false
        default: colored = stdoutIsTerminal && !noColor
        }
        let depth = colorDepth ?? (["truecolor", "24bit"].contains((env("COLORTERM") ?? "").lowercased()) ? 24 : 16)
        let colors: TerminalColors = !colored ? .none : depth == 24 ? .trueColor : .basic16
        write(try Highlighter.ansi(utf8: input, options: options, colors: colors))
    default:
        write(try Highlighter.html(utf8: input, options: options))
    }
} catch HighlightError.invalidUTF8(let offset) {
    fail("\(path ?? "standard input") is not valid UTF-8 (first bad byte at offset \(offset)); --replace-invalid-utf8 highlights it anyway")
} catch HighlightError.invalidOptions(let message) {
    fail(message, code: 2)
} catch HighlightError.inputTooLarge {
    fail("input too large (above \(Highlighter.maxInputLength) bytes)")
} catch {
    fail("\(error)")
}
