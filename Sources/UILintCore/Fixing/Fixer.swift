/// The result of fixing one file's content in memory.
public struct FixResult: Sendable {
    public let original: [UInt8]
    public let fixed: [UInt8]
    /// What the original content had to report.
    public let originalFindings: [Finding]
    /// Fixes applied, per rule id.
    public let appliedFixes: [String: Int]
    /// What is left to report after the fixes.
    public let remainingFindings: [Finding]
    /// Why fixes were held back, if they were.
    public let notes: [String]
    /// The ranges of `original` that fixes replaced; every other byte of it is in `fixed`, in order.
    /// An empty range is a point where a fix only inserted.
    public let editedRanges: [ByteRange]

    public var changed: Bool { original != fixed }
}

/// Applies fixes in passes: each pass takes the fixes that do not overlap,
/// re-parses and re-lints, so overlapping fixes land in later passes. A fix
/// that would make the file parse worse is never applied.
public struct Fixer: Sendable {
    public let linter: Linter
    public let maximumPasses: Int
    /// When set, only these rules' fixes are applied; the other rules still report.
    public let fixedRules: Set<String>?
    /// The project index the file is linted with; nil lints it as a project of its own.
    public let index: ProjectIndex?

    public init(linter: Linter, index: ProjectIndex? = nil, maximumPasses: Int = 10, fixedRules: Set<String>? = nil) {
        self.linter = linter
        self.index = index
        self.maximumPasses = maximumPasses
        self.fixedRules = fixedRules
    }

    private struct Candidate {
        let ruleID: String
        let edits: [TextEdit]
    }

    public func fix(_ source: SourceText, path: String, relativePath: String? = nil) -> FixResult {
        fix(source, parsedAs: nil, path: path, relativePath: relativePath)
    }

    /// `model`: the model of `source` that the run built already, with its comments (`Linter.model(of:
    /// collectingComments:resolvingViewTypes:)`, view types left to the linter when there is an index), so that the
    /// original is not parsed again.
    func fix(_ source: SourceText, parsedAs model: FileModel?, path: String, relativePath: String? = nil) -> FixResult {
        let model = model ?? linter.model(of: source, collectingComments: true, resolvingViewTypes: index == nil)
        // In a file that is not UTF-8 text, some positions come from repaired text, longer than the
        // bytes: a fix could land elsewhere than it says (a fuzz campaign found one deleting across
        // lines). Such a file is reported, never rewritten.
        guard PreFilter.isText(source.bytes) else {
            let findings = linter.lint(model, index: index, path: path, relativePath: relativePath)
            return FixResult(
                original: source.bytes, fixed: source.bytes, originalFindings: findings, appliedFixes: [:],
                remainingFindings: findings,
                notes: ["the file is not UTF-8 text without NUL bytes; it was left unchanged"],
                editedRanges: [])
        }
        guard let lineFeedBytes = LineEndings.lineFeedVersion(of: source.bytes) else {
            return fixKeepingLineBreaks(source, parsedAs: model, path: path, relativePath: relativePath)
        }
        let result = fixKeepingLineBreaks(
            SourceText(bytes: lineFeedBytes), parsedAs: nil, path: path, relativePath: relativePath)
        // Findings are located again in the real bytes, so their byte ranges match the file.
        let originalFindings = linter.lint(model, index: index, path: path, relativePath: relativePath)
        guard result.changed else {
            return FixResult(
                original: source.bytes, fixed: source.bytes, originalFindings: originalFindings,
                appliedFixes: result.appliedFixes, remainingFindings: originalFindings, notes: result.notes,
                editedRanges: [])
        }
        let fixed = LineEndings.carriageReturnVersion(of: result.fixed)
        let fixedModel = linter.model(of: SourceText(bytes: fixed), resolvingViewTypes: index == nil)
        return FixResult(
            original: source.bytes, fixed: fixed, originalFindings: originalFindings,
            appliedFixes: result.appliedFixes,
            remainingFindings: linter.lint(
                fixedModel, index: index?.replacing(model.declarations, with: fixedModel.declarations),
                path: path, relativePath: relativePath),
            notes: result.notes,
            editedRanges: result.editedRanges.map { LineEndings.carriageReturnRange(of: $0, in: lineFeedBytes) })
    }

