import Highlight

/// A complete HTML5 page around highlighted fragments (`--standalone`): the theme's stylesheet
/// in the head (unless styles are inline), each input in its own `<pre>`, under a heading with
/// its name when there are several.
struct StandalonePage {
    var options: HighlightOptions
    /// More rules after the theme's stylesheet (the compiler's annotations).
    var extraCSS = ""
    private var body: [UInt8] = []
    private var titles: [String] = []

    init(options: HighlightOptions) {
        self.options = options
    }

    /// The options for each fragment: wrapped in `<pre>` (the stylesheet's container).
    var fragmentOptions: HighlightOptions {
        var o = options
        o.wrapInPre = true
        return o
    }

    /// Adds one input's highlighted HTML (made with `fragmentOptions`).
    mutating func add(name: String, html: [UInt8], withHeading: Bool) {
        titles.append(name)
        if withHeading {
            body += Array("<h2>".utf8) + StandalonePage.escaped(name) + Array("</h2>\n".utf8)
        }
        body += html
        body.append(UInt8(ascii: "\n"))
    }

    /// The page.
    func page() throws(HighlightError) -> [UInt8] {
        var out = Array("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n".utf8)
        out += Array("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n".utf8)
        out += Array("<title>".utf8) + StandalonePage.escaped(titles.joined(separator: ", ")) + Array("</title>\n".utf8)
        if !options.inlineStyles {
            // The stylesheet holds no `<` (checked by the fuzzer), so it cannot end the element.
            out += Array("<style>\n".utf8) + Array(try Highlighter.pageCSS(options: options).utf8) + Array(extraCSS.utf8)
                + Array("</style>\n".utf8)
        }
        out += Array("</head>\n<body>\n".utf8) + body + Array("</body>\n</html>\n".utf8)
        return out
    }

    /// Text escaped for HTML element content and attribute values.
    static func escaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            case UInt8(ascii: "'"): out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
        return out
    }
}
