struct Angle {
    var radians: Double

    var degrees: Double = 0 {
        @storageRestrictions(initializes: radians)
        init(initialValue) {
            radians = initialValue * .pi / 180
        }
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
}

final class Settings {
    var volume: Int = 5 {
        willSet { print("will set \(newValue)") }
        didSet { save(volume) }
    }

    func save(_ v: Int) {}
}
