import ArgumentParser
import Foundation
import UILintCore

// A crash in one rule must not end the run: unless this process is already the
// supervised worker, run as one (see CrashSupervisor). Commands that lint nothing skip it.
let arguments = Array(CommandLine.arguments.dropFirst())
let lintsNothing = ["rules", "explain", "init", "install-hook", "uninstall-hook", "help", "--help", "-h", "--version"]
    .contains(arguments.first ?? "")
// The language server keeps its session across requests: it supervises its own lint worker instead.
let servesEditor = arguments.first == "lsp"
// A second attempt would find standard input already read, and an editor would get an empty buffer back.
let readsStandardInput = arguments.contains { $0 == "--stdin-path" || $0.hasPrefix("--stdin-path=") }
let environment = ProcessInfo.processInfo.environment
let workTimeLimit = Supervision.workTimeLimitSeconds(environment: environment)
var isForkedWorker = false
if let spawned = CrashSupervisor.spawnedWorker(environment: environment) {
    spawned.journal?.installCrashHandlers()
    spawned.journal?.startWatchdog(timeLimitSeconds: workTimeLimit)
    Supervision.current = spawned
} else if !lintsNothing, !readsStandardInput, !servesEditor, environment["UILINT_NO_SUPERVISOR"] == nil,
    let role = CrashSupervisor.supervise(arguments: arguments, workTimeLimitSeconds: workTimeLimit)
{
    switch role {
    case .supervisor(let exitStatus):
        exit(exitStatus)
    case .worker(let supervision, let isForked):
        Supervision.current = supervision
        isForkedWorker = isForked
    }
}
Supervision.current.beforeRule = Supervision.crashInjection(environment: environment)

/// Runs the command and exits. ArgumentParser exits with 64 on usage errors; uilint's contract (as ESLint's) is 2.
func runCommand() -> Never {
    do {
        var command = try UILintCommand.parseAsRoot()
        try command.run()
        exit(0)
    } catch let exitCode as ExitCode {
        exit(exitCode.rawValue)
    } catch {
        if UILintCommand.exitCode(for: error) == .success {
            UILintCommand.exit(withError: error)
        }
        FileHandle.standardError.write(Data((UILintCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
}

#if os(Linux)
    // A forked worker must not lint on its main thread: the Swift runtime caches each thread's id
    // for the locks behind lazy globals, the child's main thread keeps its parent's, and two threads
    // then deadlock on the first use of a global. A new thread has its own id.
    if isForkedWorker {
        let worker = Thread { runCommand() }
        // As deep as the main thread's stack: deeply nested expressions recurse far.
        worker.stackSize = 64 << 20
        worker.start()
        dispatchMain()
    }
#endif
// Unsupervised (standard input, or asked for): a hang still ends, with a message.
if Supervision.current.journal == nil, !lintsNothing, !servesEditor, let journal = CrashJournal() {
    Supervision.current.journal = journal
    journal.startWatchdog(standalone: true, timeLimitSeconds: workTimeLimit)
}
runCommand()
