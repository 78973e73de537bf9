/// What a statement of a view type's function does, in the vocabulary of docs/statements.md.
enum StatementRole: Equatable {
    /// Creates or activates constraints, changes the hierarchy, sets frames.
    case layout
    /// Configures a view: `subject` is a subview's name, or nil for the view itself or a local view.
    case configuration(subview: String?)
    /// Shows, hides, enables or animates a view (docs/statements.md): a screen's state, not its configuration.
    case state(subview: String?)
    /// Connects a view to its delegate, data source, actions or accessibility (docs/statements.md).
    case wiring
    /// Calls a method of the type itself (`setupTitleLabel()`).
    case orchestration(method: String)
    case other
}

/// Classifies the statements of one function of a view type.
struct StatementClassifier {
    let viewType: ViewType
    /// The function's statements, nested ones included.
    private let statements: [Statement]
    private let source: SourceText
    private let methodNames: Set<String>
    private let subviewNames: Set<String>
    /// Names the function declares, and those of them that hold views.
    private let localNames: Set<String>
    private let localViewNames: Set<String>
    /// The names the function gives a control's state from (`isRecentTab` of `toggle.isOn = isRecentTab`).
    private let stateValueNames: Set<String>
    /// The locals the function picks by a condition on one of those (`let color = isActive ? .green : .gray`).
    private let localsChosenByState: Set<String>
    /// The controls given an enabled, selected or highlighted state, with the block that does it, and those the
    /// function gives more than one such state (see `showsState`).
    private let controlsGivenStateInBlocks: Set<ControlInBlock>
    private let controlsWhoseStateIsDecided: Set<String>
    /// The views the function hides (`isHidden = true`), with the block that does it.
    private let viewsHiddenInBlocks: Set<ControlInBlock>
    private static let controlStateMembers: Set<String> = ["isEnabled", "isSelected", "isHighlighted"]
    /// What RxSwift's and RxCocoa's binders and relays take a new value through (`button.rx.isEnabled.onNext(false)`).
    private static let reactiveSetters: Set<String> = ["onNext", "accept"]
    /// `UIView`'s class methods that run a closure of changes as an animation.
    private static let animationMethods: Set<String> = ["animate", "transition", "animateKeyframes"]

    private struct ControlInBlock: Hashable {
        let control: String
        let block: Int
    }

    /// Word prefixes of project helpers that lay views out (`pinToParent()`, `fillSuperview()`):
    /// such calls are not configuration, though uilint cannot see inside them.
    private static let layoutHelperPrefixes = [
        "pin", "constrain", "constraint", "anchor", "fill", "center", "embed", "layout", "align",
    ]

    /// `addFillingSubview(x)`, `insertSubviewBelowAll(x)`: project helpers that change the hierarchy.
    private static func isHierarchyHelper(_ method: String) -> Bool {
        method.contains("Subview") || method.contains("Constraint")
    }
    /// UIKit methods a view calls on itself to configure itself.
    private static let viewConfigurationMethods: Set<String> = [
        "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle",
        "setPreferredSymbolConfiguration",
    ]
    /// Layout that is neither a constraint nor the hierarchy (docs/statements.md): sizing priorities, margins,
    /// layout passes and stacking order.
    private static let layoutMethods: Set<String> = [
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "setNeedsLayout", "layoutIfNeeded",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "invalidateIntrinsicContentSize", "layoutSubviews",
        "sizeToFit", "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview",
        // Spacing after an arranged subview: a stack view ignores it until that subview is arranged.
        "setCustomSpacing",
        // The layer tree is the layers' hierarchy, as `addSubview` is the views'.
        "addSublayer", "insertSublayer",
    ]
    private static let layoutMembers: Set<String> = [
        "layoutMargins", "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins",
        "autoresizingMask", "isLayoutMarginsRelativeArrangement", "contentSize",
        // `card.heightConstraint.constant = 300` changes a stored constraint, not the view it hangs on.
        "constant",
    ]
    private static let stateMembers: Set<String> = [
        "isHidden", "alpha", "isEnabled", "isSelected", "isHighlighted", "isUserInteractionEnabled",
        // A control's current value, often loaded from settings: the screen's state, not its look.
        "isOn", "selectedSegmentIndex", "currentPage",
        // Projects' own spelling of `!isHidden`.
        "isVisible",
    ]
    private static let stateMethods: Set<String> = [
        "startAnimating", "stopAnimating", "setOn", "setHidden",
        // `errorView.hide(animated: false)`: projects' helpers around `isHidden`.
        "show", "hide",
    ]
    /// What a view shows, as opposed to how it looks: plain text and titles, usually the data or
    /// the translations of the screen.
    /// Attributed text carries its font and colour, and a fixed image is an icon: both are looks.
    private static let contentMembers: Set<String> = ["text", "placeholder", "title", "subtitle"]
    private static let contentMethods: Set<String> = ["setTitle"]
    private static let wiringMembers: Set<String> = [
        "delegate", "dataSource", "tag", "isAccessibilityElement", "inputView", "inputAccessoryView",
    ]
    private static let wiringMethods: Set<String> = [
        "addTarget", "removeTarget", "addAction", "removeAction", "addGestureRecognizer", "removeGestureRecognizer",
        "addInteraction",
    ]

