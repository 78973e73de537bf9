// `rawText` reads a token without allocating a String; Package.swift accepts one major version of swift-syntax.
@_spi(RawSyntax) import SwiftSyntax

/// Small read-only questions about expressions that the model builder asks
/// while it walks; none of them walks a subtree.
enum SyntaxQueries {
    /// The identifier an expression ends with: `b` for `a.b`, `f` for `a.f(x)`.
    static func lastName(of expression: ExprSyntax) -> String? {
        lastNameText(of: expression).map { String(syntaxText: $0) }
    }

    /// The receiver of a member access or call, looking through `?` and `!`.
    static func receiver(of expression: ExprSyntax) -> ExprSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base }
        if let call = expression.as(FunctionCallExprSyntax.self) { return receiver(of: call.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiver(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiver(of: forced.expression) }
        return nil
    }

    /// Whether a postfix chain's value is optional because the chain goes through `?`:
    /// `label?.topAnchor.constraint(...)` and `a?.b!.c` are, `(label?.topAnchor)!.constraint(...)` is not.
    static func goesThroughOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return false
            }
        }
    }

    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// `unwrapped` on the raw tree.
    static func unwrapped(_ expression: RawExprSyntax) -> RawExprSyntax {
        let raw = expression.raw
        switch raw.kind {
        case .optionalChainingExpr: return unwrapped(raw.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return unwrapped(raw.cast(RawForceUnwrapExprSyntax.self).expression)
        case .tupleExpr:
            let elements = raw.cast(RawTupleExprSyntax.self).elements.layoutView.children
            guard elements.count == 1, let only = elements.first??.as(RawLabeledExprSyntax.self), only.label == nil else { return expression }
            return unwrapped(only.expression)
        default: return expression
        }
    }

    /// The names of a member chain from its root, without a leading `self`:
    /// `[titleLabel, layer, cornerRadius]` for `self.titleLabel.layer.cornerRadius`.
    /// Empty when the chain starts with a literal, closure or array, which have no name.
    static func chainNames(of expression: ExprSyntax) -> [String]? {
        chainNames(of: RawExprSyntax(expression.raw)!)
    }

    /// `chainNames` read from the raw tree: it runs for every statement.
    static func chainNames(of expression: RawExprSyntax) -> [String]? {
        var components: [String] = []
        var current: RawExprSyntax? = expression
        while let next = current {
            let node = unwrapped(next).raw
            switch node.kind {
            case .memberAccessExpr:
                let member = node.cast(RawMemberAccessExprSyntax.self)
                components.append(String(syntaxText: member.declName.baseName.tokenText))
                current = member.base
            case .functionCallExpr:
                current = node.cast(RawFunctionCallExprSyntax.self).calledExpression
            case .subscriptCallExpr:
                current = node.cast(RawSubscriptCallExprSyntax.self).calledExpression
            case .declReferenceExpr:
                components.append(String(syntaxText: node.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText))
                current = nil
            case .superExpr:
                components.append("super")
                current = nil
            default:
                return nil
            }
        }
        components.reverse()
        if components.first == "self" { components.removeFirst() }
        return components
    }

    /// The receiver a call or member chain starts from: `titleLabel` for
    /// `self.titleLabel.layer.add(...)`, `self` for `self.setNeedsLayout()`, "" when it has no name.
    static func rootName(of expression: RawExprSyntax) -> String {
        guard let names = chainNames(of: expression) else { return "" }
        return names.first ?? "self"
    }

    /// The type name a type annotation or initializer names, without optionality,
    /// generic arguments or module prefix: `UILabel` for `UIKit.UILabel?`.
    static func simpleTypeName(_ type: TypeSyntax) -> String? {
        simpleTypeName(RawTypeSyntax(type.raw)!)
    }

    static func simpleTypeName(_ type: RawTypeSyntax) -> String? {
        let raw = type.raw
        switch raw.kind {
        case .identifierType: return String(syntaxText: raw.cast(RawIdentifierTypeSyntax.self).name.tokenText)
        case .memberType: return String(syntaxText: raw.cast(RawMemberTypeSyntax.self).name.tokenText)
        case .optionalType: return simpleTypeName(raw.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType: return simpleTypeName(raw.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .attributedType: return simpleTypeName(raw.cast(RawAttributedTypeSyntax.self).baseType)
        default: return nil
        }
    }

    /// The type an initializer expression creates, when it is written as `T(...)` or `T.init(...)`.
    static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        constructedTypeName(RawExprSyntax(expression.raw)!)
    }

    static func constructedTypeName(_ expression: RawExprSyntax) -> String? {
        guard let call = unwrapped(expression).as(RawFunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "init",
           let base = member.base {
            callee = base
        }
        if let generic = callee.as(RawGenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let name = lastNameText(of: callee).map({ String(syntaxText: $0) }), let first = name.first, first.isUppercase
        else { return nil }
        return name
    }

    static func isBooleanTrue(_ expression: ExprSyntax) -> Bool {
        expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// The left side, operator and right side of `a = b` or `a += b` as SwiftParser leaves them unfolded.
    /// `value` is nil when the right side is itself an operator sequence (`a = b + c`).
    typealias AssignmentParts = (target: ExprSyntax, operator: String, value: ExprSyntax?)

    static func assignmentParts(_ sequence: SequenceExprSyntax) -> AssignmentParts? {
        // Most operator expressions are no assignment: that is seen on the raw tree, which makes no nodes.
        guard let assignment = assignment(in: sequence.raw.cast(RawSequenceExprSyntax.self)) else { return nil }
        let elements = sequence.elements
        let target = elements[elements.startIndex]
        let valueIndex = elements.index(elements.startIndex, offsetBy: 2)
        let value = elements.index(after: valueIndex) == elements.endIndex ? elements[valueIndex] : nil
        return (target, String(syntaxText: assignment.operator), value)
    }

    /// The left side and operator of `a = b` or `a += b`, read from the raw tree.
    static func assignment(in sequence: RawSequenceExprSyntax) -> (target: RawExprSyntax, operator: SyntaxText)? {
        let elements = sequence.elements.layoutView.children
        guard elements.count >= 3, let target = elements[elements.startIndex], let middle = elements[elements.startIndex + 1]
        else { return nil }
        if middle.kind == .assignmentExpr { return (RawExprSyntax(target)!, "=") }
        guard let binary = middle.as(RawBinaryOperatorExprSyntax.self), compoundAssignments.contains(binary.operator.tokenText)
        else { return nil }
        return (RawExprSyntax(target)!, binary.operator.tokenText)
    }

    private static let compoundAssignments: Set<SyntaxText> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    /// The identifier an expression ends with, as text in the source: no allocation.
    static func lastNameText(of expression: ExprSyntax) -> SyntaxText? {
        lastNameText(of: RawExprSyntax(expression.raw)!)
    }

    /// `lastNameText` read from the raw tree, which creates no nodes: the walk asks it of every call.
    static func lastNameText(of expression: RawExprSyntax) -> SyntaxText? {
        let raw = expression.raw
        switch raw.kind {
        case .declReferenceExpr: return raw.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText
        case .memberAccessExpr: return raw.cast(RawMemberAccessExprSyntax.self).declName.baseName.tokenText
        case .functionCallExpr: return lastNameText(of: raw.cast(RawFunctionCallExprSyntax.self).calledExpression)
        case .optionalChainingExpr: return lastNameText(of: raw.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return lastNameText(of: raw.cast(RawForceUnwrapExprSyntax.self).expression)
        default: return nil
        }
    }

    /// The raw receiver of a member access or call, looking through `?` and `!`, as `receiver(of:)`.
    static func receiver(of expression: RawExprSyntax) -> RawExprSyntax? {
        let raw = expression.raw
        switch raw.kind {
        case .memberAccessExpr: return raw.cast(RawMemberAccessExprSyntax.self).base
        case .functionCallExpr: return receiver(of: raw.cast(RawFunctionCallExprSyntax.self).calledExpression)
        case .optionalChainingExpr: return receiver(of: raw.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return receiver(of: raw.cast(RawForceUnwrapExprSyntax.self).expression)
        default: return nil
        }
    }

    /// The labels of a call's arguments, nil where unlabelled, read without creating nodes.
    static func argumentLabels(of call: RawFunctionCallExprSyntax) -> some Collection<SyntaxText?> {
        call.arguments.layoutView.children.lazy.map { $0?.as(RawLabeledExprSyntax.self)?.label?.tokenText }
    }

    static func range(of node: some SyntaxProtocol) -> ByteRange {
        ByteRange(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                  end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The slot of a list element; `trailingOwner` is the token after it on its line (its comma), if any.
    static func slot(of node: some SyntaxProtocol, trailingOwner: Syntax? = nil, in source: SourceText) -> ListSlot {
        // SwiftSyntax splits trivia into pieces by lexing it again on each request, so pieces are asked
        // for only when the trivia may hold a comment.
        let leadingStart = node.position.utf8Offset
        let leadingEnd = leadingStart + node.raw.leadingTriviaByteLength
        var commentsStart: Int?
        var commentsEnd: Int?
        if source.mayHoldComment(in: leadingStart..<leadingEnd) {
            var offset = leadingStart
            for piece in node.raw.leadingTriviaPieces ?? [] {
                if piece.isComment, commentsStart == nil { commentsStart = offset }
                offset += piece.byteLength
                if piece.isComment { commentsEnd = offset }
            }
        }
        let end = leadingStart + node.raw.byteLength
        let nodeContentEnd = end - node.raw.trailingTriviaByteLength
        var contentEnd = nodeContentEnd
        let owner = trailingOwner ?? Syntax(node)
        // A comment between the element and its comma (`x /* why */,`) belongs to the element.
        if owner.id != Syntax(node).id, source.mayHoldComment(in: nodeContentEnd..<end) {
            var position = contentEnd
            for piece in node.raw.trailingTriviaPieces ?? [] {
                position += piece.byteLength
                if piece.isComment { contentEnd = position }
            }
        }
        let ownerEnd = owner.position.utf8Offset + owner.raw.byteLength
        let ownerContentEnd = ownerEnd - owner.raw.trailingTriviaByteLength
        return ListSlot(
            leadingTrivia: ByteRange(start: leadingStart, end: leadingEnd),
            leadingComments: ByteRange(start: commentsStart ?? leadingEnd, end: commentsEnd ?? leadingEnd),
            content: ByteRange(start: leadingEnd, end: contentEnd),
            trailingTrivia: ByteRange(start: ownerContentEnd, end: ownerEnd),
            trailingTriviaHasComment: source.mayHoldComment(in: ownerContentEnd..<ownerEnd)
                && owner.raw.trailingTriviaPieces?.contains(where: \.isComment) == true,
            endsLine: endsLine(after: ownerEnd, owner: owner, in: source))
    }

    /// Whether the next token starts a new line. A token's trailing trivia stops at a line
    /// break, so a break right after it starts the next token's leading trivia; that common
    /// case is read from the bytes, the rest from the tree.
    private static func endsLine(after following: Int, owner: Syntax, in source: SourceText) -> Bool {
        if following >= source.bytes.count || source.bytes[following] == UInt8(ascii: "\n") || source.bytes[following] == UInt8(ascii: "\r") {
            return true
        }
        let nextToken = owner.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        return nextToken.map { $0.tokenKind == .endOfFile || $0.leadingTrivia.contains(where: \.isNewline) } ?? true
    }
}

extension SyntaxQueries {
    /// A statement's slot; its `;`, if any, stays with the slot rather than the statement.
    static func statementSlot(of item: CodeBlockItemSyntax, in source: SourceText) -> ListSlot {
        let trailingOwner = item.semicolon.map(Syntax.init) ?? Syntax(item.item)
        return slot(of: item.item, trailingOwner: trailingOwner, in: source)
    }

    /// Whether `node` sits in a `case .left:` (or `.right`) of a `switch`, or in the body of an `if`
    /// whose condition names `.left` or `.right` (not in its `else`): a physical side on purpose.
    static func isInBranchMatchingLeftOrRight(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
            if let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
               label.caseItems.contains(where: { namesLeftOrRight($0.pattern) }) {
                return true
            }
            if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id,
               ifExpression.conditions.contains(where: namesLeftOrRight) {
                return true
            }
            // `if isRTL { … left … } else { … right … }`: both branches mirror by hand, on purpose.
            if let ifExpression = parent.as(IfExprSyntax.self), current.id != ifExpression.conditions.id,
               ifExpression.conditions.contains(where: testsRightToLeft) {
                return true
            }
            current = parent
        }
        return false
    }

    /// `isRTL`, `LanguageHelper.shared.isRtl`, `.rightToLeft`, `effectiveUserInterfaceLayoutDirection`.
    private static func testsRightToLeft(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            let lowered = name.lowercased()
            return lowered.hasSuffix("rtl") || lowered.contains("righttoleft") || lowered.hasSuffix("layoutdirection")
        }
    }

    /// `.left`, `Side.right`: a member access to a value named left or right.
    private static func namesLeftOrRight(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            (token.text == "left" || token.text == "right") && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
        }
    }
}
