import Foundation

/// The run's last stage: each parsed file is linted with the project index, or fixed and written; findings are
/// cached as they are made.
struct LintStage: Sendable {
    let linter: Linter
    let project: ProjectIndexing.Outcome
    let cache: ResultCache?
    /// For a file whose facts came from the cache and whose findings did not.
    let parseStage: ParseStage

    /// Lints or fixes a parsed file with the project index.
    func lint(_ parsed: ParsedFile) -> FileOutcome {
        defer { linter.supervision.journal?.leave() }
        var timings = parsed.file.timings
        var outcome = lintTimed(parsed, timings: &timings)
        outcome.timings = timings
        return outcome
    }

    private func lintTimed(_ parsed: ParsedFile, timings: inout PhaseTimes) -> FileOutcome {
        let file = parsed.file.input.file
        let signature = parsed.file.signature
        let cacheKey = cache?.key(
            for: parsed.file.bytes, displayPath: file.displayPath, relativePath: file.rootRelativePath,
            indexDigest: project.digest)
        if let cache, let cacheKey, let findings = timings.measure(\.read, { cache.findings(for: cacheKey) }) {
            if let signature { cache.index.record(findings, for: file, signature: signature) }
            return FileOutcome(file: file, findings: findings, appliedFixes: [:], diff: nil, problems: [], notes: [])
        }
        let model =
            parsed.model
            ?? parseStage.parse(parsed.file.bytes, path: file.displayPath, mode: parsed.file.mode, timings: &timings)
        let source = model.source
        switch parsed.file.mode {
        case .lint:
            let findings = timings.measure(\.rules) {
                linter.lint(model, index: project.index, path: file.displayPath, relativePath: file.rootRelativePath)
            }
            // A rule skipped after a crash must run again next time.
            if let cache, let cacheKey, !findings.contains(where: { $0.ruleID == CrashSupervisor.ruleID }) {
                cache.store(findings, for: cacheKey)
                if let signature { cache.index.record(findings, for: file, signature: signature) }
            }
            return FileOutcome(file: file, findings: findings, appliedFixes: [:], diff: nil, problems: [], notes: [])
        case .fix, .diff:
            let result = Fixer(linter: linter, index: project.index)
                .fix(source, parsedAs: model, path: file.displayPath, relativePath: file.rootRelativePath)
            let notes = result.notes.map { "\(file.displayPath): \($0)" }
            guard result.changed else {
                return FileOutcome(
                    file: file, findings: result.originalFindings, appliedFixes: [:], diff: nil,
                    problems: [], notes: notes)
            }
            if case .memory = parsed.file.input.content, parsed.file.mode == .fix {
                return FileOutcome(
                    file: file, findings: result.remainingFindings, appliedFixes: result.appliedFixes,
                    diff: nil, problems: [], notes: notes, fixedContent: result.fixed)
            }
            if parsed.file.mode == .diff {
                // Nothing is written, so the findings of the file as it is stand.
                return FileOutcome(
                    file: file, findings: result.originalFindings, appliedFixes: [:],
                    diff: UnifiedDiff.diff(old: result.original, new: result.fixed, path: file.displayPath),
                    problems: [], notes: notes)
            }
            do {
                try AtomicFileWriter.write(result.fixed, to: file.absolutePath, expectedCurrent: result.original)
            } catch {
                // Nothing was written: what was found in the original still stands.
                return FileOutcome(
                    file: file, findings: result.originalFindings, appliedFixes: [:],
                    diff: nil, problems: ["\(file.displayPath): \(error)"], notes: [])
            }
            return FileOutcome(
                file: file, findings: result.remainingFindings, appliedFixes: result.appliedFixes,
                diff: nil, problems: [], notes: notes)
        }
    }
}
