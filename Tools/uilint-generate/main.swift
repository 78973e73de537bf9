// Writes every generated file of the package (see `GeneratedFiles`) after rules/*.md, the rule
// registry or a report format changed:
//     swift run uilint-generate
import Foundation
import Generation

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
do {
    for file in try GeneratedFiles.all(inPackageAt: packageRoot) {
        let url = packageRoot.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .atomic)
        print("wrote \(file.path)")
    }
} catch {
    FileHandle.standardError.write(Data("uilint-generate: \(error)\n".utf8))
    exit(1)
}
