/// The opening tags of every style role (`<span class="PREFIXname">`, `<span style="…">`, or
/// nothing for roles that stay plain). Tables for each scheme's default prefix are built once per
/// process and shared (read-only); others are built per call.
///
/// Each role's tag lies at a fixed place, `stride` bytes per role, zero-padded to the next one:
/// a writer copies a tag with whole 16-byte moves, `stride` bytes of it (two moves for the
/// default tags), without reading past the table.
struct HTMLTags {
    /// The tags, role by role: `bytes[role * stride ..< role * stride + entries[role].length]`,
    /// then zeros up to the next role's tag.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where each role's tag is in `bytes`, and its length (0 for a role that stays plain): one
    /// load per token for a writer.
    let entries: UnsafeBufferPointer<Entry>
    /// Bytes per role in `bytes`: a multiple of 16, at least `HTMLEscape.tagBlock`.
    let stride: Int
    let refine: Bool
    /// The length of the longest tag.
    let longest: Int
    /// Whether every kind's and every role's tag lies inside `bytes` at `stride` bytes per
    /// role, with at least `HTMLEscape.tagBlock` bytes of table from its start: what lets a
    /// writer copy a tag with whole 16-byte moves (`HTMLSink` checks nothing else per token).
    let checked: Bool
    /// Bit `k` set for each kind `k` whose tag is not simply `entries[k]`: empty (the token
    /// stays plain), or, where the tags are refined, a role refining the kind has a tag with
    /// other bytes; and `refineBit` when the tags are refined. All bits when not `checked`.
    let special: UInt64
    /// Whether this value allocated the tables (and `deallocate` frees them).
    private let owned: Bool

    /// The bit of `special` that says the tags are refined (no kind has a raw value this high).
    static var refineBit: UInt64 { 1 << 63 }

    /// One role's tag.
    struct Entry {
        let start: UnsafePointer<UInt8>
        let length: Int
    }

    /// Tables as `allocate` makes them, with what a writer may rely on about them: worked out
    /// once per table, so that a call with a shared table pays nothing for it.
    typealias Tables = (bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<Entry>, stride: Int,
                        longest: Int, checked: Bool, special: UInt64)

    /// The default-prefix class tables of each scheme, each built on its first use and never freed.
    private enum Shared {
        static let native = build(.native)
        static let splash = build(.splash)
        static let hljs = build(.hljs)
        static let pygments = build(.pygments)
        static let treesitter = build(.treesitter)
        static let prism = build(.prism)

        static func build(_ scheme: ClassScheme) -> Tables {
            var options = RenderOptions()
            options.scheme = scheme
            return HTMLTags.allocate(HTMLTags.table(options), refine: HTMLTags.refines(options))
        }

        static func tables(_ scheme: ClassScheme) -> Tables {
            switch scheme {
            case .native: return native
            case .splash: return splash
            case .hljs: return hljs
            case .pygments: return pygments
            case .treesitter: return treesitter
            case .prism: return prism
            }
        }
    }

    /// Tags for `options`: classes of its scheme and prefix, or inline styles of its theme.
    init(options: RenderOptions) {
        refine = HTMLTags.refines(options)
        if options.prefix == nil && !options.inlineStyles {
            (bytes, entries, stride, longest, checked, special) = Shared.tables(options.scheme)
            owned = false
        } else {
            (bytes, entries, stride, longest, checked, special) = HTMLTags.allocate(HTMLTags.table(options), refine: refine)
            owned = true
        }
    }

    /// Whether the tags of `options` depend on the token's text: inline styles depend on the
    /// role's kind only, so refinement is needed for classes only.
    static func refines(_ options: RenderOptions) -> Bool {
        options.scheme.refines && !options.inlineStyles
    }

