// SE-0470: global-actor isolated conformances.
protocol P {
    func f()
}

@MainActor
class MyModelType: @MainActor P {
    func f() {}
}

extension Settings: @MainActor Equatable {
    static func == (lhs: Settings, rhs: Settings) -> Bool { lhs.id == rhs.id }
}

struct Worker: nonisolated Hashable {
    let id: Int
}

nonisolated func use<T: P & SendableMetatype>(_ value: T) {
    value.f()
}
