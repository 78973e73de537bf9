/// Terminal colours for text output; `plain` leaves text as it is.
public struct ANSIStyle: Sendable {
    public let isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let plain = ANSIStyle(isEnabled: false)

    public func bold(_ text: String) -> String { apply("1", text) }
    public func dim(_ text: String) -> String { apply("2", text) }
    public func red(_ text: String) -> String { apply("1;31", text) }
    public func yellow(_ text: String) -> String { apply("1;33", text) }

    public func severity(_ severity: Severity) -> String {
        severity == .error ? red(severity.rawValue) : yellow(severity.rawValue)
    }

    private func apply(_ code: String, _ text: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
