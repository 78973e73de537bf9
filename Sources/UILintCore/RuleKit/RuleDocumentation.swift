/// The rule documents of `rules/<id>.md`, compiled in so that `uilint explain`
/// works wherever the binary is installed. `RuleDocumentationTests` keeps the
/// embedded copy equal to the files.
public enum RuleDocumentation {
    public static func markdown(for id: String) -> String? {
        embeddedRuleDocuments[id]
    }
}
