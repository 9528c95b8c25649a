// SE-0371: an isolated deinit runs on the actor.
@MainActor
final class ViewModel {
    var observers: [Observer] = []

    isolated deinit {
        for observer in observers {
            observer.detach()
        }
    }
}

actor Connection {
    private var socket: Socket?

    isolated deinit {
        socket?.close()
    }
}

@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
class Store {
    nonisolated deinit {
        print("released")
    }
}
