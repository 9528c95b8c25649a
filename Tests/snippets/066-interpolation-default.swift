// SE-0477: a default value for optionals in string interpolation.
let age: Int? = nil
print("Age: \(age, default: "Unknown")")

struct User {
    var name: String?
    var email: String?

    var summary: String {
        "\(name, default: "anonymous") <\(email, default: "no email")>"
    }
}

let line = "Count: \(counts["apples"], default: "none") apples"
