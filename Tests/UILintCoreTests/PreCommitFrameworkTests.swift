import Foundation
import XCTest

/// The real `pre-commit` tool from PyPI, on this checkout's `.pre-commit-hooks.yaml`.
final class PreCommitFrameworkTests: XCTestCase {
    /// pre-commit keeps its clones and environments here, apart from the user's.
    private var home: TemporaryFolder!

    override func setUpWithError() throws {
        try PreCommitTool.ensureInstalled()
        home = try TemporaryFolder()
    }

    override func tearDown() {
        // XCTest keeps every test case alive until the run ends: the folder goes now.
        home = nil
    }

    private func preCommit(_ arguments: [String], in repository: GitSandbox) throws -> CommandResult {
        try repository.run(
            ["python3", "-m", "pre_commit"] + arguments, environment: ["PRE_COMMIT_HOME": home.url.path])
    }

    func testTryRepoBlocksTheViolationAndPassesOnceFixed() throws {
        let repository = try GitSandbox()
        try repository.write("Login/LoginView.swift", StagedTests.bad)
        try repository.write("README.md", "left alone by the hook\n")
        try repository.git("add", ".")

        let blocked = try preCommit(["try-repo", Repository.root.path, "uilint-system"], in: repository)
        XCTAssertEqual(blocked.status, 1, blocked.stdout + blocked.stderr)
        XCTAssertTrue(
            blocked.stdout.contains("Login/LoginView.swift:1:9: error: `a`: constraint relates `left` to `leading`"),
            blocked.stdout)
        XCTAssertTrue(blocked.stdout.contains("[mixed_horizontal_anchors]"), blocked.stdout)
        XCTAssertTrue(blocked.stdout.contains("1 file, 1 error"), "only the Swift file is passed: \(blocked.stdout)")

        try repository.write("Login/LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        let passed = try preCommit(["try-repo", Repository.root.path, "uilint-system"], in: repository)
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
    }

    /// A new user's way: the README's configuration, `pre-commit install`, then `git commit`.
    func testReadmeConfigurationStopsABadCommitAndLetsTheFixedOneThrough() throws {
        let hooks = try HookRepository()
        let repository = try GitSandbox()
        try repository.write(
            ".pre-commit-config.yaml", try hooks.pointing(try ReadmeSnippets.snippet("pre-commit-system")))
        XCTAssertEqual(
            try ReadmeSnippets.commands("pre-commit-install"), ["pip install pre-commit", "pre-commit install"])
        XCTAssertEqual(try preCommit(["install"], in: repository).status, 0)

        try repository.write("Login/LoginView.swift", StagedTests.bad)
        try repository.git("add", ".")
        let blocked = try repository.run(
            ["git", "commit", "-m", "Login"], environment: ["PRE_COMMIT_HOME": home.url.path])
        XCTAssertNotEqual(blocked.status, 0)
        let output = blocked.stdout + blocked.stderr
        XCTAssertTrue(output.contains("Login/LoginView.swift:1:9: error:"), output)
        XCTAssertEqual(try repository.run(["git", "rev-list", "--all"]).stdout, "", "nothing was committed")

        try repository.write("Login/LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        let allowed = try repository.run(
            ["git", "commit", "-m", "Login"], environment: ["PRE_COMMIT_HOME": home.url.path])
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
    }

    /// The default hook downloads the prebuilt release once, checks it and runs it.
    func testPrebuiltHookDownloadsTheReleaseOnceAndBlocksTheViolation() throws {
        let downloads = try TemporaryFolder()
        let releases = try ReleaseArtifacts.releasePage(in: downloads)
        let hooks = try HookRepository()
        let repository = try GitSandbox()
        try repository.write(
            ".pre-commit-config.yaml", try hooks.pointing(try ReadmeSnippets.snippet("pre-commit-prebuilt")))
        try repository.write("Login/LoginView.swift", StagedTests.bad)
        try repository.git("add", ".")
        let cache = downloads.url.appendingPathComponent("cache")
        let environment = [
            "PRE_COMMIT_HOME": home.url.path, "UILINT_RELEASE_URL": releases, "XDG_CACHE_HOME": cache.path,
        ]

        let blocked = try repository.run(["python3", "-m", "pre_commit", "run"], environment: environment)
        XCTAssertEqual(blocked.status, 1, blocked.stdout + blocked.stderr)
        XCTAssertTrue(blocked.stdout.contains("installed uilint \(ReleaseArtifacts.version)"), blocked.stdout)
        XCTAssertTrue(
            blocked.stdout.contains("Login/LoginView.swift:1:9: error: `a`: constraint relates `left` to `leading`"),
            blocked.stdout)
        XCTAssertTrue(
            FileManager.default.isExecutableFile(
                atPath: cache.appendingPathComponent("uilint/\(ReleaseArtifacts.version)/uilint").path))

        // Offline now: the second run uses the downloaded binary.
        try repository.write("Login/LoginView.swift", StagedTests.good)
        try repository.git("add", ".")
        let passed = try repository.run(
            ["python3", "-m", "pre_commit", "run"],
            environment: environment.merging(["UILINT_RELEASE_URL": "file:///nowhere"]) { $1 })
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        XCTAssertFalse(passed.stdout.contains("installed uilint"), passed.stdout)
    }

    /// The `language: swift` hook builds uilint and swift-syntax in release mode, which
    /// takes over ten minutes on two cores: too long for every CI run, so it runs only
    /// when UILINT_SWIFT_HOOK_TEST is set.
    func testSwiftHookBuildsUILintAndBlocksTheViolation() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["UILINT_SWIFT_HOOK_TEST"] == "1",
            "builds uilint in release mode; set UILINT_SWIFT_HOOK_TEST=1 to run it")
        let repository = try GitSandbox()
        let hooks = try HookRepository(withPackage: true)
        try repository.write(
            ".pre-commit-config.yaml", try hooks.pointing(try ReadmeSnippets.snippet("pre-commit-swift")))
        try repository.write("Login/LoginView.swift", StagedTests.bad)
        try repository.git("add", ".")
        // The user's own environment, not the sandbox's: SwiftPM needs the user's git settings and
        // caches to fetch uilint's dependencies, and the uilint that runs must be the hook's own build.
        let blocked = try Shell.run(
            ["python3", "-m", "pre_commit", "run"], in: repository.url, environment: ["PRE_COMMIT_HOME": home.url.path])
        XCTAssertEqual(blocked.status, 1, blocked.stdout + blocked.stderr)
        XCTAssertTrue(blocked.stdout.contains("Login/LoginView.swift:1:9: error:"), blocked.stdout)
    }
}

