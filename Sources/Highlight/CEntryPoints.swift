import CHighlight

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

// The C entry points declared in include/swift_highlight.h. Each checks every argument before
// touching it and reports failure through a status, so that no input reaches a Swift trap.

/// The library version: the numbers come from the header; the string is checked against them
/// by the tests.
enum LibraryVersion {
    static let major = UInt32(SWH_VERSION_MAJOR)
    static let minor = UInt32(SWH_VERSION_MINOR)
    static let patch = UInt32(SWH_VERSION_PATCH)
    static let string: StaticString = "0.1.0"
    static let abi = UInt32(SWH_ABI_VERSION)
}

@inline(__always)
private func cString(_ s: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("swh_version")
public func swhVersion() -> UInt32 {
    LibraryVersion.major << 16 | LibraryVersion.minor << 8 | LibraryVersion.patch
}

@_cdecl("swh_version_string")
public func swhVersionString() -> UnsafePointer<CChar> {
    cString(LibraryVersion.string)
}

@_cdecl("swh_abi_version")
public func swhABIVersion() -> UInt32 {
    LibraryVersion.abi
}

@_cdecl("swh_status_str")
public func swhStatusStr(_ status: swh_status_t) -> UnsafePointer<CChar> {
    switch status {
    case SWH_OK: return cString("ok")
    case SWH_ERROR_INVALID_ARGUMENT: return cString("invalid argument")
    case SWH_ERROR_INVALID_UTF8: return cString("invalid UTF-8")
    case SWH_ERROR_TOO_LARGE: return cString("input too large")
    case SWH_ERROR_OUT_OF_MEMORY: return cString("out of memory")
    default: return cString("unknown status")
    }
}

@_cdecl("swh_kind_count")
public func swhKindCount() -> UInt32 {
    UInt32(TokenKind.allCases.count)
}

@_cdecl("swh_kind_name")
public func swhKindName(_ kind: swh_kind_t) -> UnsafePointer<CChar> {
    (TokenKind(rawValue: kind) ?? .plain).nameCString
}

@_cdecl("swh_kind_category")
public func swhKindCategory(_ kind: swh_kind_t) -> swh_kind_t {
    (TokenKind(rawValue: kind) ?? .plain).category.rawValue
}

@_cdecl("swh_options_init")
public func swhOptionsInit(_ opts: UnsafeMutablePointer<swh_options_t>?) {
    guard let opts else { return }
    opts.pointee = defaultOptions()
}

private func defaultOptions() -> swh_options_t {
    swh_options_t(struct_size: MemoryLayout<swh_options_t>.size, class_prefix: nil,
                  invalid_utf8: UInt32(SWH_UTF8_REJECT), flags: 0)
}

@_cdecl("swh_string_free")
public func swhStringFree(_ string: swh_string_t) {
    free(string.data)
}

@_cdecl("swh_tokens_free")
public func swhTokensFree(_ tokens: swh_tokens_t) {
    free(tokens.data)
}

/// Options after validation.
struct CheckedOptions {
    var prefix: [UInt8] = Array("swh-".utf8)
    var policy: InvalidUTF8Policy = .reject
    var wrapInPre = false
}

/// The values of `struct_size` accepted: the end of each field (fields past it take their
/// defaults). A field appended to `swh_options_t` must be added here.
private let optionsFieldEnds: Set<Int> = [
    MemoryLayout<swh_options_t>.offset(of: \.struct_size)! + MemoryLayout<Int>.size,
    MemoryLayout<swh_options_t>.offset(of: \.class_prefix)! + MemoryLayout<UnsafePointer<CChar>?>.size,
    MemoryLayout<swh_options_t>.offset(of: \.invalid_utf8)! + MemoryLayout<UInt32>.size,
    MemoryLayout<swh_options_t>.offset(of: \.flags)! + MemoryLayout<UInt32>.size,
    MemoryLayout<swh_options_t>.size,
    MemoryLayout<swh_options_t>.stride,  // C's sizeof, trailing padding included
]

/// Reads and validates the caller's options, honouring only the fields its `struct_size`
/// covers. Returns nil for bad options.
func checkOptions(_ p: UnsafePointer<swh_options_t>?) -> CheckedOptions? {
    var result = CheckedOptions()
    guard let p else { return result }
    let size = UnsafeRawPointer(p).loadUnaligned(as: Int.self)
    // Only a size that ends at a field boundary is a struct some version of the header
    // declared; any other would copy part of a field (half a pointer).
    guard optionsFieldEnds.contains(size) else { return nil }
    var o = defaultOptions()
    withUnsafeMutableBytes(of: &o) { dst in
        dst.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(p), count: min(size, dst.count)))
    }
    if let prefix = o.class_prefix {
        var bytes: [UInt8] = []
        var k = 0
        while true {
            let c = UInt8(bitPattern: prefix[k])
            if c == 0 { break }
            bytes.append(c)
            k += 1
            if k > SWH_CLASS_PREFIX_MAX { return nil }
        }
        guard HighlightOptions.isValidClassPrefix(bytes) else { return nil }
        result.prefix = bytes
    }
    guard let policy = InvalidUTF8Policy(rawValue: o.invalid_utf8) else { return nil }
    result.policy = policy
    let knownFlags = UInt32(SWH_FLAG_WRAP_PRE)
    guard o.flags & ~knownFlags == 0 else { return nil }
    result.wrapInPre = o.flags & UInt32(SWH_FLAG_WRAP_PRE) != 0
    return result
}

