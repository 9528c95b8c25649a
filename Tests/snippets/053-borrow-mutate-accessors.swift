// SE-0507: borrow and mutate accessors expose stored values without copying.
struct RigidWrapper<Element: ~Copyable>: ~Copyable {
    private var _element: Element

    init(_ element: consuming Element) {
        _element = element
    }

    var element: Element {
        borrow {
            return _element
        }
        mutate {
            return &_element
        }
    }
}

struct Outer {
    var inner: InnerType {
        borrow { storage.value }
        nonmutating mutate {
            return &storage.value
        }
    }

    var cached: Foo {
        mutating borrow {
            if !cachedValue.available {
                cachedValue.refresh()
            }
            return cachedValue
        }
    }
}

struct ArrayLikeType<Element> {
    subscript(index: Int) -> Element {
        borrow { buffer[index] }
        mutate { &buffer[index] }
    }
}

protocol BorrowingAccess {
    associatedtype Element
    var element: Element { borrow mutate }
    var first: Element { borrow }
}

var owner = RigidWrapper(value)
doSomething(with: owner.element)
doSomeMutation(with: &owner.element)
