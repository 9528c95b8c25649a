// SE-0451: raw identifiers in backticks may hold spaces, digits and operators.
import Testing

@Test func `square returns x * x`() {
    #expect(square(4) == 16)
}

@Test func `empty input yields zero`() throws {
    let result = try parse("")
    #expect(result == 0)
}

enum HTTPStatus: Int {
    case `200` = 200
    case `404` = 404
}

let ok = HTTPStatus.`200`
let name = `test validation should succeed when input is less than ten`

func `helper with spaces`(_ value: Int) -> Int { value * 2 }
print(`helper with spaces`(21))
