@dynamicMemberLookup
struct Wrapper<Value> {
    var value: Value
    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

let kp = \Person.address.city
let names = people.map(\.name)
let sorted = people.sorted(by: { $0[keyPath: \.age] < $1[keyPath: \.age] })
let first = people.first?.address?.city ?? "unknown"
let counts = Dictionary(grouping: words, by: \.count).mapValues(\.count)
