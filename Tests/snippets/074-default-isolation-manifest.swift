// swift-tools-version: 6.2
// SE-0466: default actor isolation for a target; SE-0480: warning control settings.
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(
            name: "App",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
                .treatWarning("DeprecatedDeclaration", as: .error),
                .strictMemorySafety(),
            ]
        ),
    ]
)
