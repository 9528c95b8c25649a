typealias Handler<T> = (Result<T, Error>) -> Void
typealias Codable2 = Decodable & Encodable

protocol Shape { associatedtype Body: View = Never; var body: Body { get } }

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth
    indirect case nested(Planet)
}

extension Array: Shape where Element: Shape {}

struct Matrix<T: Numeric> {
    fileprivate(set) var rows: Int
    @usableFromInline internal var grid: [T]
    subscript<U>(key: KeyPath<Self, U>) -> U { self[keyPath: key] }
    subscript(row: Int, column: Int) -> T {
        get { grid[(row * columns) + column] }
        set(newValue) { grid[(row * columns) + column] = newValue }
    }
    convenience init?(rows: Int) { return nil }
    deinit { print("bye") }
}

func describe(_ x: some Shape, _ y: any Shape, _ z: [any Shape], _ w: (any Shape)?, _ v: some Shape & Sendable) {}
func run(_ work: @escaping @Sendable () async throws -> Void, _ lazyValue: @autoclosure () -> Int) {}

let point: (x: Int, y: Int) = (1, 2)
let café = 1, 🐶 = "dog"
let `default` = 3
func `init`() {}
let nums = [1e-3, 0o17, 0b1010, 1_000.5, -0x1p-2]
let kp1 = \Self.rows
let kp2 = \[Int].count
let kp3 = \.self

switch value {
case 0..<10: print("small")
case let x where x.isMultiple(of: 2): print("even")
case (let a, 1), (1, let a): print(a)
@unknown default: break
}
for (index, element) in array.enumerated() where index > 0 { print(index, element) }
while let next = iterator.next() { print(next) }
repeat { count -= 1 } while count > 0
guard let self = self else { return }
lazy var formatter: NumberFormatter = { NumberFormatter() }()
print(#fileID, #line, #function, #dsohandle)
let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
let s = "\(items.map { "\($0)" }.joined(separator: ", ")) \u{2603}"
let t = try! compute() as? Int ?? 0
let isString = value is String
var bits: UInt8 = 0; bits <<= 2; bits |= 0b1
infix operator <*>: AdditionPrecedence
func <*> <A, B>(f: (A) -> B, a: A) -> B { f(a) }
let closure = { (a: Int) async throws -> Int in a * 2 }
VStack {
    Text("Hi")
    #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
    #endif
}
