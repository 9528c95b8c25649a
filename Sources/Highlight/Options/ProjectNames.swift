/// The names of the project, for Xcode's finer kinds (docs/xcode.md): the names an input
/// declares, plus the names the user lists. Every other name is a system name.
///
/// The same table also holds the system names the user lists with their roles
/// (`formUnion(system:)`): a system class or actor makes a system type name `systemClass`, a
/// system enum case makes a system property name `systemConstant`. A name that is both a
/// project name and a listed system name is the project's.
public struct ProjectNames: Sendable, Equatable {
    /// The names, shared between copies until one changes (copy on write). A class: options
    /// hold a `ProjectNames`, and copying a struct of tables makes the runtime build their
    /// type metadata on first use (callgrind: 250,000 instructions per process).
    private var table = NameTableBox.empty

    public static func == (a: ProjectNames, b: ProjectNames) -> Bool {
        a.table === b.table || a.table.names == b.table.names
    }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&table) || table === NameTableBox.empty { table = NameTableBox(table.names) }
    }

    /// Role bits of a name: a project name (`projectBit`) that is a class or an enum case, and a
    /// listed system class or enum case. A name without `projectBit` is a system name.
    static let classBit: UInt8 = 1, caseBit: UInt8 = 2, projectBit: UInt8 = 4
    static let systemClassBit: UInt8 = 8, systemCaseBit: UInt8 = 16
    /// A project name that is a property (instance or static) or a global variable: used without
    /// a base and not shadowed by a binding, it is a `property` (`BareNames`).
    static let variableBit: UInt8 = 32

    /// The longest name accepted, in bytes; longer lines of a list are skipped.
    public static let maxNameLength = 1024

    public init() {}

    /// What a listed or declared name names.
    public enum Role: Sendable {
        case type, `class`, function, value, enumCase, macro
    }

    /// Adds `name` as a project name of `role` (a `.value` is a property or global variable).
    public mutating func insert(_ name: String, as role: Role) {
        insert(Array(name.utf8)[...], as: role)
    }

    /// Adds `name` as a project name of `role`; a `.value` is a property or global variable
    /// unless `variable` is false (a name declared in code, which may be a local).
    mutating func insert(_ name: ArraySlice<UInt8>, as role: Role, variable: Bool? = nil) {
        guard !name.isEmpty, name.count <= ProjectNames.maxNameLength else { return }
        unique()
        var bits = role == .class ? ProjectNames.classBit : role == .enumCase ? ProjectNames.caseBit : 0
        if role == .value && (variable ?? true) { bits |= ProjectNames.variableBit }
        name.withUnsafeBufferPointer { table.names.insert($0, bits: bits | ProjectNames.projectBit) }
    }

    /// Whether the name `src[start..<end]` is a property or global variable of the project.
    func isVariable(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let bits = lookup(src, start, end) ?? 0
        return bits & ProjectNames.variableBit != 0 && bits & ProjectNames.projectBit != 0
    }

    /// Whether nothing is listed (neither project nor system names).
    public var isEmpty: Bool { table.names.count == 0 }

    /// The names of a plain list: one name a line, optionally after a word that says what it
    /// names (`class Cache`, `func load`, `case north`; see docs/xcode.md). Blank lines and lines
    /// starting with `#` are skipped, spaces and tabs around words ignored, lines longer than
    /// `maxNameLength` skipped. Any bytes are accepted: names are compared as bytes.
    public init(list: [UInt8]) {
        self.init()
        add(list: list[...])
    }

    mutating func add(list: ArraySlice<UInt8>) {
        var lineStart = list.startIndex
        while lineStart < list.endIndex {
            var lineEnd = lineStart
            while lineEnd < list.endIndex, list[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            addLine(list[lineStart..<lineEnd])
            lineStart = lineEnd + 1
        }
    }

    private mutating func addLine(_ line: ArraySlice<UInt8>) {
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0D }
        var words: [ArraySlice<UInt8>] = []
        var k = line.startIndex
        while k < line.endIndex, words.count < 3 {
            while k < line.endIndex, isSpace(line[k]) { k += 1 }
            let start = k
            while k < line.endIndex, !isSpace(line[k]) { k += 1 }
            if k > start { words.append(line[start..<k]) }
        }
        guard let first = words.first, first.first != UInt8(ascii: "#") else { return }
        if words.count == 1 {
            insert(first, as: .value)
        } else if words.count == 2, let role = ProjectNames.role(ofWord: first) {
            insert(words[1], as: role)
        }
    }

    /// The role a list's leading word (a Swift declaration keyword) stands for.
    static func role<C: Collection>(ofWord word: C) -> Role? where C.Element == UInt8 {
        let count = word.count
        func equals(_ s: StaticString) -> Bool {
            guard count == s.utf8CodeUnitCount else { return false }
            return word.withContiguousStorageIfAvailable { ByteScan.equal($0, s) }
                ?? word.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        }
        if equals("class") || equals("actor") { return .class }
        if equals("struct") || equals("enum") || equals("protocol") || equals("typealias")
            || equals("associatedtype") || equals("type") { return .type }
        if equals("func") || equals("init") || equals("subscript") { return .function }
        if equals("var") || equals("let") || equals("property") { return .value }
        if equals("case") { return .enumCase }
        if equals("macro") { return .macro }
        return nil
    }

    /// Adds every name of `other`.
    public mutating func formUnion(_ other: ProjectNames) {
        unique()
        let names = other.table.names
        names.bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<names.count {
                let name = UnsafeBufferPointer(rebasing: bytes[Int(names.starts[i])..<Int(names.starts[i + 1])])
                table.names.insert(name, bits: names.roles[i])
            }
        }
    }

    /// Adds every name of `system` as a system name, with its role: the project names of
    /// `system` that are classes (or actors) become system classes, its enum cases system enum
    /// cases (and its system names stay system names). Its other names are left out: a system
    /// name of another role is a system name already, listed or not.
    public mutating func formUnion(system: ProjectNames) {
        let names = system.table.names
        guard names.count > 0 else { return }
        unique()
        names.bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<names.count {
                let roles = names.roles[i]
                var bits: UInt8 = 0
                if roles & (ProjectNames.classBit | ProjectNames.systemClassBit) != 0 { bits |= ProjectNames.systemClassBit }
                if roles & (ProjectNames.caseBit | ProjectNames.systemCaseBit) != 0 { bits |= ProjectNames.systemCaseBit }
                guard bits != 0 else { continue }
                let name = UnsafeBufferPointer(rebasing: bytes[Int(names.starts[i])..<Int(names.starts[i + 1])])
                table.names.insert(name, bits: bits)
            }
        }
    }

    /// The role bits of the name `src[start..<end]` (backquotes taken off), or nil when it is
    /// in neither list.
    func lookup(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt8? {
        guard table.names.count > 0, start >= 0, start < end, end <= src.count,
              end - start <= ProjectNames.maxNameLength else { return nil }
        var s = start, e = end
        // `class` written as `` `class` `` is the name class.
        if e - s >= 3, src[s] == UInt8(ascii: "`"), src[e - 1] == UInt8(ascii: "`") { s += 1; e -= 1 }
        return table.names.find(UnsafeBufferPointer(rebasing: src[s..<e]))
    }
}

