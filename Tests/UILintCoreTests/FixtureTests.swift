import Foundation
import XCTest
@testable import UILintCore

/// Lints every annotated fixture under `fixtures/rules` with the default configuration
/// and compares the findings with its `// expect: rule line:column` lines, and the
/// result of `--fix` with its `.fixed.swift` twin.
final class FixtureTests: XCTestCase {
    static func fixturePaths() throws -> [String] {
        let folder = Repository.url("fixtures/rules")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }
            .sorted()
            .map { "fixtures/rules/\($0)" }
    }

    func testFindingsMatchAnnotations() throws {
        let paths = try Self.fixturePaths()
        XCTAssertGreaterThanOrEqual(paths.count, 5)
        for path in paths {
            let source = try Repository.text(path)
            let expected = FixtureExpectations.marks(in: source)
            XCTAssertFalse(expected.isEmpty, "\(path) has no expectations")
            XCTAssertEqual(try Lint.marks(source), expected, path)
        }
    }

    func testFixesMatchExpectedOutput() throws {
        var compared = 0
        for path in try Self.fixturePaths() {
            let fixedPath = path.replacingOccurrences(of: ".swift", with: ".fixed.swift")
            guard FileManager.default.fileExists(atPath: Repository.url(fixedPath).path) else { continue }
            let fixed = try Lint.fixed(try Repository.text(path))
            XCTAssertEqual(fixed, try Repository.text(fixedPath), "\(path) fixed")
            XCTAssertEqual(try Lint.fixed(fixed), fixed, "\(fixedPath): a second fix changes nothing")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 4)
    }

    /// Every fixture and demo file, fixed: parses no worse, and fixing again changes nothing.
    func testFixingEveryFixtureIsSafeAndIdempotent() throws {
        let root = Repository.url("fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 10)
        let linter = try Lint.linter()
        for file in files {
            let original = SourceText(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            let result = Fixer(linter: linter).fix(original, path: file)
            let fixed = SourceText(bytes: result.fixed)
            XCTAssertLessThanOrEqual(LayoutModelBuilder.build(fixed).parseDiagnostics.count,
                                     LayoutModelBuilder.build(original).parseDiagnostics.count, file)
            XCTAssertEqual(Fixer(linter: linter).fix(fixed, path: file).fixed, result.fixed, "\(file): idempotent")
            XCTAssertTrue(result.remainingFindings.allSatisfy { $0.fix == nil || $0.isSuppressed }, "\(file): fixable findings left")
        }
    }
}
