#!/usr/bin/env python3
"""Generates Sources/Highlight/Classification/KeywordTable.swift: the words the classifier recognizes.

Each word is looked up by a key of four bytes that the tokenizer reads without a loop (its
length and its first, third and last bytes), whose slot in a perfect-hash table names the one
keyword it can be; a name is hashed by one multiplication, not byte by byte. Run after editing WORDS:
    python3 scripts/gen/keywords.py > Sources/Highlight/Classification/KeywordTable.swift
`--check` compares the committed file with what this script writes (a test stage), so that the
list of words stays said once, here.
"""

import os
import sys

# (word, flags). Flags (see KeywordFlags in KeywordTable.swift):
#   R reserved: a keyword wherever it is not a member name or an argument label
#   D starts a declaration (func, var, struct, ...)
#   M declaration modifier (public, final, mutating, ...)
#   E expression keyword that stays a keyword even as a label (`self:`)
#   A accessor name (get, set, willSet, ...)
WORDS = [
    # declarations
    ("associatedtype", "RD"), ("class", "RD"), ("deinit", "RD"), ("enum", "RD"), ("extension", "RD"),
    ("func", "RD"), ("import", "RD"), ("init", "RD"), ("let", "RD"), ("operator", "RD"),
    ("precedencegroup", "RD"), ("protocol", "RD"), ("struct", "RD"), ("subscript", "RD"),
    ("typealias", "RD"), ("var", "RD"), ("actor", "D"), ("macro", "D"), ("case", "RD"),
    # modifiers
    ("fileprivate", "RM"), ("internal", "RM"), ("private", "RM"), ("public", "RM"), ("static", "RM"),
    ("inout", "R"), ("open", "M"), ("package", "M"), ("final", "M"), ("override", "M"),
    ("mutating", "M"), ("nonmutating", "M"), ("convenience", "M"), ("required", "M"), ("lazy", "M"),
    ("weak", "M"), ("unowned", "M"), ("dynamic", "M"), ("optional", "M"), ("indirect", "M"),
    ("prefix", "M"), ("postfix", "M"), ("infix", "M"), ("nonisolated", "M"), ("distributed", "M"),
    ("consuming", "M"), ("borrowing", "M"), ("isolated", ""), ("sending", ""), ("__consuming", "M"),
    ("__owned", ""), ("__shared", ""), ("_const", ""),
    # statements
    ("break", "R"), ("continue", "R"), ("default", "R"), ("defer", "R"), ("do", "R"), ("else", "R"),
    ("fallthrough", "R"), ("for", "R"), ("guard", "R"), ("if", "R"), ("in", "R"), ("repeat", "R"),
    ("return", "R"), ("throw", "R"), ("switch", "R"), ("where", "R"), ("while", "R"), ("catch", "R"),
    # expressions and types
    ("Any", "RE"), ("as", "R"), ("is", "R"), ("false", "RE"), ("true", "RE"), ("nil", "RE"),
    ("self", "RE"), ("Self", "RE"), ("super", "RE"), ("throws", "R"), ("rethrows", "R"), ("try", "R"),
    ("_", "RE"), ("await", ""), ("async", ""), ("some", ""), ("any", ""), ("each", ""),
    ("consume", ""), ("copy", ""), ("discard", ""), ("unsafe", ""), ("yield", ""), ("of", ""), ("Type", ""), ("Protocol", ""),
    # accessors (`borrow` is also the `@_lifetime(borrow x)` dependence kind; `yielding` prefixes
    # `borrow` and `mutate` as a modifier would). `read` and `modify` are not: they were the
    # experimental spellings of `yielding borrow`/`yielding mutate` (SE-0474), which swift-syntax
    # reads as calls.
    ("get", "A"), ("set", "A"), ("willSet", "A"), ("didSet", "A"), ("_read", "A"), ("_modify", "A"),
    ("unsafeAddress", "A"), ("unsafeMutableAddress", "A"), ("borrow", "A"), ("mutate", "A"), ("yielding", "M"),
    ("_init", ""),
    # precedence groups
    ("associativity", ""), ("higherThan", ""), ("lowerThan", ""), ("assignment", ""), ("left", ""),
    ("right", ""), ("none", ""),
    # modifier arguments and special argument labels
    ("safe", ""), ("nonsending", ""), ("getter", ""), ("setter", ""), ("file", ""), ("line", ""), ("visibility", ""),
    # legacy literals
    ("__FILE__", "RE"), ("__LINE__", "RE"), ("__COLUMN__", "RE"), ("__FUNCTION__", "RE"), ("__DSO_HANDLE__", "RE"),
]

