/// Moves the configuration statements of one subview of a setup function above the first
/// layout statement involving it, as long as that cannot change what the function does.
struct ConfigurationHoisting {
    /// The function's own statements, in order.
    let statements: [Statement]
    /// The first layout statement involving `subview`.
    let firstLayout: Int
    let subview: String
    let classifier: StatementClassifier
    let source: SourceText

    /// Members whose value depends on the layout done so far: a statement reading them stays below it.
    /// Names are compared without their receiver, so `center` is left out: `.center` is mostly an alignment.
    private static let layoutDependentNames: Set<String> = [
        "frame", "bounds", "superview", "subviews", "window", "constraints", "intrinsicContentSize",
        "systemLayoutSizeFitting", "sizeThatFits", "layoutIfNeeded", "safeAreaInsets", "layoutMargins",
        "layoutFrame", "contentSize", "convert",
    ]

    func edits() -> [TextEdit]? {
        guard let target = StatementLines.unit(of: statements[firstLayout].range, in: source) else { return nil }
        var declaredSinceLayout = Set<String>()
        var moved: [ByteRange] = []
        for statement in statements[(firstLayout + 1)...] {
            let names = statement.referencedNames(in: source)
            switch classifier.role(of: statement) {
            case .configuration(.some(subview)):
                // A statement that uses a name declared after the layout began, or reads what the layout
                // produces (`contentView.systemLayoutSizeFitting(…)`), cannot move above it.
                guard names.isDisjoint(with: declaredSinceLayout), names.isDisjoint(with: Self.layoutDependentNames),
                      let unit = StatementLines.unit(of: statement.range, in: source)
                else { return result(moved, before: target) }
                moved.append(unit)
            case .layout:
                continue
            case .configuration, .state, .wiring:
                // Crossed, unless it reads the subview, which the move would change under it.
                if names.contains(subview) { return result(moved, before: target) }
            case .orchestration, .other:
                if case .declaration(let declared, _) = statement.action, !names.contains(subview) {
                    declaredSinceLayout.formUnion(declared)
                    continue
                }
                // A call whose effect is unknown: configuration after it stays after it.
                return result(moved, before: target)
            }
        }
        return result(moved, before: target)
    }

    private func result(_ moved: [ByteRange], before target: ByteRange) -> [TextEdit]? {
        guard !moved.isEmpty else { return nil }
        let text = moved.map { source.text(in: $0) }.joined()
        return [TextEdit(range: ByteRange(start: target.start, end: target.start), replacement: text)]
            + StatementLines.removals(of: moved, in: source).map { TextEdit(range: $0, replacement: "") }
    }
}
