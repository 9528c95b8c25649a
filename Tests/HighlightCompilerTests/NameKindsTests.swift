import XCTest
import Highlight
@testable import HighlightCompiler

/// Xcode's kinds of names from the compiler's syntax tree (`NameKinds`), with the real
/// toolchain and on hostile dumps.
final class NameKindsTests: XCTestCase {
    /// A file where the engine's rules alone guess wrong: the project declares `sorted`,
    /// `count` and `north`, which are also the standard library's names or another thing's.
    let example = """
    import Foundation

    final class Inventory {
        var items: [String] = []
        var count = 0

        func add(_ item: String) {
            items.append(item)
            count += 1
            let sorted = items.sorted()
            _ = sorted.first.map { $0.count }
        }

        func sorted() -> [String] { items }
    }

    struct Place { var north = 0 }

    enum Heading { case north, south }

    var visits = 0

    func walk(to place: Place, heading: Heading) -> Int {
        visits += 1
        let decoder = JSONDecoder()
        _ = decoder
        if heading == .south { return place.north }
        return [3, 1, 2].sorted().count + max(visits, 1)
    }

    let inventory = Inventory()
    print(walk(to: Place(), heading: Heading.north), inventory.count)
    enum Mode { case none }
    let nothing: Int? = .none

    """

    func range(_ text: String, _ occurrence: Int, in code: [UInt8]) -> Range<Int>? {
        let needle = Array(text.utf8)
        var seen = 0
        for i in 0...(code.count - needle.count) where code[i..<i + needle.count].elementsEqual(needle) {
            if seen == occurrence { return i..<i + needle.count }
            seen += 1
        }
        return nil
    }

    func testKindsOfARealFile() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        var settings = CompilerSettings()
        settings.swiftc = swiftc
        settings.resolvesNames = true
        let code = Array(example.utf8)
        let report = try Compiler(settings).report(for: code)
        XCTAssertTrue(report.diagnostics.isEmpty, "\(report.diagnostics)")
        func resolved(_ text: String, _ occurrence: Int) -> TokenKind? {
            guard let r = range(text, occurrence, in: code) else { return nil }
            return report.names?.first { $0.start == r.lowerBound && $0.end == r.upperBound }?.kind
        }
        XCTAssertEqual(resolved("Inventory", 0), .typeDeclaration)
        XCTAssertEqual(resolved("count", 0), .otherDeclaration)
        XCTAssertEqual(resolved("items", 1), .variable, "an instance variable used bare")
        XCTAssertEqual(resolved("count", 1), .variable)
        XCTAssertEqual(resolved("sorted", 1), .systemFunction, "Array's sorted(), not the project's")
        XCTAssertEqual(resolved("$0", 0), .plain)
        XCTAssertEqual(resolved("count", 2), .systemProperty, "String's count")
        XCTAssertEqual(resolved("sorted", 2), .plain, "the local")
        XCTAssertEqual(resolved("sorted", 3), .functionDeclaration)
        XCTAssertEqual(resolved("visits", 1), .variable, "a global used bare")
        XCTAssertEqual(resolved("JSONDecoder", 0), .systemClass)
        XCTAssertEqual(resolved("decoder", 1), .plain, "a local")
        XCTAssertEqual(resolved("heading", 1), .plain, "a parameter")
        XCTAssertEqual(resolved("south", 1), .constant)
        XCTAssertEqual(resolved("north", 2), .property, "Place's property, not Heading's case")
        XCTAssertEqual(resolved("sorted", 4), .systemFunction)
        XCTAssertEqual(resolved("count", 3), .systemProperty)
        XCTAssertEqual(resolved("max", 0), .systemFunction)
        XCTAssertEqual(resolved("Inventory", 1), .class)
        XCTAssertEqual(resolved("print", 0), .systemFunction)
        XCTAssertEqual(resolved("Heading", 2), .type)
        XCTAssertEqual(resolved("north", 3), .constant)
        XCTAssertEqual(resolved("count", 4), .property)
        XCTAssertEqual(resolved("none", 1), .systemConstant, "Optional's case, not Mode's")

