indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case negate(Expr)
    case variable(name: String)
}

func eval(_ e: Expr, env: [String: Int]) -> Int {
    switch e {
    case .number(let n): return n
    case let .add(l, r): return eval(l, env: env) + eval(r, env: env)
    case .negate(.number(let n)): return -n
    case .negate(let inner): return -eval(inner, env: env)
    case .variable(name: let name) where env[name] != nil:
        return env[name]!
    case .variable:
        return 0
    }
}

if case .some(let x) = optional, x > 3 { print(x) }
guard case let .success(value) = result else { return }
for case let .number(n) in exprs where n > 0 { total += n }
switch (a, b) {
case (0, _), (_, 0): break
case (let x, let y) where x == y: print("same")
@unknown default: fatalError()
}
