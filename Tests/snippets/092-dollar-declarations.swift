// What a macro expansion looks like after `swift -dump-macro-expansions`.
struct Counter {
    var value = 0
}

func $counter() -> Counter { Counter() }

struct $ObservationTracking {
    var count: Int
}

enum $State {
    case idle
}

class $Box<T> {
    var item: T
    init(item: T) { self.item = item }
}

let tracked = $ObservationTracking(count: 1)
let c = $counter()
