import Foundation
import XCTest

@testable import UILintCore

/// Paths of the repository the tests run in.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }
}

/// A finding reduced to what expectations name.
struct Mark: Hashable, CustomStringConvertible, Comparable {
    let rule: String
    let line: Int
    let column: Int

    var description: String { "\(rule)@\(line):\(column)" }

    static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column, lhs.rule) < (rhs.line, rhs.column, rhs.rule)
    }
}

enum Lint {
    /// The default rules plus any named ones, with optional options for one rule.
    static func linter(enabling extra: [String] = [], options: [String: [String: RuleOptionValue]] = [:]) throws
        -> Linter
    {
        var configuration = Configuration(rootDirectory: "/")
        for (id, values) in options {
            configuration.ruleSettings[id] = RuleSettings(severity: nil, options: values)
        }
        return Linter(rules: try configuration.activeRules(overrides: RuleOverrides(enable: extra)))
    }

    static func findings(_ source: String, enabling extra: [String] = [], path: String = "Example.swift") throws
        -> [Finding]
    {
        try linter(enabling: extra).lint(SourceText(source), path: path).filter { !$0.isSuppressed }
    }

    static func marks(_ source: String, rule: String? = nil) throws -> [Mark] {
        try findings(source, enabling: rule.map { [$0] } ?? [])
            .filter { rule == nil || $0.ruleID == rule }
            .map { Mark(rule: $0.ruleID, line: $0.start.line, column: $0.start.column) }
            .sorted()
    }

    static func fixed(_ source: String, linter: Linter, onlyFixing rules: Set<String>? = nil) -> String {
        String(
            decoding: Fixer(linter: linter, fixedRules: rules).fix(SourceText(source), path: "Example.swift").fixed,
            as: UTF8.self)
    }

    static func fixed(_ source: String) throws -> String {
        fixed(source, linter: try linter())
    }

    /// The file's model, resolved with its own declarations as a lone file is.
    static func model(_ source: String) -> FileModel {
        LayoutModelBuilder.build(SourceText(source), readings: [])
    }
}

/// `↓` marks where findings start in documentation examples.
enum MarkedSource {
    static let marker = "↓"

    /// The source without markers, and the 1-based line and UTF-8 column of each marker.
    static func parse(_ marked: String) -> (source: String, positions: [(line: Int, column: Int)]) {
        var positions: [(Int, Int)] = []
        var lines: [String] = []
        for (index, line) in marked.components(separatedBy: "\n").enumerated() {
            var clean = ""
            for character in line {
                if String(character) == marker {
                    positions.append((index + 1, clean.utf8.count + 1))
                } else {
                    clean.append(character)
                }
            }
            lines.append(clean)
        }
        return (lines.joined(separator: "\n"), positions)
    }
}

/// Expectations written in fixtures as `// expect: rule_id line:column`.
enum FixtureExpectations {
    static func marks(in source: String) -> [Mark] {
        var result: [Mark] = []
        for line in source.components(separatedBy: "\n") {
            guard let range = line.range(of: "// expect: ") else { continue }
            for entry in line[range.upperBound...].components(separatedBy: ";") {
                let parts = entry.split(separator: " ")
                guard parts.count == 2 else { continue }
                let position = parts[1].split(separator: ":").compactMap { Int($0) }
                guard position.count == 2 else { continue }
                result.append(Mark(rule: String(parts[0]), line: position[0], column: position[1]))
            }
        }
        return result.sorted()
    }
}

/// Runs the built `uilint` binary.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum Binary {
    static let testCacheFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("uilint-test-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    static var url: URL {
        // Tests run from the build products folder, where the binary is too.
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("uilint"),
            Bundle.main.bundleURL.appendingPathComponent("uilint"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("uilint"),
            Repository.url(".build/debug/uilint"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }

    /// Runs of the tests keep their result cache (and the SwiftPM caches of the plugin tests)
    /// to themselves, and remove it when the last test has run.
    static let environment: [String: String] = {
        XCTestObservationCenter.shared.addTestObserver(FolderRemoval(path: testCacheFolder))
        return ["XDG_CACHE_HOME": testCacheFolder]
    }()

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:], input: String? = nil)
        throws -> CommandResult
    {
        try Shell.run(
            [url.path] + arguments, in: directory, environment: Self.environment.merging(environment) { $1 },
            input: input)
    }
}

/// Removes a folder when the test run ends.
private final class FolderRemoval: NSObject, XCTestObservation {
    let path: String

    init(path: String) {
        self.path = path
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs a program found on PATH, or named by its path, as a user's shell would.
enum Shell {
    static func run(
        _ command: [String], in directory: URL, environment extra: [String: String] = [:], input: String? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Drain standard error on another thread, so a large report cannot block the child.
        let errorReader = PipeReader(stderr)
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A temporary folder removed after the test.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("uilint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
