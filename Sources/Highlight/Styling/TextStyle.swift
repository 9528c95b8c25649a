/// How one kind of token looks: a colour (0xRRGGBB) or none, bold, italic.
struct TextStyle: Equatable {
    var color: UInt32?
    var bold = false
    var italic = false

    static let none = TextStyle(color: nil)

    var isEmpty: Bool { color == nil && !bold && !italic }

    /// The CSS declarations, e.g. `color:#9b2393;font-weight:bold`.
    var css: [UInt8] {
        var out: [UInt8] = []
        if let color {
            out += Array("color:".utf8)
            out += hexColor(color)
        }
        if bold {
            if !out.isEmpty { out.append(UInt8(ascii: ";")) }
            out += Array("font-weight:bold".utf8)
        }
        if italic {
            if !out.isEmpty { out.append(UInt8(ascii: ";")) }
            out += Array("font-style:italic".utf8)
        }
        return out
    }
}

/// `#rrggbb`.
func hexColor(_ rgb: UInt32) -> [UInt8] {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = [UInt8(ascii: "#")]
    for shift in stride(from: 20, through: 0, by: -4) {
        out.append(digits[Int((rgb >> UInt32(shift)) & 0xF)])
    }
    return out
}
