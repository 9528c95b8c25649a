import Foundation
import XCTest
@testable import Highlight

/// Whether two parsed info strings are the same.
func sameFenceInfo(_ a: FenceInfo, _ b: FenceInfo) -> Bool {
        a.language == b.language && a.isSwift == b.isSwift && a.diff == b.diff && a.lineNumbers == b.lineNumbers
            && a.firstLine == b.firstLine && a.title == b.title && a.highlightedLines.count == b.highlightedLines.count
            && zip(a.highlightedLines, b.highlightedLines).allSatisfy { $0.first == $1.first && $0.last == $1.last }
}

/// Fence info strings (`swift {3,5-7} title="Pager.swift"`), checked against the shared
/// fixture Tests/fences/cases.json that the bindings' tests read too.
final class FenceInfoTests: XCTestCase {
    static var fixtureURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fences/cases.json")
    }

    func testFenceInfoStringsOfTheSharedFixture() throws {
        let data = try Data(contentsOf: Self.fixtureURL)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try XCTUnwrap(doc["cases"] as? [[String: Any]])
        XCTAssertGreaterThan(cases.count, 40)
        var errors = 0
        for c in cases {
            let info = try XCTUnwrap(c["info"] as? String)
            let result = FenceInfo.parse(Array(info.utf8))
            if let why = c["error"] as? String {
                errors += 1
                if case .success(let parsed) = result {
                    XCTFail("\(info): should be refused (\(why)), got \(parsed)")
                }
                continue
            }
            let expect = try XCTUnwrap(c["expect"] as? [String: Any])
            guard case .success(let parsed) = result else {
                XCTFail("\(info): refused: \(result)")
                continue
            }
            var wanted = FenceInfo()
            wanted.language = Array(try XCTUnwrap(expect["language"] as? String).utf8)
            wanted.isSwift = try XCTUnwrap(expect["swift"] as? Bool)
            wanted.diff = try XCTUnwrap(expect["diff"] as? Bool)
            wanted.lineNumbers = try XCTUnwrap(expect["lineNumbers"] as? Bool)
            wanted.firstLine = (expect["firstLine"] as? NSNumber).map { LineNumber($0.uint64Value) }
            wanted.title = (expect["title"] as? String).map { Array($0.utf8) }
            let ranges = try XCTUnwrap(expect["highlightLines"] as? [[NSNumber]])
            wanted.highlightedLines = ranges.map { LineRange(first: $0[0].uint64Value, last: $0[1].uint64Value) }
            XCTAssertTrue(sameFenceInfo(parsed, wanted), "\(info): got \(parsed), want \(wanted)")
        }
        XCTAssertGreaterThan(errors, 10)
    }

    /// The fixture's `blocks`: highlighted lines past a block's last line are refused, by
    /// `pastEndProblem` and by the Markdown mode (which names the fence's line).
    func testHighlightedLinesPastTheBlockOfTheSharedFixture() throws {
        let data = try Data(contentsOf: Self.fixtureURL)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let blocks = try XCTUnwrap(doc["blocks"] as? [[String: Any]])
        XCTAssertGreaterThan(blocks.count, 10)
        for b in blocks {
            let info = try XCTUnwrap(b["info"] as? String)
            let code = try XCTUnwrap(b["code"] as? String)
            let refused = b["error"] != nil
            guard case .success(let parsed) = FenceInfo.parse(Array(info.utf8)) else { XCTFail("\(info): refused"); continue }
            let problem = Array(code.utf8).withUnsafeBufferPointer { parsed.pastEndProblem(lineCount: FenceInfo.lineCount($0)) }
            XCTAssertEqual(problem != nil, refused, "\(info) on \(code.debugDescription): \(problem ?? "accepted")")
            // (By bytes: "\r\n" is one Character, which hasSuffix("\n") would not match.)
            let document = "Text\n\n```\(info)\n\(code)\(code.isEmpty || code.utf8.last == 0x0A ? "" : "\n")```\n"
            do {
                _ = try Highlighter.markdown(document)
                XCTAssertFalse(refused, "\(info) on \(code.debugDescription): the Markdown mode accepted it")
            } catch {
                XCTAssertTrue(refused, "\(info) on \(code.debugDescription): \(error)")
                if case .invalidFence(let line, let message) = error {
                    XCTAssertEqual(line, 3)
                    XCTAssertTrue(message.contains("past the end of the block"), message)
                } else {
                    XCTFail("\(info): \(error)")
                }
            }
        }
    }

    func testFenceInfoErrorNamesTheOption() {
        guard case .failure(let f) = FenceInfo.parse(Array("swift {3-}".utf8)) else { return XCTFail("accepted") }
        XCTAssertTrue(f.message.contains("{3-}"), f.message)
    }

    func testFenceInfoWithHostileBytes() {
        // Invalid UTF-8, NUL, control characters and a huge string: parsed or refused, never a trap.
        let hostile: [[UInt8]] = [[0xFF, 0xFE, 0x7B, 0x31], [0x73, 0x77, 0x69, 0x66, 0x74, 0x20, 0x00, 0x7B, 0x7D],
                                  Array("swift ".utf8) + [UInt8](repeating: 0x7B, count: 100_000),
                                  Array("swift {".utf8) + [UInt8](repeating: 0x31, count: 100_000) + [0x7D],
                                  Array("swift title=\"".utf8) + [0xC3]]
        for h in hostile { _ = FenceInfo.parse(h) }
        let many = "swift {" + (1...70_000).map(String.init).joined(separator: ",") + "}"
        guard case .failure = FenceInfo.parse(Array(many.utf8)) else { return XCTFail("more than 65536 ranges accepted") }
    }
}
