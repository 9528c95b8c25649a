#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The tokenizer's stack of open brackets, innermost last, in `malloc`ed memory it owns.
/// The bottom frame (the whole input) is never popped, so `top` always exists.
///
/// Not an `Array`: the tokenizer reads the top frame for almost every token, and `Array`'s
/// uniqueness and capacity checks on each push and pop (some of them outlined calls) cost
/// about 3 % of all instructions (callgrind, 800 KB to tokens).
///
/// A value of this type is released exactly once, with `release()` (`Tokenizer.tokenize` does
/// it). When memory for a deeper stack cannot be had, pushes are dropped: classification of
/// that deep code degrades, nothing traps.
struct FrameStack {
    private var base: UnsafeMutablePointer<Frame>?
    private(set) var count = 1
    private var capacity = 0
    /// The bottom frame, kept in the struct, so that the stack works even without memory.
    private var bottom: Frame

    init(bottom: Frame, reserving initialCapacity: Int = 64) {
        self.bottom = bottom
        if let raw = malloc(initialCapacity * MemoryLayout<Frame>.stride) {
            let frames = raw.bindMemory(to: Frame.self, capacity: initialCapacity)
            frames.initialize(to: bottom)
            base = frames
            capacity = initialCapacity
        }
    }

    /// Frees the memory; the stack is left with its bottom frame only.
    mutating func release() {
        free(base)
        base = nil
        capacity = 0
        count = 1
    }

    /// The innermost frame.
    var top: Frame {
        @inline(__always) get {
            guard let base else { return bottom }
            return base[count &- 1]
        }
        @inline(__always) set {
            guard let base else { bottom = newValue; return }
            base[count &- 1] = newValue
        }
    }

    /// The frame at depth `k` (0 is the bottom); out of range gives the bottom frame.
    subscript(k: Int) -> Frame {
        @inline(__always) get {
            guard let base, k >= 0, k < count else { return bottom }
            return base[k]
        }
    }

    /// Pushes `frame`; dropped when no memory for it can be had.
    @inline(__always)
    mutating func append(_ frame: Frame) {
        if count == capacity && !grow() { return }
        guard let base, count < capacity else { return }
        (base + count).initialize(to: frame)
        count &+= 1
    }

    /// Pops the top frame and returns it; the bottom frame is never popped (it is returned
    /// and stays).
    @inline(__always)
    mutating func removeLast() -> Frame {
        let f = top
        if count > 1 { count &-= 1 }
        return f
    }

    private mutating func grow() -> Bool {
        guard base != nil else { return false }
        let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2 * MemoryLayout<Frame>.stride)
        guard !overflow, let raw = realloc(base, doubled) else { return false }
        capacity *= 2
        base = raw.bindMemory(to: Frame.self, capacity: capacity)
        return true
    }
}
