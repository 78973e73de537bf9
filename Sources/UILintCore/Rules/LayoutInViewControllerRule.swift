/// `layout_in_view_controller`: controllers install a view; they do not build its layout.
public struct LayoutInViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "layout_in_view_controller",
        name: "Layout in view controller",
        summary: "A view controller creates constraints, changes the hierarchy or sets fonts/colours: move it into a UIView subclass installed in loadView().",
        isOptIn: true,
        isFixable: false,
        needles: [.wordEnding("Controller"), .wordEnding("VC")])

    private static let layoutOperations: Set<LayoutOperation> = [
        .createsConstraint, .activatesConstraints, .usesSnapKit, .changesHierarchy,
    ]
    private static let styleMethods: Set<String> = ["setTitleColor", "setTitleShadowColor"]

    public init(options: [String: RuleOptionValue]) {}

    /// Controllers whose job is laying views out: a presentation controller places the presented
    /// view and its chrome; a hosting controller's layout is SwiftUI's.
    private static let layoutControllers: Set<String> = ["UIPresentationController", "UIHostingController"]
    /// Roots of statements that style the controller's own chrome, which only a controller can.
    private static let chromeRoots: Set<String> = [
        "navigationController", "navigationItem", "navigationBar", "toolbar", "tabBarController", "tabBarItem", "tabBar",
    ]

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.filter(\.isController).compactMap { controller in
            if model.index.externalSuperclass(of: controller.name).map(Self.layoutControllers.contains) == true { return nil }
            let children = Self.childControllers(of: controller, source: model.source)
            let offending = controller.allStatements.innermost { statement in
                Self.isOffending(statement) && !Self.isChrome(statement)
                    && !Self.isContainment(statement, children: children, source: model.source)
            }.sorted { $0.range < $1.range }
            guard let first = offending.first else { return nil }
            let count = offending.count
            return Violation(
                range: first.range,
                message: "`\(controller.name)` builds its own layout or style (\(count) statement\(count == 1 ? "" : "s")); "
                    + "move it into a UIView subclass installed with `loadView() { view = mainView }`")
        }
    }

    /// Names passed to `addChild(_:)`: the type contains those controllers.
    private static func childControllers(of controller: ViewType, source: SourceText) -> Set<String> {
        Set(controller.allStatements.compactMap { statement -> String? in
            guard case .call(_, "addChild", _) = statement.action else { return nil }
            let text = source.text(in: statement.range)
            guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
            return text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        })
    }

    /// Adding a child controller's view and pinning it is containment, which is controller work.
    private static func isContainment(_ statement: Statement, children: Set<String>, source: SourceText) -> Bool {
        guard !children.isEmpty else { return false }
        let text = source.text(in: statement.range)
        return children.contains { text.contains("\($0).view") }
    }

    private static func isChrome(_ statement: Statement) -> Bool {
        switch statement.action {
        case .assignment(let root, _), .call(let root, _, _): return chromeRoots.contains(root)
        default: return false
        }
    }

    private static func isOffending(_ statement: Statement) -> Bool {
        if statement.layoutOperations.contains(where: layoutOperations.contains) { return true }
        switch statement.action {
        case .assignment(_, let member):
            return member == "font" || member == "color" || member.hasSuffix("Color")
        case .call(_, let method, _):
            return styleMethods.contains(method)
        default:
            return false
        }
    }
}
