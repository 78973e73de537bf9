import ArgumentParser
import Foundation

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
