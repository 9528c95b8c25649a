#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of its own under `$TMPDIR` (else `/tmp`), removed with the files written into it.
final class TemporaryFolder {
    let path: String
    private var files: [String] = []

    init() throws(CompilerError) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/swift-highlight-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .system("mkdtemp in \(base)")
        }
        path = String(cString: made)
    }

    /// Writes `bytes` to `file` (a path in this folder); whether it all was written.
    func write(_ bytes: [UInt8], to file: String) -> Bool {
        files.append(file)
        return writeFile(bytes, to: file)
    }

    deinit {
        for f in files { unlink(f) }
        rmdir(path)
    }
}

/// Writes `bytes` to `path`, replacing it; whether it all was written.
func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return writeAll(bytes, to: fd)
}

/// Writes all of `bytes` to the descriptor `fd`, again after an interrupted call; false when a
/// write fails or writes nothing (a closed pipe, a full disk).
func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var done = 0
    while done < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
    }
    return true
}

/// The bytes of the file at `path`, up to `limit`; nil when it cannot be read or is longer.
func readFile(_ path: String, limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n < 0 { return nil }
        if n == 0 { return bytes }
        bytes += buffer[..<n]
        if bytes.count > limit { return nil }
    }
}
