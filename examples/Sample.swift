#!/usr/bin/env swift
// A tour of the Swift that swift-highlight understands.

import Foundation

/// A shape with an area.
public protocol Shape: Sendable {
    associatedtype Measure: BinaryFloatingPoint
    var area: Measure { get }
}

@frozen
public struct Circle: Shape, Hashable {
    public private(set) var radius: Double = 1.0
    public var area: Double { .pi * radius * radius }

    /// Scales the circle; throws when the factor is not positive.
    public mutating func scale(by factor: Double) throws(GeometryError) {
        guard factor > 0 else { throw .nonPositive(factor) }
        radius *= factor
    }
}

public enum GeometryError: Error, Equatable {
    case nonPositive(Double)
    case unknown
}

@MainActor
final class Gallery<Item: Shape>: ObservableObject where Item: Hashable {
    @Published private var items: [Item] = []
    nonisolated(unsafe) static var shared: Gallery? = nil

    func largest() async -> Item? {
        let sorted = items.sorted { $0.area > $1.area }
        return sorted.first
    }

    func describe() -> String {
        let total = items.reduce(0) { $0 + Double($1.area) }
        return """
            \(items.count) shapes, total area \(String(format: "%.2f", total))
            raw: #"\n stays"# and \u{1F7E2}
            """
    }
}

struct FileHandle: ~Copyable {
    let descriptor: Int32
    consuming func close() { discard self }
}

func summarize<each T: CustomStringConvertible>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append((each values).description)
    return out
}

let numbers = [0x1F, 0o17, 0b1010, 1_000_000, 3.14e-2, 0x1.8p3]
let pattern = /(\w+)@(\w+)\.com/
let ratio = numbers.count / 2
let label = switch ratio {
case 0: "none"
case 1...3: "few"
default: "many"
}

#if os(Linux) && !DEBUG
print(#file, #line, label)
#elseif canImport(UIKit)
import UIKit
#else
#warning("untested platform")
#endif

/* Block comments /* nest */ too. */
if let match = "me@example.com".firstMatch(of: pattern) {
    print("user: \(match.1), host: \(match.2)")
}
