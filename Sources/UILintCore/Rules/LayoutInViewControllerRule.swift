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

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.filter(\.isController).compactMap { controller in
            let offending = controller.allStatements.innermost(where: Self.isOffending).sorted { $0.range < $1.range }
            guard let first = offending.first else { return nil }
            let count = offending.count
            return Violation(
                range: first.range,
                message: "`\(controller.name)` builds its own layout or style (\(count) statement\(count == 1 ? "" : "s")); "
                    + "move it into a UIView subclass installed with `loadView() { view = mainView }`")
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