    /// Names that stand for the view being set up rather than one of its subviews.
    static let viewItselfNames: Set<String> = ["self", "contentView", "view"]

    init(viewType: ViewType, statements: [Statement], source: SourceText) {
        self.viewType = viewType
        self.statements = statements
        self.source = source
        methodNames = Set(viewType.methods.map(\.name))
        subviewNames = Set(viewType.subviews.map(\.name)).union(viewType.projectSubviewNames)
        var locals = Set<String>()
        var localViews = Set<String>()
        for statement in statements {
            guard case .declaration(let names, let typeName) = statement.action else { continue }
            locals.formUnion(names)
            if let typeName, Subview.isViewTypeName(typeName) { localViews.formUnion(names) }
        }
        localNames = locals
        localViewNames = localViews
        var stateValues = Set<String>()
        var givenStateInBlocks = Set<ControlInBlock>()
        var statesGiven: [String: Set<String>] = [:]
        var hiddenInBlocks = Set<ControlInBlock>()
        for statement in statements {
            switch statement.action {
            case .assignment(let control, let member, _) where Self.stateMembers.contains(member):
                if member == "isHidden", Self.value(of: statement, in: source)?.hasPrefix("true") == true {
                    hiddenInBlocks.insert(ControlInBlock(control: control, block: statement.blockStart))
                }
                stateValues.formUnion(Self.valueNames(of: statement, after: UInt8(ascii: "="), in: source))
                if Self.controlStateMembers.contains(member) {
                    givenStateInBlocks.insert(ControlInBlock(control: control, block: statement.blockStart))
                    if let value = Self.value(of: statement, in: source) {
                        statesGiven[control, default: []].insert(String(value))
                    }
                }
            case .call(_, let method, _, _) where Self.stateMethods.contains(method):
                stateValues.formUnion(Self.valueNames(of: statement, after: UInt8(ascii: "("), in: source))
            case .call(let control, let method, _, _) where Self.reactiveSetters.contains(method):
                // `button.rx.isEnabled.onNext(value)`: RxSwift's spelling of `button.isEnabled = value`.
                guard let member = statement.via?.last, Self.stateMembers.contains(member) else { break }
                stateValues.formUnion(Self.valueNames(of: statement, after: UInt8(ascii: "("), in: source))
                if Self.controlStateMembers.contains(member) {
                    givenStateInBlocks.insert(ControlInBlock(control: control, block: statement.blockStart))
                    if let value = Self.value(of: statement, in: source) {
                        statesGiven[control, default: []].insert(String(value))
                    }
                }
            default:
                break
            }
        }
        // `self.isEnabled = self.course.hasEnrollment`: the value is the course's, not the controller's.
        stateValues.remove("self")
        stateValueNames = stateValues
        localsChosenByState = Self.localsChosenByCondition(on: stateValues, among: statements, in: source)
        controlsGivenStateInBlocks = givenStateInBlocks
        controlsWhoseStateIsDecided = Set(statesGiven.filter { $0.value.count > 1 }.keys)
        viewsHiddenInBlocks = hiddenInBlocks
    }

