import Foundation

/// What a run does with the files it lints.
public enum RunMode: Sendable {
    case lint
    /// Apply fixes and write the files.
    case fix
    /// Compute fixes and show them as a diff, writing nothing.
    case diff
}

public struct RunOptions: Sendable {
    public var paths: [String]
    public var mode: RunMode
    public var jobs: Int
    public var overrides: RuleOverrides
    /// Skip files in which no enabled rule can report anything (see `PreFilter`).
    public var usesPreFilter = true
    /// Where to keep results between runs; nil runs without a cache. Fixing never uses it.
    public var cacheDirectory: String?
    /// Told as files are done, for a progress line.
    public var progress: (any RunProgress)?
    /// The crash supervision the run works under, from the command line.
    public var supervision = RunSupervision.unsupervised

    public init(
        paths: [String], mode: RunMode = .lint, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        overrides: RuleOverrides = RuleOverrides(), progress: (any RunProgress)? = nil
    ) {
        self.paths = paths
        self.mode = mode
        self.jobs = jobs
        self.overrides = overrides
        self.progress = progress
    }
}

/// Follows a run as its files are done; called from worker threads.
public protocol RunProgress: Sendable {
    func begin(total: Int)
    func fileDone()
    func end()
}

/// A file to lint and where its content comes from.
public struct LintInput: Sendable {
    public enum Content: Sendable {
        /// The file on disk, which `--fix` rewrites.
        case disk
        /// Content from elsewhere (standard input, the git index); `--fix` fixes it in memory only,
        /// into `FileOutcome.fixedContent`.
        case memory([UInt8])
        /// Content from elsewhere that must not be fixed, whatever the mode: it is only linted.
        case lintOnly([UInt8])
    }

    public let file: SourceFileReference
    public let content: Content

    public init(file: SourceFileReference, content: Content = .disk) {
        self.file = file
        self.content = content
    }
}

/// The outcome for one file.
public struct FileOutcome: Sendable {
    public let file: SourceFileReference
    public var findings: [Finding]
    /// Fixes applied and written, per rule id.
    public let appliedFixes: [String: Int]
    /// The unified diff of the fixes, under `--diff`.
    public let diff: String?
    /// Why the file could not be linted or written, if so.
    public let problems: [String]
    /// Remarks about fixes that were held back.
    public let notes: [String]
    public var timings = PhaseTimes()
    /// The fixed content of a file that is not written to disk (see `LintInput.Content.memory`).
    public var fixedContent: [UInt8]? = nil

    public init(
        file: SourceFileReference, findings: [Finding], appliedFixes: [String: Int], diff: String?,
        problems: [String], notes: [String], fixedContent: [UInt8]? = nil
    ) {
        self.file = file
        self.findings = findings
        self.appliedFixes = appliedFixes
        self.diff = diff
        self.problems = problems
        self.notes = notes
        self.fixedContent = fixedContent
    }
}

public struct RunResult: Sendable {
    public var files: [FileOutcome]
    public let duration: TimeInterval
    /// The folder report paths are relative to (`%SRCROOT%` in SARIF).
    public var sourceRoot: String = ""
    /// Baseline entries that no finding of this run matched, when a baseline is in use.
    public var absentBaselineEntries: [Baseline.Entry] = []
    /// Remarks about the run as a whole, such as files it left out and why.
    public var notes: [String] = []

    public init(files: [FileOutcome], duration: TimeInterval) {
        self.files = files
        self.duration = duration
    }

    public var findings: [Finding] { files.flatMap(\.findings) }
    /// Time per phase, summed over worker threads.
    public var timings = PhaseTimes()
    /// What reports list and what fails the run: not suppressed, not in the baseline.
    public var reportedFindings: [Finding] { findings.filter(\.isReported) }

    /// Compares every finding with a baseline.
    public mutating func apply(_ baseline: Baseline) {
        var all = findings
        absentBaselineEntries = baseline.compare(&all)
        var index = 0
        for file in files.indices {
            let count = files[file].findings.count
            files[file].findings = Array(all[index..<index + count])
            index += count
        }
    }
    public var problems: [String] { files.flatMap(\.problems) }

    /// 0 when nothing fails the run, 1 for failing findings, 2 when the run could not be done as asked.
    public func exitCode(strict: Bool) -> Int32 {
        if !problems.isEmpty || findings.contains(where: { $0.ruleID == CrashSupervisor.ruleID }) { return 2 }
        let failing = reportedFindings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    public var summary: RunSummary {
        let reported = reportedFindings
        return RunSummary(
            files: files.count,
            errors: reported.filter { $0.severity == .error }.count,
            warnings: reported.filter { $0.severity == .warning }.count,
            fixable: reported.filter(\.isFixable).count,
            fixed: files.reduce(0) { $0 + $1.appliedFixes.values.reduce(0, +) },
            duration: duration)
    }
}

public struct RunSummary: Codable, Sendable {
    public let files: Int
    public let errors: Int
    public let warnings: Int
    public let fixable: Int
    public let fixed: Int
    public let duration: TimeInterval

    /// `N files, E errors, W warnings (F fixable with --fix) in T s`
    public var line: String {
        let seconds = duration.formatted(decimalPlaces: 2)
        var text =
            "\(files) file\(files == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s") (\(fixable) fixable with --fix)"
        if fixed > 0 { text += ", \(fixed) fixed" }
        return text + " in \(seconds) s"
    }
}

extension Double {
    /// `12.34` for `formatted(decimalPlaces: 2)` of a non-negative number, rounded, as `%.2f` writes it. Written by
    /// hand: `String(format:)` boxes its arguments through runtime casts, 1.7M instructions of every run.
    func formatted(decimalPlaces places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((Swift.max(0, self) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
