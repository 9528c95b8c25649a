#!/usr/bin/env swift
// A small inventory service, written to exercise every token kind.

import Foundation

/// A product that can be stocked in a warehouse.
///
/// - Parameter sku: the stock-keeping unit, e.g. "AB-1234".
@frozen public struct Product: Hashable, Sendable {
    public let sku: String
    public var name: String
    public var priceInCents: Int = 0
    var tags: Set<String> = []

    /** Creates a product; `priceInCents` must not be negative. */
    public init(sku: String, name: String, priceInCents: Int) {
        precondition(priceInCents >= 0, "negative price for \(sku)")
        self.sku = sku
        self.name = name
        self.priceInCents = priceInCents
    }
}

enum StockError: Error, CustomStringConvertible {
    case outOfStock(sku: String)
    case invalidQuantity(Int)

    var description: String {
        switch self {
        case .outOfStock(let sku): return "out of stock: \(sku)"
        case .invalidQuantity(let n): return "invalid quantity \(n) (must be > 0)"
        }
    }
}

@MainActor
final class Inventory<Item: Hashable & Sendable> {
    private var counts: [Item: Int] = [:]
    private(set) var log: [String] = []

    func add(_ item: Item, quantity: Int = 1) throws {
        guard quantity > 0 else { throw StockError.invalidQuantity(quantity) }
        counts[item, default: 0] += quantity
        log.append("added \(quantity)×\(item)")
    }

    func remove(_ item: Item) -> Bool {
        if let n = counts[item], n > 0 {
            counts[item] = n - 1
            return true
        }
        return false
    }

    var total: Int { counts.values.reduce(0, +) }
}

extension Array where Element == Product {
    /// The products sorted by price, cheapest first.
    func byPrice() -> [Product] {
        sorted { $0.priceInCents < $1.priceInCents }
    }
}

infix operator <=> : ComparisonPrecedence
func <=> (lhs: Int, rhs: Int) -> Int { lhs < rhs ? -1 : (lhs == rhs ? 0 : 1) }

let hex = 0xFF_FF, binary = 0b1010, octal = 0o755, big = 1_000_000, real = 6.022e23
let pattern = /[A-Z]{2}-\d{4}/
let extended = #/(?<sku>\w+)\s*=\s*(?<qty>\d+)/#
let raw = #"C:\path\to\"file"\#(hex)"#
let multi = """
    Dear \(name),
    your order of \(count) item\(count == 1 ? "" : "s") has shipped.\n
    """
let emoji = "caf\u{E9} \u{1F600} 🎉 — ünïcödé"
let keyPath = \Product.name
let tuple = (1, "two", 3.0)
print(tuple.0, tuple.1)

#if DEBUG
let level = "debug"
#elseif os(Linux)
let level = "linux"
#else
#warning("unknown configuration")
#endif

func demo() async throws -> Int {
    let ids = [3, 1, 2].map { $0 * 2 }.filter { $0 > 2 }
    let sel = #selector(NSObject.description)
    _ = #file
    async let first = fetch(id: ids.first ?? 0)
    return try await first + ids.count
}

struct Point { var x = 0.0, y = 0.0 }
let p = Point(x: 1, y: -2.5)
let escaped = "tab\tquote\"backslash\\ <tag> & 'single'"
/* Block comments /* nest */ in Swift. */
let done = true && !false || nil == nil
