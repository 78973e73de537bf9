// `rawText` reads a token without allocating a String; the version is pinned exactly in Package.swift.
@_spi(RawSyntax) import SwiftSyntax

/// Small read-only questions about expressions that the model builder asks
/// while it walks; none of them walks a subtree.
enum SyntaxQueries {
    /// The identifier an expression ends with: `b` for `a.b`, `f` for `a.f(x)`.
    static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return lastName(of: call.calledExpression)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return lastName(of: optional.expression)
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return lastName(of: forced.expression)
        }
        return nil
    }

    /// The receiver of a member access or call, looking through `?` and `!`.
    static func receiver(of expression: ExprSyntax) -> ExprSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base }
        if let call = expression.as(FunctionCallExprSyntax.self) { return receiver(of: call.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiver(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiver(of: forced.expression) }
        return nil
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

    /// The names of a member chain from its root, without a leading `self`:
    /// `[titleLabel, layer, cornerRadius]` for `self.titleLabel.layer.cornerRadius`.
    /// Empty when the chain starts with a literal, closure or array, which have no name.
    static func chainNames(of expression: ExprSyntax) -> [String]? {
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            let node = unwrapped(node)
            if let member = node.as(MemberAccessExprSyntax.self) {
                components.append(member.declName.baseName.text)
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                components.append(reference.baseName.text)
                current = nil
            } else if node.is(SuperExprSyntax.self) {
                components.append("super")
                current = nil
            } else {
                return nil
            }
        }
        components.reverse()
        if components.first == "self" { components.removeFirst() }
        return components
    }

    /// The receiver a call or member chain starts from: `titleLabel` for
    /// `self.titleLabel.layer.add(...)`, `self` for `self.setNeedsLayout()`, "" when it has no name.
    static func rootName(of expression: ExprSyntax) -> String {
        guard let names = chainNames(of: expression) else { return "" }
        return names.first ?? "self"
    }

    /// The type name a type annotation or initializer names, without optionality,
    /// generic arguments or module prefix: `UILabel` for `UIKit.UILabel?`.
    static func simpleTypeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return simpleTypeName(unwrapped.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleTypeName(attributed.baseType) }
        return nil
    }

    /// The type an initializer expression creates, when it is written as `T(...)` or `T.init(...)`.
    static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base {
            callee = base
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let name = lastName(of: callee), let first = name.first, first.isUppercase else { return nil }
        return name
    }

    static func isBooleanTrue(_ expression: ExprSyntax) -> Bool {
        expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// The left side, operator and right side of `a = b` or `a += b` as SwiftParser leaves them unfolded.
    /// `value` is nil when the right side is itself an operator sequence (`a = b + c`).
    static func assignmentParts(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, operator: String, value: ExprSyntax?)? {
        // Walked without copying the elements: this runs for every operator expression of a file.
        let elements = sequence.elements
        var index = elements.startIndex
        guard index != elements.endIndex else { return nil }
        let target = elements[index]
        index = elements.index(after: index)
        guard index != elements.endIndex else { return nil }
        let middle = elements[index]
        let op: String
        if middle.is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = middle.as(BinaryOperatorExprSyntax.self), Self.compoundAssignments.contains(binary.operator.rawText) {
            op = binary.operator.text
        } else {
            return nil
        }
        index = elements.index(after: index)
        guard index != elements.endIndex else { return nil }
        let value = elements[index]
        return (target, op, elements.index(after: index) == elements.endIndex ? value : nil)
    }

    private static let compoundAssignments: Set<SyntaxText> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    /// The identifier an expression ends with, as text in the source: no allocation.
    static func lastNameText(of expression: ExprSyntax) -> SyntaxText? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.rawText }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.rawText }
        if let call = expression.as(FunctionCallExprSyntax.self) { return lastNameText(of: call.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastNameText(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastNameText(of: forced.expression) }
        return nil
    }

    static func range(of node: some SyntaxProtocol) -> ByteRange {
        ByteRange(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                  end: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The slot of a list element; `trailingOwner` is the token after it on its line (its comma), if any.
    static func slot(of node: some SyntaxProtocol, trailingOwner: Syntax? = nil) -> ListSlot {
        let leadingStart = node.position.utf8Offset
        let leadingEnd = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var offset = leadingStart
        var commentsStart: Int?
        var commentsEnd = leadingEnd
        for piece in node.leadingTrivia {
            if piece.isComment, commentsStart == nil { commentsStart = offset }
            offset += piece.sourceLength.utf8Length
            if piece.isComment { commentsEnd = offset }
        }
        // A comment between the element and its comma (`x /* why */,`) belongs to the element.
        var contentEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
        if let owner = trailingOwner, owner.id != Syntax(node).id {
            var position = contentEnd
            for piece in node.trailingTrivia {
                position += piece.sourceLength.utf8Length
                if piece.isComment { contentEnd = position }
            }
        }
        let owner = trailingOwner ?? Syntax(node)
        let nextToken = owner.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        let endsLine = nextToken.map { $0.tokenKind == .endOfFile || $0.leadingTrivia.contains(where: \.isNewline) } ?? true
        return ListSlot(
            leadingTrivia: ByteRange(start: leadingStart, end: leadingEnd),
            leadingComments: commentsStart.map { ByteRange(start: $0, end: commentsEnd) } ?? ByteRange(start: leadingEnd, end: leadingEnd),
            content: ByteRange(start: leadingEnd, end: contentEnd),
            trailingTrivia: ByteRange(start: owner.endPositionBeforeTrailingTrivia.utf8Offset, end: owner.endPosition.utf8Offset),
            trailingTriviaHasComment: owner.trailingTrivia.contains(where: \.isComment),
            endsLine: endsLine)
    }
}

extension SyntaxQueries {
    /// A statement's slot; its `;`, if any, stays with the slot rather than the statement.
    static func statementSlot(of item: CodeBlockItemSyntax) -> ListSlot {
        let trailingOwner = item.semicolon.map(Syntax.init) ?? Syntax(item.item)
        return slot(of: item.item, trailingOwner: trailingOwner)
    }
}
