/// The `allowed_paths` option of the style rules.
struct AllowedPaths {
    static let option = RuleOption.stringList(
        "allowed_paths", default: [],
        summary: "Globs of files where the rule does not apply, such as the theme itself.")

    private let patterns: [GlobPattern]

    init(options: [String: RuleOptionValue]) throws {
        patterns = try Self.option.stringList(in: options).map(GlobPattern.init)
    }

    func allows(_ model: FileModel) -> Bool {
        patterns.contains { $0.matches(relativePath: model.relativePath) }
    }
}

/// The `check_tests` option of the style rules: test files build views with whatever colours and
/// fonts the test needs, so they are skipped unless asked for.
struct TestFiles {
    static let option = RuleOption.boolean(
        "check_tests", default: false,
        summary:
            "Also check test files (named `…Tests.swift` or `…Test.swift`, or importing XCTest, Testing or a module `@testable`)."
    )

    private static let testImports = ["import XCTest", "import Testing", "@testable import"]

    private let checksTests: Bool

    init(options: [String: RuleOptionValue]) throws {
        checksTests = try Self.option.boolean(in: options)
    }

    /// A file is a test by its name or by what it imports; a folder's name is not enough, since
    /// apps name features after tests (`FamilyMemberCoronaTests/…ViewController.swift`).
    func skips(_ model: FileModel) -> Bool {
        guard !checksTests else { return false }
        if let name = model.relativePath.split(separator: "/").last,
            name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
        {
            return true
        }
        return PreFilter.contains(anyOf: Self.testImports, in: model.source.bytes)
    }
}