    /// The names a statement mentions after its first `separator`: the value of `x.isOn = value`, the arguments of
    /// `x.setOn(value, animated: false)`.
    private static func valueNames(of statement: Statement, after separator: UInt8, in source: SourceText)
        -> Set<String>
    {
        let bytes = source.bytes[statement.range.start..<statement.range.end]
        guard let position = bytes.firstIndex(of: separator) else { return [] }
        return statement.referencedNames(inside: ByteRange(start: position + 1, end: statement.range.end), in: source)
    }

    /// Whether an assignment's value is chosen by a condition on a value the function also gives a control's state
    /// (`icon.tintColor = isOn ? .label : .systemGray` beside `toggle.isOn = isOn`): the view shows that state, as
    /// the control does (docs/statements.md).
    /// So does a look given to a control beside its enabled, selected or highlighted state, in the same block, in a
    /// function that gives the control more than one such state (`guard … else { nextButton.isEnabled = false;
    /// nextButton.backgroundColor = .gray; return }`, then `nextButton.isEnabled = true` and its colour, SsgSag_iOS
    /// b9ef3e2's sign-up form): it is how the control looks in that state. Where the function gives it one state
    /// (`textfield.isEnabled = true` among its looks, kukai-mobile-ios 3a88b90), the looks are configuration.
    /// So does the text cleared on a view that the same block hides (`priceLabel.text = ""` beside
    /// `priceLabel.isHidden = true`, aelf-wallet-ios e027455's market screen): it goes, text and all. A text it
    /// shows when shown (an empty list's message) is its configuration.
    private func showsState(_ statement: Statement) -> Bool {
        switch statement.action {
        case .call(let view, _, _, _), .assignment(let view, _, _):
            if controlsWhoseStateIsDecided.contains(view),
                controlsGivenStateInBlocks.contains(ControlInBlock(control: view, block: block(of: statement)))
            {
                return true
            }
        case .declaration, .other:
            break
        }
        if case .call = statement.action { return false }
        if case .assignment(let view, let member, _) = statement.action {
            let inBlock = ControlInBlock(control: view, block: statement.blockStart)
            if Self.contentMembers.contains(member), viewsHiddenInBlocks.contains(inBlock),
                let value = Self.value(of: statement, in: source), value.hasPrefix("\"\"") || value.hasPrefix("nil")
            {
                return true
            }
        }
        guard !stateValueNames.isEmpty else { return false }
        if let condition = Self.ternaryCondition(of: statement, in: source) {
            return !statement.referencedNames(inside: condition, in: source).isDisjoint(with: stateValueNames)
        }
        // `let color = isActive ? .themeGreen : .themeInactive`, then `button.configuration?.baseBackgroundColor =
        // color` (Amor 064ffbf's channel editor).
        if !localsChosenByState.isEmpty,
            !Self.valueNames(of: statement, after: UInt8(ascii: "="), in: source).isDisjoint(with: localsChosenByState)
        {
            return true
        }
        // `if value { button.configuration?.baseBackgroundColor = .themeGreen } else { … }` beside
        // `button.isEnabled = value` (Amor 064ffbf's new-channel form).
        return branchCondition(of: statement)?.isDisjoint(with: stateValueNames) == false
    }

    /// Where the condition of a conditional operator in an assignment's or a declaration's value stands.
    private static func ternaryCondition(of statement: Statement, in source: SourceText) -> ByteRange? {
        let bytes = source.bytes[statement.range.start..<statement.range.end]
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        // A conditional operator's `?` stands between spaces; optional chaining's and `??` do not.
        var position = equals + 1
        while position + 2 < statement.range.end {
            if bytes[position] == UInt8(ascii: " "), bytes[position + 1] == UInt8(ascii: "?"),
                bytes[position + 2] == UInt8(ascii: " ")
            {
                return ByteRange(start: equals + 1, end: position)
            }
            position += 1
        }
        return nil
    }

