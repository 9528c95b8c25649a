import XCTest
import Highlight
@testable import HighlightCompiler

/// Directives of examples (`^?`, `@errors`, `---cut---`) against reports made by hand.
final class AnnotatedExampleTests: XCTestCase {
    func offset(_ code: String, _ needle: String, _ occurrence: Int = 0) -> Int {
        var from = code.startIndex
        var found = code.startIndex
        for _ in 0...occurrence {
            found = code[from...].range(of: needle)!.lowerBound
            from = code.index(after: found)
        }
        return code.utf8.distance(from: code.utf8.startIndex, to: found)
    }

    func testQueryCutAndExpectedError() {
        let source = "let setUp = 1\n// ---cut---\nlet é = setUp\n//  ^?\nlet bad: Int = \"x\"\n// @errors: cannot convert\n"
        let report = CompilerReport(
            hovers: [Hover(start: offset(source, "setUp"), end: offset(source, "setUp") + 5, declaration: "let setUp: Int", summary: ""),
                     Hover(start: offset(source, "é"), end: offset(source, "é") + 2, declaration: "let é: Int", summary: ""),
                     Hover(start: offset(source, "setUp", 1), end: offset(source, "setUp", 1) + 5, declaration: "let setUp: Int", summary: "")],
            diagnostics: [Diagnostic(line: 5, column: 16, offset: offset(source, "\"x\""), severity: .error,
                                     message: "cannot convert value of type 'String' to specified type 'Int'")])
        let example = AnnotatedExample(source: Array(source.utf8), report: report)
        let shown = "let é = setUp\nlet bad: Int = \"x\"\n"
        XCTAssertEqual(String(decoding: example.code, as: UTF8.self), shown)
        XCTAssertTrue(example.isAsDeclared, "\(example.problems(name: "t"))")
        XCTAssertEqual(example.annotations.map(\.kind), [.query, .hover, .error])
        XCTAssertEqual(example.annotations[0].start, 4)
        XCTAssertEqual(example.annotations[0].end, 6)
        XCTAssertEqual(example.annotations[0].text, "let é: Int")
        XCTAssertEqual(example.annotations[2].start, offset(shown, "\"x\""))
        XCTAssertEqual(example.annotations[2].end, offset(shown, "\"x\"") + 3, "the whole string token")
        // The page renders: the query's answer below its line.
        let html = String(decoding: try! Highlighter.html(utf8: example.code, options: HighlightOptions(), annotations: example.annotations), as: UTF8.self)
        XCTAssertTrue(html.contains(#"data-note="let é: Int""#), html)
    }

    func testUnexpectedMissingAndUnanswered() {
        let source = "let a = 1\n   //   ^?\nlet bad: Int = \"x\"\n// @errors: no such error\n"
        let report = CompilerReport(diagnostics: [
            Diagnostic(line: 3, column: 16, offset: offset(source, "\"x\""), severity: .error, message: "cannot convert"),
            Diagnostic(line: 1, column: 5, offset: 4, severity: .warning, message: "never used"),
        ])
        let example = AnnotatedExample(source: Array(source.utf8), report: report)
        XCTAssertFalse(example.isAsDeclared)
        XCTAssertEqual(example.problems(name: "doc.md", firstLine: 10), [
            "doc.md:12:16: error: cannot convert (an error the example does not declare with // @errors:)",
            "doc.md:10: the example declares the error 'no such error', which the compiler did not report",
            "doc.md:11: the ^? query points at no name the compiler knows",
        ])
        XCTAssertEqual(example.annotations.map(\.kind), [.error, .warning])
    }

    func testDirectiveLookalikesStayCode() {
        let source = "/// @errors: in a doc comment\nlet s = \"// ^?\" // ^? after code\n//^?x\n"
        let example = AnnotatedExample(source: Array(source.utf8), report: CompilerReport())
        XCTAssertEqual(String(decoding: example.code, as: UTF8.self), source)
        XCTAssertTrue(example.isAsDeclared)
    }

    func testHostileReportsDoNotTrap() {
        let source = Array("let a = 1\n//^?\n".utf8)
        let report = CompilerReport(hovers: [Hover(start: 0, end: 99, declaration: "x", summary: ""),
                                             Hover(start: 50, end: 40, declaration: "y", summary: "")],
                                    diagnostics: [Diagnostic(line: 0, column: 0, offset: 500, severity: .error, message: "far")])
        let example = AnnotatedExample(source: source, report: report)
        XCTAssertEqual(example.unexpectedErrors.count, 1)
        for a in example.annotations {
            XCTAssertTrue(0 <= a.start && a.start <= a.end && a.end <= example.code.count, "\(a)")
        }
    }
}
