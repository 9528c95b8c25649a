import XCTest
@testable import Highlight

/// Bare names by scope (docs/xcode.md): a property or global variable of the project used
/// without a base is a `variable`, unless a binding in scope shadows it. One test per construct.
final class BareNameTests: XCTestCase {
    /// The names that come out as `variable`, as `name@line`.
    private func uses(_ source: String, names: ProjectNames = ProjectNames()) -> [String] {
        let bytes = Array(source.utf8)
        return Highlighter.tokens(source, xcodeKinds: names).compactMap { t in
            guard t.kind == .variable else { return nil }
            let line = bytes[..<t.start].filter { $0 == 0x0A }.count + 1
            return String(decoding: bytes[t.start..<t.end], as: UTF8.self) + "@\(line)"
        }
    }

    func testPropertyUsedWithoutSelfInAMethod() {
        let src = """
        struct Store {
            var items: [Int] = []
            mutating func add(_ item: Int) {
                items.append(item)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@4"])
    }

    func testStaticPropertyAndGlobalVariable() {
        let src = """
        var total = 0
        final class Cache {
            static let shared = Cache()
            func f() { print(total, shared) }
        }
        """
        XCTAssertEqual(uses(src), ["total@4", "shared@4"])
    }

    func testParameterShadowsAProperty() {
        let src = """
        struct S {
            var items = 0
            init(items: Int) { self.items = items }
            func f(from items: Int) -> Int { items }
            func g(_ items: Int) -> Int { items }
            func h() -> Int { items }
        }
        """
        XCTAssertEqual(uses(src), ["items@6"])
    }

    func testDefaultArgumentAndLabelsAreNoParameters() {
        let src = """
        struct S {
            static var limit = 3
            func f(count: Int = limit) { g(limit: count) }
        }
        """
        XCTAssertEqual(uses(src), ["limit@3"])
    }

    func testLocalBindingShadowsAfterItsStatement() {
        let src = """
        struct S {
            var items = [1]
            func f() {
                let items = items.filter { $0 > 0 }
                print(items)
            }
            func g() { print(items) }
        }
        """
        XCTAssertEqual(uses(src), ["items@4", "items@7"])
    }

    func testLocalTupleBindingShadows() {
        let src = "struct S {\n var a = 1\n var b = 2\n func f() {\n  let (a, b) = (b, a)\n  print(a, b)\n }\n}"
        XCTAssertEqual(uses(src), ["b@5", "a@5"])
    }

    func testClosureParametersShadow() {
        let src = """
        struct S {
            var item = 0
            var items = [0]
            func f() {
                items.map { item in item }
                items.map { (item: Int) -> Int in item }
                items.map { item, other in item }
                items.map { $0 + item }
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@6", "items@7", "items@8", "item@8"])
    }

    func testCaptureListShadows() {
        let src = """
        final class S {
            var items = [0]
            func f() {
                let g = { [items] in items.count }
                let h = { [weak self] in items.count }
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5"])
    }

    func testIfLetShadowsInItsBodyOnly() {
        let src = """
        struct S {
            var items: [Int]?
            func f() {
                if let items { print(items) }
                if let items = items, !items.isEmpty { print(items) }
                print(items)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@6"])
    }

    func testIfLetBindingIsNotInScopeInItsOwnInitializer() {
        let src = "struct S {\n var items: [Int]?\n func f() {\n  if let items = g(items) { print(items) }\n }\n}"
        XCTAssertEqual(uses(src), ["items@4"])
    }

    func testWhileLetShadowsInItsBody() {
        let src = "struct S {\n var next: Int?\n mutating func f() {\n  while let next = next { print(next) }\n }\n}"
        XCTAssertEqual(uses(src), ["next@4"])
    }

    func testGuardLetShadowsForTheRestOfTheScope() {
        let src = """
        struct S {
            var items: [Int]?
            func f() {
                guard let items = items else { return }
                print(items)
            }
            func g() { print(items) }
        }
        """
        XCTAssertEqual(uses(src), ["items@4", "items@7"])
    }

    func testGuardBindingsAreNotInScopeInItsElseBlock() {
        let src = """
        struct S {
            var items: [Int]? = nil
            var other = 0
            func f() {
                guard let items = items else { print(items); return }
                print(items)
            }
            func g() {
                guard let other = Optional(other), let items else { print(other, items); return }
                print(other, items)
            }
            func h() {
                if let items = items { print(items) } else { print(items) }
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@5", "other@9", "other@9", "items@9", "items@13", "items@13"])
    }

    func testForBindingShadowsInItsBody() {
        let src = """
        struct S {
            var item = 0
            var items = [0]
            func f() {
                for item in items { print(item) }
                for (item, _) in items.enumerated() { print(item) }
                print(item)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@6", "item@7"])
    }

    func testCaseLetBindingShadowsInItsClause() {
        let src = """
        struct S {
            var value = 0
            func f(_ x: Int?) {
                switch x {
                case let value?: print(value)
                case .some(let value): print(value)
                default: print(value)
                }
                if case let value? = x { print(value) }
            }
        }
        """
        XCTAssertEqual(uses(src), ["value@7"])
    }

    func testNestedFunctionsSeeTheEnclosingParameters() {
        let src = """
        struct S {
            var items = 0
            var count = 0
            func outer(items: Int) {
                func inner() -> Int { items + count }
                let g = { items + count }
            }
        }
        """
        XCTAssertEqual(uses(src), ["count@5", "count@6"])
    }

    func testNestedClosuresSeeTheEnclosingClosureParameters() {
        let src = "struct S {\n var a = 0\n var b = 0\n func f() {\n  g { a in h { b in a + b } }\n  g { x in h { a + b } }\n }\n}"
        XCTAssertEqual(uses(src), ["a@6", "b@6"])
    }

    func testComputedPropertyBodies() {
        let src = """
        struct Rect {
            var width = 1.0, height = 2.0
            var area: Double { width * height }
            var half: Double {
                get { width / 2 }
                set { width = newValue * 2 }
            }
        }
        """
        XCTAssertEqual(uses(src), ["width@3", "height@3", "width@5", "width@6"])
    }

    func testExtensionOfATypeDeclaredInTheInput() {
        let src = """
        extension Store {
            func total() -> Int { items.count }
        }
        struct Store { var items: [Int] }
        """
        XCTAssertEqual(uses(src), ["items@2"])
    }

    func testTopLevelCode() {
        let src = """
        let greeting = "hi"
        print(greeting)
        for greeting in ["a"] { print(greeting) }
        func f() { print(greeting) }
        """
        XCTAssertEqual(uses(src), ["greeting@2", "greeting@4"])
    }

    func testListedPropertyNames() {
        var names = ProjectNames(list: Array("var items\nproperty count\nfunc load\n".utf8))
        names.insert("total", as: .value)
        XCTAssertEqual(uses("func f() { print(items, count, total, load, other) }", names: names),
                       ["items@1", "count@1", "total@1"])
    }

    func testLocalsAndUnknownNamesStayPlain() {
        let src = "func f() {\n  var n = 0\n  n += 1\n  print(n, other)\n}"
        XCTAssertEqual(uses(src), [])
    }

    func testArgumentLabelsAreNoUses() {
        let src = "struct S {\n var items = 0\n func f() { g(items: 1) }\n}"
        XCTAssertEqual(uses(src), [])
    }

    func testForWhereClauseSeesTheLoopVariable() {
        let src = """
        struct S {
            var items = [0]
            var groups = [[0]]
            func f() {
                for items in groups where items.isEmpty { print(items) }
                for items in items where !items.isEmpty {}
                print(items)
            }
        }
        """
        XCTAssertEqual(uses(src), ["groups@5", "items@6", "items@7"])
    }

    func testCaptureListValueIsAUse() {
        let src = """
        final class S {
            var items = [0]
            var count = 0
            func f(count: Int) {
                let g = { [items = items] in items.count }
                let h = { [weak self, copy = items, n = count] in copy.count + n }
                let k = { [self] in items.count }
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@6", "items@7"])
    }

    func testTernaryBranchIsAUse() {
        let src = """
        struct S {
            var items = [0]
            var other = [1]
            func f(_ c: Bool) -> [Int] {
                let a = c ? items : other
                g(a: c ? items : other, b: c ? 1 + count : 2)
                return c ? other
                    : items
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "other@5", "items@6", "other@6", "other@7", "items@8"])
    }

    func testStatementLabelsAndTrailingClosureLabelsAreNoUses() {
        let src = """
        struct S {
            var outer = 0
            var completion = 0
            func f() {
                outer: for x in [1] { continue outer }
                g { } completion: { }
                let d = [outer: 1, completion: 2]
            }
        }
        """
        XCTAssertEqual(uses(src), ["outer@7", "completion@7"])
    }

    func testFunctionTypeParameterNamesAreNoUses() {
        let src = """
        struct S {
            var items = [0]
            func f(handler: (_ items: [Int]) -> Void, other: (for items: Int) -> Int) { handler(items) }
            func g() { let h: (_ items: Int) -> Void = { _ in }; print(items) }
        }
        """
        XCTAssertEqual(uses(src), ["items@3", "items@4"])
    }

    func testSubscriptLabelsAreNoUsesAndDictionaryKeysAre() {
        let src = """
        struct S {
            var items = 0
            func f() {
                print(a[items: 1], b?[items: 2], c()[items: 3])
                print([items: 1], [0: 1, items: 2], x ?? [items: 3])
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@5", "items@5", "items@5"])
    }

    func testSwitchCaseExpressionPatternIsAUse() {
        let src = "struct S {\n var limit = 0\n func f(_ x: Int) {\n  switch x {\n  case limit: break\n  default: break\n  }\n }\n}"
        XCTAssertEqual(uses(src), ["limit@5"])
    }

    func testSetterParameterShadows() {
        let src = """
        struct S {
            var v = 0
            var old = 0
            var x: Int {
                get { v }
                set(v) { print(v, old) }
            }
            var y = 0 {
                willSet(v) { print(v) }
                didSet(old) { print(old, v) }
            }
        }
        """
        XCTAssertEqual(uses(src), ["v@5", "old@6", "v@10"])
    }

    func testImplicitNewValueAndOldValueShadow() {
        let src = """
        struct S {
            var newValue = 0
            var oldValue = 0
            var x: Int {
                get { newValue + oldValue }
                set { print(newValue, oldValue) }
            }
            var y = 0 {
                willSet { print(newValue, oldValue) }
                didSet { print(newValue, oldValue) }
            }
            var z: Int {
                get { 0 }
                set(v) { print(newValue) }
            }
            func f() { print(newValue) }
        }
        """
        XCTAssertEqual(uses(src), ["newValue@5", "oldValue@5", "oldValue@6", "oldValue@9", "newValue@10",
                                   "newValue@14", "newValue@16"])
    }

    func testCaseLetTupleBindingShadowsInItsClause() {
        let src = """
        struct S {
            var items = 0
            var other = 0
            func f(_ x: (Int, Int)) {
                switch x {
                case let (a, items): print(a, items, other)
                case (let a, items): print(a, items)
                default: print(items)
                }
            }
        }
        """
        XCTAssertEqual(uses(src), ["other@6", "items@7", "items@7", "items@8"])
    }

    func testCatchBindingShadowsInItsBlock() {
        let src = """
        struct S {
            var items = 0
            var error = 0
            func f() {
                do { try g() } catch let items { print(items) }
                do { try g() } catch let items as E where items.x { print(items) }
                do { try g() } catch E.bad(let items) { print(items, error) }
                do { try g() } catch { print(error, items) }
                print(items, error)
            }
        }
        """
        XCTAssertEqual(uses(src), ["error@7", "items@8", "items@9", "error@9"])
    }

    func testIfCaseBindingInsideAPatternShadowsInTheBody() {
        let src = """
        struct S {
            var items: [Int]? = nil
            func f() {
                if case .some(let items) = items { print(items) }
                guard case .some(let items) = items else { return }
                print(items)
            }
            func g() {
                while case .some(let items) = next() { print(items) }
                print(items)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@4", "items@5", "items@10"])
    }

    func testNestedFunctionParametersShadowInItsBodyOnly() {
        let src = """
        struct S {
            var items = 0
            func f() {
                func inner(items: Int) -> Int { items }
                func other(_ x: Int, and items: Int) { print(items) }
                print(items)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@6"])
    }

    func testGuardLetShorthandShadowsForTheRestOfTheScope() {
        let src = """
        struct S {
            var items: [Int]?
            func f() {
                print(items)
                guard let items else { return }
                print(items)
            }
        }
        """
        XCTAssertEqual(uses(src), ["items@4"])
    }

    func testPropertyWrapperProjectionAndStorage() {
        let src = """
        struct S {
            @State var items = 0
            init(items: Int) { _items = State(initialValue: items) }
            func f() { print($items, _items, $other, self.$items, self._items) }
            func g(_items: Int) { print(_items, _other) }
            func h() { list.map { $items in items } }
        }
        """
        XCTAssertEqual(uses(src), ["_items@3", "$items@4", "_items@4"])
    }

    /// Scopes, bindings and closure headers on one long line take linear time.
    func testHostileScopesTakeLinearTime() {
        let prefix = "var items = 0\n"
        for unit in ["{ items in ", "{ [items] a, b in items ", "if let items = items { ", "guard let items else { ",
                     "func f(items: Int) { ", "case let items: items ", "for items in items { items } ", "} items ",
                     "( { items } ", "let (a, b) = (items, ", "{ [", "{ (a: ", "items ",
                     "for items in items where items { ", "{ [a = items, b = f(items, ", "c ? items : ",
                     "} catch let items where items { ", "catch" + String(repeating: " ", count: 1000),
                     "set(v) { newValue ", "didSet { ", "$items _items ", "outer: break outer ", "[items: (items: ",
                     "guard let items = items, let a else { items ", "guard let a else { guard let b else { "] {
            let (_, tokens) = assertLinearTime(unit, count: 4_096 / unit.utf8.count,
                                               input: { prefix + String(repeating: unit, count: $0) }) {
                Highlighter.tokens($0, xcodeKinds: ProjectNames())
            }
            for (a, b) in zip(tokens, tokens.dropFirst()) where a.end > b.start { return XCTFail("overlap in \(unit)") }
        }
    }
}
