import Highlight
import HighlightCompiler

/// What the command line asks for, parsed into one typed value (`Invocation.parse`).

/// The output of the source command.
enum OutputFormat: String, CaseIterable {
    case html, ansi, tokens, categories, hovers, diagnostics

    /// The formats that print what the compiler knows (`--compiler`).
    var needsCompiler: Bool { self == .hovers || self == .diagnostics }
}

/// When terminal output is coloured.
enum ColorChoice: String, CaseIterable {
    case always, never, auto
}

/// How many colours terminal output uses.
enum ColorDepth: String, CaseIterable {
    case basic16 = "16", trueColor = "24"
}

/// How `markdown` reads its input.
enum DocumentKind: String, CaseIterable {
    case markdown, html
}

/// Where an input comes from.
enum InputSource: Equatable {
    case standardInput
    case file(String)

    /// The name used in messages and headings.
    var name: String {
        switch self {
        case .standardInput: return "standard input"
        case .file(let path): return path
        }
    }
}

/// What to do.
enum Command: Equatable {
    /// Highlight Swift source files.
    case highlight
    /// Highlight the Swift blocks of Markdown or HTML documents.
    case markdown
    /// Re-highlight, in place, the Swift blocks of every HTML page under directories.
    case site
    /// Make a DocC documentation archive show our highlighting (DocC.swift).
    case docc
    /// Print a stylesheet for a theme.
    case css(Theme)
    /// Print the built-in system names (`ToolchainSystemNames`), a names file.
    case builtinSystemNames
    case help
    case version
}

/// Every option of the command line; the spelling is the raw value.
enum Flag: String, CaseIterable {
    case format = "--format", json = "--json", standalone = "--standalone"
    case scheme = "--scheme", classPrefix = "--class-prefix", pre = "--pre", inlineStyles = "--inline-styles"
    case lines = "--lines", lineNumbers = "--line-numbers", highlightLines = "--highlight-lines"
    case firstLine = "--first-line", theme = "--theme", css = "--css"
    case color = "--color", colorDepth = "--color-depth", input = "--input"
    case replaceInvalidUTF8 = "--replace-invalid-utf8", bench = "--bench"
    case check = "--check", dryRun = "--dry-run", jobs = "--jobs", cssFile = "--css-file", linkCSS = "--link-css"
    case help = "--help", version = "--version"
    case diff = "--diff", notation = "--notation", darkSelector = "--dark-selector", title = "--title"
    case assets = "--assets"
    case xcodeKinds = "--xcode-kinds", noXcodeKinds = "--no-xcode-kinds", projectNames = "--project-names"
    case systemNames = "--system-names", noSystemNames = "--no-system-names"
    case builtinSystemNames = "--builtin-system-names"
    case compiler = "--compiler", swiftc = "--swiftc", searchPath = "-I", frameworkPath = "-F"
    case package = "--package", compilerTimeLimit = "--compiler-time-limit"

    /// Whether the option takes a value (`--flag VALUE` or `--flag=VALUE`).
    var takesValue: Bool {
        switch self {
        case .format, .scheme, .classPrefix, .highlightLines, .firstLine, .theme, .css, .color, .colorDepth,
             .input, .bench, .jobs, .cssFile, .darkSelector, .title, .assets, .projectNames,
             .systemNames, .swiftc, .searchPath, .frameworkPath, .package, .compilerTimeLimit:
            return true
        default:
            return false
        }
    }

    /// The flag for a spelling, aliases included.
    init?(spelling: String) {
        switch spelling {
        case "-h": self = .help
        case "-V": self = .version
        case "-j": self = .jobs
        case "--colour": self = .color
        default:
            guard let flag = Flag(rawValue: spelling) else { return nil }
            self = flag
        }
    }

