// The one file that reads swift-syntax's raw tree, an SPI. The walk asks these questions of every
// statement, call, member access and name of a file; the raw tree answers them without making typed
// nodes or Strings, which keeps the walk at about 85% of its time with typed nodes. Package.swift
// accepts one major version of swift-syntax, within which the SPI holds.
@_spi(RawSyntax) import SwiftParserDiagnostics
@_spi(RawSyntax) import SwiftSyntax

/// A name as the source spells it, read from the raw tree (swift-syntax's `SyntaxText`), for the readers of the
/// walk that are handed one (`ModelReader.visitName`).
typealias NameText = SyntaxText

extension String {
    /// A token's text as a String, for the names the walk keeps.
    init(text: SyntaxText) {
        self.init(syntaxText: text)
    }
}

/// Names compared as source text, with no `String` made of the text: for the gates that run on every
/// call or member access of a file.
/// Names a walk has seen bound, by a stored property or a local, kept as the source's text without making strings.
/// It lives as long as the walk that fills it: the text is the tree's.
struct BoundNames {
    private var names = Set<SyntaxText>()

    mutating func insert(nameBoundBy binding: PatternBindingSyntax) {
        guard let pattern = binding.raw.cast(RawPatternBindingSyntax.self).pattern.as(RawIdentifierPatternSyntax.self)
        else { return }
        names.insert(pattern.identifier.tokenText)
    }

    func contains(_ name: SyntaxText) -> Bool {
        names.contains(name)
    }
}

struct SourceNames: Sendable {
    private let names: Set<SyntaxText>
    /// The lengths of the names (bit 63 for 63 and more) and their first bytes: most names a walk meets are told
    /// from these two without hashing their text.
    private let lengths: UInt64
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    /// Static strings only: the set keeps pointers to their text.
    init(_ names: [StaticString]) {
        let texts = names.map { SyntaxText(stringLiteral: $0) }
        self.names = Set(texts)
        lengths = texts.reduce(0) { $0 | 1 << min($1.count, 63) }
        var firstBytes: [UInt64] = [0, 0, 0, 0]
        for first in texts.compactMap(\.first) { firstBytes[Int(first >> 6)] |= 1 << (first & 63) }
        self.firstBytes = (firstBytes[0], firstBytes[1], firstBytes[2], firstBytes[3])
    }

    func contains(_ name: SyntaxText) -> Bool {
        guard lengths & 1 << min(name.count, 63) != 0, let first = name.first else { return false }
        let word: UInt64
        switch first >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        return word & 1 << (first & 63) != 0 && names.contains(name)
    }
}

extension SyntaxQueries {
    /// Whether `text` starts with `prefix`, with no `String` made of it.
    static func text(_ text: SyntaxText, hasPrefix prefix: StaticString) -> Bool {
        text.hasPrefix(SyntaxText(stringLiteral: prefix))
    }

    /// Whether `text` ends with `suffix`, with no `String` made of it.
    static func text(_ text: SyntaxText, hasSuffix suffix: StaticString) -> Bool {
        text.hasSuffix(SyntaxText(stringLiteral: suffix))
    }

    /// Whether `text` ends with `suffix`, a lowercase ASCII word, in any case (`isRTL`), with no `String` made of it.
    static func text(_ text: SyntaxText, hasLowercaseSuffix suffix: StaticString) -> Bool {
        text.count >= suffix.utf8CodeUnitCount
            && self.text(text, hasLowercase: suffix, at: text.count - suffix.utf8CodeUnitCount)
    }

    /// Whether `text` holds `word`, a lowercase ASCII word, in any case (`isRightToLeft`), with no `String` made of it.
    static func text(_ text: SyntaxText, containsLowercase word: StaticString) -> Bool {
        text.count >= word.utf8CodeUnitCount
            && (0...(text.count - word.utf8CodeUnitCount)).contains { self.text(text, hasLowercase: word, at: $0) }
    }

    private static func text(_ text: SyntaxText, hasLowercase word: StaticString, at start: Int) -> Bool {
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return letters.indices.allSatisfy { offset in
            let byte = text[start + offset]
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            return lowered == letters[offset]
        }
    }

    /// An identifier token's text, nil for any other token, without allocating a String.
    static func identifierText(of token: TokenSyntax) -> SyntaxText? {
        token.rawTokenKind == .identifier ? token.rawText : nil
    }

