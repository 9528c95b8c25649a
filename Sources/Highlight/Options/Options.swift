/// What to do with input that is not valid UTF-8.
public enum InvalidUTF8Policy: UInt32, Sendable {
    /// Refuse the input (`HighlightError.invalidUTF8`).
    case reject = 0
    /// Highlight anyway, rendering each maximal invalid subsequence as U+FFFD in HTML.
    case replace = 1
}

/// Options for highlighting. The defaults match `swh_options_init`; each field has its
/// `swh_options_t` counterpart (see include/swift_highlight.h).
public struct HighlightOptions: Sendable, Equatable {
    /// The prefix of token classes (`[A-Za-z0-9_-]`, at most 64 bytes). nil means the scheme's
    /// conventional prefix ("swh-" for `.native`, "hljs-" for `.hljs`, none for the others);
    /// see `ClassScheme` for how a prefix combines with each scheme. Structural classes
    /// (`code`, `line`, `ln`, `hl`) use it too, or "swh-" when it is nil.
    public var classPrefix: String?
    public var invalidUTF8: InvalidUTF8Policy
    /// Wrap the HTML in `<pre class="PREFIXcode"><code class="language-swift">` …
    /// `</code></pre>` (plus the scheme's container classes, see `ClassScheme`): the same
    /// wrapper as the command line's `--pre` and `SWH_FLAG_WRAP_PRE`.
    public var wrapInPre: Bool
    /// No effect: `wrapInPre` always gives `<code class="language-swift">`. Kept so that code
    /// that sets it still compiles.
    @available(*, deprecated, message: "wrapInPre always gives <code class=\"language-swift\">")
    public var languageClass: Bool {
        get { wrapInPre }
        set {}
    }
    /// Which class names tokens get.
    public var scheme: ClassScheme
    /// The colours of inline styles, CSS and terminal output.
    public var theme: Theme
    /// Write `style="…"` attributes with the theme's colours instead of classes (for RSS and
    /// email, where stylesheets do not reach). Tokens the theme leaves unstyled get no element.
    public var inlineStyles: Bool
    /// Wrap each line in `<span class="PREFIXline" data-line="N">` … `</span>`; the newline
    /// stays between the line elements, and tokens spanning lines are closed and reopened so
    /// that each line element is well-formed on its own.
    public var lineElements: Bool
    /// Start each line element with its number, `<span class="PREFIXln" aria-hidden="true">`
    /// (right-aligned with spaces). Implies `lineElements`. Terminal output (`ansi`) starts
    /// each line with its number and ` │ ` in the theme's gutter colour.
    public var lineNumbers: Bool
    /// Lines to highlight (numbers as displayed, so relative to `firstLineNumber`): their
    /// line elements also get the class `PREFIXhl`. Implies `lineElements` when not empty.
    /// Terminal output marks them with `> ` in a marker column and, with 24-bit colours, the
    /// theme's highlight background.
    public var highlightedLines: [ClosedRange<Int>]
    /// The number of the first line (1…4294967295).
    public var firstLineNumber: Int
    /// The input is a diff-marked block (`SWH_FLAG_DIFF`): each line's first character (`+`,
    /// `-`, space) is taken out, the old and new sides are highlighted separately, and line
    /// elements get `PREFIXadd` / `PREFIXdel` and a `PREFIXmark`. Implies `lineElements`.
    public var diff: Bool
    /// Shiki's notation comments (`// [!code ++]`, `--`, `highlight`, `focus`, with `:N`) mark
    /// lines and are taken out (`SWH_FLAG_NOTATION`). Implies `lineElements`.
    public var notation: Bool
    /// With a pair theme, `css(options:)` also applies the dark rules under this selector
    /// (`.dark`, `[data-theme="dark"]`): printable ASCII without `{ } ; < > @ \`, at most 256
    /// bytes (`swh_options_t.dark_selector`).
    public var darkSelector: String?
    /// With `wrapInPre`: a caption, `<figure class="PREFIXblock"><figcaption
    /// class="PREFIXtitle">` (HTML-escaped, at most 4096 bytes).
    public var title: String?
    /// Xcode's finer kinds (`SWH_FLAG_XCODE_KINDS`, docs/xcode.md): declared names, doc
    /// keywords, marks, URLs in comments, class names, project and system names. In every
    /// output; in Markdown and pages the names any Swift block declares are the project's.
    public var xcodeKinds = false
    /// With `xcodeKinds`: names of the project besides those the input declares, and the
    /// system names listed with their roles (`formUnion(system:)`: system classes and enum
    /// cases).
    public var projectNames = ProjectNames()
    /// With Xcode's finer kinds: the kinds a compiler resolved for names of the input
    /// (`ResolvedName`; `HighlightCompiler` makes them), which win over the engine's rules where
    /// they cover exactly a name token of their category. Not with `diff` or `notation` (they
    /// apply to the code as written).
    public var resolvedNames: [ResolvedName] = []
    /// A theme read from an Xcode theme file: used instead of `theme` for inline styles,
    /// stylesheets (`css(options:)`), standalone pages and 24-bit terminal colours. It brings
    /// Xcode's finer kinds (as `xcodeKinds`) unless `ordinaryKinds` is set.
    public var themeFile: XcodeTheme?
    /// With `themeFile`: keep the ordinary kinds instead of the finer kinds a theme file brings
    /// (`SWH_FLAG_ORDINARY_KINDS`). `xcodeKinds` wins over it.
    public var ordinaryKinds = false

