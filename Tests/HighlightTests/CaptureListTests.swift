import XCTest
@testable import Highlight

/// Closure capture lists: the ownership specifiers `weak`, `unowned`, `unowned(safe)` and
/// `unowned(unsafe)` are keywords wherever a capture list holds them, the parentheses plain, as
/// the reference labeller (swift-syntax) labels them: its parser reads the specifier, and the word
/// in parentheses as a keyword, in `ClosureCaptureSpecifierSyntax`. An array literal or subscript
/// that merely holds names spelled like them is not a capture list.
final class CaptureListTests: XCTestCase {
    func testCaptureListWeakSelf() {
        assertKinds("let f = { [weak self] in self?.go() }",
                    [("weak", .keyword), ("self", .keyword), ("in", .keyword), ("self", .keyword), ("go", .function)])
    }

    func testCaptureListUnownedSelf() {
        assertKinds("urls.forEach { [unowned self] url in self.load(url) }",
                    [("forEach", .function), ("unowned", .keyword), ("self", .keyword), ("url", .plain), ("in", .keyword)])
    }

    func testCaptureListUnownedUnsafeSelf() {
        assertKinds("let f = { [unowned(unsafe) self] in self.go() }",
                    [("unowned", .keyword), ("(", .plain), ("unsafe", .keyword), (")", .plain), ("self", .keyword),
                     ("in", .keyword), ("self", .keyword), ("go", .function)])
    }

    func testCaptureListUnownedSafeSelf() {
        assertKinds("let f = { [unowned(safe) self] in self.count }",
                    [("unowned", .keyword), ("(", .plain), ("safe", .keyword), (")", .plain), ("self", .keyword),
                     ("count", .property)])
    }

    func testCaptureListSpecifierBeforeAName() {
        assertKinds("let f = { [unowned(unsafe) delegate, weak view] in delegate.update(view) }",
                    [("unowned", .keyword), ("unsafe", .keyword), ("delegate", .plain), ("weak", .keyword),
                     ("view", .plain), ("delegate", .plain), ("update", .function)])
    }

    func testCaptureListSpecifierBeforeANameWithAnInitializer() {
        let src = "let f = { [weak d = self.delegate, unowned(unsafe) l = Loader.shared, count = items.count] in }"
        assertKinds(src, [("weak", .keyword), ("d", .plain), ("self", .keyword), ("delegate", .property),
                          ("unowned", .keyword), ("unsafe", .keyword), ("l", .plain), ("Loader", .type),
                          ("shared", .property), ("count", .plain), ("items", .plain), ("count", .property)])
    }

    func testCaptureListSpecifierInAnyPosition() {
        assertKinds("let f = { [a, weak b, unowned(safe) c, unowned(unsafe) d] in }",
                    [("a", .plain), ("weak", .keyword), ("b", .plain), ("unowned", .keyword), ("safe", .keyword),
                     ("c", .plain), ("unowned", .keyword), ("unsafe", .keyword), ("d", .plain)])
    }

    func testCaptureListAcrossLineBreaks() {
        let src = "let work = {\n    [\n        weak self,\n        unowned(unsafe) other,\n        unowned\n        limit = other\n    ] in\n    self?.run(other, limit)\n}"
        assertKinds(src, [("weak", .keyword), ("self", .keyword), ("unowned", .keyword), ("unsafe", .keyword),
                          ("other", .plain), ("unowned", .keyword), ("limit", .plain), ("other", .plain),
                          ("in", .keyword), ("run", .function)])
    }

    func testCaptureListInNestedClosures() {
        let src = "queue.async { [weak self] in\n    other.async { [unowned(unsafe) self] in\n        f { [unowned(safe) x = self] in x.go() }\n    }\n}"
        assertKinds(src, [("async", .function), ("weak", .keyword), ("async", .function), ("unowned", .keyword),
                          ("unsafe", .keyword), ("self", .keyword), ("f", .function), ("unowned", .keyword),
                          ("safe", .keyword), ("x", .plain), ("go", .function)])
    }

    func testCaptureListBeforeAParameterClause() {
        let src = "return { [unowned(unsafe) v] (p: Int) async throws -> Int in p + v.count }"
        assertKinds(src, [("unowned", .keyword), ("unsafe", .keyword), ("v", .plain), ("p", .plain), ("Int", .type),
                          ("async", .keyword), ("throws", .keyword), ("Int", .type), ("in", .keyword),
                          ("count", .property)])
    }

    func testCaptureListBeforeShorthandParameters() {
        assertKinds("session.dataTask(with: url) { [weak self] data, _, error in }",
                    [("dataTask", .function), ("weak", .keyword), ("self", .keyword), ("data", .plain), ("_", .keyword),
                     ("error", .plain), ("in", .keyword)])
    }

    func testCaptureListAfterAClosureAttribute() {
        assertKinds("let f = { @Sendable [unowned(unsafe) self] in self.go() }",
                    [("@Sendable", .attribute), ("unowned", .keyword), ("unsafe", .keyword), ("self", .keyword)])
    }

    func testArrayLiteralAndSubscriptHoldingNamesSpelledLikeSpecifiersAreNotCaptureLists() {
        assertKinds("let values = [unowned, safe]\nlet first = values[unowned]\nvar t: [Int] = [safe, unowned]",
                    [("unowned", .plain), ("safe", .plain), ("values", .plain), ("unowned", .plain), ("Int", .type),
                     ("safe", .plain), ("unowned", .plain)])
        assertKinds("let f = { [unowned, safe].count }", [("unowned", .plain), ("safe", .plain), ("count", .property)])
    }

    func testOwnershipModifiersOnDeclarationsStayKeywords() {
        assertKinds("unowned(unsafe) let raw: Loader = l\nweak var parent: Node?\nunowned(safe) var owner: Node",
                    [("unowned", .keyword), ("unsafe", .keyword), ("let", .keyword), ("Loader", .type),
                     ("weak", .keyword), ("var", .keyword), ("Node", .type), ("unowned", .keyword), ("safe", .keyword)])
    }
}
