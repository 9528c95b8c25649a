/// How many colours terminal output uses.
public enum TerminalColors: Sendable {
    /// No escape sequences at all (control characters are still neutralized).
    case none
    /// The 16 standard SGR colours (30–37, 90–97), bold and italic.
    case basic16
    /// 24-bit colours (`ESC[38;2;R;G;Bm`).
    case trueColor
}
