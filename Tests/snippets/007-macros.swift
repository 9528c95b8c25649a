import Observation

@Observable
final class Store {
    var items: [Item] = []
    @ObservationIgnored var cache: [String: Item] = [:]
}

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "MyMacros", type: "StringifyMacro")

@attached(member, names: named(init), arbitrary)
public macro AutoInit() = #externalMacro(module: "MyMacros", type: "AutoInitMacro")

let (value, code) = #stringify(1 + 2)
let url = #URL("https://example.com")
#warning("remove before release")
func test() {
    #expect(value == 3)
    #expect(throws: MyError.self) { try risky() }
}
