import Foundation
import XCTest

/// Each way of running uilint that the README shows, run as the README shows it.
/// The pre-commit and SwiftPM snippets have tests of their own.
final class ReadmeSnippetTests: XCTestCase {
    static let exercised: Set = [
        "shell", "plain-hook", "xcode-build-phase", "editor",
        // PreCommitFrameworkTests
        "pre-commit-prebuilt", "pre-commit-system", "pre-commit-swift", "pre-commit-install",
        "swiftpm-manifest", "swiftpm-commands",  // SwiftPMPluginTests
        "install-release", "swiftpm-binary-manifest", "swiftpm-binary-commands",  // ReleaseTests
        "github-action",  // GitHubActionTests
    ]

    func testEveryTestedSnippetHasATest() throws {
        XCTAssertEqual(Set(try ReadmeSnippets.names()), Self.exercised)
        for name in Self.exercised {
            XCTAssertFalse(try ReadmeSnippets.snippet(name).isEmpty, name)
        }
    }

    func testShellCommandsRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Login/LoginView.swift", StagedTests.bad)
        for command in try ReadmeSnippets.commands("shell") {
            let result = try Shell.run(["sh", "-c", command], in: folder.url, environment: GitSandbox.environment())
            XCTAssertTrue([0, 1].contains(result.status), "\(command): \(result.stderr)")
        }
        XCTAssertEqual(try folder.read("Sources/Login/LoginView.swift"), StagedTests.good, "--fix fixed it")
        XCTAssertTrue(try folder.read("uilint.sarif").contains("sarif-2.1.0.json"), "the SARIF report was written")
        XCTAssertTrue(
            try folder.read(".uilint.yml").contains("# constraint_order:"), "init wrote the starter configuration")
    }

    func testPlainHookStopsABadCommit() throws {
        let repository = try GitSandbox()
        let install = try ReadmeSnippets.command("plain-hook", startingWith: "uilint install-hook")
        let commit = try ReadmeSnippets.command("plain-hook", startingWith: "git commit")
        let uninstall = try ReadmeSnippets.command("plain-hook", startingWith: "uilint uninstall-hook")

        XCTAssertEqual(try repository.run(["sh", "-c", install]).status, 0)
        try repository.write("Login/LoginView.swift", StagedTests.bad)
        try repository.git("add", ".")
        let blocked = try repository.run(["sh", "-c", commit])
        XCTAssertNotEqual(blocked.status, 0)
        XCTAssertTrue(blocked.stderr.contains("Login/LoginView.swift:1:9: error:"), blocked.stderr)

        try repository.write("Login/LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        XCTAssertEqual(try repository.run(["sh", "-c", commit]).status, 0)
        XCTAssertEqual(try repository.run(["sh", "-c", uninstall]).status, 0)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".git/hooks/pre-commit").path))
    }

    func testXcodeBuildPhaseReportsAbsolutePathsAndFailsOnErrors() throws {
        let project = try TemporaryFolder()
        try project.write("App/LoginView.swift", StagedTests.bad)
        let script = try ReadmeSnippets.snippet("xcode-build-phase")
        // Xcode runs build phase scripts from elsewhere, with SRCROOT set.
        let elsewhere = try TemporaryFolder()
        let build = try Shell.run(
            ["sh", "-c", script], in: elsewhere.url,
            environment: GitSandbox.environment().merging(["SRCROOT": project.url.path]) { $1 })
        XCTAssertEqual(build.status, 1)
        let file = project.url.appendingPathComponent("App/LoginView.swift").path
        XCTAssertTrue(
            build.stdout.contains("\(file):1:9: error: `a`: constraint relates `left` to `leading`"), build.stdout)
        XCTAssertTrue(build.stdout.contains("\(file):1:11: warning: `leftAnchor`"), build.stdout)
        XCTAssertEqual(build.stderr, "", "--quiet keeps the build log to the findings")

        let withoutUILint = try Shell.run(
            ["sh", "-c", script], in: elsewhere.url,
            environment: ["SRCROOT": project.url.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(withoutUILint.status, 0)
        XCTAssertTrue(withoutUILint.stdout.hasPrefix("warning: uilint is not installed"), withoutUILint.stdout)
    }

    func testEditorLintsAndFixesTheBuffer() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.uilint.yml", "rules:\n  no_left_right_anchor: error\n")
        let buffer = try folder.write("buffer.tmp", StagedTests.bad)
        let result = try Shell.run(
            ["sh", "-c", try ReadmeSnippets.snippet("editor")], in: folder.url,
            environment: GitSandbox.environment().merging([
                "FILE": "App/LoginView.swift", "BUFFER": buffer.path,
                "FIXED": folder.url.appendingPathComponent("fixed.tmp").path,
            ]) { $1 })
        XCTAssertTrue(
            result.stdout.contains("App/LoginView.swift:1:11: error: `leftAnchor`"),
            "the file's own configuration applies: \(result.stdout)")
        XCTAssertEqual(try folder.read("fixed.tmp"), StagedTests.good)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("App/LoginView.swift").path))
    }
}
