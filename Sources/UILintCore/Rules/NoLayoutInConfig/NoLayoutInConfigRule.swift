/// `no_layout_in_config`: configuration and layout stay apart.
public struct NoLayoutInConfigRule: Rule {
    public static let description = RuleDescription(
        id: "no_layout_in_config",
        name: "No layout in configuration",
        summary:
            "No layout in subview initializer closures or data-binding functions, and no configuration of a subview after its layout in setup functions.",
        isFixable: true,
        options: [
            allowTranslatesAutoresizing
        ],
        needles: [.viewType(with: [.setupFunction, .dataBindingFunction, .initializerClosure])])

    private static let allowTranslatesAutoresizing = RuleOption.boolean(
        "allow_translates_autoresizing", default: true,
        summary: "Allow `translatesAutoresizingMaskIntoConstraints = false` in initializer closures.")

    private let allowsAutoresizingFlag: Bool

    public init(options: [String: RuleOptionValue]) throws {
        allowsAutoresizingFlag = try Self.allowTranslatesAutoresizing.boolean(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType -> [Violation] in
            var violations: [Violation] = []
            for subview in viewType.subviews {
                violations += initializerLayout(of: subview, in: viewType, source: model.source)
            }
            // A set-up function that also runs again to render state (from a property observer, a trait hook, an
            // action) is a refresh: its order is not a set-up's (documents-app-ios b439d89's `setupInitialsLabel()`,
            // run again by `titleInitials`' `didSet`). Worked out only for a function with a finding: few have one.
            var refreshes: Set<String>?
            for method in viewType.methods {
                switch method.role {
                case .dataBinding where !Self.runsOnlyOnSetUp(method, in: viewType, source: model.source):
                    if let violation = layoutInDataBinding(method, in: viewType, model: model) {
                        violations.append(violation)
                    }
                case .setup:
                    if let violation = configurationAfterLayout(in: method, of: viewType, model: model) {
                        refreshes = refreshes ?? viewType.refreshFunctionNames
                        if refreshes?.contains(method.name) == false { violations.append(violation) }
                    }
                case .dataBinding, .other:
                    break
                }
            }
            return violations
        }
    }

    /// (a): layout in a subview's initializer closure. Sizing by frame a view that the type never
    /// constrains (a table header) is how such a view is made, not layout code out of place.
    private func initializerLayout(of subview: Subview, in viewType: ViewType, source: SourceText) -> [Violation] {
        let closure = subview.initializerClosure ?? []
        let sizedNonViews = closure.filter { Self.sizesNonView($0, in: closure) }.map(\.range)
        let layout = closure.innermost {
            $0.isLayout && !(allowsAutoresizingFlag && $0.onlyDisablesAutoresizingMask)
                && !(Self.sizesItsOwnView($0, in: closure)
                    && !Self.usesAutoLayout(subview.name, in: viewType, source: source))
                && !Self.onlySizesNonViews($0, sizedNonViews: sizedNonViews, in: closure)
        }
        return layout.map { statement in
            Violation(
                range: statement.range,
                message: "`\(subview.name)`'s initializer closure \(describe(statement)); "
                    + "keep it to configuration and lay the view out in a setup function")
        }
    }

    /// Whether a layout statement adds, constrains or sizes `subview`: not one that only reads it
    /// (`tableView.frame.width` to size a header) or adds a view to it.
    private static func laysOut(_ subview: String, in statement: Statement, of viewType: ViewType, model: FileModel)
        -> Bool
    {
        let holds = { (range: ByteRange) in statement.range.start <= range.start && range.end <= statement.range.end }
        if case .assignment(subview, let member, _) = statement.action, ["frame", "bounds", "center"].contains(member) {
            return true
        }
        return viewType.hierarchyAdditions.contains { $0.viewName == subview && holds($0.callRange) }
            || model.constraints.contains { $0.item == subview && holds($0.range) }
    }

    /// Whether the type constrains the view, or puts it in a stack view (`addArrangedSubview`,
    /// `UIStackView(arrangedSubviews: [...])`), which lays it out with Auto Layout.
    private static func usesAutoLayout(_ name: String, in viewType: ViewType, source: SourceText) -> Bool {
        viewType.constrainedItems.contains(name) || viewType.snapKitItems.contains(name)
            || viewType.hierarchyAdditions.contains { $0.viewName == name && $0.method == .addArrangedSubview }
            || viewType.allStatements.contains { statement in
                statement.referencedNames(in: source).contains(name)
                    && source.text(in: statement.range).contains("arrangedSubviews:")
            }
    }

