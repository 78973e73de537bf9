import Foundation

/// Lints (or fixes) files in parallel with one configuration.
public struct LintRunner: Sendable {
    public let configuration: Configuration
    public let currentDirectory: String

    public init(configuration: Configuration, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.currentDirectory = currentDirectory
    }

    /// Lints the files found under `options.paths`.
    public func run(_ options: RunOptions) throws -> RunResult {
        let started = Date()
        var timings = PhaseTimes()
        let rules = try configuration.activeRules(overrides: options.overrides)
        // Made first: the cache loads its index while the files are being found.
        let cache = makeCache(rules: rules, options: options)
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        let files = try timings.measure(\.discover) { try discovery.files(for: options.paths) }
        // A run on the project's folder has found the project's files already: the index need not look again.
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let isWholeProject =
            paths.count == 1
            && discovery.absolutePath(paths[0]) == discovery.absolutePath(configuration.rootDirectory)
        var result = run(
            files.map { LintInput(file: $0) }, rules: rules, cache: cache, options: options, started: started,
            projectFiles: isWholeProject ? files : nil)
        result.timings = result.timings + timings
        return result
    }

    /// Lints the given files, whose content may come from elsewhere than disk, and which may have
    /// gone or changed since they were found; `options.paths` is not used.
    public func run(_ inputs: [LintInput], options: RunOptions, started: Date = Date()) throws -> RunResult {
        let rules = try configuration.activeRules(overrides: options.overrides)
        return run(
            inputs, rules: rules, cache: makeCache(rules: rules, options: options), options: options, started: started)
    }

    private func makeCache(rules: [ActiveRule], options: RunOptions) -> ResultCache? {
        guard options.mode == .lint else { return nil }
        return options.cacheDirectory.map { ResultCache(directory: $0, rules: rules, configuration: configuration) }
    }

    /// `projectFiles`: the files a run on the whole project lints, when the caller has found them.
    private func run(
        _ inputs: [LintInput], rules: [ActiveRule], cache: ResultCache?, options: RunOptions, started: Date,
        projectFiles: [SourceFileReference]? = nil
    ) -> RunResult {
        let linter = Linter(rules: rules, supervision: options.supervision)
        let preFilter = options.usesPreFilter ? PreFilter(rules: rules, conventions: configuration.conventions) : nil
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        var runTimings = PhaseTimes()
        var knownSignatures: [FileSignature?]?
        // The project's files, listed at most once: the cache's signature and the index both need them.
        var listedProjectFiles = projectFiles
        if let cache {
            let files = projectFiles ?? (try? discovery.files(for: [configuration.rootDirectory])) ?? []
            listedProjectFiles = files
            let signatures = recordProjectSignature(in: cache, files: files, jobs: options.jobs, timings: &runTimings)
            // A whole-project run has taken its inputs for the project's files, so each is looked at once.
            if projectFiles != nil { knownSignatures = signatures }
        }
        options.progress?.begin(total: inputs.count)
        // First the files are read, pre-filtered and parsed; then the project index is built from
        // what they declare and what they name; then they are linted with it.
        var prepared = ParallelMap.map(Array(inputs.indices), jobs: options.jobs) { position in
            prepare(
                inputs[position], signature: knownSignatures?[position], linter: linter, preFilter: preFilter,
                cache: cache, mode: options.mode)
        }
        parseLargestFirst(&prepared, linter: linter, cache: cache, jobs: options.jobs)
        let project = projectIndex(
            of: prepared, discovery: discovery, cache: cache, jobs: options.jobs, projectFiles: listedProjectFiles,
            timings: &runTimings)
        let outcomes = ParallelMap.map(prepared, jobs: options.jobs) { file -> FileOutcome in
            defer { options.progress?.fileDone() }
            switch file {
            case .done(let outcome): return outcome
            case .skipped(let skipped): return skipped.outcome
            case .read: preconditionFailure("every file read is parsed before it is linted")
            case .parsed(let parsed):
                return lint(parsed, linter: linter, project: project!, cache: cache, mode: options.mode)
            }
        }
        options.progress?.end()
        cache?.index.save()
        cache?.pruneIfDue()
        var result = RunResult(files: outcomes, duration: Date().timeIntervalSince(started))
        result.sourceRoot = currentDirectory
        result.timings = outcomes.reduce(runTimings) { $0 + $1.timings }
        return result
    }

