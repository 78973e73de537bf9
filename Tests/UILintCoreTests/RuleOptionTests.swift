import XCTest

@testable import UILintCore

/// Each option is declared once (docs/conventions.md's configuration key, issue 17): its reading, its
/// refusals and its document all follow the declaration.
final class RuleOptionTests: XCTestCase {
    func testEachDocumentListsTheDeclaredOptionsWithTheirTypesAndDefaults() throws {
        for description in RuleRegistry.descriptions {
            let markdown = try Repository.text("rules/\(description.id).md")
            let rows = Self.optionRows(in: markdown)
            XCTAssertEqual(rows.map(\.name), description.options.map(\.name), description.id)
            for (row, option) in zip(rows, description.options) {
                XCTAssertEqual(row.type, option.kind.rawValue, "\(description.id).\(option.name)")
                XCTAssertEqual(row.defaultText, option.defaultValue.yamlText, "\(description.id).\(option.name)")
            }
        }
    }

    func testAnOptionLeftOutIsItsDefaultAndARefusedValueSaysWhy() throws {
        let grouping = try XCTUnwrap(RuleRegistry.ruleType(id: "setup_function_grouping")).description.options[0]
        XCTAssertEqual(try grouping.integer(in: [:]), 1)
        XCTAssertEqual(try grouping.integer(in: ["max_subviews": .integer(3)]), 3)
        XCTAssertThrowsError(try grouping.integer(in: ["max_subviews": .integer(0)])) { error in
            XCTAssertEqual((error as? RuleOptionError)?.message, "must be at least 1")
        }
        let order = try XCTUnwrap(RuleRegistry.ruleType(id: "constraint_order")).description.options[0]
        XCTAssertThrowsError(try order.stringList(in: ["order": .stringList(["top", "lefding"])])) { error in
            XCTAssertEqual(
                (error as? RuleOptionError)?.message,
                "`lefding` is not an anchor that can be ordered (did you mean `leading`?)")
        }
        let style = try XCTUnwrap(RuleRegistry.ruleType(id: "negative_constant_style")).description.options[0]
        XCTAssertEqual(try style.string(in: [:]), "minus")
        XCTAssertThrowsError(try style.string(in: ["style": .string("plus")]))
    }

    /// The rows of the `| option | type | default | meaning |` table under `## Options`.
    private static func optionRows(in markdown: String) -> [(name: String, type: String, defaultText: String)] {
        guard let section = markdown.components(separatedBy: "\n## Options\n").dropFirst().first else { return [] }
        let table = section.components(separatedBy: "\n## ").first ?? section
        return table.split(separator: "\n").dropFirst(2).compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { return nil }
            let unquoted = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            return (unquoted(cells[1]), cells[2], unquoted(cells[3]))
        }
    }
}
