import XCTest
@testable import Highlight

final class DirectiveTests: XCTestCase {
    func testConditionalCompilation() {
        let src = "#if os(iOS) && !targetEnvironment(macCatalyst) // note\nlet a = 1\n#elseif DEBUG\nlet b = 2\n#else\nlet c = 3\n#endif"
        assertKinds(src, [("#if os(iOS) && !targetEnvironment(macCatalyst)", .preprocessor), ("// note", .comment),
                          ("let", .keyword), ("#elseif DEBUG", .preprocessor), ("#else", .preprocessor), ("#endif", .preprocessor)])
    }

    func testPoundExpressionsAndMacros() {
        assertKinds("let s = #selector(tap(_:))", [("#selector", .macro), ("tap", .function), ("_", .keyword)])
        assertKinds("#Preview { ContentView() }", [("#Preview", .macro), ("ContentView", .type)])
        assertKinds("#expect(value == 1)", [("#expect", .macro), ("value", .plain)])
        assertKinds("print(#file, #line, #function)", [("#file", .macro), ("#line", .macro), ("#function", .macro)])
    }

    func testDiagnosticsAndSourceLocation() {
        assertKinds("#warning(\"fix\")\n#error(\"no\")", [("#warning", .preprocessor), ("\"fix\"", .string), ("#error", .preprocessor)])
        assertKinds("#sourceLocation(file: \"a.swift\", line: 3)", [("#sourceLocation", .preprocessor), ("file", .keyword), ("line", .keyword), ("3", .number)])
    }

    func testPostfixIfConfigInModifierChain() {
        let src = "Text(\"x\")\n#if os(iOS)\n  .bold()\n#endif"
        assertKinds(src, [("Text", .type), ("#if os(iOS)", .preprocessor), ("bold", .function), ("#endif", .preprocessor)])
    }
}
