import Foundation
import Generation
import XCTest
import Yams

@testable import UILintCore

/// Executes the examples of every `rules/<id>.md`, so that the documentation cannot lie.
final class RuleDocumentationTests: XCTestCase {
    struct Example {
        let kind: String
        /// Words after the kind, such as `does-not-compile` (see `TypeCheckTests`).
        let flags: [String]
        let code: String
        let line: Int

        /// Whether the example is Swift; a `messages` block is the text of findings.
        var isSwift: Bool { kind != "messages" }
    }

    static func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        var current: (words: [String], lines: [String], line: Int)?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if let open = current {
                if line == "```" {
                    examples.append(
                        Example(
                            kind: open.words[0], flags: Array(open.words.dropFirst()),
                            code: open.lines.joined(separator: "\n") + "\n", line: open.line))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.hasPrefix("```swift ") {
                current = (line.dropFirst("```swift ".count).split(separator: " ").map(String.init), [], index + 1)
            } else if line == "```text messages" {
                current = (["messages"], [], index + 1)
            }
        }
        return examples
    }

    /// `// options: {order: [...]}` on an example's first line configures the rule for it.
    static func options(of code: String) throws -> [String: RuleOptionValue] {
        guard let first = code.components(separatedBy: "\n").first, first.hasPrefix("// options: ") else { return [:] }
        let node = try XCTUnwrap(try Yams.compose(yaml: String(first.dropFirst("// options: ".count))))
        var result: [String: RuleOptionValue] = [:]
        for (key, value) in try XCTUnwrap(node.mapping) {
            if let sequence = value.sequence {
                result[key.string!] = .stringList(sequence.compactMap(\.string))
            } else if let bool = value.bool {
                result[key.string!] = .boolean(bool)
            } else if let int = value.int {
                result[key.string!] = .integer(int)
            } else {
                result[key.string!] = .string(value.string ?? "")
            }
        }
        return result
    }

    func testEveryRuleHasADocumentWithExamples() throws {
        for description in RuleRegistry.descriptions {
            let markdown = try Repository.text("rules/\(description.id).md")
            let kinds = Set(Self.examples(in: markdown).map(\.kind))
            XCTAssertTrue(markdown.hasPrefix("# \(description.id)\n"), "\(description.id).md must start with its id")
            XCTAssertTrue(kinds.contains("triggers"), "\(description.id).md has no triggering example")
            XCTAssertTrue(kinds.contains("passes"), "\(description.id).md has no non-triggering example")
            XCTAssertTrue(kinds.contains("messages"), "\(description.id).md shows no finding's message")
            XCTAssertEqual(
                kinds.contains("fix-before"), description.isFixable,
                "\(description.id).md must have fix examples exactly when the rule is fixable")
        }
    }

    /// Runs every example of `rules/<id>.md`; each rule's generated test case calls it.
    static func checkExamples(of id: String) throws {
        let examples = Self.examples(in: try Repository.text("rules/\(id).md"))
        var pendingFix: Example?
        /// The messages of the last triggering example, in the order of its findings.
        var lastMessages: [String]?
        for example in examples {
            let context = "rules/\(id).md:\(example.line)"
            let options = try Self.options(of: example.code)
            let linter = try Lint.linter(enabling: [id], options: options.isEmpty ? [:] : [id: options])
            let (source, positions) = MarkedSource.parse(example.code)
            switch example.kind {
            case "triggers", "passes", "unfixed":
                let findings = linter.lint(SourceText(source), path: "Example.swift")
                    .filter { $0.ruleID == id && !$0.isSuppressed }
                lastMessages = example.kind == "triggers" ? findings.map(\.message) : nil
                let actual = findings.map { "\($0.start.line):\($0.start.column)" }.sorted()
                let expected = positions.map { "\($0.line):\($0.column)" }.sorted()
                if example.kind != "passes" {
                    XCTAssertFalse(expected.isEmpty, "\(context): a triggering example needs ↓ markers")
                }
                XCTAssertEqual(actual, expected, "\(context): findings of \(id)")
                if example.kind == "unfixed" {
                    // Reported, and left exactly as it is by the fix.
                    XCTAssertEqual(
                        Lint.fixed(source, linter: linter, onlyFixing: [id]), source, "\(context): fixed output")
                }
            case "messages":
                // What a triggering example's findings say, one line each, in the order of the findings.
                let expected = example.code.split(separator: "\n").map(String.init)
                XCTAssertEqual(
                    try XCTUnwrap(lastMessages, "\(context): messages follow a triggering example"), expected,
                    "\(context): messages of \(id)")
            case "fix-before":
                pendingFix = example
            case "fix-after":
                let before = try XCTUnwrap(pendingFix, "\(context): fix-after without fix-before")
                // Other rules still run (suppressions need them) but only this rule's fixes apply.
                let fixed = Lint.fixed(MarkedSource.parse(before.code).source, linter: linter, onlyFixing: [id])
                XCTAssertEqual(fixed, source, "\(context): fixed output")
                XCTAssertEqual(
                    Lint.fixed(fixed, linter: linter, onlyFixing: [id]), fixed,
                    "\(context): a second fix changes nothing")
                pendingFix = nil
            default:
                XCTFail("\(context): unknown example kind `\(example.kind)`")
            }
        }
        XCTAssertNil(pendingFix, "rules/\(id).md: fix-before without fix-after")
    }

    /// `uilint explain` prints the documents compiled into the binary (their being current is
    /// `GeneratedFilesTests`'), one per rule.
    func testEmbeddedDocumentsMatchTheFiles() throws {
        let documents = try DocumentEmbedding.documents(inPackageAt: Repository.root)
        XCTAssertEqual(Set(documents.keys), Set(RuleRegistry.ids), "one document per rule")
        for id in RuleRegistry.ids {
            XCTAssertEqual(RuleDocumentation.markdown(for: id), try Repository.text("rules/\(id).md"))
        }
    }
}
