import HighlightLibc

/// A growable byte buffer in `malloc`ed memory, handed to C callers as-is (they free it with
/// `swh_string_free`, which calls `free`). It never traps on allocation failure: it records
/// the failure in `failed`, stops writing, and the caller reports `SWH_ERROR_OUT_OF_MEMORY`.
struct OutputBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>?
    private(set) var count: Int = 0
    private(set) var capacity: Int = 0
    /// Set once an allocation failed; all later writes are dropped.
    private(set) var failed = false

    /// A capacity hint of `perByte` bytes for each of `count` input bytes plus `extra`, limited
    /// to `Int.max` instead of overflowing (where `Int` has 32 bits, a large input times three
    /// does not fit).
    static func estimate(_ count: Int, perByte: Int, plus extra: Int) -> Int {
        let (product, overflow) = count.multipliedReportingOverflow(by: perByte)
        if overflow { return Int.max }
        let (sum, overflow2) = product.addingReportingOverflow(extra)
        return overflow2 ? Int.max : sum
    }

    /// Creates a buffer with room for `initialCapacity` bytes: a hint (a generous guess of the
    /// output size, so that a large output is written without moving); when that much memory
    /// is not available it tries halves of it, and writing grows the buffer as needed.
    init(initialCapacity: Int) {
        var hint = max(initialCapacity, 64)
        while !reserve(hint) && hint > 64 {
            failed = false
            hint /= 2
        }
    }

    /// Makes room for `extra` more bytes, growing geometrically. False when out of memory.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> Bool {
        if failed { return false }
        let (needed, overflow) = count.addingReportingOverflow(extra)
        if overflow { failed = true; return false }
        if needed <= capacity { return true }
        return grow(to: needed)
    }

    private mutating func grow(to needed: Int) -> Bool {
        var newCapacity = max(capacity, 64)
        while newCapacity < needed {
            let (doubled, overflow) = newCapacity.multipliedReportingOverflow(by: 2)
            if overflow { newCapacity = needed; break }
            newCapacity = doubled
        }
        guard let raw = OutputMemory.resize(base, used: count, to: newCapacity) else {
            failed = true
            return false
        }
        base = raw.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
        return true
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard reserve(1), let base else { return }
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes from `source`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0, reserve(length), let base else { return }
        let dst = base + count
        if length <= 16 {
            // Most pieces are short (a space, a tag): a loop beats a call to memcpy.
            for k in 0..<length { dst[k] = source[k] }
        } else {
            // A raw copy is one call to memmove in every build; the typed `update(from:count:)`
            // is too, except in Embedded Swift, where it compiles to a loop of a call per byte.
            UnsafeMutableRawPointer(dst).copyMemory(from: source, byteCount: length)
        }
        count += length
    }

    /// Reserves `maxLength` bytes and lets `write` fill the start of them: it gets a pointer to
    /// the end of the buffer and returns how many bytes it wrote, at most `maxLength` (checked).
    /// Lets a writer that knows its worst case pay for one capacity check instead of one per piece.
    @inline(__always)
    mutating func appendWriting(maxLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard maxLength >= 0, reserve(maxLength), let base else { return }
        let k = write(base + count)
        precondition(k >= 0 && k <= maxLength, "OutputBuffer.appendWriting: wrote past the reservation")
        count += k
    }

    /// The writable tail, for writers that keep their position in a register: where the next
    /// byte goes and the end of the memory reserved so far; nil after an allocation failed.
    /// Report the new end with `setEnd(_:)` before any other use of the buffer.
    @inline(__always) var writableTail: (position: UnsafeMutablePointer<UInt8>, limit: UnsafeMutablePointer<UInt8>)? {
        guard let base, !failed else { return nil }
        return (base + count, base + capacity)
    }

    /// Sets the end of the content to `end`, a position inside the tail `writableTail` gave
    /// (anything else marks the buffer failed rather than trusting it).
    @inline(__always) mutating func setEnd(_ end: UnsafeMutablePointer<UInt8>) {
        guard let base, end >= base + count, end <= base + capacity else {
            failed = true
            return
        }
        count = end - base
    }

    /// Appends the bytes of a static string.
    @inline(__always)
    mutating func append(_ s: StaticString) {
        append(s.utf8Start, s.utf8CodeUnitCount)
    }

    /// Appends the bytes of a buffer.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let p = bytes.baseAddress else { return }
        append(p, bytes.count)
    }

    /// Appends a NUL terminator that is not counted, and gives up ownership of the memory.
    /// Returns nil (and frees everything) when any allocation failed.
    mutating func finishAsCString() -> (UnsafeMutablePointer<UInt8>, Int)? {
        if reserve(1), let base {
            base[count] = 0
            let result = (base, count)
            self.base = nil
            self.count = 0
            self.capacity = 0
            return result
        }
        release()
        return nil
    }

    /// Frees the memory (after a failure, or when the result is not handed out).
    mutating func release() {
        free(base)
        base = nil
        count = 0
        capacity = 0
    }
}

extension OutputBuffer {
    /// Appends the bytes of an array.
    @inline(__always)
    mutating func append(array: [UInt8]) {
        array.withUnsafeBufferPointer { append($0) }
    }
}
