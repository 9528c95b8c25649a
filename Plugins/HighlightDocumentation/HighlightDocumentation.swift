import Foundation
import PackagePlugin

/// `swift package highlight-documentation [ARCHIVE.doccarchive...]`: runs `swift-highlight docc` on
/// documentation archives, by default on every archive `swift package generate-documentation`
/// (swift-docc-plugin) wrote to its default output folder, `.build/plugins/Swift-DocC/outputs`.
/// The archives then highlight their Swift listings with swift-highlight's engine, which the
/// command copies into each of them.
///
/// Arguments: archive paths, and `--check` or `--dry-run`, passed to the command as they are.
@main
struct HighlightDocumentation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "swift-highlight")
        var options: [String] = []
        var archives: [String] = []
        for argument in arguments {
            switch argument {
            case "--check", "--dry-run": options.append(argument)
            case "--help", "-h":
                print("""
                    usage: swift package --allow-writing-to-package-directory highlight-documentation [--check|--dry-run] [ARCHIVE.doccarchive...]
                    Without archives: every archive in .build/plugins/Swift-DocC/outputs (swift package generate-documentation's default output).
                    Archives elsewhere also need --allow-writing-to-directory PATH before highlight-documentation.
                    """)
                return
            default:
                if argument.hasPrefix("-") {
                    Diagnostics.error("highlight-documentation: unknown option \(argument) (it takes --check, --dry-run and archive paths)")
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
        // The browser files (ES module and WebAssembly) of the swift-highlight package this plugin
        // comes from, when its checkout has them; otherwise the tool looks beside its installation
        // and in SWIFT_HIGHLIGHT_JS, and says what is missing.
        if let assets = browserFiles(in: context.package) { toolArguments += ["--assets", assets] }
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

    /// The `js` folder of the package that holds the `swift-highlight` tool, when it holds the
    /// WebAssembly module.
    private func browserFiles(in root: Package) -> String? {
        var queue = [root]
        var seen = Set<String>()
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            if package.targets.contains(where: { $0.name == "swift-highlight" }) {
                let js = package.directory.appending("js")
                if FileManager.default.fileExists(atPath: js.appending("swift_highlight.wasm").string) { return js.string }
                return nil
            }
            queue += package.dependencies.map(\.package)
        }
        return nil
    }
}
