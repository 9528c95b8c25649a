/// A file of names given by the user (`--project-names`, `project_names`): a symbol graph or a
/// plain list, read into `ProjectNames`. From a symbol graph each symbol's title counts up to a
/// `(` (so `load(from:)` is `load`), with the role its kind says (`swift.class`, `swift.struct`,
/// `swift.func`, `swift.enum.case`, …).
extension ProjectNames {
    /// Why a file of names could not be read.
    public struct ParseError: Error, Equatable {
        public var message: String
    }

    /// The names of a file given by the user: a symbol graph (JSON, starting with `{`) or a
    /// plain list of names (see `init(list:)`).
    @_optimize(size) public static func parse(_ bytes: [UInt8]) -> Result<ProjectNames, ParseError> {
        var k = 0
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
        if k < bytes.count, bytes[k] == UInt8(ascii: "{") {
            switch symbolGraphNames(bytes) {
            case .success(let names): return .success(names)
            case .failure(let e): return .failure(ParseError(message: "not a readable symbol graph: \(e.message)"))
            }
        }
        return .success(ProjectNames(list: bytes))
    }

    /// The names of the symbol graph `json`.
    @_optimize(size) static func symbolGraphNames(_ json: [UInt8]) -> Result<ProjectNames, SymbolGraph.ReadError> {
        let symbols: [JSONReader.Symbol]
        switch SymbolGraph.symbols(json) {
        case .success(let read): symbols = read
        case .failure(let e): return .failure(e)
        }
        var names = ProjectNames()
        for symbol in symbols {
            guard let title = symbol.title else { continue }
            var name = title[...]
            if let paren = name.firstIndex(of: UInt8(ascii: "(")) { name = name[..<paren] }
            let kind = symbol.kind ?? []
            names.insert(name, as: role(ofSymbolKind: kind), variable: isVariable(symbolKind: kind))
        }
        return .success(names)
    }

    /// Whether a symbol of kind `identifier` is a property or a global variable.
    @_optimize(size) static func isVariable(symbolKind identifier: [UInt8]) -> Bool {
        for s: StaticString in ["swift.property", "swift.type.property", "swift.var"]
            where identifier.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) {
            return true
        }
        return false
    }

    /// The role of a symbol of kind `identifier`.
    @_optimize(size) static func role(ofSymbolKind identifier: [UInt8]) -> Role {
        @_optimize(size) func equals(_ s: StaticString) -> Bool {
            identifier.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        }
        if equals("swift.class") || equals("swift.actor") { return .class }
        if equals("swift.struct") || equals("swift.enum") || equals("swift.protocol") || equals("swift.typealias")
            || equals("swift.associatedtype") { return .type }
        if equals("swift.func") || equals("swift.method") || equals("swift.type.method") || equals("swift.func.op")
            || equals("swift.init") { return .function }
        if equals("swift.enum.case") { return .enumCase }
        if equals("swift.macro") { return .macro }
        return .value
    }
}
