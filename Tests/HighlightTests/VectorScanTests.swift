import XCTest
import Foundation
@testable import Highlight

/// The byte searches give the same index with their 16-byte vector loops (x86_64, arm64) as
/// with the word-at-a-time and byte loops alone, and the engine the same bytes: each input runs
/// through both paths (`SIMDScan.enabled` switched off in this debug build), at every start
/// offset and up to every end, so that hits in every lane, in the tail and at the buffer's
/// last byte are all covered.
final class VectorScanTests: XCTestCase {
    /// `body` once with the vector loops and once without; both answers.
    private func bothPaths<T>(_ body: () throws -> T) rethrows -> (vector: T, scalar: T) {
        #if arch(x86_64) || arch(arm64)
        SIMDScan.enabled = true
        let vector = try body()
        SIMDScan.enabled = false
        defer { SIMDScan.enabled = true }
        let scalar = try body()
        return (vector, scalar)
        #else
        let answer = try body()
        return (answer, answer)
        #endif
    }

    /// Buffers of 0–70 bytes drawn from `alphabet`, from a fixed seed.
    private func buffers(_ alphabet: [UInt8], count: Int = 300) -> [[UInt8]] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        return (0..<count).map { _ in
            let length = Int(next() % 71)
            let sparse = next() % 4 == 0  // mostly one byte repeated: long runs before a hit
            let filler = alphabet[Int(next() % UInt64(alphabet.count))]
            return (0..<length).map { _ in
                sparse && next() % 24 != 0 ? filler : alphabet[Int(next() % UInt64(alphabet.count))]
            }
        }
    }

    /// For every buffer, start and end: `scan` on `bytes[..<end]` from `start` gives one answer.
    private func assertSameIndex(_ alphabet: [UInt8], _ name: String,
                                 _ scan: (UnsafeBufferPointer<UInt8>, Int) -> Int,
                                 file: StaticString = #filePath, line: UInt = #line) {
        for bytes in buffers(alphabet) {
            for end in 0...bytes.count {
                bytes.withUnsafeBufferPointer { whole in
                    let s = UnsafeBufferPointer(rebasing: whole[..<end])
                    for start in 0...end {
                        let (vector, scalar) = bothPaths { scan(s, start) }
                        if vector != scalar {
                            XCTFail("\(name) from \(start) in \(Array(s)): vector \(vector), scalar \(scalar)", file: file, line: line)
                            return
                        }
                    }
                }
            }
        }
    }

    func testLineEndSearch() {
        assertSameIndex([0x61, 0x20, 0x0A, 0x0D, 0xE2, 0x2F], "firstIndex(\\n, \\r)") { s, i in
            ByteScan.firstIndex(s, from: i, 0x0A, 0x0D)
        }
        assertSameIndex([0x61, 0x20, 0x0A, 0x0D, 0xE2, 0x2F], "Lexing.lineEnd") { s, i in
            Lexing.lineEnd(s, i)
        }
    }

    func testStringBodySearch() {
        assertSameIndex([0x61, 0x22, 0x27, 0x5C, 0x0A, 0x0D, 0x28, 0xFF], "firstIndex of four") { s, i in
            ByteScan.firstIndex(s, from: i, 0x22, 0x5C, 0x0A, 0x0D)
        }
        assertSameIndex([0x61, 0x22, 0x27, 0x5C, 0x0A, 0x0D, 0x28, 0xFF], "firstIndex of four, single quote") { s, i in
            ByteScan.firstIndex(s, from: i, 0x27, 0x5C, 0x0A, 0x0D)
        }
    }

    func testHTMLCandidateSearch() {
        let alphabet: [UInt8] = [0x61, 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x23, 0x3D, 0x3F, 0x20, 0xA2, 0xBC, 0xBE]
        assertSameIndex(alphabet, "firstHTMLCandidate") { s, i in ByteScan.firstHTMLCandidate(s, from: i, to: s.count) }
        assertSameIndex(alphabet, "firstHTMLCandidate to a shorter end") { s, i in
            ByteScan.firstHTMLCandidate(s, from: i, to: max(i, s.count - 5))
        }
    }

    /// `HTMLCandidates.collect` lists exactly the candidates before where it stopped, on both
    /// paths, from every start to ends that leave the 16 bytes it may read past them, with room
    /// for a step or several (it stops early, never past `to`).
    func testHTMLCandidateList() {
        let alphabet: [UInt8] = [0x61, 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x23, 0x3D, 0x3F, 0x20, 0xA2, 0xBC, 0xBE, 0x00, 0x01]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        let candidates: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27, 0x23]
        for round in 0..<60 {
            let length = 16 + next() % 300
            let dense = round % 3 == 0
            let bytes = (0..<length).map { _ in dense || next() % 20 == 0 ? alphabet[next() % alphabet.count] : 0x61 }
            bytes.withUnsafeBufferPointer { s in
                var list = [UInt32](repeating: 0, count: 4 * HTMLCandidates.step)
                for to in Set([0, 1, 63, 64, 65, 130, length - 17, length - 16].filter { $0 >= 0 && $0 <= length - 16 }) {
                    for from in stride(from: 0, through: to, by: max(1, to / 40)) {
                        for room in [HTMLCandidates.step - 1, HTMLCandidates.step, list.count] {
                            let (vector, scalar) = bothPaths { () -> ([UInt32], Int) in
                                let (count, scanned) = list.withUnsafeMutableBufferPointer {
                                    HTMLCandidates.collect(s, from: from, to: to, into: $0.baseAddress!, room: room)
                                }
                                return (Array(list[..<count]), scanned)
                            }
                            for (path, (listed, stop)) in [("vector", vector), ("scalar", scalar)] {
                                let expected = (from..<max(from, stop)).filter { candidates.contains(bytes[$0]) }.map(UInt32.init)
                                XCTAssertEqual(listed, expected, "\(path) path, from \(from) to \(to), room \(room)")
                                // It stops at `to`, or early only when a step would not fit.
                                XCTAssert(stop >= from && stop <= to && (stop == to || room - listed.count < HTMLCandidates.step),
                                          "\(path) path, from \(from) to \(to), room \(room): stopped at \(stop)")
                            }
                        }
                    }
                }
            }
        }
    }

    func testIdentifierRunSearch() {
        // Every byte class around the ranges' edges: `@ A Z [`, `` ` a z { ``, `/ 0 9 :`, `^ _`,
        // `$`, and bytes above 0x7F whose low seven bits are identifier bytes.
        let alphabet: [UInt8] = [0x61, 0x7A, 0x41, 0x5A, 0x30, 0x39, 0x5F, 0x40, 0x5B, 0x60, 0x7B, 0x2F, 0x3A,
                                 0x5E, 0x24, 0x20, 0xE1, 0xC1, 0xB0, 0xDF, 0x80, 0xFF]
        assertSameIndex(alphabet, "asciiIdentifierEnd") { s, i in ByteScan.asciiIdentifierEnd(s, from: i) }
        assertSameIndex(alphabet, "identifierEnd") { s, i in i < s.count ? Lexing.identifierEnd(s, i) : i }
        // The vector test agrees with the byte table for each of the 256 bytes.
        for b in 0...255 {
            let bytes = [UInt8](repeating: 0x61, count: 20) + [UInt8(b)] + [UInt8](repeating: 0x20, count: 20)
            let (vector, scalar) = bothPaths { bytes.withUnsafeBufferPointer { ByteScan.asciiIdentifierEnd($0, from: 3) } }
            XCTAssertEqual(vector, scalar, "byte \(b)")
        }
    }

    /// The identifier scan that also looks up the keyword (`Keyword.identifierEndAndKeyword`:
    /// the vector block, the word and the byte paths) ends each name where `Lexing.identifierEnd`
    /// does and finds the keyword `Keyword.lookup` finds there, with and without the vector
    /// loops, for names of many lengths up to 24 (keywords among them) at every offset, near the
    /// buffer's end included, before each kind of byte that ends an ASCII name.
    func testIdentifierAndKeywordSearch() {
        let words = ["if", "in", "is", "as", "do", "of", "_", "x", "i", "let", "var", "Self", "self", "func", "init",
                     "case", "else", "true", "false", "while", "guard", "return", "static", "public", "mutating",
                     "override", "internal", "protocol", "extension", "subscript", "typealias", "fileprivate",
                     "associatedtype", "precedencegroup", "unsafeMutableAddress", "__DSO_HANDLE__", "nonisolated",
                     "associativity", "associatedValue", "extensions", "convenience", "higherThan",
                     "letter", "funcs", "selfish", "a1", "value_2", "UIViewController", "abcdefgh", "abcdefghi",
                     "abcdefghijklmnopqrstuvwx", "q$r", "caf\u{E9}", "x\u{2192}y"]
        let separators = [" ", "(", ".", ":", "\n", "$", "\u{E9}", "", "\u{FF}"]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<(1 + next() % 6) {
                text += words[next() % words.count] + separators[next() % separators.count]
            }
            let bytes = Array(text.utf8) + (next() % 2 == 0 ? [0xFF] : [])
            for end in 0...bytes.count {
                bytes.withUnsafeBufferPointer { whole in
                    let s = UnsafeBufferPointer(rebasing: whole[..<end])
                    for start in 0..<end where s[start] == UInt8(ascii: "_") || (s[start] | 0x20) &- 0x61 < 26 {
                        let expectedEnd = Lexing.identifierEnd(s, start + 1)
                        let expected = Keyword.lookup(in: s, from: start, to: expectedEnd)
                        let (vector, scalar) = bothPaths { Keyword.identifierEndAndKeyword(s, start) }
                        for (path, answer) in [("vector", vector), ("scalar", scalar)]
                        where answer.end != expectedEnd || answer.keyword != expected {
                            XCTFail("\(path) from \(start) in \(Array(s)): \(answer), expected \((expectedEnd, expected))")
                            return
                        }
                    }
                }
            }
        }
    }

    func testSpaceRunSearch() {
        assertSameIndex([0x20, 0x20, 0x20, 0x61, 0x09, 0x0A, 0xA0], "spacesEnd") { s, i in ByteScan.spacesEnd(s, from: i) }
    }

    /// A line's indentation measured a word at a time ends where the run of spaces does.
    func testIndentationEndIsSpacesEnd() {
        for bytes in buffers([0x20, 0x20, 0x20, 0x61, 0x09, 0x0A]) {
            for end in 0...bytes.count {
                bytes.withUnsafeBufferPointer { whole in
                    let s = UnsafeBufferPointer(rebasing: whole[..<end])
                    for start in 0...end {
                        let (vector, scalar) = bothPaths { ByteScan.indentationEnd(s, from: start) }
                        var reference = start
                        while reference < end && s[reference] == 0x20 { reference += 1 }
                        XCTAssertEqual(vector, reference, "indentationEnd from \(start) in \(Array(s))")
                        XCTAssertEqual(scalar, reference, "indentationEnd from \(start) in \(Array(s)), scalar")
                    }
                }
            }
        }
    }

    func testUTF8Validation() {
        // Mostly ASCII with a valid or invalid sequence now and then, so that ASCII runs of
        // 64 bytes and more, up to several 256-byte steps, lie before the first invalid byte.
        let alphabet: [UInt8] = [0x61, 0x61, 0x20, 0x0A, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC0]
        var seed: UInt64 = 42
        for _ in 0..<200 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(seed >> 40) % 900
            let rare = Int(seed >> 20) % 40 + 1
            var bytes: [UInt8] = []
            for k in 0..<length {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(k % (rare * 17) == rare * 17 - 1 ? alphabet[Int(seed >> 33) % alphabet.count] : 0x61)
            }
            // Tails that start at every alignment (the vector loop aligns its loads first).
            for start in stride(from: 0, through: bytes.count, by: 7) {
                let tail = Array(bytes[start...])
                let (vector, scalar) = bothPaths {
                    bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: $0[start...])) }
                }
                XCTAssertEqual(vector, scalar, "firstInvalidOffset of \(tail)")
                XCTAssertEqual(vector == nil, String(validating: tail, as: UTF8.self) != nil, "validity of \(tail)")
            }
        }
    }

    /// The test snippets, the fuzzing seeds and regressions, as HTML and as tokens, are the same
    /// bytes through both paths.
    func testEngineOutputIsTheSameThroughBothPaths() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.deletingLastPathComponent()
        var inputs: [[UInt8]] = []
        for folder in [tests.appendingPathComponent("snippets"), root.appendingPathComponent("Fuzz/seeds"),
                       root.appendingPathComponent("Fuzz/regressions")] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                    inputs.append([UInt8](data))
                }
            }
        }
        XCTAssertGreaterThan(inputs.count, 50, "the test inputs were not found")
        var options = HighlightOptions()
        options.invalidUTF8 = .replace
        for bytes in inputs {
            let html = try bothPaths { try Highlighter.html(utf8: bytes, options: options) }
            XCTAssertEqual(html.vector, html.scalar, "HTML of \(String(decoding: bytes.prefix(80), as: UTF8.self))")
            let tokens = try bothPaths { try Highlighter.tokens(utf8: bytes, options: options) }
            XCTAssertEqual(tokens.vector, tokens.scalar, "tokens of \(String(decoding: bytes.prefix(80), as: UTF8.self))")
        }
    }
}
