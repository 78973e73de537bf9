import Foundation
import XCTest

/// Every design document a comment cites is in the repository (`docs/`, `rules/`), so that the next
/// engineer can follow it.
final class DesignDocumentTests: XCTestCase {
    func testEveryCitedDocumentExists() throws {
        let pattern = try NSRegularExpression(pattern: #"\b((?:docs|rules)/[A-Za-z0-9_\-]+\.md)"#)
        var cited = Set<String>()
        for folder in ["Sources", "Tools", "Tests", "Benchmarks"] {
            let root = Repository.url(folder)
            for case let path as String in FileManager.default.enumerator(atPath: root.path)!
            where path.hasSuffix(".swift") || path.hasSuffix(".py") {
                guard !path.contains("Generated/") else { continue }
                let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
                XCTAssertFalse(
                    text.contains("SP" + "EC "), "\(folder)/\(path) cites a specification that is not in the repository"
                )
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    cited.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        XCTAssertGreaterThan(cited.count, 8)
        for document in cited.sorted() {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: Repository.url(document).path),
                "\(document) is cited but missing")
        }
    }
}