/// The status that refuses the input `src`/`len`, or SWH_OK.
private func checkInput(_ src: UnsafePointer<UInt8>?, _ len: Int) -> swh_status_t {
    // `len` is a size_t: values of 2^63 and above arrive negative.
    if len != 0 && src == nil { return SWH_ERROR_INVALID_ARGUMENT }
    if len < 0 || len > Highlighter.maxInputLength { return SWH_ERROR_TOO_LARGE }
    return SWH_OK
}

@_cdecl("swh_highlight_html")
public func swhHighlightHTML(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                             _ out: UnsafeMutablePointer<swh_string_t>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_string_t(data: nil, len: 0)
    let inputStatus = checkInput(src, len)
    guard inputStatus == SWH_OK else { return inputStatus }
    let input = UnsafeBufferPointer(start: len == 0 ? nil : src, count: len)
    guard let options = checkOptions(opts) else { return SWH_ERROR_INVALID_ARGUMENT }
    switch Highlighter.renderHTML(input, prefix: options.prefix, policy: options.policy, wrapInPre: options.wrapInPre) {
    case .success(var buffer):
        guard let (data, count) = buffer.finishAsCString() else { return SWH_ERROR_OUT_OF_MEMORY }
        out.pointee = swh_string_t(data: UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self), len: count)
        return SWH_OK
    case .failure(let error):
        return status(for: error, out: &out.pointee.len)
    }
}

@_cdecl("swh_tokenize")
public func swhTokenize(_ src: UnsafePointer<UInt8>?, _ len: Int, _ opts: UnsafePointer<swh_options_t>?,
                        _ out: UnsafeMutablePointer<swh_tokens_t>?) -> swh_status_t {
    guard let out else { return SWH_ERROR_INVALID_ARGUMENT }
    out.pointee = swh_tokens_t(data: nil, len: 0)
    let inputStatus = checkInput(src, len)
    guard inputStatus == SWH_OK else { return inputStatus }
    let input = UnsafeBufferPointer(start: len == 0 ? nil : src, count: len)
    guard let options = checkOptions(opts) else { return SWH_ERROR_INVALID_ARGUMENT }
    if options.policy == .reject, let bad = UTF8Validation.firstInvalidOffset(input) {
        out.pointee.len = bad
        return SWH_ERROR_INVALID_UTF8
    }
    var sink = Highlighter.run(input, into: CTokenSink(initialCapacity: input.count / 6 + 16))
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

private func status(for error: HighlightError, out len: inout Int) -> swh_status_t {
    switch error {
    case .invalidUTF8(let offset):
        len = offset
        return SWH_ERROR_INVALID_UTF8
    case .inputTooLarge: return SWH_ERROR_TOO_LARGE
    case .invalidOptions: return SWH_ERROR_INVALID_ARGUMENT
    case .outOfMemory: return SWH_ERROR_OUT_OF_MEMORY
    }
}

/// Collects tokens into a malloc'd `swh_token_t` array handed to C callers.
struct CTokenSink: TokenSink {
    private(set) var base: UnsafeMutablePointer<swh_token_t>?
    private(set) var count = 0
    private var capacity = 0
    private(set) var failed = false

    init(initialCapacity: Int) {
        grow(to: max(initialCapacity, 16))
    }

    private mutating func grow(to newCapacity: Int) {
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<swh_token_t>.stride)
        guard !overflow, let raw = realloc(base, bytes) else {
            failed = true
            return
        }
        base = raw.bindMemory(to: swh_token_t.self, capacity: newCapacity)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        if failed { return }
        if count == capacity {
            grow(to: capacity * 2)
            if failed { return }
        }
        base?[count] = swh_token_t(start: UInt32(truncatingIfNeeded: start), len: UInt32(truncatingIfNeeded: end - start),
                                  kind: kind.rawValue)
        count += 1
    }

    mutating func release() {
        free(base)
        base = nil
        count = 0
        capacity = 0
    }
}
