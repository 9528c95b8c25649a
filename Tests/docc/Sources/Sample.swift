/// A set of numbers with a name.
///
/// ```swift
/// var set: Set<Int> = [1, 2]
/// let bag = Bag(name: "default", set: set)
/// ```
public struct Bag {
    /// The name.
    public var name: String
    /// The numbers.
    ///
    /// ```
    /// bag.set.insert(3) // the catalog's default language
    /// ```
    public var set: Set<Int>

    /// Makes a bag.
    public init(name: String, set: Set<Int>) {
        self.name = name
        self.set = set
    }
}
