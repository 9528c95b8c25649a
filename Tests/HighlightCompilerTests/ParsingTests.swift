import XCTest
@testable import HighlightCompiler

final class DiagnosticParsingTests: XCTestCase {
    func testCompilerLinesOfTheFileAreRead() {
        let code = Array("let a = 1\nlet wrong: Int = \"x\"\n".utf8)
        let output = """
        /t/main.swift:2:18: error: cannot convert value of type 'String' to specified type 'Int'
        let wrong: Int = "x"
                         ^~~
        /other/file.swift:1:1: note: elsewhere
        /t/main.swift:1:5: warning: initialization of immutable value 'a' was never used [#no-usage]
        /t/main.swift:x:5: error: not a line number
        /t/main.swift:99999999999:5: error: too many digits
        /t/main.swift:1:5: fatal: not a severity
        """
        let found = Diagnostic.parse(compilerOutput: Array(output.utf8), path: "/t/main.swift", code: code)
        XCTAssertEqual(found.map(\.severity), [.error, .warning])
        XCTAssertEqual(found.first?.message, "cannot convert value of type 'String' to specified type 'Int'")
        XCTAssertEqual(found.first.map { [$0.line, $0.column, $0.offset] }, [2, 18, 27])
        XCTAssertEqual(found.last?.offset, 4)
    }

    func testPositionsBeyondTheCodeAreClamped() {
        let code = Array("ab\ncd".utf8)
        let output = "/m.swift:7:40: error: far\n/m.swift:1:40: error: long\n/m.swift:0:0: error: zero\n"
        let found = Diagnostic.parse(compilerOutput: Array(output.utf8), path: "/m.swift", code: code)
        XCTAssertEqual(found.map(\.offset), [5, 2, 0])
    }
}

final class HoverParsingTests: XCTestCase {
    func testDeclarationAndFirstParagraph() {
        let md = "```swift\nfunc scaled(by factor: Double) -> Point\n```\n\nScales both\ncoordinates.\n\nMore.\n"
        let h = Hover.parse(markdown: md)
        XCTAssertEqual(h?.declaration, "func scaled(by factor: Double) -> Point")
        XCTAssertEqual(h?.summary, "Scales both coordinates.")
    }

    func testMultipleResultsTakeTheFirst() {
        let md = "## Multiple results\n\n```swift\nstruct Int\n```\n\nA signed integer.\n\n---\n\n```swift\ninit?(_ d: String)\n```\n"
        XCTAssertEqual(Hover.parse(markdown: md)?.declaration, "struct Int")
        XCTAssertEqual(Hover.parse(markdown: md)?.summary, "A signed integer.")
    }

    func testNoDeclarationIsNoHover() {
        XCTAssertNil(Hover.parse(markdown: ""))
        XCTAssertNil(Hover.parse(markdown: "```swift\n\n```"))
        XCTAssertNil(Hover.parse(markdown: "```swift\nunterminated"))
        XCTAssertEqual(Hover.parse(markdown: "```swift\nlet a: Int\n```")?.summary, "")
    }
}

final class LineTableTests: XCTestCase {
    func testUTF16ColumnsAndBack() {
        let code = Array("let é = 1\nlet 😀x = é\n".utf8)
        let t = LineTable(code)
        let x = Array("let é = 1\nlet 😀".utf8).count
        XCTAssertEqual(t.position(of: x).line, 1)
        XCTAssertEqual(t.position(of: x).character, 6)
        XCTAssertEqual(t.offset(line: 1, character: 6), x)
        XCTAssertNil(t.offset(line: 1, character: 5), "inside a surrogate pair")
        XCTAssertNil(t.offset(line: 9, character: 0))
        XCTAssertNil(t.offset(line: -1, character: 0))
        XCTAssertNil(t.offset(line: 0, character: 999))
    }

    func testNamesBetweenTokensAreFound() {
        let code = Array("let local = [1].map { $0 + local }.count".utf8)
        let names = Compiler.names(code).map { String(decoding: code[$0.start..<$0.end], as: UTF8.self) }
        XCTAssertEqual(names, ["local", "map", "$0", "local", "count"])
    }
}
