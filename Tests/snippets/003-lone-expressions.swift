numbers.filter { $0.isMultiple(of: 2) }.map { $0 * $0 }.reduce(0, +)
