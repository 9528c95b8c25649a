// SE-0413 typed throws and SE-0439 trailing commas, as Swift 6.1+ code writes them.
enum NetworkError: Error {
    case offline
    case status(Int)
}

func load(
    from url: URL,
    retries: Int = 3,
) async throws(NetworkError) -> Data {
    throw .offline
}

func map<T, E: Error>(_ body: (Element) throws(E) -> T) throws(E) -> [T] { [] }

let handler: () throws(NetworkError) -> Void = {}

do throws(NetworkError) {
    let data = try await load(from: url,)
    print(data.count)
} catch .status(let code) {
    print(code)
} catch {
    print(error)
}

let tuple = (1, 2,)
struct Pair<First, Second,> {}
let flags = [
    "verbose",
    "color",
]
