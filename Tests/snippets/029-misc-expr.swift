let isValid = !name.isEmpty && (age >= 18 || hasConsent) && email.contains("@")
let total = prices.reduce(into: 0) { $0 += $1 }
let label = count == 1 ? "item" : "items"
let bits: UInt8 = 0b1010_0101
let hex = 0xFF_FF
let big = 1_000_000
let sci = 6.022e23
let hexFloat = 0x1.8p3
let negative = -42
let chars = Array("hello").reversed()
var matrix = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 3)
matrix[1][2] = 5
let slice = array[1..<3]
let tuple = (x: 1, y: 2)
print(tuple.x, tuple.0)
let optionalChain = user?.profile?.avatar?.url
let casted = value as! [String: Any]
if let number = value as? Int, number > 0 { print(number) }
let closure: () -> Void = {}
_ = closure()
let result = numbers.filter({ $0 > 0 }).map({ $0 * 2 })
