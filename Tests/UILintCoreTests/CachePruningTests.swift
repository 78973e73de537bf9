import Foundation
import XCTest

@testable import UILintCore

final class CachePruningTests: XCTestCase {
    private let key = "0123456789abcdef0123456789abcdef"
    private let otherKey = "fedcba9876543210fedcba9876543210"

    private func age(_ url: URL, days: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-days * 24 * 60 * 60)],
            ofItemAtPath: url.path)
    }

    private func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
    }

    func testOldEntriesAndIndexesGoAndEverythingElseStays() throws {
        let cache = try TemporaryFolder()
        let oldEntry = try cache.write("v1.0.0/01/\(key)", "")
        try cache.write("v1.0.0/fe/\(otherKey)", "")
        let oldIndex = try cache.write("v0.9.0/index-\(key)", "")
        try cache.write("v1.0.0/index-\(otherKey)", "")
        // Not names uilint writes: a cache path may be a folder that holds other things.
        let strangers = ["notes.txt", "v1.0.0/readme", "v1.0.0/fe/\(key).bak", "v1.0.0/XY/\(key)", "vendor/01/\(key)"]
        for path in strangers { try age(try cache.write(path, "keep"), days: 90) }
        try age(oldEntry, days: 31)
        try age(oldIndex, days: 31)

        CachePruning.prune(root: cache.url.path, olderThan: Date().addingTimeInterval(-CachePruning.maximumAge))

        XCTAssertFalse(exists(cache, "v1.0.0/01/\(key)"), "an entry not written for a month goes")
        XCTAssertFalse(exists(cache, "v1.0.0/01"), "and the folder it leaves empty")
        XCTAssertFalse(exists(cache, "v0.9.0"), "an old build's index goes, and its folder")
        XCTAssertTrue(exists(cache, "v1.0.0/fe/\(otherKey)"))
        XCTAssertTrue(exists(cache, "v1.0.0/index-\(otherKey)"))
        for path in strangers { XCTAssertTrue(exists(cache, path), path) }
    }

    func testTemporaryFilesOfUnfinishedWritesGoWhenOld() throws {
        let cache = try TemporaryFolder()
        // What a process killed between writing and renaming leaves behind.
        let abandoned = [
            ".\(CachePruning.markerName).uilint-4242-1A2B3C4D", "v1.0.0/.index-\(key).uilint-4242-1A2B3C4D",
            "v1.0.0/01/.\(key).uilint-17-ABCDEF12",
        ]
        let inProgress = "v1.0.0/fe/.\(otherKey).uilint-99-ABCDEF12"
        // Look-alikes that uilint did not write.
        let strangers = [
            ".notes.txt.uilint-4242-1A2B3C4D", "v1.0.0/.index-\(key).uilint-x-1A2B3C4D",
            "v1.0.0/01/.\(key).uilint-17-ABC", "v1.0.0/01/\(key).uilint-17-ABCDEF12",
        ]
        for path in abandoned + strangers { try age(try cache.write(path, "partial"), days: 31) }
        try cache.write(inProgress, "partial")

        CachePruning.prune(root: cache.url.path, olderThan: Date().addingTimeInterval(-CachePruning.maximumAge))

        for path in abandoned { XCTAssertFalse(exists(cache, path), path) }
        XCTAssertTrue(exists(cache, inProgress), "a fresh temporary file may belong to a write in progress")
        for path in strangers { XCTAssertTrue(exists(cache, path), path) }
        XCTAssertEqual(
            AtomicFileWriter.targetName(ofTemporary: AtomicFileWriter.temporaryName(for: "index-\(key)")),
            "index-\(key)", "the writer's own temporary names are recognised")
    }

    func testPruningRunsAtMostOnceADay() throws {
        let cache = try TemporaryFolder()
        CachePruning.pruneIfDue(root: cache.url.path)
        XCTAssertTrue(exists(cache, CachePruning.markerName))

        try age(try cache.write("v1.0.0/01/\(key)", ""), days: 31)
        CachePruning.pruneIfDue(root: cache.url.path)
        XCTAssertTrue(exists(cache, "v1.0.0/01/\(key)"), "pruned less than a day ago: left for tomorrow")

        try age(cache.url.appendingPathComponent(CachePruning.markerName), days: 2)
        CachePruning.pruneIfDue(root: cache.url.path)
        XCTAssertFalse(exists(cache, "v1.0.0/01/\(key)"))
    }

    func testAMissingCacheFolderIsLeftMissing() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uilint-no-cache-\(UUID().uuidString)"
        ).path
        CachePruning.pruneIfDue(root: missing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
    }

    func testALintRunPrunesItsCache() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "struct Plain {}\n")
        let old = try folder.write("cache/v0.1.0/01/\(key)", "")
        try age(old, days: 40)
        var options = RunOptions(paths: ["View.swift"], jobs: 1)
        options.cacheDirectory = folder.url.appendingPathComponent("cache").path
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        _ = try runner.run(options)
        XCTAssertFalse(exists(folder, "cache/v0.1.0"))
        XCTAssertTrue(exists(folder, "cache/\(CachePruning.markerName)"))
    }
}
