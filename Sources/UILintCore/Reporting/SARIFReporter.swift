import Foundation

/// SARIF 2.1.0, as GitHub code scanning and other CI systems read it.
public struct SARIFReporter: Reporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    static let fingerprintKey = "uilint/v1"

    /// List baseline entries that no longer occur as results with `baselineState: absent`.
    public var includesAbsent: Bool

    public init(includesAbsent: Bool = false) {
        self.includesAbsent = includesAbsent
    }

    public func report(_ result: RunResult) -> String {
        let descriptions = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        var results = result.findings.sorted(by: Finding.reportOrder).map { self.result($0, ruleIndex: ruleIndex) }
        if includesAbsent {
            results += result.absentBaselineEntries.map { absentResult($0, ruleIndex: ruleIndex) }
        }
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: descriptions.map(ReportingDescriptor.init))),
                originalUriBaseIds: [
                    Self.sourceRootID: ArtifactLocation(uri: URIPath.directoryURI(result.sourceRoot), uriBaseId: nil)
                ],
                invocations: [
                    Invocation(
                        executionSuccessful: result.problems.isEmpty,
                        toolExecutionNotifications: result.problems.map {
                            Notification(level: "error", message: Message(text: $0))
                        })
                ],
                results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ finding: Finding, ruleIndex: [String: Int]) -> Result {
        let location = ArtifactLocation(uri: URIPath.relativeURI(finding.path), uriBaseId: Self.sourceRootID)
        return Result(
            ruleId: finding.ruleID,
            ruleIndex: ruleIndex[finding.ruleID] ?? -1,
            level: finding.severity.rawValue,
            message: Message(text: finding.message),
            locations: [
                Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: location,
                        region: Region(
                            startLine: finding.start.line, startColumn: finding.utf16StartColumn,
                            endLine: finding.end.line, endColumn: finding.utf16EndColumn)))
            ],
            partialFingerprints: [Self.fingerprintKey: finding.fingerprint],
            fixes: finding.fix.map { edits in
                [
                    Fix(
                        description: Message(text: "Apply uilint's fix for `\(finding.ruleID)`"),
                        artifactChanges: [
                            ArtifactChange(
                                artifactLocation: location,
                                replacements: edits.map {
                                    Replacement(
                                        deletedRegion: ByteRegion(
                                            byteOffset: $0.range.start, byteLength: $0.range.end - $0.range.start),
                                        insertedContent: ArtifactContent(text: $0.replacement))
                                })
                        ])
                ]
            },
            suppressions: finding.suppression.map { [Suppression(kind: "inSource", justification: $0.justification)] },
            baselineState: finding.baselineState?.rawValue)
    }

    private func absentResult(_ entry: Baseline.Entry, ruleIndex: [String: Int]) -> Result {
        let location = ArtifactLocation(uri: URIPath.relativeURI(entry.path), uriBaseId: Self.sourceRootID)
        return Result(
            ruleId: entry.rule, ruleIndex: ruleIndex[entry.rule] ?? -1, level: "none",
            message: Message(text: entry.message),
            locations: [
                Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: location,
                        region: Region(startLine: max(1, entry.line), startColumn: nil, endLine: nil, endColumn: nil)))
            ],
            partialFingerprints: [Self.fingerprintKey: entry.fingerprint],
            fixes: nil, suppressions: nil, baselineState: BaselineState.absent.rawValue)
    }
}

// MARK: - The subset of the SARIF object model uilint writes

private struct Log: Encodable {
    let version = "2.1.0"
    let schema = SARIFReporter.schemaURI
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version, runs
        case schema = "$schema"
    }
}

private struct Run: Encodable {
    let tool: Tool
    let originalUriBaseIds: [String: ArtifactLocation]
    let invocations: [Invocation]
    let results: [Result]
    let columnKind = "utf16CodeUnits"
}

private struct Tool: Encodable {
    let driver: Driver
}

private struct Driver: Encodable {
    let name = "uilint"
    let version = UILintVersion.current
    let semanticVersion = UILintVersion.current
    let informationUri = UILintVersion.informationURI
    let rules: [ReportingDescriptor]
}

private struct ReportingDescriptor: Encodable {
    let id: String
    let name: String
    let shortDescription: Message
    let fullDescription: Message
    let helpUri: String
    let defaultConfiguration: Configuration
    let properties: Properties

    struct Configuration: Encodable {
        let level: String
        let enabled: Bool
    }

    struct Properties: Encodable {
        let tags: [String]
    }

    init(_ description: RuleDescription) {
        id = description.id
        name = description.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        shortDescription = Message(text: description.name)
        fullDescription = Message(text: description.summary)
        helpUri = "\(UILintVersion.informationURI)/blob/main/rules/\(description.id).md"
        defaultConfiguration = Configuration(level: description.defaultSeverity.rawValue, enabled: !description.isOptIn)
        properties = Properties(tags: ["uikit", "layout"] + (description.isFixable ? ["fixable"] : []))
    }
}

private struct Invocation: Encodable {
    let executionSuccessful: Bool
    let toolExecutionNotifications: [Notification]
}

private struct Notification: Encodable {
    let level: String
    let message: Message
}

private struct Message: Encodable {
    let text: String
}

private struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Message
    let locations: [Location]
    let partialFingerprints: [String: String]
    let fixes: [Fix]?
    let suppressions: [Suppression]?
    let baselineState: String?
}

private struct Location: Encodable {
    let physicalLocation: PhysicalLocation
}

private struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
}

private struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
}

private struct Region: Encodable {
    let startLine: Int
    let startColumn: Int?
    let endLine: Int?
    let endColumn: Int?
}

private struct ByteRegion: Encodable {
    let byteOffset: Int
    let byteLength: Int
}

private struct Fix: Encodable {
    let description: Message
    let artifactChanges: [ArtifactChange]
}

private struct ArtifactChange: Encodable {
    let artifactLocation: ArtifactLocation
    let replacements: [Replacement]
}

private struct Replacement: Encodable {
    let deletedRegion: ByteRegion
    let insertedContent: ArtifactContent
}

private struct ArtifactContent: Encodable {
    let text: String
}

private struct Suppression: Encodable {
    let kind: String
    let justification: String?
}
