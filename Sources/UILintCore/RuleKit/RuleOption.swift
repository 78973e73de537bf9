/// The type of a rule option, for validating configurations and documenting rules.
public enum RuleOptionKind: String, Sendable {
    case boolean, integer, string
    case stringList = "list of strings"
}

/// A configured option value, as read from `.uilint.yml`.
public enum RuleOptionValue: Hashable, Sendable, Codable {
    case boolean(Bool)
    case integer(Int)
    case string(String)
    case stringList([String])

    public var kind: RuleOptionKind {
        switch self {
        case .boolean: .boolean
        case .integer: .integer
        case .string: .string
        case .stringList: .stringList
        }
    }

    /// The value as `.uilint.yml` writes it.
    public var yamlText: String {
        switch self {
        case .boolean(let value): String(value)
        case .integer(let value): String(value)
        case .string(let value): value
        case .stringList(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }
}

/// An option of a rule, declared once: its key, type, default, summary and what values it
/// accepts. Configuration checking, `uilint init`, the rule's own reading of it and the check of
/// its document all go through the declaration.
public struct RuleOption: Sendable {
    public let name: String
    public let defaultValue: RuleOptionValue
    public let summary: String
    /// Why a configured value of the right type is refused, or nil.
    private let refusal: @Sendable (RuleOptionValue) -> String?

    public var kind: RuleOptionKind { defaultValue.kind }

    private init(
        name: String, defaultValue: RuleOptionValue, summary: String,
        refusal: @escaping @Sendable (RuleOptionValue) -> String? = { _ in nil }
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.refusal = refusal
    }

    public static func boolean(_ name: String, default value: Bool, summary: String) -> RuleOption {
        RuleOption(name: name, defaultValue: .boolean(value), summary: summary)
    }

    public static func integer(_ name: String, default value: Int, minimum: Int, summary: String) -> RuleOption {
        RuleOption(name: name, defaultValue: .integer(value), summary: summary) { configured in
            guard case .integer(let number) = configured, number < minimum else { return nil }
            return "must be at least \(minimum)"
        }
    }

    /// `refusal` says why a configured string is refused.
    public static func string(
        _ name: String, default value: String, summary: String,
        refusal: @escaping @Sendable (String) -> String?
    ) -> RuleOption {
        RuleOption(name: name, defaultValue: .string(value), summary: summary) { configured in
            guard case .string(let text) = configured else { return nil }
            return refusal(text)
        }
    }

    /// `refusal` says why a configured list is refused.
    public static func stringList(
        _ name: String, default value: [String], summary: String,
        refusal: @escaping @Sendable ([String]) -> String? = { _ in nil }
    ) -> RuleOption {
        RuleOption(name: name, defaultValue: .stringList(value), summary: summary) { configured in
            guard case .stringList(let list) = configured else { return nil }
            return refusal(list)
        }
    }

    /// The configured value, or the default when there is none; throws for a value the option
    /// refuses. The configuration's loader has checked the type already.
    func value(in options: [String: RuleOptionValue]) throws -> RuleOptionValue {
        guard let configured = options[name], configured.kind == kind else { return defaultValue }
        if let reason = refusal(configured) { throw RuleOptionError(option: name, message: reason) }
        return configured
    }

    public func boolean(in options: [String: RuleOptionValue]) throws -> Bool {
        guard case .boolean(let value) = try value(in: options) else {
            preconditionFailure("`\(name)` is no boolean option")
        }
        return value
    }

    public func integer(in options: [String: RuleOptionValue]) throws -> Int {
        guard case .integer(let value) = try value(in: options) else {
            preconditionFailure("`\(name)` is no integer option")
        }
        return value
    }

    public func string(in options: [String: RuleOptionValue]) throws -> String {
        guard case .string(let value) = try value(in: options) else {
            preconditionFailure("`\(name)` is no string option")
        }
        return value
    }

    public func stringList(in options: [String: RuleOptionValue]) throws -> [String] {
        guard case .stringList(let value) = try value(in: options) else {
            preconditionFailure("`\(name)` is no list option")
        }
        return value
    }
}