    /// Parses every file read: largest first, because a large file parsed last would leave the other threads idle meanwhile.
    private func parseLargestFirst(_ prepared: inout [PreparedFile], linter: Linter, cache: ResultCache?, jobs: Int) {
        let unparsed = prepared.indices.compactMap { index -> (index: Int, file: ReadFile)? in
            if case .read(let file) = prepared[index] { return (index, file) } else { return nil }
        }.sorted { $0.file.bytes.count > $1.file.bytes.count }
        let parsed = ParallelMap.map(unparsed, jobs: jobs) { parse($0.file, linter: linter, cache: cache) }
        for (entry, file) in zip(unparsed, parsed) { prepared[entry.index] = .parsed(file) }
    }

    /// Tells the cache which project its findings belong to; returns the signature of each of `files`.
    private func recordProjectSignature(
        in cache: ResultCache, files: [SourceFileReference], jobs: Int, timings: inout PhaseTimes
    ) -> [FileSignature?] {
        let signatures = timings.measure(\.index) {
            ParallelMap.map(files, jobs: jobs) { FileSignature(path: $0.absolutePath) }
        }
        cache.index.setProjectSignature(timings.measure(\.index) { projectSignature(files, signatures: signatures) })
        return signatures
    }

    /// The project index, from what the parsed files declare and what the skipped ones were scanned
    /// for; nil when no file was parsed (all cached, skipped, unreadable or documents): linting needs it
    /// only for parsed files.
    private func projectIndex(
        of prepared: [PreparedFile], discovery: FileDiscovery, cache: ResultCache?, jobs: Int,
        projectFiles: [SourceFileReference]?, timings: inout PhaseTimes
    ) -> ProjectIndexing.Outcome? {
        var parsedFacts: [String: DeclarationFacts] = [:]
        var skippedSummaries: [String: DeclarationScan.Summary] = [:]
        var contents: [String: [UInt8]] = [:]
        for file in prepared {
            switch file {
            case .parsed(let parsed):
                parsedFacts[parsed.file.input.file.absolutePath] = parsed.facts
                if case .disk = parsed.file.input.content {
                } else {
                    contents[parsed.file.input.file.absolutePath] = parsed.file.bytes
                }
            case .skipped(let skipped):
                skippedSummaries[skipped.absolutePath] = skipped.summary
                if let content = skipped.memoryContent { contents[skipped.absolutePath] = content }
            case .done, .read:
                break
            }
        }
        guard !parsedFacts.isEmpty else { return nil }
        let indexing = ProjectIndexing(
            discovery: discovery, cache: cache.map { FactsCache(directory: $0.directory) },
            jobs: jobs, projectFiles: projectFiles)
        let project = timings.measure(\.index) {
            indexing.index(parsed: parsedFacts, scanned: skippedSummaries, contents: contents)
        }
        timings.indexedFiles = project.indexedFiles
        return project
    }

    /// Every project file with its signature: while it is the same, so is the project index.
    /// `signatures`, when given, are those of `projectFiles`, in order.
    func projectSignature(_ projectFiles: [SourceFileReference], signatures: [FileSignature?]? = nil) -> String {
        var writer = CacheWriter()
        for (position, file) in projectFiles.enumerated() {
            guard let signature = signatures.map({ $0[position] }) ?? FileSignature(path: file.absolutePath) else {
                continue
            }
            writer.write(file.absolutePath)
            for part in [signature.size, signature.modified, signature.changed] { writer.write(Int(part)) }
            writer.write(unsigned: signature.inode)
        }
        return StableHash.hex128(writer.bytes)
    }

    /// How the crash journal names parsing and model building, which are not a rule.
    static let parserWork = "parser"

    /// A file after the first stage: finished (cached, unreadable), skipped by the pre-filter with
    /// what the index needs of it, read and waiting to be parsed, or parsed and waiting for the index.
    /// Indirect: the stages copy these by the thousand, and a boxed one copies as a pointer.
    private indirect enum PreparedFile: Sendable {
        case done(FileOutcome)
        case skipped(SkippedFile)
        case read(ReadFile)
        case parsed(ParsedFile)
    }

    private struct ReadFile: Sendable {
        let input: LintInput
        let mode: RunMode
        let bytes: [UInt8]
        let signature: FileSignature?
        var timings: PhaseTimes
    }

    private struct SkippedFile: Sendable {
        var outcome: FileOutcome
        let absolutePath: String
        let summary: DeclarationScan.Summary
        /// The content of an input that does not come from disk, which the index may parse.
        let memoryContent: [UInt8]?
    }

