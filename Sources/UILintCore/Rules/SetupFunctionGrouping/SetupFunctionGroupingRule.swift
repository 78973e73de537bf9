/// `setup_function_grouping`: a setup function configures at most `max_subviews` subviews.
public struct SetupFunctionGroupingRule: Rule {
    public static let description = RuleDescription(
        id: "setup_function_grouping",
        name: "Setup function grouping",
        summary:
            "A setup function configures at most one subview (max_subviews); give each subview its own setupX() function.",
        isFixable: true,
        options: [
            maxSubviews
        ],
        needles: Needle.viewTypeSetup)

    private static let maxSubviews = RuleOption.integer(
        "max_subviews", default: 1, minimum: 1, summary: "How many distinct subviews one setup function may configure.")

    private let maximum: Int

    public init(options: [String: RuleOptionValue]) throws {
        maximum = try Self.maxSubviews.integer(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        // Functions the fixes of this file declare: two fixes must never declare the same one, even in
        // two types, since a private function is visible to a subclass in the same file.
        var declaredByFixes = Set<String>()
        return model.viewTypes.flatMap { viewType in
            let setUps = viewType.methods.filter { $0.role == .setup }
            guard !setUps.isEmpty else { return [Violation]() }
            // Worked out only for a type with a function to report: it follows every call of the type.
            var refreshes: Set<String>?
            return setUps.compactMap { method in
                violation(for: method, in: viewType, model: model, declaredByFixes: &declaredByFixes) {
                    if refreshes == nil { refreshes = viewType.refreshFunctionNames }
                    return refreshes!.contains(method.name)
                }
            }
        }
    }

    /// `isRefresh` tells whether a refresh runs the function again: then it renders state, and is not split.
    private func violation(
        for method: Method, in viewType: ViewType, model: FileModel,
        declaredByFixes: inout Set<String>, isRefresh: () -> Bool
    ) -> Violation? {
        let classifier = StatementClassifier(viewType: viewType, statements: method.statements, source: model.source)
        var subviews: [String] = []
        var setsOnlyText = true
        // What each subview is given: one statement each, the same member set or called on all, reads best as a
        // loop, not as one function per view (issue 28). So do the same statements, word for word but for the view's
        // name, given to three or more (SYNovelbb's three login buttons, each given the same border).
        var shapes: [String: [String]] = [:]
        var statementsGiven: [String: [String]] = [:]
        for statement in method.statements where !statement.isInClosure {
            guard case .configuration(let subview?) = classifier.role(of: statement) else { continue }
            setsOnlyText = setsOnlyText && classifier.setsContentOnly(statement)
            // The model's data shown in a view is binding, not the view's setup: it is not what the views are given
            // either (AGPU-iOS-App's four labels, each given `textColor = UIColor.label` beside their data).
            guard !classifier.showsData(statement) else { continue }
            switch statement.action {
            case .assignment(_, let member, _): shapes[subview, default: []].append("=" + member)
            case .call(_, let method, _, _): shapes[subview, default: []].append(method + "()")
            case .declaration, .other: shapes[subview, default: []].append("")
            }
            statementsGiven[subview, default: []].append(
                model.source.text(in: statement.range).replacingOccurrences(of: subview, with: "$"))
            if !subviews.contains(subview) { subviews.append(subview) }
        }
        // A function that only fills views with text (translations, say) sets up none of them.
        guard subviews.count > maximum, !setsOnlyText else { return nil }
        let givenOneThing = Set(subviews.compactMap { shapes[$0]?.count == 1 ? shapes[$0]?.first : nil })
        if subviews.count >= 3, subviews.allSatisfy({ shapes[$0]?.count == 1 }), givenOneThing.count == 1,
            givenOneThing.first != ""
        {
            return nil
        }
        // Three or more given the same statements, word for word but for the view's name (SYNovelbb's login buttons,
        // iconex_ios 4f5bcef's three labels, each `text = "-"`), read best as a loop: they do not count.
        let givenTheSame = Dictionary(grouping: subviews) { statementsGiven[$0] ?? [] }.values.filter { $0.count >= 3 }
        if subviews.count - givenTheSame.joined().count <= maximum { return nil }
        if isRefresh() { return nil }
        let names = subviews.map { "`\($0)`" }.joined(separator: ", ")
        // Members the type or its project base classes declare, in any file (docs/fixing.md).
        let taken = Set(viewType.methods.map(\.name)).union(declaredByFixes)
            .union(model.index.memberNames(ofClassChainFrom: viewType.name))
        let extraction = SetupFunctionExtraction(
            method: method, viewType: viewType, classifier: classifier, source: model.source,
            isInPrivateScope: model.enclosingTypeIsPrivate(at: method.range.start)
        )
        .extraction(maximum: maximum, avoiding: taken)
        declaredByFixes.formUnion(extraction?.functionNames ?? [])
        return Violation(
            range: method.nameRange,
            message:
                "`\(method.name)()` configures \(subviews.count) subviews (\(names)); give each its own `setupX()` function",
            fix: extraction?.edits)
    }
}
