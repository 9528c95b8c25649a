/// Why the compiler's knowledge could not be had. Each message names what is missing or
/// what went wrong, for the command line to print as it is.
public enum CompilerError: Error, Equatable, CustomStringConvertible {
    /// No `swiftc` at the given path or on `PATH`.
    case noCompiler(String)
    /// No `sourcekit-lsp` beside the compiler.
    case noLanguageServer(String)
    case cannotRun(String, String)
    /// The compiler or its language server did not answer within the time limit (seconds).
    case timeLimit(String, Double)
    /// The language server's answers could not be read.
    case badAnswer(String)
    /// The code is not valid UTF-8.
    case invalidUTF8
    case system(String)
    /// A setting that cannot be used (a time limit that is not a positive number).
    case badSetting(String)
    /// The package of `CompilerSettings.packagePath` could not be built: its path and why
    /// (what `swift build` printed, when it failed).
    case packageBuild(String, String)

    public var description: String {
        switch self {
        case .noCompiler(let what): return "no Swift compiler: \(what)"
        case .noLanguageServer(let path): return "no sourcekit-lsp beside the Swift compiler (looked for \(path)); hovers need the toolchain's language server"
        case .cannotRun(let path, let why): return "cannot run \(path): \(why)"
        case .timeLimit(let what, let seconds): return "\(what) did not finish within the time limit of \(seconds.formatted) s"
        case .badAnswer(let what): return "unreadable answer from sourcekit-lsp: \(what)"
        case .invalidUTF8: return "the code is not valid UTF-8"
        case .system(let call): return "system call failed: \(call)"
        case .badSetting(let what): return what
        case .packageBuild(let path, let why): return "cannot build the package at \(path) for its modules: \(why)"
        }
    }
}

extension Double {
    var formatted: String {
        self.rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
