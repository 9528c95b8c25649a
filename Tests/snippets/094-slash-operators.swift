precedencegroup RatioPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator /^/ : RatioPrecedence
infix operator </> : RatioPrecedence
prefix operator /-

func /^/ (lhs: Int, rhs: Int) -> Int { lhs / rhs + 1 }

func </> (lhs: String, rhs: String) -> String { lhs + "/" + rhs }

prefix func /- (value: Int) -> Int { -value / 2 }

let a = 10 /^/ 3
let path = "usr" </> "lib"
let b = /-a
let c = a /^/ 2 /^/ 1
