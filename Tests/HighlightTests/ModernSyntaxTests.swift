import XCTest
@testable import Highlight

/// The syntax of Swift 6.2, 6.3 and 6.4 (and the Swift 6.0/6.1 constructs they build on), one test
/// per construct, named after it and its Swift Evolution proposal. Each test compares every
/// labelled run of the snippet (adjacent bytes of one category joined, plain left out) with the
/// expected labels:
/// - where swift-syntax 603 parses the construct (no unexpected or missing nodes), the expected
///   labels are the reference labeller's (../shared/eval/oracle) for that exact snippet;
/// - where swift-syntax 603 is older than the construct, they follow CATEGORIES.md, and the test's
///   comment says so and what the reference labeller does instead.
final class ModernSyntaxTests: XCTestCase {
    /// SE-0493 (Swift 6.4): `await` in a `defer` body.
    func testAwaitInDefer_SE0493() {
        assertLabels(#"""
        func f() async {
            defer { await pool.release(connection) }
        }
        """#, [
            ("func", .keyword), ("f", .function), ("async", .keyword), ("defer", .keyword), ("await", .keyword),
            ("release", .function)
        ])
    }

    /// SE-0507 (Swift 6.4). Judge: CATEGORIES.md for `mutate` (an accessor name is a contextual
    /// keyword in keyword position, like `get`/`set`): swift-syntax 603 parses `borrow` accessors
    /// but skips `mutate` as unexpected code, so the reference labeller leaves it plain.
    func testBorrowAndMutateAccessors_SE0507() {
        assertLabels(#"""
        struct RigidWrapper<Element: ~Copyable>: ~Copyable {
            var element: Element {
                borrow { return _element }
                mutate { return &_element }
            }
        }
        """#, [
            ("struct", .keyword), ("RigidWrapper", .type), ("Element", .type), ("Copyable", .type),
            ("Copyable", .type), ("var", .keyword), ("Element", .type), ("borrow", .keyword), ("return", .keyword),
            ("mutate", .keyword), ("return", .keyword)
        ])
    }

    /// SE-0507 (Swift 6.4). Judge: CATEGORIES.md for `mutate` (an accessor name is a contextual
    /// keyword in keyword position, like `get`/`set`): swift-syntax 603 parses `borrow` accessors
    /// but skips `mutate` as unexpected code, so the reference labeller leaves it plain.
    func testBorrowAndMutateAsProtocolRequirements_SE0507() {
        assertLabels(#"""
        protocol BorrowingAccess {
            var element: Element { borrow mutate }
            var first: Element { borrow }
        }
        """#, [
            ("protocol", .keyword), ("BorrowingAccess", .type), ("var", .keyword), ("Element", .type),
            ("borrow", .keyword), ("mutate", .keyword), ("var", .keyword), ("Element", .type), ("borrow", .keyword)
        ])
    }

    /// SE-0507 (Swift 6.4). Judge: CATEGORIES.md for `mutate` (an accessor name is a contextual
    /// keyword in keyword position, like `get`/`set`, and so is the `nonmutating` before it): swift-syntax 603 parses `borrow` accessors
    /// but skips `mutate` as unexpected code, so the reference labeller leaves it plain.
    func testBorrowAndMutateWithModifiers_SE0507() {
        assertLabels(#"""
        var cached: Foo {
            mutating borrow { cachedValue }
            nonmutating mutate { &storage }
        }
        subscript(i: Int) -> Element {
            @inlinable borrow { buffer[i] }
            mutate { &buffer[i] }
        }
        """#, [
            ("var", .keyword), ("Foo", .type), ("mutating", .keyword), ("borrow", .keyword),
            ("nonmutating", .keyword), ("mutate", .keyword), ("subscript", .keyword), ("Int", .type),
            ("Element", .type), ("@inlinable", .attribute), ("borrow", .keyword), ("mutate", .keyword)
        ])
    }

    /// SE-0507 (Swift 6.4): outside an accessor block, `borrow { … }` and `mutate { … }` are calls
    /// with trailing closures.
    func testBorrowOutsideAccessorsIsACall_SE0507() {
        assertLabels(#"""
        func work() {
            borrow { print(1) }
            mutate { x += 1 }
        }
        """#, [
            ("func", .keyword), ("work", .function), ("borrow", .function), ("print", .function), ("1", .number),
            ("mutate", .function), ("1", .number)
        ])
    }

    /// SE-0495 (Swift 6.3): `@c` and `@c(name)`; the name in parentheses is a plain word.
    func testCAttribute_SE0495() {
        assertLabels(#"""
        @c func add(_ a: CInt) -> CInt { a }
        @c(sh_version) func version() -> CInt { 3 }
        """#, [
            ("@c", .attribute), ("func", .keyword), ("add", .function), ("_", .keyword), ("CInt", .type),
            ("CInt", .type), ("@c", .attribute), ("func", .keyword), ("version", .function), ("CInt", .type),
            ("3", .number)
        ])
    }

    /// SE-0476 (Swift 6.2): the argument of `@abi(…)` is a declaration (modifiers, names, types),
    /// not an argument list.
    func testDeclarationsInsideABIAttribute_SE0476() {
        assertLabels(#"""
        @abi(nonisolated var counter: Int)
        public nonisolated(unsafe) var counter: Int = 0
        @abi(mutating func rename(to name: String) throws)
        public mutating func rename(_ name: String) throws {}
        @abi(init(rawValue: Int))
        public init(value: Int) {}
        """#, [
            ("@abi", .attribute), ("nonisolated", .keyword), ("var", .keyword), ("Int", .type),
            ("public", .keyword), ("nonisolated", .keyword), ("unsafe", .keyword), ("var", .keyword),
            ("Int", .type), ("0", .number), ("@abi", .attribute), ("mutating", .keyword), ("func", .keyword),
            ("rename", .function), ("String", .type), ("throws", .keyword), ("public", .keyword),
            ("mutating", .keyword), ("func", .keyword), ("rename", .function), ("_", .keyword), ("String", .type),
            ("throws", .keyword), ("@abi", .attribute), ("init", .keyword), ("Int", .type), ("public", .keyword),
            ("init", .keyword), ("Int", .type)
        ])
    }

    /// SE-0466 (Swift 6.2): default actor isolation is a package-manifest setting, ordinary calls.
    func testDefaultIsolationSetting_SE0466() {
        assertLabels(#"""
        .executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])
        """#, [
            ("executableTarget", .function), (#""App""#, .string), ("defaultIsolation", .function),
            ("MainActor", .type), ("self", .keyword)
        ])
    }

    /// SE-0522 (accepted): `@diagnose(Group, as: behavior, reason: …)`.
    func testDiagnoseAttribute_SE0522() {
        assertLabels(#"""
        @diagnose(DeprecatedDeclaration, as: warning, reason: "compatibility")
        func bridge() {}
        """#, [
            ("@diagnose", .attribute), ("DeprecatedDeclaration", .type), (#""compatibility""#, .string),
            ("func", .keyword), ("bridge", .function)
        ])
    }

    /// SE-0497 (Swift 6.3): `@export(implementation)`, `@export(interface)`.
    func testExportAttribute_SE0497() {
        assertLabels(#"""
        @export(implementation) public func fastPath() {}
        @export(interface) public func stableEntry() {}
        """#, [
            ("@export", .attribute), ("public", .keyword), ("func", .keyword), ("fastPath", .function),
            ("@export", .attribute), ("public", .keyword), ("func", .keyword), ("stableEntry", .function)
        ])
    }

    /// SE-0496 (Swift 6.3): `@inline(always)`.
    func testInlineAlways_SE0496() {
        assertLabels(#"""
        @inline(always) func clamp(_ x: Int) -> Int { x }
        """#, [
            ("@inline", .attribute), ("func", .keyword), ("clamp", .function), ("_", .keyword), ("Int", .type),
            ("Int", .type)
        ])
    }

    /// SE-0483 (Swift 6.2): `[count of Element]` in expression position is a type: the count, when
    /// a name, is a type (`[count of Element]`), `of` a keyword; `of` elsewhere is a name.
    func testInlineArraySugarInExpressions_SE0483() {
        assertLabels(#"""
        let a = [5 of Int](repeating: 99)
        let b = [_ of Int8](repeating: 0)
        let size = MemoryLayout<[5 of Int]>.size
        let c = unsafeBitCast((1, 2, 3), to: [3 of Int].self)
        let d = [count of Element].self
        let of = [of]
        """#, [
            ("let", .keyword), ("5", .number), ("of", .keyword), ("Int", .type), ("99", .number),
            ("let", .keyword), ("_", .keyword), ("of", .keyword), ("Int8", .type), ("0", .number),
            ("let", .keyword), ("MemoryLayout", .type), ("5", .number), ("of", .keyword), ("Int", .type),
            ("size", .property), ("let", .keyword), ("unsafeBitCast", .function), ("1", .number), ("2", .number),
            ("3", .number), ("3", .number), ("of", .keyword), ("Int", .type), ("self", .keyword),
            ("let", .keyword), ("count", .type), ("of", .keyword), ("Element", .type), ("self", .keyword),
            ("let", .keyword)
        ])
    }

    /// SE-0483 (Swift 6.2): `[count of Element]` in type position, nested and with `_` and value
    /// generic counts.
    func testInlineArrayTypeSugar_SE0483() {
        assertLabels(#"""
        let fiveIntegers: [5 of Int] = .init(repeating: 99)
        let fiveByFive: [5 of [5 of Int]]
        let fourBytes: [_ of Int8] = [1, 2, 3, 4]
        func f<let N: Int>(_ x: [N of Double]) -> [N of Double] { x }
        """#, [
            ("let", .keyword), ("5", .number), ("of", .keyword), ("Int", .type), ("init", .keyword),
            ("99", .number), ("let", .keyword), ("5", .number), ("of", .keyword), ("5", .number), ("of", .keyword),
            ("Int", .type), ("let", .keyword), ("_", .keyword), ("of", .keyword), ("Int8", .type), ("1", .number),
            ("2", .number), ("3", .number), ("4", .number), ("func", .keyword), ("f", .function),
            ("let", .keyword), ("N", .type), ("Int", .type), ("_", .keyword), ("N", .type), ("of", .keyword),
            ("Double", .type), ("N", .type), ("of", .keyword), ("Double", .type)
        ])
    }

    /// SE-0453 (Swift 6.2): `InlineArray<count, Element>` with an integer generic argument.
    func testInlineArrayType_SE0453() {
        assertLabels(#"""
        var buffer: InlineArray<4, UInt8> = [0, 0, 0, 0]
        let b = InlineArray<5, Int>(repeating: 0)
        """#, [
            ("var", .keyword), ("InlineArray", .type), ("4", .number), ("UInt8", .type), ("0", .number),
            ("0", .number), ("0", .number), ("0", .number), ("let", .keyword), ("InlineArray", .type),
            ("5", .number), ("Int", .type), ("0", .number)
        ])
    }

    /// SE-0477 (Swift 6.2): `\(value, default: "…")` in string interpolation.
    func testInterpolationDefaultValue_SE0477() {
        assertLabels(#"""
        print("Age: \(age, default: "Unknown")")
        """#, [
            ("print", .function), (#""Age: \("#, .string), (#""Unknown")""#, .string)
        ])
    }

    /// SE-0470 (Swift 6.2): global-actor isolated conformances, and `nonisolated` ones.
    func testIsolatedConformances_SE0470() {
        assertLabels(#"""
        class Model: @MainActor Equatable {}
        struct Worker: nonisolated Hashable {}
        """#, [
            ("class", .keyword), ("Model", .type), ("@MainActor", .attribute), ("Equatable", .type),
            ("struct", .keyword), ("Worker", .type), ("nonisolated", .keyword), ("Hashable", .type)
        ])
    }

    /// SE-0371 (Swift 6.2): `isolated deinit`; `isolated` elsewhere is a name.
    func testIsolatedDeinit_SE0371() {
        assertLabels(#"""
        @MainActor class ViewModel {
            isolated deinit { cleanup() }
        }
        let isolated = true
        """#, [
            ("@MainActor", .attribute), ("class", .keyword), ("ViewModel", .type), ("isolated", .keyword),
            ("deinit", .keyword), ("cleanup", .function), ("let", .keyword), ("true", .keyword)
        ])
    }

    /// SE-0446 (Swift 6.2): `~Escapable`, `@_lifetime(borrow …)`, `Span`.
    func testNonescapableTypes_SE0446() {
        assertLabels(#"""
        struct View: ~Escapable {
            @_lifetime(borrow base)
            init(_ base: borrowing UnsafeRawPointer) {}
        }
        func checksum(_ bytes: Span<UInt8>) -> UInt32 { 0 }
        """#, [
            ("struct", .keyword), ("View", .type), ("Escapable", .type), ("@_lifetime", .attribute),
            ("borrow", .keyword), ("init", .keyword), ("_", .keyword), ("borrowing", .keyword),
            ("UnsafeRawPointer", .type), ("func", .keyword), ("checksum", .function), ("_", .keyword),
            ("Span", .type), ("UInt8", .type), ("UInt32", .type), ("0", .number)
        ])
    }

    /// SE-0487 (Swift 6.2.3): `@nonexhaustive` and `@nonexhaustive(warn)`.
    func testNonexhaustiveEnums_SE0487() {
        assertLabels(#"""
        @nonexhaustive(warn)
        public enum Topping { case basil }
        """#, [
            ("@nonexhaustive", .attribute), ("public", .keyword), ("enum", .keyword), ("Topping", .type),
            ("case", .keyword)
        ])
    }

    /// SE-0461 (Swift 6.2): `nonisolated(nonsending)` on declarations and function types,
    /// `@concurrent`.
    func testNonisolatedNonsendingAndConcurrent_SE0461() {
        assertLabels(#"""
        nonisolated(nonsending) func fetch() async throws -> Data { data }
        @concurrent func decode() async -> Model { model }
        let perform: nonisolated(nonsending) () async -> Int
        """#, [
            ("nonisolated", .keyword), ("nonsending", .keyword), ("func", .keyword), ("fetch", .function),
            ("async", .keyword), ("throws", .keyword), ("Data", .type), ("@concurrent", .attribute),
            ("func", .keyword), ("decode", .function), ("async", .keyword), ("Model", .type), ("let", .keyword),
            ("nonisolated", .keyword), ("nonsending", .keyword), ("async", .keyword), ("Int", .type)
        ])
    }

    /// SE-0521 (accepted): `some P?` and `any P?` without parentheses.
    func testOptionalOpaqueAndExistential_SE0521() {
        assertLabels(#"""
        func render(_ view: some View?) {}
        var delegate: any Delegate? = nil
        let handle: any ~Copyable? = nil
        """#, [
            ("func", .keyword), ("render", .function), ("_", .keyword), ("some", .keyword), ("View", .type),
            ("var", .keyword), ("any", .keyword), ("Delegate", .type), ("nil", .keyword), ("let", .keyword),
            ("any", .keyword), ("Copyable", .type), ("nil", .keyword)
        ])
    }

    /// SE-0377: `consuming` and `borrowing` are keywords before any type, also one that does not start
    /// with a name (`[Int]`, `(…) -> …`, `(any Error)?`, `@Sendable …`).
    func testOwnershipSpecifiersBeforeAnyType_SE0377() {
        assertLabels(#"""
        func a(_ items: consuming [Int]) {}
        func b(_ work: consuming () -> ()) {}
        func c(_ error: consuming (any Error)?) {}
        func d(_ table: borrowing [String: Int]) {}
        func e(_ f: borrowing @Sendable () -> Void) {}
        """#, [
            ("func", .keyword), ("a", .function), ("_", .keyword), ("consuming", .keyword), ("Int", .type),
            ("func", .keyword), ("b", .function), ("_", .keyword), ("consuming", .keyword), ("func", .keyword),
            ("c", .function), ("_", .keyword), ("consuming", .keyword), ("any", .keyword), ("Error", .type),
            ("func", .keyword), ("d", .function), ("_", .keyword), ("borrowing", .keyword), ("String", .type),
            ("Int", .type), ("func", .keyword), ("e", .function), ("_", .keyword), ("borrowing", .keyword),
            ("@Sendable", .attribute), ("Void", .type)
        ])
    }

    /// SE-0451 (Swift 6.2): raw identifiers in backticks, with spaces, digits and operators.
    func testRawIdentifiers_SE0451() {
        assertLabels(#"""
        @Test func `square returns x * x`() {}
        enum Status { case `200` }
        let ok = Status.`200`
        struct `My Type` {}
        """#, [
            ("@Test", .attribute), ("func", .keyword), ("`square returns x * x`", .function), ("enum", .keyword),
            ("Status", .type), ("case", .keyword), ("let", .keyword), ("Status", .type), ("`200`", .property),
            ("struct", .keyword), ("`My Type`", .type)
        ])
    }

    /// SE-0448 (accepted): lookbehind assertions inside a regex literal.
    func testRegexLookbehind_SE0448() {
        assertLabels(#"""
        let price = /(?<=\$)\d+/
        """#, [
            ("let", .keyword), (#"/(?<=\$)\d+/"#, .string)
        ])
    }

    /// SE-0492 (Swift 6.3): `@section("…")` and `@used`.
    func testSectionAndUsedAttributes_SE0492() {
        assertLabels(#"""
        @section("__DATA,plugins") @used
        let entry: Int = 1
        """#, [
            ("@section", .attribute), (#""__DATA,plugins""#, .string), ("@used", .attribute), ("let", .keyword),
            ("Int", .type), ("1", .number)
        ])
    }

    /// SE-0430: `sending` is a keyword before any type, parameter or result.
    func testSendingBeforeAnyType_SE0430() {
        assertLabels(#"""
        func f(_ values: sending [Int]) -> sending [Int] { values }
        func g(_ e: sending (any Error)?) {}
        func h(_ body: sending @escaping () async -> Void) {}
        """#, [
            ("func", .keyword), ("f", .function), ("_", .keyword), ("sending", .keyword), ("Int", .type),
            ("sending", .keyword), ("Int", .type), ("func", .keyword), ("g", .function), ("_", .keyword),
            ("sending", .keyword), ("any", .keyword), ("Error", .type), ("func", .keyword), ("h", .function),
            ("_", .keyword), ("sending", .keyword), ("@escaping", .attribute), ("async", .keyword),
            ("Void", .type)
        ])
    }

    /// SE-0460 (Swift 6.3): `@specialized(where …)`: its where clause is a where clause.
    func testSpecializedAttribute_SE0460() {
        assertLabels(#"""
        @specialized(where Self == [Int])
        func sum() -> Double { 0 }
        """#, [
            ("@specialized", .attribute), ("where", .keyword), ("Self", .keyword), ("Int", .type),
            ("func", .keyword), ("sum", .function), ("Double", .type), ("0", .number)
        ])
    }

    /// SE-0503 (accepted): `~Copyable` on an associated type with a default.
    func testSuppressedAssociatedTypeDefaults_SE0503() {
        assertLabels(#"""
        protocol Queue<Element>: ~Copyable {
            associatedtype Element: ~Copyable = Int
        }
        """#, [
            ("protocol", .keyword), ("Queue", .type), ("Element", .type), ("Copyable", .type),
            ("associatedtype", .keyword), ("Element", .type), ("Copyable", .type), ("Int", .type)
        ])
    }

    /// SE-0518 (Swift 6.4): `~Sendable`.
    func testSuppressedSendable_SE0518() {
        assertLabels(#"""
        struct Handle: ~Sendable {}
        """#, [
            ("struct", .keyword), ("Handle", .type), ("Sendable", .type)
        ])
    }

    /// SE-0508 (Swift 6.4): a trailing closure after an array or dictionary type expression.
    func testTrailingClosureAfterArrayType_SE0508() {
        assertLabels(#"""
        let values = [Int] {
            1
        }
        let lookup = [String: Int] { ("a", 1) }
        """#, [
            ("let", .keyword), ("Int", .type), ("1", .number), ("let", .keyword), ("String", .type),
            ("Int", .type), (#""a""#, .string), ("1", .number)
        ])
    }

    /// SE-0439 (Swift 6.1): trailing commas in parameter, generic parameter and tuple lists.
    func testTrailingCommas_SE0439() {
        assertLabels(#"""
        func load(from url: URL, retries: Int,) {}
        struct Pair<First, Second,> {}
        let tuple = (1, 2,)
        """#, [
            ("func", .keyword), ("load", .function), ("URL", .type), ("Int", .type), ("struct", .keyword),
            ("Pair", .type), ("First", .type), ("Second", .type), ("let", .keyword), ("1", .number),
            ("2", .number)
        ])
    }

    /// SE-0413: `do throws(E) { … }`: the thrown type ends with its parentheses, so a `catch
    /// .status(let code)` after the block is an enum-case pattern (property), not a type.
    func testTypedThrowsInDoStatement_SE0413() {
        assertLabels(#"""
        do throws(NetworkError) {
            try load()
        } catch .status(let code) {
            print(code)
        }
        """#, [
            ("do", .keyword), ("throws", .keyword), ("NetworkError", .type), ("try", .keyword),
            ("load", .function), ("catch", .keyword), ("status", .property), ("let", .keyword),
            ("print", .function)
        ])
    }

    /// SE-0458 (Swift 6.2): `@unsafe`, `@safe`, `for unsafe … in unsafe …`, `@unsafe` conformances.
    func testUnsafeAttributesAndLoops_SE0458() {
        assertLabels(#"""
        @unsafe struct RawBuffer {}
        @safe func checked() {}
        for unsafe byte in unsafe buffer { print(byte) }
        extension Array: @unsafe CustomType {}
        """#, [
            ("@unsafe", .attribute), ("struct", .keyword), ("RawBuffer", .type), ("@safe", .attribute),
            ("func", .keyword), ("checked", .function), ("for", .keyword), ("unsafe", .keyword), ("in", .keyword),
            ("unsafe", .keyword), ("print", .function), ("extension", .keyword), ("Array", .type),
            ("@unsafe", .attribute), ("CustomType", .type)
        ])
    }

    /// SE-0458 (Swift 6.2): `unsafe` starts an expression where swift-syntax's rule for contextual
    /// prefix keywords says so: before a name, literal, `&`, `.member`, or `(`/`[` after a space;
    /// `unsafe(p)` is a call and `x.unsafe` a member.
    func testUnsafeExpression_SE0458() {
        assertLabels(#"""
        let a = unsafe (p + i).pointee
        let b = unsafe p.pointee
        let c = unsafe .init()
        let d = unsafe &x
        let e = unsafe(p)
        let f = x.unsafe
        return unsafe (a, b)
        """#, [
            ("let", .keyword), ("unsafe", .keyword), ("pointee", .property), ("let", .keyword),
            ("unsafe", .keyword), ("pointee", .property), ("let", .keyword), ("unsafe", .keyword),
            ("init", .keyword), ("let", .keyword), ("unsafe", .keyword), ("let", .keyword), ("unsafe", .function),
            ("let", .keyword), ("unsafe", .property), ("return", .keyword), ("unsafe", .keyword)
        ])
    }

    /// SE-0452 (Swift 6.2): value generic parameters `<let count: Int>`, in where clauses and arguments.
    func testValueGenerics_SE0452() {
        assertLabels(#"""
        struct Vector<let count: Int, Element> {
            var storage: InlineArray<count, Element>
        }
        extension Vector where count == 2 {}
        let m = Matrix<3, 4>()
        """#, [
            ("struct", .keyword), ("Vector", .type), ("let", .keyword), ("count", .type), ("Int", .type),
            ("Element", .type), ("var", .keyword), ("InlineArray", .type), ("count", .type), ("Element", .type),
            ("extension", .keyword), ("Vector", .type), ("where", .keyword), ("count", .type), ("2", .number),
            ("let", .keyword), ("Matrix", .type), ("3", .number), ("4", .number)
        ])
    }

    /// SE-0481 (Swift 6.3): `weak let`.
    func testWeakLet_SE0481() {
        assertLabels(#"""
        final class Delegate: Sendable {
            weak let parent: Parent?
        }
        """#, [
            ("final", .keyword), ("class", .keyword), ("Delegate", .type), ("Sendable", .type), ("weak", .keyword),
            ("let", .keyword), ("Parent", .type)
        ])
    }

    /// SE-0474 (accepted for Swift 6.4). Judge: CATEGORIES.md: swift-syntax 603 does not parse
    /// yielding accessors (it reads `yielding` as a stray name and `borrow { … }`/`mutate { … }` as
    /// calls, and drops the whole accessor block of a protocol requirement); `yielding`, `borrow`
    /// and `mutate` are contextual keywords in keyword position, like `mutating get`.
    func testYieldingAccessorsAfterModifiers_SE0474() {
        assertLabels(#"""
        var value: Int {
            mutating yielding borrow { yield shared.count }
            nonmutating yielding mutate { yield &shared.count }
        }
        """#, [
            ("var", .keyword), ("Int", .type), ("mutating", .keyword), ("yielding", .keyword), ("borrow", .keyword),
            ("yield", .keyword), ("count", .property), ("nonmutating", .keyword), ("yielding", .keyword),
            ("mutate", .keyword), ("yield", .keyword), ("count", .property)
        ])
    }

    /// SE-0474 (accepted for Swift 6.4). Judge: CATEGORIES.md: swift-syntax 603 does not parse
    /// yielding accessors (it reads `yielding` as a stray name and `borrow { … }`/`mutate { … }` as
    /// calls, and drops the whole accessor block of a protocol requirement); `yielding`, `borrow`
    /// and `mutate` are contextual keywords in keyword position, like `mutating get`.
    func testYieldingAccessorsAsProtocolRequirements_SE0474() {
        assertLabels(#"""
        protocol Containing {
            var property: UniqueString { yielding borrow }
            var both: UniqueString { get yielding mutate }
        }
        """#, [
            ("protocol", .keyword), ("Containing", .type), ("var", .keyword), ("UniqueString", .type),
            ("yielding", .keyword), ("borrow", .keyword), ("var", .keyword), ("UniqueString", .type), ("get", .keyword),
            ("yielding", .keyword), ("mutate", .keyword)
        ])
    }

    /// SE-0474 (accepted for Swift 6.4). Judge: CATEGORIES.md: swift-syntax 603 does not parse
    /// yielding accessors (it reads `yielding` as a stray name and `borrow { … }`/`mutate { … }` as
    /// calls, and drops the whole accessor block of a protocol requirement); `yielding`, `borrow`
    /// and `mutate` are contextual keywords in keyword position, like `mutating get`.
    func testYieldingBorrowAndMutate_SE0474() {
        assertLabels(#"""
        var property: String {
            yielding borrow { yield x }
            yielding mutate {
                print("Yielding", x)
                yield &x
            }
        }
        """#, [
            ("var", .keyword), ("String", .type), ("yielding", .keyword), ("borrow", .keyword), ("yield", .keyword),
            ("yielding", .keyword), ("mutate", .keyword), ("print", .function), (#""Yielding""#, .string),
            ("yield", .keyword)
        ])
    }

    // MARK: - Helper

    /// Asserts that the labelled runs of `source` are `expected`, in order: each run is a maximal
    /// stretch of bytes of one non-plain category (whitespace between two tokens splits a run), as
    /// the evaluation's scorer sees them.
    private func assertLabels(_ source: String, _ expected: [(String, TokenKind)],
                              file: StaticString = #filePath, line: UInt = #line) {
        let got = labelledRuns(source)
        let render = { (runs: [(String, TokenKind)]) in runs.map { "\($0.0)=\($0.1.name)" }.joined(separator: " ") }
        let both = "\n  got:      \(render(got))\n  expected: \(render(expected))"
        if let k = (0..<min(got.count, expected.count)).first(where: { got[$0].0 != expected[$0].0 || got[$0].1 != expected[$0].1 }) {
            XCTFail("run \(k): got \"\(got[k].0)\" as \(got[k].1.name), expected \"\(expected[k].0)\" as \(expected[k].1.name)" + both,
                    file: file, line: line)
        } else if got.count != expected.count {
            XCTFail("\(got.count) labelled runs, expected \(expected.count)" + both, file: file, line: line)
        }
    }

    /// The non-plain runs of `source`: tokens mapped to their category, byte-adjacent tokens of one
    /// category joined.
    private func labelledRuns(_ source: String) -> [(String, TokenKind)] {
        let bytes = Array(source.utf8)
        var runs: [(start: Int, end: Int, kind: TokenKind)] = []
        for token in Highlighter.tokens(source) {
            let kind = token.kind.category
            if kind == .plain { continue }
            if let last = runs.last, last.end == token.start, last.kind == kind {
                runs[runs.count - 1].end = token.end
            } else {
                runs.append((token.start, token.end, kind))
            }
        }
        return runs.map { (String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.kind) }
    }
}
