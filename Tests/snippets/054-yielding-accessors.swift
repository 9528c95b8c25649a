// SE-0474: yielding borrow and yielding mutate run as coroutines.
struct UniqueBorrow: ~Copyable {
    var x: UniqueString

    var property: UniqueString {
        yielding borrow {
            yield x
        }
    }
}

struct GetMutate {
    var x: String = "Hello"

    var property: String {
        get { print("Getting", x); return x }
        yielding mutate {
            print("Yielding", x)
            yield &x
            print("Post yield", x)
        }
    }
}

extension Array {
    var first: Element? {
        get { isEmpty ? nil : self[0] }
        yielding mutate {
            var tmp: Optional<Element>
            if isEmpty {
                tmp = nil
                yield &tmp
                if let newValue = tmp {
                    self.append(newValue)
                }
            } else {
                tmp = self[0]
                yield &tmp
                if let newValue = tmp {
                    self[0] = newValue
                } else {
                    self.removeFirst()
                }
            }
        }
    }
}

struct Counter {
    var value: Int {
        nonmutating yielding mutate { yield &shared.count }
        mutating yielding borrow { yield shared.count }
    }
}

protocol Containing {
    var property: UniqueString { yielding borrow }
    var mutableProperty: UniqueString { yielding borrow yielding mutate }
}
