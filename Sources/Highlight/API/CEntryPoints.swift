import CHighlight

import HighlightLibc

// The C entry points declared in include/swift_highlight.h. Each checks every argument before
// touching it and reports failure through a status, so that no input reaches a Swift trap.
// They are `package`, not `public`: C sees them through the header, Swift users of the library
// see only the Swift API (`Highlighter`). Not `internal`: an internal `@_cdecl` function is a
// hidden symbol, which a shared library cannot export; a `package` one is protected (exported,
// and bound inside the library). Every build passes `-package-name swift_highlight` (SwiftPM
// passes its own).

/// The library version: the numbers come from the header; the string is checked against them
/// by the tests.
enum LibraryVersion {
    static let major = UInt32(SWH_VERSION_MAJOR)
    static let minor = UInt32(SWH_VERSION_MINOR)
    static let patch = UInt32(SWH_VERSION_PATCH)
    static let string: StaticString = "0.2.0"
    static let abi = UInt32(SWH_ABI_VERSION)
}

@inline(__always)
private func cString(_ s: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("swh_version")
package func swhVersion() -> UInt32 {
    LibraryVersion.major << 16 | LibraryVersion.minor << 8 | LibraryVersion.patch
}

@_cdecl("swh_version_string")
package func swhVersionString() -> UnsafePointer<CChar> {
    cString(LibraryVersion.string)
}

@_cdecl("swh_abi_version")
package func swhABIVersion() -> UInt32 {
    LibraryVersion.abi
}

@_cdecl("swh_status_str")
package func swhStatusStr(_ status: swh_status_t) -> UnsafePointer<CChar> {
    switch status {
    case SWH_OK: return cString("ok")
    case SWH_ERROR_INVALID_ARGUMENT: return cString("invalid argument")
    case SWH_ERROR_INVALID_UTF8: return cString("invalid UTF-8")
    case SWH_ERROR_TOO_LARGE: return cString("input too large")
    case SWH_ERROR_OUT_OF_MEMORY: return cString("out of memory")
    case SWH_STOPPED: return cString("stopped by the callback")
    case SWH_ERROR_FENCE: return cString("malformed fenced code block option or highlighted line past the block")
    case SWH_ERROR_THEME: return cString("not a usable Xcode theme file")
    default: return cString("unknown status")
    }
}

@_cdecl("swh_kind_count")
package func swhKindCount() -> UInt32 {
    UInt32(TokenKind.allCases.count)
}

@_cdecl("swh_kind_name")
package func swhKindName(_ kind: swh_kind_t) -> UnsafePointer<CChar> {
    (TokenKind(rawValue: kind) ?? .plain).nameCString
}

@_cdecl("swh_kind_category")
package func swhKindCategory(_ kind: swh_kind_t) -> swh_kind_t {
    (TokenKind(rawValue: kind) ?? .plain).category.rawValue
}

@_cdecl("swh_kind_parent")
package func swhKindParent(_ kind: swh_kind_t) -> swh_kind_t {
    (TokenKind(rawValue: kind) ?? .plain).parent.rawValue
}

@_cdecl("swh_options_init")
package func swhOptionsInit(_ opts: UnsafeMutablePointer<swh_options_t>?) {
    guard let opts else { return }
    opts.pointee = defaultOptions()
}

@_cdecl("swh_options_init_sized")
package func swhOptionsInitSized(_ opts: UnsafeMutablePointer<swh_options_t>?, _ structSize: Int) {
    // `struct_size` is a size_t: values of 2^63 and above arrive negative.
    guard let opts, structSize >= MemoryLayout<Int>.size || structSize < 0 else { return }
    let size = structSize < 0 ? MemoryLayout<swh_options_t>.size : min(structSize, MemoryLayout<swh_options_t>.size)
    var defaults = defaultOptions()
    defaults.struct_size = size
    withUnsafeBytes(of: &defaults) { src in
        UnsafeMutableRawPointer(opts).copyMemory(from: src.baseAddress!, byteCount: size)
    }
}

private func defaultOptions() -> swh_options_t {
    var o = swh_options_t()
    o.struct_size = MemoryLayout<swh_options_t>.size
    o.class_prefix = nil
    o.invalid_utf8 = UInt32(SWH_UTF8_REJECT)
    o.flags = 0
    o.scheme = UInt32(SWH_SCHEME_NATIVE)
    o.theme = UInt32(SWH_THEME_XCODE)
    o.highlight_lines = nil
    o.highlight_line_count = 0
    o.first_line = 1
    o.dark_selector = nil
    o.title = nil
    o.project_names = nil
    o.project_names_len = 0
    o.theme_file = nil
    o.system_names = nil
    o.system_names_len = 0
    return o
}

@_cdecl("swh_string_free")
package func swhStringFree(_ string: swh_string_t) {
    free(string.data)
}

@_cdecl("swh_tokens_free")
package func swhTokensFree(_ tokens: swh_tokens_t) {
    free(tokens.data)
}

/// The end offsets of the fields of `swh_options_t`, in order: a `struct_size` covers the
/// fields whose end is at or below it; a field it covers only partly takes its default.
private let optionFieldEnds: [Int] = {
    // Offsets from field addresses in a zeroed struct, not key paths: key paths need run-time
    // metadata, which the Embedded Swift build of the engine does not have.
    var o = swh_options_t()
    return withUnsafeMutablePointer(to: &o) { base in
        func end<T>(_ field: UnsafeMutablePointer<T>) -> Int {
            UnsafeRawPointer(field) - UnsafeRawPointer(base) + MemoryLayout<T>.size
        }
        return [end(&base.pointee.struct_size), end(&base.pointee.class_prefix), end(&base.pointee.invalid_utf8),
                end(&base.pointee.flags), end(&base.pointee.scheme), end(&base.pointee.theme),
                end(&base.pointee.highlight_lines), end(&base.pointee.highlight_line_count),
                end(&base.pointee.first_line), end(&base.pointee.dark_selector), end(&base.pointee.title),
                end(&base.pointee.project_names), end(&base.pointee.project_names_len),
                end(&base.pointee.theme_file), end(&base.pointee.system_names),
                end(&base.pointee.system_names_len)].sorted()
    }
}()

/// Reads `project_names` (or, with `system`, `system_names`: `length` bytes at `names`) into
/// `result`; the rule they break, if any.
private func readNames(_ names: UnsafePointer<UInt8>?, _ length: Int, into result: inout ProjectNames,
                       system: Bool) -> OptionProblem? {
    guard length != 0 else { return nil }
    // A size_t: values of 2^63 and above arrive negative.
    guard length > 0, length <= Highlighter.maxInputLength else { return system ? .systemNamesLength : .projectNamesLength }
    guard let names else { return system ? .systemNamesMissing : .projectNamesMissing }
    guard case .success(let parsed) = ProjectNames.parse(Array(UnsafeBufferPointer(start: names, count: length))) else {
        return system ? .systemNames : .projectNames
    }
    if system { result.formUnion(system: parsed) } else { result = parsed }
    return nil
}

/// Reads and validates the caller's options into `result`, honouring only the fields its
/// `struct_size` covers. Returns the rule bad options break (OptionRules), nil for good ones.
/// (Not an optional `RenderOptions`: copying a `RenderOptions?` builds its type metadata at run
/// time on first use.)
@_optimize(size)
func checkOptions(_ p: UnsafePointer<swh_options_t>?, into result: inout RenderOptions) -> OptionProblem? {
    result = RenderOptions()
    guard let p else { return nil }
    let size = UnsafeRawPointer(p).loadUnaligned(as: Int.self)
    guard size >= MemoryLayout<Int>.size, size <= MemoryLayout<swh_options_t>.size else { return .structSize }
    // Copy whole fields only, so that a field the caller's struct does not fully hold (a
    // pointer without its count, say) keeps its default.
    // (The whole struct, the common case, needs no look at the field table.)
    var covered = MemoryLayout<swh_options_t>.size
    if size < covered {
        covered = 0
        for end in optionFieldEnds where end <= size { covered = end }
    }
    var o = defaultOptions()
    withUnsafeMutableBytes(of: &o) { dst in
        dst.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(p), count: covered))
    }
    if let prefix = o.class_prefix {
        guard let bytes = boundedCString(prefix, max: OptionRules.maxClassPrefixLength) else { return .classPrefix }
        if let problem = OptionRules.classPrefixProblem(bytes) { return problem }
        result.prefix = bytes
    }
    guard let policy = InvalidUTF8Policy(rawValue: o.invalid_utf8) else { return .invalidUTF8Policy }
    result.policy = policy
    // SWH_FLAG_LANGUAGE_CLASS is accepted and implied by SWH_FLAG_WRAP_PRE.
    let knownFlags = UInt32(SWH_FLAG_WRAP_PRE) | UInt32(SWH_FLAG_LINES) | UInt32(SWH_FLAG_LINE_NUMBERS)
        | UInt32(SWH_FLAG_INLINE_STYLES) | UInt32(SWH_FLAG_ANSI_16) | UInt32(SWH_FLAG_LANGUAGE_CLASS)
        | UInt32(SWH_FLAG_DIFF) | UInt32(SWH_FLAG_NOTATION) | UInt32(SWH_FLAG_XCODE_KINDS) | UInt32(SWH_FLAG_ORDINARY_KINDS)
    guard o.flags & ~knownFlags == 0 else { return .flags }
    // A theme file brings Xcode's finer kinds unless SWH_FLAG_ORDINARY_KINDS says otherwise.
    result.xcodeKinds = o.flags & UInt32(SWH_FLAG_XCODE_KINDS) != 0
        || (o.theme_file != nil && o.flags & UInt32(SWH_FLAG_ORDINARY_KINDS) == 0)
    if let problem = readNames(o.project_names, o.project_names_len, into: &result.projectNames, system: false) {
        return problem
    }
    if let problem = readNames(o.system_names, o.system_names_len, into: &result.projectNames, system: true) {
        return problem
    }
    result.diff = o.flags & UInt32(SWH_FLAG_DIFF) != 0
    result.notation = o.flags & UInt32(SWH_FLAG_NOTATION) != 0
    if let selector = o.dark_selector {
        guard let bytes = boundedCString(selector, max: OptionRules.maxDarkSelectorLength) else { return .darkSelector }
        if let problem = OptionRules.darkSelectorProblem(bytes) { return problem }
        result.darkSelector = bytes
    }
    if let title = o.title {
        guard let bytes = boundedCString(title, max: OptionRules.maxTitleLength) else { return .title }
        if let problem = OptionRules.titleProblem(bytes) { return problem }
        result.title = bytes
    }
    result.wrapInPre = o.flags & UInt32(SWH_FLAG_WRAP_PRE) != 0
    result.lineElements = o.flags & UInt32(SWH_FLAG_LINES) != 0
    result.lineNumbers = o.flags & UInt32(SWH_FLAG_LINE_NUMBERS) != 0
    result.inlineStyles = o.flags & UInt32(SWH_FLAG_INLINE_STYLES) != 0
    result.ansi16 = o.flags & UInt32(SWH_FLAG_ANSI_16) != 0
    guard let scheme = ClassScheme(rawValue: o.scheme) else { return .scheme }
    result.scheme = scheme
    guard let theme = Theme(rawValue: o.theme) else { return .theme }
    result.theme = theme
    if let file = o.theme_file {
        result.customPalettes = [Unmanaged<CTheme>.fromOpaque(UnsafeRawPointer(file)).takeUnretainedValue().palette]
    }
    result.firstLineNumber = o.first_line == 0 ? 1 : LineNumber(o.first_line)
    let count = o.highlight_line_count
    if count != 0 {
        // `count` is a size_t: values of 2^63 and above arrive negative.
        guard count > 0, OptionRules.highlightRangeCountProblem(count) == nil else { return .highlightRangeCount }
        guard let ranges = o.highlight_lines else { return .highlightLinesMissing }
        var list: [LineRange] = []
        list.reserveCapacity(count)
        for k in 0..<count {
            let r = ranges[k]
            guard r.first <= r.last else { return .highlightRange }
            list.append(LineRange(first: LineNumber(r.first), last: LineNumber(r.last)))
        }
        result.highlightedLines = list
    }
    return nil
}

