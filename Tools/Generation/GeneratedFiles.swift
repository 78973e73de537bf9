import Foundation
import ReportSamples
import UILintCore

/// Every file the package generates, from the package root, with what it must hold: the model's walk, the
/// embedded rule documents and their test cases, the golden reports, and the README with its rules table. One
/// executable writes them all (`swift run uilint-generate`); one test names those that are stale.
public enum GeneratedFiles {
    public static let command = "swift run uilint-generate"

    public static func all(inPackageAt root: URL) throws -> [(path: String, text: String)] {
        let documents = try DocumentEmbedding.documents(inPackageAt: root)
        var files: [(path: String, text: String)] = [
            (DocumentEmbedding.outputPath, try DocumentEmbedding.source(embedding: documents)),
            (DocumentEmbedding.testCasesPath, DocumentEmbedding.testCasesSource(ruleIDs: documents.keys)),
            (WalkGeneration.outputPath, try WalkGeneration.source(inPackageAt: root)),
        ]
        files += ReportSamples.goldenFiles.map { ($0.path, ReportSamples.report($0.kind)) }
        let readme = try String(contentsOf: root.appendingPathComponent(readmePath), encoding: .utf8)
        files.append((readmePath, try readmeWithRulesTable(readme)))
        return files
    }

    static let readmePath = "README.md"
    private static let tableStart = "<!-- rules-table:start -->\n", tableEnd = "\n<!-- rules-table:end -->"

    /// The README with the table between its markers replaced by the registry's.
    static func readmeWithRulesTable(_ readme: String) throws -> String {
        guard let start = readme.range(of: tableStart), let end = readme.range(of: tableEnd),
            start.upperBound <= end.lowerBound
        else { throw MissingMarkers() }
        return readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: RuleCatalogue.markdownTable)
    }

    public struct MissingMarkers: Error, CustomStringConvertible {
        public var description: String {
            "\(readmePath) has no `\(tableStart.dropLast())` … `\(tableEnd.dropFirst())` markers"
        }
    }

    /// The generated files whose content on disk is not what the generator would write.
    public static func stale(inPackageAt root: URL) throws -> [String] {
        try all(inPackageAt: root).filter { file in
            (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) != file.text
        }.map(\.path)
    }
}
