/// `repeated_activation`: a function that runs many times makes and activates constraints it does not
/// keep, without removing the ones its last run made (docs/layout-verification.md). Every run adds another copy; the
/// copies conflict as soon as their constants differ.
public struct RepeatedActivationRule: Rule {
    public static let description = RuleDescription(
        id: "repeated_activation",
        name: "Repeated activation",
        summary: "A function that runs many times (layoutSubviews, a data-binding function, a property observer) "
            + "activates new constraints on every run without removing the old ones.",
        isFixable: false,
        needles: Needle.constraints)

    public init(options: [String: RuleOptionValue]) {}

    /// UIKit's methods that run again and again in a view's or controller's life.
    private static let recurringMethods = LifecycleHooks.layoutPass.union(LifecycleHooks.environmentChange)
        .union(LifecycleHooks.hierarchyMove).union(LifecycleHooks.appearance).union(LifecycleHooks.reuse)

    /// UIKit's methods that run each time a controller appears.
    private static let appearanceMethods = LifecycleHooks.appearance

    /// UIKit's methods that show another controller over or instead of this one.
    private static let navigationMethods: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "performSegue", "setViewControllers",
    ]

    /// UIKit's methods that run when the view joins a superview or window.
    private static let hierarchyMethods: Set<String> = ["didMoveToSuperview", "didMoveToWindow"]

    /// `superview`, `self.superview`, or a local bound to it (`if let parent = superview`: the model names it `superview`).
    private static func isSuperview(_ item: String) -> Bool {
        let name = item.split(separator: "@").first.map(String.init) ?? item
        return name == ConstraintEquation.superview(of: "self") || name.hasSuffix(".superview")
    }

    public func violations(in model: FileModel) -> [Violation] {
        zip(model.viewTypes, model.typeLayouts).filter { !$1.entries.isEmpty }.flatMap { type, layout in
            violations(in: layout, type: type, model: model)
        }
    }

    private func violations(in layout: TypeLayout, type: ViewType, model: FileModel) -> [Violation] {
        let recurring = recurringMembers(of: type, layout: layout, index: model.index)
        guard !recurring.all.isEmpty else { return [] }
        let prepareForReuse =
            recurring.onReuse.isEmpty
            ? nil
            : type.members.first { $0.kind == .function && $0.name == "prepareForReuse" && $0.labels.isEmpty }
        var violations: [Violation] = []
        for member in type.members where recurring.all.contains(member.range.start) {
            var made = layout.entries.filter { entry in
                let creation = entry.constraint.creation
                guard creation.member == member.range.start, creation.storedName == nil, !creation.isReturned,
                    creation.activation == .activated || creation.activation == .snapKitMake,
                    let first = entry.equations?.first
                else { return false }
                // A view made in the function is a new one on every run: its constraints do not pile up;
                // nor do those of a property's new view in its own observer, or in what only that observer
                // calls (TeamSparker Spark-iOS's `sparkButton`, laid out anew by `setLayout()`); nor, when the view moves to
                // a superview, those that tie it to the superview: UIKit took the old ones away with the
                // old superview (siskin-im's title views).
                return !first.firstItem.contains("@") && recurring.ownObserver[member.range.start] != first.firstItem
                    && !(recurring.onlyOnHierarchyChange.contains(member.range.start)
                        && (Self.isSuperview(first.firstItem) || first.secondItem.map(Self.isSuperview) == true))
                    && !isMovedIntoNewView(first, in: member, type: type)
                    && (!recurring.onlyFromObservers.contains(member.range.start)
                        || takesObservedValue(
                            entry.constraint.range, in: member, observed: recurring.observedNames, source: model.source))
            }.sorted { $0.constraint.range < $1.constraint.range }
            // Most functions that run many times make no constraint: the call graph is not searched for them.
            guard !made.isEmpty else { continue }
            // The function and what calls it; and a helper they call, or one that helper calls, that takes
            // the view out of the hierarchy (epoxy-ios a2b0450's `removeViewControllerIfNeeded()` before
            // adding it again; SOPT-iOS b08a638's setter calls `prepareForReuse()`, which calls the helper
            // that removes every subview). A helper that remakes the view's constraints does not count: it
            // may be another branch's (wakmusic-iOS 80638f6's `sameAsBefore()` next to `higherThanBefore(ranking:)`).
            let runs = [member.range.start] + callers(of: member, in: type, calls: layout.calls)
            let runNames = Set(runs.dropFirst().compactMap { layout.member(at: $0)?.name })
            let helpers = layout.calls.reachable(from: runs.flatMap { layout.calls.callees(of: $0) })
            // A cell's `prepareForReuse()` runs before each reuse binds it again: what it removes is gone
            // before the binding makes it again (iOS01-Booster's `FeedCell` removes its empty view; lumenshine's
            // cells remove every subview of the container their `wallet` observer fills). A view's constraints
            // to itself alone (a width) stay with it (Chatty-iOS-App's profile image, 44 points square).
            if recurring.onReuse.contains(member.range.start) {
                // SnapKit's `removeConstraints()` there takes every constraint the view made, its size too (Amor
                // 064ffbf's chat cells clear their image views' before each binding sets a height again).
                if let own = prepareForReuse {
                    made = made.filter { !Self.removesOwnConstraints(of: $0, in: own.range.start, model: model) }
                }
                if removesOnReuse(made, prepareForReuse: prepareForReuse, type: type, layout: layout, model: model) {
                    made = made.filter(\.isOwnSize)
                }
            }
            guard !made.isEmpty,
                !runs.contains(where: { removesFirst(made, in: $0, layout: layout, model: model) }),
                !helpers.contains(where: {
                    removesFirst(made, in: $0, layout: layout, model: model, countsRemakes: false)
                }),
                // Guarded itself, or called from behind a caller's guard (Glia ios-sdk-widgets d4faba8's
                // `updateConstraints()` runs `defineLayout()` once behind `isDefineLayoutNeeded`).
                !isGuardedToRunOnce(
                    member, type: type, source: model.source, guardingNames: Self.constraintsChanged(in: member, layout)
                ),
                // The guard may stand further up: `didMoveToWindow()` runs `activateConstraints()` once, which calls
                // the function (TUIKit_iOS 0677b87's `SGSeatView`).
                !runs.dropFirst().contains(where: { start in
                    guard let caller = layout.member(at: start) else { return false }
                    return caller.selfCalls.contains { call in
                        (call.name == member.name || runNames.contains(call.name))
                            && isGuardedToRunOnce(
                                caller, type: type, source: model.source, before: call.start,
                                guardingNames: Self.propertiesSetOnly(by: member, in: type))
                    }
                })
            else { continue }
            // What ties a view inside a container that the run adds, and the type takes out again, to a view
            // outside it leaves with the container.
            let containers = removedContainers(addedIn: member, type: type, model: model)
            let staying = made.filter { entry in
                entry.equations?.first.map { !leavesAny(containers, $0, layout: layout) } ?? false
            }
            guard let first = staying.first, let equation = first.equations?.first else { continue }
            let view = ConstraintEquation.displayName(equation.firstItem)
            // `make.edges` is one entry and four constraints.
            let count = staying.reduce(0) { $0 + ($1.equations?.count ?? 1) }
            violations.append(
                Violation(
                    range: first.constraint.range,
                    message:
                        "`\(member.displayName)` runs many times and activates `\(equation.text(relativeTo: equation.firstItem))` "
                        + "on `\(view)`" + (count > 1 ? " (and \(count - 1) more)" : "")
                        + " on every run without removing the previous ones; keep the constraint and change it, "
                        + "or remove the old ones first"))
        }
        return violations
    }

    /// A constraint between two views, one of which the run moves into a container it makes: moving the
    /// view took its constraints to other views away (TwoToo_iOS's `applyDimming`, which adds the time
    /// label to a new dimming view on every call; fearless-iOS ad14f47's containers made per call). Its
    /// constraints to itself alone (a width) stay with it.
    private func isMovedIntoNewView(_ equation: ConstraintEquation, in member: MemberSummary, type: ViewType) -> Bool {
        guard let second = equation.secondItem else { return false }
        let locals = Set(
            member.statements.flatMap { statement -> [String] in
                if case .declaration(let names, _) = statement.action { return names }
                return []
            })
        let moved = Set(
            type.hierarchyAdditions.filter { addition in
                member.range.contains(addition.callRange) && locals.contains(addition.parentName)
            }.map(\.viewName))
        return [equation.firstItem, second].contains { moved.contains(ConstraintEquation.displayName($0)) }
    }

    /// The views the run adds to the hierarchy that the type's code takes out again elsewhere (a loading
    /// overlay added on each appearance and removed when the load completes: NADA-iOS's group screen).
    private func removedContainers(addedIn member: MemberSummary, type: ViewType, model: FileModel) -> [String] {
        let removed = Set(model.constraintFlow.removals.filter { !$0.isOwnOnly }.map(\.item))
        return type.hierarchyAdditions.filter { addition in
            member.range.contains(addition.callRange) && [.addSubview, .insertSubview].contains(addition.method)
                && removed.contains(addition.viewName)
        }.map(\.viewName)
    }

    /// Whether the constraint ties a view inside one of `containers` to one outside it: UIKit takes such
    /// constraints away with the container.
    private func leavesAny(_ containers: [String], _ equation: ConstraintEquation, layout: TypeLayout) -> Bool {
        guard let second = equation.secondItem, !containers.isEmpty else { return false }
        func isInside(_ item: String, _ container: String) -> Bool {
            var current: String? = ConstraintEquation.displayName(item)
            var seen = Set<String>()
            while let view = current, seen.insert(view).inserted {
                if view == container { return true }
                current = layout.superviews[view]
            }
            return false
        }
        return containers.contains { isInside(equation.firstItem, $0) != isInside(second, $0) }
    }

    /// The members that run many times, and why.
    private struct RecurringMembers {
        /// UIKit's recurring methods, data-binding functions, property observers and setters, and what they call.
        var all: Set<Int>
        /// Those that run only when the view moves to a superview or window (from `didMoveToSuperview`,
        /// directly or through helpers).
        var onlyOnHierarchyChange: Set<Int>
        /// Those that run only from the property observers of a view that is not reused, and not on set-up.
        var onlyFromObservers: Set<Int>
        /// Those that run when a reusable view is bound again: from its data-binding functions and observers.
        var onReuse: Set<Int>
        /// The properties whose observers run.
        var observedNames: Set<String>
        /// Those that run only from one property's observer, with that property's name.
        var ownObserver: [Int: String]
    }

    private func recurringMembers(of type: ViewType, layout: TypeLayout, index: ProjectIndex) -> RecurringMembers {
        // A function that only the set-up path calls, through its branches too, runs once per view as
        // far as uilint can see, whatever its name says: that another file calls it again is unknown
        // (trust-wallet-ios b673b97's `Button.apply(size:style:)`, called from `init` only; Boolti's
        // navigation bar calls `configureBackButtonWithTitleUI(_:)` from a `switch` in `init`, and from
        // `configureProfileUI(_:)`, which only that `switch` calls).
        let runsOnce = layout.calls.calledOnlyFrom(layout.setUpMembers)
        let setUpCallees = Set(runsOnce.flatMap { layout.calls.callees(of: $0) })
        // A data-binding function called by another one recurs when that one does, which is decided for it
        // (iOS09-BBus's tag view: `configure(busIcon:…)` calls `configureTagImage(isLowFloor:)` once per new view).
        let bindingStarts = Set(type.methods.filter { $0.role == .dataBinding }.map(\.range.start))
        // After set-up, what calls the type's functions is unknown (green_ios's `DropAlert().error(message:)`,
        // a new alert each time; ios-poland-s's `fillWith(items:)`, once per controller), unless UIKit or another
        // object calls them back: an action (KOIN_iOS's text field's `editingChanged`), a delegate's method
        // (trust-wallet-ios's `didEdit(configuration:in:)` reloading the view), a property's observer.
        let calledBack = layout.calls.reachable(
            from: type.members.filter { $0.isCalledBack || ($0.hasObservers && !$0.isOutlet) }.map(\.range.start))
        let otherCallees = Set(
            calledBack.filter { !runsOnce.contains($0) && !bindingStarts.contains($0) }
                .flatMap { layout.calls.callees(of: $0) })
        // A data-binding function runs again on every reuse of a cell or a reusable view; on another view
        // or a controller it may run once, right after the view is made, as far as uilint can see from
        // here (iOS09-BBus cbbc6e3's tag view, iOS07-Soulmate a651d7c's navigation view): only the type's
        // own code after set-up (a callback, a reload: tinode ios's `onMetaDesc`), its recurring methods and
        // its observers say that it runs again.
        let isReusable = Self.isReusable(type, index: index)
        let bindings = type.methods.filter { method in
            guard method.role == .dataBinding else { return false }
            let start = method.range.start
            return otherCallees.contains(start) || (isReusable && !setUpCallees.contains(start))
        }.map(\.range.start)
        // Loading the nib sets an outlet once (micro-money wallet-ios's fee cell fills its place views there).
        let observers = type.members.filter { $0.kind == .property && $0.hasObservers && !$0.isOutlet }
        // A view moves to a superview once, unless it is a cell, which a collection or table view takes out and
        // puts back (WSS-iOS's main button and mapbox-maps-ios's scale bar are added once; iOS10-DevFriends'
        // cells lay out in `didMoveToSuperview`).
        // Asked only where appearing makes constraints: it reads the whole project.
        let appearances = type.members.filter { $0.isOverride && Self.appearanceMethods.contains($0.name) }
        let makers = Set(layout.entries.compactMap(\.constraint.creation.member))
        let appearsOnce =
            !appearances.isEmpty
            && !layout.calls.reachable(from: appearances.map(\.range.start)).isDisjoint(with: makers)
            && Self.appearsOncePerInstance(type, index: index)
        let methods = type.members.filter { member in
            member.kind == .function
                && ((member.isOverride && Self.recurringMethods.contains(member.name)
                    && (isReusable || member.name != "didMoveToSuperview")
                    && !(appearsOnce && Self.appearanceMethods.contains(member.name)))
                    || bindings.contains(member.range.start))
        }
        func isHierarchyMethod(_ member: MemberSummary) -> Bool {
            member.isOverride && Self.hierarchyMethods.contains(member.name)
        }
        let fromMethods = layout.calls.reachable(from: methods.filter { !isHierarchyMethod($0) }.map(\.range.start))
        // Each observer's reach, walked once: together they are what observers run, and a member only one
        // of them reaches is that observer's own.
        let reaches = observers.map { layout.calls.reachable(from: [$0.range.start]) }
        let fromObservers = reaches.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let fromHierarchy = layout.calls.reachable(from: methods.filter(isHierarchyMethod).map(\.range.start))
        let fromOthers = fromMethods.union(fromObservers)
        var observersReaching: [Int: Int] = [:]
        for reach in reaches { for start in reach { observersReaching[start, default: 0] += 1 } }
        let fromOtherRuns = fromMethods.union(fromHierarchy)
        var ownObserver: [Int: String] = [:]
        for (observer, reach) in zip(observers, reaches) {
            for start in reach where observersReaching[start] == 1 && !fromOtherRuns.contains(start) {
                ownObserver[start] = observer.name
            }
        }
        return RecurringMembers(
            all: fromOthers.union(fromHierarchy),
            onlyOnHierarchyChange: fromHierarchy.subtracting(fromOthers),
            // What set-up runs too has made its constraints before the first assignment adds a copy (threema-ios's
            // `SetupButton` runs `setup()` from `init` and from four observers).
            onlyFromObservers: isReusable
                ? []
                : fromObservers.subtracting(fromMethods).subtracting(fromHierarchy)
                    .subtracting(layout.calls.reachable(from: layout.setUpMembers)),
            onReuse: isReusable ? layout.calls.reachable(from: bindings + observers.map(\.range.start)) : [],
            observedNames: Set(observers.map(\.name)),
            ownObserver: ownObserver)
    }

    /// A controller that sets its own `modalPresentationStyle` or dismisses itself is presented, and one that
    /// shows nothing over itself, that no property keeps and no class inherits, appears once per instance: its
    /// `viewWillAppear` and `viewDidAppear` run once (dnd-6th-2-iOS's bottom sheet and TeamSparker Spark-iOS's action
    /// sheet, made anew for each presentation).
    private static func appearsOncePerInstance(_ type: ViewType, index: ProjectIndex) -> Bool {
        guard type.isController else { return false }
        let statements = type.members.flatMap(\.statements)
        let isPresented = statements.contains { statement in
            switch statement.action {
            case .assignment("self", "modalPresentationStyle", _), .call("self", "dismiss", _, _): return true
            default: return false
            }
        }
        guard isPresented else { return false }
        let showsOthers = statements.contains { statement in
            if case .call(_, let method, _, _) = statement.action { return navigationMethods.contains(method) }
            return false
        }
        return !showsOthers && !index.isKeptOrInherited(type.name)
    }

    /// Whether a constraint that an observer's run makes takes the value that changed: the property, its
    /// `newValue` or `oldValue`, or a parameter of the function that makes it. An observer of a view that is
    /// not reused runs on each assignment, and other files may assign once: copies that take the same values
    /// are equal, and UIKit satisfies them all (Maddori's `teamList` observer adds the same empty view's
    /// constraints); copies that take the new value conflict on the second assignment (kanvas-ios 8487f3d).
    private func takesObservedValue(
        _ constraint: ByteRange, in member: MemberSummary, observed: Set<String>,
        source: SourceText
    ) -> Bool {
        let values = observed.union(["newValue", "oldValue"]).union(member.parameterNames)
        return member.statements.contains { statement in
            statement.range.contains(constraint)
                && !statement.referencedNames(inside: constraint, in: source).isDisjoint(with: values)
        }
    }

    /// UIKit's reusable views, classes named as cells whose base class is a dependency's, and views that
    /// declare a `prepareForReuse()` of their own for the cell that holds them (mammoth f642836's link preview).
    private static func isReusable(_ type: ViewType, index: ProjectIndex) -> Bool {
        let reusable: Set<String> = [
            "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        ]
        if type.members.contains(where: { $0.kind == .function && $0.name == "prepareForReuse" }) { return true }
        if let uiKitClass = index.uiKitClass(above: type.name) { return reusable.contains(uiKitClass) }
        return type.name.hasSuffix("Cell")
    }

    /// The members that call `member`, directly or through others: one of them may remove the old
    /// constraints before calling it (`bind` removes, then `bindIcon` makes).
    private func callers(of member: MemberSummary, in type: ViewType, calls: CallGraph) -> [Int] {
        var found: [Int] = []
        var called: Set<Int> = [member.range.start]
        var changed = true
        while changed {
            changed = false
            for other in type.members.map(\.range.start) where !called.contains(other) {
                if calls.callees(of: other).contains(where: called.contains) {
                    found.append(other)
                    called.insert(other)
                    changed = true
                }
            }
        }
        return found
    }

    /// Whether the function takes the old constraints away first: it removes the view's constraints
    /// (`removeFromSuperview`, `remakeConstraints`, `deactivate(view.constraints)`), or deactivates any.
    private func removesFirst(
        _ made: [TypeLayout.Entry], in member: Int, layout: TypeLayout, model: FileModel,
        countsRemakes: Bool = true
    ) -> Bool {
        let inMember = countsRemakes && layout.flow.contains { $0.place.member == member && $0.kind == .deactivate }
        let items = Set(made.compactMap { $0.equations?.first?.firstItem })
        // A view taken out of the hierarchy takes along every constraint that names it, another view's too
        // (ithaca-transit-ios 0870f07's `RouteTableViewCell` pins its live view to a route diagram that
        // `prepareForReuse()` removes).
        let otherItems = Set(made.compactMap { $0.equations?.first?.secondItem })
        let removes = model.constraintFlow.removals.contains { removal in
            removal.place.member == member && (countsRemakes || !removal.isOwnOnly)
                && (items.contains(removal.item) || removal.item == "self" || removal.item == ConstraintRemoval.anyView
                    || (!removal.isOwnOnly && !removal.isReplacement && otherItems.contains(removal.item)))
        }
        return inMember || removes
    }

    /// Whether `member` takes away, with SnapKit's `removeConstraints()` or `remakeConstraints`, the constraints the
    /// entry's view made: those whose first item it is.
    private static func removesOwnConstraints(of entry: TypeLayout.Entry, in member: Int, model: FileModel) -> Bool {
        guard let item = entry.equations?.first?.firstItem else { return false }
        return model.constraintFlow.removals.contains { removal in
            removal.place.member == member && removal.isOwnOnly
                && (removal.item == item || removal.item == ConstraintRemoval.anyView)
        }
    }

    /// Whether reuse takes the views of the constraints away: the type's `prepareForReuse()` removes them, or
    /// calls the project's helper that removes every subview of the content view or the cell (Chatty-iOS-App's
    /// `contentView.removeAllSubviews()`), or a project class above the type removes them in its own.
    private func removesOnReuse(
        _ made: [TypeLayout.Entry], prepareForReuse: MemberSummary?, type: ViewType, layout: TypeLayout,
        model: FileModel
    ) -> Bool {
        if let own = prepareForReuse {
            if removesFirst(made, in: own.range.start, layout: layout, model: model, countsRemakes: false) {
                return true
            }
            let clearsContainer = own.statements.contains { statement in
                guard case .call(let root, let method, _, _) = statement.action,
                    ["", "self", "contentView"].contains(root)
                else { return false }
                return model.index.removesReceiversSubviews(method)
            }
            if clearsContainer { return true }
        }
        let removed = model.index.viewsRemovedBySuperclasses(in: "prepareForReuse", above: type.name)
        let items = Set(made.compactMap { $0.equations?.first?.firstItem })
        return !removed.isDisjoint(with: items.union(["self", ConstraintRemoval.anyView]))
    }

    /// `guard !didSetUpConstraints else { return }`, `if constraints.isEmpty { … }`: a test of a name the
    /// function itself sets, which makes its work happen once; or of a view it adds to the hierarchy
    /// (`guard !spinner.isDescendant(of: self)`, `guard child.parent == nil` before `addChild(child)`:
    /// MixinNetwork ios-app 2c62c53).
    /// `before`: a caller's call there; only a name set before it, or in the block that holds it, counts
    /// (mobalmobal's `updateViewConstraints()` sets `setLayoutFlag` after the call; edx-app-ios d5afd05
    /// clears `didRotate` in the other branch, which does not make the call run once).
    /// `guardingNames`: names that a test of makes the work happen once, besides those set before it: a flag the
    /// called function sets itself (the discounts-IOSApp review cell's `if !isSetUp { setupUI() }`, where
    /// `setupUI()` sets `isSetUp`), or a constraint the function changes rather than makes again.
    private func isGuardedToRunOnce(
        _ member: MemberSummary, type: ViewType, source: SourceText, before: Int? = nil, guardingNames: Set<String> = []
    ) -> Bool {
        let callBlock = before.flatMap { call in
            member.statements.last { $0.range.start <= call && call < $0.range.end }?.blockStart
        }
        var assigned = guardingNames
        var assignedPaths = Set<String>()
        for statement in member.statements
        where before.map({ statement.range.start < $0 }) ?? true
            || statement.blockStart == callBlock
        {
            guard case .assignment(let root, let name, _) = statement.action else { continue }
            if root == "self" {
                assigned.insert(name)
            } else if before == nil, let target = source.text(in: statement.range).split(separator: "=").first {
                // `view.frame.size = parent.size` under `if view.frame.width < parent.width`: iGap-iOS's withdraw
                // screens lay out in `viewWillLayoutSubviews()` until their frame fills the parent, then never again.
                // Only the function's own condition counts: a caller that shows a field when it is hidden
                // (Hound-iOS-App's custom action name) flips it back and forth.
                let path = Self.propertyPath(target).prefix(2)
                if path.count == 2 { assignedPaths.insert(path.joined(separator: ".")) }
            }
        }
        for addition in type.hierarchyAdditions
        where member.range.start <= addition.callRange.start
            && addition.callRange.end <= (before ?? member.range.end)
        {
            assigned.insert(String(addition.viewName.prefix { $0 != "." }))
            // `if subviews.isEmpty { addSubview(…) … }` runs its body once (HMOA_iOS's `PhotoCell`).
            assigned.insert(addition.method == .addArrangedSubview ? "arrangedSubviews" : "subviews")
        }
        return member.statements.contains { statement in
            let text = source.text(in: statement.range)
            guard text.hasPrefix("if ") || text.hasPrefix("guard ") || text.hasPrefix("if("),
                let brace = text.utf8.firstIndex(of: UInt8(ascii: "{"))
            else { return false }
            // A caller's guard must stand before its call, or hold it in its body. An `if` that only returns is a
            // guard (TUIKit_iOS 0677b87's views: `if isViewReady { return }` in `didMoveToWindow()`).
            let body = text.utf8[text.utf8.index(after: brace)...].filter { $0 > 0x20 }
            let exitsEarly = text.hasPrefix("guard ") || body.elementsEqual("return}".utf8)
            if let call = before,
                exitsEarly
                    ? statement.range.end > call
                    : !(statement.range.start < call && call < statement.range.end)
            {
                return false
            }
            let conditionEnd = statement.range.start + text.utf8.distance(from: text.utf8.startIndex, to: brace)
            if !statement.referencedNames(before: conditionEnd, in: source).isDisjoint(with: assigned) { return true }
            guard !assignedPaths.isEmpty else { return false }
            let condition = text[..<brace]
            var tested = Set<String>()
            for word in condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || "_.?!".contains($0)) }) {
                let path = Self.propertyPath(word)
                for length in 2...max(2, path.count) where length <= path.count {
                    tested.insert(path.prefix(length).joined(separator: "."))
                }
            }
            return !tested.isDisjoint(with: assignedPaths)
        }
    }

    /// The constraints whose constant the function changes by name: a branch that makes a new one when the test of
    /// such a name fails keeps the old one otherwise (Olcha_Eco_System_Ios's table changes `nsHeightConstraint`, and
    /// makes a height only while it finds none).
    private static func constraintsChanged(in member: MemberSummary, _ layout: TypeLayout) -> Set<String> {
        Set(
            layout.flow.compactMap { event in
                guard event.place.member == member.range.start, case .setConstant = event.kind else { return nil }
                return String(event.name.split(separator: ".").first ?? "")
            })
    }

    /// The type's own properties the function assigns (`isSetUp = true`) and no other member does: a flag that
    /// another function clears again (an `isExpanded` that `collapse()` resets) does not make it run once.
    private static func propertiesSetOnly(by member: MemberSummary, in type: ViewType) -> Set<String> {
        func assigned(by other: MemberSummary) -> Set<String> {
            Set(
                other.statements.compactMap { statement in
                    if case .assignment("self", let name, _) = statement.action { return name }
                    return nil
                })
        }
        let elsewhere = type.members.filter { $0.range != member.range }.map(assigned).reduce(into: Set<String>()) {
            $0.formUnion($1)
        }
        return assigned(by: member).subtracting(elsewhere)
    }

    /// `self.view?.frame.size ` → `["view", "frame", "size"]`: a property chain without `self`, optional marks
    /// and spaces.
    private static func propertyPath(_ text: Substring) -> [Substring] {
        let parts = text.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }.split(separator: ".")
        return Array(parts.first == "self" ? parts.dropFirst() : parts[...])
    }
}

extension MemberSummary {
    /// `configure(with:)`, `layoutSubviews()`, a property's name.
    var displayName: String {
        switch kind {
        case .property: return name
        default: return "\(name)(\(labels.map { "\($0):" }.joined()))"
        }
    }
}
