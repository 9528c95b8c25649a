/// What a displayed line is marked as, one byte of bits per line: set by diff markers
/// (`SWH_FLAG_DIFF`), notation comments (`SWH_FLAG_NOTATION`) and highlighted line ranges.
enum LineMark {
    /// An added line (`PREFIXadd`, mark `+`).
    static let added: UInt8 = 1
    /// A removed line (`PREFIXdel`, mark `-`).
    static let removed: UInt8 = 2
    /// A highlighted line (`PREFIXhl`).
    static let highlighted: UInt8 = 4
    /// A focused line (`PREFIXfocus`).
    static let focused: UInt8 = 8
    /// Added or removed.
    static let change: UInt8 = added | removed
}
