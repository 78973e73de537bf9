/// One line of the rule registry: a rule type, with its reading found when uilint is compiled. Found by a cast at run
/// time (`as? any ReadingRule.Type`), each rule cost a scan of the binary's protocol conformances, 0.4M instructions,
/// on every run.
struct RegistryEntry: Sendable {
    let type: any Rule.Type
    let readingType: (any SyntaxReading.Type)?

    static func rule<R: Rule>(_ type: R.Type) -> Self { Self(type: type, readingType: nil) }

    /// Chosen over the one above for a rule with a reading: the more constrained overload wins.
    static func rule<R: ReadingRule>(_ type: R.Type) -> Self { Self(type: type, readingType: R.Reading.self) }
}
