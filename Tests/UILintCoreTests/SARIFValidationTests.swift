import Foundation
import XCTest

@testable import UILintCore

final class SARIFValidationTests: XCTestCase {
    func testEverySARIFTheSuiteProducesValidates() throws {
        try SARIFValidator.validate(SARIFReporter().report(ReportFormatTests.hostileResult()))
        try SARIFValidator.validate(try Repository.text("fixtures/Generated/reports/hostile.sarif"))
        let demo = try Binary.run(["--reporter", "sarif", "fixtures"], in: Repository.root)
        XCTAssertEqual(demo.status, 1)
        try SARIFValidator.validate(demo.stdout)
        XCTAssertTrue(demo.stdout.contains("\"suppressions\""), "the fixtures have suppressed findings")
        XCTAssertTrue(demo.stdout.contains("\"replacements\""), "and fixable ones")
    }

    func testUnreadableFilesBecomeToolNotifications() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", "let a = 1\n")
        // A dangling symbolic link named on the command line cannot be read.
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Gone.swift").path,
            withDestinationPath: folder.url.appendingPathComponent("missing").path)
        let result = try Binary.run(["--reporter", "sarif", "Good.swift", "Gone.swift"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Gone.swift"))
    }
}
