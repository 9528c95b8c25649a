// SE-0518 ~Sendable, SE-0503 suppressed associated types with defaults, SE-0499 ~Copyable protocols.
struct Handle: ~Sendable {
    let raw: Int32
}

protocol Queue<Element>: ~Copyable {
    associatedtype Element: ~Copyable = Int
    associatedtype Iterator: ~Copyable & ~Escapable

    mutating func push(_ element: consuming Element)
}

struct Token: ~Copyable, Equatable, Hashable {
    let id: Int
}

func first<T: Equatable & ~Copyable>(_ a: borrowing T, _ b: borrowing T) -> Bool {
    a == b
}

let ref = Ref(value)
var mutableRef = MutableRef(&storage)
let box = UniqueBox(Token(id: 1))
