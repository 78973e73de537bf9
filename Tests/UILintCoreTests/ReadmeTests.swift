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

    func testRulesTableListsEveryRule() throws {
        let readme = try Repository.text("README.md")
        for id in RuleRegistry.ids {
            XCTAssertTrue(readme.contains("| [`\(id)`](rules/\(id).md) |"), "the README's rules table lists \(id)")
        }
    }
}
