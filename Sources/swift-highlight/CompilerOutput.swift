import Highlight
import HighlightCompiler

/// `--compiler`: every input read and compiled, and its output made (`--format hovers`,
/// `--format diagnostics`, HTML with the compiler's notes, or, with Xcode's finer kinds, tokens
/// and terminal output with the kinds the compiler resolved); nil after the messages of the
/// first that failed: the compiler missing (before anything is read), an input that cannot be
/// read, an example that is not as it declares (an unexpected error, a declared error not
/// reported, a query that points at no name).
func compileInputs(_ inv: Invocation, _ given: CompilerSettings, _ format: OutputFormat,
                   fragmentOptions: HighlightOptions, colors: TerminalColors) -> [[UInt8]]? {
    guard let compiler = makeCompiler(given, resolvesNames: inv.options.usesXcodeKinds) else { return nil }
    var sources: [[UInt8]] = []
    for input in inv.inputs {
        switch input.read() {
        case .success(let bytes): sources.append(bytes)
        case .failure(let error):
            System.warn(error.message)
            return nil
        }
    }
    let reports = compiler.reports(for: sources)
    compiler.shutDown()
    var outputs: [[UInt8]] = []
    for (k, input) in inv.inputs.enumerated() {
        let report: CompilerReport
        switch reports[k] {
        case .success(let r): report = r
        case .failure(let error):
            System.warn("\(input.name): \(compilerMessage(error))")
            return nil
        }
        switch format {
        case .hovers: outputs.append(Array(report.hoversJSON.text.utf8))
        case .diagnostics: outputs.append(Array(report.diagnosticsJSON.text.utf8))
        case .tokens, .ansi:
            // With Xcode's finer kinds: the code as written, its names' kinds the compiler's.
            var resolved = inv
            resolved.options.resolvedNames = report.names ?? []
            do {
                outputs.append(try render(sources[k], format, resolved, colors: colors))
            } catch {
                System.warn(describe(error, input))
                return nil
            }
        default:
            let example = AnnotatedExample(source: sources[k], report: report)
            let problems = example.problems(name: input.name)
            if !problems.isEmpty {
                for p in problems { System.warn(p) }
                return nil
            }
            var options = fragmentOptions
            if options.usesXcodeKinds { options.resolvedNames = example.names }
            do {
                outputs.append(try Highlighter.html(utf8: example.code, options: options,
                                                    annotations: example.annotations, idPrefix: "swh-note-\(k + 1)-"))
            } catch {
                System.warn(describe(error, input))
                return nil
            }
        }
    }
    return outputs
}

/// The rules a page of annotated blocks adds to the theme's stylesheet.
func compilerPageCSS(_ options: HighlightOptions) -> String {
    (try? Highlighter.annotationCSS(options: options)) ?? ""
}

/// What to print for a compiler's failure: its description, and for the time limit, how to
/// give more time.
func compilerMessage(_ error: CompilerError) -> String {
    if case .timeLimit = error { return error.description + " (--compiler-time-limit SECONDS gives each block more)" }
    return error.description
}


/// The compiler of `--compiler`, its reports cached (with Xcode's kinds of names when
/// `resolvesNames`: `--xcode-kinds`); nil after a message naming what is missing.
func makeCompiler(_ given: CompilerSettings, resolvesNames: Bool = false) -> Compiler? {
    var settings = given
    settings.resolvesNames = resolvesNames
    settings.cacheDirectory = CompilerSettings.defaultCacheDirectory(environment: System.environment)
    do {
        return try Compiler(settings)
    } catch {
        System.warn(error.description)
        return nil
    }
}

/// `swift-highlight markdown --compiler`: each document's ```swift fences compiled (all the
/// blocks of a document in parallel) and highlighted with the compiler's notes. A block that is
/// not as it declares stops the run with messages naming the document and the block's line;
/// nothing is written until every document is ready.
func compileDocuments(_ inv: Invocation, _ settings: CompilerSettings) -> Bool {
    guard let compiler = makeCompiler(settings, resolvesNames: inv.options.usesXcodeKinds) else { return false }
    var pages: [[UInt8]] = []
    for input in inv.inputs {
        let bytes: [UInt8]
        switch input.read(expected: "a Markdown file") {
        case .success(let read): bytes = read
        case .failure(let error):
            System.warn(error.message)
            return false
        }
        do {
            let blocks = try Highlighter.swiftBlocks(inMarkdown: bytes)
            guard let examples = annotatedExamples(blocks.map { (input.name, $0.line, $0.code) }, compiler) else { return false }
            pages.append(try Highlighter.markdown(utf8: bytes, options: inv.options, annotateWithNames: { block in
                examples[block.code].map { ($0.code, $0.annotations, $0.names) }
            }))
        } catch {
            System.warn(describe(error, input))
            return false
        }
    }
    compiler.shutDown()
    for page in pages { System.write(page) }
    return true
}

/// The blocks of documents (each with its document's name and its line there) compiled in parallel and read as
/// examples, by their code; nil after the messages of every block that is not as it declares
/// or could not be compiled (the document's name and the block's line).
func annotatedExamples(_ blocks: [(name: String, line: Int, code: [UInt8])], _ compiler: Compiler) -> [[UInt8]: AnnotatedExample]? {
    let reports = compiler.reports(for: blocks.map(\.code))
    var examples: [[UInt8]: AnnotatedExample] = [:]
    var failed = false
    for (block, report) in zip(blocks, reports) {
        switch report {
        case .failure(let error):
            System.warn("\(block.name):\(block.line): \(compilerMessage(error))")
            failed = true
        case .success(let report):
            let example = AnnotatedExample(source: block.code, report: report)
            for p in example.problems(name: block.name, firstLine: block.line) { System.warn(p) }
            failed = failed || !example.isAsDeclared
            examples[block.code] = example
        }
    }
    return failed ? nil : examples
}

/// `site --compiler`: the Swift blocks of every page compiled (all blocks of the site in
/// parallel, one per processor) and read as examples; nil after the messages of every block
/// that failed (the page's path and the block's line), before anything is written.
func compileSite(_ pages: [SitePage], _ inv: Invocation, _ settings: CompilerSettings) -> [[UInt8]: AnnotatedExample]? {
    guard let compiler = makeCompiler(settings, resolvesNames: inv.options.usesXcodeKinds) else { return nil }
    defer { compiler.shutDown() }
    var blocks: [(name: String, line: Int, code: [UInt8])] = []
    for page in pages {
        switch readRegularFile(page.path) {
        case .success(let read):
            do {
                for block in try Highlighter.swiftBlocks(inHTML: read.bytes, options: inv.options) { blocks.append((page.path, block.line, block.code)) }
            } catch {
                System.warn(describe(error, .file(page.path)))
                return nil
            }
        case .failure(let error):
            System.warn(error.message)
            return nil
        }
    }
    return annotatedExamples(blocks, compiler)
}
