import XCTest
@testable import UILintCore

/// The README is part of the product: keep its promises checked.
final class ReadmeTests: XCTestCase {
    func testOpensWithTheDemoAndTestCommands() throws {
        let readme = try Repository.text("README.md")
        let firstBlock = readme.components(separatedBy: "```").dropFirst().first ?? ""
        XCTAssertTrue(firstBlock.contains("swift run uilint fixtures/demo"))
        XCTAssertTrue(firstBlock.contains("swift test"))
        XCTAssertTrue(try Repository.text(".ci/run").contains("swift test"), "CI runs the README's test command")
    }

    func testRulesTableMatchesTheRegistry() throws {
        let readme = try Repository.text("README.md")
        let start = try XCTUnwrap(readme.range(of: "<!-- rules-table:start -->\n"))
        let end = try XCTUnwrap(readme.range(of: "\n<!-- rules-table:end -->"))
        XCTAssertEqual(String(readme[start.upperBound..<end.lowerBound]), RuleCatalogue.markdownTable)
    }
}
