/// A rule's severity as configured; `off` disables it.
public enum ConfiguredSeverity: String, Sendable, Codable {
    case error, warning, off
}

public struct RuleSettings: Sendable, Codable, Hashable {
    public var severity: ConfiguredSeverity?
    public var options: [String: RuleOptionValue] = [:]
}

/// The contents of a `.uilint.yml`, validated.
public struct Configuration: Sendable {
    /// The file it was read from; nil for the built-in defaults.
    public var filePath: String?
    /// The folder `included` and `excluded` patterns are relative to.
    public var rootDirectory: String
    public var included: [String]?
    public var excluded: [String] = []
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    public var ruleSettings: [String: RuleSettings] = [:]
    /// The team's names for setup and data-binding functions and helpers (docs/conventions.md).
    public var conventions = Conventions()
    /// Whether files whose header says a tool generated them are linted (`lint_generated_files`); by
    /// default they are not, though what they declare still counts for the project index.
    public var lintsGeneratedFiles = false
    /// What the project's formatter and linter configurations in `rootDirectory` say about code fixes write.
    public var projectStyle: ProjectStyle

    public init(rootDirectory: String) {
        self.rootDirectory = rootDirectory
        projectStyle = ProjectStyle.read(in: rootDirectory)
    }

    /// Whether a file with this content is linted: not when its header says a tool generated it, unless
    /// `lint_generated_files` is true.
    func lints(content bytes: [UInt8]) -> Bool {
        lintsGeneratedFiles || !GeneratedFileHeader.isGenerated(bytes)
    }

    /// Folder names never linted unless named on the command line.
    public static let defaultExcludedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    /// Whether a folder of this name is never searched: hidden, one of `defaultExcludedFolders`, or an Xcode
    /// template bundle (`*.xctemplate`), whose Swift files hold placeholders Xcode fills in
    /// (`___VARIABLE_productName:identifier___`) and are never built (20th-iOS-Team-1-FE c69a02c's `Togaether`).
    static func isNeverSearched(folderNamed name: some StringProtocol) -> Bool {
        name.hasPrefix(".") || defaultExcludedFolders.contains(String(name)) || name.hasSuffix(".xctemplate")
    }
}

/// Rule choices made on the command line for one run.
public struct RuleOverrides: Sendable {
    public var enable: [String] = []
    public var disable: [String] = []
    public var only: [String] = []

    public init(enable: [String] = [], disable: [String] = [], only: [String] = []) {
        self.enable = enable
        self.disable = disable
        self.only = only
    }
}

/// A rule instance with the severity it reports at in this run.
public struct ActiveRule: Sendable {
    public let rule: any Rule
    public let severity: Severity
}

public struct UnknownRuleError: Error, CustomStringConvertible {
    public let id: String
    public let flag: String

    public init(id: String, flag: String) {
        self.id = id
        self.flag = flag
    }

    public var description: String {
        let suggestion = Suggestions.closest(to: id, in: RuleRegistry.ids).map { " (did you mean `\($0)`?)" } ?? ""
        return "\(flag) \(id): unknown rule\(suggestion); `uilint rules` lists them"
    }
}

extension Configuration {
    /// The rules that run, with their severities, after command-line overrides.
    public func activeRules(overrides: RuleOverrides = RuleOverrides()) throws -> [ActiveRule] {
        for (flag, ids) in [
            ("--enable", overrides.enable), ("--disable", overrides.disable), ("--only", overrides.only),
        ] {
            if let unknown = ids.first(where: { RuleRegistry.ruleType(id: $0) == nil }) {
                throw UnknownRuleError(id: unknown, flag: flag)
            }
        }
        return try RuleRegistry.ruleTypes.compactMap { ruleType in
            let description = ruleType.description
            let settings = ruleSettings[description.id] ?? RuleSettings()
            var enabled: Bool
            if !overrides.only.isEmpty {
                enabled = overrides.only.contains(description.id)
            } else {
                let explicitlyOn = settings.severity == .error || settings.severity == .warning
                enabled =
                    (!description.isOptIn || optInRules.contains(description.id) || explicitlyOn)
                    && !disabledRules.contains(description.id) && settings.severity != .off
                if overrides.enable.contains(description.id) { enabled = true }
                if overrides.disable.contains(description.id) { enabled = false }
            }
            guard enabled else { return nil }
            let severity: Severity
            switch settings.severity {
            case .error?: severity = .error
            case .warning?: severity = .warning
            case .off?, nil: severity = description.defaultSeverity
            }
            return ActiveRule(rule: try ruleType.init(options: settings.options), severity: severity)
        }
    }
}
