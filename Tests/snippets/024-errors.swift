enum NetworkError: LocalizedError {
    case badURL(String)
    case server(statusCode: Int, message: String?)
    case decoding(underlying: Error)

    var errorDescription: String? {
        switch self {
        case .badURL(let s): return "Bad URL: \(s)"
        case let .server(code, message?): return "Server error \(code): \(message)"
        case .server(let code, nil): return "Server error \(code)"
        case .decoding(let error as DecodingError): return error.localizedDescription
        case .decoding: return "Decoding failed"
        }
    }
}

do {
    let data = try await load(from: url)
    print(data.count)
} catch NetworkError.server(let code, _) where code >= 500 {
    retry()
} catch let error as URLError {
    print(error.code)
} catch {
    fatalError("unexpected: \(error)")
}

let value = try? JSONDecoder().decode(Model.self, from: data)
let forced = try! String(contentsOf: fileURL)
defer { cleanup() }
