#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A SwiftPM package whose modules examples import: built with the toolchain's `swift-build`
/// (incremental, so an existing build is reused), and the folder of its modules found with
/// `--show-bin-path`.
enum SwiftPackage {
    /// The longest a build may take, in seconds (a first build of a large package is slow).
    static let buildTimeLimit = 1800.0

    /// Builds the package at `path` (debug) with the `swift-build` of the toolchain folder
    /// `toolchain`; the folder holding its `.swiftmodule`s, for `-I`.
    static func build(_ path: String, toolchain: String) throws(CompilerError) -> String {
        let tool = toolchain + "/swift-build"
        guard access(tool, X_OK) == 0 else { throw .packageBuild(path, "no swift-build beside the compiler (looked for \(tool))") }
        var manifest = stat()
        guard stat(path + "/Package.swift", &manifest) == 0 else { throw .packageBuild(path, "it has no Package.swift") }
        _ = try run(tool, ["--package-path", path], package: path)
        let shown = try run(tool, ["--package-path", path, "--show-bin-path"], package: path)
        let bin = String(decoding: shown, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last.map(String.init) ?? ""
        guard bin.hasPrefix("/") else { throw .packageBuild(path, "swift-build --show-bin-path printed no folder") }
        // SwiftPM 5.9 and later keep the modules in Modules/; earlier ones beside the products.
        var modules = stat()
        return stat(bin + "/Modules", &modules) == 0 && modules.st_mode & S_IFMT == S_IFDIR ? bin + "/Modules" : bin
    }

    /// Runs `tool`; its standard output, or an error with what it printed.
    private static func run(_ tool: String, _ arguments: [String], package: String) throws(CompilerError) -> [UInt8] {
        let process = try ChildProcess(executable: tool, arguments: arguments)
        process.closeInput()
        var out: [UInt8] = [], err: [UInt8] = []
        guard process.readAll(until: monotonicSeconds() + buildTimeLimit, output: &out, errors: &err, limit: 1 << 20) else {
            process.terminate()
            throw .packageBuild(package, "swift build did not finish within \(buildTimeLimit.formatted) s")
        }
        guard process.wait() == 0 else {
            let said = String(decoding: err.isEmpty ? out : err + out, as: UTF8.self)
            let lines = said.split(separator: "\n").suffix(20).joined(separator: "\n")
            throw .packageBuild(package, "swift build failed" + (lines.isEmpty ? "" : ":\n" + lines))
        }
        return out
    }
}
