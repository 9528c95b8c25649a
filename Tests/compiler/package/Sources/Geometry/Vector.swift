/// A vector in the plane.
public struct Vector {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector's length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }
}
