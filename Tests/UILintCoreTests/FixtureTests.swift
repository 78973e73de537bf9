import Foundation
import XCTest

@testable import UILintCore

/// Lints every annotated fixture under `fixtures/rules` with the default configuration
/// and compares the findings with its `// expect: rule line:column` lines, and the
/// result of `--fix` with its `.fixed.swift` twin.
final class FixtureTests: XCTestCase {
    /// Fixtures linted with the default rules, and those under `opt-in/` with every rule enabled.
    static func fixturePaths() throws -> [(path: String, enabling: [String])] {
        let optIn = RuleRegistry.descriptions.filter(\.isOptIn).map(\.id)
        return try [("fixtures/rules", [String]()), ("fixtures/rules/opt-in", optIn)].flatMap { folder, enabling in
            try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path)
                .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }
                .sorted()
                .map { ("\(folder)/\($0)", enabling) }
        }
    }

    func testFindingsMatchAnnotations() throws {
        let fixtures = try Self.fixturePaths()
        XCTAssertGreaterThanOrEqual(fixtures.count, 9)
        for (path, enabling) in fixtures {
            let source = try Repository.text(path)
            let expected = FixtureExpectations.marks(in: source)
            XCTAssertFalse(expected.isEmpty, "\(path) has no expectations")
            let actual = try Lint.findings(source, enabling: enabling)
                .map { Mark(rule: $0.ruleID, line: $0.start.line, column: $0.start.column) }.sorted()
            XCTAssertEqual(actual, expected, path)
        }
    }

    func testFixesMatchExpectedOutput() throws {
        var compared = 0
        for (path, enabling) in try Self.fixturePaths() {
            let fixedPath = path.replacingOccurrences(of: ".swift", with: ".fixed.swift")
            guard FileManager.default.fileExists(atPath: Repository.url(fixedPath).path) else { continue }
            let linter = try Lint.linter(enabling: enabling)
            let fixed = Lint.fixed(try Repository.text(path), linter: linter)
            XCTAssertEqual(fixed, try Repository.text(fixedPath), "\(path) fixed")
            XCTAssertEqual(Lint.fixed(fixed, linter: linter), fixed, "\(fixedPath): a second fix changes nothing")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 7)
    }

    /// Every fixture and demo file, fixed: parses no worse, keeps what no fix replaced, and fixing again
    /// changes nothing.
    func testFixingEveryFixtureIsSafeAndIdempotent() throws {
        let root = Repository.url("fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 10)
        let linter = try Lint.linter(enabling: RuleRegistry.descriptions.filter(\.isOptIn).map(\.id))
        for file in files {
            let original = SourceText(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            let result = Fixer(linter: linter).fix(original, path: file)
            let fixed = SourceText(bytes: result.fixed)
            XCTAssertLessThanOrEqual(
                LayoutModelBuilder.build(fixed, readings: []).parseDiagnostics.count,
                LayoutModelBuilder.build(original, readings: []).parseDiagnostics.count, file)
            XCTAssertEqual(Fixer(linter: linter).fix(fixed, path: file).fixed, result.fixed, "\(file): idempotent")
            assertKeepsUneditedBytes(result, file)
            XCTAssertTrue(
                result.remainingFindings.allSatisfy { $0.fix == nil || $0.isSuppressed },
                "\(file): fixable findings left")
        }
    }
}
