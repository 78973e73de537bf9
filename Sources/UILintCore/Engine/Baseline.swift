import Foundation

/// How a finding compares with the baseline of a run, as SARIF names it.
public enum BaselineState: String, Codable, Sendable {
    case new, unchanged, absent
}

/// Findings recorded once so that later runs report only new ones. A finding is
/// matched by rule, file and fingerprint, never by line, so edits elsewhere in a
/// file do not make old findings look new.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public let rule: String
        public let path: String
        public let fingerprint: String
        /// For people reading the file and for absent results; not used for matching.
        public let message: String
        public let line: Int
    }

    public static let formatVersion = 1

    public let version: Int
    public let tool: String
    public let findings: [Entry]

    public init(findings: [Finding]) {
        version = Self.formatVersion
        tool = "uilint \(UILintVersion.current)"
        self.findings = findings.filter { !$0.isSuppressed }.sorted(by: Finding.reportOrder).map {
            Entry(rule: $0.ruleID, path: $0.path, fingerprint: $0.fingerprint, message: $0.message, line: $0.start.line)
        }
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, reason: "cannot read the baseline file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                path: path,
                reason: "not a uilint baseline (\(Self.describe(error))); "
                    + "write a new one with --write-baseline")
        }
        guard baseline.version == formatVersion else {
            throw BaselineError(
                path: path, reason: "baseline format \(baseline.version) is not supported (expected \(formatVersion))")
        }
        return baseline
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFileWriter.write(Array(try encoder.encode(self)) + [UInt8(ascii: "\n")], to: path)
    }

    /// Marks each finding new or unchanged; returns the baseline entries no finding matched.
    public func compare(_ findings: inout [Finding]) -> [Entry] {
        var remaining: [Key: Int] = [:]
        for entry in self.findings { remaining[Key(entry), default: 0] += 1 }
        for index in findings.indices where !findings[index].isSuppressed {
            let key = Key(findings[index])
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                findings[index].baselineState = .unchanged
            } else {
                findings[index].baselineState = .new
            }
        }
        var absent: [Entry] = []
        for entry in self.findings {
            let key = Key(entry)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                absent.append(entry)
            }
        }
        return absent
    }

    private struct Key: Hashable {
        let rule: String
        let path: String
        let fingerprint: String

        init(_ entry: Entry) {
            (rule, path, fingerprint) = (entry.rule, entry.path, entry.fingerprint)
        }

        init(_ finding: Finding) {
            (rule, path, fingerprint) = (finding.ruleID, finding.path, finding.fingerprint)
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "missing `\(key.stringValue)`"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong value at `\(path)`"
        default: return "\(error)"
        }
    }
}

public struct BaselineError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
