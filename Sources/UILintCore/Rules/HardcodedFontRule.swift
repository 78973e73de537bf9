/// `hardcoded_font`: fonts come from the design system.
public struct HardcodedFontRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded_font",
        name: "Hard-coded font",
        summary: "UIFont.systemFont(ofSize:), .boldSystemFont(ofSize:), UIFont(name:size:) outside allowed_paths: use the design system's fonts.",
        isOptIn: true,
        isFixable: false,
        options: [AllowedPaths.option],
        needles: [.substring("UIFont"), .substring("ystemFont")])

    private let allowedPaths: AllowedPaths

    public init(options: [String: RuleOptionValue]) {
        allowedPaths = AllowedPaths(options: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        guard !allowedPaths.allows(model) else { return [] }
        return model.fonts.map { font in
            Violation(range: font.range, message: "`\(font.api)` hard-codes a font; use a font from the design system")
        }
    }
}
