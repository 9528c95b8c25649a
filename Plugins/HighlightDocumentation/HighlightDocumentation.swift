import Foundation
import PackagePlugin

/// `swift package highlight-documentation [ARCHIVE.doccarchive...]`: runs `swift-highlight docc` on
/// documentation archives, by default on every archive `swift package generate-documentation`
/// (swift-docc-plugin) wrote to its default output folder, `.build/plugins/Swift-DocC/outputs`.
/// The archives then highlight their Swift listings with swift-highlight's engine, which the
/// command copies into each of them.
///
/// Arguments: archive paths, and `--check`, `--dry-run` or `--xcode-kinds`, passed to the command as they are.
/// The plugin declares no permission (so that `--help` needs none): a run that writes is given
/// the folders it may write to on the command line (`--allow-writing-to-package-directory` for
/// the archives in `.build`, `--allow-writing-to-directory PATH` for others), which SwiftPM's
/// sandbox enforces where it has one (macOS).
@main
struct HighlightDocumentation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "swift-highlight")
        var options: [String] = []
        var archives: [String] = []
        var assets: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--check", "--dry-run", "--xcode-kinds": options.append(argument)
            case "--assets":
                guard let value = rest.popFirst() else {
                    Diagnostics.error("highlight-documentation: --assets needs a folder")
                    return
                }
                assets = value
            case "--help", "-h":
                print("""
                    usage: swift package --allow-writing-to-package-directory highlight-documentation [--check|--dry-run] [--xcode-kinds] [--assets DIR]
                           swift package --allow-writing-to-directory DIR highlight-documentation [--check|--dry-run] [--xcode-kinds] [--assets DIR] DIR/NAME.doccarchive...
                    Without archives: every archive in .build/plugins/Swift-DocC/outputs (where swift package
                    generate-documentation writes them), which needs --allow-writing-to-package-directory.
                    Archives elsewhere: --allow-writing-to-directory with a folder that holds them (repeat it
                    for archives in several folders). --check writes nothing; --dry-run lists what it would write; --xcode-kinds colours Xcode's finer kinds.
                    """)
                return
            default:
                if argument.hasPrefix("-") {
                    Diagnostics.error("highlight-documentation: unknown option \(argument) (it takes --check, --dry-run, --xcode-kinds, --assets DIR and archive paths)")
                    return
                }
                archives.append(argument)
            }
        }
        if archives.isEmpty {
            // swift-docc-plugin's work folder, beside ours: .build/plugins/Swift-DocC/outputs.
            let outputs = context.pluginWorkDirectory.removingLastComponent().removingLastComponent()
                .appending("Swift-DocC").appending("outputs")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: outputs.string)) ?? []
            archives = names.filter { $0.hasSuffix(".doccarchive") }.sorted().map { outputs.appending($0).string }
            if archives.isEmpty {
                Diagnostics.error("highlight-documentation: no archive in \(outputs.string); run swift package generate-documentation first, or give the archives' paths")
                return
            }
        }
        var toolArguments = ["docc"] + options
        if assets == nil && (ProcessInfo.processInfo.environment["SWIFT_HIGHLIGHT_JS"] ?? "").isEmpty {
            assets = try browserFiles(in: context.package, work: context.pluginWorkDirectory)
        }
        if let assets { toolArguments += ["--assets", assets] }
        toolArguments += archives
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("highlight-documentation: swift-highlight docc failed (exit status \(process.terminationStatus))")
        }
    }

    /// The browser files (ES module and WebAssembly) of the swift-highlight package this plugin
    /// comes from: its `js` folder when that holds the engine's WebAssembly modules (a source
    /// checkout where scripts/build/wasm.sh has run); otherwise a copy of its `js` modules in the plugin's work
    /// folder with the module built there by that script (a checkout made by SwiftPM, where the
    /// module is not: it is built, not committed). Nil when the package is not found.
    private func browserFiles(in root: Package, work: Path) throws -> String? {
        var queue = [root]
        var seen = Set<String>()
        var found: Package?
        while found == nil && !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if package.targets.contains(where: { $0.name == "swift-highlight" }) { found = package }
            queue += package.dependencies.map(\.package)
        }
        guard let package = found else { return nil }
        let files = FileManager.default
        let js = package.directory.appending("js")
        let modules = ["swift_highlight.wasm", "swift_highlight_simd.wasm"]
        if modules.allSatisfy({ files.fileExists(atPath: js.appending($0).string) }) { return js.string }
        let built = work.appending("browser")
        try files.createDirectory(atPath: built.string, withIntermediateDirectories: true)
        // Every module of the package's js/ folder (the command takes the ones DocC pages load).
        for name in try files.contentsOfDirectory(atPath: js.string).sorted() where name.hasSuffix(".js") {
            let target = built.appending(name).string
            try? files.removeItem(atPath: target)
            try files.copyItem(atPath: js.appending(name).string, toPath: target)
        }
        // scripts/build/wasm.sh writes the SIMD module beside the one it is given.
        let wasm = built.appending("swift_highlight.wasm")
        if !modules.allSatisfy({ files.fileExists(atPath: built.appending($0).string) }) {
            print("highlight-documentation: building the WebAssembly module (scripts/build/wasm.sh; once)")
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/bin/bash")
            build.arguments = [package.directory.appending("scripts/build/wasm.sh").string, wasm.string]
            build.currentDirectoryURL = URL(fileURLWithPath: package.directory.string)
            try build.run()
            build.waitUntilExit()
            if build.terminationReason != .exit || build.terminationStatus != 0 {
                try? files.removeItem(atPath: wasm.string)
                Diagnostics.warning("highlight-documentation: the WebAssembly module could not be built here (scripts/build/wasm.sh needs the Swift toolchain's Embedded Swift for wasm32 and wasi-libc); give the browser files (the folder of the npm package swift-highlight, for one) with --assets DIR or SWIFT_HIGHLIGHT_JS")
                return nil
            }
        }
        return built.string
    }
}
