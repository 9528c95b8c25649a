/// Elements that lie at byte offsets of a text, which an edit before them moves.
protocol Shiftable {
    /// The offset that orders the elements (a token's start, a resume point's offset).
    var position: Int { get }
    /// Moves the element by `delta` bytes. (Wrapping: the offsets an element is stored at lie
    /// a shift before where it lies, and only where it lies is within the text.)
    mutating func shift(by delta: Int)
}

/// The elements of a text being edited, in order of their offsets, stored so that an edit costs
/// what lies between it and the edit before, not what lies after it (a gap buffer with a lazy
/// shift): the elements before index `split` are stored where they lie, then come unused slots
/// (the gap), then the elements from `split` on, each stored `delta` bytes before where it lies.
/// An edit moves every element after it by changing `delta`, and replaces the elements it
/// touches by moving `split` to them (the elements in between cross the gap) and writing into
/// the gap: typing at one place moves only the few elements between its keystrokes, and neither
/// shifts nor copies the elements after the cursor at each one.
struct ShiftedArray<Element: Shiftable> {
    /// The elements before `split`, the gap's `gap` slots (values no index reaches), then the
    /// elements from `split` on.
    private var storage: [Element]
    /// The index of the first element stored after the gap.
    private var split: Int
    /// How many unused slots follow the first `split` elements.
    private var gap = 0
    /// How many bytes after its stored offsets each element from `split` on lies.
    private var delta = 0

    init(_ elements: [Element]) {
        storage = elements
        split = elements.count
    }

    /// How many elements there are.
    var count: Int { storage.count - gap }

    /// The element at index `k` (`0..<count`).
    subscript(k: Int) -> Element {
        if k < split { return storage[k] }
        var element = storage[k + gap]
        element.shift(by: delta)
        return element
    }

    /// The element at index `k` as stored: `shift(at: k)` bytes before where it lies.
    subscript(stored k: Int) -> Element { storage[k < split ? k : k + gap] }

    /// How many bytes after its stored offsets the element at index `k` lies.
    func shift(at k: Int) -> Int { k < split ? 0 : delta }

    /// The position of the element at index `k`.
    func position(at k: Int) -> Int {
        k < split ? storage[k].position : storage[k + gap].position + delta
    }

    /// The elements, where they lie (a copy).
    var elements: [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        for k in 0..<count { all.append(self[k]) }
        return all
    }

    /// The index of the first element at or after `offset` (`count` when there is none).
    @inline(never)
    func firstIndex(atOrAfter offset: Int) -> Int {
        firstIndex { position(at: $0) >= offset }
    }

