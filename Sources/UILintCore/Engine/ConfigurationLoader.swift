import Foundation
import Yams

/// A mistake in a configuration file, located for the user.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    /// `path:line:column`, as compilers write where a diagnostic is.
    public var location: String { "\(path):\(line):\(column)" }

    public var description: String { "\(location): error: \(message)" }
}

/// Reads and validates `.uilint.yml`. Every mistake is an error naming file, line and column.
public enum ConfigurationLoader {
    public static let fileName = ".uilint.yml"
    static let topLevelKeys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "rules", "conventions", "lint_generated_files",
    ]

    /// The nearest `.uilint.yml` in `directory` or a folder above it.
    public static func discover(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    public static func load(path: String, displayPath: String? = nil) throws -> Configuration {
        let shownPath = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: shownPath, line: 1, column: 1, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(
                path: shownPath, line: 1, column: 1, message: "the configuration file is not UTF-8 text")
        }
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(text, path: shownPath, rootDirectory: directory, filePath: path)
    }

    public static func parse(_ text: String, path: String, rootDirectory: String, filePath: String? = nil) throws
        -> Configuration
    {
        var configuration = Configuration(rootDirectory: rootDirectory)
        configuration.filePath = filePath ?? path
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, path: path, text: text)
        }
        guard let node else { return configuration }
        let reader = NodeReader(path: path)
        guard let mapping = node.mapping else {
            throw reader.error(at: node, "the configuration must be a mapping of keys such as `rules:` and `excluded:`")
        }
        try reader.rejectDuplicateKeys(in: mapping)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "included": configuration.included = try reader.stringList(value, key: key)
            case "excluded": configuration.excluded = try reader.stringList(value, key: key)
            case "disabled_rules": configuration.disabledRules = Set(try reader.ruleIDs(value, key: key))
            case "opt_in_rules": configuration.optInRules = Set(try reader.ruleIDs(value, key: key))
            case "rules": configuration.ruleSettings = try reader.ruleSettings(value)
            case "conventions": configuration.conventions = try reader.conventions(value)
            case "lint_generated_files":
                guard value.scalar != nil, let lints = value.bool else {
                    throw reader.error(at: value, "`lint_generated_files` must be true or false")
                }
                configuration.lintsGeneratedFiles = lints
            default:
                throw reader.error(
                    at: keyNode,
                    "unknown key `\(key)`\(reader.suggestion(for: key, in: topLevelKeys)); "
                        + "expected one of \(topLevelKeys.map { "`\($0)`" }.joined(separator: ", "))")
            }
        }
        return configuration
    }

    private static func yamlError(_ error: YamlError, path: String, text: String) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return ConfigurationError(
                path: path, line: mark.line, column: mark.column, message: "invalid YAML: \(detail)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams locates the mapping; the user needs the repeated key.
            let (line, column) =
                secondOccurrence(ofKey: duplicates.first ?? "", in: text, after: context.mark.line)
                ?? (context.mark.line, context.mark.column)
            return ConfigurationError(
                path: path, line: line, column: column,
                message: "duplicate key \(duplicates.map { "`\($0)`" }.joined(separator: ", "))")
        default:
            return ConfigurationError(path: path, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }
}

extension ConfigurationLoader {
    /// Line and column of the second line, from `line` on, that starts with `key:`.
    fileprivate static func secondOccurrence(ofKey key: String, in text: String, after line: Int) -> (Int, Int)? {
        var seen = 0
        for (index, content) in text.components(separatedBy: "\n").enumerated() where index + 1 >= line {
            let indentation = content.prefix { $0 == " " }.count
            let rest = content.dropFirst(indentation)
            guard rest.hasPrefix(key + ":") || rest.hasPrefix("\"\(key)\":") else { continue }
            seen += 1
            if seen == 2 { return (index + 1, indentation + 1) }
        }
        return nil
    }
}

/// Typed reads of YAML nodes that fail with the node's location.
private struct NodeReader {
    let path: String

