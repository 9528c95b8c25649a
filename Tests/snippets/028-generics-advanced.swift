protocol Container<Item> {
    associatedtype Item
    associatedtype Iterator: IteratorProtocol where Iterator.Element == Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}

func process(_ items: some Collection<Int>) -> some Sequence<String> {
    items.lazy.map(String.init)
}

func erase(_ c: any Container<String>) -> [any Equatable] { [] }

extension Container where Self: Equatable, Item: Hashable {
    func allItemsMatch<C2: Container>(_ other: C2) -> Bool where C2.Item == Item {
        guard count == other.count else { return false }
        for i in 0..<count where self[i] != other[i] {
            return false
        }
        return true
    }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    subscript(i: Int) -> Element { items[i] }
    var count: Int { items.count }
}

let s = Stack<Int>()
let pair: (Int, String) = (1, "a")
let fn: (inout [Int], Int) throws -> Void = { $0.append($1) }
let meta: Int.Type = Int.self
let proto: any Container.Type
let x = Array<Int>.init(repeating: 0, count: 3)
