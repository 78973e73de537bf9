// swift-tools-version:5.10
// The libFuzzer target lives in its own package so that the main package builds
// without fuzzer flags. Build and run it with `scripts/fuzz`.
import PackageDescription

let package = Package(
    name: "uilint-fuzz",
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder name, which varies by checkout.
        .package(name: "uilint", path: ".."),
        // The syntax tree the library parses, to check that fixes keep every token they did not touch.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "uilint-fuzz",
            dependencies: [
                .product(name: "UILintCore", package: "uilint"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        )
    ]
)
