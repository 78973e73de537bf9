import Foundation

/// A file after the first stage: finished (cached, unreadable), skipped by the pre-filter with
/// what the index needs of it, read and waiting to be parsed, or parsed and waiting for the index.
/// Indirect: the stages copy these by the thousand, and a boxed one copies as a pointer.
indirect enum PreparedFile: Sendable {
    case done(FileOutcome)
    case skipped(SkippedFile)
    case read(ReadFile)
    case parsed(ParsedFile)
}

struct ReadFile: Sendable {
    let input: LintInput
    let mode: RunMode
    let bytes: [UInt8]
    let signature: FileSignature?
    var timings: PhaseTimes
}

struct SkippedFile: Sendable {
    var outcome: FileOutcome
    let absolutePath: String
    let summary: DeclarationScan.Summary
    /// The content of an input that does not come from disk, which the index may parse.
    let memoryContent: [UInt8]?
}

struct ParsedFile: Sendable {
    /// As read, with the time spent parsing it added.
    let file: ReadFile
    /// Nil when the facts came from the cache: the file is parsed only if its findings are not cached either.
    let model: FileModel?
    let facts: DeclarationFacts
}
