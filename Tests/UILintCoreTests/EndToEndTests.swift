import Foundation
import XCTest
@testable import UILintCore

/// Runs the built `uilint` binary as users do and checks exit codes, reports and files on disk.
final class EndToEndTests: XCTestCase {
    private func copyDemo() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Repository.url("fixtures/demo"), to: folder.url.appendingPathComponent("demo"))
        return folder
    }

    private func swiftFiles(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! where path.hasSuffix(".swift") {
            result[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return result
    }

    func testDemoReportMatchesGoldenFile() throws {
        let result = try Binary.run(["fixtures/demo"], in: Repository.root)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, try Repository.text("fixtures/demo-report.txt"))
        XCTAssertTrue(result.stderr.contains("11 files, 4 errors, 28 warnings (24 fixable with --fix) in"), result.stderr)
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
        XCTAssertTrue(try folder.read("demo/DemoApp/Login/LoginView.swift")
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
        XCTAssertTrue(result.stderr.contains(".uilint.yml:2:3: error: unknown rule `constraint_ordr` (did you mean `constraint_order`?)"),
                      result.stderr)
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
        try folder.write("Broken.swift", "final class BrokenView: UIView {\n    func f( {\n")
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        let result = try Binary.run(["."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Broken.swift:2:12: error: Swift syntax error"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[parse_error]"))
        XCTAssertTrue(result.stdout.contains("View.swift:1:11: warning: `leftAnchor`"))
    }

    func testStrictMakesWarningsFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        XCTAssertEqual(try Binary.run(["."], in: folder.url).status, 0)
        XCTAssertEqual(try Binary.run(["--strict", "."], in: folder.url).status, 1)
        XCTAssertEqual(try Binary.run(["--disable", "no_left_right_anchor", "--strict", "."], in: folder.url).status, 0)
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
        let result = try Binary.run(["--reporter", "sarif", "--output", "reports/ci/uilint.sarif", "--quiet", "View.swift"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(try folder.read("reports/ci/uilint.sarif").contains("mixed_horizontal_anchors"))
    }

    func testDefaultExclusionsAndConfiguredExcludes() throws {
        let folder = try TemporaryFolder()
        let bad = "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n"
        for path in ["Pods/P.swift", ".build/B.swift", ".hidden/H.swift", "Carthage/C.swift", "DerivedData/D.swift",
                     "App/Generated/G.swift", "App/View.swift"] {
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
        for command in [["--help"], ["lint", "--help"], ["rules", "--help"], ["explain", "--help"], ["init", "--help"]] {
            let help = try Binary.run(command, in: folder.url)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("EXAMPLES"), "\(command) help has examples")
        }
    }
}

/// The pre-filter skips files by their bytes; it must never lose a finding.
final class PreFilterTests: XCTestCase {
    func testFindingsAreTheSameWithAndWithoutThePreFilter() throws {
        let everyRule = RuleRegistry.ids.flatMap { ["--enable", $0] }
        for arguments in [["fixtures"], everyRule + ["fixtures"], ["--only", "parse_error", "fixtures"]] {
            let filtered = try Binary.run(["--reporter", "json"] + arguments, in: Repository.root)
            let unfiltered = try Binary.run(["--reporter", "json", "--no-prefilter"] + arguments, in: Repository.root)
            let findings = { (output: String) -> NSArray? in
                (try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])?["findings"] as? NSArray
            }
            XCTAssertNotNil(findings(filtered.stdout))
            XCTAssertEqual(findings(filtered.stdout), findings(unfiltered.stdout), "\(arguments)")
        }
    }

    func testFilesWithoutLayoutCodeAreSkippedAndDamagedFilesAreNot() throws {
        let rules = try Configuration(rootDirectory: "/").activeRules()
        let filter = PreFilter(rules: rules)
        XCTAssertFalse(filter.mustParse(Array("struct User: Codable { let viewModel: ViewModel; let name: String }\n".utf8)))
        XCTAssertFalse(filter.mustParse([]))
        XCTAssertTrue(filter.mustParse(Array("final class ProfileView: UIView {}\n".utf8)))
        XCTAssertTrue(filter.mustParse(Array("let c = a.topAnchor\n".utf8)))
        XCTAssertTrue(filter.mustParse(Array("// uilint:disable all\n".utf8)))
        XCTAssertTrue(filter.mustParse([0x6C, 0x65, 0x74, 0x00]), "NUL bytes: a damaged file is parsed and reported")
        XCTAssertTrue(filter.mustParse([0x6C, 0xFF, 0xFE]), "invalid UTF-8 likewise")
        let onlyFonts = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules(overrides: RuleOverrides(only: ["hardcoded_font"])))
        XCTAssertFalse(onlyFonts.mustParse(Array("final class ProfileView: UIView {}\n".utf8)), "needles follow the enabled rules")
        XCTAssertTrue(onlyFonts.mustParse(Array("label.font = .boldSystemFont(ofSize: 3)\n".utf8)))
    }

    /// Needles are looked for by their rarest byte, which may be anywhere in them.
    func testNeedlesAreFoundAtEitherEndOfAFileAndOnlyWholeWordEndingsCount() throws {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
        XCTAssertTrue(filter.mustParse(Array("snp".utf8)))
        XCTAssertTrue(filter.mustParse(Array("x.snp".utf8)))
        XCTAssertTrue(filter.mustParse(Array("label.isActive".utf8)))
        XCTAssertFalse(filter.mustParse(Array("sn p isactive".utf8)))
        let controllers = PreFilter(rules: try Configuration(rootDirectory: "/")
            .activeRules(overrides: RuleOverrides(only: ["layout_in_view_controller"])))
        XCTAssertTrue(controllers.mustParse(Array("let model: ControllerModel; let screen: LoginController".utf8)),
                      "the second `Controller` ends a word")
        XCTAssertFalse(controllers.mustParse(Array("let model: ControllerModel; let cells: VCModel".utf8)))
    }

    /// Setup-function rules need a view or controller class declared or extended in the file: a
    /// data source's `tableView` or SwiftUI's `some View` is none.
    func testViewLikeDeclarationsAreRecognisedByTheirHead() throws {
        let filter = PreFilter(rules: try Configuration(rootDirectory: "/")
            .activeRules(overrides: RuleOverrides(only: ["setup_function_grouping"])))
        XCTAssertTrue(filter.mustParse(Array("final class ProfileCard: ThemedView {}".utf8)))
        XCTAssertTrue(filter.mustParse(Array("extension ProfileViewController {".utf8)))
        XCTAssertTrue(filter.mustParse(Array("class Toggle<T>:\n    BaseSwitch,\n    Themed {".utf8)), "a head over several lines")
        XCTAssertFalse(filter.mustParse(Array("final class DataSource: NSObject {\n    var tableView: UITableView\n}".utf8)))
        XCTAssertFalse(filter.mustParse(Array("struct ContentView: View {\n    var body: some View { Text(\"\") }\n}".utf8)))
        XCTAssertFalse(filter.mustParse(Array("let subclass = 1; let view: LoginView".utf8)), "`subclass` is no keyword")
        let leftRightOnly = PreFilter(rules: try Configuration(rootDirectory: "/")
            .activeRules(overrides: RuleOverrides(only: ["no_left_right_anchor"])))
        XCTAssertFalse(leftRightOnly.mustParse(Array("let c = a.topAnchor\n".utf8)), "`leftAnchor` is not shortened to `Anchor`")
        XCTAssertTrue(leftRightOnly.mustParse(Array("let c = a.leftAnchor\n".utf8)))
    }
}

