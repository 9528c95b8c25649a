import Foundation
import XCTest
import Highlight

/// The Swift door of the parity test (scripts/test/parity.sh): every cell of
/// Tests/parity/matrix.json through the public Swift API, written to
/// $SWIFT_HIGHLIGHT_PARITY_OUT/swift/REQUEST/INPUT for Tests/parity/doors.py to compare with the
/// other doors. Without that variable it is skipped (the stage sets it).
final class ParityTests: XCTestCase {
    func testParityMatrixThroughTheSwiftAPI() throws {
        guard let out = ProcessInfo.processInfo.environment["SWIFT_HIGHLIGHT_PARITY_OUT"] else {
            throw XCTSkip("SWIFT_HIGHLIGHT_PARITY_OUT is not set (scripts/test/parity.sh sets it)")
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Tests/parity/matrix.json"))
        let matrix = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let inputs = try XCTUnwrap(matrix["inputs"] as? [String: [String]])
        let requests = try XCTUnwrap(matrix["requests"] as? [[String: Any]])
        var cells = 0
        for request in requests {
            let name = try XCTUnwrap(request["name"] as? String)
            let output = try XCTUnwrap(request["output"] as? String)
            let group = try XCTUnwrap(inputs[try XCTUnwrap(request["inputs"] as? String)])
            let options = try XCTUnwrap(request["options"] as? [String: Any])
            for path in group {
                let source = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
                let bytes: [UInt8]
                do {
                    bytes = try Self.serve(output, source, options)
                } catch {
                    bytes = Array("ERROR: \(error)".utf8)
                }
                let file = URL(fileURLWithPath: out).appendingPathComponent("swift").appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
                try Data(bytes).write(to: file.appendingPathComponent((path as NSString).lastPathComponent))
                cells += 1
            }
        }
        XCTAssertGreaterThan(cells, 0)
    }

    struct UnknownOption: Error { var key: String }

    /// One cell: the request's options as HighlightOptions (and terminal colours), its output.
    static func serve(_ output: String, _ source: [UInt8], _ fields: [String: Any]) throws -> [UInt8] {
        var options = HighlightOptions()
        var colors = TerminalColors.trueColor
        for (key, value) in fields {
            let on = value as? Bool ?? false
            switch key {
            case "scheme": options.scheme = try ClassScheme(name: value as? String ?? "") ?? { throw UnknownOption(key: key) }()
            case "theme": options.theme = try Theme(name: value as? String ?? "") ?? { throw UnknownOption(key: key) }()
            case "classPrefix": options.classPrefix = value as? String
            case "title": options.title = value as? String
            case "firstLine": options.firstLineNumber = (value as? NSNumber)?.intValue ?? 1
            case "colorDepth": colors = (value as? NSNumber)?.intValue == 16 ? .basic16 : .trueColor
            case "highlightLines":
                options.highlightedLines = (value as? [[NSNumber]] ?? []).map { $0[0].intValue...$0[1].intValue }
            case "pre": options.wrapInPre = on
            case "lines": options.lineElements = on
            case "lineNumbers": options.lineNumbers = on
            case "inlineStyles": options.inlineStyles = on
            case "diff": options.diff = on
            case "notation": options.notation = on
            default: throw UnknownOption(key: key)
            }
        }
        switch output {
        case "html": return try Highlighter.html(utf8: source, options: options)
        case "ansi": return try Highlighter.ansi(utf8: source, options: options, colors: colors)
        case "markdown": return try Highlighter.markdown(utf8: source, options: options)
        case "tokens":
            let tokens = try Highlighter.tokens(utf8: source, options: options)
            return Array(tokens.map { "\($0.start) \($0.end - $0.start) \($0.kind.name)\n" }.joined().utf8)
        default: throw UnknownOption(key: output)
        }
    }
}