    /// The first index where `isAtOrAfter` holds, which holds from there on (`count` when it
    /// never does): a binary search.
    @inline(__always)
    func firstIndex(_ isAtOrAfter: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if isAtOrAfter(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Replaces the elements at the indices `range` with `new` (at their offsets).
    mutating func replace(_ range: Range<Int>, with new: [Element]) {
        if range.lowerBound == 0 && range.upperBound == count {
            replaceAll(with: new)
            return
        }
        moveSplit(to: range.upperBound)
        // The elements of `range` are the last ones before the gap: they join it.
        split -= range.count
        gap += range.count
        guard let first = new.first else { return }
        if new.count > gap { grow(by: new.count - gap, filler: first) }
        let at = split
        storage.withUnsafeMutableBufferPointer { slots in
            // `at + new.count <= at + gap <= slots.count`: the gap holds them.
            for k in 0..<new.count { slots[at + k] = new[k] }
        }
        split += new.count
        gap -= new.count
    }

    /// Holds `new` alone, after a gap at the start: after a whole pass (a document just opened)
    /// the first edits fall near its top more often than anywhere else, and then move few
    /// elements across the gap, where a gap at the end would have every element after them
    /// cross it (or, with no gap, be copied to make one) at the first keystroke.
    private mutating func replaceAll(with new: [Element]) {
        storage = new
        split = 0
        gap = 0
        delta = 0
        if let first = new.first { grow(by: 0, filler: first) }
    }

    /// Moves the elements from index `first` on by `bytes` bytes.
    mutating func move(from first: Int, by bytes: Int) {
        moveSplit(to: first)
        delta += bytes
    }

    /// Puts the gap before index `k`: the elements between the two places cross it, and take
    /// or give up the shift on the way.
    @inline(never)
    private mutating func moveSplit(to k: Int) {
        if k == split { return }
        if gap == 0 && delta == 0 {
            split = k
            return
        }
        let gap = gap, delta = delta, split = split
        storage.withUnsafeMutableBufferPointer { slots in
            // Indices stay within `0..<slots.count`: `k <= count`, and the elements after the
            // gap end at `count + gap == slots.count`, so their sums cannot overflow and are
            // wrapping (no overflow check in the loops, which an edit runs for each element
            // between it and the edit before). Each loop reads a slot before writing the one
            // it fills, in the order that never overwrites a slot it has yet to read.
            if _isPOD(Element.self), let base = slots.baseAddress {
                // Plain bytes (tokens): the elements between the two places move as one block
                // (a memmove: the two ranges may overlap), then take or give up the shift.
                let moved = k > split ? split..<k : (k &+ gap)..<(split &+ gap)
                let from = k > split ? split &+ gap : k
                UnsafeMutableRawPointer(base + moved.lowerBound)
                    .copyMemory(from: base + from, byteCount: moved.count &* MemoryLayout<Element>.stride)
                let by = k > split ? delta : 0 &- delta
                for i in moved { slots[i].shift(by: by) }
            } else if k > split {
                for i in split..<k {
                    Self.cross(slots, from: i &+ gap, to: i)
                    slots[i].shift(by: delta)
                }
            } else {
                let back = 0 &- delta
                var i = split
                while i > k {
                    i &-= 1
                    Self.cross(slots, from: i, to: i &+ gap)
                    slots[i &+ gap].shift(by: back)
                }
            }
        }
        self.split = k
    }

    /// Puts the element in slot `from` into slot `to`, a slot of the gap, for elements that are
    /// not plain bytes: swapped with the value the gap held there, so that no reference it
    /// holds is retained or released (a resume point's brackets: a copy retains them, and
    /// overwriting the gap's value releases its own).
    @inline(__always)
    private static func cross(_ slots: UnsafeMutableBufferPointer<Element>, from: Int, to: Int) {
        if let base = slots.baseAddress {
            // A bitwise swap, a word at a time: ownership follows the bits.
            let a = UnsafeMutableRawPointer(base + from), b = UnsafeMutableRawPointer(base + to)
            let size = MemoryLayout<Element>.size
            var w = 0
            while w &+ 8 <= size {
                let x = a.loadUnaligned(fromByteOffset: w, as: UInt64.self)
                a.storeBytes(of: b.loadUnaligned(fromByteOffset: w, as: UInt64.self), toByteOffset: w, as: UInt64.self)
                b.storeBytes(of: x, toByteOffset: w, as: UInt64.self)
                w &+= 8
            }
            while w < size {
                let x = a.load(fromByteOffset: w, as: UInt8.self)
                a.storeBytes(of: b.load(fromByteOffset: w, as: UInt8.self), toByteOffset: w, as: UInt8.self)
                b.storeBytes(of: x, toByteOffset: w, as: UInt8.self)
                w &+= 1
            }
        }
    }

    /// Widens the gap by at least `needed` slots, and an eighth of the count more, so that
    /// growing is rare (each growth moves every element after the gap once); the new slots
    /// hold `filler`.
    @inline(never)
    private mutating func grow(by needed: Int, filler: Element) {
        let extra = needed + count / 8 + 16
        let end = storage.count, after = split + gap
        storage.reserveCapacity(end + extra)
        for _ in 0..<extra { storage.append(filler) }
        storage.withUnsafeMutableBufferPointer { slots in
            // The elements after the gap move `extra` slots on, the last first (`end + extra`
            // is the count now).
            var i = end
            while i > after {
                i -= 1
                slots[i + extra] = slots[i]
            }
        }
        gap += extra
    }
}

extension ShiftedArray: Sendable where Element: Sendable {}
