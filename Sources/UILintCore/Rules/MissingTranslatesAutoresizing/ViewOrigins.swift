import SwiftSyntax

/// How a stored view is made, as far as the file shows: the one thing that tells its flag is still on.
enum ViewOrigin: Sendable, Equatable {
    /// `UILabel()`, `UIButton(type: .system)`, `BadgeView(style: .small)`: an initializer of a named class.
    case constructed(typeName: String, labels: [String])
    /// A factory, a helper, a value passed in, a ternary: code that may have turned the flag off.
    case unknown
}

extension MissingTranslatesAutoresizingRule: ReadingRule {
    /// What the file shows of each stored view, keyed by `Type.view`.
    struct ViewUses: Sendable {
        /// Every way the view is made: its initial value (or the first view its initializer closure makes) and
        /// every `view = …` or `self.view = …` in the type's bodies.
        var origins: [String: [ViewOrigin]] = [:]
        /// The calls the type makes on each name or hands it to (`label.top(to:)`, `[a, b].active()`,
        /// `activate(_:)`).
        var calls: [String: [Call]] = [:]
        /// Whether every way the file shows the view made gives it a frame (`UIImageView(frame: CGRect(square: 64))`,
        /// not `.zero`).
        var madeWithFrame: [String: Bool] = [:]
    }

    struct Call: Hashable, Sendable {
        let name: String
        /// `_` for an unlabelled argument; a trailing closure is not among them.
        let labels: [String]
        let hasTrailingClosure: Bool
        /// The name is passed `inout`, and the callee may replace the view, or the call is made on a member of it that
        /// UIKit's views do not declare (a layout library's namespace): code uilint cannot follow.
        let isOpaque: Bool
    }

    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.patternBinding, .assignment, .functionCall, .bodies]
        /// The rule reports only views a file adds.
        static let requiredTexts: [String]? = ["addSubview", "insertSubview"]
        /// Attributes that leave a stored property as it is written; any other (`@TariView`, a property wrapper
        /// from tari-wallet-ios's dependency) makes the value elsewhere.
        private static let plainAttributes: Set<String> = [
            "objc", "IBOutlet", "IBInspectable", "MainActor", "available", "nonobjc", "NSManaged",
        ]

        private(set) var result = ViewUses()
        private var bodyDepth = 0
        /// The stored properties and locals seen so far: only calls on them or given them are recorded, as the
        /// rule asks only about stored views and what holds them.
        private var boundNames = BoundNames()

        init() {}

        func enterBody() { bodyDepth += 1 }
        func leaveBody() { bodyDepth -= 1 }

        func visit(_ node: PatternBindingSyntax, at position: any WalkPosition) {
            boundNames.insert(nameBoundBy: node)
            guard bodyDepth == 0, let typeName = position.enclosingTypeName,
                let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return }
            let key = typeName + "." + name
            if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { attribute in
                    attribute.as(AttributeSyntax.self).flatMap { SyntaxQueries.simpleTypeName($0.attributeName) }
                        .map { !Self.plainAttributes.contains($0) } ?? true
                })
            {
                result.origins[key, default: []].append(.unknown)
            }
            guard let value = node.initializer?.value else { return }
            record(Self.madeValue(ofInitialValue: value), for: key)
        }

        private func record(_ made: ExprSyntax?, for key: String) {
            let construction = made.flatMap(SyntaxQueries.construction(at:))
            result.origins[key, default: []].append(construction.map(Self.origin(of:)) ?? .unknown)
            if result.madeWithFrame[key] != false {
                result.madeWithFrame[key] = construction.map(Self.givesFrame) == true
            }
        }

        func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition) {
            guard parts.operator == "=", let name = SyntaxQueries.singleName(of: parts.target),
                let typeName = position.enclosingTypeName
            else { return }
            record(parts.value, for: typeName + "." + name)
        }

        func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {
            // `CGSize(width: w, height: h)`: an initializer makes a value; a project's that takes a view is not followed.
            guard bodyDepth > 0, !position.isInStruct, SyntaxQueries.mayTakeName(node),
                let callee = SyntaxQueries.calleeName(of: node),
                let first = callee.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
            else { return }
            // UIKit's `addSubview(label)`, `label.setTitle(…, for: .normal)` and the like are most calls of a view's
            // code: known by their name and number of arguments, they are not recorded. A project function that
            // shares a UIKit name takes more (prox's `activate(_:translatesAutoresizingMaskIntoConstraints:)`).
            if UIKitViewAPI.methodsKeepingAutoresizingInSource.contains(callee),
                !UIKitViewAPI.oneArgumentMethodsInSource.contains(callee)
                    || (SyntaxQueries.argumentLabels(of: node).count <= 1 && node.trailingClosure == nil)
            {
                return
            }
            let names = SyntaxQueries.namesTaken(by: node, among: boundNames)
            guard !names.isEmpty, let typeName = position.enclosingTypeName else { return }
            let name = String(text: callee)
            let labels = SyntaxQueries.argumentLabels(of: node).map { $0.map { String(text: $0) } ?? "_" }
            for (viewName, isOpaque) in names {
                result.calls[typeName + "." + viewName, default: []].append(
                    Call(
                        name: name, labels: labels, hasTrailingClosure: node.trailingClosure != nil,
                        isOpaque: isOpaque))
            }
        }

        /// The value that makes the view: a `{ let label = UILabel() … }()` closure makes the one its first
        /// declaration makes; nil when that is not shown.
        private static func madeValue(ofInitialValue value: ExprSyntax) -> ExprSyntax? {
            guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let closure = call.calledExpression.as(ClosureExprSyntax.self)
            else { return value }
            for statement in closure.statements {
                guard case .decl(let declaration) = statement.item else { continue }
                return declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            }
            return nil
        }

        /// `UIView(frame: bounds)`: an initializer given a frame other than `.zero`, `CGRect.zero` or `CGRect()`.
        private static func givesFrame(_ construction: (typeName: String, call: FunctionCallExprSyntax?)) -> Bool {
            guard let call = construction.call,
                let frame = call.arguments.first(where: { $0.label?.text == "frame" })?.expression
            else { return false }
            if let member = frame.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
                return false
            }
            if let empty = frame.as(FunctionCallExprSyntax.self), empty.arguments.isEmpty,
                empty.trailingClosure == nil
            {
                return false
            }
            return true
        }

        /// `UILabel()`, and `UILabel().withoutAutoresizingMaskConstraints`: a member chained after the initializer
        /// is a helper the rule looks up by name.
        private static func origin(of construction: (typeName: String, call: FunctionCallExprSyntax?)) -> ViewOrigin {
            guard let call = construction.call else { return .unknown }
            let labels = SyntaxQueries.argumentLabels(of: call).map { $0.map { String(text: $0) } ?? "_" }
            return .constructed(typeName: construction.typeName, labels: labels)
        }
    }
}
