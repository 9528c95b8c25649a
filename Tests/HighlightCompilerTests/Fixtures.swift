#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import HighlightCompiler

/// A folder of test files, removed at the end of the test.
final class Scratch {
    let path: String

    init() {
        var template = Array("/tmp/highlight-compiler-test-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    /// Writes `text` to `name` in the folder, executable when `executable`; its path.
    @discardableResult
    func file(_ name: String, _ text: String, executable: Bool = false) -> String {
        let p = path + "/" + name
        _ = writeFile(Array(text.utf8), to: p)
        if executable { chmod(p, 0o755) }
        return p
    }

    deinit {
        // Test files only: a shallow folder of our own naming.
        _ = system("rm -rf '\(path)'")
    }
}

/// The real toolchain's `swiftc`, when this machine has one with its `sourcekit-lsp`.
func realSwiftc() -> String? {
    for candidate in [Compiler.findOnPath("swiftc"), "/opt/swift/usr/bin/swiftc"].compactMap({ $0 }) {
        let real = Compiler.realPath(candidate) ?? candidate
        let folder = real.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if access(folder + "/sourcekit-lsp", X_OK) == 0 { return candidate }
    }
    return nil
}

/// The example every test with the real compiler reads.
let pointExample = """
/// A point in the plane.
struct Point {
    var x: Double
    var y: Double
    /// The distance from the origin.
    var length: Double { (x * x + y * y).squareRoot() }
    /// Scales both coordinates.
    ///
    /// Not a summary: the second paragraph.
    func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
}
let answer: Int? = Int("42")
let doubled = [1, 2].map { $0 * 2 }
let é = Point(x: 3, y: 4).scaled(by: 2).length
let wrong: Int = "x"

"""
