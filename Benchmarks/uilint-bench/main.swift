import Foundation
import UILintCore

// uilint-bench: generates a deterministic corpus (or takes folders), runs the release
// uilint binary on it several times, and prints wall time, throughput, peak memory,
// time per phase, the SwiftParser parse floor, the warm-cache time and the
// one-file (pre-commit) time. `scripts/bench` builds it in release mode and runs it.

struct Options {
    var sizes = [10_000, 100_000, 1_000_000]
    var folders: [String] = []
    var runs = 5
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var uilint = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "uilint"
    ).path

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--sizes":
                sizes = try (iterator.next() ?? "").split(separator: ",").map { text in
                    let lower = text.lowercased()
                    let scale = lower.hasSuffix("m") ? 1_000_000 : lower.hasSuffix("k") ? 1_000 : 1
                    guard let value = Int(lower.trimmingCharacters(in: CharacterSet(charactersIn: "km"))) else {
                        throw BenchError("--sizes takes a list such as 10k,100k,1m")
                    }
                    return value * scale
                }
            case "--folder": folders.append(iterator.next() ?? ".")
            case "--runs": runs = max(1, Int(iterator.next() ?? "") ?? runs)
            case "--jobs": jobs = max(1, Int(iterator.next() ?? "") ?? jobs)
            case "--uilint": uilint = URL(fileURLWithPath: iterator.next() ?? uilint).standardizedFileURL.path
            case "--help", "-h":
                print(
                    "usage: uilint-bench [--sizes 10k,100k,1m] [--folder PATH]... [--runs N] [--jobs N] [--uilint PATH]"
                )
                exit(0)
            default: throw BenchError("unknown argument \(argument); see --help")
            }
        }
        if !folders.isEmpty, !arguments.contains("--sizes") { sizes = [] }
    }
}

struct Case {
    let name: String
    let folder: String
}

func swiftFiles(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            files.append(folder + "/" + path)
        }
    }
    return files.sorted()
}

