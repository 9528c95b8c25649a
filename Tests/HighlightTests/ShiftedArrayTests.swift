import XCTest
@testable import Highlight

/// `ShiftedArray`: after any sequence of replacements and moves its elements are those of a
/// plain array that each operation rewrote in full.
final class ShiftedArrayTests: XCTestCase {
    typealias Generator = OutputHostileTests.SplitMix

    /// A plain array of tokens, replaced and shifted element by element.
    struct Model {
        var tokens: [Token]
        mutating func replace(_ range: Range<Int>, with new: [Token]) { tokens.replaceSubrange(range, with: new) }
        mutating func move(from first: Int, by delta: Int) {
            for k in first..<tokens.count { tokens[k].start += delta; tokens[k].end += delta }
        }
    }

    func assertSame(_ shifted: ShiftedArray<Token>, _ model: Model, _ what: String) -> Bool {
        guard shifted.count == model.tokens.count, shifted.elements == model.tokens else {
            XCTFail("\(what): \(shifted.elements.count) elements differ from the model's \(model.tokens.count)")
            return false
        }
        for k in 0..<shifted.count {
            let stored = shifted[stored: k]
            guard shifted[k] == model.tokens[k], shifted.position(at: k) == model.tokens[k].start,
                  stored.start + shifted.shift(at: k) == model.tokens[k].start,
                  stored.end + shifted.shift(at: k) == model.tokens[k].end else {
                XCTFail("\(what): element \(k) differs")
                return false
            }
        }
        return true
    }

    /// Seeded random sessions of the operations an editor's edits make: replacing the elements
    /// around one place (fewer, as many or more, so that the gap fills, empties and grows), and
    /// moving those after a place forwards or back, at places near the last one and far from it.
    func testRandomReplacementsAndMovesMatchAPlainArray() {
        for seed in 0..<12 {
            var g = Generator(state: UInt64(seed) &* 7919 &+ 3)
            let initial = (0..<g.below(60)).map { Token(start: 4 * $0, end: 4 * $0 + 2, kind: .keyword) }
            var shifted = ShiftedArray(initial)
            var model = Model(tokens: initial)
            var place = 0
            for step in 0..<200 {
                let count = model.tokens.count
                place = g.below(3) == 0 ? g.below(count + 1) : min(count, max(0, place + g.below(9) - 4))
                if g.below(3) == 0 {
                    let delta = g.below(41) - 20
                    shifted.move(from: place, by: delta)
                    model.move(from: place, by: delta)
                } else {
                    let end = min(count, place + g.below(4))
                    let at = place < count ? model.tokens[place].start : 4 * count
                    let new = (0..<[0, 1, 1, 2, 5, 40][g.below(6)]).map {
                        Token(start: at + $0, end: at + $0 + 1, kind: .string)
                    }
                    shifted.replace(place..<end, with: new)
                    model.replace(place..<end, with: new)
                }
                guard assertSame(shifted, model, "seed \(seed), step \(step)") else { return }
                // The binary search, where the elements are in order (random moves may
                // overlap them).
                guard zip(model.tokens, model.tokens.dropFirst()).allSatisfy({ $0.start <= $1.start }) else { continue }
                let offset = g.below(4 * count + 8) - 4
                XCTAssertEqual(shifted.firstIndex(atOrAfter: offset),
                               model.tokens.firstIndex { $0.start >= offset } ?? model.tokens.count)
            }
        }
    }

    /// An element that holds a reference, as resume points do (their brackets' arrays), and
    /// counts the references alive.
    final class Held {
        static var alive = 0
        let value: Int
        init(_ value: Int) { self.value = value; Held.alive += 1 }
        deinit { Held.alive -= 1 }
    }

    struct Holding: Shiftable, Equatable {
        var position: Int
        var held: Held
        mutating func shift(by delta: Int) { position += delta }
        static func == (a: Holding, b: Holding) -> Bool { a.position == b.position && a.held === b.held }
    }

    /// Elements that hold references cross the gap (each way, near and far) without a
    /// reference lost or kept: the elements equal a plain array's, and once both are gone no
    /// referenced object is left.
    func testElementsHoldingReferencesCrossTheGapIntact() {
        Held.alive = 0
        do {
            var g = Generator(state: 99)
            let initial = (0..<50).map { Holding(position: 4 * $0, held: Held($0)) }
            var shifted = ShiftedArray(initial)
            var model = initial
            var place = 0
            for step in 0..<300 {
                let count = model.count
                place = g.below(3) == 0 ? g.below(count + 1) : min(count, max(0, place + g.below(9) - 4))
                if g.below(3) == 0 {
                    let delta = g.below(41) - 20
                    shifted.move(from: place, by: delta)
                    for k in place..<count { model[k].position += delta }
                } else {
                    let end = min(count, place + g.below(4))
                    let at = place < count ? model[place].position : 4 * count
                    let new = (0..<[0, 1, 1, 2, 5, 40][g.below(6)]).map { Holding(position: at + $0, held: Held(1000 + step)) }
                    shifted.replace(place..<end, with: new)
                    model.replaceSubrange(place..<end, with: new)
                }
                guard shifted.elements == model else {
                    XCTFail("step \(step): the elements differ from the model's")
                    return
                }
            }
        }
        XCTAssertEqual(Held.alive, 0, "objects referenced by no element are left")
    }

    /// A copy keeps its elements while the original changes (resume points hold arrays).
    func testACopyKeepsItsElements() {
        let initial = (0..<20).map { Token(start: 2 * $0, end: 2 * $0 + 1, kind: .number) }
        var shifted = ShiftedArray(initial)
        shifted.move(from: 5, by: 3)
        let copy = shifted
        let before = copy.elements
        shifted.replace(2..<4, with: [Token(start: 4, end: 5, kind: .comment)])
        shifted.move(from: 10, by: -1)
        XCTAssertEqual(copy.elements, before)
        XCTAssertEqual(shifted.count, 19)
    }
}