    fileprivate static func table(_ options: RenderOptions) -> (bytes: [UInt8], offsets: [Int]) {
        var all: [UInt8] = []
        all.reserveCapacity(1024)
        var offs: [Int] = [0]
        offs.reserveCapacity(StyleRole.count + 1)
        let prefix = options.tokenPrefix
        let classOpen: StaticString = "<span class=\"", styleOpen: StaticString = "<span style=\""
        func add(_ s: StaticString) { all.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) }
        for role in StyleRole.allCases {
            if role != .plain {
                if options.inlineStyles {
                    let css = options.palette.style(role).css
                    if !css.isEmpty {
                        add(styleOpen)
                        all.append(contentsOf: css)
                        add("\">")
                    }
                } else if !options.scheme.refines && role.rawValue >= StyleRole.booleanLiteral.rawValue {
                    // Never produced without refinement.
                } else {
                    let raw = options.scheme.rawName(role)
                    if raw.utf8CodeUnitCount > 0 {
                        add(classOpen)
                        if options.scheme == .native || options.scheme == .splash || options.scheme == .pygments {
                            all.append(contentsOf: prefix)
                            add(raw)
                        } else {
                            all.append(contentsOf: options.scheme.classAttribute(for: role, prefix: prefix))
                        }
                        add("\">")
                    }
                }
            }
            offs.append(all.count)
        }
        return (all, offs)
    }

    /// The tags of `t` (concatenated, `offsets[role]..<offsets[role + 1]`) laid out a `stride`
    /// apart in memory of their own.
    fileprivate static func allocate(_ t: (bytes: [UInt8], offsets: [Int]), refine: Bool) -> Tables {
        let roles = max(t.offsets.count &- 1, 0)
        var longest = 0
        for k in 0..<roles { longest = max(longest, t.offsets[k &+ 1] &- t.offsets[k]) }
        let stride = max(HTMLEscape.tagBlock, (longest &+ 15) & ~15)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(roles &* stride, 1))
        storage.initialize(repeating: 0)
        let entryStorage = UnsafeMutablePointer<Entry>.allocate(capacity: max(roles, 1))
        for k in 0..<roles {
            let a = t.offsets[k], b = t.offsets[k &+ 1]
            for i in a..<b { storage[k &* stride &+ (i &- a)] = t.bytes[i] }
            // `storage` holds `roles * stride` bytes, so it has a base address when `roles > 0`.
            (entryStorage + k).initialize(to: Entry(start: UnsafePointer(storage.baseAddress.unsafelyUnwrapped + k &* stride),
                                                    length: b &- a))
        }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(storage.baseAddress), count: roles &* stride)
        let entries = UnsafeBufferPointer(start: UnsafePointer(entryStorage), count: roles)
        let checked = isChecked(bytes, entries, stride)
        return (bytes, entries, stride, longest, checked, checked ? specialKinds(bytes, entries, stride, refine) : ~0)
    }

    /// Whether every kind's and role's tag lies at its place inside `bytes` (`checked`).
    private static func isChecked(_ bytes: UnsafeBufferPointer<UInt8>, _ entries: UnsafeBufferPointer<Entry>, _ stride: Int) -> Bool {
        guard entries.count >= TokenKind.allCases.count, entries.count >= StyleRole.count, TokenKind.allCases.count < 64,
              stride >= HTMLEscape.tagBlock, stride % 16 == 0, let table = bytes.baseAddress else { return false }
        for (k, entry) in entries.enumerated() {
            let offset = entry.start - table
            if entry.length < 0 || entry.length > stride || offset != k &* stride || offset > bytes.count &- stride {
                return false
            }
        }
        return true
    }

    /// The kinds a writer cannot write with `entries[kind]` (`special`), of checked tables.
    private static func specialKinds(_ bytes: UnsafeBufferPointer<UInt8>, _ entries: UnsafeBufferPointer<Entry>, _ stride: Int,
                                     _ refine: Bool) -> UInt64 {
        var mask: UInt64 = 0
        for kind in TokenKind.allCases where kind.rawValue < 63 && Int(kind.rawValue) < entries.count {
            let k = Int(kind.rawValue)
            if entries[k].length == 0 { mask |= 1 << UInt64(k) }
        }
        guard refine, let table = bytes.baseAddress else { return mask }
        mask |= refineBit
        for role in StyleRole.allCases where Int(role.rawValue) < entries.count {
            let k = Int(role.kind.rawValue), r = Int(role.rawValue)
            guard k < 63, k != r, k < entries.count else { continue }
            let a = entries[k], b = entries[r]
            let same = a.length == b.length && UnsafeBufferPointer(start: table + k &* stride, count: a.length)
                .elementsEqual(UnsafeBufferPointer(start: table + r &* stride, count: b.length))
            if !same { mask |= 1 << UInt64(k) }
        }
        return mask
    }

    /// Where the opening tag of `kind`'s role lies in `bytes`: `a..<b`, empty for a role that
    /// stays plain. The role is refined by the token's text `src[start..<end]` where the scheme
    /// needs that (`StyleRole.refine`).
    @inline(__always)
    func tag(_ kind: TokenKind, _ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (a: Int, b: Int) {
        var k = Int(kind.rawValue)
        if refine { k = Int(StyleRole.refine(kind, src, start, end).rawValue) }
        return (k * stride, k * stride + entries[k].length)
    }

    /// Frees the tables if this value built them; the sink using them must not be used afterwards.
    func deallocate() {
        guard owned else { return }
        UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        UnsafeMutableRawPointer(mutating: entries.baseAddress)?.deallocate()
    }
}
