import Foundation

/// The run's second stage: the files read are parsed and walked into their models, which give the index their
/// facts; a file whose facts are cached is parsed only if its findings are not cached either.
struct ParseStage: Sendable {
    let linter: Linter
    let cache: ResultCache?
    /// The facts of files by content, keyed once for the run's readings.
    private let factsCache: FactsCache?

    init(linter: Linter, cache: ResultCache?) {
        self.linter = linter
        self.cache = cache
        factsCache = cache.map { FactsCache(directory: $0.directory, readings: linter.readings) }
    }

    /// Parses every file read: largest first, because a large file parsed last would leave the other threads idle meanwhile.
    func parseLargestFirst(_ prepared: inout [PreparedFile], jobs: Int) {
        let unparsed = prepared.indices.compactMap { index -> (index: Int, file: ReadFile)? in
            if case .read(let file) = prepared[index] { return (index, file) } else { return nil }
        }.sorted { $0.file.bytes.count > $1.file.bytes.count }
        let parsed = ParallelMap.map(unparsed, jobs: jobs) { parse($0.file) }
        for (entry, file) in zip(unparsed, parsed) { prepared[entry.index] = .parsed(file) }
    }

    /// Parses a file read by the first stage, unless its facts are cached and so, maybe, its findings.
    private func parse(_ read: ReadFile) -> ParsedFile {
        defer { linter.supervision.journal?.leave() }
        var file = read
        if file.mode == .lint, let facts = file.timings.measure(\.read, { factsCache?.facts(for: file.bytes) }) {
            return ParsedFile(file: file, model: nil, facts: facts)
        }
        let model = parse(file.bytes, path: file.input.file.displayPath, mode: file.mode, timings: &file.timings)
        factsCache?.store(model.declarations, for: file.bytes)
        return ParsedFile(file: file, model: model, facts: model.declarations)
    }

    /// Fixing compares the comments of a file before and after (`Fixer`), so they are collected when fixing: the
    /// fixer takes this model for the original.
    func parse(_ bytes: [UInt8], path: String, mode: RunMode, timings: inout PhaseTimes) -> FileModel {
        linter.supervision.journal?.enter(rule: LintRunner.parserWork, path: path, size: bytes.count)
        timings.parsedFiles += 1
        return linter.model(
            of: SourceText(bytes: bytes), collectingComments: mode != .lint, resolvingViewTypes: false,
            timings: &timings)
    }
}