    /// Options that shape HTML only.
    static let htmlOnly: [Flag] = [.scheme, .classPrefix, .pre, .inlineStyles, .lines, .standalone]
    /// Options that shape terminal output only.
    static let terminalOnly: [Flag] = [.color, .colorDepth]
    /// Options of line numbering, for HTML and terminal output.
    static let lineOptions: [Flag] = [.lineNumbers, .highlightLines, .firstLine]
    /// Options that change the code as shown (and so the tokens): HTML, terminal and tokens.
    static let shownCodeOptions: [Flag] = [.diff, .notation]
    /// Options of the compiler's knowledge, which need `--compiler`.
    static let compilerOptions: [Flag] = [.swiftc, .searchPath, .frameworkPath, .package, .compilerTimeLimit]
    /// Options of the site command only.
    static let siteOnly: [Flag] = [.check, .dryRun, .jobs, .cssFile, .linkCSS]
}

/// A command line that cannot be run: the message says why (exit status 2).
struct UsageError: Error, Equatable {
    var message: String
    /// The problem is a file an option names (missing, unreadable, not a theme), not the options.
    var aboutAFile = false
}

/// The parsed command line.
struct Invocation {
    var command: Command = .highlight
    var inputs: [InputSource] = []
    /// The output format given; nil picks one (`resolvedFormat`).
    var format: OutputFormat?
    var tokensAsJSON = false
    var standalone = false
    var color: ColorChoice = .auto
    var colorDepth: ColorDepth?
    var documentKind: DocumentKind?
    var benchRuns: Int?
    /// site: report what would change and exit 1 when something would (for CI).
    var check = false
    /// site: report what would change, write nothing.
    var dryRun = false
    /// site: the number of threads (nil: one per processor).
    var jobs: Int?
    /// site: the stylesheet's file name, written into each directory.
    var cssFile: String?
    /// site: link the stylesheet from the pages that have Swift blocks.
    var linkCSS = false
    /// docc: the folder of the browser files (nil: found beside the installation).
    var assetDirectory: String?
    var options = HighlightOptions()
    /// `--compiler`: the compiler to run and its flags (nil without `--compiler`).
    var compiler: CompilerSettings?
    /// The options given, for the checks of what applies.
    var given: Set<Flag> = []

    /// The format used: the one given; else HTML when an HTML-only option is given, terminal
    /// output when a terminal-only option is given or standard output is a terminal, else HTML.
    func resolvedFormat(stdoutIsTerminal: Bool) -> OutputFormat {
        if let format { return format }
        if Flag.htmlOnly.contains(where: given.contains) { return .html }
        if Flag.terminalOnly.contains(where: given.contains) || stdoutIsTerminal { return .ansi }
        return .html
    }

    /// Parses the arguments (without the program name) and checks that every option applies.
    static func parse(_ arguments: [String], stdoutIsTerminal: Bool) -> Result<Invocation, UsageError> {
        var inv = Invocation()
        var args = arguments[...]
        if args.first == "markdown" {
            inv.command = .markdown
            args = args.dropFirst()
        } else if args.first == "site" {
            inv.command = .site
            args = args.dropFirst()
        } else if args.first == "docc" {
            inv.command = .docc
            args = args.dropFirst()
        }
        var onlyFiles = false
        while let arg = args.popFirst() {
            if onlyFiles || arg == "-" || !arg.hasPrefix("-") {
                let source: InputSource = arg == "-" && !onlyFiles ? .standardInput : .file(arg)
                if source == .standardInput && inv.inputs.contains(.standardInput) {
                    return .failure(UsageError(message: "standard input (-) can be read only once"))
                }
                inv.inputs.append(source)
                continue
            }
            if arg == "--" { onlyFiles = true; continue }
            var spelling = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                spelling = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let flag = Flag(spelling: spelling) else {
                return .failure(UsageError(message: "unknown option \(arg)"))
            }
            var value = ""
            if flag.takesValue {
                guard let v = inlineValue ?? args.popFirst() else {
                    return .failure(UsageError(message: "\(flag.rawValue) needs a value"))
                }
                value = v
            } else if inlineValue != nil {
                return .failure(UsageError(message: "\(flag.rawValue) takes no value"))
            }
            inv.given.insert(flag)
            if let error = inv.apply(flag, value) { return .failure(error) }
        }
        if let error = inv.checkApplicability(stdoutIsTerminal: stdoutIsTerminal) { return .failure(error) }
        if inv.options.usesXcodeKinds && !inv.given.contains(.noSystemNames) {
            inv.options.projectNames.formUnion(system: ToolchainSystemNames.names)
        }
        if inv.inputs.isEmpty, inv.command == .highlight || inv.command == .markdown {
            inv.inputs = [.standardInput]
        }
        return .success(inv)
    }

