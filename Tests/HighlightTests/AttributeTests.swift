import XCTest
@testable import Highlight

final class AttributeTests: XCTestCase {
    func testSimpleAttributes() {
        assertKinds("@MainActor final class VM {}", [("@MainActor", .attribute), ("final", .keyword), ("VM", .type)])
        assertKinds("@objc dynamic var x = 0", [("@objc", .attribute), ("dynamic", .keyword)])
        assertKinds("func f(_ g: @escaping @Sendable () -> Void)", [("@escaping", .attribute), ("@Sendable", .attribute)])
    }

    func testDottedAttributeName() {
        assertKinds("@Foo.Bar var v", [("@Foo.Bar", .attribute)])
    }

    func testAvailabilityArgumentsAreKeywords() {
        assertKinds("@available(iOS 15.0, macOS 12, *)", [("@available", .attribute), ("iOS", .keyword), ("15.0", .number), ("macOS", .keyword), ("12", .number)])
        assertKinds("@available(*, deprecated, message: \"use g\", renamed: \"g\")",
                    [("deprecated", .keyword), ("message", .keyword), ("\"use g\"", .string), ("renamed", .keyword)])
        assertKinds("if #available(iOS 17, *) { }", [("#available", .macro), ("iOS", .keyword), ("17", .number)])
    }

    func testAttributeArgumentsFollowNormalRules() {
        assertKinds("@Argument(help: \"The name\") var name: String", [("@Argument", .attribute), ("help", .plain), ("\"The name\"", .string)])
        assertKinds("@attached(member, names: named(init))", [("@attached", .attribute), ("member", .plain), ("names", .plain), ("named", .function)])
    }

    func testObjCNamesArePlain() {
        assertKinds("@objc(MyClass) class C {}", [("@objc", .attribute), ("MyClass", .plain)])
        assertKinds("@convention(c) @inline(__always)", [("@convention", .attribute), ("c", .plain), ("@inline", .attribute), ("__always", .plain)])
    }

    func testUnknownDefault() {
        assertKinds("@unknown default: break", [("@unknown", .attribute), ("default", .keyword)])
    }

    func testPropertyWrappers() {
        assertKinds("@State private var count = 0", [("@State", .attribute), ("private", .keyword), ("count", .plain)])
    }
}