/// Installs pre-commit from PyPI when it is missing.
enum PreCommitTool {
    static func ensureInstalled() throws {
        let folder = FileManager.default.temporaryDirectory
        if try Shell.run(["python3", "-m", "pre_commit", "--version"], in: folder).status == 0 { return }
        let install = try Shell.run(
            ["python3", "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "pre-commit"], in: folder)
        guard install.status != 0 else { return }
        // Only an unreachable PyPI excuses the test; any other failure is one.
        let unreachable = [
            "Temporary failure in name resolution", "NewConnectionError", "Network is unreachable",
            "No matching distribution found for pre-commit", "ConnectTimeoutError",
        ]
        if unreachable.contains(where: install.stderr.contains) {
            throw XCTSkip("pip cannot reach PyPI to install pre-commit: \(install.stderr)")
        }
        XCTFail("pip install pre-commit failed: \(install.stderr)")
        throw CocoaError(.executableLoad)
    }
}

/// A git repository holding this checkout's `.pre-commit-hooks.yaml` as it is now,
/// committed or not, for pre-commit to clone; with the committed package beside it
/// when the hook builds uilint.
final class HookRepository {
    let repository: GitSandbox

    init(withPackage: Bool = false) throws {
        repository = try GitSandbox()
        if withPackage {
            try repository.git("fetch", "--quiet", Repository.root.path, "HEAD")
            try repository.git("checkout", "--quiet", "-B", "main", "FETCH_HEAD")
        }
        // The hooks, and the scripts the prebuilt hook runs.
        for file in [".pre-commit-hooks.yaml", "scripts/prebuilt", "scripts/install"] {
            let copy = repository.url.appendingPathComponent(file)
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.url(file), to: copy)
            try repository.git("add", file)
        }
        try repository.git("commit", "--quiet", "--allow-empty", "-m", "hooks")
    }

    /// A configuration snippet from the README with its `repo` and `rev` pointing here.
    func pointing(_ configuration: String) throws -> String {
        let revision = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = configuration.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indentation = line.prefix { $0 == " " }
            if line.hasPrefix(indentation + "- repo: ") { return "\(indentation)- repo: \(repository.url.path)" }
            if line.hasPrefix(indentation + "rev: ") { return "\(indentation)rev: \(revision)" }
            return String(line)
        }
        XCTAssertNotEqual(lines.joined(separator: "\n"), configuration, "the snippet names a repo and a rev")
        return lines.joined(separator: "\n")
    }
}
