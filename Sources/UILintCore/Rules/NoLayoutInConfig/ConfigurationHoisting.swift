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
        var laidOutNames = statements[firstLayout].referencedNames(in: source)
        var moved: [ByteRange] = []
        var lastMoved: Statement?
        // State and wiring that move only if configuration of the subview follows them.
        var carried: [ByteRange] = []
        for statement in statements[(firstLayout + 1)...] {
            let names = statement.referencedNames(in: source)
            switch classifier.role(of: statement) {
            case .configuration(.some(subview)):
                // A statement that uses a name declared after the layout began, or reads what the layout
                // produces (`contentView.systemLayoutSizeFitting(…)`), cannot move above it.
                guard names.isDisjoint(with: Self.layoutDependentNames),
                    let unit = StatementLines.unit(of: statement.range, in: source)
                else { return result(moved, last: lastMoved, before: target) }
                // It uses a local declared after the layout began (`button.configuration = configuration`):
                // the layout statement can go down past both instead.
                guard names.isDisjoint(with: declaredSinceLayout) else {
                    return sinkingLayout(past: statement) ?? result(moved, last: lastMoved, before: target)
                }
                moved += carried + [unit]
                lastMoved = statement
                carried = []
            case .layout:
                laidOutNames.formUnion(names)
                continue
            case .wiring where statement.root == subview, .state(subview):
                // The subview's own state and wiring between its configuration statements go with them
                // (`webView.navigationDelegate = self`), unless they name a view that the layout crossed
                // puts in place (`zoomView.zoomView = pageStack` after `zoomView.addSubview(pageStack)`).
                guard names.subtracting([subview, "self"]).isDisjoint(with: laidOutNames.union(declaredSinceLayout)),
                    let unit = StatementLines.unit(of: statement.range, in: source)
                else { return result(moved, last: lastMoved, before: target) }
                carried.append(unit)
            case .configuration, .state, .wiring:
                // Crossed, unless it reads the subview, which the move would change under it.
                if names.contains(subview) { return result(moved, last: lastMoved, before: target) }
            case .orchestration, .other:
                if case .declaration(let declared, _) = statement.action, !names.contains(subview) {
                    declaredSinceLayout.formUnion(declared)
                    continue
                }
                // Work on such a local (`configuration.title = …`) touches nothing else.
                if let root = statement.root, declaredSinceLayout.contains(root), !names.contains(subview) { continue }
                // A call whose effect is unknown: configuration after it stays after it.
                return result(moved, last: lastMoved, before: target)
            }
        }
        return result(moved, last: lastMoved, before: target)
    }

    /// Moves the first layout statement down, to just before the first statement it cannot pass,
    /// when that takes it past `blocked`. It passes configuration, state and wiring (of other views
    /// only when they do not name the subview), declarations, and work on the locals declared on the
    /// way (`configuration.title = …`), none of which reads the layout.
    /// With `joiningLayout`, only to just before more layout: the layout joins the subview's layout below it.
    private func sinkingLayout(past blocked: Statement, joiningLayout: Bool = false) -> [TextEdit]? {
        var destination = firstLayout + 1
        var locals = Set<String>()
        while destination < statements.count, canPassLayout(statements[destination], locals: &locals) {
            destination += 1
        }
        guard destination < statements.count, statements[destination].range.start > blocked.range.start,
            !joiningLayout || classifier.role(of: statements[destination]) == .layout,
            var layout = StatementLines.unit(of: statements[firstLayout].range, in: source),
            let next = StatementLines.unit(of: statements[destination].range, in: source)
        else { return nil }
        // A section heading above the layout stays, over the configuration it titles too.
        if let headingEnd = StatementLines.headingEnd(
            of: layout, statement: statements[firstLayout].range, in: source,
            topCommentIsHeading: topCommentIsHeading(of: layout))
        {
            layout = ByteRange(start: headingEnd, end: layout.end)
        }
        // Where a blank line is above the statement it stops at, it stays with the group it came down through.
        let landing =
            StatementLines.opensGroup(next, in: source)
            ? StatementLines.unit(of: statements[destination - 1].range, in: source)?.end ?? next.start : next.start
        return [TextEdit(range: ByteRange(start: landing, end: landing), replacement: source.text(in: layout))]
            + StatementLines.removals(of: [layout], in: source).map { TextEdit(range: $0, replacement: "") }
    }

    private func canPassLayout(_ statement: Statement, locals: inout Set<String>) -> Bool {
        let names = statement.referencedNames(in: source)
        guard names.isDisjoint(with: Self.layoutDependentNames) else { return false }
        switch classifier.role(of: statement) {
        case .configuration(.some(subview)):
            return true
        case .configuration, .state, .wiring:
            return !names.contains(subview)
        case .layout:
            return false
        case .orchestration, .other:
            if case .declaration(let declared, _) = statement.action {
                locals.formUnion(declared)
                return true
            }
            return statement.root.map(locals.contains) ?? false
        }
    }

    /// Whether comment lines at the top of the function, opening the layout's `unit`, title a section rather than the
    /// layout statement alone (science-journal-ios ecf32a3's `configureView()` functions): the function's other
    /// sections open with headings too, or the comment names the subview (`// Menu button.` over `menuButton`'s lines)
    /// or its UIKit class (`// The outer, wrapping stack view.` over a `UIStackView`'s).
    private func topCommentIsHeading(of unit: ByteRange) -> Bool {
        let statementLine = StatementLines.lineStart(of: statements[firstLayout].range.start, in: source)
        let comment = source.text(in: ByteRange(start: unit.start, end: statementLine)).lowercased().filter(\.isLetter)
        let className = classifier.viewType.subviewClasses[subview].map {
            $0.hasPrefix("UI") ? $0.dropFirst(2) : $0[...]
        }
        // Not a plain `UIView`'s: every comment about a view says "view".
        let names = [subview[...]] + (className.map { $0 == "View" ? [] : [$0] } ?? [])
        if !comment.isEmpty, names.contains(where: { comment.contains($0.lowercased().filter(\.isLetter)) }) {
            return true
        }
        return statements.contains { statement in
            StatementLines.unit(of: statement.range, in: source).map { StatementLines.opensWithHeading($0, in: source) }
                ?? false
        }
    }

    private func result(_ moved: [ByteRange], last: Statement?, before target: ByteRange) -> [TextEdit]? {
        guard !moved.isEmpty, let last else { return nil }
        // Under a section heading above the layout (`// title bar`), the configuration joins the section: it
        // goes below the heading, right before the layout (TUIKit_iOS 0677b87's `SettingPanelController`). Moved
        // configuration with a heading of its own is a section of its own, above a heading at the function's top.
        if let headingEnd = StatementLines.headingEnd(
            of: target, statement: statements[firstLayout].range, in: source,
            topCommentIsHeading: !StatementLines.opensWithHeading(moved[0], in: source)
                && topCommentIsHeading(of: target))
        {
            return [
                TextEdit(
                    range: ByteRange(start: headingEnd, end: headingEnd),
                    replacement: moved.map { source.text(in: $0) }.joined())
            ]
                + StatementLines.removals(of: moved, in: source).map { TextEdit(range: $0, replacement: "") }
        }
        // Layout that ends its group, right above a group that opens with the subview's configuration, joins the
        // subview's layout below it instead: hoisted, the configuration would leave the layout alone above a blank
        // line (science-journal-ios ecf32a3's `labelWrapper.addSubview(captionLabel)`).
        if StatementLines.unit(of: statements[firstLayout + 1].range, in: source) == moved[0],
            StatementLines.opensGroup(moved[0], in: source), !StatementLines.opensWithHeading(moved[0], in: source),
            let sunk = sinkingLayout(past: last, joiningLayout: true)
        {
            return sunk
        }
        // A moved comment that titled a section keeps the blank line above it, and configuration that
        // was a group of its own stays one where it lands right below layout of the same group. Configuration that
        // only opened a group whose rest stays (MobileCelestia 55de5cd's `keyboardType` above its `addTarget`) was
        // no group of its own.
        let follows = firstLayout > 0 ? classifier.role(of: statements[firstLayout - 1]) : nil
        let opensGroup =
            StatementLines.opensGroup(moved[0], in: source) && !StatementLines.opensGroup(target, in: source)
            && (follows == .layout && StatementLines.closesGroup(moved[moved.count - 1], in: source)
                || follows != nil && StatementLines.opensWithHeading(moved[0], in: source))
        // Brought from another group to between two layout statements of one group, the configuration would split a
        // run the author wrote together (hyuabot-client-ios 4c4dd7f's `addSubview` calls, a label's text from the
        // function's end landing between two of them): left to the author. Below the subview's own layout (its
        // `translatesAutoresizingMaskIntoConstraints = false`) it joins the subview's lines; as a group of its own,
        // set apart by a blank line, it splits nothing (ello's omnibar).
        if !opensGroup, follows == .layout, !StatementLines.opensGroup(target, in: source),
            !statements[firstLayout - 1].referencedNames(in: source).contains(subview),
            statements[(firstLayout + 1)...].contains(where: { statement in
                statement.range.start <= moved[0].end
                    && StatementLines.unit(of: statement.range, in: source).map {
                        StatementLines.opensGroup($0, in: source)
                    } == true
            })
        {
            return nil
        }
        // A blank line as the file writes them: empty, or indented as Xcode leaves them. Most moves insert none, and
        // the file's habit takes a pass over its bytes: asked only for one that does.
        var blankLine: String {
            (source.indentsBlankLines ? source.indentation(before: statements[firstLayout].range.start) ?? "" : "")
                + "\n"
        }
        let text =
            (opensGroup ? blankLine : "")
            + moved.enumerated().map { index, unit in
                (index > 0 && StatementLines.opensWithHeading(unit, in: source) ? blankLine : "")
                    + source.text(in: unit)
            }.joined()
        return [TextEdit(range: ByteRange(start: target.start, end: target.start), replacement: text)]
            + StatementLines.removals(of: moved, in: source).map { TextEdit(range: $0, replacement: "") }
    }
}