final class ResultCacheTests: XCTestCase {
    func testWarmRunsReadTheCacheAndChangesInvalidateIt() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent("cache").path
        try folder.write("Sources/View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let arguments = ["--cache-path", cache, "--timings", "Sources"]
        let cold = try Binary.run(arguments, in: folder.url)
        XCTAssertTrue(cold.stderr.contains("\"parsedFiles\":1"), cold.stderr)
        let warm = try Binary.run(arguments, in: folder.url)
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.status, cold.status)
        XCTAssertTrue(warm.stderr.contains("\"parsedFiles\":0"), "a warm run parses nothing: \(warm.stderr)")

        try folder.write("Sources/View.swift", "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let edited = try Binary.run(arguments, in: folder.url)
        XCTAssertEqual(edited.stdout, "")
        XCTAssertTrue(edited.stderr.contains("\"parsedFiles\":1"))

        try folder.write(".uilint.yml", "disabled_rules: [mixed_horizontal_anchors]\n")
        try folder.write("Sources/View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let reconfigured = try Binary.run(arguments, in: folder.url)
        XCTAssertFalse(reconfigured.stdout.contains("mixed_horizontal_anchors"), "the configuration is part of the key")
        XCTAssertTrue(reconfigured.stdout.contains("no_left_right_anchor"))
    }

    func testCorruptEntriesAreIgnoredAndFixingNeverUsesTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent("cache").path
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        let first = try Binary.run(["--cache-path", cache, "View.swift"], in: folder.url)
        // Damage every entry.
        var damaged = 0
        for case let entry as String in FileManager.default.enumerator(atPath: cache)! {
            let url = URL(fileURLWithPath: cache).appendingPathComponent(entry)
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            try Data([0x05, 0xFF, 0xFF, 0x7B]).write(to: url)
            damaged += 1
        }
        XCTAssertGreaterThan(damaged, 0)
        let again = try Binary.run(["--cache-path", cache, "View.swift"], in: folder.url)
        XCTAssertEqual(again.stdout, first.stdout)
        let fix = try Binary.run(["--cache-path", cache, "--fix", "View.swift"], in: folder.url)
        XCTAssertEqual(fix.status, 0)
        XCTAssertEqual(try folder.read("View.swift"), "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\n")
        XCTAssertEqual(try Binary.run(["--no-cache", "View.swift"], in: folder.url).stdout, "")
    }
}
