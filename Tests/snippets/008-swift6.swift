enum ParseError: Error { case invalid }

func parse(_ s: String) throws(ParseError) -> Int {
    guard let v = Int(s) else { throw .invalid }
    return v
}

struct FileHandle: ~Copyable {
    let fd: Int32
    consuming func close() { discard self }
    borrowing func read() -> [UInt8] { [] }
    deinit { }
}

func take(_ h: consuming FileHandle) {
    let other = consume h
    _ = other
}

func send(_ value: sending NonSendable) async {}

func all<each T>(_ values: repeat each T) -> (repeat each T) {
    return (repeat each values)
}

let label = if score > 90 { "A" } else if score > 80 { "B" } else { "C" }
let kind = switch value {
case 0: "zero"
case let x where x < 0: "negative"
default: "positive"
}

nonisolated(unsafe) var globalCounter = 0
package func internalAPI() {}
public nonisolated func compute() -> Int { 0 }

actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
    nonisolated var description: String { "Counter" }
}
