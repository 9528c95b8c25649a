import XCTest
@testable import Highlight

final class DeclarationTests: XCTestCase {
    func testTypeDeclarations() {
        for keyword in ["struct", "class", "enum", "protocol", "actor", "extension"] {
            assertKinds("\(keyword) Shape: Equatable {}", [(keyword, .keyword), ("Shape", .type), ("Equatable", .type)])
        }
        assertKinds("typealias Handler = (Int) -> Void", [("typealias", .keyword), ("Handler", .type), ("Int", .type), ("Void", .type)])
        assertKinds("associatedtype Element: Hashable", [("associatedtype", .keyword), ("Element", .type), ("Hashable", .type)])
    }

    func testLowercaseDeclaredTypeNames() {
        assertKinds("struct point {}", [("point", .type)])
    }

    func testFunctionDeclarations() {
        assertKinds("func area(of shape: Shape, scale: Double = 1) -> Double {",
                    [("func", .keyword), ("area", .function), ("of", .plain), ("shape", .plain), ("Shape", .type),
                     ("scale", .plain), ("Double", .type), ("1", .number), ("->", .operator), ("Double", .type)])
        assertKinds("func map<T, U>(_ f: (T) -> U) -> [U]", [("map", .function), ("T", .type), ("U", .type), ("_", .keyword)])
    }

    func testOperatorFunctionNameIsPlain() {
        assertKinds("static func == (lhs: A, rhs: A) -> Bool", [("static", .keyword), ("func", .keyword), ("lhs", .plain), ("A", .type)])
    }

    func testMacroDeclaration() {
        assertKinds("public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: \"M\", type: \"S\")",
                    [("public", .keyword), ("macro", .keyword), ("stringify", .function), ("T", .type), ("#externalMacro", .macro)])
    }

    func testVariableNamesArePlainEvenWhenUppercase() {
        assertKinds("let Default = 1; var count: Int", [("Default", .plain), ("count", .plain), ("Int", .type)])
    }

    func testEnumCases() {
        assertKinds("enum E { case a, B(Int), c(label: String) }",
                    [("a", .plain), ("B", .plain), ("Int", .type), ("c", .plain), ("label", .plain), ("String", .type)])
        assertKinds("indirect enum Tree { indirect case node(Tree) }", [("indirect", .keyword), ("indirect", .keyword), ("node", .plain), ("Tree", .type)])
    }

    func testComputedPropertiesAndAccessors() {
        assertKinds("var x: Int { get set }", [("get", .keyword), ("set", .keyword)])
        assertKinds("var y: Int { get async throws { 1 } }", [("get", .keyword), ("async", .keyword), ("throws", .keyword)])
        assertKinds("var z = 0 { willSet { } didSet { print(oldValue) } }", [("willSet", .keyword), ("didSet", .keyword), ("print", .function)])
        assertKinds("subscript(i: Int) -> T { get { a[i] } nonmutating set { } }", [("subscript", .keyword), ("get", .keyword), ("nonmutating", .keyword), ("set", .keyword)])
    }

    func testGetAndSetOutsideAccessorsAreNames() {
        assertKinds("let get = store.get(key); set(value)", [("get", .plain), ("get", .function), ("set", .function)])
    }

    func testModifiers() {
        assertKinds("public private(set) var v = 1", [("public", .keyword), ("private", .keyword), ("set", .keyword), ("var", .keyword)])
        assertKinds("open override func f() {}", [("open", .keyword), ("override", .keyword)])
        assertKinds("nonisolated(unsafe) static var shared = S()", [("nonisolated", .keyword), ("unsafe", .keyword), ("static", .keyword)])
        assertKinds("package final class K {}", [("package", .keyword), ("final", .keyword), ("class", .keyword), ("K", .type)])
        assertKinds("let open = true; file.open()", [("open", .plain), ("open", .function)])
    }

    func testImportNamesArePlain() {
        assertKinds("@testable import Foundation\nimport struct Swift.Array", [("@testable", .attribute), ("import", .keyword), ("Foundation", .plain),
                                                                              ("struct", .keyword), ("Swift", .plain), ("Array", .plain)])
    }

    func testNoncopyableAndOwnership() {
        assertKinds("struct File: ~Copyable { consuming func close() {} borrowing func read() {} }",
                    [("File", .type), ("~", .plain), ("Copyable", .type), ("consuming", .keyword), ("close", .function), ("borrowing", .keyword)])
        assertKinds("func f(_ x: borrowing Foo, _ y: consuming Bar, z: sending Baz) {}",
                    [("borrowing", .keyword), ("consuming", .keyword), ("sending", .keyword)])
    }

    func testTypedThrows() {
        assertKinds("func parse() throws(ParseError) -> Int", [("throws", .keyword), ("ParseError", .type), ("Int", .type)])
    }

    func testParameterPacks() {
        assertKinds("func all<each T>(_ v: repeat each T) {}", [("each", .keyword), ("T", .type), ("repeat", .keyword), ("each", .keyword), ("T", .type)])
    }

    func testPrecedenceGroupAndOperator() {
        assertKinds("precedencegroup Pow { higherThan: MultiplicationPrecedence associativity: right }\ninfix operator **: Pow",
                    [("precedencegroup", .keyword), ("Pow", .plain), ("higherThan", .keyword), ("MultiplicationPrecedence", .plain),
                     ("associativity", .keyword), ("right", .keyword), ("infix", .keyword), ("operator", .keyword), ("Pow", .plain)])
    }

    func testGenericWhereClause() {
        assertKinds("extension Array where Element: Equatable {}", [("Array", .type), ("where", .keyword), ("Element", .type), ("Equatable", .type)])
    }
}
