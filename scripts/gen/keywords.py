#!/usr/bin/env python3
"""Generates Sources/Highlight/Classification/KeywordTable.swift: the words the classifier recognizes.

Each word is looked up by its length and its bytes packed little-endian into UInt64 words, so
the hot loop compares integers instead of hashing strings. Run after editing WORDS:
    python3 scripts/gen/keywords.py > Sources/Highlight/Classification/KeywordTable.swift
"""

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

def pack(b):
    return sum(c << (8 * k) for k, c in enumerate(b))

M64 = (1 << 64) - 1
FILTER_BITS = 12


def filter_slot(length, lo, hi, top, mult):
    """The slot of a packed word in the table; the Swift side (`Keyword.slot`) must agree."""
    x = (lo ^ ((hi * 31) & M64) ^ ((top * 131) & M64) ^ length) & M64
    return ((x * mult) & M64) >> (64 - FILTER_BITS)


def perfect_multiplier():
    """The first odd multiplier from the golden-ratio one on that gives every keyword a slot
    of its own, so that a slot names at most one keyword."""
    mult = 0x9E3779B97F4A7C15
    while True:
        slots = set()
        for word, _ in WORDS:
            b = word.encode()
            slots.add(filter_slot(len(b), pack(b[:8]), pack(b[8:16]), pack(b[16:]), mult))
        if len(slots) == len(WORDS):
            return mult
        mult = (mult + 2) & M64


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
    w("    /// The keyword's flags.")
    w("    var flags: KeywordFlags {")
    w("        switch self {")
    groups = {}
    for word, fl in WORDS:
        v = sum(FLAG_BITS[c] for c in fl)
        groups.setdefault(v, []).append(case_name(word))
    for v, ns in sorted(groups.items()):
        if v == 0:
            continue
        w(f"        case {', '.join('.`' + n + '`' for n in ns)}:")
        w(f"            return KeywordFlags(rawValue: {v})")
    w("        default:")
    w("            return []")
    w("        }")
    w("    }")
    w("")
    w("    /// The keyword spelled by the `length` bytes at `p`, or `.none`.")
    w("    /// `length` must be the identifier's full length; `p` must point at `length` readable bytes.")
    w("    static func lookup(_ p: UnsafePointer<UInt8>, length: Int) -> Keyword {")
    w("        if length > 20 || length < 1 { return .none }")
    w("        var lo: UInt64 = 0")
    w("        var hi: UInt64 = 0")
    w("        var k = 0")
    w("        while k < length && k < 8 { lo |= UInt64(p[k]) << UInt64(8 * k); k += 1 }")
    w("        while k < length && k < 16 { hi |= UInt64(p[k]) << UInt64(8 * (k - 8)); k += 1 }")
    w("        var top: UInt64 = 0")
    w("        while k < length { top |= UInt64(p[k]) << UInt64(8 * (k - 16)); k += 1 }")
    w("        return match(length, lo, hi, top)")
    w("    }")
    w("")
    w("    /// The keyword spelled by `s[start ..< start + length]`, or `.none`. Where 24 bytes of `s`")
    w("    /// remain, the bytes are packed by three word loads masked to the length instead of one")
    w("    /// shift per byte; otherwise as `lookup(_:length:)`. Out-of-range arguments give `.none`.")
    w("    @inline(__always)")
    w("    static func lookup(in s: UnsafeBufferPointer<UInt8>, at start: Int, length: Int) -> Keyword {")
    w("        guard length >= 1, length <= 20, start >= 0, let base = s.baseAddress else { return .none }")
    w("        let p = base + start")
    w("        if start > s.count - 24 {")
    w("            guard start <= s.count - length else { return .none }")
    w("            return lookup(p, length: length)")
    w("        }")
    w("        @inline(__always) func word(_ k: Int) -> UInt64 {")
    w("            let w = UInt64(littleEndian: UnsafeRawPointer(p + 8 * k).loadUnaligned(as: UInt64.self))")
    w("            let bytes = length - 8 * k")
    w("            if bytes >= 8 { return w }")
    w("            if bytes <= 0 { return 0 }")
    w("            return w & ((UInt64(1) &<< UInt64(8 * bytes)) &- 1)")
    w("        }")
    w("        let lo = word(0), hi = word(1), top = word(2)")
    w("        return match(length, lo, hi, top)")
    w("    }")
    w("")
    mult = perfect_multiplier()
    table = [0] * (1 << FILTER_BITS)
    for i, (word, _) in enumerate(WORDS):
        b = word.encode()
        table[filter_slot(len(b), pack(b[:8]), pack(b[8:16]), pack(b[16:]), mult)] = i + 1
    spellings = [0] * 24
    for word, _ in WORDS:
        b = word.encode()
        assert 0 < len(b) <= 20 and 0 not in b
        spellings += list(b) + [0] * (24 - len(b))
    w(f"    /// The keyword whose packed spelling hashes to each slot (`slot`), as its raw value, or 0:")
    w(f"    /// {len(WORDS)} of {1 << FILTER_BITS} slots, no two keywords in one (the generator picks the")
    w("    /// multiplier of the hash for that). Most identifiers that are no keyword land on a 0.")
    w(f"    static let slots: StaticString = {swift_literal(table)}")
    w("")
    w("    /// Each keyword's spelling (by raw value, from 0 for `.none`), 24 bytes each, padded with zeros.")
    w(f"    static let spellings: StaticString = {swift_literal(spellings)}")
    w("")
    w("    /// A hash of the packed word into the table's slots (see scripts/gen/keywords.py).")
    w("    @inline(__always)")
    w("    static func slot(_ length: Int, _ lo: UInt64, _ hi: UInt64, _ top: UInt64) -> Int {")
    w("        let x = lo ^ (hi &* 31) ^ (top &* 131) ^ UInt64(truncatingIfNeeded: length)")
    w(f"        return Int(truncatingIfNeeded: (x &* 0x{mult:016X}) >> {64 - FILTER_BITS})")
    w("    }")
    w("")
    w("    /// The keyword of `length` bytes packed little-endian into `lo`, `hi`, `top` (zeros past")
    w("    /// the end): one table load, then one comparison of the three words with the spelling in")
    w("    /// that slot. Identifiers hold no zero bytes, so equal words mean equal lengths too.")
    w("    @inline(__always)")
    w("    static func match(_ length: Int, _ lo: UInt64, _ hi: UInt64, _ top: UInt64) -> Keyword {")
    w("        let k = Int(slots.utf8Start[slot(length, lo, hi, top)])")
    w("        if k == 0 { return .none }")
    w("        let spelling = UnsafeRawPointer(spellings.utf8Start + 24 * k)")
    w("        let same = UInt64(littleEndian: spelling.loadUnaligned(as: UInt64.self)) == lo")
    w("            && UInt64(littleEndian: spelling.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == hi")
    w("            && UInt64(littleEndian: spelling.loadUnaligned(fromByteOffset: 16, as: UInt64.self)) == top")
    w("        return same ? Keyword(rawValue: UInt8(truncatingIfNeeded: k)) ?? .none : .none")
    w("    }")
    w("}")
    print("\n".join(out))

main()
