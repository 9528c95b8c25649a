/// The opening tags of every style role (`<span class="PREFIXname">`, `<span style="…">`, or
/// nothing for roles that stay plain). Tables for each scheme's default prefix are built once per
/// process and shared (read-only); others are built per call.
struct HTMLTags {
    let bytes: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<Int>
    let refine: Bool
    /// The length of the longest tag.
    let longest: Int
    /// Whether this value allocated the tables (and `deallocate` frees them).
    private let owned: Bool

    /// The default-prefix class tables of each scheme, each built on its first use and never freed.
    private enum Shared {
        static let native = build(.native)
        static let splash = build(.splash)
        static let hljs = build(.hljs)
        static let pygments = build(.pygments)
        static let treesitter = build(.treesitter)
        static let prism = build(.prism)

        static func build(_ scheme: ClassScheme) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
            var options = RenderOptions()
            options.scheme = scheme
            return HTMLTags.allocate(HTMLTags.table(options))
        }

        static func tables(_ scheme: ClassScheme) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
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
            (bytes, offsets) = Shared.tables(options.scheme)
            owned = false
        } else {
            (bytes, offsets) = HTMLTags.allocate(HTMLTags.table(options))
            owned = true
        }
        var longest = 0
        for k in 1..<max(offsets.count, 1) { longest = max(longest, offsets[k] &- offsets[k - 1]) }
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

    fileprivate static func allocate(_ t: (bytes: [UInt8], offsets: [Int])) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
        // Zeros after the tags: `HTMLEscape.copyTag` reads `tagBlock` bytes from a tag's start
        // and up to `copySlack` past its end.
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: t.bytes.count + max(HTMLEscape.tagBlock, HTMLEscape.copySlack))
        storage.initialize(repeating: 0)
        _ = storage.initialize(from: t.bytes)
        let offsetStorage = UnsafeMutableBufferPointer<Int>.allocate(capacity: t.offsets.count)
        _ = offsetStorage.initialize(from: t.offsets)
        return (UnsafeBufferPointer(start: storage.baseAddress, count: t.bytes.count), UnsafeBufferPointer(offsetStorage))
    }

    /// Where the opening tag of `kind`'s role lies in `bytes`: `a..<b`, empty for a role that
    /// stays plain. The role is refined by the token's text `src[start..<end]` where the scheme
    /// needs that (`StyleRole.refine`).
    @inline(__always)
    func tag(_ kind: TokenKind, _ src: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (a: Int, b: Int) {
        var k = Int(kind.rawValue)
        if refine { k = Int(StyleRole.refine(kind, src, start, end).rawValue) }
        return (offsets[k], offsets[k + 1])
    }

    /// Frees the tables if this value built them; the sink using them must not be used afterwards.
    func deallocate() {
        guard owned else { return }
        UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        UnsafeMutableRawPointer(mutating: offsets.baseAddress)?.deallocate()
    }
}
