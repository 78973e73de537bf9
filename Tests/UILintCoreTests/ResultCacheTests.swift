import Foundation
import XCTest

@testable import UILintCore

final class ResultCacheTests: XCTestCase {
    func testWarmRunsReadTheCacheAndChangesInvalidateIt() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent("cache").path
        try folder.write("Sources/View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let arguments = ["--cache-path", cache, "--timings", "Sources"]
        let cold = try Binary.run(arguments, in: folder.url)
        XCTAssertTrue(cold.stderr.contains("\"parsedFiles\":1"), cold.stderr)
        let warm = try Binary.run(arguments, in: folder.url)
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.status, cold.status)
        XCTAssertTrue(warm.stderr.contains("\"parsedFiles\":0"), "a warm run parses nothing: \(warm.stderr)")

        try folder.write("Sources/View.swift", "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let edited = try Binary.run(arguments, in: folder.url)
        XCTAssertEqual(edited.stdout, "")
        XCTAssertTrue(edited.stderr.contains("\"parsedFiles\":1"))

        try folder.write(".uilint.yml", "disabled_rules: [mixed_horizontal_anchors]\n")
        try folder.write("Sources/View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let reconfigured = try Binary.run(arguments, in: folder.url)
        XCTAssertFalse(reconfigured.stdout.contains("mixed_horizontal_anchors"), "the configuration is part of the key")
        XCTAssertTrue(reconfigured.stdout.contains("no_left_right_anchor"))
    }

    func testCorruptEntriesAreIgnoredAndFixingNeverUsesTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appendingPathComponent("cache").path
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)\n")
        let first = try Binary.run(["--cache-path", cache, "View.swift"], in: folder.url)
        // Damage every entry.
        var damaged = 0
        for case let entry as String in FileManager.default.enumerator(atPath: cache)! {
            let url = URL(fileURLWithPath: cache).appendingPathComponent(entry)
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            try Data([0x05, 0xFF, 0xFF, 0x7B]).write(to: url)
            damaged += 1
        }
        XCTAssertGreaterThan(damaged, 0)
        let again = try Binary.run(["--cache-path", cache, "View.swift"], in: folder.url)
        XCTAssertEqual(again.stdout, first.stdout)
        let fix = try Binary.run(["--cache-path", cache, "--fix", "View.swift"], in: folder.url)
        XCTAssertEqual(fix.status, 0)
        XCTAssertEqual(try folder.read("View.swift"), "let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)\n")
        XCTAssertEqual(try Binary.run(["--no-cache", "View.swift"], in: folder.url).stdout, "")
    }
}