@_cdecl("swh_options_check")
package func swhOptionsCheck(_ opts: UnsafePointer<swh_options_t>?) -> UnsafePointer<CChar>? {
    var options = RenderOptions()
    guard let problem = checkOptions(opts, into: &options) else { return nil }
    return cString(problem.message)
}

/// The bytes of the NUL-terminated string `p`, or nil when it is longer than `max` bytes (read
/// no further than `max + 1` bytes).
private func boundedCString(_ p: UnsafePointer<CChar>, max: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var k = 0
    while true {
        let c = UInt8(bitPattern: p[k])
        if c == 0 { return bytes }
        if k == max { return nil }
        bytes.append(c)
        k += 1
    }
}

/// The status that refuses the input `src`/`len`, or SWH_OK.
private func checkInput(_ src: UnsafePointer<UInt8>?, _ len: Int) -> swh_status_t {
    // `len` is a size_t: values of 2^63 and above arrive negative.
    if len != 0 && src == nil { return SWH_ERROR_INVALID_ARGUMENT }
    if len < 0 || len > Highlighter.maxInputLength { return SWH_ERROR_TOO_LARGE }
    return SWH_OK
}

@_cdecl("swh_highlight_html")
package func swhHighlightHTML(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                             _ out: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    renderToString(src, len, opts, out) { HTMLRenderer.renderHTML($0, options: $1) }
}

