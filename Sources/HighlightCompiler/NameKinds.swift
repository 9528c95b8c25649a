#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Highlight

/// Xcode's kinds of the names of some code as the compiler resolved them, read from the
/// abstract syntax tree `swiftc -dump-ast -dump-ast-format json` prints: for each declaration
/// and each reference to one (its byte range, the referenced declaration's USR, the mangled
/// type of a type used as a value), the `ResolvedName` Xcode's themes colour it as.
///
/// - References: an empty USR is a local or a parameter (`plain`); otherwise the declaration is
///   the project's when this code declares it or its USR names a project module (the code's
///   own, `main`, or one found in a `-I` folder), else the system's. A variable or property is a
///   `property` (`systemProperty`) after a dot and, used bare, a project `variable`; an enum
///   case a `constant` (`systemConstant`); a function a `function` (`systemFunction`); a type
///   used as a value a `class` (`systemClass`) when the mangled type is a class, else a `type`
///   (`systemType`).
/// - Declarations: type names `typeDeclaration`, functions `functionDeclaration`, variables,
///   properties and enum cases `otherDeclaration`.
///
/// What the tree does not say (type annotations, which it prints without their places; a
/// system variable used bare; compiler-made code) gets no name: the engine's rules decide
/// there. A name whose bytes are not at its place, or two kinds for one range, are dropped.
enum NameKinds {
    /// How deep a syntax tree is read (each operand of `a + b + …` nests about four levels
    /// deeper): a deeper one, or one longer than `JSON.maxLength`, gives no names, and the
    /// engine's rules decide.
    static let maxDepth = 512

    /// The names of `code` in the dump `json`; empty when it cannot be read.
    static func resolve(dump: [UInt8], code: [UInt8], projectModules: Set<String>) -> [ResolvedName] {
        guard !dump.isEmpty, case .success(let tree) = JSON.parse(dump, maxDepth: maxDepth) else { return [] }
        var reader = Reader(code: code, projectModules: projectModules)
        reader.collectDeclarations(tree)
        reader.visit(tree)
        return reader.names()
    }