    /// Stores one option; an error for a bad value.
    private mutating func apply(_ flag: Flag, _ value: String) -> UsageError? {
        func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> T? where T.RawValue == String {
            T(rawValue: value)
        }
        func names<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> String where T.RawValue == String {
            T.allCases.map(\.rawValue).joined(separator: ", ")
        }
        switch flag {
        case .help: command = .help
        case .version: command = .version
        case .format:
            guard let f = choice(OutputFormat.self) else { return UsageError(message: "--format takes \(names(OutputFormat.self))") }
            format = f
        case .json: tokensAsJSON = true
        case .standalone: standalone = true
        case .scheme:
            guard let scheme = ClassScheme(name: value) else {
                return UsageError(message: "--scheme takes \(ClassScheme.allCases.map(\.name).joined(separator: ", "))")
            }
            options.scheme = scheme
        case .classPrefix:
            if let problem = OptionRules.classPrefixProblem(Array(value.utf8)) { return Invocation.refused(flag, problem) }
            options.classPrefix = value
        case .pre: options.wrapInPre = true
        case .inlineStyles: options.inlineStyles = true
        case .xcodeKinds: options.xcodeKinds = true
        case .noXcodeKinds: options.ordinaryKinds = true
        case .projectNames, .systemNames:
            switch InputSource.file(value).read(expected: "a file of names or a symbol graph") {
            case .failure(let error): return UsageError(message: error.message, aboutAFile: true)
            case .success(let bytes):
                switch ProjectNames.parse(bytes) {
                case .failure(let error): return UsageError(message: "\(flag.rawValue) \(value): \(error.message)", aboutAFile: true)
                case .success(let names):
                    if flag == .systemNames { options.projectNames.formUnion(system: names) } else { options.projectNames.formUnion(names) }
                }
            }
            options.xcodeKinds = true
        case .noSystemNames: break
        case .builtinSystemNames: command = .builtinSystemNames
        case .lines: options.lineElements = true
        case .lineNumbers: options.lineNumbers = true
        case .highlightLines:
            guard let ranges = Invocation.lineRanges(value) else {
                return UsageError(message: "--highlight-lines takes line numbers and ranges such as 3,5-7")
            }
            options.highlightedLines += ranges
        case .firstLine:
            guard let n = Int(value) else { return UsageError(message: "--first-line takes a number") }
            if let problem = OptionRules.firstLineProblem(n) { return Invocation.refused(flag, problem) }
            options.firstLineNumber = n
        case .theme, .css:
            if let theme = Theme(name: value) {
                options.theme = theme
                options.themeFile = nil
            } else if value.hasSuffix(".xccolortheme") || value.hasSuffix(".dvtcolortheme") || value.contains("/") {
                // An Xcode theme file.
                switch InputSource.file(value).read(expected: "an Xcode theme file") {
                case .failure(let error): return UsageError(message: error.message, aboutAFile: true)
                case .success(let bytes):
                    do throws(XcodeTheme.ReadError) {
                        options.themeFile = try XcodeTheme(propertyList: bytes)
                    } catch {
                        return UsageError(message: "\(value): \(error.message)", aboutAFile: true)
                    }
                }
            } else {
                return UsageError(message: "\(flag.rawValue) takes \(Theme.allCases.map(\.name).joined(separator: ", ")), or an Xcode theme file (.xccolortheme, .dvtcolortheme)")
            }
            if flag == .css { command = .css(options.theme) }
        case .color:
            guard let c = choice(ColorChoice.self) else { return UsageError(message: "--color takes \(names(ColorChoice.self))") }
            color = c
        case .colorDepth:
            guard let d = choice(ColorDepth.self) else { return UsageError(message: "--color-depth takes 16 or 24") }
            colorDepth = d
        case .input:
            guard let k = choice(DocumentKind.self) else { return UsageError(message: "--input takes markdown or html") }
            documentKind = k
        case .replaceInvalidUTF8: options.invalidUTF8 = .replace
        case .check: check = true
        case .dryRun: dryRun = true
        case .jobs:
            guard let n = Int(value), n >= 1, n <= 1024 else { return UsageError(message: "--jobs takes a count from 1 to 1024") }
            jobs = n
        case .cssFile:
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            guard !value.isEmpty, !value.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                return UsageError(message: "--css-file takes a file name inside the site's folder, such as swift-highlight.css or css/swift.css")
            }
            cssFile = value
        case .linkCSS: linkCSS = true
        case .assets:
            guard !value.isEmpty else { return UsageError(message: "--assets takes a folder") }
            assetDirectory = value
        case .diff: options.diff = true
        case .notation: options.notation = true
        case .darkSelector:
            if let problem = OptionRules.darkSelectorProblem(Array(value.utf8)) { return Invocation.refused(flag, problem) }
            options.darkSelector = value
        case .title:
            if let problem = OptionRules.titleProblem(Array(value.utf8)) { return Invocation.refused(flag, problem) }
            options.title = value
        case .compiler:
            if compiler == nil { compiler = CompilerSettings() }
        case .swiftc, .searchPath, .frameworkPath:
            guard !value.isEmpty else { return UsageError(message: "\(flag.rawValue) takes a path") }
            if compiler == nil { compiler = CompilerSettings() }
            switch flag {
            case .swiftc: compiler?.swiftc = value
            case .searchPath: compiler?.searchPaths.append(value)
            default: compiler?.frameworkPaths.append(value)
            }
        case .package:
            guard !value.isEmpty else { return UsageError(message: "--package takes the folder of a SwiftPM package (its Package.swift)") }
            if compiler == nil { compiler = CompilerSettings() }
            guard compiler?.packagePath == nil else { return UsageError(message: "--package is given once") }
            compiler?.packagePath = value
        case .compilerTimeLimit:
            guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                return UsageError(message: "--compiler-time-limit takes a number of seconds, above 0 and at most 86400")
            }
            if compiler == nil { compiler = CompilerSettings() }
            compiler?.timeLimit = seconds
        case .bench:
            guard let n = Int(value), n >= 1 else { return UsageError(message: "--bench takes a count from 1") }
            benchRuns = n
        }
        return nil
    }

    /// The first option given that does nothing in this invocation.
    private func checkApplicability(stdoutIsTerminal: Bool) -> UsageError? {
        func notWith(_ flag: Flag, _ what: String) -> UsageError? {
            guard given.contains(flag) else { return nil }
            if flag == .json { return UsageError(message: "--json applies only to --format tokens, not to \(what)") }
            return UsageError(message: "\(flag.rawValue) does not apply to \(what)")
        }
        func first(_ flags: [Flag], _ what: String) -> UsageError? {
            for flag in flags { if let e = notWith(flag, what) { return e } }
            return nil
        }
        if command == .docc {
            let applies: Set<Flag> = Set([.check, .dryRun, .assets, .xcodeKinds, .help, .version, .compiler] + Flag.compilerOptions)
            if let flag = Flag.allCases.first(where: { given.contains($0) && !applies.contains($0) }) {
                return UsageError(message: "\(flag.rawValue) does not apply to docc (only --check, --dry-run, --assets, --xcode-kinds and --compiler with its options do: the listings get DocC's own classes and colours)")
            }
        } else if given.contains(.assets) {
            return UsageError(message: "--assets applies only to swift-highlight docc")
        }
        if given.contains(.noXcodeKinds), let flag = [Flag.xcodeKinds, .projectNames, .systemNames].first(where: given.contains) {
            return UsageError(message: "--no-xcode-kinds and \(flag.rawValue) do not go together")
        }
        if given.contains(.noSystemNames) && !options.usesXcodeKinds {
            return UsageError(message: "--no-system-names applies only with --xcode-kinds (or --project-names, --system-names)")
        }
        if !given.contains(.compiler), let flag = Flag.compilerOptions.first(where: given.contains) {
            return UsageError(message: "\(flag.rawValue) applies only with --compiler")
        }
        if given.contains(.compiler) {
            let resolved = resolvedFormat(stdoutIsTerminal: stdoutIsTerminal)
            if command == .markdown {
                if documentKind == .html { return UsageError(message: "--compiler applies to the fences of Markdown, not to --input html") }
            } else if case .css = command {
                // The stylesheet with the rules of the compiler's notes.
            } else if command == .site || command == .docc {
                // The Swift blocks of the site's pages; the Swift listings of the archive's render JSON.
            } else if command != .highlight
                        || !(resolved.needsCompiler || resolved == .html || (options.usesXcodeKinds && (resolved == .tokens || resolved == .ansi))) {
                return UsageError(message: "--compiler applies to HTML, --format hovers, --format diagnostics, markdown, site and docc (and, with --xcode-kinds, --format tokens and ansi)")
            }
            // Line numbers and highlighted lines go with notes; these show other code than the compiler reads.
            let changesLines: [Flag] = [.diff, .notation, .replaceInvalidUTF8]
            if let flag = changesLines.first(where: given.contains) {
                return UsageError(message: "\(flag.rawValue) does not apply with --compiler (its notes are placed on the code as written)")
            }
        }
        if let format, format.needsCompiler, !given.contains(.compiler) {
            return UsageError(message: "--format \(format.rawValue) needs --compiler (it prints what the Swift compiler knows)")
        }
        if command != .site && command != .docc, let flag = Flag.siteOnly.first(where: given.contains) {
            return UsageError(message: "\(flag.rawValue) applies only to swift-highlight site")
        }
        switch command {
        case .help, .version:
            return nil
        case .docc:
            if check && dryRun { return UsageError(message: "--check and --dry-run do not go together (--check is a dry run that fails when something would change)") }
            if inputs.isEmpty { return UsageError(message: "docc needs at least one documentation archive: swift-highlight docc X.doccarchive...") }
            if inputs.contains(.standardInput) { return UsageError(message: "docc changes archives in place; it does not read standard input") }
            return nil
        case .site:
            if let e = first([.format, .json, .standalone, .pre, .highlightLines, .color, .colorDepth, .bench, .input,
                              .diff, .notation, .title],
                             "site (its blocks are <pre><code> with the HTML options)") { return e }
            if given.contains(.darkSelector) && cssFile == nil {
                return UsageError(message: "--dark-selector applies to site only with --css-file")
            }
            if given.contains(.theme) && !options.inlineStyles && cssFile == nil {
                return UsageError(message: "--theme applies to site only with --inline-styles or --css-file")
            }
            if linkCSS && cssFile == nil { return UsageError(message: "--link-css needs --css-file NAME") }
            if check && dryRun { return UsageError(message: "--check and --dry-run do not go together (--check is a dry run that fails when something would change)") }
            if inputs.isEmpty { return UsageError(message: "site needs at least one directory: swift-highlight site DIR...") }
            if inputs.contains(.standardInput) { return UsageError(message: "site rewrites directories in place; it does not read standard input") }
            return nil
        case .builtinSystemNames:
            if !inputs.isEmpty { return UsageError(message: "--builtin-system-names prints a list and reads no input (\(inputs[0].name))") }
            if let flag = Flag.allCases.first(where: { given.contains($0) && $0 != .builtinSystemNames }) {
                return UsageError(message: "\(flag.rawValue) does not apply to --builtin-system-names")
            }
            return nil
        case .css:
            if !inputs.isEmpty { return UsageError(message: "--css prints a stylesheet and reads no input (\(inputs[0].name))") }
            let applies: Set<Flag> = [.css, .scheme, .classPrefix, .darkSelector, .compiler]
            if let flag = Flag.allCases.first(where: { given.contains($0) && !applies.contains($0) }) {
                return UsageError(message: "\(flag.rawValue) does not apply to --css (only --scheme, --class-prefix, --dark-selector and --compiler do)")
            }
            if given.contains(.darkSelector) && !options.theme.isPair {
                return UsageError(message: "--dark-selector needs a light/dark pair theme (xcode, high-contrast), not \(options.theme.name)")
            }
            return nil
        case .markdown:
            if let e = first([.format, .json, .standalone, .highlightLines, .color, .colorDepth, .bench, .darkSelector,
                              .title], "markdown (it writes the document with HTML blocks; fences carry their own title)") { return e }
            if given.contains(.theme) && !options.inlineStyles {
                return UsageError(message: "--theme applies to markdown only with --inline-styles")
            }
            return nil
        case .highlight:
            break
        }
        if let e = notWith(.input, "Swift source (only to markdown)") { return e }
        if format == nil, let h = Flag.htmlOnly.first(where: given.contains),
           let t = Flag.terminalOnly.first(where: given.contains) {
            return UsageError(message: "\(h.rawValue) (HTML) and \(t.rawValue) (terminal) do not go together")
        }
        let format = resolvedFormat(stdoutIsTerminal: stdoutIsTerminal)
        switch format {
        case .html:
            if let e = first(Flag.terminalOnly + [.json], "--format html") { return e }
            if given.contains(.darkSelector) && !standalone {
                return UsageError(message: "--dark-selector applies to stylesheets: --css THEME or --standalone")
            }
            if given.contains(.darkSelector) && !options.theme.isPair {
                return UsageError(message: "--dark-selector needs a light/dark pair theme (xcode, high-contrast), not \(options.theme.name)")
            }
            if given.contains(.title) && !options.wrapInPre && !standalone {
                return UsageError(message: "--title captions a block: add --pre or --standalone")
            }
            if given.contains(.theme) && !options.inlineStyles && !standalone {
                return UsageError(message: "--theme does not apply to HTML with classes: add --inline-styles or --standalone, or print a stylesheet with --css THEME")
            }
        case .ansi:
            if let e = first(Flag.htmlOnly + [.json, .bench, .darkSelector, .title], "--format ansi") { return e }
        case .tokens, .categories, .hovers, .diagnostics:
            let what = "--format \(format.rawValue)"
            if let e = first(Flag.htmlOnly + Flag.terminalOnly + Flag.lineOptions + [.theme, .bench, .darkSelector, .title], what) { return e }
            if format == .categories, let e = first(Flag.shownCodeOptions, what) { return e }
            // The compiler reads the code as written, and its reports have no kinds.
            if format.needsCompiler, let e = first(Flag.shownCodeOptions + [.replaceInvalidUTF8, .xcodeKinds, .projectNames, .systemNames], what) { return e }
            if format != .tokens, let e = notWith(.json, "\(what) (it is JSON already)") { return e }
        }
        if benchRuns != nil && inputs.count > 1 { return UsageError(message: "--bench takes one input") }
        return nil
    }

    /// The error for a flag whose value the engine's option rules refuse: the rule, as the
    /// engine words it.
    static func refused(_ flag: Flag, _ problem: OptionProblem) -> UsageError {
        UsageError(message: "\(flag.rawValue): \(problem.description)")
    }

    /// Parses `3,5-7` into ranges; nil when malformed.
    static func lineRanges(_ text: String) -> [ClosedRange<Int>]? {
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
}
