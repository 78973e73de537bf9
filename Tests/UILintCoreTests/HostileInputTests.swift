import Foundation
import SeededRandom
import XCTest

@testable import UILintCore

/// Hostile input through the whole command line: each gets a precise message or a
/// finding, the other files are still linted, and nothing is modified unless fixed safely.
final class HostileInputTests: XCTestCase {
    private let goodView =
        "final class GoodView: UIView {\n    func f() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n}\n"

    private func lint(_ files: [String: [UInt8]], arguments: [String] = ["."]) throws -> (
        CommandResult, TemporaryFolder
    ) {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", goodView)
        for (path, bytes) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return (try Binary.run(["--reporter", "json"] + arguments, in: folder.url), folder)
    }

    private func findings(_ result: CommandResult) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any])?["findings"]
            as? [[String: Any]] ?? []
    }

    private func assertGoodFileLinted(_ result: CommandResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            findings(result).contains { $0["path"] as? String == "Good.swift" }, "the other file is still linted",
            file: file, line: line)
    }

    private func ruleIDs(_ result: CommandResult, path: String) -> [String] {
        findings(result).filter { $0["path"] as? String == path }.compactMap { $0["rule"] as? String }
    }

    func testEmptyAndCommentOnlyFiles() throws {
        let (result, _) = try lint([
            "Empty.swift": [], "Comments.swift": Array("// just a comment\n/* and a block */\n".utf8),
        ])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(ruleIDs(result, path: "Empty.swift"), [])
        assertGoodFileLinted(result)
    }

    func testBinaryNULAndInvalidUTF8GetParseErrors() throws {
        var random = SeededGenerator(seed: 7)
        let binary = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        let withNUL = Array("final class A: UIView {\n".utf8) + [0] + Array("}\n".utf8)
        let invalidUTF8 = Array("final class B: UIView { let s = \"".utf8) + [0xC3, 0x28, 0xFF] + Array("\" }\n".utf8)
        let (result, _) = try lint(["Binary.swift": binary, "NUL.swift": withNUL, "Latin1.swift": invalidUTF8])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(ruleIDs(result, path: "Binary.swift"), ["parse_error"])
        XCTAssertEqual(ruleIDs(result, path: "NUL.swift"), ["parse_error"])
        // Said once as what it is, not as the first of hundreds of syntax errors.
        for path in ["Binary.swift", "NUL.swift"] {
            XCTAssertEqual(
                findings(result).filter { $0["path"] as? String == path }.compactMap { $0["message"] as? String },
                ["not Swift text: the file holds NUL bytes (is it binary or encrypted?)"])
        }
        XCTAssertTrue(ruleIDs(result, path: "Latin1.swift").allSatisfy { $0 == "parse_error" })
        assertGoodFileLinted(result)
    }

    func testHugeFilesLongLinesAndDeepNesting() throws {
        let longFile = "final class LongView: UIView {\n" + String(repeating: "    let a = 1\n", count: 50_000) + "}\n"
        let longLine =
            "final class WideView: UIView {\n    let s = \"" + String(repeating: "x", count: 1_000_000) + "\"\n}\n"
        let deep =
            "final class DeepView: UIView {\n    func setup() {}\n    let x = " + String(repeating: "(", count: 5_000)
            + "1"
            + String(repeating: ")", count: 5_000) + "\n}\n"
        let (result, _) = try lint([
            "Long.swift": Array(longFile.utf8), "Wide.swift": Array(longLine.utf8), "Deep.swift": Array(deep.utf8),
        ])
        XCTAssertNotEqual(result.status, 2, result.stderr)
        XCTAssertEqual(ruleIDs(result, path: "Long.swift"), [])
        XCTAssertEqual(ruleIDs(result, path: "Wide.swift"), [])
        XCTAssertEqual(
            ruleIDs(result, path: "Deep.swift"), ["parse_error"], "too deep for the parser: reported, not crashed")
        assertGoodFileLinted(result)
    }

    func testUnterminatedStringsAndComments() throws {
        let (result, _) = try lint([
            "String.swift": Array("final class S: UIView {\n    func setup() {}\n    let s = \"never closed\n}\n".utf8),
            "Comment.swift": Array("final class C: UIView {\n    func setup() {}\n    /* never closed\n}\n".utf8),
        ])
        XCTAssertEqual(ruleIDs(result, path: "String.swift"), ["parse_error"])
        XCTAssertEqual(ruleIDs(result, path: "Comment.swift"), ["parse_error"])
        assertGoodFileLinted(result)
    }

    func testSymlinkLoopsSpacesUnicodeAndSpecialFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Ünï côde/My View.swift", goodView)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Ünï côde/loop").path,
            withDestinationPath: folder.url.appendingPathComponent("Ünï côde").path)
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        let result = try Binary.run(["."], in: folder.url)
        XCTAssertEqual(result.status, 0, "a FIFO is skipped, not read (it would block): \(result.stderr)")
        XCTAssertEqual(
            result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Ünï côde/My View.swift:2:") }.count, 2)
        XCTAssertFalse(result.stdout.contains("loop/"), "the symlink loop is not followed")
        let named = try Binary.run(["Pipe.swift"], in: folder.url)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("Pipe.swift: not a regular file"), named.stderr)
    }

    func testAFileThatVanishesAfterDiscoveryIsReportedAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("Good.swift", goodView)
        let runner = LintRunner(
            configuration: Configuration(rootDirectory: folder.url.path), currentDirectory: folder.url.path)
        let files = [
            SourceFileReference(
                absolutePath: folder.url.appendingPathComponent("Gone.swift").path, displayPath: "Gone.swift"),
            SourceFileReference(absolutePath: good.path, displayPath: "Good.swift"),
        ]
        let result = try runner.run(files.map { LintInput(file: $0) }, options: RunOptions(paths: []))
        XCTAssertEqual(result.problems, ["Gone.swift: cannot read the file"])
        XCTAssertEqual(result.exitCode(strict: false), 2)
        XCTAssertFalse(result.files[1].findings.isEmpty)
    }

    func testReadOnlyFilesAreReportedNotForced() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Locked.swift", goodView)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let result = try Binary.run(["--fix", "Locked.swift"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Locked.swift") && result.stderr.contains("read-only"), result.stderr)
        XCTAssertEqual(try folder.read("Locked.swift"), goodView, "left exactly as it was")
    }

    /// Projects built to hurt the index and view-type resolution: an inheritance cycle across files and
    /// a class that inherits itself, a 600-class inheritance chain over 40 files, types nested 300 deep
    /// and extended from another file, and a 60,000-line generated file. Every run ends normally with
    /// its findings, the view code in the cycle is still read, and `--fix` writes only what it fixes.
    func testHostileProjects() throws {
        let leftAnchor = "    func setup() { a.leftAnchor.constraint(equalTo: leftAnchor).isActive = true }\n"
        var files: [String: [UInt8]] = [
            "CycleA.swift": Array("final class CycleA: CycleB {\n\(leftAnchor)}\n".utf8),
            "CycleB.swift": Array("class CycleB: CycleA {}\nclass Itself: Itself {\n\(leftAnchor)}\n".utf8),
        ]
        for file in 0..<40 {
            let classes = (0..<15).map { index -> String in
                let number = file * 15 + index
                return "class Chain\(number): \(number == 0 ? "UIView" : "Chain\(number - 1)") {}\n"
            }
            files["Chain/Chain\(file).swift"] = Array(classes.joined().utf8)
        }
        files["Chain/Last.swift"] = Array("final class LastView: Chain599 {\n\(leftAnchor)}\n".utf8)
        let nesting = (0..<300).map { "class Nested\($0): UIView {\n" }.joined() + String(repeating: "}\n", count: 300)
        files["Nested.swift"] = Array(nesting.utf8)
        let path = (0..<300).map { "Nested\($0)" }.joined(separator: ".")
        files["NestedExtension.swift"] = Array("extension \(path) {\n\(leftAnchor)}\n".utf8)
        let generated =
            "// Generated by SwiftGen — DO NOT EDIT\nenum Asset {\n"
            + (0..<60_000).map { "    static let image\($0) = UIImage(named: \"i\($0)\")\n" }.joined() + "}\n"
        files["Generated/Assets.swift"] = Array(generated.utf8)

        let (result, folder) = try lint(files)
        XCTAssertEqual(result.status, 0, result.stderr)
        assertGoodFileLinted(result)
        for path in ["CycleA.swift", "CycleB.swift", "Chain/Last.swift", "NestedExtension.swift"] {
            XCTAssertTrue(
                ruleIDs(result, path: path).contains("no_left_right_anchor"), "\(path): \(ruleIDs(result, path: path))")
        }
        XCTAssertEqual(ruleIDs(result, path: "Generated/Assets.swift"), [], "a generated file is skipped")

        let fixed = try Binary.run(["--fix", "."], in: folder.url)
        XCTAssertNotEqual(fixed.status, 2, fixed.stderr)
        XCTAssertEqual(try folder.read("Generated/Assets.swift"), generated)
        XCTAssertEqual(
            try folder.read("Chain/Chain3.swift"), String(decoding: files["Chain/Chain3.swift"]!, as: UTF8.self))
        XCTAssertTrue(try folder.read("CycleB.swift").contains("a.leadingAnchor.constraint(equalTo: leadingAnchor)"))
    }

    func testHostileConfigurations() throws {
        let cases: [(String, String)] = [
            ("", ""),
            ("\u{0}\u{1}binary: [", "invalid YAML"),
            ("- a\n- b\n", "must be a mapping"),
            ("excluded:\n" + String(repeating: "  - \"**/Generated/**\"\n", count: 400_000), ""),
        ]
        for (content, expected) in cases {
            let folder = try TemporaryFolder()
            try folder.write(".uilint.yml", content)
            try folder.write("Good.swift", goodView)
            let result = try Binary.run(["."], in: folder.url)
            if expected.isEmpty {
                XCTAssertEqual(result.status, 0, "\(content.prefix(20)): \(result.stderr)")
            } else {
                XCTAssertEqual(result.status, 2)
                XCTAssertTrue(result.stderr.contains(".uilint.yml:") && result.stderr.contains(expected), result.stderr)
            }
        }
    }
}
