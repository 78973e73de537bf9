import ArgumentParser
import Foundation
import UILintCore

// A crash in one rule must not end the run: unless this process is already the
// supervised worker, run as one (see CrashSupervisor). Commands that lint nothing skip it.
let arguments = Array(CommandLine.arguments.dropFirst())
let lintsNothing = ["rules", "explain", "init", "install-hook", "uninstall-hook", "help", "--help", "-h", "--version"]
    .contains(arguments.first ?? "")
// A second attempt would find standard input already read, and an editor would get an empty buffer back.
let readsStandardInput = arguments.contains { $0 == "--stdin-path" || $0.hasPrefix("--stdin-path=") }
if let journal = CrashJournal.current {
    journal.installCrashHandlers()
} else if !lintsNothing, !readsStandardInput, ProcessInfo.processInfo.environment["UILINT_NO_SUPERVISOR"] == nil,
          let status = CrashSupervisor.supervise(arguments: arguments) {
    exit(status)
}

// ArgumentParser exits with 64 on usage errors; uilint's contract (as ESLint's) is 2.
do {
    var command = try UILintCommand.parseAsRoot()
    try command.run()
} catch let exitCode as ExitCode {
    exit(exitCode.rawValue)
} catch {
    if UILintCommand.exitCode(for: error) == .success {
        UILintCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((UILintCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
}
