import Foundation
import XCTest

@testable import UILintCore

/// Runs the built `uilint` binary as users do and checks exit codes, reports and files on disk.
final class EndToEndTests: XCTestCase {
    private func copyDemo() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: Repository.url("fixtures/demo"), to: folder.url.appendingPathComponent("demo"))
        return folder
    }

    private func swiftFiles(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)!
        where path.hasSuffix(".swift") {
            result[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return result
    }

    func testDemoReportMatchesGoldenFile() throws {
        let result = try Binary.run(["fixtures/demo"], in: Repository.root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, try Repository.text("fixtures/demo-report.txt"))
        XCTAssertTrue(
            result.stderr.contains("12 files, 6 errors, 33 warnings (26 fixable with --fix) in"), result.stderr)
        for rule in RuleRegistry.descriptions.filter({ !$0.isOptIn }).map(\.id) {
            XCTAssertTrue(result.stdout.contains("[\(rule)]"), "the demo shows \(rule)")
        }
    }

    func testFixLeavesOnlyUnfixableFindingsAndIsIdempotent() throws {
        let folder = try copyDemo()
        let fix = try Binary.run(["--fix", "--reporter", "json", "demo"], in: folder.url)
        XCTAssertEqual(fix.status, 1, fix.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as! [String: Any]
        let left = report["findings"] as! [[String: Any]]
        XCTAssertTrue(left.contains { $0["rule"] as? String == "parse_error" })
        XCTAssertTrue(left.allSatisfy { $0["fix"] is NSNull }, "only unfixable findings are left: \(left)")
        let afterFirst = try swiftFiles(in: folder.url)
        let again = try Binary.run(["--fix", "demo"], in: folder.url)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(try swiftFiles(in: folder.url), afterFirst, "a second --fix changes nothing")
        XCTAssertTrue(
            try folder.read("demo/DemoApp/Login/LoginView.swift")
                .contains("titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24)"))
    }

    func testDiffWritesNothingAndAppliesWithGit() throws {
        let folder = try copyDemo()
        let before = try swiftFiles(in: folder.url)
        let diff = try Binary.run(["--diff", "demo"], in: folder.url)
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.contains("--- a/demo/DemoApp/Login/LoginView.swift"))
        XCTAssertEqual(try swiftFiles(in: folder.url), before, "--diff writes nothing")

        let fixed = try copyDemo()
        _ = try Binary.run(["--fix", "demo"], in: fixed.url)
        try folder.write("fixes.patch", diff.stdout)
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        apply.arguments = ["git", "apply", "--unsafe-paths", "fixes.patch"]
        apply.currentDirectoryURL = folder.url
        try apply.run()
        apply.waitUntilExit()
        XCTAssertEqual(apply.terminationStatus, 0)
        XCTAssertEqual(try swiftFiles(in: folder.url), try swiftFiles(in: fixed.url), "the diff is what --fix writes")
    }

    func testConfigTypoExitsTwoWithLocationAndSuggestion() throws {
        let folder = try TemporaryFolder()
        try folder.write(".uilint.yml", "rules:\n  constraint_ordr:\n    severity: error\n")
        try folder.write("View.swift", "let x = 1\n")
        let result = try Binary.run([], in: folder.url)
        XCTAssertEqual(result.status, 2)
        // Said once, as the compiler says it, so that editors and CI annotations read the location.
        XCTAssertEqual(
            result.stderr,
            ".uilint.yml:2:3: error: unknown rule `constraint_ordr` (did you mean `constraint_order`?)\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testRunErrorsExitTwo() throws {
        let folder = try TemporaryFolder()
        let missing = try Binary.run(["NoSuchFolder"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("NoSuchFolder: no such file or folder"))
        let badFlag = try Binary.run(["--no-such-flag"], in: folder.url)
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertFalse(badFlag.stderr.isEmpty)
        let unknownRule = try Binary.run(["--only", "constraint_ordr", "."], in: folder.url)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("did you mean `constraint_order`"))
        let both = try Binary.run(["--fix", "--diff"], in: folder.url)
        XCTAssertEqual(both.status, 2)
        let missingConfig = try Binary.run(["--config", "nope.yml"], in: folder.url)
        XCTAssertEqual(missingConfig.status, 2)
        XCTAssertTrue(missingConfig.stderr.contains("nope.yml"))
    }

    func testUnparsableFileIsAFindingAndOthersAreStillLinted() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken.swift", "final class BrokenView: UIView {\n    func setup() {}\n    func f( {\n")
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        let result = try Binary.run(["."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Broken.swift:3:12: error: Swift syntax error"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[parse_error]"))
        XCTAssertTrue(result.stdout.contains("View.swift:1:11: warning: `leftAnchor`"))
    }

    func testStrictMakesWarningsFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        XCTAssertEqual(try Binary.run(["."], in: folder.url).status, 0)
        XCTAssertEqual(try Binary.run(["--strict", "."], in: folder.url).status, 1)
        XCTAssertEqual(
            try Binary.run(["--disable", "no_left_right_anchor", "--strict", "."], in: folder.url).status, 0)
    }

    func testJSONReportToOutputFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let result = try Binary.run(["--reporter", "json", "--output", "report.json", "--quiet", "."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "", "--quiet prints no summary")
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("report.json").utf8)) as! [String: Any]
        XCTAssertEqual(json["version"] as? String, UILintVersion.current)
        XCTAssertEqual(json["files"] as? [String], ["View.swift"])
        let findings = json["findings"] as! [[String: Any]]
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["mixed_horizontal_anchors", "no_left_right_anchor"])
        let fix = (findings[1]["fix"] as! [[String: Any]])[0]
        XCTAssertEqual(fix["replacement"] as? String, "leadingAnchor")
        XCTAssertEqual((fix["start"] as? [String: Int])?["column"], 11)
        XCTAssertEqual((json["summary"] as? [String: Any])?["errors"] as? Int, 1)
    }

    func testOutputFileInAFolderThatDoesNotExistYet() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let result = try Binary.run(
            ["--reporter", "sarif", "--output", "reports/ci/uilint.sarif", "--quiet", "View.swift"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(try folder.read("reports/ci/uilint.sarif").contains("mixed_horizontal_anchors"))
    }

    func testDefaultExclusionsAndConfiguredExcludes() throws {
        let folder = try TemporaryFolder()
        let bad = "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n"
        for path in [
            "Pods/P.swift", ".build/B.swift", ".hidden/H.swift", "Carthage/C.swift", "DerivedData/D.swift",
            "App/Generated/G.swift", "App/View.swift", "Templates/Screen.xctemplate/___FILEBASENAME___.swift",
        ] {
            try folder.write(path, bad)
        }
        try folder.write(".uilint.yml", "excluded: [\"**/Generated/**\"]\n")
        let result = try Binary.run(["--reporter", "json", "."], in: folder.url)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(json["files"] as? [String], ["App/View.swift"])
    }

    func testOutputDoesNotDependOnJobs() throws {
        let one = try Binary.run(["--jobs", "1", "fixtures"], in: Repository.root)
        let four = try Binary.run(["--jobs", "4", "fixtures"], in: Repository.root)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertFalse(one.stdout.isEmpty)
    }

    func testRulesExplainInitVersionAndHelp() throws {
        let folder = try TemporaryFolder()
        let rules = try Binary.run(["rules", "--json"], in: folder.url)
        XCTAssertEqual(rules.status, 0)
        let entries = try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(entries.compactMap { $0["id"] as? String }, RuleRegistry.ids)
        XCTAssertEqual(entries.first?["fixable"] as? Bool, true)
        let grouping = entries.first { $0["id"] as? String == "setup_function_grouping" }
        let options = grouping?["options"] as? [[String: String]]
        XCTAssertEqual(
            options?.map { [$0["name"], $0["type"], $0["default"]] }, [["max_subviews", "integer", "1"]],
            "options as declared")
        XCTAssertTrue(try Binary.run(["rules"], in: folder.url).stdout.contains("constraint_order"))

        let explain = try Binary.run(["explain", "mixed_horizontal_anchors"], in: folder.url)
        XCTAssertEqual(explain.status, 0)
        XCTAssertEqual(explain.stdout, try Repository.text("rules/mixed_horizontal_anchors.md"))
        XCTAssertEqual(try Binary.run(["explain", "mixed_anchors"], in: folder.url).status, 2)

        XCTAssertEqual(try Binary.run(["init"], in: folder.url).status, 0)
        XCTAssertNoThrow(try ConfigurationLoader.load(path: folder.url.appendingPathComponent(".uilint.yml").path))
        XCTAssertTrue(try folder.read(".uilint.yml").contains("# constraint_order:"))
        XCTAssertEqual(try Binary.run(["init"], in: folder.url).status, 2, "init does not overwrite")
        XCTAssertEqual(try Binary.run(["init", "--force"], in: folder.url).status, 0)

        let version = try Binary.run(["--version"], in: folder.url)
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), UILintVersion.current)
        for command in [
            ["--help"], ["lint", "--help"], ["rules", "--help"], ["explain", "--help"], ["init", "--help"],
        ] {
            let help = try Binary.run(command, in: folder.url)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("EXAMPLES"), "\(command) help has examples")
        }
    }
}
