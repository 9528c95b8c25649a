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

    /// The generated table (scripts/gen/keywords.py) finds every keyword by its spelling, in
    /// the word-load path and in the byte path used near the end of the input, and nothing for
    /// spellings one byte off.
    func testKeywordTableFindsEveryKeywordAndOnlyThose() {
        for raw in 1...UInt8.max {
            guard let keyword = Keyword(rawValue: raw) else { continue }
            let row = Keyword.spellings.utf8Start + 24 * Int(raw)
            let spelling = Array(UnsafeBufferPointer(start: row, count: 24).prefix { $0 != 0 })
            XCTAssertFalse(spelling.isEmpty, "no spelling for \(keyword)")
            let padded = spelling + [UInt8](repeating: UInt8(ascii: " "), count: 32)
            // Longer, shorter, another first or last byte, and a NUL after it (a keyword of at
            // most 8 bytes is compared as a word with zeros after it: its length is compared too).
            let variants: [[UInt8]] = [spelling + [UInt8(ascii: "x")], Array(spelling.dropLast()),
                                       [spelling[0] ^ 0x20] + spelling.dropFirst(),
                                       Array(spelling.dropLast()) + [spelling[spelling.count - 1] ^ 0x01], spelling + [0]]
            padded.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(Keyword.lookup(in: buffer, from: 0, to: spelling.count), keyword)
            }
            spelling.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(Keyword.lookup(in: buffer, from: 0, to: spelling.count), keyword)
            }
            for variant in variants where !variant.isEmpty {
                let word = String(decoding: variant, as: UTF8.self)
                let found = (variant + [UInt8](repeating: 0x20, count: 32)).withUnsafeBufferPointer {
                    Keyword.lookup(in: $0, from: 0, to: variant.count)
                }
                // A variant may be another keyword (`Self`/`self`, `in`/`i`…), never this one.
                XCTAssertNotEqual(found, keyword, word)
                if found != .none {
                    let row = Keyword.spellings.utf8Start + 24 * Int(found.rawValue)
                    XCTAssertEqual(Array(UnsafeBufferPointer(start: row, count: 24).prefix { $0 != 0 }), variant, word)
                }
            }
        }
    }

    /// The lookups of a name read from memory, `lookupShortName` (1 to 8 bytes) and
    /// `lookupMedium` (9 to 15), find every keyword of those lengths by its spelling, and nothing
    /// for spellings one byte off (a name holds no NUL: none is among them).
    func testNameLookupsFindEveryKeywordAndOnlyThose() {
        func lookup(_ name: [UInt8]) -> Keyword {
            let words = (name + [UInt8](repeating: UInt8(ascii: " "), count: 16)).withUnsafeBytes {
                ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            return name.count <= 8 ? Keyword.lookupShortName(words.0, length: name.count)
                : Keyword.lookupMedium(words.0, words.1, length: name.count)
        }
        var checked = 0
        for raw in 1...UInt8.max {
            guard let keyword = Keyword(rawValue: raw) else { continue }
            let row = Keyword.spellings.utf8Start + 24 * Int(raw)
            let spelling = Array(UnsafeBufferPointer(start: row, count: 24).prefix { $0 != 0 })
            guard spelling.count <= 15 else { continue }
            XCTAssertEqual(lookup(spelling), keyword, "\(keyword)")
            checked += 1
            let variants: [[UInt8]] = [spelling + [UInt8(ascii: "x")], Array(spelling.dropLast()),
                                       [spelling[0] ^ 0x20] + spelling.dropFirst(),
                                       Array(spelling.dropLast()) + [spelling[spelling.count - 1] ^ 0x01]]
            for variant in variants where (1...15).contains(variant.count) {
                let found = lookup(variant)
                let word = String(decoding: variant, as: UTF8.self)
                // A variant may be another keyword (`Self`/`self`, `in`/`i`…), never this one.
                XCTAssertNotEqual(found, keyword, word)
                if found != .none {
                    let row = Keyword.spellings.utf8Start + 24 * Int(found.rawValue)
                    XCTAssertEqual(Array(UnsafeBufferPointer(start: row, count: 24).prefix { $0 != 0 }), variant, word)
                }
            }
        }
        // Every keyword but `unsafeMutableAddress` (20 bytes) has at most 15.
        XCTAssertEqual(checked, 126)
    }
}
