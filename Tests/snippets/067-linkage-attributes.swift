// Swift 6.3: @section and @used (SE-0492), @c (SE-0495), @inline(always) (SE-0496),
// @export(implementation) and @export(interface) (SE-0497), @specialized (SE-0460).
@section("__DATA,plugins")
@used
let pluginEntry: (StaticString, Int) = ("logger", 1)

@c
func swiftAdd(_ a: CInt, _ b: CInt) -> CInt { a + b }

@c(sh_version)
public func version() -> CInt { 3 }

@c
public enum Color: CInt {
    case red, green, blue
}

@inline(always)
func clamp(_ x: Int, _ lo: Int, _ hi: Int) -> Int { min(max(x, lo), hi) }

@export(implementation)
public func fastPath(_ n: Int) -> Int { n &* 2 }

@export(interface)
public func stableEntry() {}

extension Sequence where Element: BinaryInteger {
    @specialized(where Self == [Int])
    @specialized(where Self == Set<UInt8>)
    func sum() -> Double {
        reduce(0) { $0 + Double($1) }
    }
}
