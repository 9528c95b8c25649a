import HighlightLibc

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
    private let bottom: Frame
    /// The top frame's role and bracket, kept here as well: read for nearly every token, they
    /// are then one load each.
    private(set) var topRole: FrameRole
    private(set) var topBracket: FrameBracket

    init(bottom: Frame, reserving initialCapacity: Int = 64) {
        self.bottom = bottom
        topRole = bottom.role
        topBracket = bottom.bracket
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
        topRole = bottom.role
        topBracket = bottom.bracket
    }

    /// The innermost frame.
    var top: Frame {
        @inline(__always) get {
            guard let base else { return bottom }
            return base[count &- 1]
        }
    }

    /// Where `Tokenizer.unwind(to:)` stops for `bracket` (`.paren`, `.square` or `.brace`), read
    /// from the top frame alone; nil for other brackets.
    @inline(__always) func topStop(for bracket: FrameBracket) -> Int? {
        let f = base.map { $0 + (count &- 1) }
        switch bracket {
        case .paren: return Int(f?.pointee.stopParen ?? bottom.stopParen)
        case .square: return Int(f?.pointee.stopSquare ?? bottom.stopSquare)
        case .brace: return Int(f?.pointee.stopBrace ?? bottom.stopBrace)
        default: return nil
        }
    }

    /// The frame at depth `k` (0 is the bottom); out of range gives the bottom frame.
    subscript(k: Int) -> Frame {
        @inline(__always) get {
            guard let base, k >= 0, k < count else { return bottom }
            return base[k]
        }
    }

    /// Adds `delta` to the `openIfConfigs` of the frame at depth `k`, within 0...255; nothing
    /// when there is no such frame in memory.
    mutating func addIfConfigs(at k: Int, _ delta: Int) {
        guard let base, k >= 0, k < count else { return }
        let value = Int(base[k].openIfConfigs) + delta
        base[k].openIfConfigs = UInt8(clamping: value)
    }

    /// Pushes `frame`, recording where `Tokenizer.unwind(to:)` stops at and below it (the
    /// `stop…` fields); dropped when no memory for it can be had.
    @inline(__always)
    mutating func push(_ frame: Frame) {
        // `count <= capacity` always, and memory is had (`base`) exactly when `capacity > 0`:
        // past this guard `capacity > 0` (`grow` succeeds only where there is memory).
        guard count < capacity || grow() else { return }
        let base = self.base.unsafelyUnwrapped
        var f = frame
        let below = base + (count &- 1)
        let j = UInt32(truncatingIfNeeded: count)
        let barrier = f.bracket == .brace || f.role == .interpolation
        f.stopParen = barrier || f.bracket == .paren ? j : below.pointee.stopParen
        f.stopSquare = barrier || f.bracket == .square ? j : below.pointee.stopSquare
        f.stopBrace = barrier ? j : below.pointee.stopBrace
        (base + count).initialize(to: f)
        count &+= 1
        topRole = f.role
        topBracket = f.bracket
    }

    /// Pops the top frame and returns it (the caller reads what it needs of it: its saved state,
    /// its flags); the bottom frame is never popped (it is returned and it stays).
    @inline(__always)
    mutating func pop() -> Frame {
        guard count > 1 else { return bottom }
        // A frame above the bottom one was pushed, into memory that was had: `base` is set.
        let base = self.base.unsafelyUnwrapped
        count &-= 1
        let popped = base + count
        let newTop = popped - 1
        topRole = newTop.pointee.role
        topBracket = newTop.pointee.bracket
        return popped.pointee
    }

    /// The frames above the bottom one, bottom first (what `LineState` saves).
    var savedFrames: [Frame] {
        guard let base, count > 1 else { return [] }
        return Array(UnsafeBufferPointer(start: base + 1, count: count &- 1))
    }

    /// Puts back frames saved by `savedFrames` above the bottom one, as they were (their
    /// `stop…` fields included); on a stack that holds only its bottom frame. Frames beyond
    /// the memory that can be had are dropped, as pushes are.
    mutating func restore(_ saved: [Frame]) {
        for f in saved {
            if count == capacity && !grow() { return }
            guard let base, count < capacity else { return }
            (base + count).initialize(to: f)
            count &+= 1
            topRole = f.role
            topBracket = f.bracket
        }
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
