import Foundation

/// Lints (or fixes) files in parallel with one configuration, in four stages, each in its own file: read
/// (`ReadStage`), parse (`ParseStage`), index (`IndexStage`), lint or fix (`LintStage`).
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
        let linter = Linter(rules: rules, supervision: options.supervision, projectStyle: configuration.projectStyle)
        let preFilter = options.usesPreFilter ? PreFilter(rules: rules, conventions: configuration.conventions) : nil
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        let reading = ReadStage(
            configuration: configuration, linter: linter, preFilter: preFilter, cache: cache, mode: options.mode)
        let parsing = ParseStage(linter: linter, cache: cache)
        let indexing = IndexStage(
            discovery: discovery, cache: cache, jobs: options.jobs, readings: linter.readings)
        var runTimings = PhaseTimes()
        var knownSignatures: [FileSignature?]?
        // The project's files, listed at most once: the cache's signature and the index both need them.
        var listedProjectFiles = projectFiles
        if let cache {
            let files = projectFiles ?? (try? discovery.files(for: [configuration.rootDirectory])) ?? []
            listedProjectFiles = files
            let signatures = indexing.recordProjectSignature(in: cache, files: files, timings: &runTimings)
            // A whole-project run has taken its inputs for the project's files, so each is looked at once.
            if projectFiles != nil { knownSignatures = signatures }
        }
        options.progress?.begin(total: inputs.count)
        // First the files are read, pre-filtered and parsed; then the project index is built from
        // what they declare and what they name; then they are linted with it.
        var prepared = ParallelMap.map(Array(inputs.indices), jobs: options.jobs) { position in
            reading.prepare(inputs[position], signature: knownSignatures?[position])
        }
        parsing.parseLargestFirst(&prepared, jobs: options.jobs)
        let project = indexing.projectIndex(of: prepared, projectFiles: listedProjectFiles, timings: &runTimings)
        let linting = project.map { LintStage(linter: linter, project: $0, cache: cache, parseStage: parsing) }
        let outcomes = ParallelMap.map(prepared, jobs: options.jobs) { file -> FileOutcome in
            defer { options.progress?.fileDone() }
            switch file {
            case .done(let outcome): return outcome
            case .skipped(let skipped): return skipped.outcome
            case .read: preconditionFailure("every file read is parsed before it is linted")
            case .parsed(let parsed): return linting!.lint(parsed)
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

    /// How the crash journal names parsing and model building, which are not a rule.
    static let parserWork = "parser"
}
