import XCTest
@testable import Highlight

final class KeywordTests: XCTestCase {
    func testStatementKeywords() {
        for word in ["return", "break", "continue", "fallthrough", "defer", "do", "repeat", "throw"] {
            assertKinds("\(word) ", [(word, .keyword)])
        }
    }

    func testLiteralsAndSelf() {
        assertKinds("x = nil ?? true && false; Self.y; super.z", [("nil", .keyword), ("true", .keyword), ("false", .keyword), ("Self", .keyword), ("super", .keyword)])
    }

    func testSomeAndAny() {
        assertKinds("var body: some View", [("some", .keyword), ("View", .type)])
        assertKinds("let p: any Proto = x; let q: Any", [("any", .keyword), ("Proto", .type), ("Any", .keyword)])
        assertKinds("let some = 1; opt.some", [("some", .plain), ("some", .property)])
    }

    func testConcurrency() {
        assertKinds("async let a = f(); let b = try await g()", [("async", .keyword), ("try", .keyword), ("await", .keyword), ("g", .function)])
        assertKinds("actor Counter {}", [("actor", .keyword), ("Counter", .type)])
        assertKinds("let actor = x", [("actor", .plain)])
        assertKinds("nonisolated func f() {}", [("nonisolated", .keyword)])
        assertKinds("func f(x: isolated Counter) {}", [("isolated", .keyword)])
    }

    func testConsumeCopyDiscard() {
        assertKinds("let y = consume x; let z = copy y", [("consume", .keyword), ("copy", .keyword)])
        assertKinds("discard self", [("discard", .keyword), ("self", .keyword)])
        assertKinds("let copy = a.copy()", [("copy", .plain), ("copy", .function)])
    }

    func testCastsAndTry() {
        assertKinds("let v = x as? Int ?? y as! String; if z is Bool {}", [("as", .keyword), ("?", .plain), ("Int", .type), ("as", .keyword), ("String", .type), ("is", .keyword), ("Bool", .type)])
        assertKinds("try? f(); try! g()", [("try", .keyword), ("try", .keyword)])
    }

    func testWildcardAndInout() {
        assertKinds("_ = f(&x)", [("_", .keyword), ("&", .operator)])
    }

    func testClosureCaptureList() {
        assertKinds("{ [weak self, unowned owner] in }", [("weak", .keyword), ("self", .keyword), ("unowned", .keyword), ("owner", .plain), ("in", .keyword)])
    }

    func testContextualKeywordsAsLabelsAreNames() {
        assertKinds("f(async: true, type: T.self)", [("async", .plain), ("type", .plain)])
    }
}
