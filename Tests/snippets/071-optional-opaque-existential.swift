// SE-0521: `some P?` and `any P?` without parentheses.
func render(_ view: some View?) {}
func log(_ error: any Error?) {}

var delegate: any Delegate? = nil
var both: any (Codable & Sendable)? = nil
let handle: any ~Copyable? = nil
let legacy: (any Error)? = nil

func make() -> some Collection? {
    nil as [Int]?
}
