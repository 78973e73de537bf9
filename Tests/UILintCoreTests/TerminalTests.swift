import Foundation
import XCTest

@testable import UILintCore

/// Colour and the progress line are for people at a terminal, never for editors, CI or files.
final class TerminalTests: XCTestCase {
    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        XCTAssertTrue(TerminalManners.usesColor(isTerminal: true, environment: [:]))
        XCTAssertFalse(TerminalManners.usesColor(isTerminal: false, environment: [:]))
        XCTAssertFalse(TerminalManners.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(
            TerminalManners.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]),
            "no-color.org: empty means unset")
        XCTAssertFalse(TerminalManners.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    func testProgressOnlyOnATerminalOutsideCIAndNotQuiet() {
        XCTAssertTrue(TerminalManners.showsProgress(isTerminal: true, environment: [:], quiet: false))
        XCTAssertFalse(TerminalManners.showsProgress(isTerminal: false, environment: [:], quiet: false))
        XCTAssertFalse(TerminalManners.showsProgress(isTerminal: true, environment: ["CI": "true"], quiet: false))
        XCTAssertFalse(TerminalManners.showsProgress(isTerminal: true, environment: [:], quiet: true))
    }

    func testProgressLineAppearsAfterTheDelayAndIsErasedAtTheEnd() {
        let clock = FakeClock()
        let output = Output()
        let progress = ProgressLine(delay: 1, redrawInterval: 0.1, clock: { clock.now }, write: { output.append($0) })
        progress.begin(total: 4)
        clock.now = 0.5
        progress.fileDone()
        XCTAssertEqual(output.text, "", "a quick run shows nothing")
        clock.now = 1.2
        progress.fileDone()
        XCTAssertEqual(output.text, "\r\u{1B}[Kuilint: 2/4 files")
        clock.now = 1.25
        progress.fileDone()
        XCTAssertEqual(output.text, "\r\u{1B}[Kuilint: 2/4 files", "redrawn at most every redrawInterval")
        clock.now = 1.26
        progress.fileDone()
        XCTAssertTrue(output.text.hasSuffix("\r\u{1B}[Kuilint: 4/4 files"), "the last file is always shown")
        progress.end()
        XCTAssertTrue(output.text.hasSuffix("4/4 files\r\u{1B}[K"), "the line is erased for the summary")

        let quick = Output()
        let quickProgress = ProgressLine(clock: { 0 }, write: { quick.append($0) })
        quickProgress.begin(total: 1)
        quickProgress.fileDone()
        quickProgress.end()
        XCTAssertEqual(quick.text, "", "nothing to erase when nothing was shown")
    }

    func testTextReportIsColouredOnATerminalOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let c = a.leftAnchor.constraint(equalTo: b.leadingAnchor)\n")
        let onTerminal = try PseudoTerminal.run(
            Binary.url.path, ["View.swift"], in: folder.url, environment: ["NO_COLOR": ""])
        XCTAssertTrue(onTerminal.contains("\u{1B}[1;31merror\u{1B}[0m"), onTerminal)
        XCTAssertTrue(onTerminal.contains("\u{1B}[1;33mwarning\u{1B}[0m"), onTerminal)

        let noColor = try PseudoTerminal.run(
            Binary.url.path, ["View.swift"], in: folder.url, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(noColor.contains("View.swift:1:9: error: `a`"), noColor)
        XCTAssertFalse(noColor.contains("\u{1B}["), noColor)

        let piped = try Binary.run(["View.swift"], in: folder.url, environment: ["NO_COLOR": ""])
        XCTAssertFalse(piped.stdout.contains("\u{1B}[") || piped.stderr.contains("\u{1B}["), "no colour into a pipe")
    }

    func testStarterConfigurationListsEveryRuleWithItsDefaults() throws {
        let text = StarterConfiguration.text
        for description in RuleRegistry.descriptions {
            let state = description.isOptIn ? "opt-in" : "on by default"
            XCTAssertTrue(text.contains("  # \(description.id): \(state)."), description.id)
            XCTAssertTrue(
                text.contains("  # \(description.id):\n  #   severity: \(description.defaultSeverity.rawValue)\n"),
                description.id)
            for option in description.options {
                XCTAssertTrue(
                    text.contains("#   \(option.name): \(option.defaultValue.yamlText)"),
                    "\(description.id).\(option.name)")
            }
        }
    }
}

private final class FakeClock: @unchecked Sendable {
    var now: TimeInterval = 0
}

private final class Output: @unchecked Sendable {
    private(set) var text = ""
    func append(_ more: String) { text += more }
}

/// Runs a program with standard output and standard error on a pseudo-terminal, as
/// in a terminal window, through util-linux's `script`, and returns what it printed.
enum PseudoTerminal {
    static func run(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String])
        throws -> String
    {
        let command = ([executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try Shell.run(
            ["script", "--quiet", "--return", "--command", command, "/dev/null"],
            in: directory, environment: environment.merging(["TERM": "xterm"]) { $1 })
        return result.stdout
    }
}