/// Checks the input and then the options of an entry point; runs `body` with them when both are
/// acceptable, or returns the status that refuses them.
private func withCheckedArguments(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                                  _ body: (UnsafeBufferPointer<UInt8>, RenderOptions) -> swh_status_t) -> swh_status_t {
    let inputStatus = checkInput(src, len)
    guard inputStatus == SWH_OK else { return inputStatus }
    let input = UnsafeBufferPointer(start: len == 0 ? nil : src, count: len)
    var options = RenderOptions()
    guard checkOptions(opts, into: &options) == nil else { return SWH_ERROR_INVALID_ARGUMENT }
    return body(input, options)
}

/// The shared body of the entry points that return a string: checks `out`, the input and the
/// options (in that order), then renders and hands the buffer over.
private func renderToString(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                            _ out: UnsafeMutablePointer<swh_string_t>?,
                            _ render: (UnsafeBufferPointer<UInt8>, RenderOptions) -> Result<OutputBuffer, HighlightError>) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_string_t(data: nil, len: 0)
    return withCheckedArguments(src, len, opts) { deliver(render($0, $1), to: out) }
}

/// Hands a rendered buffer to the C caller, or the status of the failure.
private func deliver(_ result: Result<OutputBuffer, HighlightError>, to out: UnsafeMutablePointer<swh_string_t>) -> swh_status_t {
    switch result {
    case .success(var buffer):
        guard let (data, count) = buffer.finishAsCString() else { return SWH_ERROR_OUT_OF_MEMORY }
        out.pointee = swh_string_t(data: UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self), len: count)
        return SWH_OK
    case .failure(let error):
        return status(for: error, out: &out.pointee.len)
    }
}

