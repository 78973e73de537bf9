import Foundation
import XCTest
@testable import UILintCore

final class FileDiscoveryTests: XCTestCase {
    func testFindsSwiftFilesAndInterfaceBuilderDocumentsInByteOrder() throws {
        let folder = try TemporaryFolder()
        for path in ["b.swift", "a/b.swift", "a.b.swift", "Main.storyboard", "Cell.xib", "é.swift", "Z.swift",
                     "notes.txt", "a.Swift", ".swift", "swift", ".hidden/c.swift", "Pods/d.swift", "a/.build/e.swift"] {
            try folder.write(path, "")
        }
        let discovery = FileDiscovery(configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        XCTAssertEqual(try discovery.files(for: ["."]).map(\.displayPath),
                       ["Cell.xib", "Main.storyboard", "Z.swift", "a.b.swift", "a/b.swift", "b.swift", "é.swift"])
        XCTAssertEqual(try discovery.files(for: [".", "a", "b.swift"]).map(\.displayPath),
                       ["Cell.xib", "Main.storyboard", "Z.swift", "a.b.swift", "a/b.swift", "b.swift", "é.swift"],
                       "overlapping paths name each file once")
    }
}
