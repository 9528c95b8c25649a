// SE-0448: lookbehind assertions in regex literals.
let price = /(?<=\$)\d+(?:\.\d{2})?/
let notDollars = /(?<!USD )\b\d+\b/
let dynamic = try Regex(#"(?<=key=)\w+"#)

if let match = text.firstMatch(of: price) {
    print(match.output)
}
let amounts = text.matches(of: /(?<=€)\d+/).map { $0.output }
