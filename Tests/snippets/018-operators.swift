precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
prefix operator √

func ** (base: Double, power: Double) -> Double { pow(base, power) }
prefix func √ (x: Double) -> Double { x.squareRoot() }

extension Vector {
    static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

let x = 2 ** 10
let y = √16.0
let z = a ?? b ?? 0
let range = 0..<10
let closed = 1...5
let bits = flags & ~mask | (1 << 3)
let t = cond ? first : second
