func fetchUser(id: User.ID) async throws -> User
func fetchPosts(for user: User, limit: Int = 20) async throws -> [Post]
mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element
static func makeDefault() -> Self
init(wrappedValue: Value, _ key: String, store: UserDefaults = .standard)
subscript(index: Int) -> Element { get set }
var isEmpty: Bool { get }
associatedtype Output
typealias Handler = (Result<Int, Error>) -> Void
