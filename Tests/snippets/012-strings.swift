let name = "World"
let greeting = "Hello, \(name)!"
let nested = "Total: \(items.map { "\($0.price)" }.joined(separator: ", "))"
let raw = #"Use \n literally and \#(name) interpolated"#
let multi = """
    Dear \(name),
      Thanks for "everything".
    \tIndented with a tab \u{1F600}
    """
let rawMulti = #"""
    A "quoted" \(not interpolated) line
    """#
let json = "{\"key\": \"value\"}"
let slash = "/* not a comment */"
let char: Character = "a"