@_cdecl("swh_scheme_name")
package func swhSchemeName(_ scheme: UInt32) -> UnsafePointer<CChar>? {
    guard let s = ClassScheme(rawValue: scheme) else { return nil }
    return cString(s.nameStatic)
}

@_cdecl("swh_theme_name")
package func swhThemeName(_ theme: UInt32) -> UnsafePointer<CChar>? {
    guard let t = Theme(rawValue: theme) else { return nil }
    return cString(t.nameStatic)
}

@_cdecl("swh_css")
package func swhCSS(_ opts: UnsafePointer<swh_options_t>?, _ out: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_string_t(data: nil, len: 0)
    var options = RenderOptions()
    guard checkOptions(opts, into: &options) == nil else { return SWH_ERROR_INVALID_ARGUMENT }
    return deliver(CSS.stylesheet(options), to: out)
}

@_cdecl("swh_highlight_ansi")
package func swhHighlightANSI(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                             _ out: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    renderToString(src, len, opts, out) { input, options in
        ANSIRenderer.renderANSI(input, options: options, colors: options.ansi16 ? .basic16 : .trueColor)
    }
}

@_cdecl("swh_highlight_markdown")
package func swhHighlightMarkdown(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                                 _ out: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    renderToString(src, len, opts, out) { Markdown.render($0, options: $1) }
}

