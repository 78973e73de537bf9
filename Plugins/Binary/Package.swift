// swift-tools-version:5.9
import PackageDescription

// uilint's SwiftPM plugins on the prebuilt uilint binary: adding them to a package
// compiles no swift-syntax and adds no dependency to its graph. Here the bundle is the
// one `scripts/release` builds, unpacked beside this file; the published copy of this
// package names the released bundle by URL and checksum instead (scripts/release writes it).
let package = Package(
    name: "uilint-plugins",
    products: [
        .plugin(name: "UILintBuildToolPlugin", targets: ["UILintBuildToolPlugin"]),
        .plugin(name: "UILintCommandPlugin", targets: ["UILintCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "uilint", path: "uilint.artifactbundle"),
        .plugin(
            name: "UILintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["uilint"]
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
    ]
)
