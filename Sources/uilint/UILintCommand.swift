import ArgumentParser
import UILintCore

struct UILintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uilint",
        abstract:
            "Lint UIKit layout code written in Swift: constraint order, leading/trailing, setup functions, and more.",
        discussion: """
            uilint parses Swift with SwiftSyntax, builds a model of the layout code in each file \
            (Auto Layout anchors, NSLayoutConstraint, SnapKit, subviews, setup functions) and checks \
            it against the "UI in code" cookbook. Most findings can be fixed with --fix.

            Without a subcommand, uilint runs `lint`.

            EXAMPLES
              uilint                                   Lint the current folder.
              uilint Sources/Login/LoginView.swift     Lint one file.
              uilint --fix Sources                     Fix what can be fixed, report the rest.
              uilint --reporter json --output uilint.json .
              uilint --staged                          Lint what is staged.
              uilint install-hook                      Lint before each commit.
              uilint --stdin-path View.swift < buffer  Lint an editor buffer.
              uilint rules                             List every rule.
              uilint explain constraint_order          Show a rule's documentation.
              uilint layout View.swift                 Show what uilint sees of a file's layout.
              uilint lsp                               Serve an editor (Language Server Protocol).

            EXIT STATUS
              0  nothing at or above the failing severity
              1  findings that fail the run (any error, or any warning under --strict)
              2  the run could not be done as asked (bad flag, bad config, missing path, unreadable file)
            """,
        version: UILintVersion.current,
        subcommands: [
            LintCommand.self, RulesCommand.self, ExplainCommand.self, LayoutCommand.self, LanguageServerCommand.self,
            InitCommand.self,
            InstallHookCommand.self, UninstallHookCommand.self,
        ],
        defaultSubcommand: LintCommand.self)
}
