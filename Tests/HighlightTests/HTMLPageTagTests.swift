import XCTest
@testable import Highlight

/// `HTMLPageTag.tags(of:)`, the reader of the command line's page edits: tags as the HTML
/// standard's tokenizer reads them, not as a byte search finds them.
final class HTMLPageTagTests: XCTestCase {
    func tags(_ page: String) -> [String] {
        let bytes = Array(page.utf8)
        return HTMLPageTag.tags(of: bytes).map { tag in
            let attributes = tag.attributes.map { " \(String(decoding: $0.name, as: UTF8.self))=\(String(decoding: $0.value, as: UTF8.self))" }
            return (tag.isEnd ? "/" : "") + String(decoding: tag.name, as: UTF8.self) + attributes.joined()
        }
    }

    func testCommentsDoctypesAndProcessingInstructionsHoldNoTags() {
        XCTAssertEqual(tags("<!doctype html><!-- <div id=\"app\"></div> --><?php <head> ?><p>"), ["p"])
        XCTAssertEqual(tags("<!--> <b> <!---> <i> <!-- a --!> <u>"), ["b", "i", "u"])
        XCTAssertEqual(tags("<a><!-- <b> never closed"), ["a"])
    }

    func testRawTextHoldsNoTagsUpToItsEndTag() {
        XCTAssertEqual(tags("<script>if (a </head> b) document.write('<div id=app>')</script><div>"),
                       ["script", "/script", "div"])
        XCTAssertEqual(tags("<STYLE>a > b { }</style  ><title>a <b></title><textarea><p></TEXTAREA>"),
                       ["style", "/style", "title", "/title", "textarea", "/textarea"])
        XCTAssertEqual(tags("<script>never closed </head>"), ["script"])
        XCTAssertEqual(tags("<plaintext></plaintext><b>"), ["plaintext"])
        // `</scripts>` is no end tag of a script.
        XCTAssertEqual(tags("<script></scripts></script>"), ["script", "/script"])
    }

    func testAttributeValuesMayHoldAngleBrackets() {
        XCTAssertEqual(tags("<meta content=\"a </head> <b>\" name='x>y'><script data-x=\"<\" src=/js/a.js defer></script>"),
                       ["meta content=a </head> <b> name=x>y", "script data-x=< src=/js/a.js defer=", "/script"])
        let page = Array("<DIV ID=\"app\" id=\"other\">".utf8)
        let div = HTMLPageTag.tags(of: page)
        XCTAssertEqual(div.count, 1)
        XCTAssertTrue(div.first?.names("div") == true)
        XCTAssertEqual(div.first?.value(of: "id"), Array("app".utf8))
        XCTAssertEqual(div.first?.range, 0..<page.count)
    }

    func testTextAndUnterminatedTagsAreNoTags() {
        XCTAssertEqual(tags("a < b, 1 <2, </ >, <a href=\"x"), [])
        XCTAssertEqual(tags(""), [])
        XCTAssertEqual(tags("</head><br/>"), ["/head", "br"])
    }
}
