/// What the project's own formatter or linter configuration says about code that fixes write (issue 28 item 4,
/// docs/fixing.md): read once per configuration from its folder (`ProjectStyle.read(in:)`), before a file's habit
/// is consulted.
public struct ProjectStyle: Sendable, Hashable {
    /// Whether a list written over several lines ends with a comma after its last element; nil when no
    /// configuration says.
    public var multilineListsEndWithComma: Bool?

    public init(multilineListsEndWithComma: Bool? = nil) {
        self.multilineListsEndWithComma = multilineListsEndWithComma
    }
}