    /// The module names of the `.swiftmodule`s in `folders` (a SwiftPM package's
    /// `.build/debug/Modules`): the project's modules besides the code's own.
    static func modules(in folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            guard let dir = opendir(folder) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasSuffix(".swiftmodule"), name.count > 12 { found.append(String(name.dropLast(12))) }
            }
        }
        return Array(Set(found)).sorted()
    }

    enum Role { case type(isClass: Bool), function, variable, enumCase, skip }

    struct Reader {
        let code: [UInt8]
        let projectModules: Set<String>
        /// The code's own declarations: USR → role.
        var declared: [String: Role] = [:]
        /// Each range's kind; nil where two kinds were found.
        var found: [Int: (end: Int, kind: TokenKind?)] = [:]

        init(code: [UInt8], projectModules: Set<String>) {
            self.code = code
            self.projectModules = projectModules
        }

        mutating func collectDeclarations(_ node: JSON) {
            switch node {
            case .array(let items): for i in items { collectDeclarations(i) }
            case .object(let members):
                if let usr = node["usr"]?.string, !usr.isEmpty, let kind = node["_kind"]?.string {
                    declared[usr] = Reader.role(ofDeclaration: kind)
                }
                for m in members { collectDeclarations(m.value) }
            default: break
            }
        }

        static func role(ofDeclaration kind: String) -> Role {
            switch kind {
            case "class_decl": return .type(isClass: true)
            case "struct_decl", "enum_decl", "protocol_decl", "type_alias_decl", "typealias_decl", "associated_type_decl":
                return .type(isClass: false)
            case "func_decl": return .function
            case "var_decl": return .variable
            case "enum_element_decl": return .enumCase
            default: return .skip
            }
        }

        mutating func visit(_ node: JSON) {
            switch node {
            case .array(let items): for i in items { visit(i) }
            case .object(let members):
                if node["implicit"] != .bool(true), let kind = node["_kind"]?.string { resolve(node, kind) }
                for m in members { visit(m.value) }
            default: break
            }
        }

        mutating func resolve(_ node: JSON, _ kind: String) {
            guard let range = node["range"], let start = range["start"]?.int, let end = range["end"]?.int,
                  0 <= start, start <= end, end < code.count else { return }
            switch kind {
            case "declref_expr":
                reference(node["decl"], at: start)
            case "member_ref_expr":
                reference(node["decl"], at: end)
            case "type_expr":
                guard let type = node["type"]?.string, let t = Reader.nominalType(type) else { return }
                let project = projectModules.contains(t.module)
                let kind: TokenKind = t.isClass ? (project ? .class : .systemClass) : (project ? .type : .systemType)
                add(at: end, name: t.name, kind: kind)
            case "var_decl", "enum_element_decl":
                guard let name = node["name"]?["base_name"]?["name"]?.string else { return }
                add(at: start, name: name, kind: .otherDeclaration)
            case "class_decl", "struct_decl", "enum_decl", "protocol_decl", "func_decl", "type_alias_decl", "typealias_decl":
                guard let name = node["name"]?["base_name"]?["name"]?.string,
                      let at = declaredName(name, from: start, to: end) else { return }
                add(at: at, name: name, kind: kind == "func_decl" ? .functionDeclaration : .typeDeclaration)
            default:
                break
            }
        }

        mutating func reference(_ decl: JSON?, at start: Int) {
            guard let decl, let name = decl["base_name"]?.string, let usr = decl["decl_usr"]?.string,
                  name != "self", name != "Self", name != "super", name != "init" else { return }
            if usr.isEmpty {
                add(at: start, name: name, kind: .plain)
                return
            }
            let project = declared[usr] != nil || isProject(usr: usr)
            let role = declared[usr] ?? Reader.role(ofUSR: usr)
            let kind: TokenKind
            switch role {
            case .type(let isClass): kind = isClass ? (project ? .class : .systemClass) : (project ? .type : .systemType)
            case .function: kind = project ? .function : .systemFunction
            case .enumCase: kind = project ? .constant : .systemConstant
            case .variable:
                if followsDot(start) { kind = project ? .property : .systemProperty } else if project { kind = .variable } else { return }
            case .skip: return
            }
            add(at: start, name: name, kind: kind)
        }

        /// A declaration's role from its USR alone (one the code does not declare).
        static func role(ofUSR usr: String) -> Role {
            if usr.hasSuffix("vp") { return .variable }
            if usr.hasSuffix("fc") || usr.hasSuffix("fC") { return .skip }
            if isEnumCase(usr: usr) { return .enumCase }
            if usr.hasSuffix("F") { return .function }
            if usr.hasSuffix("C") { return .type(isClass: true) }
            if usr.hasSuffix("V") || usr.hasSuffix("O") || usr.hasSuffix("P") || usr.hasSuffix("a") { return .type(isClass: false) }
            return .skip
        }

        /// Whether a USR names an enum case: its type is a function from its enum's metatype,
        /// which the mangling names by a substitution (`…O16orderedAscendingyA2CmF`,
        /// `s:Sq4noneyxSgABmlF` with a generic signature), where a function that takes a
        /// metatype names the type (`…yySimF`).
        static func isEnumCase(usr: String) -> Bool {
            var b = Array(usr.utf8).reversed().makeIterator()
            guard b.next() == UInt8(ascii: "F") else { return false }
            var c = b.next()
            if c == UInt8(ascii: "l") { c = b.next() }
            guard c == UInt8(ascii: "m"), let letter = b.next(), letter >= 0x41, letter <= 0x5A else { return false }
            var d = b.next()
            while let digit = d, digit >= 0x30, digit <= 0x39 { d = b.next() }
            return d == UInt8(ascii: "A")
        }

        /// Whether a USR names a declaration of a project module: `s:4main…`, or an extension
        /// a project module declares (`s:Sa4mainE…`).
        func isProject(usr: String) -> Bool {
            let bytes = Array(usr.utf8)
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "s"), bytes[1] == UInt8(ascii: ":") else { return false }
            var i = 2
            if let (module, _) = Reader.identifier(bytes, &i), projectModules.contains(module) { return true }
            for m in projectModules where usr.contains("\(m.utf8.count)\(m)E") { return true }
            return false
        }

        /// Whether a `.` comes just before `start` (spaces and line breaks apart).
        func followsDot(_ start: Int) -> Bool {
            var k = start - 1
            while k >= 0, code[k] == 0x20 || code[k] == 0x09 || code[k] == 0x0A || code[k] == 0x0D { k -= 1 }
            return k >= 0 && code[k] == UInt8(ascii: ".")
        }

        /// The offset of the declared `name` in `start...end`: the first place it follows a
        /// declaring keyword and spaces.
        func declaredName(_ name: String, from start: Int, to end: Int) -> Int? {
            let n = Array(name.utf8)
            guard !n.isEmpty else { return nil }
            let keywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "actor", "func", "typealias", "associatedtype"].map { Array($0.utf8) }
            var k = start
            let limit = min(end, code.count - n.count)
            while k <= limit {
                if code[k] == n[0], code[k..<k + n.count].elementsEqual(n), isBoundary(k - 1), isBoundary(k + n.count) {
                    var j = k - 1
                    while j >= 0, code[j] == 0x20 || code[j] == 0x09 || code[j] == 0x0A { j -= 1 }
                    if keywords.contains(where: { j + 1 >= $0.count && code[(j + 1 - $0.count)...j].elementsEqual($0) && isBoundary(j - $0.count) }) {
                        return k
                    }
                }
                k += 1
            }
            return nil
        }

        func isBoundary(_ k: Int) -> Bool {
            guard k >= 0, k < code.count else { return true }
            let c = code[k]
            return !((c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "_") || c >= 0x80)
        }

        /// Records `name` at `start` (or backquoted there) with `kind`.
        mutating func add(at start: Int, name: String, kind: TokenKind) {
            let n = Array(name.utf8)
            guard !n.isEmpty else { return }
            var s = start, e = start + n.count
            if start < code.count, code[start] == UInt8(ascii: "`") {
                e += 2
                guard e <= code.count, code[e - 1] == UInt8(ascii: "`") else { return }
                s = start + 1
            }
            guard e <= code.count, code[s..<s + n.count].elementsEqual(n) else { return }
            if let had = found[start] {
                if had.end != e || had.kind != kind { found[start] = (had.end, nil) }
            } else {
                found[start] = (e, kind)
            }
        }

        func names() -> [ResolvedName] {
            found.compactMap { start, v in v.kind.map { ResolvedName(start: start, end: v.end, kind: $0) } }
                .sorted { $0.start < $1.start }
        }

        /// The module, last name and whether it is a class, of a mangled nominal type or its
        /// metatype (`$s4main7CounterCmD`, `$sSSmD`, `$sSo8NSObjectCmD`, `$s4main3BoxVySiGmD`);
        /// nil for anything else.
        static func nominalType(_ mangled: String) -> (module: String, name: String, isClass: Bool)? {
            let b = Array(mangled.utf8)
            guard b.count > 3, b[0] == UInt8(ascii: "$"), b[1] == UInt8(ascii: "s") else { return nil }
            var i = 2
            let module: String
            if b[i] == UInt8(ascii: "s") {
                module = "Swift"
                i += 1
            } else if b[i] == UInt8(ascii: "S"), i + 1 < b.count {
                if b[i + 1] == UInt8(ascii: "o") || b[i + 1] == UInt8(ascii: "C") {
                    module = "__C"
                    i += 2
                } else {
                    guard let name = standardTypes[b[i + 1]] else { return nil }
                    return ("Swift", name, false)
                }
            } else {
                guard let (m, _) = identifier(b, &i) else { return nil }
                module = m
            }
            var last: (String, Bool)?
            while i < b.count, b[i] >= 0x31, b[i] <= 0x39 {
                guard let (name, _) = identifier(b, &i), i < b.count else { return nil }
                switch b[i] {
                case UInt8(ascii: "C"): last = (name, true)
                case UInt8(ascii: "V"), UInt8(ascii: "O"), UInt8(ascii: "P"), UInt8(ascii: "a"): last = (name, false)
                default: return nil
                }
                i += 1
            }
            guard let (name, isClass) = last else { return nil }
            return (module, name, isClass)
        }

        /// The standard library's types with a substitution of their own (`Si`: `Int`).
        static let standardTypes: [UInt8: String] = [
            UInt8(ascii: "i"): "Int", UInt8(ascii: "u"): "UInt", UInt8(ascii: "S"): "String", UInt8(ascii: "d"): "Double",
            UInt8(ascii: "f"): "Float", UInt8(ascii: "b"): "Bool", UInt8(ascii: "a"): "Array", UInt8(ascii: "D"): "Dictionary",
            UInt8(ascii: "h"): "Set", UInt8(ascii: "q"): "Optional", UInt8(ascii: "J"): "Character", UInt8(ascii: "y"): "Substring",
            UInt8(ascii: "n"): "Range", UInt8(ascii: "N"): "ClosedRange",
        ]

        /// A length-prefixed identifier at `i` (`4main`), and its length; nil for anything else
        /// (word substitutions, Punycode).
        static func identifier(_ b: [UInt8], _ i: inout Int) -> (String, Int)? {
            var n = 0, digits = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                guard digits < 6, !(digits == 0 && b[i] == 0x30) else { return nil }
                n = n * 10 + Int(b[i] - 0x30)
                digits += 1
                i += 1
            }
            guard digits > 0, n > 0, b.count - i >= n else { return nil }
            let name = String(decoding: b[i..<i + n], as: UTF8.self)
            i += n
            return (name, n)
        }
    }
}
