// SE-0508: trailing closures after array and dictionary type expressions.
extension Array {
    init(@ArrayBuilder<Element> _ build: () -> [Element]) {
        self = build()
    }
}

let values = [Int] {
    1
    2
    3
}

let lookup = [String: Int] {
    ("a", 1)
    ("b", 2)
}

let steps = [Step] {
    Step.fetch
    Step.parse
    if verbose {
        Step.log
    }
}

let empty = [Int]()
let repeated = [String](repeating: "-", count: 3)
