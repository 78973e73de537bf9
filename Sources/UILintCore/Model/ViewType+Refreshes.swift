/// Refresh functions (issue 28, item 2; docs/statements.md): what runs again to render state is no set-up,
/// whatever its name. `setup_function_grouping` does not split them, and `no_layout_in_config` does not read their
/// order as a set-up's.
extension ViewType {
    /// UIKit's hooks that run again whenever the view's look must follow its environment or state, and a
    /// controller's on every appearance (a reader judged a `configure…()` re-run from `viewWillAppear(_:)` a refresh,
    /// issue 28), and a cell's on every reuse. Not `draw(_:)` or `layoutSubviews()`: MacC-Team-DGC sets its views up from `draw(_:)`, a misplaced
    /// set-up, still a set-up.
    static let refreshHooks = LifecycleHooks.environmentChange.union(LifecycleHooks.stateChange)
        .union(LifecycleHooks.appearance).union(LifecycleHooks.reuse)

    /// Functions a refresh calls (issue 28, item 2): a property observer (JOBIS-DSM-iOS-v2's `isSelected` `didSet`
    /// calls `configureUI()`), a hook UIKit calls on every trait or tint change, or a callback of a delegate, an
    /// action or a notification (iOS-aljo's `textFieldDidBeginEditing` calls `configureState()`). Such a function
    /// renders state, whatever its name: it is run again, not set up once, and splitting it per view reads worse.
    /// So is an override of a function the project's class above calls from such a hook (xabber-ios 0b4c24f's
    /// `subscribe()`, which its base controller calls from `viewWillAppear(_:)`).
    var refreshFunctionNames: Set<String> {
        // A callback the set-up itself calls is set-up: Mattermost-iOS-Swift declares its `initialSetup()` in an
        // extension adopting its own `Setup` protocol, and calls it from `viewDidLoad`.
        // The call graph is followed only for a type that has such a callback: most have none.
        let callers = members.filter { !$0.selfCalls.isEmpty }
        // Built at most once, and only when asked.
        var builtGraph: CallGraph?
        func graph() -> CallGraph {
            if let builtGraph { return builtGraph }
            let graph = CallGraph(members: members)
            builtGraph = graph
            return graph
        }
        let setUp =
            callers.contains { $0.kind == .function && $0.isCalledBack }
            ? graph().reachable(from: members.filter(\.isSetUpEntry).map(\.range.start)) : []
        // A selector's target runs on every event it is registered for, even when the set-up also calls it once
        // (a theme handler, issue 28's review): a refresh itself.
        var names = Set(members.filter { $0.kind == .function && $0.isSelectorTarget }.map(\.name))
        // A data-binding function runs for every value it is given: what it calls is rendered again too (Windscribe
        // fe83b57's `bindData(group:)` calls `setupUI()` on every change of the favourites).
        let binding = Set(methods.filter { $0.role == .dataBinding }.map(\.range.start))
        var refreshes: [MemberSummary] = []
        for member in callers {
            let isRefresh =
                (member.kind == .property && member.hasObservers && !member.isOutlet)
                || (member.kind == .function
                    && (Self.refreshHooks.contains(member.name) || binding.contains(member.range.start)
                        || (member.isOverride && functionsInheritedRefreshesCall.contains(member.name))
                        || (member.isCalledBack && !setUp.contains(member.range.start))))
            if isRefresh {
                names.formUnion(member.selfCalls.map(\.name))
                refreshes.append(member)
            }
        }
        // What those functions call in turn, at any depth: a refresh renders through them too (mist-ios 77dc40a's
        // `viewWillAppear(_:)` calls `updateUI()`, which picks `setupEmptyLayout()`).
        guard !refreshes.isEmpty else { return names }
        let graph = graph()
        let reached = graph.reachable(from: refreshes.flatMap { graph.callees(of: $0.range.start) })
        return names.union(members.filter { reached.contains($0.range.start) }.map(\.name))
    }
}