    /// Whether Xcode's finer kinds are on: asked for, or brought by a theme file.
    public var usesXcodeKinds: Bool { xcodeKinds || (themeFile != nil && !ordinaryKinds) }

    public init(classPrefix: String? = nil, invalidUTF8: InvalidUTF8Policy = .reject, wrapInPre: Bool = false,
                scheme: ClassScheme = .native, theme: Theme = .xcode, inlineStyles: Bool = false,
                lineElements: Bool = false, lineNumbers: Bool = false, highlightedLines: [ClosedRange<Int>] = [],
                firstLineNumber: Int = 1, languageClass: Bool = false, diff: Bool = false, notation: Bool = false,
                darkSelector: String? = nil, title: String? = nil) {
        self.diff = diff
        self.notation = notation
        self.darkSelector = darkSelector
        self.title = title
        self.classPrefix = classPrefix
        self.invalidUTF8 = invalidUTF8
        self.wrapInPre = wrapInPre
        self.scheme = scheme
        self.theme = theme
        self.inlineStyles = inlineStyles
        self.lineElements = lineElements
        self.lineNumbers = lineNumbers
        self.highlightedLines = highlightedLines
        self.firstLineNumber = firstLineNumber
    }

    /// The longest class prefix accepted, in bytes (`OptionRules.maxClassPrefixLength`).
    public static var maxClassPrefixLength: Int { OptionRules.maxClassPrefixLength }

    /// The most highlighted-line ranges accepted (`OptionRules.maxHighlightedRanges`).
    public static var maxHighlightedRanges: Int { OptionRules.maxHighlightedRanges }

    /// Whether `prefix` is an acceptable class prefix (`OptionRules.classPrefixProblem`).
    public static func isValidClassPrefix<C: Collection>(_ prefix: C) -> Bool where C.Element == UInt8 {
        OptionRules.classPrefixProblem(prefix) == nil
    }

    /// The longest dark selector accepted, in bytes (`OptionRules.maxDarkSelectorLength`).
    public static var maxDarkSelectorLength: Int { OptionRules.maxDarkSelectorLength }

    /// The longest title accepted, in bytes (`OptionRules.maxTitleLength`).
    public static var maxTitleLength: Int { OptionRules.maxTitleLength }