    /// Whether all the statement's layout is the sizing of non-views: itself, or every layout statement it holds
    /// (an `if let image` around the attachment).
    private static func onlySizesNonViews(_ statement: Statement, sizedNonViews: [ByteRange], in closure: [Statement])
        -> Bool
    {
        guard !sizedNonViews.isEmpty, statement.layoutOperations == [.setsGeometry] else { return false }
        if sizedNonViews.contains(statement.range) { return true }
        let held = closure.filter { $0.isLayout && $0.range != statement.range && statement.range.contains($0.range) }
        return !held.isEmpty && held.allSatisfy { inner in sizedNonViews.contains { $0.contains(inner.range) } }
    }

    /// `imageAttachment.bounds = …` on a local the closure makes of a type that is no view (an `NSTextAttachment`, a
    /// gradient layer): drawing, not layout (TUIKit_iOS 0677b87's history button label).
    private static func sizesNonView(_ statement: Statement, in closure: [Statement]) -> Bool {
        guard statement.layoutOperations == [.setsGeometry], case .assignment(let root, _, _) = statement.action else {
            return false
        }
        return closure.contains { declaration in
            guard case .declaration(let names, let typeName?) = declaration.action, names.contains(root) else {
                return false
            }
            return !Subview.isViewTypeName(typeName) && UIKitAppearance.superclasses[typeName] == nil
        }
    }

    /// `view.frame = …` on the view the closure makes, not on another one.
    private static func sizesItsOwnView(_ statement: Statement, in closure: [Statement]) -> Bool {
        guard statement.layoutOperations == [.setsGeometry], case .assignment(let root, _, _) = statement.action else {
            return false
        }
        return closure.contains { declaration in
            if case .declaration(let names, _) = declaration.action { return names.contains(root) }
            return false
        }
    }

    /// (b): once per data-binding function, on its first statement that creates constraints or changes
    /// the hierarchy. Updating stored constraints, frames, layout passes and one arranged subview per
    /// item of a loop are what binding data to a laid-out view takes.
    private func layoutInDataBinding(_ method: Method, in viewType: ViewType, model: FileModel) -> Violation? {
        let source = model.source
        // Innermost first, then out of closures: a statement whose layout is all in a closure it
        // passes (`items.forEach { stack.addArrangedSubview($0) }`) does none itself.
        let storedLocals = Self.localsStoredInProperties(method.statements, source: source)
        let removed = Self.removedViews(method.statements)
        var bindsOneItem: Bool?
        let bindsOneItemOfLoops = {
            if let bindsOneItem { return bindsOneItem }
            let answer = Self.bindsOneItemOfLoops(method, in: viewType, source: source)
            bindsOneItem = answer
            return answer
        }
        // (An `if` holding only an update is no layout either: innermost first, then the exemptions.)
        let layout = method.statements.innermost { statement in
            statement.layoutOperations.contains {
                $0 == .createsConstraint || $0 == .changesHierarchy || $0 == .usesSnapKit
            }
        }.filter { statement in
            !statement.isInClosure && !statement.updatesSnapKitConstraints
                && !Self.replacesStoredConstraint(
                    statement, storedLocals: storedLocals, constraints: model.layoutConstraints)
                && !(statement.layoutOperations.contains(.changesHierarchy)
                    && (statement.isInLoop(among: method.statements, source: source) || bindsOneItemOfLoops()))
                && !statement.actsOnViewMadeInItsLoop(among: method.statements, source: source)
                && !Self.removesOrRestacks(statement, in: method, removed: removed, viewType: viewType, source: source)
        }.sorted { $0.range.start < $1.range.start }
        guard let first = layout.first else { return nil }
        let others = layout.count - 1
        let more = others == 0 ? "" : " (and \(others) more layout statement\(others == 1 ? "" : "s"))"
        return Violation(
            range: first.range,
            message: "data-binding function `\(method.name)` \(describe(first))\(more); "
                + "set the layout up once in a setup function and only bind data here")
    }

