// SE-0493: await in defer bodies.
func withConnection<T>(_ body: (Connection) async throws -> T) async throws -> T {
    let connection = try await pool.acquire()
    defer {
        await pool.release(connection)
    }
    defer { await logger.flush() }
    return try await body(connection)
}

func process() async {
    await withTaskCancellationShield {
        await cleanup()
    }
    let task = Task.immediate {
        await work()
    }
    let named = Task(name: "Get Users") {
        await users.load()
    }
    _ = await (task.value, named.value)
}