    /// The locals declared with a value chosen by a condition on one of `names`.
    private static func localsChosenByCondition(
        on names: Set<String>, among statements: [Statement], in source: SourceText
    ) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var locals = Set<String>()
        for statement in statements {
            guard case .declaration(let declared, _) = statement.action,
                let condition = ternaryCondition(of: statement, in: source),
                !statement.referencedNames(inside: condition, in: source).isDisjoint(with: names)
            else { continue }
            locals.formUnion(declared)
        }
        return locals
    }

    /// The names of the condition of the `if` whose branch holds the statement, up to the `if`'s first brace.
    private func branchCondition(of statement: Statement) -> Set<String>? {
        guard let branch = enclosingStatement(of: statement) else { return nil }
        let bytes = source.bytes[branch.range.start..<statement.range.start]
        guard bytes.starts(with: "if ".utf8), let brace = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
        return branch.referencedNames(inside: ByteRange(start: branch.range.start, end: brace), in: source)
    }

    /// The statement whose block or closure directly holds `statement`.
    private func enclosingStatement(of statement: Statement) -> Statement? {
        guard statement.depth > 0 else { return nil }
        return statements.last { outer in
            outer.depth == statement.depth - 1 && outer.range.start < statement.range.start
                && statement.range.end <= outer.range.end
        }
    }

    /// The block a statement belongs to, an animation's closure being part of the block that runs it
    /// (`sendButton.isEnabled = true`, then `UIView.animate { sendButton.backgroundColor = … }`:
    /// IOS-Swift-Crypto-Wallet acf6450's send screen).
    private func block(of statement: Statement) -> Int {
        guard statement.isInClosure, let animation = enclosingStatement(of: statement),
            case .call(_, let method, _, true) = animation.action, Self.animationMethods.contains(method)
        else { return statement.blockStart }
        return animation.blockStart
    }

    func role(of statement: Statement) -> StatementRole {
        if statement.isLayout { return .layout }
        switch statement.action {
        case .assignment(_, let member, _) where Self.layoutMembers.contains(member):
            return .layout
        case .assignment(_, let member, _)
        where Self.wiringMembers.contains(member) || member.hasPrefix("accessibility")
            || member.hasSuffix("Delegate") || member.hasSuffix("DataSource"):
            return .wiring
        case .assignment(let root, let member, _) where Self.stateMembers.contains(member):
            return .state(subview: subviewNames.contains(root) ? root : nil)
        case .call(_, let method, _, _) where Self.layoutMethods.contains(method):
            return .layout
        case .call(_, let method, _, _)
        where Self.wiringMethods.contains(method) || Method.name(method, hasPrefix: "register"):
            return .wiring
        case .call(let root, let method, _, _) where Self.stateMethods.contains(method):
            return .state(subview: subviewNames.contains(root) ? root : nil)
        case .assignment(_, _, true):
            // `card.didTapAction = { … }`: a handler, as with `addAction`.
            return .wiring
        case .assignment(let root, _, _) where root != "self" && assignsView(statement):
            // `scrollView.refreshControl = refreshControl`, `zoomView.zoomView = pageStack`: one view
            // told about another, which often must already be in place.
            return .wiring
        case .assignment(let root, let member, _):
            // `count = 0` on a local is not configuration; `backgroundColor = .white` on self is.
            // `titleLabel = UILabel()` makes a subview: configuring it is what comes next.
            if root == "self" {
                return localNames.contains(member) || subviewNames.contains(member)
                    ? .other : .configuration(subview: nil)
            }
            // A look that shows a state, on a subview or deeper (`mainView.sendButton`).
            if showsAppearance(statement, on: root), showsState(statement) {
                return .state(subview: subviewNames.contains(root) ? root : nil)
            }
            let role = configurationRole(root: root)
            // `tableView.emptyDataSetSource = self`, a project's `segmentedControl.defaultSelectedIndex = 2`:
            // not what UIKit declares as the subview's appearance or content, so unknown.
            guard case .configuration(.some) = role else { return role }
            return declaresAppearance(statement, on: root) ? role : .other
        case .call(let root, let method, _, let passesClosure):
            if Self.layoutHelperPrefixes.contains(where: { Method.name(method, hasPrefix: $0) })
                || Self.isHierarchyHelper(method)
            {
                return .other
            }
            if root == "self" {
                // `setupTitleLabel()` and the like, even when declared in another file.
                if methodNames.contains(method) || viewType.conventions.isSetupName(method) {
                    return .orchestration(method: method)
                }
                // Without a receiver, only UIKit's own configuration methods are known to configure the view;
                // anything else may be a helper declared in another file, or a free function.
                return Self.viewConfigurationMethods.contains(method) ? .configuration(subview: nil) : .other
            }
            if !passesClosure, showsAppearance(statement, on: root), showsState(statement) {
                return .state(subview: subviewNames.contains(root) ? root : nil)
            }
            let role = configurationRole(root: root)
            guard case .configuration = role else { return role }
            // `button.on(.touchUpInside) { … }`: a view given a closure is given a handler, the
            // project's own `addAction`.
            if passesClosure { return .wiring }
            let callee = source.text(in: statement.range).prefix { $0 != "(" }
            // `label.accessibilityTraits.insert(.header)`.
            if callee.contains(".accessibility") { return .wiring }
            // `avatarView.pin.size(50).top()`: PinLayout and FlexLayout place views by frame.
            if callee.contains(".pin.") || callee.contains(".flex.") { return .layout }
            // Any other call (`becomeFirstResponder()`, `webView.load(_:)`, a project's `addSpacerView(_:)`)
            // is unknown, and unknown triggers nothing.
            return declaresAppearance(statement, on: root) ? role : .other
        case .declaration, .other:
            return .other
        }
    }

    /// Whether a configuration statement only sets the plain text its view shows (`label.text = title`,
    /// `button.setTitle(…)`): content, which data binding and translations set, not the view's look.
    func setsContentOnly(_ statement: Statement) -> Bool {
        Self.shown(by: statement) == .text
    }

    /// The image members and setters of UIKit's image views and buttons.
    private static let imageMembers: Set<String> = ["image", "highlightedImage"]
    private static let imageMethods: Set<String> = ["setImage", "setBackgroundImage"]

    /// Whether a configuration statement shows the model's data rather than what the screen always shows (docs/
    /// statements.md): text other than a literal or a translation (`label.text = field.name`), or an image the data
    /// picks (`iconView.image = chain.icon()`, `favButton.setImage(viewModel.favouriteIcon, for: .normal)`, Krystal-
    /// iOS-Legacy eccf9e3's token screens) rather than a fixed one, which is an icon.
    func showsData(_ statement: Statement) -> Bool {
        guard let shown = Self.shown(by: statement) else { return false }
        return showsData(statement, shown) || isFallback(statement, for: shown)
    }

    private enum Shown { case text, image }

    private static func shown(by statement: Statement) -> Shown? {
        switch statement.action {
        case .assignment(_, let member, _):
            if contentMembers.contains(member) { return .text }
            return imageMembers.contains(member) ? .image : nil
        case .call(_, let method, _, _):
            if contentMethods.contains(method) { return .text }
            return imageMethods.contains(method) ? .image : nil
        case .declaration, .other: return nil
        }
    }

    private func showsData(_ statement: Statement, _ shown: Shown) -> Bool {
        guard let value = Self.value(of: statement, in: source) else { return false }
        return shown == .text ? !Self.isFixedText(value) : !isFixedImage(value)
    }

    /// A fixed text or image in one branch of a choice whose other branch shows the data's on the same view is what
    /// the view shows when the data has none (Krystal-iOS-Legacy eccf9e3's default token logo, set when the model's
    /// logo is no URL).
    private func isFallback(_ statement: Statement, for shown: Shown) -> Bool {
        guard statement.depth > 0, let view = statement.root,
            let choice = statements.last(where: { outer in
                outer.depth == statement.depth - 1 && outer.range.start < statement.range.start
                    && statement.range.end <= outer.range.end
            })
        else { return false }
        return statements.contains { other in
            other.depth == statement.depth && other.blockStart != statement.blockStart
                && choice.range.start < other.range.start && other.range.end <= choice.range.end
                && other.root == view && Self.shown(by: other) == shown && showsData(other, shown)
        }
    }

    /// What an assignment assigns, or a call's arguments, from the first non-blank character.
    private static func value(of statement: Statement, in source: SourceText) -> Substring? {
        let text = source.text(in: statement.range)
        let separator: Character
        if case .assignment = statement.action { separator = "=" } else { separator = "(" }
        guard let position = text.firstIndex(of: separator) else { return nil }
        return text[text.index(after: position)...].drop { $0.isWhitespace }
    }

    /// A literal shows the same text every time, unless it interpolates a value (`"Level \(level)"`); so does a
    /// translation.
    private static func isFixedText(_ value: Substring) -> Bool {
        (value.hasPrefix("\"") && !value.contains("\\(")) || value.hasPrefix("L10n.") || value.hasPrefix("R.string")
            || value.hasPrefix("Strings.") || value.range(of: "locali", options: .caseInsensitive) != nil
    }

    /// An image named or made from a literal or a constant (`UIImage(named: "close")`, `UIImage(systemName: Icons.x)`,
    /// `UIImage(color: .white)`, `UIImage()`, `Asset.close.image`, `R.image.close()`, `.checkmark`, `nil`, a constant
    /// of the type); not one a value of the screen gives (`model.icon`, `UIImage(named: token.symbol)`,
    /// `UIImage(data: data)`).
    private func isFixedImage(_ value: Substring) -> Bool {
        guard value.hasPrefix("UIImage(") else { return isFixed(value) }
        let arguments = value.dropFirst("UIImage(".count)
        if arguments.first == ")" { return true }
        guard let colon = arguments.firstIndex(of: ":") else { return false }
        return isFixed(arguments[arguments.index(after: colon)...].drop { $0.isWhitespace })
    }

    /// A literal without interpolation, a type's or an enumeration's member, an image literal, `nil`, or a constant
    /// property of the type that holds one (pollo-ios's `let editButtonImageName = "dots"`).
    private func isFixed(_ value: Substring) -> Bool {
        if Self.isFixedName(value) { return true }
        let name = (value.hasPrefix("self.") ? value.dropFirst("self.".count) : value).prefix {
            $0.isLetter || $0.isNumber || $0 == "_"
        }
        guard !name.isEmpty,
            let property = viewType.members.first(where: { $0.kind == .property && $0.name == name })
        else { return false }
        let declaration = source.text(in: property.range)
        let head = declaration.prefix { $0 != "=" }
        guard head.count < declaration.count, head.contains("let "), !head.contains("var ") else { return false }
        return Self.isFixedName(declaration.dropFirst(head.count + 1).drop { $0.isWhitespace })
    }

    private static func isFixedName(_ value: Substring) -> Bool {
        guard let first = value.first else { return false }
        if first == "\"" { return !value.prefix { $0 != ")" }.contains("\\(") }
        return first == "." || first == "#" || first.isUppercase || value.hasPrefix("nil")
    }

    /// Whether the value assigned is a view of the type: a subview or a local view, as a name.
    private func assignsView(_ statement: Statement) -> Bool {
        let text = source.text(in: statement.range)
        guard let equals = text.firstIndex(of: "=") else { return false }
        var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        if value.hasPrefix("self.") { value.removeFirst(5) }
        return subviewNames.contains(value) || localViewNames.contains(value)
    }

    /// Whether the statement's target (`titleLabel.font = …`, `button.titleLabel?.font = …`, `button.setTitle(…)`),
    /// on the subview `root`, is what UIKit declares as that subview's appearance or content (issue 28, item 1). A
    /// call or a subscript in the chain makes it unknown.
    /// Whether the statement sets a look: one its receiver's class declares, or, on a view reached through another
    /// (`mainView.sendButton.backgroundColor`), one some UIKit class declares.
    private func showsAppearance(_ statement: Statement, on root: String) -> Bool {
        if declaresAppearance(statement, on: root) { return true }
        guard let via = statement.via, !via.isEmpty else { return false }
        switch statement.action {
        case .assignment(_, let member, _), .call(_, let member, _, _):
            return UIKitAppearance.isAppearanceOfSomeClass(member)
        case .declaration, .other: return false
        }
    }

    private func declaresAppearance(_ statement: Statement, on root: String) -> Bool {
        guard let via = statement.via else { return false }
        let member: String
        switch statement.action {
        case .assignment(_, let name, _), .call(_, let name, _, _): member = name
        case .declaration, .other: return false
        }
        // A project's property that only forwards to UIKit (`badgeButton.cornerRadius = 6`, whose `didSet` sets
        // `layer.cornerRadius`).
        if via.isEmpty, viewType.subviewAppearanceProperties[root]?.contains(member) == true { return true }
        return UIKitAppearance.isAppearance(ArraySlice(via + [member]), of: viewType.subviewClasses[root] ?? "UIView")
    }

    private func configurationRole(root: String) -> StatementRole {
        // A declared `contentView` is still the view itself: the root view loaded from a nib and pinned to the bounds.
        if Self.viewItselfNames.contains(root) { return .configuration(subview: nil) }
        if subviewNames.contains(root) { return .configuration(subview: root) }
        if localViewNames.contains(root) { return .configuration(subview: nil) }
        return .other
    }
}

