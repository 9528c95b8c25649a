public protocol Shape: CustomStringConvertible, Sendable {
    var area: Double { get }
    var perimeter: Double { get set }
    static func unit() -> Self
    mutating func scale(by factor: Double)
}

extension Shape {
    public var description: String { "Shape with area \(area)" }
}

extension Collection where Element == Int {
    var sum: Int { reduce(0, +) }
}

extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

final class Circle: NSObject, Shape, @unchecked Sendable {
    let radius: Double
    var area: Double { .pi * radius * radius }
    var perimeter: Double {
        get { 2 * .pi * radius }
        set { radius = newValue / (2 * .pi) }
    }
    init(radius: Double) { self.radius = radius; super.init() }
    required convenience init?(coder: NSCoder) { nil }
    static func unit() -> Self { .init(radius: 1) }
    func scale(by factor: Double) {}
    override var hash: Int { radius.hashValue }
}
