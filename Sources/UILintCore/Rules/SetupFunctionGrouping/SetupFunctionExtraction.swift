/// Splits a setup function that configures several subviews into one `setupX()`
/// function per subview, placed after it, and calls them where each subview's
/// configuration began. Only done when it provably keeps the order of effects.
struct SetupFunctionExtraction {
    let method: Method
    let viewType: ViewType
    let classifier: StatementClassifier
    let source: SourceText
    /// In a `private extension` the new functions need no modifier of their own, as the file's do not.
    let isInPrivateScope: Bool

    private struct Group {
        let subview: String
        var statements: [Statement]
    }

    /// `avoiding`: names the new functions must not take, because the type, its base classes or
    /// another fix already declare them.
    func extraction(maximum: Int, avoiding taken: Set<String>) -> (edits: [TextEdit], functionNames: [String])? {
        // Blocks and closures would need more than moving lines; leave them to the author.
        guard method.statements.allSatisfy(\.isTopLevel),
            let methodIndentation = source.indentation(before: method.range.start)
        else { return nil }
        let statements = method.statements
        let groups = configurationGroups(statements)
        guard groups.count > maximum, isOrderPreserving(groups, statements: statements) else { return nil }

        let prefix = namePrefix
        // `self.setupX()` where the type calls its own methods through `self.` (docs/fixing.md).
        let receiver = writesExplicitSelf ? "self." : ""
        var edits: [TextEdit] = []
        var removed: [ByteRange] = []
        var replaced: [ByteRange] = []
        var spans: [ByteRange] = []
        var functions: [String] = []
        var names: [String] = []
        for group in groups {
            let name = prefix + group.subview.prefix(1).uppercased() + group.subview.dropFirst()
            guard !taken.contains(name), !names.contains(name) else { return nil }
            names.append(name)
            var units: [ByteRange] = []
            for statement in group.statements {
                guard let unit = StatementLines.unit(of: statement.range, in: source) else { return nil }
                units.append(unit)
            }
            // A comment set apart above a statement that leaves would be left over the wrong lines (CakeWallet
            // 6d5667b's `// FIX-ME: Unnamed constant` over each colour of `BalanceView`).
            guard !units.dropFirst().contains(where: { StatementLines.followsDetachedComment($0, in: source) }) else {
                return nil
            }
            let bodyIndentation = source.indentation(before: group.statements[0].range.start) ?? ""
            // A section heading above the first statement stays, over the call that replaces it.
            if let headingEnd = StatementLines.headingEnd(
                of: units[0], statement: group.statements[0].range, in: source)
            {
                units[0] = ByteRange(start: headingEnd, end: units[0].end)
            }
            edits.append(TextEdit(range: units[0], replacement: "\(bodyIndentation)\(receiver)\(name)()\n"))
            replaced.append(units[0])
            removed += units.dropFirst()
            spans.append(ByteRange(start: units[0].start, end: units[units.count - 1].end))
            functions.append(
                "\(methodIndentation)\(isInPrivateScope ? "" : "private ")func \(name)() {\n"
                    + units.map { source.text(in: $0) }.joined() + "\(methodIndentation)}\n")
        }
        let removals = StatementLines.removals(of: removed, in: source)
        edits += (removals + blankLinesWithinGroups(spans, between: replaced + removed, besides: removals)).map {
            TextEdit(range: $0, replacement: "")
        }
        let afterMethod = ByteRange(start: method.range.end, end: method.range.end)
        // Blank lines between the functions as the file writes them (tokend ios-app 3c54fe0 keeps their indentation).
        let blankLine = (source.indentsBlankLines ? methodIndentation : "") + "\n"
        edits.append(
            TextEdit(
                range: afterMethod,
                replacement: "\n" + blankLine + functions.joined(separator: blankLine).dropLast()))
        return (edits, names)
    }

    /// Blank lines between two of the moved statements that lie inside one subview's statements: they parted kinds of
    /// statements (fonts, then colours) that are no longer there, and left between the calls they would part them
    /// at random (bimba 6de136e's `TimeCell`). Blank lines between two subviews' statements stay between their calls.
    private func blankLinesWithinGroups(
        _ spans: [ByteRange], between units: [ByteRange], besides removals: [ByteRange]
    ) -> [ByteRange] {
        let sorted = units.sorted { $0.start < $1.start }
        return zip(sorted, sorted.dropFirst()).compactMap { above, below in
            let gap = ByteRange(start: above.end, end: below.start)
            guard gap.start < gap.end, source.text(in: gap).trimmingWhitespace.isEmpty,
                spans.contains(where: { $0.start < gap.start && gap.end < $0.end }),
                !removals.contains(where: { $0.start < gap.end && gap.start < $0.end })
            else { return nil }
            return gap
        }
    }

