import XCTest
import Highlight

/// The compiler's kinds of names (`HighlightOptions.resolvedNames`) over Xcode's finer kinds.
final class ResolvedNameTests: XCTestCase {
    let code = """
    struct Place { var north = 0; func g() -> Int { north } }
    enum Heading { case north }
    func f(place: Place, items: [Int]) -> Int {
        let total = 1
        return place.north + items.count + total
    }
    """

    func offset(_ text: String, occurrence: Int = 0) -> Range<Int> {
        let bytes = Array(code.utf8), needle = Array(text.utf8)
        var seen = 0
        for i in 0...(bytes.count - needle.count) where bytes[i..<i + needle.count].elementsEqual(needle) {
            if seen == occurrence { return i..<i + needle.count }
            seen += 1
        }
        XCTFail("no \(text) #\(occurrence)")
        return 0..<0
    }

    func tokens(_ names: [ResolvedName], xcodeKinds: Bool = true) throws -> [Token] {
        var options = HighlightOptions()
        options.xcodeKinds = xcodeKinds
        options.resolvedNames = names
        return try Highlighter.tokens(utf8: Array(code.utf8), options: options)
    }

    func kind(_ tokens: [Token], at range: Range<Int>) -> TokenKind? {
        tokens.first { $0.start == range.lowerBound && $0.end == range.upperBound }?.kind
    }

    func name(_ text: String, _ occurrence: Int, _ kind: TokenKind) -> ResolvedName {
        let r = offset(text, occurrence: occurrence)
        return ResolvedName(start: r.lowerBound, end: r.upperBound, kind: kind)
    }

    func testAResolvedKindOfTheTokensCategoryWins() throws {
        let plain = try tokens([])
        // The rules take `north` after a value for the project's enum case (the project declares one).
        XCTAssertEqual(kind(plain, at: offset("north", occurrence: 3)), .constant)
        XCTAssertEqual(kind(plain, at: offset("count")), .systemProperty)
        let resolved = try tokens([name("north", 3, .property), name("count", 0, .systemProperty)])
        XCTAssertEqual(kind(resolved, at: offset("north", occurrence: 3)), .property)
        XCTAssertEqual(resolved.count, plain.count)
    }

    func testAKindOfAnotherCategoryIsIgnored() throws {
        let plain = try tokens([])
        let resolved = try tokens([name("north", 3, .systemFunction), name("Place", 1, .systemConstant),
                                   name("return", 0, .variable)])
        XCTAssertEqual(resolved, plain)
    }

    func testCategoriesNeverChange() throws {
        let plain = try tokens([])
        let kinds: [TokenKind] = [.plain, .variable, .class, .systemClass, .systemType, .constant, .systemConstant,
                                  .function, .systemFunction, .property, .systemProperty, .otherDeclaration, .comment, .keyword]
        for k in kinds {
            var names: [ResolvedName] = []
            for t in plain { names.append(ResolvedName(start: t.start, end: t.end, kind: k)) }
            let resolved = try tokens(names)
            // Byte by byte, each category is the engine's own (plain text being plain).
            func categories(_ ts: [Token]) -> [TokenKind] {
                var out = [TokenKind](repeating: .plain, count: code.utf8.count)
                for t in ts { for i in t.start..<t.end { out[i] = t.kind.category } }
                return out
            }
            XCTAssertEqual(categories(resolved), categories(plain), "\(k)")
        }
    }

    func testALocalIsPlainText() throws {
        let plain = try tokens([])
        // The rules take the bare `north` in `g` for the property; a compiler that resolves it
        // to a local makes it plain text.
        XCTAssertEqual(kind(plain, at: offset("north", occurrence: 1)), .variable)
        let made = try tokens([name("north", 1, .plain)])
        XCTAssertNil(kind(made, at: offset("north", occurrence: 1)))
        XCTAssertEqual(made.count, plain.count - 1)
        // Plain text that is a whole name gets a name of the plain category.
        XCTAssertNil(kind(plain, at: offset("total", occurrence: 1)))
        let resolved = try tokens([name("total", 1, .variable), name("place", 1, .plain)])
        XCTAssertEqual(kind(resolved, at: offset("total", occurrence: 1)), .variable)
        XCTAssertEqual(resolved.count, plain.count + 1)
    }

    func testNamesThatCutTokensOrLeaveTheInputAreIgnored() throws {
        let plain = try tokens([])
        let n = offset("north", occurrence: 3)
        let count = code.utf8.count
        let hostile = [
            ResolvedName(start: n.lowerBound, end: n.upperBound - 1, kind: .property),
            ResolvedName(start: n.lowerBound + 1, end: n.upperBound, kind: .variable),
            ResolvedName(start: -5, end: 3, kind: .variable),
            ResolvedName(start: count - 1, end: count + 10, kind: .variable),
            ResolvedName(start: 7, end: 3, kind: .variable),
            ResolvedName(start: Int.max - 1, end: Int.max, kind: .variable),
            ResolvedName(start: Int.min, end: Int.min + 1, kind: .variable),
            // Part of a name, and spaces: not whole names.
            ResolvedName(start: offset("total").lowerBound, end: offset("total").lowerBound + 2, kind: .variable),
            ResolvedName(start: offset("total").upperBound, end: offset("total").upperBound + 1, kind: .variable),
        ]
        XCTAssertEqual(try tokens(hostile), plain)
        XCTAssertEqual(try tokens(hostile + hostile.reversed()), plain)
    }

    func testWithoutXcodeKindsTheyChangeNothing() throws {
        XCTAssertEqual(try tokens([name("north", 3, .property)], xcodeKinds: false), try tokens([], xcodeKinds: false))
    }

    func testTheyApplyToTheCodeAsWrittenOnly() {
        var options = HighlightOptions(diff: true)
        options.xcodeKinds = true
        options.resolvedNames = [ResolvedName(start: 0, end: 1, kind: .variable)]
        XCTAssertThrowsError(try Highlighter.tokens(utf8: Array(code.utf8), options: options))
    }

    func testEveryOutputGetsThem() throws {
        var options = HighlightOptions()
        options.xcodeKinds = true
        options.resolvedNames = [name("north", 3, .property)]
        let html = String(decoding: try Highlighter.html(utf8: Array(code.utf8), options: options), as: UTF8.self)
        XCTAssertTrue(html.contains("place.<span class=\"swh-property\">north</span>"), html)
        options.resolvedNames = []
        let before = String(decoding: try Highlighter.html(utf8: Array(code.utf8), options: options), as: UTF8.self)
        XCTAssertTrue(before.contains("place.<span class=\"swh-constant\">north</span>"), before)
    }
}
