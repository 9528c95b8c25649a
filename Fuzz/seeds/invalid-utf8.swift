import Swift
let bad = "À¯ í € õ€ € â‚"
