import XCTest

@testable import UILintCore

final class ConfigurationTests: XCTestCase {
    private func parse(_ yaml: String) throws -> Configuration {
        try ConfigurationLoader.parse(yaml, path: ".uilint.yml", rootDirectory: "/project")
    }

    private func error(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            XCTFail("expected a configuration error", file: file, line: line)
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testReadsEveryKey() throws {
        let configuration = try parse(
            """
            included: [Sources, App]
            excluded: [Pods, "**/Generated/**"]
            disabled_rules: [no_left_right_anchor]
            opt_in_rules: []
            rules:
              constraint_order:
                severity: error
                order: [top, bottom, leading, trailing, centerY, centerX, height, width]
              mixed_horizontal_anchors: warning
            """)
        XCTAssertEqual(configuration.included, ["Sources", "App"])
        XCTAssertEqual(configuration.excluded, ["Pods", "**/Generated/**"])
        XCTAssertEqual(configuration.disabledRules, ["no_left_right_anchor"])
        XCTAssertEqual(configuration.ruleSettings["constraint_order"]?.severity, .error)
        XCTAssertEqual(
            configuration.ruleSettings["constraint_order"]?.options["order"],
            .stringList(["top", "bottom", "leading", "trailing", "centerY", "centerX", "height", "width"]))
        XCTAssertEqual(configuration.ruleSettings["mixed_horizontal_anchors"]?.severity, .warning)
        let active = try configuration.activeRules()
        XCTAssertFalse(active.contains { $0.rule.id == "no_left_right_anchor" })
        XCTAssertEqual(active.first { $0.rule.id == "constraint_order" }?.severity, .error)
        XCTAssertEqual(active.first { $0.rule.id == "mixed_horizontal_anchors" }?.severity, .warning)
    }

    func testEmptyConfigurationMeansDefaults() throws {
        let configuration = try parse("")
        XCTAssertNil(configuration.included)
        XCTAssertEqual(
            try configuration.activeRules().map(\.rule.id).sorted(),
            RuleRegistry.descriptions.filter { !$0.isOptIn }.map(\.id).sorted())
        XCTAssertEqual(try parse("# only a comment\n").excluded, [])
    }

    func testMisspeltRuleIsLocatedWithSuggestion() {
        let failure = error(
            """
            rules:
              constraint_ordr:
                severity: error
            """)
        XCTAssertEqual(failure?.line, 2)
        XCTAssertEqual(failure?.column, 3)
        XCTAssertTrue(failure?.message.contains("did you mean `constraint_order`") == true, failure?.message ?? "")
        XCTAssertEqual(failure?.description.hasPrefix(".uilint.yml:2:3: error: unknown rule `constraint_ordr`"), true)
    }

    func testUnknownTopLevelKey() {
        let failure = error("exclude: [Pods]\n")
        XCTAssertEqual(failure?.line, 1)
        XCTAssertEqual(failure?.column, 1)
        XCTAssertTrue(failure?.message.contains("did you mean `excluded`") == true)
    }

    func testUnknownRuleInLists() {
        let failure = error("disabled_rules:\n  - constraint_order\n  - no_left_rigth_anchor\n")
        XCTAssertEqual(failure?.line, 3)
        XCTAssertEqual(failure?.column, 5)
        XCTAssertTrue(failure?.message.contains("no_left_right_anchor") == true)
    }

    func testWrongOptionTypeAndUnknownOption() {
        let typeFailure = error("rules:\n  constraint_order:\n    order: top\n")
        XCTAssertEqual(typeFailure?.line, 3)
        XCTAssertEqual(typeFailure?.column, 12)
        XCTAssertTrue(typeFailure?.message.contains("list of strings") == true)

        let unknown = error("rules:\n  constraint_order:\n    ordr: [top]\n")
        XCTAssertEqual(unknown?.line, 3)
        XCTAssertTrue(unknown?.message.contains("did you mean `order`") == true)

        let badValue = error("rules:\n  constraint_order:\n    order: [top, middle]\n")
        XCTAssertEqual(badValue?.line, 3)
        XCTAssertTrue(badValue?.message.contains("`middle`") == true)

        let severity = error("rules:\n  constraint_order:\n    severity: fatal\n")
        XCTAssertEqual(severity?.line, 3)
        XCTAssertEqual(severity?.column, 15)
    }

    func testYAMLSyntaxErrorIsLocated() {
        let failure = error("rules:\n  constraint_order: [\n")
        XCTAssertNotNil(failure)
        XCTAssertGreaterThanOrEqual(failure?.line ?? 0, 2)
        XCTAssertTrue(failure?.message.contains("invalid YAML") == true)
    }

    func testNonMappingDocuments() {
        XCTAssertTrue(error("- a\n- b\n")?.message.contains("must be a mapping") == true)
        XCTAssertTrue(error("just text\n")?.message.contains("must be a mapping") == true)
        XCTAssertEqual(error("excluded: [a]\nexcluded: [b]\n")?.line, 2)
    }

    func testCommandLineOverrides() throws {
        let configuration = try parse("disabled_rules: [constraint_order]\n")
        let enabled = try configuration.activeRules(overrides: RuleOverrides(enable: ["constraint_order"]))
        XCTAssertTrue(enabled.contains { $0.rule.id == "constraint_order" })
        let only = try configuration.activeRules(overrides: RuleOverrides(only: ["no_left_right_anchor"]))
        XCTAssertEqual(only.map(\.rule.id), ["no_left_right_anchor"])
        let disabled = try configuration.activeRules(overrides: RuleOverrides(disable: ["parse_error"]))
        XCTAssertFalse(disabled.contains { $0.rule.id == "parse_error" })
        XCTAssertThrowsError(try configuration.activeRules(overrides: RuleOverrides(only: ["constraint_ordr"]))) {
            error in
            XCTAssertTrue("\(error)".contains("did you mean `constraint_order`"))
        }
    }

    func testDiscoveryFindsNearestFileUpwards() throws {
        let folder = try TemporaryFolder()
        try folder.write(".uilint.yml", "excluded: [Pods]\n")
        try folder.write("App/Sources/View.swift", "")
        XCTAssertEqual(
            ConfigurationLoader.discover(from: folder.url.appendingPathComponent("App/Sources").path),
            folder.url.appendingPathComponent(".uilint.yml").standardizedFileURL.path)
    }

    /// Issue 28: a file a tool generated is not linted unless `lint_generated_files` says so; what it declares
    /// still reaches the project index.
    func testGeneratedFilesAreSkippedUnlessConfigured() throws {
        XCTAssertFalse(try parse("").lintsGeneratedFiles)
        XCTAssertTrue(try parse("lint_generated_files: true").lintsGeneratedFiles)
        let wrong = error("lint_generated_files: 3")
        XCTAssertEqual(wrong?.line, 1)
        XCTAssertEqual(wrong?.column, 23)
        XCTAssertEqual(wrong?.message, "`lint_generated_files` must be true or false")

        let layout =
            "final class Badge: UIView {\n    func pin(_ view: UIView) {\n"
            + "        view.leftAnchor.constraint(equalTo: leftAnchor).isActive = true\n    }\n}\n"
        let folder = try TemporaryFolder()
        try folder.write("Generated/Assets.swift", "// swiftlint:disable all\n// Generated using SwiftGen\n\n" + layout)
        try folder.write("Assets.pb.swift", "/*\n * Licensed under MIT.\n */\n// DO NOT EDIT.\n" + layout)
        // An Xcode template's start, which its author edits, and a note below the code, are linted.
        try folder.write(
            "Scene/Router.swift", "//  This file was generated by the Clean Swift Xcode Templates\n" + layout)
        try folder.write("Badge.swift", "/// Generated by hand.\n" + layout + "// Generated by PaintCode\n")
        let skipped = try Binary.run(["--no-cache", "--only", "no_left_right_anchor", "."], in: folder.url)
        func files(_ report: String) -> Set<String> {
            Set(report.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        }
        XCTAssertEqual(files(skipped.stdout), ["Badge.swift", "Scene/Router.swift"], skipped.stdout)
        try folder.write(".uilint.yml", "lint_generated_files: true\n")
        let linted = try Binary.run(["--no-cache", "--only", "no_left_right_anchor", "."], in: folder.url)
        XCTAssertEqual(files(linted.stdout).count, 4, linted.stdout)
    }
}
