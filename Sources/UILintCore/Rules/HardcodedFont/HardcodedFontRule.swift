import SwiftSyntax

/// `hardcoded_font`: fonts come from the design system.
public struct HardcodedFontRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded_font",
        name: "Hard-coded font",
        summary:
            "UIFont.systemFont(ofSize:), .boldSystemFont(ofSize:), UIFont(name:size:) outside allowed_paths: use the design system's fonts.",
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
        let fonts = (model.reading(Reading.self) ?? []).filter { !$0.isThemeDefinition }
        guard !fonts.isEmpty, !Self.isAppKitFile(model.source) else { return [] }
        return fonts.map { font in
            Violation(range: font.range, message: "`\(font.api)` hard-codes a font; use a font from the design system")
        }
    }
}

extension HardcodedFontRule {
    /// A file that imports AppKit (or Cocoa) and not UIKit is macOS code (bimba 6de136e's login screen in its
    /// macOS target): its `.systemFont(ofSize:)` is `NSFont`'s, which this rule does not know.
    /// Modules are compared whole: `import CocoaLumberjackSwift` is no Cocoa (Lockdown-iOS's app delegate).
    private static func isAppKitFile(_ source: SourceText) -> Bool {
        guard PreFilter.contains(anyOf: ["import AppKit", "import Cocoa"], in: source.bytes) else { return false }
        var importsAppKit = false
        for line in String(decoding: source.bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        where line.hasPrefix("import ") {
            let module = line.dropFirst("import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if module == "UIKit" { return false }
            if module == "AppKit" || module == "Cocoa" { importsAppKit = true }
        }
        return importsAppKit
    }
}

extension HardcodedFontRule: ReadingRule {
    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.functionCall]
        private static let fontTypes: Set<String> = ["UIFont", "Font"]
        /// Compared as source text: every call is checked.
        private static let factories = SourceNames([
            "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
        ])

        private(set) var result: [StyleExpression] = []

        init() {}

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            // Most calls are none of these: they are recognised by a name read before any node is made.
            guard let callee = SyntaxQueries.calleeName(of: node),
                callee == "UIFont" || callee == "init" || Self.factories.contains(callee)
            else { return }
            let name = String(text: callee)
            let firstLabel = node.arguments.first?.label?.text
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.text == "UIFont", firstLabel == "name", Self.namesItsFont(node.arguments) {
                    record(node, api: "UIFont(\(Self.labels(of: node)))")
                }
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let base = member.base.flatMap(SyntaxQueries.lastName)
                // `.boldSystemFont(ofSize: label.font.pointSize)` derives a font from another one; only a size
                // written out is a font written out.
                if Self.factories.contains(callee), base == nil || base == "UIFont", firstLabel == "ofSize",
                    node.arguments.first.map({ SyntaxQueries.isLiteralArithmetic($0.expression) }) ?? true
                {
                    record(node, api: "UIFont.\(name)(\(Self.labels(of: node)))")
                }
                if name == "init", base == "UIFont", firstLabel == "name", Self.namesItsFont(node.arguments) {
                    record(node, api: "UIFont(\(Self.labels(of: node)))")
                }
            }
        }

        /// `UIFont(name: "Menlo", size: size)` names its font, whatever the size; `UIFont(name:
        /// settings.fontName, size: 14)` reads it from the reader's settings: computed (rules/hardcoded_font.md).
        private static func namesItsFont(_ arguments: LabeledExprListSyntax) -> Bool {
            arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
        }

        /// `ofSize:weight:` for `systemFont(ofSize: 16, weight: .bold)`.
        private static func labels(of call: FunctionCallExprSyntax) -> String {
            call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        }

        private func record(_ call: FunctionCallExprSyntax, api: String) {
            var font = StyleExpression(kind: .literal, range: SyntaxQueries.range(of: call), api: api)
            font.isThemeDefinition = SyntaxQueries.isThemeDefinition(call, themeTypes: Self.fontTypes)
            result.append(font)
        }
    }
}
