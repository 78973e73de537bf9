import Foundation
import XCTest

@testable import UILintCore

/// `uilint install-hook` and `uninstall-hook`: a plain git pre-commit hook, used
/// through real commits.
final class GitHookTests: XCTestCase {
    func testInstalledHookBlocksABadCommitAndLetsTheFixedOneThrough() throws {
        let repository = try GitSandbox()
        let install = try repository.uilint("install-hook")
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertTrue(install.stderr.contains("Installed .git/hooks/pre-commit"), install.stderr)

        try repository.write("LoginView.swift", StagedTests.bad)
        try repository.git("add", ".")
        let blocked = try repository.run(["git", "commit", "-m", "Login"])
        XCTAssertNotEqual(blocked.status, 0, "the commit is blocked")
        // git shows everything a hook prints on standard error.
        XCTAssertTrue(blocked.stderr.contains("LoginView.swift:1:9: error:"), blocked.stderr)
        XCTAssertTrue(blocked.stderr.contains("[mixed_horizontal_anchors]"), blocked.stderr)
        XCTAssertEqual(try repository.run(["git", "rev-list", "--all"]).stdout, "", "nothing was committed")

        try repository.write("LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        let allowed = try repository.run(["git", "commit", "-m", "Login"])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
    }

    func testHookWithoutUILintOnPathStopsTheCommitAndSaysWhy() throws {
        let repository = try GitSandbox()
        XCTAssertEqual(try repository.uilint("install-hook").status, 0)
        try repository.write("LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        let commit = try repository.run(["git", "commit", "-m", "Login"], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertNotEqual(commit.status, 0)
        XCTAssertTrue(commit.stderr.contains("uilint is not on PATH"), commit.stderr)
    }

    func testInstallsIntoCoreHooksPath() throws {
        let repository = try GitSandbox()
        try repository.git("config", "core.hooksPath", "tools/hooks")
        try FileManager.default.createDirectory(
            at: repository.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        let install = try repository.uilint("install-hook", in: "App")
        XCTAssertEqual(install.status, 0, install.stderr)
        let hook = repository.url.appendingPathComponent("tools/hooks/pre-commit").path
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), PreCommitHook.script)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".git/hooks/pre-commit").path))
        XCTAssertEqual(try repository.uilint("uninstall-hook").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook))
    }

    func testNeverReplacesOrRemovesAHookItDidNotWriteUnlessForced() throws {
        let repository = try GitSandbox()
        let theirs = "#!/bin/sh\necho their hook\n"
        try repository.write(".git/hooks/pre-commit", theirs)

        let refused = try repository.uilint("install-hook")
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.stderr.contains(".git/hooks/pre-commit already exists and was not written by uilint"),
            refused.stderr)
        let notRemoved = try repository.uilint("uninstall-hook")
        XCTAssertEqual(notRemoved.status, 2)
        XCTAssertTrue(notRemoved.stderr.contains("was not written by uilint"), notRemoved.stderr)
        XCTAssertEqual(try repository.read(".git/hooks/pre-commit"), theirs)

        XCTAssertEqual(try repository.uilint("install-hook", "--force").status, 0)
        XCTAssertTrue(PreCommitHook.isWrittenByUILint(try repository.read(".git/hooks/pre-commit")))
        XCTAssertEqual(try repository.uilint("install-hook").status, 0, "its own hook is updated without --force")
        XCTAssertEqual(try repository.uilint("uninstall-hook").status, 0)
        let again = try repository.uilint("uninstall-hook")
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stderr.contains("nothing to remove"), again.stderr)
    }

    func testHelpHasExamples() throws {
        let folder = try TemporaryFolder()
        for command in ["install-hook", "uninstall-hook"] {
            let help = try Binary.run([command, "--help"], in: folder.url)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("EXAMPLES"), help.stdout)
        }
        XCTAssertTrue(try Binary.run(["--help"], in: folder.url).stdout.contains("install-hook"))
    }

    func testOutsideAGitRepositoryExitsTwo() throws {
        let folder = try TemporaryFolder()
        for command in ["install-hook", "uninstall-hook"] {
            let result = try Binary.run([command], in: folder.url, environment: GitSandbox.environment())
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.stderr.contains("\(command) needs a git repository"), result.stderr)
        }
    }
}
