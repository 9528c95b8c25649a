/// One token as stored in a batch: offsets fit 32 bits because inputs are shorter than 4 GiB.
struct BatchedToken {
    var start: UInt32
    var end: UInt32
    var kind: TokenKind
}
