let path = "C:\\Users\\\(name)\\Documents"
let emoji = "👋🏽 \u{1F44B} \("nested \("deep")")"
let multi = """
    She said "hi" and \"""quoted\"""
    Line with \(value, format: .number)
    """
let raw2 = ##"A "#quoted"# string with \##(interp)"##
let regexish = "a/b/c".split(separator: "/")
let url = URL(string: "https://example.com/path?q=1#frag")!
let escapedTab = "col1\tcol2\n"
let single = "unterminated
let after = 1