FLAG_BITS = {"R": 1, "D": 2, "M": 4, "E": 8, "A": 16}

def case_name(word):
    special = {"_": "underscore", "Self": "selfType", "Any": "anyType", "Type": "typeMeta",
               "Protocol": "protocolMeta", "none": "none_"}
    if word in special:
        return special[word]
    w = word.lstrip("_")
    lead = len(word) - len(w)
    return "u" * lead + ("_" if lead else "") + w

M32 = (1 << 32) - 1
SLOT_BITS = 12


def key(b):
    """A word's key: its length and its first, third (the last if shorter) and last bytes, as
    `Keyword.lookup` packs them."""
    return b[0] | b[min(2, len(b) - 1)] << 8 | b[-1] << 16 | len(b) << 24


def slot(x, mult):
    """The slot of a key in the table; the Swift side (`Keyword.slot`) must agree."""
    return ((x * mult) & M32) >> (32 - SLOT_BITS)


def perfect_multiplier():
    """The first odd multiplier from the golden-ratio one on that gives every keyword a slot
    of its own, so that a slot names at most one keyword. The keys must differ for that."""
    keys = [key(word.encode()) for word, _ in WORDS]
    assert len(set(keys)) == len(keys), "two keywords share length, first, third and last byte"
    mult = 0x9E3779B1
    while True:
        if len({slot(x, mult) for x in keys}) == len(keys):
            return mult
        mult = (mult + 2) & M32


M64 = (1 << 64) - 1
SHORT_SLOT_BITS = 10


def short_word(b):
    """A word of at most 8 bytes as the little-endian integer of its bytes, the rest zeros, as
    `Keyword.lookupShort` reads it."""
    return int.from_bytes(b + bytes(8 - len(b)), "little")


def short_slot(w, mult):
    """The slot of a short word in the short table; the Swift side (`Keyword.lookupShort`) must agree."""
    return ((w * mult) & M64) >> (64 - SHORT_SLOT_BITS)


def short_multiplier():
    """The first odd multiplier from the golden-ratio one on that gives every keyword of at
    most 8 bytes a slot of its own in the short table."""
    words = [short_word(w.encode()) for w, _ in WORDS if len(w) <= 8]
    mult = 0x9E3779B97F4A7C15
    while len({short_slot(x, mult) for x in words}) != len(words):
        mult = (mult + 2) & M64
    return mult


MEDIUM_SLOT_BITS = 8


def medium_key(b):
    """A word of 9 to 15 bytes as `Keyword.lookupMedium` hashes it: the little-endian integers of
    its first 8 bytes and of the others (zeros above them), added."""
    return (int.from_bytes(b[:8], "little") + int.from_bytes(b[8:] + bytes(16 - len(b)), "little")) & M64


def medium_slot(x, mult):
    """The slot of a medium key in the medium table; the Swift side (`Keyword.lookupMedium`) must agree."""
    return ((x * mult) & M64) >> (64 - MEDIUM_SLOT_BITS)


def medium_multiplier(short_mult):
    """The first odd multiplier from the short table's on that gives every keyword of 9 to 15
    bytes a slot of its own in the medium table. Where that is the short table's own (as for
    today's keywords), `Keyword.scanIdentifierAndKeyword`, which takes one of the two lookups,
    loads one constant for both."""
    keys = [medium_key(w.encode()) for w, _ in WORDS if 9 <= len(w) <= 15]
    mult = short_mult
    while len({medium_slot(x, mult) for x in keys}) != len(keys):
        mult = (mult + 2) & M64
    return mult


