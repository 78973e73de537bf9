/// `no_left_right_anchor`: left/right anchors and attributes do not flip for right-to-left languages.
public struct NoLeftRightAnchorRule: Rule {
    public static let description = RuleDescription(
        id: "no_left_right_anchor",
        name: "No left/right anchors",
        summary:
            "No leftAnchor/rightAnchor and no .left/.right attributes in constraints: they do not flip for right-to-left languages; use leading/trailing.",
        isFixable: true,
        needles: [
            .substring("leftAnchor"), .substring("rightAnchor"), .substring("NSLayoutConstraint"), .substring("snp"),
        ])

    public init(options: [String: RuleOptionValue]) {}

    public func violations(in model: FileModel) -> [Violation] {
        var violations: [Violation] = []
        // Left/right references that stay physical, whether reported or not.
        var keptPhysical: [ByteRange] = []
        var ownAnchors = OwnAnchors(model: model)
        let deliberate = model.reading(Reading.self) ?? []
        var rectangleTypes: Set<String>?
        var keptSides: [String: Bool] = [:]
        var drawnViews: [String: Set<String>] = [:]
        // Names whose constant the file sets by side: read once, for the first stored constraint that asks.
        var setBySide: Set<String>?
        for constraint in model.constraints {
            let absolute = constraint.absoluteReferences
            // Lined up with another view's side, even by a width, the function's left and right are physical too.
            let measuresByAViewsSide = Self.measuresByAViewsSide(constraint, in: model.source)
            if measuresByAViewsSide { keptPhysical.append(constraint.range) }
            guard !absolute.isEmpty else { continue }
            // A project type's own left/right anchors are not UIKit's, and a physical side chosen on
            // purpose (`case .left:`) is the point: neither is reported nor renamed.
            guard !absolute.contains(where: { ownAnchors.isOwn($0) || deliberate.contains($0.token) }),
                !measuresByAViewsSide, !Self.setsComputedPosition(constraint, in: model.source)
            else {
                keptPhysical += absolute.map(\.token)
                continue
            }
            // One fix converts every left/right of the constraint, so its two sides never end up mixed.
            // A side out of sight (a parameter) may stay left/right: UIKit rejects that mix at run time. Nor is a
            // constraint renamed that is kept under a name saying its side: other code may set its constant to a
            // physical position (pollo-ios a5bdd88's `sliderBarLeftConstraint`, moved to `contentOffset.x / 2`).
            let keepsSideName =
                constraint.creation.storedName.map { name in
                    if Reading.namesASide(name) { return true }
                    if setBySide == nil { setBySide = Self.namesWithConstantSetBySide(in: model.source) }
                    return setBySide!.contains(name)
                } ?? false
            let keepsSides =
                constraint.relatesToUnseenAttribute || keepsSideName || Self.offsetsFromACentre(constraint)
                || Self.insetsUnevenly(constraint, in: model.source)
                || Self.takesASidesValue(constraint, in: model.source)
                || model.enclosingTypeName(at: constraint.range.start).map { type in
                    if let kept = keptSides[type] { return kept }
                    if rectangleTypes == nil { rectangleTypes = PhysicalContent.typeNames(in: model) }
                    let kept = PhysicalContent.keepsSides(of: type, in: model, rectangleTypes: rectangleTypes!)
                    keptSides[type] = kept
                    return kept
                } ?? false
                || model.enclosingTypeName(at: constraint.range.start).map { type in
                    if drawnViews[type] == nil { drawnViews[type] = PhysicalContent.drawnViews(of: type, in: model) }
                    return drawnViews[type]!.contains(constraint.item)
                } ?? false
            let fix = keepsSides ? nil : constraint.directionalEdits(in: model.source)
            violations += absolute.map { violation(for: $0, fix: fix) }
        }
        // The other side of a loose anchor (`pin(to: view.leftAnchor)`) is out of sight: reported, not renamed.
        for reference in model.looseAbsoluteAnchors {
            if ownAnchors.isOwn(reference) || deliberate.contains(reference.token) {
                keptPhysical.append(reference.token)
            } else {
                violations.append(violation(for: reference, fix: nil))
            }
        }
        // A view kept whole keeps its function whole, and a function its views, until neither keeps more
        // (IOS-Swift-Crypto-Wallet acf6450's confirmation details, whose rows stay left/right with their container).
        var fixable = violations.filter { $0.fix != nil }.count
        while true {
            let kept = keptPhysical + violations.filter { $0.fix == nil }.map(\.range)
            violations = Self.renamingWholeFunctions(violations, keptPhysical: kept, in: model)
            violations = Self.renamingSnapKitViewsWhole(
                violations, keptPhysical: kept + violations.filter { $0.fix == nil }.map(\.range), in: model)
            let stillFixable = violations.filter { $0.fix != nil }.count
            if stillFixable == fixable { return violations }
            fixable = stillFixable
        }
    }

    /// `digit.left == centerX + 80`: a side placed at a distance from a centre. Neither the centre nor the constant
    /// flips, so `leading == centerX + 80` puts the right edge 80 points right of the centre in right-to-left
    /// languages, where the mirror is 80 points left of it (iosched-ios bbdb210's countdown digits).
    private static func offsetsFromACentre(_ constraint: Constraint) -> Bool {
        guard case .equations(let equations) = constraint.meaning else { return false }
        return equations.contains { equation in
            let attributes = [equation.firstAttribute.name, equation.secondAttribute?.name ?? ""]
            return attributes.contains { $0.hasPrefix("centerX") } && equation.constant != .zero
        }
    }

