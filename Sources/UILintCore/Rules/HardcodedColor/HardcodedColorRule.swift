import SwiftSyntax

/// `hardcoded_color`: colours come from the theme, not from literals.
public struct HardcodedColorRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded_color",
        name: "Hard-coded colour",
        summary:
            "UIColor(red:green:blue:alpha:), UIColor(white:alpha:), #colorLiteral, UIColor(named:) outside allowed_paths: use the theme's semantic colours.",
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
        return (model.reading(Reading.self) ?? []).filter {
            !$0.isThemeDefinition && ($0.kind == .literal || !allowsSystemColors)
        }.map { color in
            Violation(
                range: color.range,
                message: "`\(color.api)` hard-codes a colour; use a semantic colour from the theme")
        }
    }
}

extension HardcodedColorRule: ReadingRule {
    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.functionCall, .memberAccess, .macroExpansion]
        private static let initializerLabels: [String: String] = [
            "red": "UIColor(red:green:blue:alpha:)", "white": "UIColor(white:alpha:)",
            "hue": "UIColor(hue:saturation:brightness:alpha:)",
            "displayP3Red": "UIColor(displayP3Red:green:blue:alpha:)", "named": "UIColor(named:)",
        ]
        private static let colorTypes: Set<String> = ["UIColor", "CGColor", "Color"]
        /// UIKit's predefined colours, which `allow_system_colors: false` forbids. Compared as source text:
        /// every member access is checked.
        private static let systemColorNames = SourceNames([
            "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
            "orange", "purple", "brown", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
            "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
            "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
            "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
            "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tintColor",
        ])

        private(set) var result: [StyleExpression] = []

        init() {}

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            // Most calls are neither: they are recognised by a name read before any node is made.
            guard let callee = SyntaxQueries.calleeName(of: node), callee == "UIColor" || callee == "init" else {
                return
            }
            let label = node.arguments.first?.label?.text
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.text == "UIColor" { recordInitializer(node, label: label) }
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), callee == "init" {
                // `UIColor.init(red:...)`, or `.init(red:...)` assigned to a colour property.
                let base = member.base.flatMap(SyntaxQueries.lastName)
                if base == "UIColor" || (member.base == nil && Self.assignsColorProperty(node)) {
                    recordInitializer(node, label: label)
                }
            }
        }

        private func recordInitializer(_ node: FunctionCallExprSyntax, label: String?) {
            guard let label, let api = Self.initializerLabels[label] else { return }
            // `UIColor(named: themeName)` looks a colour up by a computed name: that is a theme at work.
            if label == "named", node.arguments.first?.expression.is(StringLiteralExprSyntax.self) != true { return }
            // `UIColor(red: r, green: g, blue: b, alpha: 1)` computes a colour from values.
            if label != "named", !node.arguments.allSatisfy({ SyntaxQueries.isLiteralArithmetic($0.expression) }) {
                return
            }
            // `UIColor(white: 0, alpha: 0)` is `.clear`: a grey nobody sees, which no theme changes (iconex_ios 4f5bcef).
            // A transparent hue, or any stop of a gradient's list, shows in the blend (SsgSag_iOS b9ef3e2's swipe card,
            // brave-ios's tab tray).
            if label == "white", node.parent?.is(ArrayElementSyntax.self) != true,
                let alpha = node.arguments.first(where: { $0.label?.text == "alpha" }),
                ["0", "0.0"].contains(alpha.expression.trimmedDescription)
            {
                return
            }
            record(StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: api), at: node)
        }

        func visit(_ node: MacroExpansionExprSyntax, at position: any WalkPosition) {
            if node.macroName.text == "colorLiteral" {
                record(
                    StyleExpression(kind: .literal, range: SyntaxQueries.range(of: node), api: "#colorLiteral(...)"),
                    at: node)
            }
        }

        /// `UIColor.red`, or `.red` assigned to a colour property.
        func visit(_ node: MemberAccessExprSyntax, at position: any WalkPosition) {
            // Every member access comes here: it is gated on a name read without making nodes.
            guard Self.systemColorNames.contains(SyntaxQueries.names(of: node).member),
                node.parent?.is(FunctionCallExprSyntax.self) != true
            else { return }
            if let base = node.base {
                guard SyntaxQueries.lastName(of: base) == "UIColor", base.is(DeclReferenceExprSyntax.self) else {
                    return
                }
            } else {
                guard Self.assignsColorProperty(node) else { return }
            }
            let name = node.declName.baseName.text
            record(
                StyleExpression(kind: .systemColor, range: SyntaxQueries.range(of: node), api: "UIColor.\(name)"),
                at: node)
        }

        private func record(_ color: StyleExpression, at node: some SyntaxProtocol) {
            var color = color
            color.isThemeDefinition = SyntaxQueries.isThemeDefinition(node, themeTypes: Self.colorTypes)
            result.append(color)
        }

        /// Whether the expression is the right side of an assignment to a `…Color` property.
        private static func assignsColorProperty(_ node: some ExprSyntaxProtocol) -> Bool {
            guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                let parts = SyntaxQueries.assignmentParts(sequence), parts.value?.id == ExprSyntax(node).id
            else { return false }
            return SyntaxQueries.lastName(of: parts.target)?.hasSuffix("Color") == true
        }
    }
}
