import RegexBuilder

let digit = Regex {
    OneOrMore(.digit)
}

let pair = Regex {
    digit
    /\s*[+-]\s*/
    digit
}

let total = 0
/[a-z]+/.firstMatch(in: "abc")

func words(_ s: String) -> Int {
    let count = s.count
    /\w+/
    return count
}

let ratio = total / 2
let half = total/2
let spaced = total
    / 2
let matches = "a1b2".matches(of: /\d/).count
