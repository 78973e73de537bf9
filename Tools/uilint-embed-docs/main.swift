// Regenerates the library's embedded copy of the rule documents, and their test cases, after
// `rules/*.md` change:
//     swift run uilint-embed-docs
import DocumentEmbedding
import Foundation

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
do {
    let documents = try DocumentEmbedding.documents(inPackageAt: packageRoot)
    let files = [
        DocumentEmbedding.outputPath: try DocumentEmbedding.source(embedding: documents),
        DocumentEmbedding.testCasesPath: DocumentEmbedding.testCasesSource(ruleIDs: documents.keys),
    ]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        try Data(text.utf8).write(to: packageRoot.appendingPathComponent(path), options: .atomic)
        print("wrote \(path)")
    }
} catch {
    FileHandle.standardError.write(Data("uilint-embed-docs: \(error)\n".utf8))
    exit(1)
}
