import Generation
import XCTest

/// Every generated file is what `swift run uilint-generate` would write now.
final class GeneratedFilesTests: XCTestCase {
    func testGeneratedFilesAreCurrent() throws {
        let stale = try GeneratedFiles.stale(inPackageAt: Repository.root)
        XCTAssertEqual(stale, [], "stale generated files: run `\(GeneratedFiles.command)`")
        XCTAssertGreaterThanOrEqual(try GeneratedFiles.all(inPackageAt: Repository.root).count, 9)
    }
}
