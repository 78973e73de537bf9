/// `hardcoded_font`: fonts come from the design system.
public struct HardcodedFontRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded_font",
        name: "Hard-coded font",
        summary: "UIFont.systemFont(ofSize:), .boldSystemFont(ofSize:), UIFont(name:size:) outside allowed_paths: use the design system's fonts.",
        isOptIn: true,
        isFixable: false,
        options: [AllowedPaths.option, TestFiles.option],
        needles: [.substring("UIFont"), .substring("ystemFont")])

    private let allowedPaths: AllowedPaths
    private let testFiles: TestFiles

    public init(options: [String: RuleOptionValue]) throws {
        allowedPaths = try AllowedPaths(options: options)
        testFiles = try TestFiles(options: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        guard !allowedPaths.allows(model), !testFiles.skips(model) else { return [] }
        return model.fonts.filter { !$0.isThemeDefinition }.map { font in
            Violation(range: font.range, message: "`\(font.api)` hard-codes a font; use a font from the design system")
        }
    }
}
