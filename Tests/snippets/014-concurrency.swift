@MainActor
final class ViewModel: ObservableObject {
    @Published private(set) var items: [Item] = []
    private var task: Task<Void, Never>?

    func load() {
        task?.cancel()
        task = Task { [weak self] in
            do {
                let fetched = try await API.shared.items()
                self?.items = fetched
            } catch is CancellationError {
                return
            } catch {
                print(error)
            }
        }
    }

    nonisolated func log(_ message: String) {
        Task.detached(priority: .background) {
            await Logger.shared.write(message)
        }
    }
}

func fetchAll(ids: [Int]) async throws -> [Item] {
    try await withThrowingTaskGroup(of: Item.self) { group in
        for id in ids {
            group.addTask { try await fetch(id) }
        }
        var results: [Item] = []
        for try await item in group {
            results.append(item)
        }
        return results
    }
}

async let first = fetch(1)
async let second = fetch(2)
let both = try await [first, second]
for await value in stream { print(value) }
let stream = AsyncStream<Int> { continuation in
    continuation.yield(1)
    continuation.finish()
}
