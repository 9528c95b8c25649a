#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Compiler {
    /// The reports on several pieces of code (the blocks of a page), in their order, made on
    /// up to `threads` threads at once (default: one per processor); each piece has its own
    /// time limit, and one that fails does not stop the others.
    public func reports(for codes: [[UInt8]], threads: Int? = nil) -> [Result<CompilerReport, CompilerError>] {
        let work = ReportWork(compiler: self, codes: codes)
        let count = min(max(threads ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), max(codes.count, 1))
        if count == 1 {
            work.run()
        } else {
            var ids: [pthread_t] = []
            for _ in 0..<count {
                let context = Unmanaged.passRetained(work).toOpaque()
                #if canImport(Darwin)
                var id: pthread_t? = nil
                #else
                var id = pthread_t()
                #endif
                let started = pthread_create(&id, nil, { context in
                    #if canImport(Darwin)
                    let work = Unmanaged<ReportWork>.fromOpaque(context).takeRetainedValue()
                    #else
                    let work = Unmanaged<ReportWork>.fromOpaque(context!).takeRetainedValue()
                    #endif
                    work.run()
                    return nil
                }, context)
                if started == 0 {
                    #if canImport(Darwin)
                    if let id { ids.append(id) }
                    #else
                    ids.append(id)
                    #endif
                } else {
                    Unmanaged<ReportWork>.fromOpaque(context).release()
                }
            }
            for id in ids { pthread_join(id, nil) }
            work.run()  // whatever no thread took (none started, in the worst case)
        }
        return work.results.map { $0 ?? .failure(.system("pthread_create")) }
    }
}

/// The pieces of code of one `reports(for:)` call, handed out one at a time under a lock.
private final class ReportWork {
    let compiler: Compiler
    let codes: [[UInt8]]
    var results: [Result<CompilerReport, CompilerError>?]
    private var next = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(compiler: Compiler, codes: [[UInt8]]) {
        self.compiler = compiler
        self.codes = codes
        results = Array(repeating: nil, count: codes.count)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    func run() {
        while true {
            pthread_mutex_lock(lock)
            let k = next
            next += 1
            pthread_mutex_unlock(lock)
            guard k < codes.count else { return }
            let result: Result<CompilerReport, CompilerError>
            do {
                result = .success(try compiler.report(for: codes[k]))
            } catch {
                result = .failure(error)
            }
            pthread_mutex_lock(lock)
            results[k] = result
            pthread_mutex_unlock(lock)
        }
    }
}
