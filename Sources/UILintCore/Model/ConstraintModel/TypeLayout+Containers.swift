extension TypeLayout {
    /// Items whose width UIKit sets, which the type's constraints cannot move (docs/layout-verification.md):
    /// a controller's root view and its guides, a table cell and its content view.
    func containersSizedByUIKit(index: ProjectIndex) -> [String] {
        // A controller that puts its own root view in `loadView` may put a scroll view there; one that
        // calls `super.loadView()` and adds to it keeps UIKit's (BulletinBoard 7b35bb9).
        let replacesRootView = members.values.contains { member in
            member.kind == .function && member.name == "loadView" && member.statements.contains { statement in
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
}
