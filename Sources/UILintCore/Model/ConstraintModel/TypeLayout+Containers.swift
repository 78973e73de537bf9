extension TypeLayout {
    /// Items whose width UIKit sets, which the type's constraints cannot move (docs/layout-verification.md):
    /// a controller's root view and its guides, a table cell and its content view.
    func containersSizedByUIKit(index: ProjectIndex) -> [String] {
        // A controller that puts its own root view in `loadView` may put a scroll view there; one that
        // calls `super.loadView()` and adds to it keeps UIKit's (BulletinBoard 7b35bb9).
        let replacesRootView = members.values.contains { member in
            member.kind == .function && member.name == "loadView"
                && member.statements.contains { statement in
                    if case .assignment("self", "view", _) = statement.action { return true }
                    return false
                }
        }
        switch index.uiKitClass(above: typeName) {
        case "UIViewController", "UINavigationController", "UITabBarController", "UIPageViewController":
            guard !replacesRootView else { return [] }
            return ["view", "view.safeAreaLayoutGuide", "view.layoutMarginsGuide", "view.readableContentGuide"]
        case "UITableViewCell", "UITableViewHeaderFooterView":
            return ["contentView", "self", "contentView.layoutMarginsGuide", "contentView.readableContentGuide"]
        default:
            return []
        }
    }

    /// Whether the rows fix the width of one of `containers` to one number: they hold for one screen
    /// width only.
    static func fixesWidth(of containers: [String], in system: inout AxisSystem) -> Bool {
        containers.contains { container in
            system.sources.contains { $0.equation.secondItem == container || $0.equation.firstItem == container }
                && LinearSystem.determinedValue(system.rows, system.size(of: container)) != nil
        }
    }

    /// The type's scroll views that hold views it constrains: a subview's `leading`, `top`, … tied to
    /// its scroll view's are the content's edges, not the frame's, and the content takes any size
    /// (docs/layout-verification.md).
    func scrollViewsHoldingSubviews(of type: ViewType, index: ProjectIndex) -> Set<String> {
        Set(superviews.values).filter { item in
            let className = item == "self" ? type.name : className(of: item, in: type)
            return className.flatMap(index.uiKitClass(above:)).map(Self.scrollingClasses.contains) ?? false
        }
    }

    private static let scrollingClasses: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView",
    ]

    /// Whether an equation ties a view to an edge of the scroll view that holds it, which is its
    /// content's edge (docs/layout-verification.md; Off-Day 80d6a3e: a placeholder 16 points inside a
    /// text view's content edges and as wide as its frame is satisfiable).
    func tiesToScrollContent(_ equation: ConstraintEquation, scrollViews: Set<String>) -> Bool {
        guard let second = equation.secondItem, let secondAttribute = equation.secondAttribute else { return false }
        func isContentEdge(_ item: String, _ attribute: LayoutAttribute, of other: String) -> Bool {
            attribute.placesView && scrollViews.contains(item) && superviews[other] == item
        }
        return isContentEdge(second, secondAttribute, of: equation.firstItem)
            || isContentEdge(equation.firstItem, equation.firstAttribute, of: second)
    }
}
