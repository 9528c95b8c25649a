#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight

/// How to reach the compiler, and what to give it.
public struct CompilerSettings: Sendable {
    /// The `swiftc` to run; nil: the first on `PATH`. Its toolchain's `sourcekit-lsp`
    /// (beside it) answers the hovers.
    public var swiftc: String?
    /// Module search paths (`-I`) and framework search paths (`-F`).
    public var searchPaths: [String] = []
    public var frameworkPaths: [String] = []
    /// Seconds one piece of code may take, compiler and language server together.
    public var timeLimit: Double = 120
    /// A SwiftPM package whose modules the code imports: `Compiler.init` builds it (`swift build`,
    /// incremental: an existing build is reused) and adds its modules' folder to `searchPaths`.
    public var packagePath: String?
    /// Where reports are kept between runs; nil: no cache.
    public var cacheDirectory: String?
    /// Also Xcode's kinds of the names (`CompilerReport.names`, for `HighlightOptions.resolvedNames`):
    /// the compiler then prints its syntax tree, which is read.
    public var resolvesNames = false

    public init() {}

    /// `$XDG_CACHE_HOME/swift-highlight`, else `$HOME/.cache/swift-highlight`; nil with neither.
    public static func defaultCacheDirectory(environment: (String) -> String?) -> String? {
        if let x = environment("XDG_CACHE_HOME"), x.hasPrefix("/") { return x + "/swift-highlight" }
        if let h = environment("HOME"), !h.isEmpty { return h + "/.cache/swift-highlight" }
        return nil
    }
}

