/// The names of the project, for Xcode's finer kinds (docs/xcode.md): the names an input
/// declares, plus the names the user lists. Every other name is a system name.
public struct ProjectNames: Sendable, Equatable {
    /// The sets, shared between copies until one changes (copy on write). A class: options
    /// hold a `ProjectNames`, and copying a struct of sets makes the runtime build the sets'
    /// type metadata on first use (callgrind: 250,000 instructions per process).
    private var sets = NameSets.empty

    /// Every project name, whatever it names.
    var all: Set<[UInt8]> { sets.all }
    /// Names of classes (and actors): their uses get `TokenKind.class`.
    var classes: Set<[UInt8]> { sets.classes }
    /// Names of enum cases: their uses get `TokenKind.constant`.
    var cases: Set<[UInt8]> { sets.cases }

    public static func == (a: ProjectNames, b: ProjectNames) -> Bool {
        a.sets === b.sets || (a.all == b.all && a.classes == b.classes && a.cases == b.cases)
    }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&sets) || sets === NameSets.empty { sets = sets.copy() }
    }

    /// The longest name accepted, in bytes; longer lines of a list are skipped.
    public static let maxNameLength = 1024

    public init() {}

    /// What a listed or declared name names.
    public enum Role: Sendable {
        case type, `class`, function, value, enumCase, macro
    }

    /// Adds `name` as a project name of `role`.
    public mutating func insert(_ name: String, as role: Role) {
        insert(Array(name.utf8)[...], as: role)
    }

    mutating func insert(_ name: ArraySlice<UInt8>, as role: Role) {
        guard !name.isEmpty, name.count <= ProjectNames.maxNameLength else { return }
        let bytes = Array(name)
        unique()
        sets.all.insert(bytes)
        switch role {
        case .class: sets.classes.insert(bytes)
        case .enumCase: sets.cases.insert(bytes)
        default: break
        }
    }

    /// Whether nothing is listed.
    public var isEmpty: Bool { all.isEmpty }

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
        func equals(_ s: StaticString) -> Bool {
            word.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
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
        sets.all.formUnion(other.all)
        sets.classes.formUnion(other.classes)
        sets.cases.formUnion(other.cases)
    }

    func contains(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in set: Set<[UInt8]>) -> Bool {
        guard !set.isEmpty, start >= 0, start < end, end <= src.count, end - start <= ProjectNames.maxNameLength else { return false }
        var s = start, e = end
        // `class` written as `` `class` `` is the name class.
        if e - s >= 3, src[s] == UInt8(ascii: "`"), src[e - 1] == UInt8(ascii: "`") { s += 1; e -= 1 }
        return set.contains(Array(UnsafeBufferPointer(rebasing: src[s..<e])))
    }
}

/// The storage of `ProjectNames`: changed only while uniquely referenced (or copied first), so
/// sharing it between threads is safe.
private final class NameSets: @unchecked Sendable {
    var all: Set<[UInt8]> = []
    var classes: Set<[UInt8]> = []
    var cases: Set<[UInt8]> = []

    /// The empty sets every new `ProjectNames` starts with (never changed).
    static let empty = NameSets()

    func copy() -> NameSets {
        let c = NameSets()
        c.all = all
        c.classes = classes
        c.cases = cases
        return c
    }
}
