import Highlight
import HighlightCompiler

// swift-highlight: highlights Swift source (or the Swift blocks of documents) from files or
// standard input. The command line is parsed into one `Invocation`; each input is then read
// and rendered in order. Exit status: 0 success, 1 an input failed, 2 a usage error.

let invocation: Invocation
switch Invocation.parse(Array(CommandLine.arguments.dropFirst()), stdoutIsTerminal: System.stdoutIsTerminal) {
case .success(let parsed): invocation = parsed
case .failure(let error):
    // A file an option names that cannot be used is no matter of options: its message says it all.
    System.fail(error.aboutAFile ? error.message : "\(error.message) (swift-highlight --help lists the options)", code: 2)
}

/// The message for a highlighting failure of `input`; exits at once (status 2) for bad options,
/// which would fail every input alike.
func describe(_ error: HighlightError, _ input: InputSource) -> String {
    switch error {
    case .invalidUTF8(let offset):
        return "\(input.name) is not valid UTF-8 (first bad byte at offset \(offset)); --replace-invalid-utf8 highlights it anyway"
    case .inputTooLarge:
        return "\(input.name) is too large (above \(Highlighter.maxInputLength) bytes)"
    case .outOfMemory:
        return "out of memory while highlighting \(input.name)"
    case .invalidFence(let line, let message):
        return "\(input.name):\(line): the swift fence's options: \(message)"
    case .invalidOptions(let message):
        System.fail(message, code: 2)
    }
}

/// A JSON string literal for UTF-8 bytes (invalid sequences become U+FFFD), written by the
/// one JSON writer (`HighlightCompiler.JSON`).
func jsonString<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
    JSON.string(String(decoding: bytes, as: UTF8.self)).text
}

/// Renders one input in `format`: the bytes to write.
func render(_ input: [UInt8], _ format: OutputFormat, _ inv: Invocation,
            colors: TerminalColors) throws(HighlightError) -> [UInt8] {
    switch format {
    case .html:
        return try Highlighter.html(utf8: input, options: inv.options)
    case .ansi:
        return try Highlighter.ansi(utf8: input, options: inv.options, colors: colors)
    case .categories:
        return Array(try Highlighter.categoryLabels(utf8: input, invalidUTF8: inv.options.invalidUTF8).utf8)
    case .hovers, .diagnostics:
        // Reached only through `compilerOutput`, which highlightSources calls for these.
        return []
    case .tokens:
        var out = inv.tokensAsJSON ? "[" : ""
        var first = true
        try Highlighter.forEachToken(inUTF8: input, options: inv.options) { t in
            let text = jsonString(input[t.start..<t.end])
            if inv.tokensAsJSON {
                out += (first ? "" : ",\n ") + "{\"start\": \(t.start), \"end\": \(t.end), \"kind\": \"\(t.kind.name)\", \"text\": \(text)}"
            } else {
                out += "\(t.start)\t\(t.end)\t\(t.kind.name)\t\(text)\n"
            }
            first = false
            return .continue
        }
        return Array((inv.tokensAsJSON ? out + "]" : out).utf8)
    }
}

/// The colours of terminal output: `--color`, `NO_COLOR` (https://no-color.org), `--color-depth`
/// or `COLORTERM`.
func terminalColors(_ inv: Invocation) -> TerminalColors {
    let noColor = !(System.environment("NO_COLOR") ?? "").isEmpty
    let colored: Bool
    switch inv.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = System.stdoutIsTerminal && !noColor
    }
    guard colored else { return .none }
    let depth = inv.colorDepth
        ?? (["truecolor", "24bit"].contains((System.environment("COLORTERM") ?? "").lowercased()) ? .trueColor : .basic16)
    return depth == .trueColor ? .trueColor : .basic16
}

