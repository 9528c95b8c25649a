import Foundation

struct Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:] // [!code focus]
    var limit = 100 // [!code --]
    var limit = 256 // [!code ++]

    mutating func insert(_ value: Value, for key: Key) {
        if storage.count >= limit { storage.removeAll() } // [!code highlight]
        storage[key] = value
    }
}