@_cdecl("swh_tokenize")
package func swhTokenize(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                        _ out: UnsafeMutablePointer<swh_tokens_t>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_tokens_t(data: nil, len: 0)
    return withCheckedArguments(src, len, opts) { input, options in
        if options.policy == .reject, let bad = UTF8Validation.firstInvalidOffset(input) {
            out.pointee.len = bad
            return SWH_ERROR_INVALID_UTF8
        }
        var sink = TokenSource(input, options: options, offsets: .input)
            .drive(into: CTokenSink(initialCapacity: input.count / 6 + 16))
        if sink.failed {
            sink.release()
            return SWH_ERROR_OUT_OF_MEMORY
        }
        if sink.count == 0 {
            sink.release()
            return SWH_OK
        }
        out.pointee = swh_tokens_t(data: sink.base, len: sink.count)
        return SWH_OK
    }
}

@_cdecl("swh_tokenize_each")
package func swhTokenizeEach(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                     _ fn: swh_token_fn?, _ userData: UnsafeMutableRawPointer?) -> swh_status_t {
    guard let fn else { return SWH_ERROR_INVALID_ARGUMENT }
    return withCheckedArguments(src, len, opts) { input, options in
        if options.policy == .reject, UTF8Validation.firstInvalidOffset(input) != nil {
            return SWH_ERROR_INVALID_UTF8
        }
        let source = TokenSource(input, options: options, offsets: .input)
        let sink = CCallbackSink.withBatch(fn, userData: userData, { source.drive(into: $0) })
        return sink.stopped ? SWH_STOPPED : SWH_OK
    }
}

private func status(for error: HighlightError, out len: inout Int) -> swh_status_t {
    switch error {
    case .invalidUTF8(let offset):
        len = offset
        return SWH_ERROR_INVALID_UTF8
    case .inputTooLarge: return SWH_ERROR_TOO_LARGE
    case .invalidOptions: return SWH_ERROR_INVALID_ARGUMENT
    case .outOfMemory: return SWH_ERROR_OUT_OF_MEMORY
    case .invalidFence(let line, _):
        len = line
        return SWH_ERROR_FENCE
    }
}

@_cdecl("swh_rehighlight_html")
package func swhRehighlightHTML(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                                _ out: UnsafeMutablePointer<swh_string_t>?,
                                _ stats: UnsafeMutablePointer<swh_block_stats_t>?) -> swh_status_t {
    stats?.pointee = swh_block_stats_t()
    var report = CodeBlockReport()
    let status = renderToString(src, len, opts, out) { HTMLCodeBlocks.rehighlightHTML($0, options: $1, report: &report) }
    if status == SWH_OK, let stats {
        stats.pointee.found = report.found
        stats.pointee.rewritten = report.rewritten
        stats.pointee.unchanged = report.unchanged
        stats.pointee.skipped = report.skipped.count
        if let first = report.skipped.first {
            stats.pointee.first_skipped_offset = first.offset
            stats.pointee.first_skipped_reason = first.reason.rawValue
        }
    }
    return status
}

/// The object behind a `swh_theme_t *`: a theme file's palette, immutable.
final class CTheme {
    let palette: Palette
    init(_ palette: Palette) { self.palette = palette }
}

@_cdecl("swh_theme_parse")
package func swhThemeParse(_ src: UnsafePointer<UInt8>?, _ len: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?,
                          _ error: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    error?.pointee = swh_string_t(data: nil, len: 0)
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = nil
    // `len` is a size_t: values of 2^63 and above arrive negative.
    if len != 0 && src == nil { return SWH_ERROR_INVALID_ARGUMENT }
    func refuse(_ message: String) -> swh_status_t {
        if let error {
            var buffer = OutputBuffer(initialCapacity: message.utf8.count + 1)
            buffer.append(array: Array(message.utf8))
            _ = deliver(.success(buffer), to: error)
        }
        return SWH_ERROR_THEME
    }
    if len < 0 || len > PropertyList.maxBytes {
        return refuse("too large for a theme: at most \(PropertyList.maxBytes) bytes")
    }
    let bytes = src.map { Array(UnsafeBufferPointer(start: $0, count: len)) } ?? []
    do throws(XcodeTheme.ReadError) {
        let theme = try XcodeTheme(propertyList: bytes)
        out.pointee = OpaquePointer(Unmanaged.passRetained(CTheme(theme.palette)).toOpaque())
        return SWH_OK
    } catch {
        return refuse(error.message)
    }
}

