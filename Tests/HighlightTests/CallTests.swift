import XCTest
@testable import Highlight

final class CallTests: XCTestCase {
    func testCalls() {
        assertKinds("print(\"x\")", [("print", .function)])
        assertKinds("let v = compute(a, b: 2)", [("compute", .function), ("a", .plain), ("b", .plain)])
        assertKinds("handler?(value); force!(1)", [("handler", .function), ("force", .function)])
    }

    func testUppercaseCalleeIsAType() {
        assertKinds("let p = Point(x: 1, y: 2)", [("Point", .type), ("x", .plain)])
        assertKinds("XCTAssertEqual(a, b)", [("XCTAssertEqual", .type)])
    }

    func testGenericCalls() {
        assertKinds("let d = decode<Int>(data)", [("decode", .function), ("Int", .type)])
        assertKinds("let a = Array<String>()", [("Array", .type), ("String", .type)])
        assertKinds("if a < b && c > d { }", [("a", .plain), ("<", .operator), ("b", .plain), (">", .operator)])
    }

    func testTrailingClosures() {
        assertKinds("items.forEach { print($0) }", [("forEach", .function), ("print", .function)])
        assertKinds("withAnimation { show = true }", [("withAnimation", .function), ("true", .keyword)])
        assertKinds("DispatchQueue.main.async {\n}", [("DispatchQueue", .type), ("main", .property), ("async", .function)])
    }

    func testConditionBracesAreNotTrailingClosures() {
        assertKinds("if isReady { go() }", [("if", .keyword), ("isReady", .plain), ("go", .function)])
        assertKinds("while running { }", [("running", .plain)])
        assertKinds("for item in items { }", [("item", .plain), ("in", .keyword), ("items", .plain)])
        assertKinds("guard let v = value else { return }", [("value", .plain), ("else", .keyword)])
        assertKinds("switch state { default: break }", [("state", .plain), ("default", .keyword)])
        assertKinds("if x.isEmpty { }", [("isEmpty", .property)])
    }

    func testArgumentLabelsThatAreKeywords() {
        assertKinds("f(in: x, for: y, default: z)", [("in", .plain), ("for", .plain), ("default", .plain)])
        assertKinds("g(self: x)", [("self", .keyword)])
    }

    func testInitializerCalls() {
        assertKinds("let s = Set<Int>.init(); super.init(); self.init(x: 1)", [("init", .keyword), ("super", .keyword), ("init", .keyword), ("self", .keyword), ("init", .keyword)])
    }

    func testIfAndSwitchExpressions() {
        assertKinds("let v = if c { 1 } else { 2 }", [("if", .keyword), ("c", .plain), ("else", .keyword)])
        assertKinds("let w = switch k { case .a: 1 default: 0 }", [("switch", .keyword), ("case", .keyword), ("a", .property), ("default", .keyword)])
    }
}
