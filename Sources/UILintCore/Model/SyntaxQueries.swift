import SwiftSyntax

/// Small read-only questions about expressions that the model builder asks
/// while it walks; none of them walks a subtree.
enum SyntaxQueries {
    /// The identifier an expression ends with: `b` for `a.b`, `f` for `a.f(x)`.
    static func lastName(of expression: ExprSyntax) -> String? {
        lastNameText(of: expression).map { String(text: $0) }
    }

    /// The initializer a value is written with, through helpers chained after it: `UILabel` and its call for
    /// `UILabel()` and for `UILabel().withoutAutoresizingMaskConstraints`, whose helper returns the view it is given.
    /// `call` is nil when the initializer is wrapped (`UILabel()!`).
    static func construction(at value: ExprSyntax) -> (typeName: String, call: FunctionCallExprSyntax?)? {
        var expression = value
        while true {
            if let name = constructedTypeName(expression) {
                return (name, expression.as(FunctionCallExprSyntax.self))
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expression = base
        }
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
            let only = tuple.elements.first, only.label == nil
        {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// The expression a cast converts, parenthesised or not: `moreButton` of `moreButton as Any`, `[a, b]` of
    /// `([a, b] as [UIView])`. A cast is still unfolded in a sequence: the parser leaves precedence to later.
    static func uncast(_ expression: ExprSyntax) -> ExprSyntax {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let first = sequence.elements.first
        {
            return first
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return uncast(only.expression)
        }
        return expression
    }

    static func isBooleanTrue(_ expression: ExprSyntax) -> Bool {
        expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// Whether `node` runs on one side of a choice inside its statement only: a branch of
    /// `isMain ? layOutMain() : layOutDefault()`, or the right of `&&`, `||` or `??` (SOPT-iOS b08a638
    /// chooses between two layouts with a ternary).
    static func isInExpressionBranch(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.kind != .codeBlockItem, parent.kind != .closureExpr {
            if parent.is(UnresolvedTernaryExprSyntax.self) { return true }
            if let ternary = parent.as(TernaryExprSyntax.self), current.id != ternary.condition.id { return true }
            if let elements = parent.as(ExprListSyntax.self) {
                for element in elements {
                    if element.id == current.id { break }
                    if element.is(UnresolvedTernaryExprSyntax.self) { return true }
                    if let binary = element.as(BinaryOperatorExprSyntax.self),
                        ["&&", "||", "??"].contains(binary.operator.text)
                    {
                        return true
                    }
                }
            }
            current = parent
        }
        return false
    }

    static func range(of node: some SyntaxProtocol) -> ByteRange {
        ByteRange(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The slot of a list element; `trailingOwner` is the token after it on its line (its comma), if any.
    static func slot(of node: some SyntaxProtocol, trailingOwner: Syntax? = nil, in source: SourceText) -> ListSlot {
        // SwiftSyntax splits trivia into pieces by lexing it again on each request, so pieces are asked
        // for only when the trivia may hold a comment.
        let leadingStart = node.position.utf8Offset
        let leadingEnd = leadingStart + node.leadingTriviaLength.utf8Length
        var commentsStart: Int?
        var commentsEnd: Int?
        if source.mayHoldComment(in: leadingStart..<leadingEnd) {
            var offset = leadingStart
            for piece in node.leadingTrivia {
                if piece.isComment, commentsStart == nil { commentsStart = offset }
                offset += piece.sourceLength.utf8Length
                if piece.isComment { commentsEnd = offset }
            }
        }
        let end = leadingStart + node.totalLength.utf8Length
        let nodeContentEnd = end - node.trailingTriviaLength.utf8Length
        var contentEnd = nodeContentEnd
        let owner = trailingOwner ?? Syntax(node)
        // A comment between the element and its comma (`x /* why */,`) belongs to the element.
        if owner.id != Syntax(node).id, source.mayHoldComment(in: nodeContentEnd..<end) {
            var position = contentEnd
            for piece in node.trailingTrivia {
                position += piece.sourceLength.utf8Length
                if piece.isComment { contentEnd = position }
            }
        }
        let ownerEnd = owner.position.utf8Offset + owner.totalLength.utf8Length
        let ownerContentEnd = ownerEnd - owner.trailingTriviaLength.utf8Length
        return ListSlot(
            leadingTrivia: ByteRange(start: leadingStart, end: leadingEnd),
            leadingComments: ByteRange(start: commentsStart ?? leadingEnd, end: commentsEnd ?? leadingEnd),
            content: ByteRange(start: leadingEnd, end: contentEnd),
            trailingTrivia: ByteRange(start: ownerContentEnd, end: ownerEnd),
            trailingTriviaHasComment: source.mayHoldComment(in: ownerContentEnd..<ownerEnd)
                && owner.trailingTrivia.contains(where: \.isComment),
            endsLine: endsLine(after: ownerEnd, owner: owner, in: source))
    }

    /// Whether the next token starts a new line. A token's trailing trivia stops at a line
    /// break, so a break right after it starts the next token's leading trivia; that common
    /// case is read from the bytes, the rest from the tree.
    private static func endsLine(after following: Int, owner: Syntax, in source: SourceText) -> Bool {
        if following >= source.bytes.count || source.bytes[following] == UInt8(ascii: "\n")
            || source.bytes[following] == UInt8(ascii: "\r")
        {
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
}
