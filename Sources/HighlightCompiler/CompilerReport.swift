import Highlight

/// What the compiler knows of some code: the hovers of its names, in order, its
/// diagnostics, in the compiler's order, and Xcode's kinds of its names as the compiler
/// resolved them (`HighlightOptions.resolvedNames`), in order; nil when they were not asked
/// for (`CompilerSettings.resolvesNames`).
public struct CompilerReport: Equatable, Sendable {
    public var hovers: [Hover]
    public var diagnostics: [Diagnostic]
    public var names: [ResolvedName]?

    public init(hovers: [Hover] = [], diagnostics: [Diagnostic] = [], names: [ResolvedName]? = nil) {
        self.hovers = hovers
        self.diagnostics = diagnostics
        self.names = names
    }

    /// `--format hovers`: `[{"start":…,"end":…,"text":…}]`, byte offsets into the code.
    public var hoversJSON: JSON {
        .array(hovers.map { .object([("start", .number(Double($0.start))), ("end", .number(Double($0.end))), ("text", .string($0.text))]) })
    }

    /// `--format diagnostics`: `[{"line":…,"column":…,"severity":…,"message":…}]`.
    public var diagnosticsJSON: JSON {
        .array(diagnostics.map {
            .object([("line", .number(Double($0.line))), ("column", .number(Double($0.column))),
                     ("severity", .string($0.severity.rawValue)), ("message", .string($0.message))])
        })
    }

    /// The whole report as the cache keeps it.
    var json: JSON {
        .object([
            ("hovers", .array(hovers.map {
                .object([("start", .number(Double($0.start))), ("end", .number(Double($0.end))),
                         ("declaration", .string($0.declaration)), ("summary", .string($0.summary))])
            })),
            ("diagnostics", .array(diagnostics.map {
                .object([("line", .number(Double($0.line))), ("column", .number(Double($0.column))),
                         ("offset", .number(Double($0.offset))), ("severity", .string($0.severity.rawValue)),
                         ("message", .string($0.message))])
            })),
        ] + (names.map { names in
            [("names", JSON.array(names.map {
                .array([.number(Double($0.start)), .number(Double($0.end)), .number(Double($0.kind.rawValue))])
            }))]
        } ?? []))
    }

    /// A report read back from `json`, checked against the code's length; nil when anything
    /// is missing or out of range (a damaged cache entry is a miss, never a trap).
    init?(json: JSON, codeLength: Int) {
        guard let hs = json["hovers"]?.array, let ds = json["diagnostics"]?.array else { return nil }
        var hovers: [Hover] = []
        for h in hs {
            guard let s = h["start"]?.int, let e = h["end"]?.int, 0 <= s, s <= e, e <= codeLength,
                  let d = h["declaration"]?.string, let m = h["summary"]?.string else { return nil }
            hovers.append(Hover(start: s, end: e, declaration: d, summary: m))
        }
        var diagnostics: [Diagnostic] = []
        for d in ds {
            guard let l = d["line"]?.int, let c = d["column"]?.int, let o = d["offset"]?.int, 0 <= o, o <= codeLength,
                  let sv = d["severity"]?.string, let severity = Diagnostic.Severity(rawValue: sv),
                  let m = d["message"]?.string else { return nil }
            diagnostics.append(Diagnostic(line: l, column: c, offset: o, severity: severity, message: m))
        }
        var names: [ResolvedName]?
        if let kept = json["names"] {
            guard let ns = kept.array else { return nil }
            names = []
            for n in ns {
                guard let a = n.array, a.count == 3, let s = a[0].int, let e = a[1].int, 0 <= s, s < e, e <= codeLength,
                      let k = a[2].int, let raw = UInt32(exactly: k), let kind = TokenKind(rawValue: raw) else { return nil }
                names?.append(ResolvedName(start: s, end: e, kind: kind))
            }
        }
        self.init(hovers: hovers, diagnostics: diagnostics, names: names)
    }
}
