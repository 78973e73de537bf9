import ArgumentParser
import Foundation
import UILintCore

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Language Server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
            Lints each open Swift file as it is typed, with the configuration found from the file's \
            folder and the project index of the workspace, publishes the findings as diagnostics, and \
            offers their fixes as quick fixes and "Fix all uilint findings" as a source action. See the \
            README for the set-up of VS Code, Neovim, Helix, Zed, Emacs and Sublime Text.
            """)

    @Flag(help: .hidden)
    var worker = false

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        if worker {
            LintWorker.run(currentDirectory: currentDirectory, supervision: Supervision.current)
        }
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        throw ExitCode(LanguageServer(executable: executable, currentDirectory: currentDirectory).run())
    }
}
