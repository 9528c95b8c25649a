protocol Repository<Entity> {
    associatedtype Entity: Identifiable
    func fetch(id: Entity.ID) async throws -> Entity?
    func all() async throws -> [Entity]
}

struct Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}

func merge<T: Comparable>(_ a: [T], _ b: [T]) -> [T] where T: Sendable {
    var result: [T] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0, j = 0
    while i < a.count && j < b.count {
        if a[i] < b[j] { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
    }
    return result + a[i...] + b[j...]
}

let dict = Dictionary<String, [Int]>(uniqueKeysWithValues: [])
let opt: Optional<Result<Int, any Error>> = nil
let isLess = a < b, isMore = c > d
