/// What to do with input that is not valid UTF-8.
public enum InvalidUTF8Policy: UInt32, Sendable {
    /// Refuse the input (`HighlightError.invalidUTF8`).
    case reject = 0
    /// Highlight anyway, rendering each maximal invalid subsequence as U+FFFD in HTML.
    case replace = 1
}

/// Options for highlighting. The defaults match `swh_options_init`.
public struct HighlightOptions: Sendable, Equatable {
    /// The prefix of every HTML class (`[A-Za-z0-9_-]`, at most 64 bytes).
    public var classPrefix: String
    public var invalidUTF8: InvalidUTF8Policy
    /// Wrap the HTML in `<pre class="PREFIXcode"><code>` … `</code></pre>`.
    public var wrapInPre: Bool

    public init(classPrefix: String = "swh-", invalidUTF8: InvalidUTF8Policy = .reject, wrapInPre: Bool = false) {
        self.classPrefix = classPrefix
        self.invalidUTF8 = invalidUTF8
        self.wrapInPre = wrapInPre
    }

    /// The longest class prefix accepted, in bytes.
    public static let maxClassPrefixLength = 64

    /// Whether `prefix` is an acceptable class prefix: only `[A-Za-z0-9_-]`, at most 64 bytes,
    /// so that nothing from options can break out of an HTML attribute.
    public static func isValidClassPrefix<C: Collection>(_ prefix: C) -> Bool where C.Element == UInt8 {
        guard prefix.count <= maxClassPrefixLength else { return false }
        for c in prefix {
            let ok = (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
            if !ok { return false }
        }
        return true
    }
}

/// Why highlighting failed.
public enum HighlightError: Error, Equatable, Sendable {
    /// The input is not valid UTF-8; `offset` is the first invalid byte.
    case invalidUTF8(offset: Int)
    /// The input is 4 GiB or larger.
    case inputTooLarge
    /// The options are not acceptable (the message says which).
    case invalidOptions(String)
    /// Memory for the output could not be allocated.
    case outOfMemory
}
