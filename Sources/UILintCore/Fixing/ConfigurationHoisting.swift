/// Moves configuration statements of a setup function above its first layout
/// statement, as long as that cannot change what the function does.
struct ConfigurationHoisting {
    /// The function's own statements, in order.
    let statements: [Statement]
    let firstLayout: Int
    let classifier: StatementClassifier
    let source: SourceText

    func edits() -> [TextEdit]? {
        guard let target = StatementLines.unit(of: statements[firstLayout].range, in: source) else { return nil }
        var declaredSinceLayout = Set<String>()
        var moved: [ByteRange] = []
        for statement in statements[(firstLayout + 1)...] {
            switch classifier.role(of: statement) {
            case .layout:
                continue
            case .configuration:
                // A statement that uses a name declared after the layout began cannot move above it.
                guard statement.referencedNames(in: source).isDisjoint(with: declaredSinceLayout),
                      let unit = StatementLines.unit(of: statement.range, in: source)
                else { return result(moved, before: target) }
                moved.append(unit)
            case .orchestration, .other:
                if case .declaration(let names, _) = statement.action {
                    declaredSinceLayout.formUnion(names)
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
            + moved.map { TextEdit(range: $0, replacement: "") }
    }
}
