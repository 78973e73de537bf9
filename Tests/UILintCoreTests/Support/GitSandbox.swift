import Foundation
import XCTest

/// A throwaway git repository in a temporary folder, with an identity of its own so
/// that commits work on any machine.
final class GitSandbox {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder()
        try git("init", "--quiet", "--initial-branch=main")
    }

    /// Environment for git and the programs it runs (hooks), with the built `uilint` first on PATH.
    static func environment() -> [String: String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return Binary.environment.merging([
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
            // Each test sees only its own repository's settings.
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
            "PATH": Binary.url.deletingLastPathComponent().path + ":" + path,
        ]) { $1 }
    }

    /// Runs git in the repository (or a folder in it) and fails the test if git fails.
    @discardableResult
    func git(_ arguments: String..., in subfolder: String = "") throws -> String {
        let result = try run(["git"] + arguments, in: subfolder)
        guard result.status == 0 else {
            XCTFail("git \(arguments.joined(separator: " ")) failed: \(result.stderr)")
            throw CocoaError(.executableLoad)
        }
        return result.stdout
    }

    /// Runs a program found on PATH (uilint's folder first) in the repository.
    func run(
        _ command: [String], in subfolder: String = "", environment extra: [String: String] = [:], input: String? = nil
    ) throws -> CommandResult {
        var environment = Self.environment()
        environment.merge(extra) { $1 }
        return try Shell.run(command, in: url.appendingPathComponent(subfolder), environment: environment, input: input)
    }

    /// Runs the built uilint in the repository.
    func uilint(_ arguments: String..., in subfolder: String = "", input: String? = nil) throws -> CommandResult {
        try Binary.run(
            arguments, in: url.appendingPathComponent(subfolder), environment: Self.environment(), input: input)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try folder.write(relativePath, text)
    }

    func read(_ relativePath: String) throws -> String {
        try folder.read(relativePath)
    }

    /// The content of a path as staged in the index.
    func staged(_ relativePath: String) throws -> String {
        try git("show", ":\(relativePath)")
    }
}
