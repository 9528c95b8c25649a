import CHighlight
import Foundation
import XCTest
@testable import Highlight

/// Whether two parsed info strings are the same.
func sameFenceInfo(_ a: FenceInfo, _ b: FenceInfo) -> Bool {
        a.language == b.language && a.isSwift == b.isSwift && a.diff == b.diff && a.lineNumbers == b.lineNumbers
            && a.firstLine == b.firstLine && a.title == b.title && a.highlightedLines.count == b.highlightedLines.count
            && zip(a.highlightedLines, b.highlightedLines).allSatisfy { $0.first == $1.first && $0.last == $1.last }
}

/// An info string (and a block's code, unless nil) read through the C entry point
/// swh_fence_parse, the door of every binding: the options as a FenceInfo, or the sentence.
func cFenceInfo(_ info: [UInt8], code: [UInt8]? = nil) -> Result<FenceInfo, FenceInfo.Failure> {
    var out = swh_fence_t()
    var error = swh_string_t()
    let status = info.withUnsafeBufferPointer { i in
        (code ?? []).withUnsafeBufferPointer { c in
            // An empty code block still needs a non-NULL pointer: NULL means "no code".
            withUnsafePointer(to: UInt8(0)) { empty in
                swh_fence_parse(i.baseAddress, i.count, code == nil ? nil : (c.baseAddress ?? empty), c.count, &out, &error)
            }
        }
    }
    var partial = FenceInfo()
    partial.language = Array(info[out.language_start..<(out.language_start + out.language_len)])
    partial.languageStart = out.language_start
    partial.isSwift = out.flags & SWH_FENCE_SWIFT != 0
    guard status == SWH_OK else {
        let message = error.data.map { String(cString: $0) } ?? "status \(status)"
        swh_string_free(error)
        return .failure(FenceInfo.Failure(option: Array(message.utf8), partial: partial))
    }
    var info2 = partial
    info2.diff = out.flags & SWH_FENCE_DIFF != 0
    info2.lineNumbers = out.flags & SWH_FENCE_LINE_NUMBERS != 0
    info2.firstLine = out.first_line == 0 ? nil : LineNumber(out.first_line)
    info2.highlightedLines = (0..<out.highlight_line_count).map {
        LineRange(first: LineNumber(out.highlight_lines[$0].first), last: LineNumber(out.highlight_lines[$0].last))
    }
    if out.flags & SWH_FENCE_TITLE != 0 {
        info2.title = Array(info[out.title_start..<(out.title_start + out.title_len)])
    }
    swh_fence_free(out)
    return .success(info2)
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
          for result in [FenceInfo.parse(Array(info.utf8)), cFenceInfo(Array(info.utf8))] {
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
        }
        XCTAssertGreaterThan(errors, 20)
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
            switch cFenceInfo(Array(info.utf8), code: Array(code.utf8)) {
            case .success: XCTAssertFalse(refused, "\(info) on \(code.debugDescription): swh_fence_parse accepted it")
            case .failure(let f): XCTAssertEqual(f.message, "malformed line number or range in " + (problem ?? "?"))
            }
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

    /// swh_fence_parse's arguments, offsets and refusals.
    func testFenceParseEntryPoint() {
        var out = swh_fence_t()
        XCTAssertEqual(swh_fence_parse(nil, 1, nil, 0, &out, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_fence_parse(nil, 0, nil, 1, &out, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_fence_parse(nil, 0, nil, 0, nil, nil), SWH_ERROR_INVALID_ARGUMENT)
        XCTAssertEqual(swh_fence_parse(nil, 0, nil, 0, &out, nil), SWH_OK)
        XCTAssertEqual(out.flags, 0)
        swh_fence_free(out)
        swh_fence_free(swh_fence_t())
        let info = Array("  Swift {2} title='A b' linenums=\"7\"".utf8)
        guard case .success(let read) = cFenceInfo(info) else { return XCTFail("refused") }
        XCTAssertEqual(read.language, Array("Swift".utf8))
        XCTAssertEqual(read.languageStart, 2)
        XCTAssertEqual(read.title, Array("A b".utf8))
        XCTAssertEqual(read.firstLine, 7)
        // A refusal still says whether the block is Swift, and names the option.
        guard case .failure(let f) = cFenceInfo(Array("diff-swift {7-5}".utf8)) else { return XCTFail("accepted") }
        XCTAssertTrue(f.partial.isSwift)
        XCTAssertEqual(String(decoding: f.option, as: UTF8.self), "malformed line number or range in {7-5}")
        // Control characters of the option (a NUL would end the C string early) are escaped.
        var withNUL = Array("swift {1,".utf8)
        withNUL += [0, 0x1F, 0x7F]
        withNUL += Array("x}".utf8)
        var nulError = swh_string_t()
        XCTAssertEqual(withNUL.withUnsafeBufferPointer { swh_fence_parse($0.baseAddress, $0.count, nil, 0, &out, &nulError) },
                       SWH_ERROR_FENCE)
        XCTAssertEqual(nulError.data.map { strlen($0) }, nulError.len)
        XCTAssertEqual(nulError.data.map { String(cString: $0) },
                       "malformed line number or range in {1,\\u{0}\\u{1F}\\u{7F}x}")
        swh_string_free(nulError)
        swh_fence_free(out)
        guard case .failure(let g) = cFenceInfo(Array("python {7-5}".utf8)) else { return XCTFail("accepted") }
        XCTAssertFalse(g.partial.isSwift)
        // Without code nothing is checked against it; with empty code, every line is past its end.
        guard case .success = cFenceInfo(Array("swift {1}".utf8)) else { return XCTFail("refused") }
        guard case .failure = cFenceInfo(Array("swift {1}".utf8), code: []) else { return XCTFail("accepted") }
        var error = swh_string_t()
        XCTAssertEqual(info.withUnsafeBufferPointer { swh_fence_parse($0.baseAddress, $0.count, nil, 0, &out, &error) }, SWH_OK)
        XCTAssertNil(error.data)
        swh_fence_free(out)
    }
}