        // In the token stream: where the rules guessed wrong the compiler's kind wins, and
        // every byte keeps its category.
        var options = HighlightOptions()
        options.xcodeKinds = true
        let rules = try Highlighter.tokens(utf8: code, options: options)
        options.resolvedNames = report.names ?? []
        let compiled = try Highlighter.tokens(utf8: code, options: options)
        func kind(_ tokens: [Token], _ text: String, _ occurrence: Int) -> TokenKind? {
            guard let r = range(text, occurrence, in: code) else { return nil }
            return tokens.first { $0.start == r.lowerBound && $0.end == r.upperBound }?.kind
        }
        for (text, occurrence, guess, right) in [("sorted", 1, TokenKind.function, TokenKind.systemFunction),
                                                 ("count", 2, .property, .systemProperty),
                                                 ("north", 2, .constant, .property),
                                                 ("sorted", 4, .function, .systemFunction),
                                                 ("none", 1, .constant, .systemConstant),
                                                 ("count", 3, .property, .systemProperty)] {
            XCTAssertEqual(kind(rules, text, occurrence), guess, "the rules' \(text) #\(occurrence)")
            XCTAssertEqual(kind(compiled, text, occurrence), right, "the compiler's \(text) #\(occurrence)")
        }
        func categories(_ ts: [Token]) -> [TokenKind] {
            var out = [TokenKind](repeating: .plain, count: code.count)
            for t in ts { for i in t.start..<t.end { out[i] = t.kind.category } }
            return out
        }
        XCTAssertEqual(categories(compiled), categories(rules))
    }

    func testALongExpressionNestsDeeperThanOtherJSON() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        var settings = CompilerSettings()
        settings.swiftc = swiftc
        settings.resolvesNames = true
        let sum = (0..<60).map { "v\($0 % 3)" }.joined(separator: " + ")
        let code = Array("let v0 = 1, v1 = 2, v2 = 3\nlet total = \(sum)\nprint(total)\n".utf8)
        let report = try Compiler(settings).report(for: code)
        let print = try XCTUnwrap(range("print", 0, in: code))
        XCTAssertTrue(report.names?.contains(ResolvedName(start: print.lowerBound, end: print.upperBound, kind: .systemFunction)) == true,
                      "\(report.names ?? [])")
    }

    func testTheNamesAreCachedWithTheReport() throws {
        guard let swiftc = realSwiftc() else { throw XCTSkip("no Swift toolchain with sourcekit-lsp") }
        let scratch = Scratch()
        var settings = CompilerSettings()
        settings.swiftc = swiftc
        settings.resolvesNames = true
        settings.cacheDirectory = scratch.path + "/cache"
        let code = Array("struct S { var v = 1 }\nlet s = S()\nprint(s.v)\n".utf8)
        // Without the names asked for, none are read (the compiler only type-checks).
        var plain = settings
        plain.resolvesNames = false
        let without = try Compiler(plain)
        XCTAssertNil(try without.report(for: code).names)
        XCTAssertEqual(without.compilerRuns, 1)
        // That entry does not serve a request for the names.
        let first = try Compiler(settings)
        let report = try first.report(for: code)
        XCTAssertEqual(first.compilerRuns, 1)
        XCTAssertEqual(report.names?.isEmpty, false)
        // One with the names serves both.
        let again = try Compiler(settings)
        XCTAssertEqual(try again.report(for: code), report)
        let againPlain = try Compiler(plain)
        XCTAssertEqual(try againPlain.report(for: code), report)
        XCTAssertEqual(again.compilerRuns + againPlain.compilerRuns, 0)
    }

    func testTheModulesOfSearchPathsAreTheProjects() {
        let scratch = Scratch()
        scratch.file("Shapes.swiftmodule", "")
        scratch.file("notes.txt", "")
        XCTAssertEqual(NameKinds.modules(in: [scratch.path, "/nonexistent"]), ["Shapes"])
        let code = Array("let a = Circle()\n".utf8)
        let dump = #"{"_kind":"source_file","items":[{"_kind":"type_expr","type":"$s6Shapes6CircleCmD","range":{"start":8,"end":8}}]}"#
        XCTAssertEqual(NameKinds.resolve(dump: Array(dump.utf8), code: code, projectModules: ["main", "Shapes"]),
                       [ResolvedName(start: 8, end: 14, kind: .class)])
        XCTAssertEqual(NameKinds.resolve(dump: Array(dump.utf8), code: code, projectModules: ["main"]),
                       [ResolvedName(start: 8, end: 14, kind: .systemClass)])
    }

    func testMangledTypes() {
        func t(_ s: String) -> String? {
            NameKinds.Reader.nominalType(s).map { "\($0.module).\($0.name)\($0.isClass ? " class" : "")" }
        }
        XCTAssertEqual(t("$s4main7CounterCmD"), "main.Counter class")
        XCTAssertEqual(t("$s4main5PointVmD"), "main.Point")
        XCTAssertEqual(t("$sSSmD"), "Swift.String")
        XCTAssertEqual(t("$sSo8NSObjectCmD"), "__C.NSObject class")
        XCTAssertEqual(t("$ss6HasherVmD"), "Swift.Hasher")
        XCTAssertEqual(t("$s4main5OuterV5InnerCmD"), "main.Inner class")
        XCTAssertEqual(t("$s4main3BoxVySiGmD"), "main.Box")
        for bad in ["", "$", "$s", "$s9main", "$s4main", "$s4main7Counter", "$s4main7CounterZ", "$s04main", "$s999999999x", "$SSi", "x4mainV"] {
            XCTAssertNil(t(bad), bad)
        }
    }

    func testEnumCasesAreToldFromFunctionsByTheirUSRs() {
        for usr in ["s:20FoundationEssentials16ComparisonResultO16orderedAscendingyA2CmF", "s:Sq4noneyxSgABmlF",
                    "s:4main5ShapeO5pointyACSi_tcACmF"] {
            XCTAssertTrue(NameKinds.Reader.isEnumCase(usr: usr), usr)
        }
        for usr in ["s:4main1fyySimF", "s:4main1KV4makeACyFZ", "s:s5print_9separator10terminatoryypd_S2StF", "s:Sa5countSivp",
                    "", "F", "mF", "AmF", "s:4main1f"] {
            XCTAssertFalse(NameKinds.Reader.isEnumCase(usr: usr), usr)
        }
    }

    func testHostileDumpsGiveNoNamesNotATrap() {
        let code = Array("let value = other\n".utf8)
        let dumps = [
            "", "{", "[]", "null", #"{"_kind":"declref_expr"}"#,
            #"{"_kind":"declref_expr","range":{"start":-1,"end":0},"decl":{"base_name":"value","decl_usr":""}}"#,
            #"{"_kind":"declref_expr","range":{"start":9999,"end":9999},"decl":{"base_name":"value","decl_usr":""}}"#,
            #"{"_kind":"declref_expr","range":{"start":12,"end":1e300},"decl":{"base_name":"other","decl_usr":""}}"#,
            #"{"_kind":"declref_expr","range":{"start":12,"end":12},"decl":{"base_name":"otherwise","decl_usr":""}}"#,
            #"{"_kind":"member_ref_expr","range":{"start":12,"end":17},"decl":{"base_name":"other","decl_usr":"s:4main1xvp"}}"#,
            #"{"_kind":"var_decl","range":{"start":17,"end":17},"name":{"base_name":{"name":"value"}}}"#,
            #"{"_kind":"struct_decl","range":{"start":0,"end":17},"name":{"base_name":{"name":"value"}}}"#,
            #"{"_kind":"type_expr","range":{"start":12,"end":12},"type":"$s4main5otherCmD"}"#,
        ]
        for d in dumps {
            let names = NameKinds.resolve(dump: Array(d.utf8), code: code, projectModules: ["main"])
            XCTAssertTrue(names.isEmpty || names.allSatisfy { $0.start >= 0 && $0.end <= code.count }, d)
        }
        // Two kinds for one range: neither.
        let both = #"[{"_kind":"declref_expr","range":{"start":12,"end":12},"decl":{"base_name":"other","decl_usr":""}},"#
            + #"{"_kind":"declref_expr","range":{"start":12,"end":12},"decl":{"base_name":"other","decl_usr":"s:4main5othervp"}}]"#
        XCTAssertEqual(NameKinds.resolve(dump: Array(both.utf8), code: code, projectModules: ["main"]), [])
        let one = #"{"_kind":"declref_expr","range":{"start":12,"end":12},"decl":{"base_name":"other","decl_usr":""}}"#
        XCTAssertEqual(NameKinds.resolve(dump: Array(one.utf8), code: code, projectModules: ["main"]),
                       [ResolvedName(start: 12, end: 17, kind: .plain)])
    }
}