    /// A token's text, without allocating a String.
    static func text(of token: TokenSyntax) -> SyntaxText {
        token.rawText
    }

    /// A name's text (`view` in `view` or `view(_:)`), without making its token.
    static func baseNameText(of reference: DeclReferenceExprSyntax) -> NameText {
        reference.raw.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText
    }

    /// The name a call's callee ends with: `constraint` for `a.topAnchor.constraint(…)`.
    static func calleeName(of call: FunctionCallExprSyntax) -> SyntaxText? {
        lastNameText(of: call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression)
    }

    /// The name the callee's receiver ends with: `NSLayoutConstraint` for `NSLayoutConstraint.activate(…)`.
    static func calleeReceiverName(of call: FunctionCallExprSyntax) -> SyntaxText? {
        receiver(of: call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression).flatMap(lastNameText)
    }

    /// The name of a call of the type's own method, `setupViews()`, `self.layout(in:)` or, from a
    /// closure that holds `self` weakly, `self?.showGameOver()`; nil for any other call. Read from the raw
    /// tree: this runs for every call of a file.
    static func selfCallName(of call: FunctionCallExprSyntax) -> SyntaxText? {
        let callee = call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.tokenText }
        guard let access = callee.as(RawMemberAccessExprSyntax.self), var base = access.base else { return nil }
        if let chained = base.as(RawOptionalChainingExprSyntax.self) { base = chained.expression }
        if let unwrapped = base.as(RawForceUnwrapExprSyntax.self) { base = unwrapped.expression }
        guard base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" else { return nil }
        return access.declName.baseName.tokenText
    }

    /// The names a call is made on or given (rules/missing_translates_autoresizing.md): `label` for `label.top(to:)`,
    /// `self.label.pin()` or `apply(label)`, not for `label.image?.withTintColor(…)`, whose call is on the image;
    /// each operand's of `a + b` (prox's `activate(constraints + hidden, …)`); in an array literal, the name each
    /// element starts from (Ptt-iOS hands `[label.topAnchor.constraint(…)]` to a helper). `isOpaque` for `&card`, which
    /// the callee may replace, and for a call reached through a member UIKit's views do not declare.
    /// Every call of a file is asked: strings are made only for the names found.
    /// Whether a call may take a name at all: it has arguments, or its receiver is a plain name (`label.pin()`) or a
    /// member of one.
    /// Told without hashing anything, before the costlier questions.
    static func mayTakeName(_ call: FunctionCallExprSyntax) -> Bool {
        let raw = call.raw.cast(RawFunctionCallExprSyntax.self)
        if !raw.arguments.layoutView.children.isEmpty { return true }
        guard let receiver = receiver(of: raw.calledExpression) else { return false }
        if nameText(of: receiver) != nil || receiver.is(RawArrayExprSyntax.self) { return true }
        // `inputField.ezl.makeConstraint { … }`: a call through a member of a name.
        guard let access = unwrapped(receiver).as(RawMemberAccessExprSyntax.self), let base = access.base else {
            return false
        }
        return nameText(of: base) != nil
    }

    static func namesTaken(by call: FunctionCallExprSyntax, among known: BoundNames) -> [(name: String, isOpaque: Bool)]
    {
        let raw = call.raw.cast(RawFunctionCallExprSyntax.self)
        var names: [(name: String, isOpaque: Bool)] = []
        if let receiver = receiver(of: raw.calledExpression) {
            collectNames(in: receiver, isOpaque: false, among: known, into: &names)
            // `inputField.ezl.makeConstraint { … }` (Shook's layout DSL): a member UIKit's views do not declare.
            if let access = unwrapped(receiver).as(RawMemberAccessExprSyntax.self), let base = access.base,
                let name = nameText(of: base), known.contains(name),
                !UIKitViewAPI.viewMembersInSource.contains(access.declName.baseName.tokenText)
            {
                names.append((String(syntaxText: name), true))
            }
        }
        for argument in raw.arguments.layoutView.children {
            guard let expression = argument?.as(RawLabeledExprSyntax.self)?.expression else { continue }
            if let inOut = expression.as(RawInOutExprSyntax.self) {
                collectNames(in: inOut.expression, isOpaque: true, among: known, into: &names)
            } else {
                collectNames(in: expression, isOpaque: false, among: known, into: &names)
            }
        }
        return names
    }

    private static func collectNames(
        in expression: RawExprSyntax, isOpaque: Bool, among known: BoundNames,
        into names: inout [(name: String, isOpaque: Bool)]
    ) {
        if let array = expression.as(RawArrayExprSyntax.self) {
            for element in array.elements.layoutView.children {
                guard let element = element?.as(RawArrayElementSyntax.self),
                    let name = rootNameText(of: element.expression), known.contains(name)
                else { continue }
                names.append((String(syntaxText: name), isOpaque))
            }
        } else if let sequence = expression.as(RawSequenceExprSyntax.self) {
            for element in sequence.elements.layoutView.children {
                guard let element = element?.as(RawExprSyntax.self), let name = nameText(of: element),
                    known.contains(name)
                else { continue }
                names.append((String(syntaxText: name), isOpaque))
            }
        } else if let name = nameText(of: expression), known.contains(name) {
            names.append((String(syntaxText: name), isOpaque))
        }
    }

    /// `label` for an expression that is `label` or `self.label`, nil otherwise: the target of an assignment that
    /// replaces a stored view, told without making strings for any other.
    static func singleName(of expression: ExprSyntax) -> String? {
        nameText(of: RawExprSyntax(expression.raw)!).map { String(syntaxText: $0) }
    }

    /// The name the callee's receiver chain starts from: `view` for `view.layoutUsing.anchors(…)`.
    static func calleeReceiverRoot(of call: FunctionCallExprSyntax) -> SyntaxText? {
        receiver(of: call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression).flatMap(rootNameText)
    }

    /// The stored view or local an expression names: `label` for `label`, `self.label` or `label?`; nil for
    /// anything else (`label.image`, a call, a literal). Read from the raw tree, for every argument of every call.
    private static func nameText(of expression: RawExprSyntax) -> SyntaxText? {
        let node = unwrapped(expression)
        if let reference = node.as(RawDeclReferenceExprSyntax.self) { return reference.baseName.tokenText }
        guard let access = node.as(RawMemberAccessExprSyntax.self), let base = access.base,
            base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self"
        else { return nil }
        return access.declName.baseName.tokenText
    }

    /// The name a member chain starts from, after any `self.`: `label` for `self.label.topAnchor.constraint(…)`.
    private static func rootNameText(of expression: RawExprSyntax) -> SyntaxText? {
        var current = expression
        var nameAfterRoot: SyntaxText?
        while true {
            let node = unwrapped(current).raw
            switch node.kind {
            case .memberAccessExpr:
                let access = node.cast(RawMemberAccessExprSyntax.self)
                guard let base = access.base else { return nil }
                nameAfterRoot = access.declName.baseName.tokenText
                current = base
            case .functionCallExpr: current = node.cast(RawFunctionCallExprSyntax.self).calledExpression
            case .subscriptCallExpr: current = node.cast(RawSubscriptCallExprSyntax.self).calledExpression
            case .declReferenceExpr:
                let name = node.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText
                return name == "self" ? nameAfterRoot : name
            default: return nil
            }
        }
    }

    /// Whether one of the call's arguments is `self` itself: `apply(self)`.
    static func passesSelf(_ call: FunctionCallExprSyntax) -> Bool {
        call.raw.cast(RawFunctionCallExprSyntax.self).arguments.layoutView.children.contains { argument in
            argument?.as(RawLabeledExprSyntax.self)?.expression.as(RawDeclReferenceExprSyntax.self)?.baseName
                .tokenText == "self"
        }
    }

    /// The labels of a call's arguments, nil where unlabelled.
    static func argumentLabels(of call: FunctionCallExprSyntax) -> some Collection<SyntaxText?> {
        argumentLabels(of: call.raw.cast(RawFunctionCallExprSyntax.self))
    }

    /// The member a member access names, and the name its base ends with (`snp` in `label.snp.top`).
    static func names(of access: MemberAccessExprSyntax) -> (member: SyntaxText, baseLast: SyntaxText?) {
        let member = access.raw.cast(RawMemberAccessExprSyntax.self)
        return (member.declName.baseName.tokenText, member.base.flatMap(lastNameText))
    }

    /// The root name of a member chain (see `rootName(of:)` on the raw tree).
    static func rootName(of expression: ExprSyntax) -> String {
        rootName(of: RawExprSyntax(expression.raw)!)
    }

    /// Whether the statement is an operator sequence ending in `true` (`x.isActive = true`).
    static func endsWithTrue(_ item: CodeBlockItemSyntax) -> Bool {
        guard let sequence = item.raw.cast(RawCodeBlockItemSyntax.self).item.as(RawSequenceExprSyntax.self) else {
            return false
        }
        return sequence.elements.layoutView.children.last??.as(RawBooleanLiteralExprSyntax.self)?.literal.tokenText
            == "true"
    }

    /// Whether the expression, unwrapped, is a name or member access ending in `Anchor`.
    static func mayNameAnchor(_ expression: ExprSyntax) -> Bool {
        let raw = unwrapped(RawExprSyntax(expression.raw)!).raw
        switch raw.kind {
        case .memberAccessExpr:
            let member = raw.cast(RawMemberAccessExprSyntax.self)
            return member.base != nil && member.declName.baseName.tokenText.hasSuffix("Anchor")
        case .declReferenceExpr:
            return raw.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText.hasSuffix("Anchor")
        default:
            return false
        }
    }

    /// The lexer's errors, read without Fix-Its: building one traps inside swift-syntax for some
    /// malformed tokens (found by fuzzing), and only the message is reported anyway.
    static func lexerErrors(in tree: SourceFileSyntax) -> [ParseDiagnostic] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> ParseDiagnostic? in
            guard let diagnostic = token.tokenDiagnostic else { return nil }
            let start = token.position.utf8Offset + Int(diagnostic.byteOffset)
            return ParseDiagnostic(
                message: diagnostic.diagnosticMessage(in: token).message,
                range: ByteRange(start: start, end: max(start, token.endPositionBeforeTrailingTrivia.utf8Offset)))
        }
    }

    /// What a statement does, read from the raw tree: this runs for every statement of every member. `via`: the
    /// names between the root and the member an assignment or a call reaches (`layer` in
    /// `card.layer.cornerRadius = 8`), empty for most statements; nil where a call or a subscript stands between.
    static func action(of item: CodeBlockItemSyntax) -> (action: Statement.Action, via: [String]?) {
        let statement = item.raw.cast(RawCodeBlockItemSyntax.self).item
        if let variable = statement.as(RawVariableDeclSyntax.self) {
            let bindings = variable.bindings.layoutView.children.lazy.compactMap {
                $0?.as(RawPatternBindingSyntax.self)
            }
            let names = bindings.compactMap {
                $0.pattern.as(RawIdentifierPatternSyntax.self).map { String(syntaxText: $0.identifier.tokenText) }
            }
            let first = bindings.first
            let typeName =
                first?.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
                ?? first?.initializer.flatMap { SyntaxQueries.constructedTypeName($0.value) }
            return (.declaration(names: Array(names), typeName: typeName), [])
        }
        if let expression = statement.as(RawExprSyntax.self) {
            return action(of: expression)
        }
        if let expressionStatement = statement.as(RawExpressionStmtSyntax.self) {
            return action(of: expressionStatement.expression)
        }
        return (.other, [])
    }

    private static func action(of expression: RawExprSyntax) -> (action: Statement.Action, via: [String]?) {
        var expression = expression
        while true {
            if let tryExpression = expression.as(RawTryExprSyntax.self) {
                expression = tryExpression.expression
            } else if let awaitExpression = expression.as(RawAwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                break
            }
        }
        if let sequence = expression.as(RawSequenceExprSyntax.self),
            let target = SyntaxQueries.assignment(in: sequence)?.target
        {
            guard let names = SyntaxQueries.chainNames(of: target), let member = names.last else { return (.other, []) }
            let elements = sequence.elements.layoutView.children
            let assignsClosure = elements.count == 3 && elements[elements.endIndex - 1]?.kind == .closureExpr
            // `backgroundColor = x` and `self.backgroundColor = x` set a property of the view itself.
            return (
                .assignment(root: names.count == 1 ? "self" : names[0], member: member, assignsClosure: assignsClosure),
                names.count > 2 ? Array(names[1..<(names.count - 1)]) : []
            )
        }
        if let call = expression.as(RawFunctionCallExprSyntax.self),
            let method = SyntaxQueries.lastNameText(of: call.calledExpression)
        {
            let receiver = SyntaxQueries.receiver(of: call.calledExpression)
            let root = receiver.map(SyntaxQueries.rootName) ?? "self"
            let passesClosure =
                call.trailingClosure != nil
                || call.arguments.elements.contains { $0.expression.is(RawClosureExprSyntax.self) }
            return (
                .call(
                    root: root.isEmpty ? "" : root, method: String(syntaxText: method),
                    hasExplicitReceiver: receiver != nil, passesClosure: passesClosure),
                receiver.map(namesAfterRoot) ?? []
            )
        }
        return (.other, [])
    }

    /// The names of a receiver after its root: `layer` for `card.layer`, none for `card` or `self.card`; nil when
    /// a call or a subscript stands in the chain.
    private static func namesAfterRoot(_ receiver: RawExprSyntax) -> [String]? {
        var names: [String] = []
        var current = unwrapped(receiver).raw
        while current.kind == .memberAccessExpr {
            let access = current.cast(RawMemberAccessExprSyntax.self)
            guard let base = access.base else { return nil }
            let next = unwrapped(base).raw
            if next.kind == .declReferenceExpr,
                next.cast(RawDeclReferenceExprSyntax.self).baseName.tokenText == "self"
            {
                break
            }
            names.append(String(syntaxText: access.declName.baseName.tokenText))
            current = next
        }
        guard current.kind == .memberAccessExpr || current.kind == .declReferenceExpr else { return nil }
        return names.reversed()
    }

    /// Whether the expression, unwrapped, is a call: told from the raw tree, without making nodes.
    static func isCall(_ expression: ExprSyntax) -> Bool {
        unwrapped(RawExprSyntax(expression.raw)!).is(RawFunctionCallExprSyntax.self)
    }

    /// `unwrapped` on the raw tree.
    static func unwrapped(_ expression: RawExprSyntax) -> RawExprSyntax {
        let raw = expression.raw
        switch raw.kind {
        case .optionalChainingExpr: return unwrapped(raw.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return unwrapped(raw.cast(RawForceUnwrapExprSyntax.self).expression)
        case .tupleExpr:
            let elements = raw.cast(RawTupleExprSyntax.self).elements.layoutView.children
            guard elements.count == 1, let only = elements.first??.as(RawLabeledExprSyntax.self), only.label == nil
            else { return expression }
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
        case .implicitlyUnwrappedOptionalType:
            return simpleTypeName(raw.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .attributedType: return simpleTypeName(raw.cast(RawAttributedTypeSyntax.self).baseType)
        default: return nil
        }
    }

    /// Whether the type is a closure's, through attributes, optionality and parentheses: `@escaping () -> Void`,
    /// `((Int) -> Void)?`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        isFunctionType(RawTypeSyntax(type.raw)!)
    }

    static func isFunctionType(_ type: RawTypeSyntax) -> Bool {
        let raw = type.raw
        switch raw.kind {
        case .functionType: return true
        case .optionalType: return isFunctionType(raw.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType:
            return isFunctionType(raw.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .attributedType: return isFunctionType(raw.cast(RawAttributedTypeSyntax.self).baseType)
        case .tupleType:
            let elements = raw.cast(RawTupleTypeSyntax.self).elements.elements
            return elements.count == 1 && isFunctionType(elements[0].type)
        default: return false
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
            let base = member.base
        {
            callee = base
        }
        if let generic = callee.as(RawGenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let name = lastNameText(of: callee).map({ String(syntaxText: $0) }), let first = name.first,
            first.isUppercase
        else { return nil }
        return name
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
        guard elements.count >= 3, let target = elements[elements.startIndex],
            let middle = elements[elements.startIndex + 1]
        else { return nil }
        if middle.kind == .assignmentExpr { return (RawExprSyntax(target)!, "=") }
        guard let binary = middle.as(RawBinaryOperatorExprSyntax.self),
            compoundAssignments.contains(binary.operator.tokenText)
        else { return nil }
        return (RawExprSyntax(target)!, binary.operator.tokenText)
    }

    private static let compoundAssignments: Set<SyntaxText> = [
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=",
    ]

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

}
