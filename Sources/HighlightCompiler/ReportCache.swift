#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of the reports' cache: a file named after a hash of the key (the compiler's
/// identity and the flags) and the code, holding both in full with the report, so that a
/// hash collision is a miss. A damaged or foreign entry is a miss; writes are atomic (a
/// temporary file renamed), so parallel runs never read half an entry.
struct ReportCache {
    let directory: String
    let key: String
    let code: [UInt8]
    let file: String

    init(directory: String, key: String, code: [UInt8]) {
        self.directory = directory
        self.key = key
        self.code = code
        let keyBytes = Array(key.utf8) + [0] + code
        file = directory + "/" + ReportCache.hex(ReportCache.fnv1a(keyBytes, seed: 0xcbf2_9ce4_8422_2325))
            + ReportCache.hex(ReportCache.fnv1a(keyBytes, seed: 0x8422_2325_cbf2_9ce4)) + ".json"
    }

    func load() -> CompilerReport? {
        guard let bytes = readFile(file, limit: 256 << 20), case .success(let json) = JSON.parse(bytes),
              json["key"]?.string == key, json["code"]?.string == String(decoding: code, as: UTF8.self),
              let report = json["report"] else { return nil }
        return CompilerReport(json: report, codeLength: code.count)
    }

    /// Keeps `report`; a cache that cannot be written is skipped silently (it only saves time).
    func store(_ report: CompilerReport) {
        guard makeFolders(directory) else { return }
        let entry = JSON.object([("key", .string(key)), ("code", .string(String(decoding: code, as: UTF8.self))),
                                 ("report", report.json)])
        let temporary = file + ".\(getpid()).tmp"
        if writeFile(Array(entry.text.utf8), to: temporary) { rename(temporary, file) } else { unlink(temporary) }
    }

    private func makeFolders(_ path: String) -> Bool {
        var sofar = ""
        for part in path.split(separator: "/") {
            sofar += "/" + part
            if mkdir(sofar, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    static func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var h = seed
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
