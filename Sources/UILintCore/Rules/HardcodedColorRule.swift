/// `hardcoded_color`: colours come from the theme, not from literals.
public struct HardcodedColorRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded_color",
        name: "Hard-coded colour",
        summary: "UIColor(red:green:blue:alpha:), UIColor(white:alpha:), #colorLiteral, UIColor(named:) outside allowed_paths: use the theme's semantic colours.",
        isOptIn: true,
        isFixable: false,
        options: [
            AllowedPaths.option,
            TestFiles.option,
            allowSystemColors,
        ],
        needles: [.substring("Color"), .substring("colorLiteral")])

    private static let allowSystemColors = RuleOption.boolean(
        "allow_system_colors", default: true,
        summary: "Allow UIKit's predefined colours such as `.systemBlue` and `UIColor.white`.")

    private let allowedPaths: AllowedPaths
    private let testFiles: TestFiles
    private let allowsSystemColors: Bool

    public init(options: [String: RuleOptionValue]) throws {
        allowedPaths = try AllowedPaths(options: options)
        testFiles = try TestFiles(options: options)
        allowsSystemColors = try Self.allowSystemColors.boolean(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        guard !allowedPaths.allows(model), !testFiles.skips(model) else { return [] }
        return model.colors.filter { !$0.isThemeDefinition && ($0.kind == .literal || !allowsSystemColors) }.map { color in
            Violation(range: color.range,
                      message: "`\(color.api)` hard-codes a colour; use a semantic colour from the theme")
        }
    }
}
