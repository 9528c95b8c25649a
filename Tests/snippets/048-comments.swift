/// Computes the thing.
///
/// - Parameters:
///   - x: The input. Use `x > 0`.
/// - Returns: The output.
/// - Throws: ``MyError/invalid`` when it fails.
func compute(x: Int) throws -> Int { x } // trailing comment

/* block /* nested */ still comment */
let a = 1 /* inline */ + 2
// MARK: - Section
// TODO: fix this
#warning("TODO")
/**
 Doc block
 */
struct Documented {}
