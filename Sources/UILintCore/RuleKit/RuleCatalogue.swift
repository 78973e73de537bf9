import Foundation

/// The rule list `uilint rules` prints and the README's rules table shows.
public enum RuleCatalogue {
    public struct Entry: Codable, Sendable {
        public let id: String
        public let name: String
        public let enabledByDefault: Bool
        public let severity: Severity
        public let fixable: Bool
        public let summary: String
        /// The rule's options as their declarations give them (`uilint rules --json`).
        public let options: [Option]
    }

    public struct Option: Codable, Sendable {
        public let name: String
        public let type: String
        /// As `.uilint.yml` writes it.
        public let `default`: String
        public let summary: String
    }

    public static var entries: [Entry] {
        RuleRegistry.descriptions.map {
            Entry(
                id: $0.id, name: $0.name, enabledByDefault: !$0.isOptIn, severity: $0.defaultSeverity,
                fixable: $0.isFixable, summary: $0.summary,
                options: $0.options.map {
                    Option(
                        name: $0.name, type: $0.kind.rawValue, default: $0.defaultValue.yamlText, summary: $0.summary)
                })
        }
    }

    public static func json(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func table(_ entries: [Entry]) -> String {
        let rows = entries.map { entry in
            [
                entry.id, entry.enabledByDefault ? "on" : "opt-in", entry.severity.rawValue,
                entry.fixable ? "yes" : "no", entry.summary,
            ]
        }
        let header = ["RULE", "DEFAULT", "SEVERITY", "FIX", "SUMMARY"]
        let widths = (0..<4).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[4]
        }.joined(separator: "\n") + "\n"
    }

    /// The rules table of the README, between its markers.
    public static var markdownTable: String {
        var lines = ["| id | default | severity | fix | what it enforces |", "|---|---|---|---|---|"]
        for entry in entries {
            lines.append(
                "| [`\(entry.id)`](rules/\(entry.id).md) | \(entry.enabledByDefault ? "on" : "opt-in") | "
                    + "\(entry.severity.rawValue) | \(entry.fixable ? "yes" : "no") | \(entry.summary) |")
        }
        return lines.joined(separator: "\n")
    }
}
