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
    /// Whether this value allocated the tables (and `deallocate` frees them).
    private let owned: Bool

    /// One role's tag.
    struct Entry {
        let start: UnsafePointer<UInt8>
        let length: Int
    }

    /// Tables as `allocate` makes them.
    typealias Tables = (bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<Entry>, stride: Int)

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
            return HTMLTags.allocate(HTMLTags.table(options))
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
        // Inline styles depend on the role's kind only, so refinement is needed for classes only.
        refine = options.scheme.refines && !options.inlineStyles
        if options.prefix == nil && !options.inlineStyles {
            (bytes, entries, stride) = Shared.tables(options.scheme)
            owned = false
        } else {
            (bytes, entries, stride) = HTMLTags.allocate(HTMLTags.table(options))
            owned = true
        }
        var longest = 0
        for entry in entries { longest = max(longest, entry.length) }
        self.longest = longest
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
    fileprivate static func allocate(_ t: (bytes: [UInt8], offsets: [Int])) -> Tables {
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
        return (UnsafeBufferPointer(start: storage.baseAddress, count: roles &* stride),
                UnsafeBufferPointer(start: entryStorage, count: roles), stride)
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