extension Statement {
    /// Whether the statement only sets `translatesAutoresizingMaskIntoConstraints`.
    var onlyDisablesAutoresizingMask: Bool {
        layoutOperations == [.disablesAutoresizingMask]
    }

    /// The function's own statements, in order: not nested in blocks or closures.
    var isTopLevel: Bool { depth == 0 && !isInClosure }

    /// What the statement assigns to or calls on, by its root name (`self` for an implicit receiver).
    var root: String? {
        switch action {
        case .assignment(let root, _, _), .call(let root, _, _, _): return root
        case .declaration, .other: return nil
        }
    }

    /// `x.snp.updateConstraints { … }` and `remakeConstraints { … }`: change or replace the
    /// constraints of a view laid out elsewhere, as toggling stored constraints does.
    var updatesSnapKitConstraints: Bool {
        if case .call(_, let method, _, _) = action {
            return method == "updateConstraints" || method == "remakeConstraints"
        }
        return false
    }

    /// Whether a `for` or `while` loop of the same function holds the statement: content made
    /// per item of the data.
    func isInLoop(among statements: [Statement], source: SourceText) -> Bool {
        statements.contains { isLoop($0, around: self, source: source) }
    }

    /// Whether the statement acts on a view the loop around it makes, one per item (`let rowView =
    /// TransferRowView(row: row)`, then `rowView.snp.makeConstraints`: hyuabot-client-ios 4c4dd7f's transfer rows).
    func actsOnViewMadeInItsLoop(among statements: [Statement], source: SourceText) -> Bool {
        guard let root, root != "self" else { return false }
        return statements.contains { loop in
            isLoop(loop, around: self, source: source)
                && statements.contains { declaration in
                    guard case .declaration(let names, _) = declaration.action, names.contains(root) else {
                        return false
                    }
                    return loop.range.start < declaration.range.start && declaration.range.end <= range.start
                }
        }
    }

