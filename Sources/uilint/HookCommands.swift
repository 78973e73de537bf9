import ArgumentParser
import Foundation
import UILintCore

struct InstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that runs `uilint --staged`.",
        discussion: """
            Writes the pre-commit hook of the current repository (in .git/hooks, or in the folder \\
            core.hooksPath names). The hook runs `uilint` from PATH on the staged Swift files and \\
            stops the commit when they have errors. A hook that uilint did not write is left alone \\
            unless --force is given.

            EXAMPLES
              uilint install-hook
              uilint install-hook --force     Replace another pre-commit hook.
              git commit --no-verify          Commit once without the hook.
            """)

    @Flag(help: "Replace a pre-commit hook that uilint did not write.")
    var force = false

    func run() throws {
        do {
            let hook = try PreCommitHook.locate(from: FileManager.default.currentDirectoryPath, for: "install-hook")
            StandardStreams.error(try hook.install(force: force))
        } catch {
            StandardStreams.failure(error)
            throw ExitCode(2)
        }
    }
}

struct UninstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall-hook",
        abstract: "Remove the pre-commit hook that `uilint install-hook` wrote.",
        discussion: """
            A pre-commit hook that uilint did not write is left alone (exit code 2).

            EXAMPLES
              uilint uninstall-hook
            """)

    func run() throws {
        do {
            let hook = try PreCommitHook.locate(from: FileManager.default.currentDirectoryPath, for: "uninstall-hook")
            StandardStreams.error(try hook.uninstall())
        } catch {
            StandardStreams.failure(error)
            throw ExitCode(2)
        }
    }
}
