/// A client of `sourcekit-lsp` over its standard input and output (the Language Server
/// Protocol: JSON-RPC messages, each after a `Content-Length` header). Requests are sent one
/// at a time and answered before the next; requests the server makes of the client are
/// answered with an empty result, notifications are skipped. Every wait ends at the deadline.
final class LanguageServer {
    static let maxMessage = 32 << 20

    private let process: ChildProcess
    /// When the current piece's time is up (each piece sets its own).
    var deadline: Double
    private var pending: [UInt8] = []
    private var nextID = 1

    init(executable: String, arguments: [String], deadline: Double) throws(CompilerError) {
        process = try ChildProcess(executable: executable, arguments: arguments)
        self.deadline = deadline
        _ = try request("initialize", .object([
            ("processId", .null), ("rootUri", .null),
            ("capabilities", .object([("textDocument", .object([("hover", .object([
                ("contentFormat", .array([.string("markdown")]))]))]))])),
        ]))
        notify("initialized", .object([]))
    }

    func open(uri: String, text: String) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .number(1)), ("text", .string(text)),
        ]))]))
    }

    /// Forgets a document, so that a server reused for the next piece holds only that one.
    func close(uri: String) {
        notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(uri))]))]))
    }

    /// The hover at a 0-based line and UTF-16 column: its Markdown and the range it names (nil
    /// when the server gives none); nil when there is nothing to show.
    func hover(uri: String, line: Int, character: Int) throws(CompilerError) -> (markdown: String, range: (JSON, JSON)?)? {
        let result = try request("textDocument/hover", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("position", .object([("line", .number(Double(line))), ("character", .number(Double(character)))])),
        ]))
        guard let contents = result["contents"] else { return nil }
        let markdown: String
        if let s = contents["value"]?.string { markdown = s }
        else if let s = contents.string { markdown = s }
        else { return nil }
        var range: (JSON, JSON)?
        if let r = result["range"], let s = r["start"], let e = r["end"] { range = (s, e) }
        return (markdown, range)
    }

    /// Asks the server to shut down and exit, and ends it if it does not in a moment.
    func shutdown() {
        _ = try? request("shutdown", .null, wait: min(deadline, monotonicSeconds() + 2))
        notify("exit", .null)
        process.closeInput()
        process.terminate()
    }

    private func notify(_ method: String, _ params: JSON) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    private func send(_ message: JSON) {
        let body = Array(message.text.utf8)
        _ = process.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func request(_ method: String, _ params: JSON, wait: Double? = nil) throws(CompilerError) -> JSON {
        let id = nextID
        nextID += 1
        send(.object([("jsonrpc", .string("2.0")), ("id", .number(Double(id))), ("method", .string(method)), ("params", params)]))
        while true {
            let message = try receive(until: wait ?? deadline)
            if let method = message["method"] {
                // A request of the server's own (progress, registrations): answered, not obeyed.
                if let theirs = message["id"], method.string != nil {
                    send(.object([("jsonrpc", .string("2.0")), ("id", theirs), ("result", .null)]))
                }
                continue
            }
            guard message["id"]?.int == id else { continue }
            if let error = message["error"] {
                throw .badAnswer("\(method) failed: " + (error["message"]?.string ?? error.text))
            }
            return message["result"] ?? .null
        }
    }

    private func receive(until deadline: Double) throws(CompilerError) -> JSON {
        while true {
            if let end = headerEnd() {
                guard let length = contentLength(pending[..<end]) else { throw .badAnswer("a message without a valid Content-Length") }
                guard length <= LanguageServer.maxMessage else { throw .badAnswer("a message of \(length) bytes") }
                if pending.count - end >= length {
                    let body = Array(pending[end..<end + length])
                    pending.removeFirst(end + length)
                    switch JSON.parse(body) {
                    case .success(let message): return message
                    case .failure(let e): throw .badAnswer(e.description)
                    }
                }
            } else if pending.count > 4096 {
                throw .badAnswer("a header longer than 4096 bytes")
            }
            guard let bytes = process.readOutput(until: deadline) else {
                throw .badAnswer("it exited (status \(process.wait()))")
            }
            if bytes.isEmpty { throw .timeLimit("sourcekit-lsp", 0) }
            pending += bytes
        }
    }

    /// The offset just past the blank line that ends the header, when it has arrived.
    private func headerEnd() -> Int? {
        guard pending.count >= 4 else { return nil }
        for i in 0...(pending.count - 4) where pending[i] == 0x0D && pending[i + 1] == 0x0A && pending[i + 2] == 0x0D && pending[i + 3] == 0x0A {
            return i + 4
        }
        return nil
    }

    private func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        for line in String(decoding: header, as: UTF8.self).split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            let digits = parts[1].drop(while: { $0 == " " })
            guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        return nil
    }
}
