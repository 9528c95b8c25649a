// SE-0458: opt-in strict memory safety marks unsafe code with `unsafe`.
@unsafe
public struct RawBuffer {
    var start: UnsafeMutableRawPointer
    var count: Int
}

@safe
extension RawBuffer {
    func byte(at index: Int) -> UInt8 {
        precondition(index < count)
        return unsafe start.load(fromByteOffset: index, as: UInt8.self)
    }
}

func sum(_ p: UnsafePointer<Int>, count: Int) -> Int {
    var total = 0
    for i in 0..<count {
        total += unsafe (p + i).pointee
    }
    return total
}

let copy = unsafe [UInt8](rawBuffer)
let value = unsafe pointer.pointee
unsafe free(pointer)

for unsafe byte in unsafe bufferPointer {
    print(byte)
}

extension Array: @unsafe CustomUnsafeType {}
