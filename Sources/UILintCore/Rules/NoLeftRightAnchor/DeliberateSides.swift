import SwiftSyntax

extension NoLeftRightAnchorRule: ReadingRule {
    /// The left/right names whose physical side is the point (rules/no_left_right_anchor.md): in a `case .left:`
    /// (or `.right`), in the branch of an `if` matching one or testing the writing direction, or in a constraint
    /// helper named for its side. Neither is reported nor renamed.
    final class Reading: SyntaxReading {
        static let nodeKinds: Set<ReadNodeKind> = [.declReference]
        /// Every left/right name (`leftAnchor`, `.left`, `make.right`, `.leftMargin`) holds one of these; a bare
        /// `right` would bring in every file whose header says "Copyright".
        static let requiredTexts: [String]? = ["leftAnchor", "rightAnchor", ".left", ".right"]
        static let names: SourceNames? = SourceNames([
            "leftAnchor", "rightAnchor", "left", "right", "leftMargin", "rightMargin",
        ])

        private var deliberate = Set<ByteRange>()
        var result: Set<ByteRange> { deliberate }

        init() {}

        func visit(_ node: DeclReferenceExprSyntax, at position: any WalkPosition) {
            // Only the names the reading asks for come here (`names`).
            guard Self.isInBranchMatchingLeftOrRight(node) else { return }
            deliberate.insert(SyntaxQueries.range(of: node.baseName))
        }

        /// Whether `node` sits in a `case .left:` (or `.right`) of a `switch`, in the body of an `if`
        /// whose condition names `.left` or `.right` (not in its `else`), or in a constraint helper named for its side:
        /// a physical side on purpose.
        private static func isInBranchMatchingLeftOrRight(_ node: some SyntaxProtocol) -> Bool {
            var current = Syntax(node)
            while let parent = current.parent {
                if let function = parent.as(FunctionDeclSyntax.self) {
                    return isConstraintHelperNamedForASide(function)
                }
                if parent.is(MemberBlockSyntax.self) { return false }
                if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                    label.caseItems.contains(where: { namesLeftOrRight($0.pattern) })
                {
                    return true
                }
                if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id,
                    ifExpression.conditions.contains(where: namesLeftOrRight)
                {
                    return true
                }
                // `if isRTL { … left … } else { … right … }`: both branches mirror by hand, on purpose.
                if let ifExpression = parent.as(IfExprSyntax.self), current.id != ifExpression.conditions.id,
                    ifExpression.conditions.contains(where: testsRightToLeft)
                {
                    return true
                }
                current = parent
            }
            return false
        }

        /// `static func addEqualLeftConstraint(item:toItem:constant:) -> NSLayoutConstraint`: a helper that makes a
        /// constraint for its callers and says which side in its name (Dictionary-App-iOS cb664a1, whose callers pin
        /// the same views with `.right` beside it). Renaming its side would break its name's promise to every caller.
        private static func isConstraintHelperNamedForASide(_ function: FunctionDeclSyntax) -> Bool {
            let name = function.name.text
            guard namesASide(name) else { return false }
            let returned = function.signature.returnClause?.type.trimmedDescription ?? ""
            return returned.contains("Constraint") || name.contains("Constraint")
        }

        /// `leftConstraint`, `sliderBarLeftConstraint`, `addEqualRightConstraint`: a name that says which side.
        static func namesASide(_ name: String) -> Bool {
            name.contains("Left") || name.contains("Right") || name.hasPrefix("left") || name.hasPrefix("right")
        }

        /// `isRTL`, `LanguageHelper.shared.isRtl`, `.rightToLeft`, `effectiveUserInterfaceLayoutDirection`.
        private static func testsRightToLeft(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                guard let name = SyntaxQueries.identifierText(of: token) else { return false }
                return SyntaxQueries.text(name, hasLowercaseSuffix: "rtl")
                    || SyntaxQueries.text(name, hasLowercaseSuffix: "layoutdirection")
                    || SyntaxQueries.text(name, containsLowercase: "righttoleft")
            }
        }

        /// `.left`, `Side.right`: a member access to a value named left or right.
        private static func namesLeftOrRight(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                (token.text == "left" || token.text == "right")
                    && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            }
        }
    }
}
