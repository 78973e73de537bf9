import Foundation
import SeededRandom
import XCTest
@testable import UILintCore

final class CacheCodingTests: XCTestCase {
    private let findings = [
        Finding(ruleID: "no_left_right_anchor", severity: .warning, path: "Sources/Vïew.swift",
                range: ByteRange(start: 12, end: 22), start: SourcePosition(line: 2, column: 5),
                end: SourcePosition(line: 2, column: 15), message: "Use `leadingAnchor`\ninstead — 🙂",
                fix: [FindingEdit(range: ByteRange(start: 12, end: 22), start: SourcePosition(line: 2, column: 5),
                                  end: SourcePosition(line: 2, column: 15), replacement: "")],
                suppression: FindingSuppression(line: 1, justification: nil), fingerprint: "abc",
                utf16StartColumn: 5, utf16EndColumn: -1),
        Finding(ruleID: "magic_number", severity: .error, path: "", range: ByteRange(start: 0, end: Int.max),
                start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1), message: "",
                fix: [], suppression: FindingSuppression(line: 0, justification: "legacy"), fingerprint: "",
                utf16StartColumn: Int.min, utf16EndColumn: 0),
        Finding(ruleID: "parse_error", severity: .error, path: "a", range: ByteRange(start: 1, end: 2),
                start: SourcePosition(line: 3, column: 4), end: SourcePosition(line: 5, column: 6), message: "m",
                fix: nil, suppression: nil, fingerprint: "f", utf16StartColumn: 4, utf16EndColumn: 6),
    ]

    func testFindingsSurviveTheRoundTrip() throws {
        var writer = CacheWriter()
        writer.write(findings)
        var reader = CacheReader(writer.bytes)
        XCTAssertEqual(try reader.readFindings(), findings)
        XCTAssertTrue(reader.isAtEnd)
    }

    func testEveryTruncationIsRefused() {
        var writer = CacheWriter()
        writer.write(findings)
        for length in 0..<writer.bytes.count {
            var reader = CacheReader(Array(writer.bytes.prefix(length)))
            XCTAssertThrowsError(try reader.readFindings(), "prefix of \(length) bytes")
        }
    }

    func testGarbageIsRefusedWithoutCrashing() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var reader = CacheReader(bytes)
            _ = try? reader.readFindings()
        }
        var huge = CacheReader([0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        XCTAssertThrowsError(try huge.readString(), "a length beyond the data is refused")
    }
}

final class StatIndexTests: XCTestCase {
    private func finding(_ path: String) -> Finding {
        Finding(ruleID: "magic_number", severity: .warning, path: path, range: ByteRange(start: 0, end: 1),
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
        XCTAssertEqual(second.findings(for: reference, signature: try XCTUnwrap(FileSignature(path: file))), [finding("View.swift")])
        XCTAssertNil(second.findings(for: SourceFileReference(absolutePath: file, displayPath: "../View.swift"),
                                     signature: try XCTUnwrap(FileSignature(path: file))), "reports name the file differently")
        try folder.write("View.swift", "let a = 12\n")
        XCTAssertNil(second.findings(for: reference, signature: try XCTUnwrap(FileSignature(path: file))), "the file changed")
    }

    func testAFileTouchedJustBeforeTheRunIsNotTrustedBySignature() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "let a = 1\n").path
        let reference = SourceFileReference(absolutePath: file, displayPath: "View.swift")
        let indexPath = folder.url.appendingPathComponent("index").path
        let index = StatIndex(path: indexPath)
        let signature = try XCTUnwrap(FileSignature(path: file))
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
        let planted = StatIndex(path: ResultCache(directory: cacheDirectory, rules: rules, configuration: configuration).index.path,
                                startedAt: Date().addingTimeInterval(60))
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: folder.url.path)
        let reference = discovery.reference(for: file)
        planted.setProjectSignature(runner.projectSignature(discovery))
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
        XCTAssertEqual(try runner.run(options).files.flatMap(\.findings), [], "another file changed: the entry is not trusted")
        try FileManager.default.removeItem(atPath: folder.url.appendingPathComponent("Base.swift").path)
        options.cacheDirectory = nil

        try folder.write("View.swift", "struct Plain { }\n")
        options.cacheDirectory = cacheDirectory
        XCTAssertEqual(try runner.run(options).files.flatMap(\.findings), [])
    }
}

final class FileBytesTests: XCTestCase {
    func testReadsRegularFilesAndRefusesEverythingElse() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "let a = 1 // é\n", count: 10_000)
        let file = try folder.write("View.swift", text).path
        XCTAssertEqual(FileBytes.contents(of: file), Array(text.utf8))
        XCTAssertEqual(FileBytes.contents(of: try folder.write("Empty.swift", "").path), [])
        XCTAssertNil(FileBytes.contents(of: folder.url.path), "a folder")
        XCTAssertNil(FileBytes.contents(of: folder.url.appendingPathComponent("Missing.swift").path))
        let fifo = folder.url.appendingPathComponent("Pipe.swift").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertNil(FileBytes.contents(of: fifo), "a FIFO put where a file was is refused, without blocking")
    }
}
