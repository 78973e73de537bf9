/// Lints one file's content with the rules of a run: parse and model once,
/// run every rule on the model, then apply inline suppressions.
public struct Linter: Sendable {
    public let rules: [ActiveRule]
    private let enabledRuleIDs: Set<String>
    /// Rules that run once the others' findings were matched with the suppression comments.
    private let suppressionJudges: [ActiveRule]
    let supervision: RunSupervision
    /// The project's style, which fixes follow (`FileModel.projectStyle`).
    let projectStyle: ProjectStyle
    /// What the rules read for themselves during the walk, so every model built for them holds it.
    /// Types only, which hold no state: safe to share between the threads of a run.
    nonisolated(unsafe) let readings: [any SyntaxReading.Type]

    public init(
        rules: [ActiveRule], supervision: RunSupervision = .unsupervised, projectStyle: ProjectStyle = ProjectStyle()
    ) {
        self.rules = rules
        self.supervision = supervision
        self.projectStyle = projectStyle
        readings = rules.compactMap { type(of: $0.rule).readingType }
        enabledRuleIDs = Set(rules.map(\.rule.id))
        suppressionJudges = rules.filter { type(of: $0.rule).judgesSuppressions }
    }

    /// `relativePath`, the path relative to the configuration's folder, defaults to `path`.
    public func lint(_ source: SourceText, path: String, relativePath: String? = nil) -> [Finding] {
        lint(model(of: source), path: path, relativePath: relativePath)
    }

    /// Parses and walks `source` once for these rules (see `LayoutModelBuilder`).
    func model(of source: SourceText, collectingComments: Bool = false, resolvingViewTypes: Bool = true) -> FileModel {
        var timings = PhaseTimes()
        return model(
            of: source, collectingComments: collectingComments, resolvingViewTypes: resolvingViewTypes,
            timings: &timings)
    }

    func model(
        of source: SourceText, collectingComments: Bool = false, resolvingViewTypes: Bool = true,
        timings: inout PhaseTimes
    ) -> FileModel {
        LayoutModelBuilder.build(
            source, readings: Self.readings(readings, wantedBy: source), collectingComments: collectingComments,
            resolvingViewTypes: resolvingViewTypes, timings: &timings)
    }

    /// Those of `readings` that may find something in `source`: a reading that names the texts it needs is left out
    /// of the walks of files without them.
    static func readings(_ readings: [any SyntaxReading.Type], wantedBy source: SourceText)
        -> [any SyntaxReading.Type]
    {
        readings.filter { reading in
            reading.requiredTexts.map { PreFilter.contains(anyOf: $0, in: source.bytes) } ?? true
        }
    }

    /// `index`: the project's index (docs/project-index.md), which holds this file's facts too; without one, the
    /// file is linted as a project of its own.
    public func lint(_ model: FileModel, index: ProjectIndex? = nil, path: String, relativePath: String? = nil)
        -> [Finding]
    {
        var model = model
        if let index {
            model.resolve(with: index)
        } else if !model.isResolved {
            model.resolve(with: model.fileIndex)
        }
        model.relativePath = relativePath ?? path
        model.projectStyle = projectStyle
        var suppressions = SuppressionResolver(comments: model.suppressions)
        var findings: [Finding] = []
        var occurrences: [String: Int] = [:]
        /// The fingerprint of the next finding of `rule` on the line holding `offset`.
        func fingerprint(rule: String, at offset: Int) -> String {
            let line = model.source.text(in: model.source.range(ofLine: model.source.line(of: offset)))
            let key = rule + "\u{0}" + line
            defer { occurrences[key, default: 0] += 1 }
            return Fingerprint.make(ruleID: rule, line: line, occurrence: occurrences[key, default: 0])
        }
        for active in rules {
            if let ending = supervision.ending(ofRule: active.rule.id, on: path) {
                findings.append(CrashSupervisor.internalError(rule: active.rule.id, path: path, ending: ending))
                continue
            }
            supervision.journal?.enter(rule: active.rule.id, path: path, size: model.source.bytes.count)
            supervision.beforeRule?(active.rule.id, path)
            for violation in active.rule.violations(in: model) {
                let line = model.source.line(of: violation.range.start)
                let comment = suppressions.suppression(ofRule: active.rule.id, line: line)
                findings.append(
                    finding(
                        violation, rule: active.rule.id, severity: active.severity,
                        source: model.source, path: path,
                        suppression: comment.map { FindingSuppression(line: $0.line, justification: $0.justification) },
                        fingerprint: fingerprint(rule: active.rule.id, at: violation.range.start)))
            }
        }
        if !suppressionJudges.isEmpty {
            let unused = suppressions.unused(enabledRules: enabledRuleIDs, knownRules: RuleRegistry.ids)
            for active in suppressionJudges {
                findings += active.rule.violations(forUnused: unused, in: model.source).map {
                    finding(
                        $0, rule: active.rule.id, severity: active.severity, source: model.source, path: path,
                        suppression: nil, fingerprint: fingerprint(rule: active.rule.id, at: $0.range.start))
                }
            }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// How much of a document's start rules are given: an Interface Builder document's root element, with its
    /// attributes, opens it.
    public static let documentHeadLength = 2048

    /// A document that is not Swift (a `.storyboard`, a `.xib`): one finding at its start from each
    /// rule that reports documents of its kind. `head` is the document's start, up to `documentHeadLength` bytes.
    public func lintDocument(path: String, head: [UInt8]) -> [Finding] {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let pathExtension = String(FileDiscovery.pathExtension(of: path))
        let headText = String(decoding: head.prefix(Self.documentHeadLength), as: UTF8.self)
        return rules.filter { type(of: $0.rule).documentExtensions.contains(pathExtension) }.compactMap { active in
            guard let violation = active.rule.violation(forDocumentNamed: name, head: headText) else { return nil }
            return finding(
                violation, rule: active.rule.id,
                severity: active.severity, source: SourceText(""), path: path, suppression: nil,
                fingerprint: Fingerprint.make(ruleID: active.rule.id, line: name, occurrence: 0))
        }
    }

    private func finding(
        _ violation: Violation, rule: String, severity: Severity, source: SourceText,
        path: String, suppression: FindingSuppression?, fingerprint: String
    ) -> Finding {
        Finding(
            ruleID: rule,
            severity: severity,
            path: path,
            range: violation.range,
            start: source.position(of: violation.range.start),
            end: source.position(of: violation.range.end),
            message: violation.message,
            fix: violation.fix.map { edits in
                edits.map {
                    FindingEdit($0, start: source.position(of: $0.range.start), end: source.position(of: $0.range.end))
                }
            },
            suppression: suppression,
            fingerprint: fingerprint,
            utf16StartColumn: source.utf16Column(of: violation.range.start),
            utf16EndColumn: source.utf16Column(of: violation.range.end))
    }
}