/// The compiler's knowledge of Swift code: the diagnostics of `swiftc -typecheck` and, for
/// each name the engine finds, the hover `sourcekit-lsp` gives (the declaration as Quick Help
/// shows it and the summary of its documentation). Reports are cached by the code, the flags
/// and the compiler's identity (its path, size and modification time), so an unchanged input
/// does not run the compiler again.
public final class Compiler: @unchecked Sendable {
    public let swiftc: String
    public let languageServer: String
    public let settings: CompilerSettings
    /// How many times this value ran the compiler (cache hits do not).
    public var compilerRuns: Int {
        pthread_mutex_lock(runsLock)
        defer { pthread_mutex_unlock(runsLock) }
        return runs
    }
    private var runs = 0
    /// How many language servers this value started: one per thread at most, each reused for
    /// every piece that thread takes.
    public var languageServerStarts: Int {
        pthread_mutex_lock(runsLock)
        defer { pthread_mutex_unlock(runsLock) }
        return serverStarts
    }
    private var serverStarts = 0
    /// Servers between pieces, ready for the next (under `runsLock`).
    private var idleServers: [LanguageServer] = []
    private let runsLock: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        m.initialize(to: pthread_mutex_t())
        pthread_mutex_init(m, nil)
        return m
    }()

    deinit {
        for server in idleServers { server.shutdown() }
        pthread_mutex_destroy(runsLock)
        runsLock.deallocate()
    }
    private let identity: String

    public init(_ settings: CompilerSettings) throws(CompilerError) {
        var settings = settings
        guard settings.timeLimit > 0, settings.timeLimit.isFinite else { throw .badSetting("the time limit must be a positive number of seconds") }
        let found: String
        if let given = settings.swiftc {
            guard access(given, X_OK) == 0 else { throw .noCompiler("\(given) is not an executable file") }
            found = given
        } else {
            guard let onPath = Compiler.findOnPath("swiftc") else {
                throw .noCompiler("swiftc is not on PATH (install a Swift toolchain, or give --swiftc PATH)")
            }
            found = onPath
        }
        let real = Compiler.realPath(found) ?? found
        swiftc = found
        let directory = real.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        languageServer = (directory.isEmpty ? "." : directory) + "/sourcekit-lsp"
        guard access(languageServer, X_OK) == 0 else { throw .noLanguageServer(languageServer) }
        if let package = settings.packagePath {
            settings.searchPaths.append(try SwiftPackage.build(package, toolchain: directory.isEmpty ? "." : directory))
        }
        self.settings = settings
        // The modules the code may import are part of the key too: a rebuilt module is a new key.
        identity = ([Compiler.fileIdentity(real), Compiler.fileIdentity(languageServer)]
            + (settings.searchPaths + settings.frameworkPaths).map(Compiler.folderIdentity)).joined(separator: "\n")
    }

    /// Ends the language servers kept for the next pieces (the deinitializer does too).
    public func shutDown() {
        pthread_mutex_lock(runsLock)
        let servers = idleServers
        idleServers = []
        pthread_mutex_unlock(runsLock)
        for server in servers { server.shutdown() }
    }

    /// The module the code is compiled as (its names' USRs start `s:4main`).
    static let moduleName = "main"

    /// The project's modules: the code's own and those of the `-I` folders (`NameKinds`).
    var projectModules: Set<String> { Set([Compiler.moduleName] + NameKinds.modules(in: settings.searchPaths)) }

    /// The flags both tools get, as the compiler takes them.
    var compilerFlags: [String] {
        settings.searchPaths.flatMap { ["-I", $0] } + settings.frameworkPaths.flatMap { ["-F", $0] }
    }

    /// The report on `code` (one whole Swift file), from the cache or from the compiler.
    public func report(for code: [UInt8]) throws(CompilerError) -> CompilerReport {
        guard String(validating: code, as: UTF8.self) != nil else { throw .invalidUTF8 }
        let modules = projectModules
        let key = identity + "\n" + compilerFlags.joined(separator: "\u{0}") + "\n" + modules.sorted().joined(separator: ",") + "\n"
        var cache: ReportCache?
        if let directory = settings.cacheDirectory { cache = ReportCache(directory: directory, key: key, code: code) }
        // An entry made without the names does not serve a request for them (one made with them
        // serves both).
        if let hit = cache?.load(), hit.names != nil || !settings.resolvesNames { return hit }
        let report = try run(code, projectModules: modules)
        cache?.store(report)
        return report
    }

    private func run(_ code: [UInt8], projectModules: Set<String>) throws(CompilerError) -> CompilerReport {
        pthread_mutex_lock(runsLock)
        runs += 1
        pthread_mutex_unlock(runsLock)
        let deadline = monotonicSeconds() + settings.timeLimit
        let folder = try TemporaryFolder()
        let path = folder.path + "/main.swift"
        guard folder.write(code, to: path) else { throw .system("writing \(path)") }
        // The compiler type-checks the code (and prints its syntax tree as JSON for the kinds of
        // its names, `NameKinds`) while the language server answers.
        let mode = settings.resolvesNames ? ["-dump-ast", "-dump-ast-format", "json"] : ["-typecheck"]
        let compiler = try ChildProcess(executable: swiftc, arguments: mode +
            ["-module-name", Compiler.moduleName, "-diagnostic-style", "llvm", "-no-color-diagnostics"] + compilerFlags + [path])
        compiler.closeInput()
        let hovers: [Hover]
        do {
            hovers = try self.hovers(code, path: path, deadline: deadline)
        } catch {
            compiler.terminate()
            if case .timeLimit = error { throw .timeLimit("sourcekit-lsp", settings.timeLimit) }
            throw error
        }
        var out: [UInt8] = [], err: [UInt8] = []
        guard compiler.readAll(until: deadline, output: &out, errors: &err, limit: JSON.maxLength) else {
            compiler.terminate()
            throw .timeLimit("swiftc", settings.timeLimit)
        }
        compiler.wait()
        return CompilerReport(hovers: hovers, diagnostics: Diagnostic.parse(compilerOutput: err, path: path, code: code),
                              names: settings.resolvesNames ? NameKinds.resolve(dump: out, code: code, projectModules: projectModules) : nil)
    }

    /// A language server for one piece: an idle one, else a new one.
    private func takeServer(deadline: Double) throws(CompilerError) -> LanguageServer {
        pthread_mutex_lock(runsLock)
        if let server = idleServers.popLast() {
            pthread_mutex_unlock(runsLock)
            server.deadline = deadline
            return server
        }
        serverStarts += 1
        pthread_mutex_unlock(runsLock)
        return try LanguageServer(executable: languageServer,
                                  arguments: compilerFlags.flatMap { ["-Xswiftc", $0] }, deadline: deadline)
    }

    private func keep(_ server: LanguageServer) {
        pthread_mutex_lock(runsLock)
        idleServers.append(server)
        pthread_mutex_unlock(runsLock)
    }

    /// The hovers of the names the engine finds in `code`, asked of a language server. The
    /// server is kept for the next piece when it answered; one that failed is ended.
    private func hovers(_ code: [UInt8], path: String, deadline: Double) throws(CompilerError) -> [Hover] {
        let server = try takeServer(deadline: deadline)
        let uri = "file://" + path
        server.open(uri: uri, text: String(decoding: code, as: UTF8.self))
        do {
            let found = try hovers(code, uri: uri, server: server)
            server.close(uri: uri)
            keep(server)
            return found
        } catch {
            server.shutdown()
            throw error
        }
    }

    private func hovers(_ code: [UInt8], uri: String, server: LanguageServer) throws(CompilerError) -> [Hover] {
        let lines = LineTable(code)
        var hovers: [Hover] = []
        for token in Compiler.names(code) {
            let (line, character) = lines.position(of: token.start)
            guard let answer = try server.hover(uri: uri, line: line, character: character),
                  let parsed = Hover.parse(markdown: answer.markdown) else { continue }
            // A hover that names another range (an argument label answered with its function)
            // belongs to that range, not to this token.
            if let (s, e) = answer.range {
                guard let sl = s["line"]?.int, let sc = s["character"]?.int, let el = e["line"]?.int, let ec = e["character"]?.int,
                      lines.offset(line: sl, character: sc) == token.start,
                      lines.offset(line: el, character: ec) == token.end else { continue }
            }
            hovers.append(Hover(start: token.start, end: token.end, declaration: parsed.declaration, summary: parsed.summary))
        }
        return hovers
    }

    /// The names of `code` (identifiers, `$0`, backquoted names), as the engine finds them:
    /// its name tokens, and the identifiers of the plain text between tokens (locals,
    /// parameters, `$0`, which the engine leaves uncoloured; keywords are tokens of their own).
    /// The places to ask for hovers.
    static func names(_ code: [UInt8]) -> [Token] {
        guard let tokens = try? Highlighter.tokens(utf8: code) else { return [] }
        var names: [Token] = []
        var at = 0
        for t in tokens where t.start >= at && t.end <= code.count && t.start < t.end {
            plainNames(code, at..<t.start, into: &names)
            at = t.end
            switch t.kind {
            case .comment, .docComment, .string, .stringEscape, .number, .regex, .operator, .docKeyword, .mark, .url,
                 .preprocessor, .attribute, .interpolation, .keyword:
                continue
            default:
                if isNameStart(code[t.start]) || code[t.start] == UInt8(ascii: "`") {
                    names.append(Token(start: t.start, end: t.end, kind: t.kind))
                }
            }
        }
        plainNames(code, at..<code.count, into: &names)
        return names
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80 || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
    }

    /// The identifiers in `range`, plain text between tokens.
    private static func plainNames(_ code: [UInt8], _ range: Range<Int>, into names: inout [Token]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = code[i]
            let previous: UInt8 = i > 0 ? code[i - 1] : 0x20
            guard isNameStart(c), !(isNameStart(previous) || (previous >= 0x30 && previous <= 0x39)) else { i += 1; continue }
            var j = i + 1
            while j < range.upperBound, isNameStart(code[j]) || (code[j] >= 0x30 && code[j] <= 0x39) { j += 1 }
            names.append(Token(start: i, end: j, kind: .plain))
            i = j
        }
    }

    static func findOnPath(_ name: String) -> String? {
        guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// The identities of a search path's entries (modules, frameworks), in name order.
    static func folderIdentity(_ path: String) -> String {
        guard let handle = opendir(path) else { return path }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { p in
                String(cString: UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(handle)
        return names.sorted().map { fileIdentity(path + "/" + $0) }.joined(separator: "\n")
    }

    /// A file's path, size and modification time: changes when the toolchain does.
    static func fileIdentity(_ path: String) -> String {
        var s = stat()
        guard stat(path, &s) == 0 else { return path }
        #if canImport(Darwin)
        let modified = s.st_mtimespec
        #else
        let modified = s.st_mtim
        #endif
        return "\(path) \(s.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
