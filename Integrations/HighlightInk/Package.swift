// swift-tools-version:5.9
import PackageDescription

// swift-highlight for Ink (and so for Publish sites): a package of its own, so that the main
// package keeps no dependency and its users never fetch Ink.
let package = Package(
    name: "HighlightInk",
    products: [
        .library(name: "HighlightInk", targets: ["HighlightInk"]),
    ],
    dependencies: [
        // This repository's root package.
        .package(name: "swift-highlight", path: "../.."),
        .package(url: "https://github.com/JohnSundell/Ink.git", from: "0.6.0"),
    ],
    targets: [
        .target(name: "HighlightInk", dependencies: [
            .product(name: "Highlight", package: "swift-highlight"),
            .product(name: "Ink", package: "Ink"),
        ]),
        .testTarget(name: "HighlightInkTests", dependencies: ["HighlightInk", .product(name: "Ink", package: "Ink")]),
    ]
)
