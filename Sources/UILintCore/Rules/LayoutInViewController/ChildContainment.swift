/// A controller that holds child controllers: pinning their views is containment, and its own view, which only
/// shows behind theirs, is a container's (rules/layout_in_view_controller.md).
enum ChildContainment {
    /// The calls that add a child controller, Swift 3's spelling included.
    static let addingCalls: Set<String> = ["addChild", "addChildViewController"]

    /// Whether the controller adds a child controller anywhere.
    static func holdsChildren(_ controller: ViewType, index: ProjectIndex) -> Bool {
        controller.allStatements.contains { statement in
            guard case .call(let root, let method, _, _) = statement.action else { return false }
            return addingCalls.contains(method) || root == "self" && addsChild(method, in: controller, index: index)
        }
    }

    /// Whether `method`, called on the controller itself, is the project's helper that adds a child for it: its
    /// body calls `addChild` (MobileCelestia 55de5cd's `install(_:)`, in an extension of `UIViewController`).
    static func addsChild(_ method: String, in controller: ViewType, index: ProjectIndex) -> Bool {
        !addingCalls.contains(method)
            && index.declaresFunction(
                method, extending: "UIViewController", orAbove: controller.name, callingOnItself: addingCalls)
    }

    /// `NSLayoutConstraint.activate(constraints)` of an array that holds only constraints on child controllers'
    /// views, gathered as each child is added (fosdem 5719808's `ApplicationController`).
    static func activatesOnlyChildConstraints(
        _ statement: Statement, of layout: TypeLayout, childViews: [String], source: SourceText
    ) -> Bool {
        guard case .call(_, "activate", _, _) = statement.action, !childViews.isEmpty else { return false }
        let text = source.text(in: statement.range)
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        let name = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        let stored = layout.entries.filter { $0.constraint.creation.storedName == String(name) }
        return !stored.isEmpty
            && stored.allSatisfy { entry in
                let made = source.text(in: entry.constraint.range)
                return childViews.contains(where: made.contains)
            }
    }

    /// Whether every statement only styles the controller's own view (`view.backgroundColor = …`): in a controller
    /// that holds children, the colour behind them is a container's (ios-tooda 23e72da's search screen).
    /// So is a local that `loadView()` makes the view (`container.backgroundColor = …`, then `view = container`:
    /// MobileCelestia 55de5cd's `CelestiaViewController`).
    static func onlyStyleItsView(_ statements: [Statement], of controller: ViewType, source: SourceText) -> Bool {
        var viewNames: Set<String> = ["view"]
        for statement in controller.allStatements {
            guard case .assignment("self", "view", _) = statement.action,
                let value = source.text(in: statement.range).split(separator: "=", maxSplits: 1).dropFirst().first
            else { continue }
            let name = value.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { viewNames.insert(name) }
        }
        return statements.allSatisfy { statement in
            guard !statement.isLayout, case .assignment(let root, _, _) = statement.action else { return false }
            return viewNames.contains(root)
        }
    }
}
