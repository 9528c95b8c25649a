struct Point {
    var set: Set<Int> = []
    var x = 0, y = 0

    /// The distance to the origin.
    func length() -> Double {
        ((Double(x) * Double(x)) + Double(y * y)).squareRoot()
    }
}
