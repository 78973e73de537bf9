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
