import Foundation
import XCTest
import Yams

/// `action.yml`, run step by step as GitHub runs a composite action: each `run` step in
/// bash with its `env`, `GITHUB_PATH` and `GITHUB_OUTPUT` files between steps, and each
/// step's `if`; the upload step (another action) is recorded with the report it would send.
final class GitHubActionTests: XCTestCase {
    private struct Outcome {
        var outputs: [String: [String: String]] = [:]
        var uploadedReport: String?
        var failedStep: String?
    }

    func testTheReadmeWorkflowUsesTheActionInThreeLines() throws {
        let workflow = try XCTUnwrap(try Yams.load(yaml: ReadmeSnippets.snippet("github-action")) as? [String: Any])
        let job = try XCTUnwrap((workflow["jobs"] as? [String: [String: Any]])?["uilint"])
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
        XCTAssertEqual(
            steps.compactMap { $0["uses"] as? String },
            ["actions/checkout@v4", "uilint/uilint@\(ReleaseArtifacts.version)"])
        XCTAssertEqual(
            (workflow["permissions"] as? [String: String])?["security-events"], "write", "code scanning needs it")
    }

    func testFindingsAreUploadedThenFailTheJob() throws {
        let workspace = try TemporaryFolder()
        try workspace.write("Login/LoginView.swift", StagedTests.bad)
        let outcome = try runAction(in: workspace, inputs: [:])
        XCTAssertEqual(outcome.outputs["lint"]?["exit-code"], "1")
        let report = try XCTUnwrap(outcome.uploadedReport)
        XCTAssertTrue(report.contains("\"ruleId\" : \"mixed_horizontal_anchors\""), report)
        XCTAssertTrue(report.contains("Login/LoginView.swift"), report)
        XCTAssertEqual(outcome.failedStep, "Fail on findings")
    }

    func testCleanCodePassesAndInputsReachUILint() throws {
        let workspace = try TemporaryFolder()
        try workspace.write("Login/LoginView.swift", StagedTests.good)
        try workspace.write("Other/Bad.swift", StagedTests.bad)
        let outcome = try runAction(
            in: workspace, inputs: ["path": "Login", "sarif-file": "reports/ui.sarif", "args": "--strict"])
        XCTAssertEqual(outcome.outputs["lint"]?["exit-code"], "0")
        XCTAssertNil(outcome.failedStep)
        XCTAssertFalse(try XCTUnwrap(outcome.uploadedReport).contains("Bad.swift"), "only the given path is linted")

        let usage = try runAction(in: workspace, inputs: ["args": "--no-such-flag"])
        XCTAssertEqual(usage.outputs["lint"]?["exit-code"], "2")
        XCTAssertEqual(usage.failedStep, "Lint")
        XCTAssertNil(usage.uploadedReport, "a usage error has no report to upload")
    }

    /// Runs the action's steps in `workspace`, with its install step downloading from a
    /// stand-in releases page.
    private func runAction(in workspace: TemporaryFolder, inputs given: [String: String]) throws -> Outcome {
        let releases = try ReleaseArtifacts.releasePage(in: workspace)
        let action = try XCTUnwrap(try Yams.load(yaml: Repository.text("action.yml")) as? [String: Any])
        let declared = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        var inputs = declared.compactMapValues { $0["default"] as? String }
        inputs.merge(given) { $1 }
        XCTAssertEqual(Set(given.keys).subtracting(declared.keys), [], "inputs the action declares")
        let steps = try XCTUnwrap((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])

        let runnerTemp = workspace.url.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var outcome = Outcome()
        for step in steps {
            let name = step["name"] as? String ?? "?"
            if let condition = step["if"] as? String, !evaluate(condition, inputs: inputs, outcome: outcome) {
                continue
            }
            if let uses = step["uses"] as? String {
                XCTAssertTrue(uses.hasPrefix("github/codeql-action/upload-sarif@"), uses)
                let with = try XCTUnwrap(step["with"] as? [String: String])
                let report = workspace.url.appendingPathComponent(
                    substitute(try XCTUnwrap(with["sarif_file"]), inputs: inputs))
                outcome.uploadedReport = try String(contentsOf: report, encoding: .utf8)
                continue
            }
            XCTAssertEqual(step["shell"] as? String, "bash", name)
            let githubPath = runnerTemp.appendingPathComponent("path-\(name)")
            let githubOutput = runnerTemp.appendingPathComponent("output-\(name)")
            FileManager.default.createFile(atPath: githubPath.path, contents: nil)
            FileManager.default.createFile(atPath: githubOutput.path, contents: nil)
            var environment = (step["env"] as? [String: String] ?? [:]).mapValues { substitute($0, inputs: inputs) }
            environment.merge([
                "GITHUB_ACTION_PATH": Repository.root.path, "RUNNER_TEMP": runnerTemp.path,
                "GITHUB_PATH": githubPath.path,
                "GITHUB_OUTPUT": githubOutput.path, "PATH": path, "UILINT_RELEASE_URL": releases,
                "XDG_CACHE_HOME": runnerTemp.appendingPathComponent("cache").path,
            ]) { $1 }
            let script = try XCTUnwrap(step["run"] as? String)
            let result = try Shell.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], in: workspace.url,
                environment: environment)
            for line in try String(contentsOf: githubPath, encoding: .utf8).split(separator: "\n") {
                path = line + ":" + path
            }
            if let id = step["id"] as? String {
                let lines = try String(contentsOf: githubOutput, encoding: .utf8).split(separator: "\n")
                outcome.outputs[id] = Dictionary(
                    lines.map { line in
                        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                        return (parts[0], parts.count > 1 ? parts[1] : "")
                    }
                ) { $1 }
            }
            if result.status != 0 {
                outcome.failedStep = name
                break
            }
        }
        return outcome
    }

    /// `${{ inputs.NAME }}`, the only expression the action's values use.
    private func substitute(_ value: String, inputs: [String: String]) -> String {
        inputs.reduce(value) { text, input in
            text.replacingOccurrences(of: "${{ inputs.\(input.key) }}", with: input.value)
        }
    }

    /// The two forms of condition the action uses: `inputs.NAME == 'VALUE'` and
    /// `steps.ID.outputs.NAME == 'VALUE'`.
    private func evaluate(_ condition: String, inputs: [String: String], outcome: Outcome) -> Bool {
        let sides = condition.components(separatedBy: " == ")
        XCTAssertEqual(sides.count, 2, condition)
        let expected = sides[1].trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        let names = sides[0].split(separator: ".").map(String.init)
        switch names.first {
        case "inputs": return inputs[names[1]] == expected
        case "steps": return outcome.outputs[names[1]]?[names[3]] == expected
        default:
            XCTFail("an expression the test does not know: \(condition)")
            return false
        }
    }
}
