import HighlightCompiler

/// `--compiler`: the compiler found, or a stop (status 1) naming what is missing.
func makeCompiler(_ settings: CompilerSettings) -> Compiler {
    var settings = settings
    settings.cacheDirectory = CompilerSettings.defaultCacheDirectory(environment: System.environment)
    do {
        return try Compiler(settings)
    } catch {
        System.fail(error.description, code: 1)
    }
}

/// `--format hovers` or `--format diagnostics` for one input: the JSON, or nil after a
/// message naming the input.
func compilerOutput(_ bytes: [UInt8], _ format: OutputFormat, _ compiler: Compiler, _ input: InputSource) -> [UInt8]? {
    do {
        let report = try compiler.report(for: bytes)
        let json = format == .hovers ? report.hoversJSON : report.diagnosticsJSON
        return Array(json.text.utf8)
    } catch {
        System.warn("\(input.name): \(error.description)")
        return nil
    }
}