    /// SnapKit finds the constraint an `updateConstraints` changes by its attribute: renaming `make.left` where the
    /// view is made, and not where it is updated (or the other way round), stops the app with a fatalError. So a
    /// view's SnapKit left/right are renamed together or not at all: not when one of them stays physical, nor when
    /// code in another file, or in a project class above or below, uses them on that view (issue 28).
    private static func renamingSnapKitViewsWhole(
        _ violations: [Violation], keptPhysical: [ByteRange], in model: FileModel
    ) -> [Violation] {
        let snapKit = model.constraints.filter { constraint in
            constraint.syntax == .snapKit
                && constraint.firstSide.contains { $0.attribute.horizontalKind == .absolute }
        }
        guard !snapKit.isEmpty, violations.contains(where: { $0.fix != nil }) else { return violations }
        let kept = Set(keptPhysical)
        let byView = Dictionary(grouping: snapKit) { constraint in
            ViewKey(type: model.enclosingTypeName(at: constraint.range.start) ?? "", item: constraint.item)
        }
        // A SnapKit constraint stored from a closure (`leftInset = make.left.equalToSuperview().constraint`) is no
        // element of it, but is the view's too (MaeumGaGym_iOS e772dff's banner indicator keeps its stored `left`).
        let storedPhysical = Set(
            model.constraintFlow.storedSnapKitConstraints.filter { !$0.absoluteReferences.isEmpty }.map { constraint in
                ViewKey(type: model.enclosingTypeName(at: constraint.range.start) ?? "", item: constraint.item)
            })
        var usedElsewhere: [String: Set<String>] = [:]
        var withheld = Set<ByteRange>()
        for (view, constraints) in byView {
            let tokens = constraints.flatMap(\.absoluteReferences).map(\.token)
            if usedElsewhere[view.type] == nil {
                // The views laid out elsewhere with `left` or `right`.
                usedElsewhere[view.type] = Set(
                    model.index.snapKitHorizontalAttributesElsewhere(in: view.type) {
                        LayoutAttribute($0).horizontalKind == .absolute
                    }.keys)
            }
            if tokens.contains(where: kept.contains) || usedElsewhere[view.type]?.contains(view.item) == true
                || storedPhysical.contains(view)
            {
                withheld.formUnion(tokens)
            }
        }
        guard !withheld.isEmpty else { return violations }
        return violations.map { violation in
            guard violation.fix != nil, withheld.contains(violation.range) else { return violation }
            return Violation(range: violation.range, message: violation.message, fix: nil)
        }
    }

    private struct ViewKey: Hashable {
        let type: String
        let item: String
    }

    /// Calls named for a physical side (`sendButton.leftToRight(of: field)`, `right(to: self)`: TinyConstraints and
    /// the like), which pin a side no fix renames: their functions keep their other left/right too.
    private static func sideNamedCalls(in functions: [MemberSummary]) -> [ByteRange] {
        var calls: [ByteRange] = []
        for function in functions {
            for statement in function.statements {
                guard case .call(_, let method, _, _) = statement.action,
                    method.utf8.first == UInt8(ascii: "l") || method.utf8.first == UInt8(ascii: "r")
                else { continue }
                let namesSide = ["left", "right"].contains { side in
                    method.hasPrefix(side) && method.dropFirst(side.count).first.map(\.isUppercase) ?? true
                }
                if namesSide { calls.append(statement.range) }
            }
        }
        return calls
    }

    /// rules/no_left_right_anchor.md: a function is converted to leading/trailing whole or not at all. Where one of its
    /// left/right references stays physical, its findings stay without a fix.
    private static func renamingWholeFunctions(
        _ violations: [Violation], keptPhysical: [ByteRange], in model: FileModel
    ) -> [Violation] {
        guard violations.contains(where: { $0.fix != nil }) else { return violations }
        // Initializers too: a cell often lays out its row in `init(style:reuseIdentifier:)`.
        let members = model.typeRecords.flatMap(\.memberSummaries).filter { $0.kind != .property }
        let keptPhysical = keptPhysical + sideNamedCalls(in: members)
        guard !keptPhysical.isEmpty else { return violations }
        let functions = members.map(\.range)
        let enclosing = { (range: ByteRange) in
            functions.filter { $0.start <= range.start && range.end <= $0.end }.min {
                $0.end - $0.start < $1.end - $1.start
            }
        }
        let mixed = Set(keptPhysical.compactMap(enclosing))
        return violations.map { violation in
            guard violation.fix != nil, let function = enclosing(violation.range), mixed.contains(function) else {
                return violation
            }
            return Violation(range: violation.range, message: violation.message, fix: nil)
        }
    }

    private func violation(for reference: AttributeReference, fix: [TextEdit]?) -> Violation {
        let replacement = reference.directionalSpelling ?? ""
        let written = reference.attribute.horizontalKind == nil ? reference.attribute.name : spelling(of: reference)
        return Violation(
            range: reference.token,
            message: "`\(written)` does not flip for right-to-left languages; use `\(replacement)`",
            fix: fix)
    }

    private func spelling(of reference: AttributeReference) -> String {
        reference.directionalSpelling?.hasSuffix("Anchor") == true
            ? reference.attribute.name + "Anchor" : reference.attribute.name
    }
}
