struct User: Codable, Hashable {
    let id: UUID
    var name: String
    var email: String?
    var createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, email
        case createdAt = "created_at"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
    }
}

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let users = try decoder.decode([User].self, from: data)
let encoded = try JSONEncoder().encode(users)
print(String(decoding: encoded, as: UTF8.self))