/// Highlights every input of a source invocation; false when any failed.
func highlightSources(_ inv: Invocation) -> Bool {
    let format = inv.resolvedFormat(stdoutIsTerminal: System.stdoutIsTerminal)
    let colors = terminalColors(inv)
    let several = inv.inputs.count > 1
    let json = format == .categories || format.needsCompiler || (format == .tokens && inv.tokensAsJSON)
    var page = inv.standalone ? StandalonePage(options: inv.options) : nil
    var renderOptions = inv
    if let page { renderOptions.options = page.fragmentOptions }
    // With --compiler every input is compiled before anything is written: one that fails
    // (no compiler, an unexpected error) stops the run with nothing written.
    var compiled: [[UInt8]] = []
    if let settings = inv.compiler {
        guard let outputs = compileInputs(inv, settings, format, fragmentOptions: renderOptions.options, colors: colors) else { return false }
        compiled = outputs
        page?.extraCSS = compilerPageCSS(inv.options)
    }
    var ok = true
    var written = 0
    for (index, input) in inv.inputs.enumerated() {
        let bytes: [UInt8]
        switch compiled.isEmpty ? input.read() : .success([]) {
        case .success(let read): bytes = read
        case .failure(let error):
            System.warn(error.message)
            ok = false
            continue
        }
        if let runs = inv.benchRuns {
            bench(bytes, runs: runs, options: inv.options)
            continue
        }
        let output: [UInt8]
        do {
            if !compiled.isEmpty {
                output = compiled[index]
            } else {
                output = try render(bytes, format, renderOptions, colors: colors)
            }
        } catch {
            System.warn(describe(error, input))
            ok = false
            continue
        }
        if page != nil {
            page!.add(name: input.name, html: output, withHeading: several)
        } else if several && json {
            System.write((written == 0 ? "{" : ",\n ") + jsonString(Array(input.name.utf8)) + ": ")
            System.write(output.last == UInt8(ascii: "\n") ? Array(output.dropLast()) : output)
        } else {
            if several && format != .html {
                System.write((written == 0 ? "" : "\n") + "==> \(input.name) <==\n")
            }
            System.write(output)
            // JSON and HTML fragments end with a newline (terminal output and token lines
            // keep the input's own).
            if json || (format == .html && output.last != UInt8(ascii: "\n")) { System.write("\n") }
        }
        written += 1
    }
    if several && json && page == nil { System.write(written == 0 ? "{}\n" : "}\n") }
    if let page, written > 0 {
        do {
            System.write(try page.page())
        } catch {
            System.fail("cannot make the page: \(error)", code: 1)
        }
    }
    return ok
}

/// `--bench N`: renders the HTML N times and reports the speed on standard error.
func bench(_ input: [UInt8], runs: Int, options: HighlightOptions) {
    let start = System.now()
    var total = 0
    for _ in 0..<runs {
        do {
            total += try Highlighter.html(utf8: input, options: options).count
        } catch {
            System.fail(describe(error, .standardInput), code: 1)
        }
    }
    let seconds = System.now() - start
    let mb = Double(input.count * runs) / 1e6
    let rate = seconds > 0 ? "\(threeDigits(mb / seconds)) MB/s" : "too fast to time"
    System.warn("\(runs) × \(input.count) bytes in \(duration(seconds)), \(duration(seconds / Double(runs))) per run: \(rate) (\(total / runs) bytes out)")
}

/// A duration for people: three significant digits in s, ms or µs (`5.06 ms`).
func duration(_ seconds: Double) -> String {
    if seconds >= 1 { return threeDigits(seconds) + " s" }
    if seconds >= 1e-3 { return threeDigits(seconds * 1e3) + " ms" }
    return threeDigits(seconds * 1e6) + " µs"
}

/// A positive number with three significant digits (`5.06`, `50.6`, `506`, `5060`).
func threeDigits(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0" }
    var decimals = 2
    var scaled = value
    while scaled >= 10 && decimals > 0 { scaled /= 10; decimals -= 1 }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let units = (value * factor).rounded()
    guard units < 1e18 else { return "\(Int(value.rounded()))" }
    let n = Int(units)
    var whole = "\(n)"
    guard decimals > 0 else { return whole }
    while whole.count <= decimals { whole = "0" + whole }
    let cut = whole.index(whole.endIndex, offsetBy: -decimals)
    return whole[..<cut] + "." + whole[cut...]
}

/// Highlights the Swift blocks of every document input; false when any failed.
func highlightDocuments(_ inv: Invocation) -> Bool {
    if let settings = inv.compiler { return compileDocuments(inv, settings) }
    var ok = true
    for input in inv.inputs {
        let kind = inv.documentKind ?? {
            guard case .file(let path) = input else { return .markdown }
            let lower = path.lowercased()
            return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasSuffix(".xhtml") ? .html : .markdown
        }()
        do {
            let expected = "a Markdown or HTML file (swift-highlight site DIR rewrites the HTML pages of a folder)"
            switch input.read(expected: expected) {
            case .success(let bytes):
                System.write(try Highlighter.markdown(utf8: bytes, options: inv.options, html: kind == .html))
            case .failure(let error):
                System.warn(error.message)
                ok = false
            }
        } catch {
            System.warn(describe(error, input))
            ok = false
        }
    }
    return ok
}

let succeeded: Bool
switch invocation.command {
case .help:
    System.write(usage)
    succeeded = true
case .version:
    System.write("swift-highlight \(Highlighter.version)\n")
    succeeded = true
case .css:
    do {
        System.write(try Highlighter.css(options: invocation.options))
        // With --compiler: the rules of the compiler's notes too.
        if invocation.compiler != nil { System.write(try Highlighter.annotationCSS(options: invocation.options)) }
        succeeded = true
    } catch {
        System.fail(describe(error, .standardInput), code: 2)
    }
case .builtinSystemNames:
    System.write(ToolchainSystemNames.list + "\n")
    succeeded = true
case .markdown:
    succeeded = highlightDocuments(invocation)
case .site:
    succeeded = runSite(invocation)
case .docc:
    succeeded = runDocC(invocation)
case .highlight:
    succeeded = highlightSources(invocation)
}
System.finish(succeeded: succeeded)
