/// What `Highlighter.rehighlightHTML` found in a page: how many Swift code blocks, how many it
/// rewrote, how many were ours already, and which it left alone.
public struct CodeBlockReport: Sendable, Equatable {
    /// Swift code blocks recognised and highlighted (rewritten plus unchanged).
    public var found = 0
    /// Blocks replaced with different bytes.
    public var rewritten = 0
    /// Blocks that were already exactly what this run writes (a page highlighted before with
    /// the same options).
    public var unchanged = 0
    /// Swift blocks left as they were, because their text could not be recovered for certain;
    /// in the order of the page.
    public var skipped: [SkippedCodeBlock] = []

    public init() {}
}

/// A Swift code block that was left as it was.
public struct SkippedCodeBlock: Sendable, Equatable {
    /// Why a block was skipped. The raw values are those of the C API's `SWH_SKIP_*`.
    public enum Reason: UInt32, Sendable {
        /// The page ends inside the block (no end tag).
        case unterminated = 1
        /// The block holds an element or text that code blocks do not (a `<p>`, an image, text
        /// outside its `<pre>`).
        case unexpectedMarkup = 2
        /// A named character reference this library does not know, or one without its `;`.
        case unknownCharacterReference = 3
        /// The text is not valid UTF-8 (and the policy is `.reject`).
        case invalidUTF8 = 4
        /// Elements nested deeper than the block scanner looks.
        case tooDeep = 5

        /// A short English description, e.g. "no end tag".
        public var description: String {
            switch self {
            case .unterminated: return "the page ends inside the block (no end tag)"
            case .unexpectedMarkup: return "the block holds markup that is not code"
            case .unknownCharacterReference: return "an unknown character reference"
            case .invalidUTF8: return "its text is not valid UTF-8"
            case .tooDeep: return "elements nested too deeply"
            }
        }
    }

    /// The byte offset of the block's start tag in the page.
    public var offset: Int
    public var reason: Reason

    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }
}

/// A page with its Swift code blocks re-highlighted, and what was done to them.
public struct RehighlightedHTML: Sendable, Equatable {
    /// The page (UTF-8).
    public var html: [UInt8]
    public var report: CodeBlockReport
}
