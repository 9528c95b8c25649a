// SE-0377 and SE-0430: consuming, borrowing and sending before any type.
func append(_ items: consuming [Int]) {}
func schedule(_ work: consuming @escaping () -> Void) {}
func report(_ error: consuming (any Error)?) {}
func lookup(_ table: borrowing [String: Int], key: String) -> Int? { table[key] }
func pair(_ p: borrowing (Int, Int)) -> Int { p.0 + p.1 }
func transfer(_ values: sending [Message]) -> sending [Message] { values }
func fail(_ e: sending (any Error)?) {}
func inspect(_ x: borrowing some Collection) {}
func take(_ box: consuming Box<Int>) {}
func start(_ body: sending @escaping () async -> Void) {}

struct FileHandle: ~Copyable {
    consuming func close() {}
    borrowing func read() -> [UInt8] { [] }
}