    /// Whether the type calls methods on itself through `self.` more often than without it, outside closures, where
    /// Swift may require `self.` (pollo-ios a5bdd88's controllers write `self.present(…)` only in completion
    /// handlers).
    private var writesExplicitSelf: Bool {
        var explicit = 0
        var implicit = 0
        for statement in viewType.allStatements where !statement.isInClosure {
            guard case .call(root: "self", _, let hasExplicitReceiver, _) = statement.action else { continue }
            if hasExplicitReceiver { explicit += 1 } else { implicit += 1 }
        }
        return explicit > implicit
    }

    /// The prefix the type's own set-up functions are named with, most often (`configureHierarchy()`,
    /// `configureHeader()`: hyuabot-client-ios 4c4dd7f's screens), the function's own on a tie; `setup` by default.
    private var namePrefix: String {
        let prefixes = ["setup", "setUp", "configure"]
        var counts: [String: Int] = [:]
        for candidate in viewType.methods where candidate.parameterCount == 0 {
            if let prefix = prefixes.first(where: { Method.name(candidate.name, hasPrefix: $0) }) {
                counts[prefix, default: 0] += 1
            }
        }
        let own = prefixes.first { Method.name(method.name, hasPrefix: $0) } ?? "setup"
        let most = counts.values.max() ?? 0
        return counts[own] == most ? own : prefixes.first { counts[$0] == most } ?? own
    }

    /// Configuration statements per subview, in the order each subview first appears, with the
    /// state and wiring statements of the same subviews (`label.isHidden`, `button.addTarget`),
    /// which belong in its setup function too.
    private func configurationGroups(_ statements: [Statement]) -> [Group] {
        let configured = Set(
            statements.compactMap { statement -> String? in
                guard case .configuration(let subview?) = classifier.role(of: statement) else { return nil }
                return subview
            })
        var groups: [Group] = []
        for statement in statements {
            let subview: String
            switch classifier.role(of: statement) {
            case .configuration(let configuredSubview?):
                subview = configuredSubview
            case .state, .wiring:
                guard let root = statement.root, configured.contains(root) else { continue }
                subview = root
            default:
                continue
            }
            if let index = groups.firstIndex(where: { $0.subview == subview }) {
                groups[index].statements.append(statement)
            } else {
                groups.append(Group(subview: subview, statements: [statement]))
            }
        }
        return groups.map { withOwnSizing($0, among: statements) }
    }

    /// What sizes the subview itself (its `translatesAutoresizingMaskIntoConstraints = false`, its hugging and
    /// compression resistance) among or right after its configuration goes with it: left behind, it would part the
    /// view's lines (hyuabot-client-ios 4c4dd7f's `CampusVC`, whose flags were left between the new calls).
    private func withOwnSizing(_ group: Group, among statements: [Statement]) -> Group {
        guard let first = statements.firstIndex(where: { $0.range == group.statements[0].range }),
            var last = statements.lastIndex(where: { $0.range == group.statements[group.statements.count - 1].range })
        else { return group }
        while last + 1 < statements.count, sizesItself(statements[last + 1], subview: group.subview) { last += 1 }
        var extended = group
        extended.statements = statements[first...last].filter { statement in
            group.statements.contains { $0.range == statement.range } || sizesItself(statement, subview: group.subview)
        }
        return extended
    }

    private func sizesItself(_ statement: Statement, subview: String) -> Bool {
        if statement.onlyDisablesAutoresizingMask { return statement.root == subview }
        guard case .call(subview, let method, true, _) = statement.action else { return false }
        return method == "setContentHuggingPriority" || method == "setContentCompressionResistancePriority"
    }

    /// Moving a subview's statements together is safe when they use no local declared
    /// in the function, no other configured subview, and cross no statement that
    /// touches the same subview or whose effect is unknown.
    private func isOrderPreserving(_ groups: [Group], statements: [Statement]) -> Bool {
        let configured = Set(groups.map(\.subview))
        let locals = Set(
            statements.flatMap { statement -> [String] in
                if case .declaration(let names, _) = statement.action { return names }
                return []
            })
        let extracted = Set(groups.flatMap { $0.statements.map(\.range) })
        // What uilint cannot classify on a configured subview (`textView.textContainerInset`, a project's own
        // property) would stay behind, apart from the view's other statements (uplift-ios 488de1d's cells).
        let leftOnSubview = statements.contains { statement in
            guard !extracted.contains(statement.range), let root = statement.root, configured.contains(root) else {
                return false
            }
            if case .other = classifier.role(of: statement) { return true }
            return false
        }
        if leftOnSubview { return false }
        for group in groups {
            let others = configured.subtracting([group.subview])
            for statement in group.statements {
                let names = statement.referencedNames(in: source)
                if !names.isDisjoint(with: others) || !names.isDisjoint(with: locals) {
                    return false
                }
            }
            let span = ByteRange(start: group.statements.first!.range.start, end: group.statements.last!.range.end)
            let crossed = statements.filter {
                !extracted.contains($0.range) && span.start < $0.range.start && $0.range.end < span.end
            }
            for statement in crossed {
                if statement.referencedNames(in: source).contains(group.subview) { return false }
                switch classifier.role(of: statement) {
                case .configuration, .layout, .state, .wiring: continue
                case .orchestration, .other: return false
                }
            }
        }
        return true
    }
}
