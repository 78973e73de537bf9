import Foundation
import UILintCore

enum StandardStreams {
    /// Colours for messages on standard error, decided once per run.
    static let errorStyle = ANSIStyle(
        isEnabled: TerminalManners.usesColor(
            isTerminal: TerminalManners.isTerminal(STDERR_FILENO), environment: ProcessInfo.processInfo.environment))

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes to standard error as it is, for the progress line.
    static func errorText(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `uilint: error: ...`, the line that says why a run exits 2. A mistake located in a file reads as the
    /// compiler's diagnostics do (`.uilint.yml:2:3: error: ...`), which editors and CI annotations parse.
    static func failure(_ message: Any) {
        if let located = message as? ConfigurationError {
            error("\(located.location): \(errorStyle.red("error:")) \(located.message)")
        } else {
            error("uilint: \(errorStyle.red("error:")) \(message)")
        }
    }

    static func note(_ message: String) {
        error("uilint: \(errorStyle.bold("note:")) \(message)")
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func output(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }
}
