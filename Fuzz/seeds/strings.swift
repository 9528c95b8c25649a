let a = "plain \(x + "inner \(y)") \n \u{1F600} \t \\ \" end"
let b = #"raw \(notInterp) \#(interp) "quoted" "#
let c = ##"two "# hashes \##(z)"##
let d = """
    multi "line" \(value)
    continued \
    last
    """
let e = #"""
    raw multi \#(f("x")) """ still
    """#
let emoji = "👩‍👩‍👧 é ü 中文 \u{65}\u{301}"