    private struct ParsedFile: Sendable {
        /// As read, with the time spent parsing it added.
        let file: ReadFile
        /// Nil when the facts came from the cache: the file is parsed only if its findings are not cached either.
        let model: FileModel?
        let facts: DeclarationFacts
    }

    /// `signature`: the file's, when the run has taken it already.
    private func prepare(
        _ input: LintInput, signature: FileSignature?, linter: Linter, preFilter: PreFilter?,
        cache: ResultCache?, mode: RunMode
    ) -> PreparedFile {
        var timings = PhaseTimes()
        // The watchdog measures each piece of work on a file; a thread between files is idle.
        defer { linter.supervision.journal?.leave() }
        var prepared = prepareTimed(
            input, knownSignature: signature, linter: linter, preFilter: preFilter, cache: cache,
            mode: mode, timings: &timings)
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
        _ input: LintInput, knownSignature: FileSignature?, linter: Linter, preFilter: PreFilter?,
        cache: ResultCache?, mode requestedMode: RunMode, timings: inout PhaseTimes
    ) -> PreparedFile {
        let file = input.file
        var mode = requestedMode
        let bytes: [UInt8]
        // Taken before reading: a change after it makes the next run read the file again.
        var signature: FileSignature?
        // A document that is not Swift is reported by its name, read from disk or standard input alike
        // (`--stdin-path Main.storyboard` had read the XML as Swift and found nothing).
        if FileDiscovery.documentExtensions.contains(String(FileDiscovery.pathExtension(of: file.absolutePath))) {
            return .done(
                FileOutcome(
                    file: file, findings: linter.lintDocument(path: file.displayPath),
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
        if let ending = linter.supervision.ending(ofRule: Self.parserWork, on: file.displayPath) {
            return .done(
                FileOutcome(
                    file: file,
                    findings: [
                        CrashSupervisor.internalError(rule: Self.parserWork, path: file.displayPath, ending: ending)
                    ],
                    appliedFixes: [:], diff: nil, problems: [], notes: []))
        }
        return .read(ReadFile(input: input, mode: mode, bytes: bytes, signature: signature, timings: timings))
    }

    /// Parses a file read by the first stage, unless its facts are cached and so, maybe, its findings.
    private func parse(_ read: ReadFile, linter: Linter, cache: ResultCache?) -> ParsedFile {
        defer { linter.supervision.journal?.leave() }
        var file = read
        let factsCache = cache.map { FactsCache(directory: $0.directory) }
        if file.mode == .lint, let facts = file.timings.measure(\.read, { factsCache?.facts(for: file.bytes) }) {
            return ParsedFile(file: file, model: nil, facts: facts)
        }
        let model = parse(
            file.bytes, linter: linter, path: file.input.file.displayPath, mode: file.mode, timings: &file.timings)
        factsCache?.store(model.declarations, for: file.bytes)
        return ParsedFile(file: file, model: model, facts: model.declarations)
    }

    /// Fixing compares the comments of a file before and after (`Fixer`), so they are collected when fixing: the
    /// fixer takes this model for the original.
    private func parse(
        _ bytes: [UInt8], linter: Linter, path: String, mode: RunMode, timings: inout PhaseTimes
    ) -> FileModel {
        linter.supervision.journal?.enter(rule: Self.parserWork, path: path, size: bytes.count)
        timings.parsedFiles += 1
        return linter.model(
            of: SourceText(bytes: bytes), collectingComments: mode != .lint, resolvingViewTypes: false,
            timings: &timings)
    }

    /// Lints or fixes a parsed file with the project index.
    private func lint(
        _ parsed: ParsedFile, linter: Linter, project: ProjectIndexing.Outcome, cache: ResultCache?,
        mode: RunMode
    ) -> FileOutcome {
        defer { linter.supervision.journal?.leave() }
        var timings = parsed.file.timings
        var outcome = lintTimed(parsed, linter: linter, project: project, cache: cache, timings: &timings)
        outcome.timings = timings
        return outcome
    }

    private func lintTimed(
        _ parsed: ParsedFile, linter: Linter, project: ProjectIndexing.Outcome, cache: ResultCache?,
        timings: inout PhaseTimes
    ) -> FileOutcome {
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
            ?? parse(
                parsed.file.bytes, linter: linter, path: file.displayPath, mode: parsed.file.mode, timings: &timings)
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
