/// What a controller does to views that are not its screen's layout (issue 28 of layout_in_view_controller's
/// review): the cells and headers its table or collection view asks it for, a prototype cell it measures,
/// a transient view it shows and takes away again (a toast). Moving them into the screen's view would not
/// help: a cell is laid out by its own class, a toast lives for a moment.
struct ViewsNotOfTheScreen {
    /// Members that a table or collection view calls (`tableView(_:cellForRowAt:)`), and those given a row's index
    /// path or a cell (xikolo-ios 363acfb's `configure(_ cell: CourseDateCell, for:)`): what they style or lay out is
    /// the table's cells, headers and footers.
    private var dataSourceMembers: [ByteRange] = []
    /// Per member, the views it only measures or only shows for a moment.
    private var borrowedViews: [(member: ByteRange, names: Set<String>)] = []
    /// The views the data source's members return (a section's footer kept in a property): styled anywhere in the
    /// controller, they are the list's (kukai-mobile-ios 3a88b90's `sectionFooterSpacer`).
    private var listViews = Set<String>()
    /// The initializers of properties that hold a transient view (a lazy dimming overlay): what they style is the
    /// overlay's look.
    private var transientProperties: [ByteRange] = []

    init(_ controller: ViewType, source: SourceText) {
        for method in controller.methods {
            if method.parameterTypeNames.contains(where: { Self.listTypes.contains($0) || $0.hasSuffix("Cell") }) {
                dataSourceMembers.append(method.range)
                listViews.formUnion(Self.returnedNames(of: method, source: source))
                continue
            }
            let transient = Self.transientViews(in: method, source: source)
            let names = Self.measuredViews(in: method, source: source).union(transient)
            if !names.isEmpty { borrowedViews.append((method.range, names)) }
            transientProperties += controller.members.filter { $0.kind == .property && transient.contains($0.name) }
                .map(\.range)
        }
    }

    /// Whether the statement is about those views: it is in a data source's member, or it names one of them
    /// (`view.addSubview(toast)`, the constraints that place the toast).
    func contains(_ statement: Statement, in source: SourceText) -> Bool {
        let start = statement.range.start
        if (dataSourceMembers + transientProperties).contains(where: { $0.start <= start && start < $0.end }) {
            return true
        }
        if let root = statement.root, listViews.contains(root) { return true }
        guard let views = borrowedViews.first(where: { $0.member.start <= start && start < $0.member.end })?.names
        else { return false }
        return statement.root.map(views.contains) == true
            || !statement.referencedNames(in: source).isDisjoint(with: views)
    }

    /// A list view, or the index path of one of its rows: a helper that makes the cell for a row (Krystal-iOS-Legacy
    /// eccf9e3's `rewardDetailCell(_ indexPath:)`, called from `tableView(_:cellForRowAt:)`) styles a cell too.
    private static let listTypes: Set<String> = ["UITableView", "UICollectionView", "IndexPath"]

    /// `footerView` in `return footerView` or `return self.footerView`: a property, not a local made there, nor the
    /// controller's own `view`.
    private static func returnedNames(of method: Method, source: SourceText) -> Set<String> {
        var names = Set<String>()
        var locals: Set<String> = ["view", "self"]
        for statement in method.statements {
            if case .declaration(let declared, _) = statement.action { locals.formUnion(declared) }
        }
        for statement in method.statements {
            let text = source.text(in: statement.range)
            guard text.hasPrefix("return ") else { continue }
            var value = text.dropFirst("return ".count)
            if value.hasPrefix("self.") { value = value.dropFirst("self.".count) }
            if !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !locals.contains(String(value))
            {
                names.insert(String(value))
            }
        }
        return names
    }

    /// `prototype` in `prototype.systemLayoutSizeFitting(…)`: a view laid out to learn its size, not shown.
    private static func measuredViews(in method: Method, source: SourceText) -> Set<String> {
        let text = source.text(in: method.range)
        var names = Set<String>()
        var rest = text[...]
        while let call = rest.range(of: ".systemLayoutSizeFitting(") {
            let name = rest[..<call.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name.reversed())) }
            rest = rest[call.upperBound...]
        }
        return names
    }

    /// Views the member makes and removes from the hierarchy again, in a completion handler or later in its body;
    /// and views it adds and then removes in a completion handler (iosched-ios bbdb210's bottom sheet adds its
    /// dimming overlay and removes it once the sheet has closed). Not a view it takes out and adds elsewhere
    /// (aelf-wallet-ios's table moved into a content view), nor one it adds or removes by state.
    private static func transientViews(in method: Method, source: SourceText) -> Set<String> {
        var made = Set<String>()
        var added = Set<String>()
        var removed = Set<String>()
        var removedLater = Set<String>()
        for statement in method.statements {
            switch statement.action {
            case .declaration(let names, _): made.formUnion(names)
            case .call(let root, "removeFromSuperview", true, _):
                removed.insert(root)
                if statement.isInClosure, added.contains(root) { removedLater.insert(root) }
            case .call(_, "addSubview", true, _):
                let text = source.text(in: statement.range)
                guard let open = text.range(of: "addSubview(") else { continue }
                var argument = text[open.upperBound...]
                if argument.hasPrefix("self.") { argument = argument.dropFirst("self.".count) }
                let name = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, argument.dropFirst(name.count).hasPrefix(")"), !removed.contains(String(name)) {
                    added.insert(String(name))
                }
            default: break
            }
        }
        return made.intersection(removed).union(removedLater)
    }
}

/// A controller whose only layout puts one view of the project's own class in its view and pins its four edges
/// there: the same as `loadView() { view = contentView }`, with the screen's layout already in that view's class.
enum ContentViewPinning {
    private static let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]

    static func isAll(_ statements: [Statement], of layout: TypeLayout, in model: FileModel) -> Bool {
        let entries = layout.entries.filter { entry in statements.contains { $0.range.contains(entry.constraint.range) }
        }
        var equations: [ConstraintEquation] = []
        for entry in entries {
            guard let its = entry.equations else { return false }
            equations += its
        }
        guard let view = equations.first?.firstItem, view != "self", !view.contains("."),
            equations.allSatisfy({ pinsEdge($0, of: view) }),
            Set(equations.map { $0.firstAttribute.directionalReplacement ?? $0.firstAttribute.name }).count == 4,
            let typeName = model.declaredTypeNames(of: [view])[view].flatMap({ $0.count == 1 ? $0.first : nil }),
            model.index.isProjectClass(typeName)
        else { return false }
        // Each statement makes some of those constraints or adds the view to the controller's.
        return statements.allSatisfy { statement in
            if entries.contains(where: { statement.range.contains($0.constraint.range) }) { return true }
            guard case .call(let root, "addSubview", _, _) = statement.action else { return false }
            return (root == "view" || root == "self")
                && model.source.text(in: statement.range).hasSuffix("addSubview(\(view))")
        }
    }

    /// `view.edge == controller's view.edge` (or its safe area), nothing added.
    private static func pinsEdge(_ equation: ConstraintEquation, of view: String) -> Bool {
        guard equation.firstItem == view, equation.relation == .equal, edges.contains(equation.firstAttribute.name),
            equation.secondAttribute == equation.firstAttribute, equation.constant == .zero,
            equation.multiplier == .one, let second = equation.secondItem
        else { return false }
        return ["view", "view.safeAreaLayoutGuide", "self.view", ConstraintEquation.superview(of: view)].contains(
            second)
    }
}
