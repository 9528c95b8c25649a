import XCTest
@testable import Highlight

/// WCAG AA (4.5:1, WCAG 2 relative-luminance formula) for every colour of every theme against
/// every background text can stand on: the block's, and the highlighted, added and removed line
/// backgrounds; the high-contrast themes keep 7:1 against their own background.
final class LineBackgroundContrastTests: XCTestCase {
    func testEveryTokenColourAgainstEveryLineBackground() {
        for theme in Theme.allCases where !theme.isPair {
            let p = theme.palette
            let backgrounds: [(String, UInt32)] = [("background", p.background), ("highlighted", p.highlightBackground),
                                                   ("added", p.addedBackground), ("removed", p.removedBackground)]
            var colours: [(String, UInt32)] = [("text", p.foreground), ("line numbers", p.gutter),
                                               ("+ mark", p.addedMark), ("- mark", p.removedMark)]
            for kind in TokenKind.allCases {
                if let c = p.style(kind).color { colours.append((kind.name, c)) }
            }
            XCTAssertGreaterThan(colours.count, 10)
            for (bgName, bg) in backgrounds {
                for (name, colour) in colours {
                    let ratio = contrastRatio(colour, bg)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme.name): \(name) on \(bgName) is \(ratio):1")
                }
            }
            // The line backgrounds must be told apart from the block's.
            for (bgName, bg) in backgrounds.dropFirst() {
                XCTAssertNotEqual(bg, p.background, "\(theme.name): \(bgName)")
            }
        }
    }

    func testContrastFormulaOnKnownPairs() {
        // WCAG's examples: black on white is 21:1, #767676 on white is the AA limit (4.54:1).
        XCTAssertEqual(contrastRatio(0x000000, 0xFFFFFF), 21, accuracy: 0.01)
        XCTAssertEqual(contrastRatio(0x767676, 0xFFFFFF), 4.54, accuracy: 0.01)
        XCTAssertEqual(contrastRatio(0xFFFFFF, 0xFFFFFF), 1, accuracy: 0.001)
    }
}
