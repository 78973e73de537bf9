/// `prefer_batch_activation`: activate constraints together with one `NSLayoutConstraint.activate([...])`.
public struct PreferBatchActivationRule: Rule {
    public static let description = RuleDescription(
        id: "prefer_batch_activation",
        name: "Prefer batch activation",
        summary:
            "Two or more consecutive `<constraint>.isActive = true` statements: use one NSLayoutConstraint.activate([...]).",
        isFixable: true,
        needles: [.assignment(member: "isActive", value: "true")])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        let trailingComma =
            model.projectStyle.multilineListsEndWithComma
            ?? ActivationMerge.writesTrailingCommas(model.constraintLists, in: model.source)
        return model.constraintLists.filter { $0.kind == .isActiveRun && $0.elements.count >= 2 }.map { run in
            Violation(
                range: run.elements[0].slot.content,
                message: "\(run.elements.count) constraints activated one by one; "
                    + "activate them together with `NSLayoutConstraint.activate([...])`",
                fix: ActivationMerge(run: run, source: model.source, trailingComma: trailingComma).edits())
        }
    }
}
