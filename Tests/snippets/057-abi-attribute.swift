// SE-0476: @abi keeps the ABI of a declaration while its source changes.
@abi(func sum(_ values: [Int]) -> Int)
public func sum(of values: [Int]) -> Int {
    values.reduce(0, +)
}

@abi(nonisolated var counter: Int)
public nonisolated(unsafe) var counter: Int = 0

public struct Token {
    @abi(init(rawValue: Int))
    public init(value: Int) {
        self.value = value
    }

    @abi(mutating func rename(to name: String) throws)
    public mutating func rename(_ name: String) throws(RenameError) {
        self.name = name
    }

    @abi(subscript(i: Int) -> Element)
    public subscript(position: Int) -> Element {
        elements[position]
    }
}
