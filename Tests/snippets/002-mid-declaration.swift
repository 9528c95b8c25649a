        let result = try await client.fetch(id: id)
        guard let user = result.user else { return nil }
        return user.name
    }

    func update(_ user: User) async throws {
        try await store.save(user)
    }
}