@_cdecl("swh_theme_free")
package func swhThemeFree(_ theme: OpaquePointer?) {
    guard let theme else { return }
    Unmanaged<CTheme>.fromOpaque(UnsafeRawPointer(theme)).release()
}

@_cdecl("swh_fence_parse")
@_optimize(size)
package func swhFenceParse(_ src: UnsafePointer<UInt8>?, _ len: Int, _ code: UnsafePointer<UInt8>?, _ codeLen: Int,
                           _ out: UnsafeMutablePointer<swh_fence_t>?,
                           _ error: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    error?.pointee = swh_string_t(data: nil, len: 0)
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_fence_t()
    let inputStatus = checkInput(src, len)
    guard inputStatus == SWH_OK else { return inputStatus }
    let codeStatus = checkInput(code, codeLen)
    guard codeStatus == SWH_OK else { return codeStatus }
    func refuse(_ message: String, _ partial: FenceInfo) -> swh_status_t {
        out.pointee.language_start = partial.languageStart
        out.pointee.language_len = partial.language.count
        out.pointee.flags = partial.isSwift ? SWH_FENCE_SWIFT : 0
        if let error {
            var buffer = OutputBuffer(initialCapacity: message.utf8.count + 1)
            buffer.append(array: Array(message.utf8))
            let status = deliver(.success(buffer), to: error)
            if status != SWH_OK { return status }
        }
        return SWH_ERROR_FENCE
    }
    let bytes = len == 0 ? [] : Array(UnsafeBufferPointer(start: src, count: len))
    let info: FenceInfo
    switch FenceInfo.parse(bytes) {
    case .success(let read): info = read
    case .failure(let failure): return refuse(failure.message, failure.partial)
    }
    if let code {
        let lines = FenceInfo.lineCount(UnsafeBufferPointer(start: code, count: codeLen))
        if let problem = info.pastEndProblem(lineCount: lines) { return refuse(problem, info) }
    }
    var ranges: UnsafeMutablePointer<swh_line_range_t>? = nil
    if !info.highlightedLines.isEmpty {
        let bytes = info.highlightedLines.count * MemoryLayout<swh_line_range_t>.stride
        guard let memory = malloc(bytes) else { return SWH_ERROR_OUT_OF_MEMORY }
        ranges = memory.bindMemory(to: swh_line_range_t.self, capacity: info.highlightedLines.count)
        // Each number was read as 1...4294967295.
        for (i, range) in info.highlightedLines.enumerated() {
            ranges![i] = swh_line_range_t(first: UInt32(truncatingIfNeeded: range.first),
                                          last: UInt32(truncatingIfNeeded: range.last))
        }
    }
    var flags: UInt32 = 0
    if info.isSwift { flags |= SWH_FENCE_SWIFT }
    if info.diff { flags |= SWH_FENCE_DIFF }
    if info.lineNumbers { flags |= SWH_FENCE_LINE_NUMBERS }
    if info.title != nil { flags |= SWH_FENCE_TITLE }
    out.pointee = swh_fence_t(
        language_start: info.languageStart, language_len: info.language.count, flags: flags,
        first_line: UInt32(truncatingIfNeeded: info.firstLine ?? 0),
        highlight_lines: ranges, highlight_line_count: info.highlightedLines.count,
        title_start: info.title == nil ? 0 : info.titleStart, title_len: info.title?.count ?? 0)
    return SWH_OK
}

@_cdecl("swh_fence_free")
package func swhFenceFree(_ fence: swh_fence_t) {
    free(fence.highlight_lines)
}