/// The storage of `ProjectNames`: changed only while uniquely referenced (or copied first), so
/// sharing it between threads is safe.
private final class NameTableBox: @unchecked Sendable {
    var names: NameTable

    init(_ names: NameTable) { self.names = names }

    /// The empty table every new `ProjectNames` starts with (never changed).
    static let empty = NameTableBox(NameTable())
}

/// A set of byte strings with role bits: the names side by side in one array and an open
/// addressing table of indices (FNV-1a hashes). Our own rather than `Set<[UInt8]>`, whose
/// hashing and storage code would add kilobytes to the WebAssembly module.
struct NameTable: Equatable {
    /// The names, one after the other: name i is `bytes[starts[i] ..< starts[i + 1]]`.
    var bytes: [UInt8] = []
    var starts: [Int32] = [0]
    /// Role bits of each name.
    var roles: [UInt8] = []
    /// Name index + 1 per slot, 0 for an empty slot; a power of two long.
    var slots: [Int32] = []

    var count: Int { roles.count }

    static func == (a: NameTable, b: NameTable) -> Bool {
        guard a.count == b.count else { return false }
        return a.bytes.withUnsafeBufferPointer { bytes in
            (0..<a.count).allSatisfy { i in
                b.find(UnsafeBufferPointer(rebasing: bytes[Int(a.starts[i])..<Int(a.starts[i + 1])])) == a.roles[i]
            }
        }
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in name { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// The slot of `name`: where it is, or the empty slot where it would go.
    private func slot(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        // Masked as UInt32 first: a hash above Int32.max does not fit `Int` on wasm32.
        var k = Int(NameTable.hash(name) & UInt32(truncatingIfNeeded: mask))
        while true {
            let entry = Int(slots[k])
            if entry == 0 { return k }
            let i = entry - 1
            let s = Int(starts[i]), e = Int(starts[i + 1])
            if e - s == name.count, bytes.withUnsafeBufferPointer({ ByteScan.equal(UnsafeBufferPointer(rebasing: $0[s..<e]), name) }) {
                return k
            }
            k = (k + 1) & mask
        }
    }

    /// The index of `name` (as `intern` returned it), or nil when it is not in the table.
    func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        let entry = Int(slots[slot(name)])
        return entry == 0 ? nil : entry - 1
    }

    /// The role bits of `name`, or nil when it is not in the table.
    func find(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard !slots.isEmpty else { return nil }
        let entry = Int(slots[slot(name)])
        return entry == 0 ? nil : roles[entry - 1]
    }

    /// Adds `name` with role bits `bits` (or-ed into an existing entry's).
    mutating func insert(_ name: UnsafeBufferPointer<UInt8>, bits: UInt8) {
        _ = intern(name, bits: bits)
    }

    /// The index of `name` (0, 1, … in order of first insertion), added with role bits `bits`
    /// (or-ed into an existing entry's); nil when the table is full (2 GiB of names).
    mutating func intern(_ name: UnsafeBufferPointer<UInt8>, bits: UInt8 = 0) -> Int? {
        guard bytes.count + name.count < Int(Int32.max) else { return nil }
        if (count + 1) * 2 > slots.count { grow() }
        let k = slot(name)
        let entry = Int(slots[k])
        if entry != 0 {
            roles[entry - 1] |= bits
            return entry - 1
        }
        bytes.append(contentsOf: name)
        starts.append(Int32(bytes.count))
        roles.append(bits)
        slots[k] = Int32(count)
        return count - 1
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(16, slots.count * 2))
        let mask = slots.count - 1
        bytes.withUnsafeBufferPointer { all in
            for i in 0..<count {
                var k = Int(NameTable.hash(UnsafeBufferPointer(rebasing: all[Int(starts[i])..<Int(starts[i + 1])]))
                            & UInt32(truncatingIfNeeded: mask))
                while slots[k] != 0 { k = (k + 1) & mask }
                slots[k] = Int32(i + 1)
            }
        }
    }
}