    private func isLoop(_ outer: Statement, around statement: Statement, source: SourceText) -> Bool {
        outer.depth < statement.depth && outer.range.start < statement.range.start
            && statement.range.end <= outer.range.end
            && ["for ", "while "].contains(where: source.text(in: outer.range).hasPrefix)
    }
}

extension Array where Element == Statement {
    /// Statements matching `predicate` that contain no other statement matching it, so a
    /// finding lands on the innermost code (`addSubview` inside an `if`, not the `if`).
    func innermost(where predicate: (Statement) -> Bool) -> [Statement] {
        let matching = filter(predicate)
        return matching.filter { outer in
            !matching.contains { inner in
                inner.range != outer.range && outer.range.start <= inner.range.start
                    && inner.range.end <= outer.range.end
            }
        }
    }
}

extension LayoutOperation {
    /// How messages describe the operation.
    var phrase: String {
        switch self {
        case .createsConstraint: return "creates a constraint"
        case .activatesConstraints: return "activates constraints"
        case .deactivatesConstraints: return "deactivates constraints"
        case .changesHierarchy: return "changes the view hierarchy"
        case .usesSnapKit: return "makes SnapKit constraints"
        case .disablesAutoresizingMask: return "sets translatesAutoresizingMaskIntoConstraints"
        case .setsGeometry: return "sets the frame"
        case .storesConstraint: return "stores a constraint"
        }
    }
}
