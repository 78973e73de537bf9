import Foundation
import XCTest

/// `uilint --staged`: what a pre-commit hook runs. The commit holds the index, so
/// the index is what is linted, whatever the work tree says.
final class StagedTests: XCTestCase {
    static let bad = "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n"
    static let good = "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\n"

    private func files(in json: String) throws -> [String] {
        let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try XCTUnwrap(report?["files"] as? [String], json)
    }

    func testLintsTheStagedContentNotTheWorkTree() throws {
        let repository = try GitSandbox()
        try repository.write("Sources/LoginView.swift", Self.bad)
        try repository.git("add", ".")
        try repository.write("Sources/LoginView.swift", Self.good)
        let stagedBad = try repository.uilint("--staged")
        XCTAssertEqual(stagedBad.status, 1, stagedBad.stderr)
        XCTAssertTrue(stagedBad.stdout.contains("Sources/LoginView.swift:1:9: error:"), stagedBad.stdout)

        try repository.git("add", ".")
        try repository.write("Sources/LoginView.swift", Self.bad)
        let stagedGood = try repository.uilint("--staged")
        XCTAssertEqual(stagedGood.status, 0, stagedGood.stdout + stagedGood.stderr)
        XCTAssertEqual(stagedGood.stdout, "")
        XCTAssertTrue(stagedGood.stderr.contains("1 file, 0 errors"), stagedGood.stderr)
    }

    func testLintsOnlyStagedSwiftFilesTheConfigurationSelects() throws {
        let repository = try GitSandbox()
        try repository.write(".uilint.yml", "excluded: [\"**/Generated/**\"]\n")
        for path in ["Sources/A.swift", "Sources/Generated/G.swift", "Pods/Lib/P.swift", ".hidden/H.swift", "Notes.md"]
        {
            try repository.write(path, Self.bad)
        }
        try repository.git("add", ".")
        try repository.write("Sources/Untracked.swift", Self.bad)
        try repository.write("Sources/Committed.swift", Self.bad)
        try repository.git("add", "Sources/Committed.swift")
        try repository.git("commit", "--quiet", "--no-verify", "-m", "first", "--", "Sources/Committed.swift")

        let result = try repository.uilint("--staged", "--reporter", "json")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try files(in: result.stdout), ["Sources/A.swift"])
    }

    func testRenamedDeletedBinaryAndLinkedFiles() throws {
        let repository = try GitSandbox()
        try repository.write("Old.swift", Self.bad)
        try repository.write("Deleted.swift", Self.bad)
        try repository.git("add", ".")
        try repository.git("commit", "--quiet", "-m", "first")
        try repository.git("mv", "Old.swift", "Renamed.swift")
        try repository.git("rm", "--quiet", "Deleted.swift")
        try repository.write("Binary.swift", "let a = 1\u{0}\u{1}\u{2}")
        try FileManager.default.createSymbolicLink(
            atPath: repository.url.appendingPathComponent("Link.swift").path,
            withDestinationPath: "Renamed.swift")
        try repository.git("add", ".")

        let result = try repository.uilint("--staged", "--reporter", "json")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            try files(in: result.stdout), ["Binary.swift", "Renamed.swift"], "the rename is linted under its new path")
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(
            Set(findings.filter { $0["path"] as? String == "Binary.swift" }.compactMap { $0["rule"] as? String }),
            ["parse_error"], "binary content is reported as it would be on disk")
    }

    func testPathsAreShownFromTheCurrentFolderAndLimitTheRun() throws {
        let repository = try GitSandbox()
        try repository.write("App/Login/LoginView.swift", Self.bad)
        try repository.write("Kit/Button.swift", Self.bad)
        try repository.git("add", ".")

        let fromSubfolder = try repository.uilint("--staged", in: "App")
        XCTAssertEqual(fromSubfolder.status, 1)
        let lines = fromSubfolder.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Login/LoginView.swift:1:9: error:") }, fromSubfolder.stdout)
        // As for any file outside the current folder, the path is absolute.
        let outside = repository.url.appendingPathComponent("Kit/Button.swift").path
        XCTAssertTrue(lines.contains { $0.hasPrefix(outside + ":1:9: error:") }, fromSubfolder.stdout)

        let limited = try repository.uilint("--staged", "--reporter", "json", "Login", in: "App")
        XCTAssertEqual(try files(in: limited.stdout), ["Login/LoginView.swift"])
    }

    func testFixRestagesCleanFilesAndLeavesFilesWithUnstagedChanges() throws {
        let repository = try GitSandbox()
        try repository.write("Clean.swift", Self.bad)
        try repository.write("Dirty.swift", Self.bad)
        try repository.git("add", ".")
        let unstagedEdit = Self.bad + "// not staged yet\n"
        try repository.write("Dirty.swift", unstagedEdit)

        let result = try repository.uilint("--staged", "--fix")
        XCTAssertEqual(result.status, 1, "the unfixed staged file still has its error")
        XCTAssertEqual(try repository.read("Clean.swift"), Self.good)
        XCTAssertEqual(try repository.staged("Clean.swift"), Self.good, "the fix is staged")
        XCTAssertEqual(try repository.read("Dirty.swift"), unstagedEdit, "the work tree is untouched")
        XCTAssertEqual(try repository.staged("Dirty.swift"), Self.bad, "the index is untouched")
        XCTAssertTrue(
            result.stderr.contains("Dirty.swift: not fixed: it has changes that are not staged"), result.stderr)
        XCTAssertTrue(result.stdout.contains("Dirty.swift:1:9: error:"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Clean.swift"), result.stdout)
    }

    func testOutsideAGitRepositoryExitsTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", Self.bad)
        let result = try Binary.run(["--staged"], in: folder.url, environment: GitSandbox.environment())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--staged needs a git repository"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }
}
