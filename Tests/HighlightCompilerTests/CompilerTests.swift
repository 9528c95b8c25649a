import XCTest
@testable import HighlightCompiler

/// The compiler's knowledge with the real toolchain, and with fake ones that misbehave.
final class CompilerTests: XCTestCase {
    func settings(swiftc: String, cache: String? = nil) -> CompilerSettings {
        var s = CompilerSettings()
        s.swiftc = swiftc
        s.cacheDirectory = cache
        return s
    }

    func hover(_ report: CompilerReport, _ code: [UInt8], at text: String, occurrence: Int = 0) -> Hover? {
        let needle = Array(text.utf8)
        var seen = 0
        for i in 0...(code.count - needle.count) where code[i..<i + needle.count].elementsEqual(needle) {
            if seen == occurrence { return report.hovers.first { $0.start == i && $0.end == i + needle.count } }
            seen += 1
        }
        return nil
    }

    func testHoversAndDiagnosticsOfARealFile() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        let compiler = try Compiler(settings(swiftc: swiftc))
        let code = Array(pointExample.utf8)
        let report = try compiler.report(for: code)
        XCTAssertEqual(hover(report, code, at: "scaled", occurrence: 1)?.text,
                       "func scaled(by factor: Double) -> Point\n\nScales both coordinates.")
        XCTAssertEqual(hover(report, code, at: "length", occurrence: 1)?.declaration, "var length: Double { get }")
        XCTAssertEqual(hover(report, code, at: "Point")?.text, "struct Point\n\nA point in the plane.")
        XCTAssertEqual(hover(report, code, at: "answer")?.declaration, "let answer: Int?")
        XCTAssertEqual(hover(report, code, at: "$0")?.declaration, "let $0: Int")
        XCTAssertEqual(hover(report, code, at: "factor", occurrence: 1)?.declaration, "let factor: Double")
        XCTAssertEqual(hover(report, code, at: "é")?.declaration, "let é: Double")
        XCTAssertNil(hover(report, code, at: "plane"), "no hover inside comments")
        XCTAssertEqual(report.diagnostics.count, 1)
        let d = try XCTUnwrap(report.diagnostics.first)
        XCTAssertEqual([d.line, d.column], [15, 18])
        XCTAssertEqual(d.severity, .error)
        XCTAssertTrue(d.message.hasPrefix("cannot convert value of type 'String' to specified type 'Int'"))
        XCTAssertEqual(compiler.compilerRuns, 1)
    }

    func testASecondRunReadsTheCacheAndRunsNoCompiler() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        let scratch = Scratch()
        let code = Array("let cached = 1\n".utf8)
        let first = try Compiler(settings(swiftc: swiftc, cache: scratch.path + "/cache"))
        let report = try first.report(for: code)
        XCTAssertEqual(first.compilerRuns, 1)
        let second = try Compiler(settings(swiftc: swiftc, cache: scratch.path + "/cache"))
        XCTAssertEqual(try second.report(for: code), report)
        XCTAssertEqual(second.compilerRuns, 0)
        // Other code, or other flags, is a miss.
        _ = try second.report(for: Array("let other = 1\n".utf8))
        XCTAssertEqual(second.compilerRuns, 1)
        var flagged = settings(swiftc: swiftc, cache: scratch.path + "/cache")
        flagged.searchPaths = [scratch.path]
        let third = try Compiler(flagged)
        _ = try third.report(for: code)
        XCTAssertEqual(third.compilerRuns, 1)
    }

    func testDamagedCacheEntriesAreMisses() throws {
        let scratch = Scratch()
        let code = Array("let a = 1\n".utf8)
        let entry = ReportCache(directory: scratch.path, key: "k", code: code)
        for damaged in ["", "{", "[]", #"{"key":"k","code":"let a = 1\n","report":{"hovers":[{"start":-1,"end":99,"declaration":"x","summary":""}],"diagnostics":[]}}"#,
                        #"{"key":"other","code":"let a = 1\n","report":{"hovers":[],"diagnostics":[]}}"#] {
            scratch.file(String(entry.file.split(separator: "/").last!), damaged)
            XCTAssertNil(entry.load(), damaged)
        }
        entry.store(CompilerReport(hovers: [Hover(start: 4, end: 5, declaration: "let a: Int", summary: "")]))
        XCTAssertEqual(entry.load()?.hovers.first?.declaration, "let a: Int")
    }

    func testNoCompilerNamesWhatIsMissing() {
        XCTAssertThrowsError(try Compiler(settings(swiftc: "/nonexistent/swiftc"))) { error in
            XCTAssertEqual(error as? CompilerError, .noCompiler("/nonexistent/swiftc is not an executable file"))
        }
        let scratch = Scratch()
        let alone = scratch.file("swiftc", "#!/bin/sh\nexit 0\n", executable: true)
        XCTAssertThrowsError(try Compiler(settings(swiftc: alone))) { error in
            XCTAssertEqual(error as? CompilerError, .noLanguageServer(scratch.path + "/sourcekit-lsp"))
        }
    }

    /// A fake toolchain: `swiftc` prints `diagnostics` to standard error, `sourcekit-lsp` is
    /// the shell script `server`.
    func fakeToolchain(_ scratch: Scratch, server: String, diagnostics: String = "") -> String {
        scratch.file("sourcekit-lsp", "#!/bin/sh\n" + server, executable: true)
        return scratch.file("swiftc", "#!/bin/sh\nprintf '%s' '\(diagnostics)' >&2\n", executable: true)
    }

    func testHostileLanguageServersGetAnErrorNotATrap() throws {
        let garbage: [(String, String)] = [
            ("printf 'Content-Length: 5\\r\\n\\r\\n{{{{{'; cat >/dev/null\n", "unreadable"),
            ("printf 'Content-Length: 99999999999999\\r\\n\\r\\n'; cat >/dev/null\n", "Content-Length"),
            ("printf 'Content-Length: 999999999\\r\\n\\r\\n'; cat >/dev/null\n", "bytes"),
            ("head -c 100000 /dev/zero; cat >/dev/null\n", "header"),
            ("exit 3\n", "exited"),
            ("printf 'Content-Length: 40\\r\\n\\r\\n{\"id\":1,\"error\":{\"message\":\"nope\"}}     '; cat >/dev/null\n", "nope"),
        ]
        for (server, expected) in garbage {
            let scratch = Scratch()
            var s = settings(swiftc: fakeToolchain(scratch, server: server))
            s.timeLimit = 10
            let compiler = try Compiler(s)
            XCTAssertThrowsError(try compiler.report(for: Array("let a = 1\n".utf8)), server) { error in
                XCTAssertTrue((error as? CompilerError)?.description.contains(expected) ?? false, "\(error) for \(server)")
            }
        }
    }

    func testAServerThatHangsMeetsTheTimeLimit() throws {
        let scratch = Scratch()
        var s = settings(swiftc: fakeToolchain(scratch, server: "exec sleep 30\n"))
        s.timeLimit = 0.5
        let compiler = try Compiler(s)
        let start = monotonicSeconds()
        XCTAssertThrowsError(try compiler.report(for: Array("let a = 1\n".utf8))) { error in
            XCTAssertEqual(error as? CompilerError, .timeLimit("sourcekit-lsp", 0.5))
            XCTAssertEqual((error as? CompilerError)?.description, "sourcekit-lsp did not finish within the time limit of 0.5 s")
        }
        XCTAssertLessThan(monotonicSeconds() - start, 5)
    }

    func testOneLanguageServerAnswersEveryPieceOfAThread() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        let compiler = try Compiler(settings(swiftc: swiftc))
        let codes = ["let first = 1\n", "struct Second { var x = 2 }\n", "let third = [3].map { $0 }\n"].map { Array($0.utf8) }
        let reports = try compiler.reports(for: codes, threads: 1).map { try $0.get() }
        XCTAssertEqual(compiler.languageServerStarts, 1)
        XCTAssertEqual(compiler.compilerRuns, 3)
        // Each piece's hovers are its own, though the server saw the others before.
        XCTAssertEqual(hover(reports[0], codes[0], at: "first")?.declaration, "let first: Int")
        XCTAssertEqual(hover(reports[1], codes[1], at: "x")?.declaration, "var x: Int")
        XCTAssertEqual(hover(reports[2], codes[2], at: "third")?.declaration, "let third: [Int]")
        XCTAssertNil(reports[2].hovers.first { $0.declaration.contains("first") || $0.declaration.contains("Second") })
        compiler.shutDown()
        // After a shut-down, the next piece starts a server again.
        _ = try compiler.report(for: Array("let fourth = 4\n".utf8))
        XCTAssertEqual(compiler.languageServerStarts, 2)
    }

    func testAServerThatFailedIsNotReused() throws {
        let scratch = Scratch()
        var s = settings(swiftc: fakeToolchain(scratch, server: "exit 3\n"))
        s.timeLimit = 10
        let compiler = try Compiler(s)
        for _ in 0..<2 { XCTAssertThrowsError(try compiler.report(for: Array("let a = 1\n".utf8))) }
        XCTAssertEqual(compiler.languageServerStarts, 2)
    }

    func testATimeLimitMustBePositive() throws {
        let scratch = Scratch()
        for bad in [0, -1, Double.infinity, Double.nan] {
            var s = settings(swiftc: fakeToolchain(scratch, server: "exit 0\n"))
            s.timeLimit = bad
            XCTAssertThrowsError(try Compiler(s), "\(bad)") { error in
                XCTAssertEqual((error as? CompilerError)?.description, "the time limit must be a positive number of seconds")
            }
        }
    }

    func testAPackageThatCannotBeBuiltIsNamed() throws {
        let scratch = Scratch()
        scratch.file("swift-build", "#!/bin/sh\necho 'error: no such target' >&2\nexit 1\n", executable: true)
        var s = settings(swiftc: fakeToolchain(scratch, server: "exit 0\n"))
        s.packagePath = scratch.path + "/none"
        XCTAssertThrowsError(try Compiler(s)) { error in
            XCTAssertEqual((error as? CompilerError)?.description, "cannot build the package at \(scratch.path)/none for its modules: it has no Package.swift")
        }
        scratch.file("Package.swift", "// swift-tools-version:5.9\n")
        s.packagePath = scratch.path
        XCTAssertThrowsError(try Compiler(s)) { error in
            XCTAssertEqual((error as? CompilerError)?.description, "cannot build the package at \(scratch.path) for its modules: swift build failed:\nerror: no such target")
        }
    }

    func testInvalidUTF8IsRefused() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        XCTAssertThrowsError(try Compiler(settings(swiftc: swiftc)).report(for: [0x6C, 0xFF])) { error in
            XCTAssertEqual(error as? CompilerError, .invalidUTF8)
        }
    }
}
