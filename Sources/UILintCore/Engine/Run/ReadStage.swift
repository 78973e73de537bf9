import Foundation

/// The run's first stage: each file is found in the cache, read, or skipped by the pre-filter with what the index
/// needs of it; a document that is not Swift is reported by its name.
struct ReadStage: Sendable {
    let configuration: Configuration
    let linter: Linter
    let preFilter: PreFilter?
    let cache: ResultCache?
    let mode: RunMode

    /// `signature`: the file's, when the run has taken it already.
    func prepare(_ input: LintInput, signature: FileSignature?) -> PreparedFile {
        var timings = PhaseTimes()
        // The watchdog measures each piece of work on a file; a thread between files is idle.
        defer { linter.supervision.journal?.leave() }
        var prepared = prepareTimed(input, knownSignature: signature, timings: &timings)
        switch prepared {
        case .done(var outcome):
            outcome.timings = timings
            prepared = .done(outcome)
        case .skipped(var skipped):
            skipped.outcome.timings = timings
            prepared = .skipped(skipped)
        case .read(var file):
            file.timings = timings
            prepared = .read(file)
        case .parsed:
            break
        }
        return prepared
    }

    private func prepareTimed(
        _ input: LintInput, knownSignature: FileSignature?, timings: inout PhaseTimes
    ) -> PreparedFile {
        let file = input.file
        var mode = self.mode
        let bytes: [UInt8]
        // Taken before reading: a change after it makes the next run read the file again.
        var signature: FileSignature?
        // A document that is not Swift is reported by its name, read from disk or standard input alike
        // (`--stdin-path Main.storyboard` had read the XML as Swift and found nothing).
        if FileDiscovery.documentExtensions.contains(String(FileDiscovery.pathExtension(of: file.absolutePath))) {
            let head: [UInt8]
            switch input.content {
            case .disk: head = FileBytes.contents(of: file.absolutePath, limit: Linter.documentHeadLength) ?? []
            case .memory(let content), .lintOnly(let content): head = content
            }
            return .done(
                FileOutcome(
                    file: file, findings: linter.lintDocument(path: file.displayPath, head: head),
                    appliedFixes: [:], diff: nil, problems: [], notes: []))
        }
        switch input.content {
        case .disk:
            if let cache {
                signature = knownSignature ?? timings.measure(\.read) { FileSignature(path: file.absolutePath) }
                if let signature, let findings = cache.index.findings(for: file, signature: signature) {
                    return .done(
                        FileOutcome(
                            file: file, findings: findings, appliedFixes: [:], diff: nil, problems: [], notes: []))
                }
            }
            guard let contents = timings.measure(\.read, { FileBytes.contents(of: file.absolutePath) }) else {
                return .done(
                    FileOutcome(
                        file: file, findings: [], appliedFixes: [:], diff: nil,
                        problems: ["\(file.displayPath): cannot read the file"], notes: []))
            }
            bytes = contents
        case .memory(let content):
            bytes = content
        case .lintOnly(let content):
            bytes = content
            mode = .lint
        }
        var scan: DeclarationScan.Summary?
        let isSkipped = timings.measure(\.preFilter) {
            (preFilter.map { filter in
                !filter.mustParse(
                    bytes,
                    declaresViewLikeType: {
                        scan = DeclarationScan.scan(bytes)
                        return scan?.declaresViewLikeType ?? true
                    })
            } ?? false)
                || !configuration.lints(content: bytes)
        }
        if isSkipped {
            if let cache, let signature { cache.index.record([], for: file, signature: signature) }
            // Read now, while the bytes are at hand: the index would read the file again for it. The pre-filter's
            // last question scanned most skipped files already.
            let summary = timings.measure(\.index) { scan ?? DeclarationScan.scan(bytes) }
            let outcome = FileOutcome(file: file, findings: [], appliedFixes: [:], diff: nil, problems: [], notes: [])
            let isOnDisk = if case .disk = input.content { true } else { false }
            return .skipped(
                SkippedFile(
                    outcome: outcome, absolutePath: file.absolutePath, summary: summary,
                    memoryContent: isOnDisk ? nil : bytes))
        }
        if let ending = linter.supervision.ending(ofRule: LintRunner.parserWork, on: file.displayPath) {
            return .done(
                FileOutcome(
                    file: file,
                    findings: [
                        CrashSupervisor.internalError(
                            rule: LintRunner.parserWork, path: file.displayPath, ending: ending)
                    ],
                    appliedFixes: [:], diff: nil, problems: [], notes: []))
        }
        return .read(ReadFile(input: input, mode: mode, bytes: bytes, signature: signature, timings: timings))
    }
}
