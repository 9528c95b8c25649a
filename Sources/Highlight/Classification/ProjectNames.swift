/// The names of the project, for Xcode's finer kinds (docs/xcode.md): the names an input
/// declares, plus the names the user lists. Every other name is a system name.
public struct ProjectNames: Sendable, Equatable {
    /// Every project name, whatever it names.
    var all: Set<[UInt8]> = []
    /// Names of classes (and actors): their uses get `TokenKind.class`.
    var classes: Set<[UInt8]> = []
    /// Names of enum cases: their uses get `TokenKind.constant`.
    var cases: Set<[UInt8]> = []

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
        all.insert(bytes)
        switch role {
        case .class: classes.insert(bytes)
        case .enumCase: cases.insert(bytes)
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
        all.formUnion(other.all)
        classes.formUnion(other.classes)
        cases.formUnion(other.cases)
    }

    func contains(_ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in set: Set<[UInt8]>) -> Bool {
        guard !set.isEmpty, start >= 0, start < end, end <= src.count, end - start <= ProjectNames.maxNameLength else { return false }
        var s = start, e = end
        // `class` written as `` `class` `` is the name class.
        if e - s >= 3, src[s] == UInt8(ascii: "`"), src[e - 1] == UInt8(ascii: "`") { s += 1; e -= 1 }
        return set.contains(Array(UnsafeBufferPointer(rebasing: src[s..<e])))
    }
}
