let transform: (Result<[String: [Int]], Error>) -> [String] = { result in
    switch result {
    case .success(let dict):
        return dict.keys.sorted()
    case .failure:
        return []
    }
}
let pipeline = Publishers.CombineLatest<AnyPublisher<Int, Never>, AnyPublisher<String, Never>>(a, b)
let lookup: [String: (Int) -> Bool] = ["even": { $0 % 2 == 0 }, "odd": { $0 % 2 != 0 }]
let nestedOpt: [[Int]?]? = nil
if a < b, c > d { swap(&a, &b) }
let isSorted = zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }
let cmp = x<y
let gen = Array<Int>(repeating: 0, count: 2)