    /// Whether `selector` is an acceptable dark selector (`OptionRules.darkSelectorProblem`).
    public static func isValidDarkSelector<C: Collection>(_ selector: C) -> Bool where C.Element == UInt8 {
        OptionRules.darkSelectorProblem(selector) == nil
    }

    /// The validated form of these options, or the reason they are refused.
    func validated() -> Result<RenderOptions, HighlightError> {
        var prefix: [UInt8]? = nil
        if let classPrefix {
            let bytes = Array(classPrefix.utf8)
            if let problem = OptionRules.classPrefixProblem(bytes) { return .failure(.invalidOptions(problem.description)) }
            prefix = bytes
        }
        if let problem = OptionRules.firstLineProblem(firstLineNumber) { return .failure(.invalidOptions(problem.description)) }
        if let problem = OptionRules.highlightRangeCountProblem(highlightedLines.count) {
            return .failure(.invalidOptions(problem.description))
        }
        var selector: [UInt8] = []
        if let darkSelector {
            selector = Array(darkSelector.utf8)
            if let problem = OptionRules.darkSelectorProblem(selector) { return .failure(.invalidOptions(problem.description)) }
        }
        var titleBytes: [UInt8] = []
        if let title {
            titleBytes = Array(title.utf8)
            if let problem = OptionRules.titleProblem(titleBytes) { return .failure(.invalidOptions(problem.description)) }
        }
        var result = RenderOptions(scheme: scheme, prefix: prefix, policy: invalidUTF8, theme: theme,
                                      wrapInPre: wrapInPre, inlineStyles: inlineStyles, lineElements: lineElements,
                                      lineNumbers: lineNumbers,
                                      highlightedLines: highlightedLines.map {
                                          // Lines are numbered from 1: a bound below that matches no line.
                                          LineRange(first: LineNumber(clamping: $0.lowerBound), last: LineNumber(clamping: $0.upperBound))
                                      },
                                      firstLineNumber: LineNumber(firstLineNumber))
        result.diff = diff
        result.notation = notation
        result.darkSelector = selector
        result.title = titleBytes
        result.xcodeKinds = usesXcodeKinds
        result.projectNames = projectNames
        if !resolvedNames.isEmpty {
            if diff || notation {
                return .failure(.invalidOptions("resolved names apply to the code as written: not with diff or notation"))
            }
            result.resolvedNames = resolvedNames
        }
        if let themeFile { result.customPalettes = [themeFile.palette] }
        return .success(result)
    }
}

/// A line number as displayed. 64 bits on every target: the first line may be 4294967295 and an
/// input may have billions of lines after it, more than a 32-bit `Int` holds.
typealias LineNumber = UInt64

/// One inclusive range of displayed line numbers.
struct LineRange {
    var first: LineNumber
    var last: LineNumber
}

/// Options after validation, shared by the Swift and C entry points.
///
/// Its stored properties avoid optionals of generic types and arrays of tuples: copying such
/// a value makes the runtime build type metadata from a mangled name on first use, which was
/// about half of the instructions of a process's first highlighted snippet (callgrind).
struct RenderOptions {
    var scheme: ClassScheme = .native
    /// The prefix given by the caller (see `hasCustomPrefix`).
    var customPrefix: [UInt8] = []
    /// Whether the caller gave a prefix; otherwise the scheme's default applies.
    var hasCustomPrefix = false
    var policy: InvalidUTF8Policy = .reject
    var theme: Theme = .xcode
    var wrapInPre = false
    var inlineStyles = false
    var lineElements = false
    var lineNumbers = false
    /// Inclusive ranges of displayed line numbers, in any order.
    var highlightedLines: [LineRange] = []
    var firstLineNumber: LineNumber = 1
    /// Terminal output: 16-colour codes instead of 24-bit colours (C: SWH_FLAG_ANSI_16).
    var ansi16 = false
    /// The input is a diff-marked block (SWH_FLAG_DIFF).
    var diff = false
    /// Shiki's notation comments mark lines (SWH_FLAG_NOTATION).
    var notation = false
    /// The validated dark selector; empty: none.
    var darkSelector: [UInt8] = []
    /// The validated title (valid UTF-8); empty: none.
    var title: [UInt8] = []
    /// Xcode's finer kinds (SWH_FLAG_XCODE_KINDS).
    var xcodeKinds = false
    /// The listed project names, for `xcodeKinds`.
    var projectNames = ProjectNames()
    /// The compiler's kinds of names, for `xcodeKinds` (`HighlightOptions.resolvedNames`).
    var resolvedNames: [ResolvedName] = []
    /// A theme read from a file (at most one), used instead of `theme` for HTML, CSS and
    /// terminal colours.
    var customPalettes: [Palette] = []

