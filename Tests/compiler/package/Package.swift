// swift-tools-version:5.9
// A package whose module the compiler's tests import (swift-highlight --compiler --package).
import PackageDescription

let package = Package(
    name: "Geometry",
    products: [.library(name: "Geometry", targets: ["Geometry"])],
    targets: [.target(name: "Geometry")]
)
