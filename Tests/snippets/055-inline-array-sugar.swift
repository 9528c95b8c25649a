// SE-0453 and SE-0483: InlineArray and its [count of Element] sugar.
let fiveIntegers: [5 of Int] = .init(repeating: 99)
let fiveByFive: [5 of [5 of Int]] = .init(repeating: .init(repeating: 99))
let inferredCount: [_ of Int8] = [1, 2, 3, 4]
let fourIntegers: [_ of _] = [1, 2, 3, 4]

let fiveDoubles = [5 of Double](repeating: 1.23)
let size = MemoryLayout<[5 of Int]>.size
let triple = unsafeBitCast((1, 2, 3), to: [3 of Int].self)

struct Vec3 {
    var e: [3 of Double]

    var x: Double { e[0] }
    var y: Double { e[1] }
    var z: Double { e[2] }
}

var buffer: InlineArray<4, UInt8> = [0, 0, 0, 0]
for i in buffer.indices {
    buffer[i] = UInt8(i)
}
let bytes = buffer.span
print(bytes.count)

func identity<let N: Int>(_ m: [N of [N of Double]]) -> [N of [N of Double]] { m }
