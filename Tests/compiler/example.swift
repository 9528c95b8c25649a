struct Point { var x: Double; var y: Double }
// ---cut---
/// The distance from the origin.
func length(of p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
let answer = length(of: Point(x: 3, y: 4))
//  ^?
let wrong: Int = "x"
// @errors: cannot convert value of type 'String'
let farRight = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }.count + Int(length(of: Point(x: 1, y: 2)).rounded())
