import XCTest
@testable import HighlightCompiler

final class JSONTests: XCTestCase {
    func parse(_ text: String) -> JSON? {
        if case .success(let v) = JSON.parse(Array(text.utf8)) { return v }
        return nil
    }

    func testValuesRoundTrip() {
        let text = #"{"a":[1,-2.5,1e3,true,false,null],"s":"q\"\\\n\u00e9\ud83d\ude00","e":{}}"#
        let v = parse(text)
        XCTAssertEqual(v?["s"]?.string, "q\"\\\n\u{e9}\u{1F600}")
        XCTAssertEqual(v?["a"]?.array?.count, 6)
        XCTAssertEqual(v?["a"]?.array?[2].int, 1000)
        XCTAssertEqual(v?["a"]?.array?[1].int, nil, "not a whole number")
        XCTAssertEqual(parse(v!.text), v)
    }

    func testControlCharactersAreEscapedWhenWritten() {
        XCTAssertEqual(JSON.string("a\u{1}b\tc").text, #""a\u0001b\tc""#)
    }

    func testMalformedDocumentsAreRefusedWithAMessage() {
        for bad in ["", "{", "[1,", "[1 2]", "{\"a\" 1}", "{1:2}", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"",
                    "\"\\udc00x\"", "tru", "nul", "-", "1.", "1e", "01x", "[] []", "\"\u{1}\"", "{\"a\":1,}"] {
            guard case .failure(let e) = JSON.parse(Array(bad.utf8)) else { XCTFail("accepted \(bad)"); continue }
            XCTAssertFalse(e.message.isEmpty)
        }
        guard case .failure = JSON.parse([0x22, 0xFF, 0x22]) else { return XCTFail("invalid UTF-8 accepted") }
    }

    func testDeepNestingIsRefusedNotOverflowed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let e) = JSON.parse(Array(deep.utf8)) else { return XCTFail("accepted") }
        XCTAssertTrue(e.message.contains("deeper"))
        let ok = String(repeating: "[", count: JSON.maxDepth - 1) + String(repeating: "]", count: JSON.maxDepth - 1)
        XCTAssertNotNil(parse(ok))
    }

    func testHugeNumbersAreNotWholeInts() {
        XCTAssertNil(parse("1e300")?.int)
        XCTAssertNil(parse("-9.3e18")?.int)
        XCTAssertEqual(parse("1e400")?.number, .infinity)
        XCTAssertNil(parse("1e400")?.int)
    }

    func testRandomBytesNeverTrap() {
        var g = SystemRandomNumberGenerator()
        let alphabet = Array("{}[]\",:\\u0123456789.eE+-truefalsn \n\u{7f}".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<3000 {
            let n = Int.random(in: 0..<64, using: &g)
            let bytes = (0..<n).map { _ in alphabet.randomElement(using: &g)! }
            _ = JSON.parse(bytes)
        }
    }
}
