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
            "# Default rules to turn off.",
            "disabled_rules: []",
            "",
            "# Opt-in rules to turn on.",
            "opt_in_rules: []",
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
                lines.append("  #   \(option.name): \(option.defaultValue)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
