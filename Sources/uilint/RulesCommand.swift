import ArgumentParser
import Foundation
import UILintCore

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default on/off, severity, fixable, summary.",
        discussion: """
            Opt-in rules run only when listed under `opt_in_rules` in .uilint.yml or enabled with --enable.

            EXAMPLES
              uilint rules
              uilint rules --json | jq '.[] | select(.fixable) | .id'
            """)

    @Flag(help: "Print the list as JSON.")
    var json = false

    func run() throws {
        let catalogue = RuleCatalogue.entries
        if json {
            StandardStreams.output(RuleCatalogue.json(catalogue))
        } else {
            StandardStreams.output(RuleCatalogue.table(catalogue))
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show a rule's documentation, with its examples.",
        discussion: """
            EXAMPLES
              uilint explain constraint_order
            """)

    @Argument(help: "The rule id.")
    var id: String

    func run() throws {
        guard let documentation = RuleDocumentation.markdown(for: id) else {
            StandardStreams.failure(UnknownRuleError(id: id, flag: "explain"))
            throw ExitCode(2)
        }
        StandardStreams.output(documentation.hasSuffix("\n") ? documentation : documentation + "\n")
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .uilint.yml in the current folder.",
        discussion: """
            The file lists every rule with its default, so that enabling an opt-in rule or \
            changing a severity is a matter of uncommenting a line.

            EXAMPLES
              uilint init
              uilint init --force      Overwrite an existing .uilint.yml.
            """)

    @Flag(help: "Overwrite an existing .uilint.yml.")
    var force = false

    func run() throws {
        let path = ConfigurationLoader.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            StandardStreams.failure("\(path) already exists; use --force to overwrite it")
            throw ExitCode(2)
        }
        do {
            try AtomicFileWriter.write(Array(StarterConfiguration.text.utf8), to: path)
        } catch {
            StandardStreams.failure(error)
            throw ExitCode(2)
        }
        StandardStreams.error("Wrote \(path).")
    }
}
