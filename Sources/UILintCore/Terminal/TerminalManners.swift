import Foundation

/// When uilint may use what a terminal offers. Colour and the progress line are
/// for people; editors, CI logs and files get plain text.
public enum TerminalManners {
    /// Colour only on a terminal, never with `NO_COLOR` (https://no-color.org: any
    /// value but the empty string) or on a `dumb` terminal.
    public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && isUnset("NO_COLOR", in: environment) && environment["TERM"] != "dumb"
    }

    /// The progress line goes to standard error on a terminal, never in CI (`CI` set)
    /// and never under `--quiet`.
    public static func showsProgress(isTerminal: Bool, environment: [String: String], quiet: Bool) -> Bool {
        isTerminal && !quiet && isUnset("CI", in: environment) && environment["TERM"] != "dumb"
    }

    private static func isUnset(_ name: String, in environment: [String: String]) -> Bool {
        environment[name]?.isEmpty ?? true
    }
}

extension TerminalManners {
    /// Whether a file descriptor (1 for standard output, 2 for standard error) is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0
    }
}
