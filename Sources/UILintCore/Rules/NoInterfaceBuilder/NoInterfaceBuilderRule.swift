import SwiftSyntax

/// `no_interface_builder`: the UI is written in code, not in storyboards or XIBs.
public struct NoInterfaceBuilderRule: Rule {
    public static let description = RuleDescription(
        id: "no_interface_builder",
        name: "No Interface Builder",
        summary:
            "No @IBOutlet, @IBAction, UINib, UIStoryboard, segues, awakeFromNib, and no .storyboard/.xib files: build the UI in code.",
        isFixable: false,
        options: [
            requireUnavailableCoderInit
        ],
        needles: [
            .substring("@IB"), .substring("UINib"), .substring("UIStoryboard"), .substring("instantiate"),
            .substring("performSegue"), .substring("awakeFromNib"), .substring("loadNibNamed"), .substring("Segue"),
        ])

    private static let requireUnavailableCoderInit = RuleOption.boolean(
        "require_unavailable_coder_init", default: false,
        summary: "`required init?(coder:)` in a view type must only call fatalError or be marked unavailable.")

    /// The file extensions of Interface Builder documents, reported as files.
    public static let documentExtensions: Set<String> = ["storyboard", "xib"]

    private let requiresUnavailableCoderInit: Bool

    public init(options: [String: RuleOptionValue]) throws {
        requiresUnavailableCoderInit = try Self.requireUnavailableCoderInit.boolean(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        guard let found = model.reading(Reading.self) else { return [] }
        var violations = found.uses.map { use in
            Violation(
                range: use.range,
                message: "`\(use.api)` depends on Interface Builder; create and lay out the UI in code")
        }
        if requiresUnavailableCoderInit {
            let viewTypes = Set(model.viewTypes.map(\.name))
            violations += found.coderInitializers
                .filter { viewTypes.contains($0.typeName) && !$0.isUnavailable && !$0.onlyCallsFatalError }
                .map { initializer in
                    Violation(
                        range: initializer.range,
                        message: "`\(initializer.typeName).init?(coder:)` decodes the view from a nib; "
                            + "mark it `@available(*, unavailable)` or make it call only `fatalError`")
                }
        }
        return violations
    }

    /// The finding for a `.storyboard` or `.xib` file, at its first line and column; none for the launch
    /// screen, which iOS shows before any code runs: named so, or marked so by Xcode whatever its name
    /// (Kimis 77d41b0's `Launcher.storyboard`).
    public func violation(forDocumentNamed name: String, head: String) -> Violation? {
        guard !Self.isLaunchScreen(String(name.prefix { $0 != "." })), !Self.isMarkedLaunchScreen(head)
        else { return nil }
        return Violation(
            range: ByteRange(start: 0, end: 0),
            message: "`\(name)` is an Interface Builder document; build this UI in code")
    }

    /// Whether the document's root element says it is the launch screen, found with the pre-filter's byte search:
    /// Foundation's cost a run over an app's hundred storyboards and nibs 16M instructions.
    private static func isMarkedLaunchScreen(_ head: String) -> Bool {
        PreFilter.contains(anyOf: [#"launchScreen="YES""#], in: Array(head.utf8))
    }

    /// `LaunchScreen`, `Launch Screen`, `launch_screen`: Xcode's name for the storyboard iOS shows while the app
    /// starts, which no code can replace before it runs.
    static func isLaunchScreen(_ storyboardName: String) -> Bool {
        storyboardName.lowercased().filter(\.isLetter) == "launchscreen"
    }
}

extension NoInterfaceBuilderRule: ReadingRule {
    /// A use of an Interface Builder API (`@IBOutlet`, `UINib(...)`, `performSegue`, …).
    struct Use: Sendable {
        /// The API as users know it: `@IBOutlet`, `UIStoryboard`, `awakeFromNib`.
        let api: String
        let range: ByteRange
    }

    /// `required init?(coder:)` in a type.
    struct CoderInitializer: Sendable {
        let typeName: String
        /// The `init` keyword.
        let range: ByteRange
        let isUnavailable: Bool
        /// Whether the body does nothing but call `fatalError`.
        let onlyCallsFatalError: Bool
    }

    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [
            .attribute, .functionCall, .functionDeclaration, .initializerDeclaration,
        ]
        private static let attributes: Set<String> = [
            "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        ]
        /// Methods of view controllers, nibs and views that only Interface Builder documents give a use,
        /// compared as source text: every call is checked.
        private static let methods = SourceNames([
            "instantiateViewController", "instantiateInitialViewController", "performSegue", "loadNibNamed",
            "awakeFromNib",
        ])

        private var uses: [Use] = []
        private var coderInitializers: [CoderInitializer] = []
        var result: (uses: [Use], coderInitializers: [CoderInitializer]) { (uses, coderInitializers) }

        init() {}

        func visit(_ node: AttributeSyntax, at position: any WalkPosition) {
            guard let type = node.attributeName.as(IdentifierTypeSyntax.self),
                SyntaxQueries.text(SyntaxQueries.text(of: type.name), hasPrefix: "IB")
            else { return }
            let name = type.name.text
            if Self.attributes.contains(name), !Self.isWatchKitInterface(node, in: position.enclosingType) {
                uses.append(Use(api: "@" + name, range: SyntaxQueries.range(of: node)))
            }
        }

        /// WatchKit interfaces exist only in storyboards: their outlets and actions are not the team's choice.
        private static func isWatchKitInterface(_ node: AttributeSyntax, in type: TypeRecord?) -> Bool {
            let isWatchKitType = { (name: String?) in name?.hasPrefix("WKInterface") == true }
            if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    isWatchKitType($0.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) })
                })
            {
                return true
            }
            return type?.inheritedTypes.contains(where: isWatchKitType) ?? false
        }

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            // Most calls are none of these: they are recognised by a name read before any node is made.
            guard let name = SyntaxQueries.calleeName(of: node) else { return }
            let isType = name == "UINib" || name == "UIStoryboard"
            guard isType || Self.methods.contains(name) else { return }
            let callee = String(text: name)
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                // `performSegue(withIdentifier:sender:)` on the controller itself, without `self.`.
                guard !Self.opensLaunchScreen(node) else { return }
                uses.append(Use(api: callee, range: SyntaxQueries.range(of: reference)))
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.methods.contains(name),
                // `super.awakeFromNib()` inside the override is part of that override, not another use.
                !(callee == "awakeFromNib" && member.base?.is(SuperExprSyntax.self) == true),
                // The launch screen's controller, shown again for a launch transition.
                !(member.base?.as(FunctionCallExprSyntax.self).map(Self.opensLaunchScreen) ?? false),
                !(member.base.map(Self.namesLaunchScreen) ?? false)
            {
                uses.append(Use(api: callee, range: SyntaxQueries.range(of: member.declName.baseName)))
            }
        }

        /// `UIStoryboard(name: "LaunchScreen", bundle: nil)`, or with the name in a constant named for it
        /// (`UIStoryboard(name: launchScreen, bundle: nil)`: pollo-ios a5bdd88's app delegate).
        private static func opensLaunchScreen(_ call: FunctionCallExprSyntax) -> Bool {
            guard SyntaxQueries.calleeName(of: call).map({ String(text: $0) }) == "UIStoryboard",
                let argument = call.arguments.first, argument.label?.text == "name"
            else { return false }
            if let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                return NoInterfaceBuilderRule.isLaunchScreen(literal.segments.trimmedDescription)
            }
            return namesLaunchScreen(argument.expression)
        }

        /// `launchScreen`, `Constants.launchScreenName`: a name that says it holds the launch screen or its name.
        private static func namesLaunchScreen(_ expression: ExprSyntax) -> Bool {
            guard let name = SyntaxQueries.lastNameText(of: expression) else { return false }
            return String(text: name).lowercased().filter(\.isLetter).contains("launchscreen")
        }

        func visit(_ node: FunctionDeclSyntax, at position: any WalkPosition) {
            let name = node.name.text
            if name == "awakeFromNib", SyntaxQueries.isOverride(node.modifiers) {
                uses.append(Use(api: "awakeFromNib", range: SyntaxQueries.range(of: node.name)))
            }
            if name == "prepare", let first = node.signature.parameterClause.parameters.first,
                first.firstName.text == "for", first.type.trimmedDescription.hasSuffix("Segue")
            {
                uses.append(Use(api: "prepare(for:sender:)", range: SyntaxQueries.range(of: node.name)))
            }
        }

        func visit(_ node: InitializerDeclSyntax, at position: any WalkPosition) {
            guard let type = position.enclosingType, node.parent?.is(MemberBlockItemSyntax.self) == true,
                node.signature.parameterClause.parameters.count == 1,
                node.signature.parameterClause.parameters.first?.firstName.text == "coder"
            else { return }
            let isUnavailable = node.attributes.contains { element in
                guard case .attribute(let attribute) = element,
                    attribute.attributeName.trimmedDescription == "available"
                else { return false }
                return attribute.arguments?.trimmedDescription.contains("unavailable") == true
            }
            let statements = node.body?.statements ?? []
            let onlyFatalError =
                statements.count == 1
                && statements.allSatisfy { item in
                    guard case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self)
                    else { return false }
                    return SyntaxQueries.lastName(of: call.calledExpression) == "fatalError"
                }
            coderInitializers.append(
                CoderInitializer(
                    typeName: type.name, range: SyntaxQueries.range(of: node.initKeyword),
                    isUnavailable: isUnavailable, onlyCallsFatalError: onlyFatalError))
        }
    }
}
