import XCTest
@testable import Highlight

final class CommentTests: XCTestCase {
    func testLineComment() {
        assertKinds("let x = 1 // one\nlet y", [("// one", .comment), ("let", .keyword)])
    }

    func testDocComments() {
        assertKinds("/// Doc.\nfunc f() {}", [("/// Doc.", .docComment), ("func", .keyword)])
        assertKinds("/** Block doc */\nvar v = 0", [("/** Block doc */", .docComment)])
        assertKinds("/**/ x", [("/**/", .comment)])
    }

    func testNestedBlockComments() {
        assertKinds("/* a /* b */ still comment */ let x", [("/* a /* b */ still comment */", .comment), ("let", .keyword)])
    }

    func testUnterminatedBlockCommentRunsToEnd() {
        assertKinds("let a = 1 /* open /* nested */ no end\nlet b", [("/* open /* nested */ no end\nlet b", .comment)])
    }

    func testCommentMarkersInsideStringsAreText() {
        assertKinds(#"let s = "/* not a comment" ; let t = 2"#, [("\"/* not a comment\"", .string), ("let", .keyword), ("2", .number)])
        assertKinds(#"let u = "http://x" + y"#, [("\"http://x\"", .string), ("+", .operator)])
    }

    func testShebang() {
        assertKinds("#!/usr/bin/env swift\nprint(1)", [("#!/usr/bin/env swift", .comment), ("print", .function)])
    }
}
