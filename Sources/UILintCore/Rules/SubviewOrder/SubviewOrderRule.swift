/// `subview_order`: subviews are set up in the order they are declared. The order of `addSubview`
/// calls is the stacking order, which the author chooses: it is not compared (rules/subview_order.md).
public struct SubviewOrderRule: Rule {
    public static let description = RuleDescription(
        id: "subview_order",
        name: "Subview order",
        summary:
            "The order of setupX() calls in a setup function differs from the declaration order of those subviews.",
        isOptIn: true,
        isFixable: false,
        needles: Needle.viewTypeSetup)

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
        let order = Dictionary(
            viewType.subviews.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let statements = method.statements.filter(\.isTopLevel)
        let setupCalls = statements.compactMap { statement -> Call? in
            guard case .call("self", let name, _, _) = statement.action,
                let subview = Self.subview(setUpBy: name, in: order)
            else { return nil }
            return Call(subview: subview, written: "\(name)()", range: statement.range)
        }
        guard let (call, earlier) = firstOutOfOrder(setupCalls, order: order) else { return nil }
        return Violation(
            range: call.range,
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
