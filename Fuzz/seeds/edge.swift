let a = "unterminated
let b = """
never closed \(
let c = /unterminated regex
/* never closed /* nested
