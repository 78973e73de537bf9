/// `subview_order`: subviews are set up and added in the order they are declared.
public struct SubviewOrderRule: Rule {
    public static let description = RuleDescription(
        id: "subview_order",
        name: "Subview order",
        summary: "The order of setupX() calls (or addSubview calls) in a setup function differs from the declaration order of those subviews.",
        isOptIn: true,
        isFixable: false,
        needles: Needle.viewTypes)

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType in
            viewType.methods.filter { $0.role == .setup }.compactMap { method in
                violation(in: method, of: viewType)
            }
        }
    }

    private struct Call {
        let subview: String
        let written: String
        let range: ByteRange
    }

    private func violation(in method: Method, of viewType: ViewType) -> Violation? {
        let order = Dictionary(viewType.subviews.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let statements = method.statements.filter(\.isTopLevel)
        let statementRanges = Set(statements.map(\.range))
        let setupCalls = statements.compactMap { statement -> Call? in
            guard case .call("self", let name, _) = statement.action, let subview = Self.subview(setUpBy: name, in: order) else { return nil }
            return Call(subview: subview, written: "\(name)()", range: statement.range)
        }
        let additions = viewType.hierarchyAdditions.filter {
            ($0.method == .addSubview || $0.method == .insertSubview || $0.method == .constraintsHelper)
                && $0.statementRange.map(statementRanges.contains) == true && order[$0.viewName] != nil
        }.map { Call(subview: $0.viewName, written: "addSubview(\($0.viewName))", range: $0.statementRange!) }

        let outOfOrder = [setupCalls, additions].compactMap { calls in firstOutOfOrder(calls, order: order) }
        guard let (call, earlier) = outOfOrder.min(by: { $0.0.range < $1.0.range }) else { return nil }
        return Violation(range: call.range,
                         message: "`\(call.written)` comes after `\(earlier.written)`, but `\(call.subview)` is declared before "
                             + "`\(earlier.subview)`; keep the calls in declaration order")
    }

    private func firstOutOfOrder(_ calls: [Call], order: [String: Int]) -> (Call, Call)? {
        for (index, call) in calls.enumerated() {
            if let earlier = calls[..<index].first(where: { order[$0.subview]! > order[call.subview]! }) {
                return (call, earlier)
            }
        }
        return nil
    }

    /// `titleLabel` for `setupTitleLabel`, `setUpTitleLabel` or `configureTitleLabel`.
    private static func subview(setUpBy method: String, in order: [String: Int]) -> String? {
        for prefix in ["setup", "setUp", "configure"] where Method.name(method, hasPrefix: prefix) {
            let rest = method.dropFirst(prefix.count)
            guard let first = rest.first else { return nil }
            let name = first.lowercased() + rest.dropFirst()
            if order[name] != nil { return name }
        }
        return nil
    }
}
