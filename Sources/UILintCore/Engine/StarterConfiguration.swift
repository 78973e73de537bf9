/// The commented `.uilint.yml` that `uilint init` writes.
public enum StarterConfiguration {
    public static var text: String {
        var lines = [
            "# uilint configuration. Every key is optional; `uilint rules` lists the rules.",
            "",
            "# Folders or globs to lint (default: the paths given on the command line).",
            "# included: [Sources]",
            "",
            "# Never linted. .build, Pods, Carthage, DerivedData and hidden folders are skipped anyway.",
            "excluded:",
            "  - \"**/Generated/**\"",
            "",
            "# Files whose header says a tool generated them (SwiftGen, PaintCode, \"DO NOT MODIFY\")",
            "# are not linted unless this is true.",
            "# lint_generated_files: false",
            "",
            "# Default rules to turn off.",
            "disabled_rules: []",
            "",
            "# Opt-in rules to turn on.",
            "opt_in_rules: []",
            "",
            "# The project's own names (a list replaces the default one): setup functions have no",
            "# parameters, data-binding functions at least one; a trailing * matches the end of the",
            "# name or a rest starting with an upper-case letter or _. Helpers from dependencies:",
            "# anchor methods that create a constraint, members that set",
            "# translatesAutoresizingMaskIntoConstraints = false. The project's own helpers are found.",
            "# conventions:",
            "#   setup_functions: [\(Conventions.defaultSetupFunctions.map(quotedIfStar).joined(separator: ", "))]",
            "#   data_binding_functions: [\(Conventions.defaultDataBindingFunctions.map(quotedIfStar).joined(separator: ", "))]",
            "#   constraint_helpers: []",
            "#   autolayout_helpers: []",
            "",
            "# Per-rule settings: `severity` (error, warning or off) and the rule's options.",
            "# Defaults are shown commented out.",
            "rules:",
        ]
        for description in RuleRegistry.descriptions {
            let state = description.isOptIn ? "opt-in" : "on by default"
            lines.append("  # \(description.id): \(state). \(description.summary)")
            lines.append("  # \(description.id):")
            lines.append("  #   severity: \(description.defaultSeverity.rawValue)")
            for option in description.options {
                lines.append("  #   \(option.name): \(option.defaultValue.yamlText)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// YAML reads `*` at the start of a plain scalar as an alias, so patterns with one are quoted.
    private static func quotedIfStar(_ pattern: String) -> String {
        pattern.contains("*") ? "\"\(pattern)\"" : pattern
    }
}
