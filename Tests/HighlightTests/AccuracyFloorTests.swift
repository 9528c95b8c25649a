import Foundation
import XCTest
@testable import Highlight

/// The accuracy regression guard inside `swift test`: labels the training corpus of
/// ../shared/eval with the engine in-process, scores it with the evaluation's own scorer
/// (score.py) and fails when macro-F1, byte accuracy or the share of error-free files is below
/// the floors in Tests/accuracy-floor.json. scripts/eval/accuracy-guard.sh does the same with the
/// release CLI. Skipped where the evaluation kit or python3 is not available
/// ($SWIFT_HIGHLIGHT_EVAL_DIR overrides the kit's location).
final class AccuracyFloorTests: XCTestCase {
    func testTrainingCorpusScoresAtOrAboveTheCommittedFloor() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let env = ProcessInfo.processInfo.environment
        let evalDir = env["SWIFT_HIGHLIGHT_EVAL_DIR"].map { URL(fileURLWithPath: $0) }
            ?? repo.deletingLastPathComponent().appendingPathComponent("shared/eval")
        let fm = FileManager.default
        guard fm.fileExists(atPath: evalDir.appendingPathComponent("score.py").path),
              let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
                .first(where: { fm.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("evaluation kit (../shared/eval) or python3 not available")
        }
        let cacheRoot = env["EVAL_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: env["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache"))
                .appendingPathComponent("swift-highlight-eval")
        let corpus = cacheRoot.appendingPathComponent("train")
        if !fm.fileExists(atPath: corpus.appendingPathComponent(".complete").path) {
            // Materialize the corpus from the package mirror, as accuracy.sh does.
            try? fm.removeItem(at: corpus)
            try fm.createDirectory(at: cacheRoot, withIntermediateDirectories: true)
            guard try run(python, [evalDir.appendingPathComponent("corpus.py").path, cacheRoot.path]).status == 0 else {
                throw XCTSkip("could not materialize the training corpus (no package mirror?)")
            }
            _ = fm.createFile(atPath: corpus.appendingPathComponent(".complete").path, contents: Data())
        }

        let pred = fm.temporaryDirectory.appendingPathComponent("swh-accuracy-\(getpid())")
        try fm.createDirectory(at: pred, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: pred) }
        for name in try fm.contentsOfDirectory(atPath: corpus.path) where name.hasSuffix(".swift") {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            let json = try Highlighter.categoryLabels(utf8: bytes, invalidUTF8: .replace)
            try Data(json.utf8).write(to: pred.appendingPathComponent(name + ".json"))
        }
        let scored = try run(python, [evalDir.appendingPathComponent("score.py").path,
                                      evalDir.appendingPathComponent("labels/train").path, pred.path, corpus.path, "--json"])
        XCTAssertEqual(scored.status, 0, "score.py failed")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: scored.output) as? [String: Any])
        let floorData = try Data(contentsOf: repo.appendingPathComponent("Tests/accuracy-floor.json"))
        let floor = try XCTUnwrap(JSONSerialization.jsonObject(with: floorData) as? [String: Any])
        for key in ["macro_f1", "accuracy", "zero_error_share"] {
            let value = try XCTUnwrap(result[key] as? Double, key)
            let minimum = try XCTUnwrap(floor[key] as? Double, key)
            XCTAssertGreaterThanOrEqual(value, minimum, "\(key) \(value) is below the committed floor \(minimum)")
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
