import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

final class StatIndexTests: XCTestCase {
    private func finding(_ path: String) -> Finding {
        Finding(
            ruleID: "magic_number", severity: .warning, path: path, range: ByteRange(start: 0, end: 1),
            start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2),
            message: "recorded", fix: nil, suppression: nil, fingerprint: "x", utf16StartColumn: 1, utf16EndColumn: 2)
    }

    func testAnUnchangedFileIsAnsweredFromItsSignature() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "let a = 1\n").path
        let reference = SourceFileReference(absolutePath: file, displayPath: "View.swift")
        let indexPath = folder.url.appendingPathComponent("cache/index").path
        // A run far in the future sees the file as settled.
        let first = StatIndex(path: indexPath, startedAt: Date().addingTimeInterval(60))
        first.record([finding("View.swift")], for: reference, signature: try XCTUnwrap(FileSignature(path: file)))
        first.save()

        let second = StatIndex(path: indexPath)
        XCTAssertEqual(
            second.findings(for: reference, signature: try XCTUnwrap(FileSignature(path: file))),
            [finding("View.swift")])
        XCTAssertNil(
            second.findings(
                for: SourceFileReference(absolutePath: file, displayPath: "../View.swift"),
                signature: try XCTUnwrap(FileSignature(path: file))), "reports name the file differently")
        try folder.write("View.swift", "let a = 12\n")
        XCTAssertNil(
            second.findings(for: reference, signature: try XCTUnwrap(FileSignature(path: file))), "the file changed")
    }

    func testAFileTouchedJustBeforeTheRunIsNotTrustedBySignature() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "let a = 1\n").path
        let reference = SourceFileReference(absolutePath: file, displayPath: "View.swift")
        let indexPath = folder.url.appendingPathComponent("index").path
        let signature = try XCTUnwrap(FileSignature(path: file))
        // The run starts one second after the file was written, whatever the time now.
        let index = StatIndex(
            path: indexPath, startedAt: Date(timeIntervalSince1970: Double(signature.modified) / 1e9 + 1))
        index.record([], for: reference, signature: signature)
        index.save()
        XCTAssertNil(StatIndex(path: indexPath).findings(for: reference, signature: signature))
        XCTAssertFalse(FileManager.default.fileExists(atPath: indexPath), "nothing learnt, nothing written")
    }

    func testADamagedIndexIsAnEmptyOne() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "let a = 1\n").path
        let indexPath = folder.url.appendingPathComponent("index").path
        let index = StatIndex(path: indexPath, startedAt: Date().addingTimeInterval(60))
        let reference = SourceFileReference(absolutePath: file, displayPath: "View.swift")
        let signature = try XCTUnwrap(FileSignature(path: file))
        index.record([finding("View.swift")], for: reference, signature: signature)
        index.save()
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: indexPath))
        bytes.removeLast()
        try bytes.write(to: URL(fileURLWithPath: indexPath))
        XCTAssertNil(StatIndex(path: indexPath).findings(for: reference, signature: signature))
    }

    /// The runner answers from the index without reading the file: a finding planted in the
    /// index is reported for an unchanged file, and forgotten once the file changes.
    func testTheRunnerTrustsTheIndexOnlyWhileTheFileIsUnchanged() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "struct Plain {}\n").path
        let cacheDirectory = folder.url.appendingPathComponent("cache").path
        let configuration = Configuration(rootDirectory: folder.url.path)
        let runner = LintRunner(configuration: configuration, currentDirectory: folder.url.path)
        let rules = try configuration.activeRules()
        let planted = StatIndex(
            path: ResultCache(directory: cacheDirectory, rules: rules, configuration: configuration).index.path,
            startedAt: Date().addingTimeInterval(60))
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: folder.url.path)
        let reference = discovery.reference(for: file)
        planted.setProjectSignature(IndexStage.projectSignature(try discovery.files(for: [folder.url.path])))
        planted.record([finding("View.swift")], for: reference, signature: try XCTUnwrap(FileSignature(path: file)))
        planted.save()

        var options = RunOptions(paths: ["."], jobs: 1)
        options.cacheDirectory = cacheDirectory
        XCTAssertEqual(try runner.run(options).files.flatMap(\.findings), [finding("View.swift")])
        options.cacheDirectory = nil
        XCTAssertEqual(try runner.run(options).files.flatMap(\.findings), [], "the planted finding is not real")

        // Another file of the project may change what the index says of this one.
        options.cacheDirectory = cacheDirectory
        try folder.write("Base.swift", "class Base {}\n")
        XCTAssertEqual(
            try runner.run(options).files.flatMap(\.findings), [], "another file changed: the entry is not trusted")
        try FileManager.default.removeItem(atPath: folder.url.appendingPathComponent("Base.swift").path)
        options.cacheDirectory = nil

        try folder.write("View.swift", "struct Plain { }\n")
        options.cacheDirectory = cacheDirectory
        XCTAssertEqual(try runner.run(options).files.flatMap(\.findings), [])
    }
}
