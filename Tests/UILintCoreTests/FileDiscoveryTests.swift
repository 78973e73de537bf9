import Foundation
import XCTest

@testable import UILintCore

final class FileDiscoveryTests: XCTestCase {
    func testFindsSwiftFilesAndInterfaceBuilderDocumentsInByteOrder() throws {
        let folder = try TemporaryFolder()
        for path in [
            "b.swift", "a/b.swift", "a.b.swift", "Main.storyboard", "Cell.xib", "é.swift", "Z.swift",
            "notes.txt", "a.Swift", ".swift", "swift", ".hidden/c.swift", "Pods/d.swift", "a/.build/e.swift",
        ] {
            try folder.write(path, "")
        }
        let discovery = FileDiscovery(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        XCTAssertEqual(
            try discovery.files(for: ["."]).map(\.displayPath),
            ["Cell.xib", "Main.storyboard", "Z.swift", "a.b.swift", "a/b.swift", "b.swift", "é.swift"])
        XCTAssertEqual(
            try discovery.files(for: [".", "a", "b.swift"]).map(\.displayPath),
            ["Cell.xib", "Main.storyboard", "Z.swift", "a.b.swift", "a/b.swift", "b.swift", "é.swift"],
            "overlapping paths name each file once")
    }

    func testLinkedFoldersAreFollowedAndEachFolderIsListedOnce() throws {
        let folder = try TemporaryFolder()
        let elsewhere = try TemporaryFolder()
        try folder.write("App/View.swift", "")
        try elsewhere.write("Kit/Button.swift", "")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Kit").path,
            withDestinationPath: elsewhere.url.appendingPathComponent("Kit").path)
        // A second way into `App`, and a loop back to the top.
        try manager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Kit2").path,
            withDestinationPath: folder.url.appendingPathComponent("App").path)
        try manager.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("App/Top").path, withDestinationPath: folder.url.path)
        let discovery = FileDiscovery(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        let paths = try discovery.files(for: ["."]).map(\.displayPath)
        XCTAssertTrue(paths.contains("Kit/Button.swift"), "a linked folder outside the tree is linted: \(paths)")
        XCTAssertEqual(
            paths.filter { $0.hasSuffix("View.swift") }.count, 1, "a folder reached two ways is listed once: \(paths)")
        XCTAssertEqual(paths.count, 2, "\(paths)")
    }
}