    /// A private function that only the type's set-up calls (an initializer, `viewDidLoad`) builds the view one way
    /// or another once, whatever its name and parameters: TiTi_iOS 559cb67's `TargetTimeView` is made by a
    /// convenience initializer that calls `configure(text:)`. Issue 28, item 2: set-up by structure.
    private static func runsOnlyOnSetUp(_ method: Method, in viewType: ViewType, source: SourceText) -> Bool {
        guard isFilePrivate(method, in: viewType, source: source) else { return false }
        let callers = viewType.members.filter { caller in
            caller.selfCalls.contains { $0.name == method.name && $0.labels == method.labels }
        }
        return !callers.isEmpty && callers.allSatisfy(\.isSetUpEntry)
    }

    /// A private function that the type calls only from loops, once per item (mist-ios 77dc40a's
    /// `configureItem(_:withTitle:)`, the body of `forEach` over a bar's items): the views it adds are the loop's,
    /// one per item, as if it were written in the loop.
    private static func bindsOneItemOfLoops(_ method: Method, in viewType: ViewType, source: SourceText) -> Bool {
        guard isFilePrivate(method, in: viewType, source: source) else { return false }
        var calls = 0
        for caller in viewType.methods where caller.range != method.range {
            for statement in caller.statements {
                guard case .call("self", method.name, _, _) = statement.action else { continue }
                calls += 1
                let inForEach = caller.statements.contains { outer in
                    guard outer.depth < statement.depth, outer.range.start < statement.range.start,
                        statement.range.end <= outer.range.end, case .call(_, "forEach", _, true) = outer.action
                    else { return false }
                    return true
                }
                guard inForEach || statement.isInLoop(among: caller.statements, source: source) else { return false }
            }
        }
        // Called from outside the type's methods too (an initializer, another file): not only per item.
        let otherCallers = viewType.members.filter { caller in
            caller.kind != .function && caller.selfCalls.contains { $0.name == method.name }
        }
        return calls > 0 && otherCallers.isEmpty
    }

    /// Whether nothing outside the file can call the function: who calls it is all in sight.
    private static func isFilePrivate(_ method: Method, in viewType: ViewType, source: SourceText) -> Bool {
        viewType.members.first { $0.kind == .function && $0.range == method.range }?.isFilePrivate(in: source) ?? false
    }

    /// Views the function takes out of the hierarchy (`spinner.removeFromSuperview()`).
    private static func removedViews(_ statements: [Statement]) -> [(view: String, at: Int)] {
        statements.compactMap { statement in
            guard case .call(let root, "removeFromSuperview", true, _) = statement.action else { return nil }
            return (root, statement.range.start)
        }
    }

    /// Showing a loading indicator, or taking it out once the data is in, is a state of the screen, and
    /// putting back a view just taken out (`v.removeFromSuperview(); parent.addSubview(v)`) only brings
    /// it to the front: none builds layout. Removing a view because of the data (`if item.image == nil`) does.
    private static func removesOrRestacks(
        _ statement: Statement, in method: Method, removed: [(view: String, at: Int)],
        viewType: ViewType, source: SourceText
    ) -> Bool {
        guard case .call(let root, let called, _, _) = statement.action else { return false }
        switch called {
        case "removeFromSuperview":
            return isLoadingIndicator(root, in: viewType, method: method)
                || method.statements.contains { later in
                    later.range.start > statement.range.start && addedView(by: later, source: source) == root
                        && !isRedeclared(root, in: method, between: statement.range.start, and: later.range.start)
                }
        case "addSubview":
            guard let added = addedView(by: statement, source: source) else { return false }
            if isLoadingIndicator(added, in: viewType, method: method) { return true }
            return removed.contains { removal in
                removal.view == added && removal.at < statement.range.start
                    && !isRedeclared(added, in: method, between: removal.at, and: statement.range.start)
            }
        default:
            return false
        }
    }

    /// `parent.addSubview(x)`'s argument, as written.
    private static func addedView(by statement: Statement, source: SourceText) -> String? {
        guard case .call(_, "addSubview", _, _) = statement.action else { return nil }
        let text = source.text(in: statement.range)
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
        return text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
    }

    /// `let actionsView = …` between a removal and an addition: a new view of the same name.
    private static func isRedeclared(_ name: String, in method: Method, between start: Int, and end: Int) -> Bool {
        method.statements.contains { statement in
            guard case .declaration(let names, _) = statement.action else { return false }
            return start < statement.range.start && statement.range.start < end && names.contains(name)
        }
    }

