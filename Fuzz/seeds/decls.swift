import Foundation
@available(iOS 15.0, macOS 12, *)
@MainActor public final class Box<T: Equatable & Sendable, U>: Base, P where U: Collection, U.Element == T {
    @Published private(set) var value: T?
    lazy var items: [String: [Int]] = [:]
    subscript(index: Int) -> T { get { fatalError() } set { } }
    init?(_ v: T) async throws { value = v }
    deinit {}
    func map<R>(_ f: (T) throws -> R) rethrows -> R? { try value.map(f) }
    static func +++ (lhs: Box, rhs: Box) -> Box { lhs }
}
enum E: Int { case a = 1, b, c(Int, label: String) indirect case d(E) }
protocol P { associatedtype A; func g() -> some P }
extension Array where Element: Hashable { var unique: Set<Element> { Set(self) } }
precedencegroup Pg { associativity: left higherThan: AdditionPrecedence }
infix operator +++: Pg
#if os(Linux) && swift(>=5.9)
let x: Dictionary<String, Array<Optional<Int>>> = [:]
#elseif DEBUG
#else
#endif
#sourceLocation(file: "a.swift", line: 10)
#warning("w")
let t = (1, 2).0 + 0x1.8p3 + 0b1010 + 0o17 + 1_000.25e-3
let k = \Box<Int>.value?.description
let s = #selector(NSObject.description)
switch x { case .a(let v) where v > 0: break; case let .b(w): fallthrough; default: () }
for i in 0..<10 where i % 2 == 0 { print(i, terminator: "") }
let y = a?.b!.c ?? d ... e
let `class` = 1; _ = `class`
