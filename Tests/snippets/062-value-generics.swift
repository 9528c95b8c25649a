// SE-0452: integer generic parameters.
struct Vector<let count: Int, Element> {
    var storage: InlineArray<count, Element>

    var size: Int { count }
}

extension Vector where count == 2 {
    var pair: (Element, Element) { (storage[0], storage[1]) }
}

func dot<let N: Int>(_ a: Vector<N, Double>, _ b: Vector<N, Double>) -> Double {
    var result = 0.0
    for i in 0..<N {
        result += a.storage[i] * b.storage[i]
    }
    return result
}

struct Matrix<let rows: Int, let columns: Int> {
    var values: InlineArray<rows, InlineArray<columns, Float>>
}

let v: Vector<4, Double>
let m = Matrix<3, 3>(values: .init(repeating: .init(repeating: 0)))
