import RegexBuilder

let input = "name: John, age: 42"
let simple = /(\w+): (\d+)/
if let match = input.firstMatch(of: simple) {
    print(match.1, match.2)
}
let extended = #/
  (?<key> \w+ ) : \s* (?<value> \d+ )
/#
let word = Reference(Substring.self)
let regex = Regex {
    Capture(as: word) {
        OneOrMore(.word)
    }
    ": "
    TryCapture {
        OneOrMore(.digit)
    } transform: { Int($0) }
}
let ratio = total / count / 2
let parts = line.split(separator: "/")