    private func fixKeepingLineBreaks(
        _ source: SourceText, parsedAs model: FileModel?, path: String, relativePath: String?
    ) -> FixResult {
        let originalModel =
            model ?? linter.model(of: source, collectingComments: true, resolvingViewTypes: index == nil)
        var expectedComments = CommentLabels.counts(of: originalModel)
        let allowedErrors = originalModel.parseDiagnostics.count
        let originalFindings = linter.lint(originalModel, index: index, path: path, relativePath: relativePath)
        var current = (source: source, findings: originalFindings)
        var applied: [String: Int] = [:]
        var rejected = Set<[TextEdit]>()
        var notes: [String] = []
        var trail = EditTrail(originalLength: source.bytes.count)

        func result(_ fixed: [UInt8], applied: [String: Int], remaining: [Finding]) -> FixResult {
            FixResult(
                original: source.bytes, fixed: fixed, originalFindings: originalFindings,
                appliedFixes: applied, remainingFindings: remaining, notes: notes,
                editedRanges: fixed == source.bytes ? [] : trail.editedRanges)
        }

        /// The source and findings after `edits`, unless the result parses worse than the original.
        func attempt(_ edits: [TextEdit]) -> (source: SourceText, findings: [Finding])? {
            let next = SourceText(bytes: FixApplier.apply(edits, to: current.source.bytes))
            let model = linter.model(of: next, collectingComments: true, resolvingViewTypes: index == nil)
            // Fixes move comments but never drop or create one (code behind a `//` would be one), and change none
            // but the label of a constraint they rename.
            let expected = CommentLabels.counts(expectedComments, relabelledBy: edits, in: current.source)
            guard model.parseDiagnostics.count <= allowedErrors, CommentLabels.counts(of: model) == expected else {
                return nil
            }
            expectedComments = expected
            let fixedIndex = index?.replacing(originalModel.declarations, with: model.declarations)
            return (next, linter.lint(model, index: fixedIndex, path: path, relativePath: relativePath))
        }

        for _ in 0..<maximumPasses {
            var candidates = pendingFixes(in: current.findings).filter { !rejected.contains($0.edits) }
            for candidate in candidates
            where candidate.edits.contains(where: { FixApplier.joinsNeighbouringToken($0, in: current.source.bytes) }) {
                rejected.insert(candidate.edits)
                notes.append("a `\(candidate.ruleID)` fix was not applied: its text would run into the code beside it")
            }
            candidates.removeAll { rejected.contains($0.edits) }
            guard !candidates.isEmpty else {
                return result(current.source.bytes, applied: applied, remaining: current.findings)
            }
            let selection = FixApplier.compatibleEdits(of: candidates.map(\.edits))
            let chosen = candidates.filter { $0.edits.allSatisfy(selection.contains) }
            guard !chosen.isEmpty else {
                // No fix can be applied on its own (each contradicts itself): nothing more will change.
                return result(current.source.bytes, applied: applied, remaining: current.findings)
            }
            if let next = attempt(selection) {
                for fix in chosen { applied[fix.ruleID, default: 0] += 1 }
                trail.record(selection, currentLength: current.source.bytes.count)
                current = next
                continue
            }
            // Together they parse worse: find the fixes that are safe on their own.
            for candidate in chosen {
                if let next = attempt(candidate.edits) {
                    applied[candidate.ruleID, default: 0] += 1
                    trail.record(candidate.edits, currentLength: current.source.bytes.count)
                    current = next
                    break
                }
                rejected.insert(candidate.edits)
                notes.append(
                    "a `\(candidate.ruleID)` fix was not applied: the file would parse worse or lose a comment")
            }
        }
        // Fixes that keep producing fixes are not trusted: leave the content as it was.
        notes.append("fixes did not settle after \(maximumPasses) passes; the file was left unchanged")
        return result(source.bytes, applied: [:], remaining: originalFindings)
    }

    /// Comments other than uilint's own directives, which `unused_suppression` may remove or shorten.
    private func pendingFixes(in findings: [Finding]) -> [Candidate] {
        findings.compactMap { finding in
            guard !finding.isSuppressed, let fix = finding.fix,
                fixedRules?.contains(finding.ruleID) ?? true
            else { return nil }
            return Candidate(ruleID: finding.ruleID, edits: fix.map(\.edit))
        }
    }
}
