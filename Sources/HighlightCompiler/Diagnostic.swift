/// One diagnostic of the compiler: where it is (1-based line, and column in bytes as the
/// compiler counts them; `offset`, the byte offset in the code), how severe, and its message.
public struct Diagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note, remark
    }

    public var line: Int
    public var column: Int
    public var offset: Int
    public var severity: Severity
    public var message: String

    public init(line: Int, column: Int, offset: Int, severity: Severity, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.severity = severity
        self.message = message
    }

    /// The diagnostics `swiftc -diagnostic-style llvm` printed about the file `path` (lines
    /// `PATH:LINE:COLUMN: SEVERITY: MESSAGE`; the echoed source and caret lines, and
    /// diagnostics about other files, are skipped). Positions beyond `code` are clamped to it.
    public static func parse(compilerOutput: [UInt8], path: String, code: [UInt8]) -> [Diagnostic] {
        let lineStarts = LineTable(code)
        let prefix = Array((path + ":").utf8)
        var found: [Diagnostic] = []
        for line in compilerOutput.split(separator: 0x0A, omittingEmptySubsequences: true) {
            guard line.starts(with: prefix) else { continue }
            var rest = line.dropFirst(prefix.count)
            guard let row = leadingNumber(&rest), rest.first == UInt8(ascii: ":") else { continue }
            rest = rest.dropFirst()
            guard let column = leadingNumber(&rest), rest.starts(with: Array(": ".utf8)) else { continue }
            rest = rest.dropFirst(2)
            guard let colon = rest.firstIndex(of: UInt8(ascii: ":")),
                  let severity = Severity(rawValue: String(decoding: rest[..<colon], as: UTF8.self)) else { continue }
            let message = String(decoding: rest[(colon + 1)...], as: UTF8.self)
            let trimmed = message.drop(while: { $0 == " " })
            found.append(Diagnostic(line: row, column: column, offset: lineStarts.offset(line: row, byteColumn: column),
                                    severity: severity, message: String(trimmed)))
        }
        return found
    }

    private static func leadingNumber(_ s: inout ArraySlice<UInt8>) -> Int? {
        var n = 0, digits = 0
        while let c = s.first, c >= 0x30, c <= 0x39 {
            guard digits < 9 else { return nil }
            n = n * 10 + Int(c - 0x30)
            digits += 1
            s = s.dropFirst()
        }
        return digits > 0 ? n : nil
    }
}
