// SE-0446 and SE-0447: ~Escapable types, Span, lifetime dependencies.
struct RawView: ~Escapable {
    let base: UnsafeRawPointer
    let count: Int

    @_lifetime(borrow base)
    init(_ base: borrowing UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
    }
}

struct Box<T: ~Copyable & ~Escapable>: ~Copyable, ~Escapable {}
extension Box: Copyable where T: Copyable {}
extension Box: Escapable where T: Escapable {}

func checksum(_ bytes: Span<UInt8>) -> UInt32 {
    var sum: UInt32 = 0
    for i in bytes.indices {
        sum &+= UInt32(bytes[i])
    }
    return sum
}

extension Storage {
    var span: Span<Element> {
        @_lifetime(borrow self)
        borrowing get {
            unsafe Span(_unsafeElements: buffer)
        }
    }

    @_lifetime(&self)
    mutating func mutableView() -> MutableSpan<Element> {
        buffer.mutableSpan
    }
}

let total = checksum(data.span)