    /// The colours of inline styles and pages: the theme file's, else the theme's.
    var palette: Palette { customPalettes.isEmpty ? theme.palette : customPalettes[0] }

    /// The colours of terminal output: the theme file's, else the dark variant of the theme's
    /// (terminals are mostly dark).
    var terminalPalette: Palette { customPalettes.isEmpty ? theme.dark.palette : customPalettes[0] }

    init() {}

    init(scheme: ClassScheme, prefix: [UInt8]?, policy: InvalidUTF8Policy, theme: Theme, wrapInPre: Bool,
         inlineStyles: Bool, lineElements: Bool, lineNumbers: Bool, highlightedLines: [LineRange], firstLineNumber: LineNumber,
) {
        self.scheme = scheme
        self.prefix = prefix
        self.policy = policy
        self.theme = theme
        self.wrapInPre = wrapInPre
        self.inlineStyles = inlineStyles
        self.lineElements = lineElements
        self.lineNumbers = lineNumbers
        self.highlightedLines = highlightedLines
        self.firstLineNumber = firstLineNumber
    }

    /// The prefix given by the caller, or nil for the scheme's default.
    var prefix: [UInt8]? {
        get { hasCustomPrefix ? customPrefix : nil }
        set {
            hasCustomPrefix = newValue != nil
            customPrefix = newValue ?? []
        }
    }

    /// The prefix of token classes.
    var tokenPrefix: [UInt8] {
        if let prefix { return prefix }
        let d = scheme.defaultPrefix
        return Array(UnsafeBufferPointer(start: d.utf8Start, count: d.utf8CodeUnitCount))
    }

    /// The prefix of structural classes (`code`, `line`, `ln`, `hl`).
    var structuralPrefix: [UInt8] { prefix ?? Array("swh-".utf8) }

    /// Whether lines get their own elements.
    var usesLines: Bool { lineElements || lineNumbers || !highlightedLines.isEmpty || diff || notation }

    /// The highlighted ranges sorted by start and merged.
    var mergedHighlightedLines: [LineRange] {
        let sorted = highlightedLines.sorted { $0.first < $1.first }
        var merged: [LineRange] = []
        for r in sorted {
            if let last = merged.last, r.first <= last.last &+ 1 {
                merged[merged.count - 1].last = max(last.last, r.last)
            } else {
                merged.append(r)
            }
        }
        return merged
    }
}

/// Why highlighting failed.
public enum HighlightError: Error, Equatable, Sendable {
    /// The input is not valid UTF-8; `offset` is the first invalid byte.
    case invalidUTF8(offset: Int)
    /// The input is longer than `Highlighter.maxInputLength` (4 GiB - 1 bytes on 64-bit
    /// targets, 512 MiB - 1 on 32-bit ones).
    case inputTooLarge
    /// The options are not acceptable: the message is the broken rule's (`OptionProblem.message`).
    case invalidOptions(String)
    /// Memory for the output could not be allocated.
    case outOfMemory
    /// Markdown: the info string of the Swift fence on `line` (counted from 1) has a malformed
    /// option (`{3-}`, `hl_lines="x"`, …); the message names it.
    case invalidFence(line: Int, message: String)
}
