// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "swift-highlight",
    products: [
        // The engine and its C entry points (`include/swift_highlight.h`) in one static archive:
        // `swift build -c release` writes `libHighlight.a`.
        .library(name: "Highlight", type: .static, targets: ["Highlight"]),
        // The compiler's knowledge (hovers, diagnostics) for the engine's output; apart, so that
        // `Highlight` depends on nothing (docs/compiler.md).
        .library(name: "HighlightCompiler", targets: ["HighlightCompiler"]),
        .executable(name: "swift-highlight", targets: ["swift-highlight"]),
        // `swift package highlight-documentation`: `swift-highlight docc` on the archives
        // `swift package generate-documentation` writes (docs/docc.md).
        .plugin(name: "HighlightDocumentation", targets: ["HighlightDocumentation"]),
    ],
    targets: [
        // The public C header, exposed to Swift as a module so that the `@_cdecl` entry points
        // are written against the header's own types. `Sources/CHighlight/include/swift_highlight.h` is a
        // byte-for-byte copy of `include/swift_highlight.h` (a copy, so that the package also works
        // where symbolic links are not kept); scripts/test/version.sh fails when they differ.
        .target(name: "CHighlight", path: "Sources/CHighlight"),
        // The few C library functions the engine calls, as one module (internal; lets the same
        // sources compile as Embedded Swift, which has no Glibc/Darwin overlay).
        .target(name: "HighlightLibc", path: "Sources/HighlightLibc"),
        // The engine: tokenizer, classifier, renderers, C entry points. Standard library only.
        .target(name: "Highlight", dependencies: ["CHighlight", "HighlightLibc"], path: "Sources/Highlight"),
        // `swiftc` and `sourcekit-lsp` run for the compiler's knowledge of code. No Foundation.
        .target(name: "HighlightCompiler", dependencies: ["Highlight"], path: "Sources/HighlightCompiler"),
        .executableTarget(name: "swift-highlight", dependencies: ["Highlight", "HighlightCompiler"], path: "Sources/swift-highlight"),
        .plugin(
            name: "HighlightDocumentation",
            capability: .command(
                intent: .custom(verb: "highlight-documentation",
                                description: "Highlights the Swift listings of DocC documentation archives with swift-highlight")
                // No declared permission: SwiftPM would then ask for the whole package directory
                // even for --help or an archive elsewhere. Writing where the archives are is
                // granted per run: --allow-writing-to-package-directory for those in .build,
                // --allow-writing-to-directory PATH for others (see docs/docc.md).
            ),
            dependencies: ["swift-highlight"],
            path: "Plugins/HighlightDocumentation"
        ),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight", "CHighlight"], path: "Tests/HighlightTests"),
        .testTarget(name: "HighlightCompilerTests", dependencies: ["HighlightCompiler"], path: "Tests/HighlightCompilerTests"),
    ]
)
