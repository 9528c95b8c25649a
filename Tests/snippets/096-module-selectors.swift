import Swift
import Foundation

struct Logger {
    func print(_ items: Any...) {
        Swift::print("[log]", items)
    }
}

let n = Swift::Int(3)
let values: Swift::Array<Swift::Int> = [1, 2, 3]
let sum = values.reduce(0, Swift::max)
let url = Foundation::URL(string: "https://swift.org")
let m = Swift::min(1, 2)
