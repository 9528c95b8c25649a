#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run with pipes on its standard input, output and error (`posix_spawn`; no shell).
/// Reads wait with `poll` up to a deadline, so that a program that hangs is killed, not waited
/// for. Writing to a program that has exited fails with a status (SIGPIPE is ignored while one
/// of these runs).
final class ChildProcess {
    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var exitStatus: Int32?

    /// Starts `executable` (a path) with `arguments`, in the environment of this process.
    init(executable: String, arguments: [String]) throws(CompilerError) {
        signal(SIGPIPE, SIG_IGN)
        pthread_mutex_lock(spawnLock)
        defer { pthread_mutex_unlock(spawnLock) }
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard makePipe(&inPipe) else { throw CompilerError.system("pipe") }
        guard makePipe(&outPipe) else { close(inPipe[0]); close(inPipe[1]); throw CompilerError.system("pipe") }
        guard makePipe(&errPipe) else {
            for fd in inPipe + outPipe { close(fd) }
            throw CompilerError.system("pipe")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let rc = posix_spawn(&child, executable, &actions, nil, argv, environment)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard rc == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw CompilerError.cannotRun(executable, String(cString: strerror(rc)))
        }
        pid = child
        input = inPipe[1]
        output = outPipe[0]
        errors = errPipe[0]
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
        for fd in [input, output, errors] where fd >= 0 { close(fd) }
    }

    /// Writes all of `bytes` to the program's standard input; false when it cannot (the program
    /// closed it or exited).
    func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        return writeAll(bytes, to: input)
    }

    func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// Where a read came from.
    private enum Stream { case output, errors, deadline }

    /// What the program writes to its standard output next, waiting until `deadline`
    /// (`monotonicSeconds`): nil at the end of the output, an empty array at the deadline.
    func readOutput(until deadline: Double) -> [UInt8]? {
        while true {
            let (stream, bytes) = readEither(until: deadline, wantErrors: false)
            switch stream {
            case .output: return bytes
            case .deadline: return []
            case .errors: continue
            }
        }
    }

    /// Reads standard output and error to their ends (or to `deadline`), keeping at most
    /// `limit` bytes of each; whether both ended before the deadline.
    func readAll(until deadline: Double, output out: inout [UInt8], errors err: inout [UInt8], limit: Int) -> Bool {
        while output >= 0 || errors >= 0 {
            let (stream, bytes) = readEither(until: deadline, wantErrors: true)
            guard let bytes else { continue }
            switch stream {
            case .deadline: return false
            case .output: if out.count < limit { out += bytes.prefix(limit - out.count) }
            case .errors: if err.count < limit { err += bytes.prefix(limit - err.count) }
            }
        }
        return true
    }

    /// One read from whichever output pipe is ready: which, and its bytes (nil at its end,
    /// which closes it). Standard error is drained too, and dropped unless `wantErrors`, so
    /// that a chatty program never blocks on a full pipe.
    private func readEither(until deadline: Double, wantErrors: Bool) -> (Stream, [UInt8]?) {
        while true {
            let left = deadline - monotonicSeconds()
            if left <= 0 { return (.deadline, []) }
            var fds: [pollfd] = []
            if output >= 0 { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if errors >= 0 { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            if fds.isEmpty { return (.output, nil) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left * 1000 + 1, 1_000_000)))
            if ready < 0 { if errno == EINTR { continue }; return (.deadline, []) }
            for p in fds where p.revents != 0 {
                let stream: Stream = p.fd == output ? .output : .errors
                var buffer = [UInt8](repeating: 0, count: 65536)
                let n = buffer.withUnsafeMutableBytes { read(p.fd, $0.baseAddress!, $0.count) }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                if n <= 0 {
                    close(p.fd)
                    if stream == .output { output = -1 } else { errors = -1 }
                    if stream == .output || wantErrors { return (stream, nil) }
                    continue
                }
                if stream == .output || wantErrors { return (stream, Array(buffer[..<n])) }
            }
        }
    }

    /// Waits for the program to exit: its exit status, or 128 + the signal that ended it.
    @discardableResult
    func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { status = 255 << 8; break }
        }
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
    }

    /// Ends the program now.
    func terminate() {
        if exitStatus == nil { kill(pid, SIGKILL); wait() }
    }
}

/// Seconds on a clock that only goes forward.
func monotonicSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// A pipe whose ends are closed on exec, so that programs started at the same time from other
/// threads do not inherit them (a child holding another's pipe open would hide its end). Made
/// under `spawnLock`, as is every start, so no start falls between `pipe` and `fcntl`.
private func makePipe(_ fds: inout [Int32]) -> Bool {
    guard pipe(&fds) == 0 else { return false }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return true
}

/// Held while a program's pipes are made and it is started.
private let spawnLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    m.initialize(to: pthread_mutex_t())
    pthread_mutex_init(m, nil)
    return m
}()
