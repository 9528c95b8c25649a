import Synchronization

final class Queue: Sendable {
    let items = Mutex<[Int]>([])

    func peek() -> Int? {
        if let first = items.withLock({ $0.first }) {
            return first
        }
        if let e = items.withLock { $0.first } {
            return e
        }
        guard let last = items.withLock({ $0.last }) else {
            return nil
        }
        while let x = items.withLock { $0.popLast() } {
            print(x)
        }
        for n in [3, 5, 8].filter { $0 > 4 } {
            print(n)
        }
        if items.withLock { $0.isEmpty }, last > 0 {
            return nil
        }
        return last
    }
}
