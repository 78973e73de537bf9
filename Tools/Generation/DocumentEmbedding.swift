import Foundation

/// The rule documents (`rules/*.md`) as Swift source, which the library compiles in so that
/// `uilint explain` needs no resource files next to a static binary, and a test case per document.
public enum DocumentEmbedding {
    /// Where the generated file lives, from the package root.
    public static let outputPath = "Sources/UILintCore/Generated/RuleDocuments.swift"

    /// The rule documents of the package at `root`, by rule id (the file name without `.md`).
    public static func documents(inPackageAt root: URL) throws -> [String: String] {
        let folder = root.appendingPathComponent("rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        var documents: [String: String] = [:]
        for name in names {
            documents[String(name.dropLast(3))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return documents
    }

    /// Where the generated test cases live, from the package root: one per rule document.
    public static let testCasesPath = "Tests/UILintCoreTests/Generated/RuleDocumentCases.swift"

    /// One XCTest case per rule, each running its document's examples, so that a failure names its rule.
    public static func testCasesSource(ruleIDs: some Sequence<String>) -> String {
        var text = "// Generated from rules/*.md by `swift run uilint-generate`; do not edit.\n"
        text += "import XCTest\n\n"
        text += "/// The examples of each rule's document behave as documented.\n"
        text += "final class RuleDocumentCases: XCTestCase {\n"
        text += ruleIDs.sorted().map { id in
            let name = id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            return
                "    func test\(name)() throws {\n        try RuleDocumentationTests.checkExamples(of: \"\(id)\")\n    }\n"
        }.joined(separator: "\n")
        return text + "}\n"
    }

    /// The Swift source embedding `documents`, in rule-id order.
    public static func source(embedding documents: [String: String]) throws -> String {
        var text = "// Generated from rules/*.md by `swift run uilint-generate`; do not edit.\n\n"
        text += "let embeddedRuleDocuments: [String: String] = [\n"
        for (id, markdown) in documents.sorted(by: { $0.key < $1.key }) {
            // The raw string ends at `"####`: a document holding one cannot be embedded this way.
            guard !markdown.contains("\"####") else { throw EmbeddingError.unembeddable(id) }
            text += "    \"\(id)\": ####\"\"\"\n\(markdown)\n\"\"\"####,\n"
        }
        return text + "]\n"
    }

    public enum EmbeddingError: Error, CustomStringConvertible {
        case unembeddable(String)

        public var description: String {
            switch self {
            case .unembeddable(let id): return "rules/\(id).md contains \"####, which would end its raw string early"
            }
        }
    }
}