    func error(at node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    func suggestion(for word: String, in candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }

    func rejectDuplicateKeys(in mapping: Node.Mapping) throws {
        var seen = Set<String>()
        for key in mapping.keys {
            let name = key.string ?? ""
            if !seen.insert(name).inserted { throw error(at: key, "duplicate key `\(name)`") }
        }
    }

    func stringList(_ node: Node, key: String) throws -> [String] {
        if node.scalar != nil, node.null != nil { return [] }
        guard let sequence = node.sequence else {
            throw error(at: node, "`\(key)` must be a list of strings, such as [Sources, App]")
        }
        return try sequence.map { item in
            guard let scalar = item.scalar, item.null == nil else {
                throw error(at: item, "`\(key)` must be a list of strings; this item is not a string")
            }
            return scalar.string
        }
    }

    func ruleIDs(_ node: Node, key: String) throws -> [String] {
        let ids = try stringList(node, key: key)
        for (id, item) in zip(ids, node.sequence ?? Node.Sequence()) where RuleRegistry.ruleType(id: id) == nil {
            throw error(at: item, "unknown rule `\(id)`\(suggestion(for: id, in: RuleRegistry.ids)) in `\(key)`")
        }
        return ids
    }

    /// `conventions:` (docs/conventions.md); a list given replaces the default one.
    func conventions(_ node: Node) throws -> Conventions {
        var conventions = Conventions()
        if node.scalar != nil, node.null != nil { return conventions }
        guard let mapping = node.mapping else {
            throw error(at: node, "`conventions` must be a mapping with keys such as `setup_functions:`")
        }
        try rejectDuplicateKeys(in: mapping)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard Conventions.keys.contains(key) else {
                throw error(
                    at: keyNode,
                    "unknown key `conventions.\(key)`\(suggestion(for: key, in: Conventions.keys)); "
                        + "expected one of \(Conventions.keys.map { "`\($0)`" }.joined(separator: ", "))")
            }
            let allowsStar = key.hasSuffix("_functions")
            let items = try stringList(value, key: "conventions.\(key)")
            var patterns: [NamePattern] = []
            for (text, item) in zip(items, value.sequence ?? Node.Sequence()) {
                guard let pattern = NamePattern(text), allowsStar || !text.hasSuffix("*") else {
                    let form =
                        allowsStar ? "a function name, optionally ending in `*` (`setup*`)" : "a member name (`pin`)"
                    throw error(at: item, "`conventions.\(key)`: `\(text)` is not \(form)")
                }
                patterns.append(pattern)
            }
            switch key {
            case "setup_functions": conventions.setupFunctions = patterns
            case "data_binding_functions": conventions.dataBindingFunctions = patterns
            case "constraint_helpers": conventions.constraintHelpers = items
            default: conventions.autolayoutHelpers = items
            }
        }
        return conventions
    }

    func ruleSettings(_ node: Node) throws -> [String: RuleSettings] {
        if node.scalar != nil, node.null != nil { return [:] }
        guard let mapping = node.mapping else {
            throw error(at: node, "`rules` must be a mapping from rule id to its settings")
        }
        try rejectDuplicateKeys(in: mapping)
        var result: [String: RuleSettings] = [:]
        for (keyNode, value) in mapping {
            let id = keyNode.string ?? ""
            guard let ruleType = RuleRegistry.ruleType(id: id) else {
                throw error(at: keyNode, "unknown rule `\(id)`\(suggestion(for: id, in: RuleRegistry.ids))")
            }
            result[id] = try settings(value, for: ruleType.description)
            do {
                _ = try ruleType.init(options: result[id]!.options)
            } catch let optionError as RuleOptionError {
                let optionNode = value.mapping?.first { $0.key.string == optionError.option }?.value ?? value
                throw error(at: optionNode, "`\(id).\(optionError.option)`: \(optionError.message)")
            }
        }
        return result
    }

    private func settings(_ node: Node, for rule: RuleDescription) throws -> RuleSettings {
        var settings = RuleSettings()
        if let scalar = node.scalar, node.null == nil {
            // Shorthand: `constraint_order: error`.
            settings.severity = try severity(scalar.string, at: node, rule: rule.id)
            return settings
        }
        if node.scalar != nil { return settings }
        guard let mapping = node.mapping else {
            throw error(at: node, "settings of `\(rule.id)` must be a mapping such as `severity: error`")
        }
        try rejectDuplicateKeys(in: mapping)
        let optionNames = ["severity"] + rule.options.map(\.name)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            if key == "severity" {
                settings.severity = try severity(value.string ?? "", at: value, rule: rule.id)
                continue
            }
            guard let option = rule.options.first(where: { $0.name == key }) else {
                let known = optionNames.map { "`\($0)`" }.joined(separator: ", ")
                throw error(
                    at: keyNode,
                    "unknown option `\(key)` for `\(rule.id)`\(suggestion(for: key, in: optionNames)); "
                        + "it takes \(known)")
            }
            settings.options[key] = try optionValue(value, option: option, rule: rule.id)
        }
        return settings
    }

    private func severity(_ text: String, at node: Node, rule: String) throws -> ConfiguredSeverity {
        guard node.scalar != nil, let severity = ConfiguredSeverity(rawValue: text) else {
            throw error(at: node, "severity of `\(rule)` must be `error`, `warning` or `off`")
        }
        return severity
    }

    private func optionValue(_ node: Node, option: RuleOption, rule: String) throws -> RuleOptionValue {
        let expected = "`\(rule).\(option.name)` must be a \(option.kind.rawValue)"
        switch option.kind {
        case .boolean:
            guard node.scalar != nil, let value = node.bool else {
                throw error(at: node, "\(expected) (true or false)")
            }
            return .boolean(value)
        case .integer:
            guard node.scalar != nil, let value = node.int else { throw error(at: node, "\(expected), such as 20") }
            return .integer(value)
        case .string:
            guard let scalar = node.scalar, node.null == nil else { throw error(at: node, expected) }
            return .string(scalar.string)
        case .stringList:
            guard let sequence = node.sequence else { throw error(at: node, "\(expected), such as [a, b]") }
            return .stringList(
                try sequence.map { item in
                    guard let scalar = item.scalar, item.null == nil else { throw error(at: item, expected) }
                    return scalar.string
                })
        }
    }
}
