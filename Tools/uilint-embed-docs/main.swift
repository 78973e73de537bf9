// Regenerates the library's embedded copy of the rule documents after `rules/*.md` change:
//     swift run uilint-embed-docs
import DocumentEmbedding
import Foundation

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
do {
    let source = try DocumentEmbedding.source(embedding: DocumentEmbedding.documents(inPackageAt: packageRoot))
    let output = packageRoot.appendingPathComponent(DocumentEmbedding.outputPath)
    try Data(source.utf8).write(to: output, options: .atomic)
    print("wrote \(DocumentEmbedding.outputPath)")
} catch {
    FileHandle.standardError.write(Data("uilint-embed-docs: \(error)\n".utf8))
    exit(1)
}
