import ArgumentParser
import Foundation
import UILintCore

extension ReporterKind: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files and folders (the default command).",
        discussion: """
        Lints every .swift file under the given paths (default: the current folder). Folders named \
        .build, Pods, Carthage, DerivedData and hidden folders are skipped; the configuration's \
        `included` and `excluded` patterns apply to every file.

        The configuration is the nearest .uilint.yml from the current folder upwards, or the file \
        given with --config. A summary line closes the run on standard error.

        EXAMPLES
          uilint lint Sources App
          uilint --strict --reporter json .
          uilint --only constraint_order --fix Sources/Login
          uilint --diff . > fixes.patch && git apply fixes.patch
          uilint --reporter sarif --output uilint.sarif .
          uilint --write-baseline .uilint-baseline.json .      Accept what is there today,
          uilint --baseline .uilint-baseline.json .            then report only new findings.
        """)

    @Argument(help: "Files and folders to lint.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Configuration file (default: nearest .uilint.yml upwards).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var reporter: ReporterKind = .text

    @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Apply safe fixes in place, then report what is left.")
    var fix = false

    @Flag(help: "Print the fixes as a unified diff; write nothing.")
    var diff = false

    @Flag(help: "Warnings fail the run too.")
    var strict = false

    @Option(name: .customLong("enable"), help: ArgumentHelp("Enable a rule for this run (repeatable).", valueName: "id"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Disable a rule for this run (repeatable).", valueName: "id"))
    var disabledRules: [String] = []

    @Option(name: .customLong("only"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "id"))
    var onlyRules: [String] = []

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every current finding as the baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "With --baseline and --reporter sarif, also list baseline findings that no longer occur.")
    var reportAbsent = false

    @Flag(help: "Do not read or write the result cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Keep the result cache in this folder (default: the platform's cache folder).", valueName: "dir"))
    var cachePath: String?

    @Option(help: ArgumentHelp("Worker threads (default: all cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "No progress or summary on standard error.")
    var quiet = false

    @Flag(help: .hidden)
    var timings = false

    @Flag(name: .customLong("no-prefilter"), help: .hidden)
    var parsesEveryFile = false

    func validate() throws {
        if fix && diff { throw ValidationError("--fix and --diff cannot be used together.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if reportAbsent && baseline == nil { throw ValidationError("--report-absent needs --baseline.") }
    }

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        do {
            let configuration = try loadConfiguration(currentDirectory: currentDirectory)
            var options = RunOptions(
                paths: paths,
                mode: fix ? .fix : diff ? .diff : .lint,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                overrides: RuleOverrides(enable: split(enabledRules), disable: split(disabledRules), only: split(onlyRules)))
            options.usesPreFilter = !parsesEveryFile
            options.cacheDirectory = noCache ? nil : cachePath ?? ResultCache.defaultDirectory
            var result = try LintRunner(configuration: configuration, currentDirectory: currentDirectory).run(options)
            if let baseline {
                result.apply(try Baseline.load(path: baseline))
            }
            if let writeBaseline {
                try Baseline(findings: result.findings).write(to: writeBaseline)
            }
            try emit(result)
            throw ExitCode(result.exitCode(strict: strict))
        } catch let error as ExitCode {
            throw error
        } catch {
            StandardStreams.error("uilint: error: \(error)")
            throw ExitCode(2)
        }
    }

    private func loadConfiguration(currentDirectory: String) throws -> Configuration {
        if let config {
            guard FileManager.default.fileExists(atPath: config) else {
                throw DiscoveryError(message: "\(config): no such configuration file")
            }
            return try ConfigurationLoader.load(path: config)
        }
        if let found = ConfigurationLoader.discover(from: currentDirectory) {
            return try ConfigurationLoader.load(path: found, displayPath: FileDiscovery(
                configuration: Configuration(rootDirectory: currentDirectory), currentDirectory: currentDirectory
            ).displayPath(of: found))
        }
        return Configuration(rootDirectory: currentDirectory)
    }

    /// `--only a,b` reads as `--only a --only b`.
    private func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    private func emit(_ result: RunResult) throws {
        var phases = result.timings
        try phases.measure(\.report) { try writeReport(result) }
        for problem in result.problems {
            StandardStreams.error("uilint: error: \(problem)")
        }
        if timings {
            // For the benchmark: one JSON line of phase times (nanoseconds, summed over threads).
            let data = try JSONEncoder().encode(phases)
            StandardStreams.error("uilint-timings: " + String(decoding: data, as: UTF8.self))
        }
        guard !quiet else { return }
        for note in result.files.flatMap(\.notes) {
            StandardStreams.error("uilint: note: \(note)")
        }
        StandardStreams.error(result.summary.line)
    }

    private func writeReport(_ result: RunResult) throws {
        if diff {
            StandardStreams.output(result.files.compactMap(\.diff).joined())
        } else {
            let report = reporter.makeReporter(includesAbsent: reportAbsent).report(result)
            if let output {
                try AtomicFileWriter.write(Array(report.utf8), to: output)
            } else {
                StandardStreams.output(report)
            }
        }
    }
}