func lineCount(_ files: [String]) -> Int {
    files.reduce(0) { total, path in
        total + (FileManager.default.contents(atPath: path)?.reduce(0) { $1 == 10 ? $0 + 1 : $0 } ?? 0)
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }

func run() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    guard FileManager.default.isExecutableFile(atPath: options.uilint) else {
        throw BenchError("no uilint binary at \(options.uilint); build it with `swift build -c release`")
    }
    let corpusRoot = FileManager.default.currentDirectoryPath + "/.build/bench-corpus"
    var generatedAt: Date?
    var cases = options.folders.map { Case(name: ($0 as NSString).lastPathComponent, folder: $0) }
    for size in options.sizes {
        let folder = "\(corpusRoot)/\(size)"
        if !FileManager.default.fileExists(atPath: folder) {
            var generator = CorpusGenerator(targetLines: size)
            _ = try generator.write(to: URL(fileURLWithPath: folder))
            generatedAt = Date()
        }
        cases.append(
            Case(name: size >= 1_000_000 ? "\(size / 1_000_000)M lines" : "\(size / 1_000)K lines", folder: folder))
    }

    // The cache trusts a file's signature only once the file has settled for a few seconds.
    if let generatedAt { Thread.sleep(forTimeInterval: max(0, 3 - Date().timeIntervalSince(generatedAt))) }
    print("uilint-bench: \(options.runs) runs per case, median shown, \(options.jobs) jobs, \(options.uilint)")
    print("")
    let header = [
        "case", "files", "lines", "wall ms", "lines/s", "peak MB", "floor ms", "vs floor", "scan+floor",
        "vs s+f", "parse all", "vs all", "warm ms", "cold/warm",
    ]
    print(header.map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) }.joined())
    var phaseRows: [String] = []
    for benchCase in cases {
        let files = swiftFiles(in: benchCase.folder)
        let lines = lineCount(files)
        // The default (text) reporter, as on a developer's machine and in most hooks.
        let arguments = ["--quiet", "--timings", "--jobs", String(options.jobs)]
        var cold: [CommandRun] = []
        for _ in 0..<options.runs {
            cold.append(try Measurement.run(options.uilint, arguments + ["--no-cache", "."], in: benchCase.folder))
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uilint-bench-cache-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        _ = try Measurement.run(options.uilint, arguments + ["--cache-path", cache, "."], in: benchCase.folder)
        var warm: [Double] = []
        for _ in 0..<options.runs {
            warm.append(
                try Measurement.run(options.uilint, arguments + ["--cache-path", cache, "."], in: benchCase.folder)
                    .seconds)
        }
        let parsed = try ParseFloor.filesUILintParses(files)
        var floor: [Double] = []
        var walkFloor: [Double] = []
        var scanFloor: [Double] = []
        var parseAll: [Double] = []
        for _ in 0..<options.runs {
            parseAll.append(ParseFloor.seconds(files: files, jobs: options.jobs))
            floor.append(ParseFloor.seconds(files: parsed, jobs: options.jobs))
            walkFloor.append(ParseFloor.seconds(files: parsed, jobs: options.jobs, walking: true))
            scanFloor.append(try ParseFloor.secondsScanningAll(files: files, jobs: options.jobs))
        }

        let wall = Measurement.median(cold.map(\.seconds))
        let floorSeconds = Measurement.median(floor)
        let warmSeconds = Measurement.median(warm)
        let row = [
            benchCase.name, String(files.count), String(lines), milliseconds(wall),
            String(format: "%.0f", Double(lines) / max(wall, 1e-9)),
            String(format: "%.1f", cold.map(\.peakMegabytes).max() ?? 0),
            milliseconds(floorSeconds), String(format: "%.2fx", wall / max(floorSeconds, 1e-9)),
            milliseconds(Measurement.median(scanFloor)),
            String(format: "%.2fx", wall / max(Measurement.median(scanFloor), 1e-9)),
            milliseconds(Measurement.median(parseAll)),
            String(format: "%.2fx", wall / max(Measurement.median(parseAll), 1e-9)),
            milliseconds(warmSeconds), String(format: "%.1fx", wall / max(warmSeconds, 1e-9)),
        ]
        print(row.map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) }.joined())

        let medianRun = cold.sorted { $0.seconds < $1.seconds }[cold.count / 2]
        if let line = medianRun.standardError.split(separator: "\n").first(where: { $0.hasPrefix("uilint-timings: ") }),
            let times = try? JSONDecoder().decode(
                PhaseTimes.self, from: Data(line.dropFirst("uilint-timings: ".count).utf8))
        {
            let phases: [(String, UInt64)] = [
                ("discover", times.discover), ("read", times.read), ("pre-filter", times.preFilter),
                ("parse", times.parse),
                ("model", times.model), ("index", times.index), ("rules", times.rules), ("report", times.report),
            ]
            phaseRows.append(
                "\(benchCase.name): parsed \(times.parsedFiles)/\(files.count) files, \(times.indexedFiles) more for the index "
                    + "(floor \(milliseconds(floorSeconds)) ms, with an empty syntax walk \(milliseconds(Measurement.median(walkFloor))) ms); "
                    + phases.map { "\($0.0) \(String(format: "%.0f", Double($0.1) / 1e6))" }.joined(separator: ", "))
        }
    }
    print(
        "\nfloor = read and parse, in-process, of the files uilint parses; scan+floor = read and pre-filter every file")
    print(
        "and parse those that pass: the least a linter that skips files must spend. Parse all = read and parse every file,"
    )
    print("what a linter that parses everything starts from. Warm = nothing changed since the last run.")
    print("\ntime per phase (ms, summed over threads):")
    for row in phaseRows { print("  " + row) }

    // The pre-commit case: one view file of the first project that uilint parses (a file the
    // pre-filter skips would measure only the start of the process), from the project's folder.
    let filter = PreFilter(rules: try Configuration(rootDirectory: "/").activeRules())
    if let project = cases.first,
        let viewFile = swiftFiles(in: project.folder).first(where: { path in
            path.hasSuffix("View.swift")
                && FileManager.default.contents(atPath: path).map { filter.mustParse(Array($0)) } == true
        })
    {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "uilint-bench-cache-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var cold: [Double] = []
        var warm: [Double] = []
        _ = try Measurement.run(options.uilint, ["--quiet", "--cache-path", cache, viewFile], in: project.folder)
        for _ in 0..<max(options.runs, 10) {
            cold.append(
                try Measurement.run(options.uilint, ["--quiet", "--no-cache", viewFile], in: project.folder).seconds)
            warm.append(
                try Measurement.run(options.uilint, ["--quiet", "--cache-path", cache, viewFile], in: project.folder)
                    .seconds)
        }
        print(
            "\none view file of \(project.name), whole process (the pre-commit case): warm "
                + "\(String(format: "%.1f", Measurement.median(warm) * 1000)) ms, cold \(String(format: "%.1f", Measurement.median(cold) * 1000)) ms "
                + "(the project is indexed)")
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("uilint-bench: \(error)\n".utf8))
    exit(2)
}
