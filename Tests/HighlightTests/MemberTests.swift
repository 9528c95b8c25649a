import XCTest
@testable import Highlight

final class MemberTests: XCTestCase {
    func testPropertiesAndMethods() {
        assertKinds("self.name = user.profile.displayName()", [("self", .keyword), ("name", .property), ("user", .plain), ("profile", .property), ("displayName", .function)])
    }

    func testImplicitMembers() {
        assertKinds("view.padding(.horizontal, 8).foregroundColor(.red)", [("horizontal", .property), ("red", .property)])
        assertKinds("let c: Color = .init(white: 1)", [("init", .keyword)])
        assertKinds("x = .make(1)", [("make", .function)])
    }

    func testEnumPatternsAreProperties() {
        assertKinds("switch r { case .success(let v): use(v) case .failure(let e): throw e }",
                    [("success", .property), ("let", .keyword), ("use", .function), ("failure", .property)])
        assertKinds("if case .some(.value(let x)) = opt { }", [("some", .property), ("value", .property)])
    }

    func testUppercaseMembersAreTypes() {
        assertKinds("Foo.Bar.baz", [("Foo", .type), ("Bar", .type), ("baz", .property)])
        assertKinds("request.method == .GET", [("method", .property), ("GET", .type)])
    }

    func testKeyPaths() {
        assertKinds(#"let k = \.name; let l = \Person.address.city"#, [("\\", .plain), ("name", .property), ("Person", .type), ("address", .property), ("city", .property)])
        assertKinds(#"items.map(\.id)"#, [("map", .function), ("id", .property)])
    }

    func testMetatypes() {
        assertKinds("let t = Int.self; let m: Int.Type", [("Int", .type), ("self", .keyword), ("Type", .keyword)])
    }

    func testOptionalChaining() {
        assertKinds("a?.b?.c()", [("a", .plain), ("b", .property), ("c", .function)])
    }

    func testProjectedValue() {
        assertKinds("Toggle(isOn: $enabled)", [("Toggle", .type), ("$enabled", .plain)])
    }
}
