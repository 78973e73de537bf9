import ArgumentParser
import Foundation
import UILintCore

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            "Show what uilint sees of a file's layout: each view's constraints per axis, and whether the axis is determined.",
        discussion: """
            For each view type of the file: every item it constrains, its constraints on each axis with \
            their activation context (installed on the set-up path, stored and toggled by name, or \
            conditional) and line, and whether the axis is determined by the constraints in force once \
            the type is set up. The layout rules (conflicting_constraints, ambiguous_layout, ...) read the same model.

            EXAMPLES
              uilint layout Sources/Login/LoginView.swift
              uilint layout Sources/Login/LoginView.swift --type LoginView --reporter json
            """)

    @Argument(help: "The Swift file.")
    var file: String

    @Option(help: "Only this view type.")
    var type: String?

    @Option(help: "text or json.")
    var reporter = "text"

    @Option(help: "The configuration file (default: the nearest .uilint.yml from the file's folder upwards).")
    var config: String?

    func run() throws {
        guard ["text", "json"].contains(reporter) else {
            StandardStreams.failure("--reporter: `\(reporter)` is not one of text, json")
            throw ExitCode(2)
        }
        let currentDirectory = FileManager.default.currentDirectoryPath
        do {
            let absolute = file.hasPrefix("/") ? file : currentDirectory + "/" + file
            let configuration = try ConfigurationLoader.resolve(
                explicitPath: config, searchingFrom: (absolute as NSString).deletingLastPathComponent,
                currentDirectory: currentDirectory)
            let explanation = try LayoutExplanation.explain(
                path: file, typeName: type, configuration: configuration,
                currentDirectory: currentDirectory)
            if let type, explanation.types.isEmpty {
                StandardStreams.failure("\(file): no view type named `\(type)`")
                throw ExitCode(2)
            }
            StandardStreams.output(reporter == "json" ? explanation.json : explanation.text)
        } catch let error as ExitCode {
            throw error
        } catch {
            StandardStreams.failure(error)
            throw ExitCode(2)
        }
    }
}
