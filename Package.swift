// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "uilint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "uilint", targets: ["uilint"]),
        .library(name: "UILintCore", targets: ["UILintCore"]),
        .plugin(name: "UILintCommandPlugin", targets: ["UILintCommandPlugin"]),
        .plugin(name: "UILintBuildToolPlugin", targets: ["UILintBuildToolPlugin"]),
    ],
    dependencies: [
        // Any 603 release: uilint reads SwiftSyntax's raw syntax (an SPI that may change
        // between major versions) for speed. Apps that need another swift-syntax use the
        // binary plugin package (Plugins/Binary), which depends on none.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        .target(
            name: "UILintCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "uilint",
            dependencies: [
                "UILintCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The sample run every report format is shown on; not shipped.
        .target(name: "ReportSamples", dependencies: ["UILintCore"], path: "Tools/ReportSamples"),
        // Every generated file (the embedded rule documents and their test cases, the golden reports,
        // the README's rules table), which `swift run uilint-generate` writes and a test checks; not shipped.
        .target(
            name: "Generation",
            dependencies: [
                "UILintCore", "ReportSamples",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tools/Generation"),
        .executableTarget(name: "uilint-generate", dependencies: ["Generation"], path: "Tools/uilint-generate"),
        // Deterministic random numbers shared by the benchmark and the tests; not shipped.
        .target(name: "SeededRandom"),
        .executableTarget(
            name: "uilint-bench",
            dependencies: [
                "UILintCore",
                "SeededRandom",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/uilint-bench"
        ),
        .plugin(
            name: "UILintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "uilint", description: "Lint the package's UIKit layout code; --fix applies the safe fixes."),
                permissions: [.writeToPackageDirectory(reason: "uilint --fix rewrites Swift files to apply its fixes.")]
            ),
            dependencies: ["uilint"]
        ),
        .plugin(
            name: "UILintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["uilint"]
        ),
        .testTarget(
            name: "UILintCoreTests",
            dependencies: [
                "UILintCore",
                // End-to-end tests run the built binary, so `swift test` must build it.
                "uilint",
                "SeededRandom",
                "Generation",
                "ReportSamples",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