    /// `spinner`, `loadingView`, a `UIActivityIndicatorView` (a subview or a local): shown while the
    /// data loads, a state of the screen.
    private static func isLoadingIndicator(_ name: String, in viewType: ViewType, method: Method) -> Bool {
        let localTypes = method.statements.compactMap { statement -> String? in
            guard case .declaration(let names, let typeName?) = statement.action, names.contains(name) else {
                return nil
            }
            return typeName
        }
        let words = ([name, viewType.subview(named: name)?.typeName ?? ""] + localTypes).map { $0.lowercased() }
        return words.contains { word in ["spinner", "activityindicator", "loading"].contains(where: word.contains) }
    }

    /// `heightConstraint = view.heightAnchor.constraint(…)`, or a local constraint stored so: a
    /// multiplier cannot change in place, so replacing a stored constraint is how it is updated.
    /// With SnapKit, a make that stores each constraint it makes (`topConstraint = make.top.equalTo(…).constraint`)
    /// after the old one is uninstalled (uplift-ios 488de1d's `PickupGameCell`).
    private static func replacesStoredConstraint(
        _ statement: Statement, storedLocals: Set<String>, constraints: [Constraint]
    ) -> Bool {
        switch statement.action {
        case .assignment("self", _, _): return statement.layoutOperations.contains(.createsConstraint)
        case .declaration(let names, _): return !storedLocals.isDisjoint(with: names)
        case .call(_, "makeConstraints", _, _):
            let made = constraints.filter { statement.range.contains($0.range) }
            return !made.isEmpty && made.allSatisfy { $0.creation.storedName != nil }
        default: return false
        }
    }

    /// Locals assigned to a stored property of the type (`aspectRatioConstraint = constraint`).
    private static func localsStoredInProperties(_ statements: [Statement], source: SourceText) -> Set<String> {
        Set(
            statements.compactMap { statement -> String? in
                guard case .assignment("self", _, _) = statement.action,
                    let value = source.text(in: statement.range).split(separator: "=", maxSplits: 1).last?
                        .trimmingCharacters(in: .whitespacesAndNewlines),
                    !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { return nil }
                return value
            })
    }

    private func describe(_ statement: Statement) -> String {
        statement.layoutOperations.first.map(\.phrase) ?? "lays out views"
    }

    /// (c): the first configuration of a subview after a layout statement involving that subview
    /// (adding, constraining or sizing it), looking into `if` and loop bodies but not into closures,
    /// which run at another time. "Configure A, add A, configure B, add B" is in order.
    private func configurationAfterLayout(in method: Method, of viewType: ViewType, model: FileModel) -> Violation? {
        let source = model.source
        let statements = method.statements.filter { !$0.isInClosure }.sorted { $0.range.start < $1.range.start }
        let classifier = StatementClassifier(viewType: viewType, statements: method.statements, source: model.source)
        let layout = statements.filter { $0.isLayout && !$0.onlyDisablesAutoresizingMask }
        // Which layout statements lay each subview out, worked out once per subview, not per statement.
        var layoutOf: [String: [Statement]] = [:]
        var misplaced: (statement: Statement, subview: String, firstLayout: Statement)?
        for statement in statements {
            guard case .configuration(let subview?) = classifier.role(of: statement) else { continue }
            if layoutOf[subview] == nil {
                layoutOf[subview] = layout.filter { Self.laysOut(subview, in: $0, of: viewType, model: model) }
            }
            guard let firstLayout = layoutOf[subview]?.first(where: { $0.range.end <= statement.range.start }) else {
                continue
            }
            misplaced = (statement, subview, firstLayout)
            break
        }
        guard let misplaced else { return nil }
        let configuration = source.text(in: misplaced.statement.range).prefix { !$0.isNewline }
        let topLevel = method.statements.filter(\.isTopLevel)
        // The fix moves statements of the function body only; nested ones stay for the author.
        let fix =
            misplaced.firstLayout.isTopLevel && misplaced.statement.isTopLevel
            ? topLevel.firstIndex { $0.range == misplaced.firstLayout.range }.flatMap { index in
                ConfigurationHoisting(
                    statements: topLevel, firstLayout: index, subview: misplaced.subview,
                    classifier: classifier, source: source
                ).edits()
            }
            : nil
        return Violation(
            range: misplaced.statement.range,
            message: "`\(configuration)` configures `\(misplaced.subview)` after layout code involving it in "
                + "`\(method.name)()`; configure a view first, then lay it out",
            fix: fix)
    }
}
