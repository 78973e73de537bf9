// Rewrites the golden report files (fixtures/reports) after an intended change to a report format:
//     swift run uilint-golden-reports
import Foundation
import ReportSamples

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
do {
    for golden in ReportSamples.goldenFiles {
        let url = packageRoot.appendingPathComponent(golden.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ReportSamples.report(golden.kind).utf8).write(to: url, options: .atomic)
        print("wrote \(golden.path)")
    }
} catch {
    FileHandle.standardError.write(Data("uilint-golden-reports: \(error)\n".utf8))
    exit(1)
}