def swift_literal(codes):
    """A Swift string literal whose UTF-8 bytes are `codes` (all below 0x80)."""
    out = []
    for c in codes:
        assert 0 <= c < 0x80
        if c == 0x22:
            out.append('\\"')
        elif c == 0x5C:
            out.append("\\\\")
        elif 0x20 <= c < 0x7F:
            out.append(chr(c))
        else:
            out.append("\\u{%x}" % c)
    return '"' + "".join(out) + '"'


def main():
    names = [case_name(w) for w, _ in WORDS]
    assert len(set(names)) == len(names)
    # `slots` holds raw values as the bytes of an ASCII StaticString: at most 127 words.
    assert len(WORDS) < 0x80, f"{len(WORDS)} words: the slot table holds at most 127"
    out = []
    w = out.append
    w("// Generated by scripts/gen/keywords.py. Do not edit by hand.")
    w("")
    w("/// A word the classifier knows. `.none` is any other identifier.")
    w("enum Keyword: UInt8 {")
    w("    case none = 0")
    # Raw values in declaration order, without a gap: `lookup` takes a raw value's bits for its case.
    for i, (word, _) in enumerate(WORDS):
        w(f"    /// `{word}`")
        w(f"    case `{case_name(word)}` = {i + 1}")
    w("}")
    w("")
    w("/// Properties of a keyword, as bit flags.")
    w("struct KeywordFlags: OptionSet {")
    w("    let rawValue: UInt8")
    w("    /// A keyword wherever it is not a member name or an argument label.")
    w("    static let reserved = KeywordFlags(rawValue: 1)")
    w("    /// Starts a declaration.")
    w("    static let declaration = KeywordFlags(rawValue: 2)")
    w("    /// A declaration modifier.")
    w("    static let modifier = KeywordFlags(rawValue: 4)")
    w("    /// An expression keyword that stays a keyword in label position (`self:`).")
    w("    static let expression = KeywordFlags(rawValue: 8)")
    w("    /// An accessor name inside a property's braces.")
    w("    static let accessor = KeywordFlags(rawValue: 16)")
    w("}")
    w("")
    w("extension Keyword {")
    mult = perfect_multiplier()
    table = [0] * (1 << SLOT_BITS)
    for i, (word, _) in enumerate(WORDS):
        table[slot(key(word.encode()), mult)] = i + 1
    short_mult = short_multiplier()
    short_table = [0] * (1 << SHORT_SLOT_BITS)
    for i, (word, _) in enumerate(WORDS):
        if len(word) <= 8:
            short_table[short_slot(short_word(word.encode()), short_mult)] = i + 1
    medium_mult = medium_multiplier(short_mult)
    medium_table = [0] * (1 << MEDIUM_SLOT_BITS)
    for i, (word, _) in enumerate(WORDS):
        if 9 <= len(word) <= 15:
            medium_table[medium_slot(medium_key(word.encode()), medium_mult)] = i + 1
    spellings = [0] * 24
    lengths = [0]
    flags = [0]
    for word, fl in WORDS:
        b = word.encode()
        assert 0 < len(b) <= 20 and 0 not in b
        spellings += list(b) + [0] * (24 - len(b))
        lengths.append(len(b))
        flags.append(sum(FLAG_BITS[c] for c in fl))
    lengths += [0] * (128 - len(lengths))
    short_spellings = []
    for k in range(128):
        short_spellings += (spellings[24 * k:24 * k + 8] + [0] * 8)[:8]
    flags += [0] * (128 - len(flags))
    w("    /// The keyword's flags.")
    w("    @inline(__always)")
    w("    var flags: KeywordFlags {")
    w("        // `flagTable` has 128 bytes and a raw value is below 128 (the enum's last case is 127).")
    w("        KeywordFlags(rawValue: Keyword.flagTable.utf8Start[Int(rawValue & 0x7F)])")
    w("    }")
    w("")
    w("    /// Each keyword's flags (by raw value; 128 bytes).")
    w(f"    static let flagTable: StaticString = {swift_literal(flags)}")
    w("")
    w("    /// The keyword spelled by the `length` bytes at `p`, or `.none`.")
    w("    /// `length` must be the identifier's full length; `p` must point at `length` readable bytes.")
    w("    /// Reads only those bytes: the first, the third (or the last, if shorter) and the last pick")
    w("    /// the one keyword that may match (`slot`); most other identifiers end there, on a 0 or")
    w("    /// on a length that differs. The candidate is then compared in at most three loads.")
    w("    @inline(__always)")
    w("    static func lookup(_ p: UnsafePointer<UInt8>, length: Int) -> Keyword {")
    w("        // One unsigned comparison for 1...20; within it no arithmetic below can overflow.")
    w("        guard UInt(bitPattern: length &- 1) < 20 else { return .none }")
    w("        // Most names are rejected here: no keyword of this length starts with this byte.")
    w("        guard firstBytes(length) &>> UInt64(p[0] & 63) & 1 != 0 else { return .none }")
    w("        let third = p[length > 2 ? 2 : length &- 1]")
    w("        let x = UInt32(p[0]) | UInt32(third) &<< 8 | UInt32(p[length &- 1]) &<< 16 | UInt32(truncatingIfNeeded: length) &<< 24")
    w("        let k = Int(slots.utf8Start[slot(x)])")
    w("        // `lengths` has 128 bytes and `k` is a raw value, below 128.")
    w("        guard k != 0 && Int(lengths.utf8Start[k]) == length && spells(k, p, length) else { return .none }")
    w("        // The cases are declared in the order of their raw values, from 0 on without a gap, and a")
    w("        // case with no payload is stored as its index in that order: `k` (1...127) is its case's bits.")
    w("        return unsafeBitCast(UInt8(truncatingIfNeeded: k), to: Keyword.self)")
    w("    }")
    w("")
    w("    /// The keyword spelled by `s[start ..< end]`, or `.none`. Out-of-range arguments give `.none`.")
    w("    /// Transparent, so that it is inlined even into the largest callers (the classifier's `name`).")
    w("    @_transparent")
    w("    static func lookup(in s: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {")
    w("        let length = end &- start")
    w("        // A name of 1...8 bytes with 8 bytes readable from its start `>= 0` (all but those near the")
    w("        // input's end) is read in one load; `s` is then not empty and has a base address.")
    w("        if UInt(bitPattern: length &- 1) < 8 && start >= 0 && s.count &- start >= 8 {")
    w("            let p = UnsafeRawPointer(s.baseAddress.unsafelyUnwrapped + start)")
    w("            return lookupShort(p.loadUnaligned(as: UInt64.self), length: length)")
    w("        }")
    w("        // 1...20 bytes from `start >= 0` to `end <= s.count`: within `s`, which is then not empty")
    w("        // and has a base address.")
    w("        guard UInt(bitPattern: length &- 1) < 20, start >= 0, end <= s.count else { return .none }")
    w("        return lookup(s.baseAddress.unsafelyUnwrapped + start, length: length)")
    w("    }")
    w("")
    w("    /// The keyword of `length` bytes (1...8) that are the first bytes of `word` (read from memory,")
    w("    /// so in the machine's byte order), or `.none`: the bytes, as a little-endian integer with")
    w("    /// zeros above them, pick the one keyword of at most 8 bytes that may match (`shortSlots`, by")
    w("    /// one multiplication) and are compared with its row of `spellings` (zeros after the word)")
    w("    /// at once. Empty slots hold 0, whose row is all zeros and whose length is 0: no name matches it.")
    w("    @_transparent")
    w("    static func lookupShort(_ word: UInt64, length: Int) -> Keyword {")
    w("        let k = shortSlot(word, length: length)")
    w("        // `lengths` has 128 bytes and `k` is a raw value, below 128.")
    w("        guard Int(lengths.utf8Start[k]) == length else { return .none }")
    w("        return unsafeBitCast(UInt8(truncatingIfNeeded: k), to: Keyword.self)")
    w("    }")
    w("")
    w("    /// `lookupShort` for a name's bytes, none of which is 0 (no keyword's is either): equal words")
    w("    /// are then of equal length, so the comparison of the words decides the length too.")
    w("    @_transparent")
    w("    static func lookupShortName(_ word: UInt64, length: Int) -> Keyword {")
    w("        unsafeBitCast(UInt8(truncatingIfNeeded: shortSlot(word, length: length)), to: Keyword.self)")
    w("    }")
    w("")
    w("    /// The raw value of the keyword of at most 8 bytes whose row of `spellings` begins with the")
    w("    /// `length` bytes (1...8) of `word` and zeros (`lookupShort`), or 0.")
    w("    @_transparent")
    w("    static func shortSlot(_ word: UInt64, length: Int) -> Int {")
    w("        // `length` is 1...8: the shift is 0...56.")
    w("        let bytes = UInt64(littleEndian: word) & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length))")
    w(f"        let k = Int(shortSlots.utf8Start[Int(truncatingIfNeeded: (bytes &* 0x{short_mult:016X}) &>> {64 - SHORT_SLOT_BITS})])")
    w("        // `k` is a raw value, below 128: its row lies in the table.")
    w("        #if arch(wasm32)")
    w("        let row = UInt64(littleEndian: UnsafeRawPointer(spellings.utf8Start + 24 &* k).loadUnaligned(as: UInt64.self))")
    w("        #else")
    w("        let row = UInt64(littleEndian: UnsafeRawPointer(shortSpellings.utf8Start + 8 &* k).loadUnaligned(as: UInt64.self))")
    w("        #endif")
    w("        return row == bytes ? k : 0")
    w("    }")
    w("")
    w("    /// The keyword of `length` bytes (9...15) whose first 8 bytes are `head` and whose others are")
    w("    /// the first bytes of `tail` (both read from memory, so in the machine's byte order), or")
    w("    /// `.none`: as `lookupShort` does for at most 8 bytes, with the two words as little-endian")
    w("    /// integers (the second with zeros above the name's bytes), their sum hashed to a slot of")
    w("    /// `mediumSlots` and both compared with the first 16 bytes of its row of `spellings` (a")
    w("    /// keyword of 16 bytes or more is no name of at most 15). None of the `length` bytes is 0.")
    w("    @_transparent")
    w("    static func lookupMedium(_ head: UInt64, _ tail: UInt64, length: Int) -> Keyword {")
    w("        let first = UInt64(littleEndian: head)")
    w("        // `length` is 9...15: the shift is 8...56.")
    w("        let rest = UInt64(littleEndian: tail) & (UInt64.max &>> UInt64(truncatingIfNeeded: 128 &- 8 &* length))")
    w(f"        let k = Int(mediumSlots.utf8Start[Int(truncatingIfNeeded: ((first &+ rest) &* 0x{medium_mult:016X}) &>> {64 - MEDIUM_SLOT_BITS})])")
    w("        // `k` is a raw value, below 128: its row of `spellings` (24 bytes) lies in the table.")
    w("        let row = UnsafeRawPointer(spellings.utf8Start + 24 &* k)")
    w("        guard UInt64(littleEndian: row.loadUnaligned(as: UInt64.self)) == first,")
    w("              UInt64(littleEndian: row.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == rest else { return .none }")
    w("        return unsafeBitCast(UInt8(truncatingIfNeeded: k), to: Keyword.self)")
    w("    }")
    w("")
    w(f"    /// The keyword whose (length, first, third, last byte) key hashes to each slot (`slot`),")
    w(f"    /// as its raw value, or 0: {len(WORDS)} of {1 << SLOT_BITS} slots, no two keywords in one (the")
    w("    /// generator checks that the keys differ and picks the multiplier of the hash for that).")
    w(f"    static let slots: StaticString = {swift_literal(table)}")
    w("")
    w(f"    /// The keyword of at most 8 bytes whose bytes, as a little-endian integer, hash to each slot")
    w(f"    /// (`lookupShort`), as its raw value, or 0: {sum(1 for x in short_table if x)} of {1 << SHORT_SLOT_BITS} slots, no two keywords in one.")
    w(f"    static let shortSlots: StaticString = {swift_literal(short_table)}")
    w("")
    w(f"    /// The keyword of 9 to 15 bytes whose two words hash to each slot (`lookupMedium`), as its")
    w(f"    /// raw value, or 0: {sum(1 for x in medium_table if x)} of {1 << MEDIUM_SLOT_BITS} slots, no two keywords in one.")
    w(f"    static let mediumSlots: StaticString = {swift_literal(medium_table)}")
    w("")
    w("    /// Each keyword's spelling (by raw value, from 0 for `.none`), 24 bytes each, padded with zeros.")
    w(f"    static let spellings: StaticString = {swift_literal(spellings)}")
    w("")
    w("    #if !arch(wasm32)")
    w("    /// The first 8 bytes of each row of `spellings` (128 rows of 8 bytes), for `shortSlot`: a row")
    w("    /// found by the raw value scaled in the load's address, without the multiplication by 24.")
    w("    /// (Not in WebAssembly, for the modules' size.)")
    w(f"    static let shortSpellings: StaticString = {swift_literal(short_spellings)}")
    w("    #endif")
    w("")
    w("    /// Each keyword's length in bytes (by raw value; 128 bytes).")
    w(f"    static let lengths: StaticString = {swift_literal(lengths)}")
    w("")
    first = [0] * 21
    for word, _ in WORDS:
        b = word.encode()
        first[len(b)] |= 1 << (b[0] & 63)
    w("    /// For each length (1...20), the first bytes of the keywords of that length, as bits")
    w("    /// `byte & 63` (letters and `_` take bits of their own; any other byte only costs the")
    w("    /// look at the table that follows).")
    w("    @inline(__always)")
    w("    static func firstBytes(_ length: Int) -> UInt64 {")
    w("        switch length {")
    for n in range(1, 21):
        w(f"        case {n}: return 0x{first[n]:016X}")
    w("        default: return 0")
    w("        }")
    w("    }")
    w("")
    w("    /// The slot of a key: `x` times the multiplier, its top bits (see scripts/gen/keywords.py).")
    w("    @inline(__always)")
    w("    static func slot(_ x: UInt32) -> Int {")
    w(f"        Int(truncatingIfNeeded: (x &* 0x{mult:08X}) >> {32 - SLOT_BITS})")
    w("    }")
    w("")
    w("    /// Whether the `length` bytes at `p` spell keyword `k`, whose length is `length` (1...20).")
    w("    /// The loads from `p` are at offsets 0, 8 and `length - 8` (or `length - 4`, `length - 2`)")
    w("    /// with the width chosen by the length, so all lie inside the `length` bytes; the row of")
    w("    /// `k` in `spellings` holds 24 bytes.")
    w("    @inline(__always)")
    w("    static func spells(_ k: Int, _ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {")
    w("        let a = UnsafeRawPointer(p)")
    w("        let b = UnsafeRawPointer(spellings.utf8Start + 24 * k)")
    w("        @inline(__always) func same<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> Bool {")
    w("            a.loadUnaligned(fromByteOffset: offset, as: T.self) == b.loadUnaligned(fromByteOffset: offset, as: T.self)")
    w("        }")
    w("        if length >= 8 {")
    w("            return same(0, UInt64.self) && (length <= 16 || same(8, UInt64.self)) && same(length - 8, UInt64.self)")
    w("        }")
    w("        if length >= 4 { return same(0, UInt32.self) && same(length - 4, UInt32.self) }")
    w("        if length >= 2 { return same(0, UInt16.self) && same(length - 2, UInt16.self) }")
    w("        return p[0] == b.load(as: UInt8.self)")
    w("    }")
    w("}")
    text = "\n".join(out) + "\n"
    if sys.argv[1:] == ["--check"]:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                            "Sources", "Highlight", "Classification", "KeywordTable.swift")
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("KeywordTable.swift differs from scripts/gen/keywords.py's output: run "
                         "python3 scripts/gen/keywords.py > Sources/Highlight/Classification/KeywordTable.swift")
        return
    sys.stdout.write(text)

main()
