#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the command line needs: messages, output, the environment, terminals.
enum System {
    /// Prints `swift-highlight: MESSAGE` on standard error.
    static func warn(_ message: String) {
        fputs("swift-highlight: \(message)\n", stderr)
    }

    /// Prints a message and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        warn(message)
        exit(code)
    }

    /// Flushes standard output and exits: 0 when `succeeded`, else 1 (also when the output
    /// could not be written).
    static func finish(succeeded: Bool) -> Never {
        if fflush(stdout) != 0 || ferror(stdout) != 0 { fail("cannot write to standard output", code: 1) }
        exit(succeeded ? 0 : 1)
    }

    /// Writes bytes to standard output.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress, raw.count > 0 { _ = fwrite(base, 1, raw.count, stdout) }
        }
    }

    /// Writes text to standard output.
    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// An environment variable, nil when unset.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Monotonic seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Why an input could not be read.
struct InputError: Error {
    var message: String
}

extension InputSource {
    /// All bytes of the input. A directory, a missing or unreadable file is an error that says
    /// which; for a directory it names what was expected (`expected`, e.g. "a Swift file").
    func read(expected: String = "a Swift file") -> Result<[UInt8], InputError> {
        let file: UnsafeMutablePointer<FILE>
        switch self {
        case .standardInput:
            if System.stdinIsTerminal {
                System.warn("reading Swift source from the terminal; end it with Ctrl-D (swift-highlight --help for usage)")
            }
            file = stdin
        case .file(let path):
            var info = stat()
            if stat(path, &info) != 0 {
                return .failure(InputError(message: "cannot read \(path): \(String(cString: strerror(errno)))"))
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                return .failure(InputError(message: "\(path) is a directory, not \(expected)"))
            }
            guard let opened = fopen(path, "rb") else {
                return .failure(InputError(message: "cannot open \(path): \(String(cString: strerror(errno)))"))
            }
            file = opened
        }
        defer { if self != .standardInput { fclose(file) } }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if got > 0 { data.append(contentsOf: chunk[0..<got]) }
            if got < chunk.count {
                if ferror(file) != 0 {
                    return .failure(InputError(message: "cannot read \(name): \(String(cString: strerror(errno)))"))
                }
                return .success(data)
            }
        }
    }
}
