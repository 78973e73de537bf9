/// The `allowed_paths` option of the style rules.
struct AllowedPaths {
    static let option = RuleOption(name: "allowed_paths", kind: .stringList, defaultValue: "[]",
                                   summary: "Globs of files where the rule does not apply, such as the theme itself.")

    private let patterns: [GlobPattern]

    init(options: [String: RuleOptionValue]) {
        if case .stringList(let globs)? = options["allowed_paths"] {
            patterns = globs.map(GlobPattern.init)
        } else {
            patterns = []
        }
    }

    func allows(_ model: FileModel) -> Bool {
        patterns.contains { $0.matches(relativePath: model.relativePath) }
    }
}

/// The `check_tests` option of the style rules: test files build views with whatever colours and
/// fonts the test needs, so they are skipped unless asked for.
struct TestFiles {
    static let option = RuleOption(name: "check_tests", kind: .boolean, defaultValue: "false",
                                   summary: "Also check test files (a folder ending in `Tests`, a file ending in `Tests.swift` or `Test.swift`).")

    private let checksTests: Bool

    init(options: [String: RuleOptionValue]) {
        if case .boolean(let value)? = options["check_tests"] {
            checksTests = value
        } else {
            checksTests = false
        }
    }

    func skips(_ model: FileModel) -> Bool {
        guard !checksTests else { return false }
        let components = model.relativePath.split(separator: "/")
        return components.dropLast().contains { $0.hasSuffix("Tests") }
            || components.last.map { $0.hasSuffix("Tests.swift") || $0.hasSuffix("Test.swift") } == true
    }
}
