import Foundation
import XCTest

/// The command and build tool plugins, used by a sample package that depends on this
/// checkout, as the README shows. Building uilint inside the sample takes minutes,
/// so the test runs when UILINT_SLOW_TESTS is set, as .ci/run does.
final class SwiftPMPluginTests: XCTestCase {
    static let view = """
        struct Anchor { func constraint(equalTo other: Anchor) -> Int { 0 } }
        struct Item { let leftAnchor = Anchor(), leadingAnchor = Anchor() }
        let a = Item(), b = Item()
        let constraint = a.leftAnchor.constraint(equalTo: b.leadingAnchor)

        """

    func testCommandPluginLintsAndFixesAndTheBuildToolPluginReports() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["UILINT_SLOW_TESTS"] == "1",
            "builds uilint inside a sample package; set UILINT_SLOW_TESTS=1 to run it")
        let folder = try TemporaryFolder()
        // SwiftPM names a package by its folder: the README's `package: "uilint"` needs that name.
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("uilint"), withDestinationURL: Repository.root)
        let sample = try SamplePackage(
            in: folder, readmeSnippet: "swiftpm-manifest",
            replacing: #".package(url: "https://github.com/uilint/uilint", from: "0.1.0")"#,
            with: #".package(path: "../uilint")"#)
        let run = sample.run
        let commands = try ReadmeSnippets.commands("swiftpm-commands")
        XCTAssertEqual(commands.count, 3)

        let (lint, _) = try sample.assertPluginsReportTheFinding(lint: commands[0], build: commands[2])
        XCTAssertTrue(lint.stderr.contains("uilint found problems"), lint.stderr)

        let unknown = try run("swift package --allow-writing-to-package-directory uilint Nope")
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.stderr.contains("no source target named Nope; the package has App"), unknown.stderr)

        let fix = try run(commands[1])
        XCTAssertEqual(fix.status, 0, fix.stdout + fix.stderr)
        XCTAssertTrue(
            try folder.read("App/Sources/App/LoginView.swift")
                .contains("let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)"))

        let clean = try run(commands[2])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertFalse(clean.stdout.contains("LoginView.swift:"), clean.stdout)
    }
}

/// A package named App, in `folder/App`, whose manifest holds the README's snippet with
/// its dependency line replaced, and whose one source file has a finding.
struct SamplePackage {
    let url: URL

    init(
        in folder: TemporaryFolder, readmeSnippet: String, replacing readmeDependency: String, with dependencies: String
    ) throws {
        let snippet = try ReadmeSnippets.snippet(readmeSnippet)
        XCTAssertTrue(snippet.contains(readmeDependency), "the README's dependency line is the one replaced")
        let manifest = snippet.replacingOccurrences(of: readmeDependency, with: dependencies)
        try folder.write(
            "App/Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
            \(manifest.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            )

            """)
        try folder.write("App/Sources/App/LoginView.swift", SwiftPMPluginTests.view)
        url = folder.url.appendingPathComponent("App")
    }

    func run(_ command: String) throws -> CommandResult {
        try Shell.run(["sh", "-c", command], in: url)
    }

    /// Runs the command plugin's lint and the build: both fail and report the sample's finding.
    func assertPluginsReportTheFinding(lint lintCommand: String, build buildCommand: String) throws -> (
        lint: CommandResult, build: CommandResult
    ) {
        let lint = try run(lintCommand)
        XCTAssertNotEqual(lint.status, 0, "an error fails the command")
        XCTAssertTrue(
            lint.stdout.contains(
                "Sources/App/LoginView.swift:4:18: error: `a`: constraint relates `left` to `leading`"),
            lint.stdout + lint.stderr)
        let build = try run(buildCommand)
        XCTAssertNotEqual(build.status, 0, "an error fails the build")
        let file = url.appendingPathComponent("Sources/App/LoginView.swift").path
        XCTAssertTrue(
            build.stdout.contains("\(file):4:18: error: `a`: constraint relates"), build.stdout + build.stderr)
        return (lint, build)
    }
}
