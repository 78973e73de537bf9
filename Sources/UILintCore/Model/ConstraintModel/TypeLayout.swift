/// The constraint model of one view type (docs/constraint-model.md): every constraint the type makes in the file,
/// with what it says in resolved terms (items scoped, numbers looked up in the project) and its
/// activation context. The layout rules and `uilint layout` read it; none of them reads syntax.
public struct TypeLayout: Sendable {
    public enum Context: String, Sendable {
        /// Activated on every run of the type's set-up path.
        case installed
        /// Kept in a property or local that is activated or deactivated by name.
        case stored
        /// Anything else: in a branch, a loop, a closure, or a function off the set-up path.
        case conditional
    }

    public struct Entry: Sendable {
        public let constraint: Constraint
        public let context: Context
        /// Its equations with items scoped (`inset@120` for a local of the member at 120) and numbers
        /// resolved; nil when uilint cannot read it or one of its items.
        public let equations: [ConstraintEquation]?
        public let priority: ConstraintPriority
        /// Whether it is in the engine once the set-up path has run: installed, or stored and activated
        /// by name on that path.
        public let isInForce: Bool
        /// The statement that activated it with others (a `makeConstraints` call, an `activate` list).
        public let group: Int
        public let member: MemberSummary?

        /// A view's constraint to itself alone (a width, an aspect ratio), which stays with the view when it
        /// leaves its superview.
        public var isOwnSize: Bool {
            guard let equations, !equations.isEmpty else { return false }
            return equations.allSatisfy { $0.secondItem == nil || $0.secondItem == $0.firstItem }
        }
    }

    public let typeName: String
    public let isController: Bool
    public let entries: [Entry]
    /// Members that run when the type is made: initializers, `loadView`, `viewDidLoad`, `awakeFromNib`,
    /// setup functions, initializer closures, and what they call on every run.
    public let setUpMembers: Set<Int>
    /// Items whose constraints some code removes all at once (`removeFromSuperview`, deactivating
    /// `view.constraints`): which of their constraints are in force together depends on when that code runs.
    public let volatileItems: Set<String>
    /// Items whose own constraints (as first item) SnapKit remakes or removes.
    public let remadeItems: Set<String>
    /// Each subview's superview, where the type adds it to exactly one view.
    public let superviews: [String: String]
    /// Views the type adds to a stack view: the stack lays them out.
    public let arrangedItems: Set<String>
    let members: [Int: MemberSummary]
    let calls: CallGraph
    let flow: [ConstraintNameEvent]

    /// Names of constraints whose constant or priority some code changes after they are made, or that
    /// other files can reach and change.
    public let changedNames: Set<String>
}

extension TypeLayout {
    /// UIKit's views and guides that every view or controller has, besides the type's own properties.
    static let uiKitItems: Set<String> = [
        "self", "superview", "view", "contentView", "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide",
        "keyboardLayoutGuide", "backgroundView", "selectedBackgroundView", "textLabel", "detailTextLabel", "imageView",
        "titleLabel", "tableView", "collectionView",
    ]

    /// Builds the model of `type` from its file's model, resolved with the project index.
    static func build(for type: ViewType, in model: FileModel, constraints: [Constraint]) -> TypeLayout {
        let members = Dictionary(type.members.map { ($0.range.start, $0) }, uniquingKeysWith: { first, _ in first })
        let ownConstraints = constraints.filter { $0.creation.member.map { members[$0] != nil } ?? false }
        // Most types make no constraint: their model is empty, and costs nothing more.
        guard !ownConstraints.isEmpty else {
            return TypeLayout(
                typeName: type.name, isController: type.isController, entries: [], setUpMembers: [],
                volatileItems: [], remadeItems: [], superviews: [:], arrangedItems: [], members: members,
                calls: CallGraph(members: []), flow: [], changedNames: [])
        }
        let calls = CallGraph(members: members.values)
        let setUp = setUpPath(of: type, members: members, calls: calls)
        let flow = model.constraintFlow.events.filter { $0.place.member.map { members[$0] != nil } ?? false }
        let removals = model.constraintFlow.removals.filter {
            !$0.isReplacement && ($0.place.member.map { members[$0] != nil } ?? false)
        }
        var volatile = Set(removals.filter { !$0.isOwnOnly }.map(\.item))
        let remade = Set(removals.filter(\.isOwnOnly).map(\.item))
        for event in flow
        where event.kind == .deactivate && (event.name == "constraints" || event.name.hasSuffix(".constraints")) {
            volatile.insert(event.name == "constraints" ? "self" : String(event.name.dropLast(".constraints".count)))
        }
        // A stored constraint that other files can reach may have its constant changed there
        // (MixinNetwork ios-app 2c62c53: `informationView.contentLeadingConstraint.constant = …`).
        var changed = Set(
            type.members.filter { $0.kind == .property && !$0.isFilePrivate(in: model.source) }.map(\.name))
        for event in flow {
            switch event.kind {
            case .setConstant, .setPriority: changed.insert(event.name)
            default: break
            }
        }
        let activatedOnSetUp = Set(
            flow.filter {
                $0.kind == .activate && $0.place.isUnconditional && $0.place.member.map(setUp.contains) == true
            }.map(\.name))
        let deactivatedOnSetUp = Set(
            flow.filter {
                $0.kind == .deactivate && $0.place.isUnconditional && $0.place.member.map(setUp.contains) == true
            }.map(\.name))
        let namedInFlow = Set(flow.map(\.name))
        var assignments: [String: Int] = [:]
        for constraint in ownConstraints {
            if let name = constraint.creation.storedName, !constraint.creation.isInArray {
                assignments[name, default: 0] += 1
            }
        }
        var parents: [String: Set<String>] = [:]
        var arranged = Set<String>()
        for addition in type.hierarchyAdditions {
            switch addition.method {
            case .addArrangedSubview: arranged.insert(addition.viewName)
            case .addSubview, .insertSubview:
                parents[Self.viewMade(by: addition, in: type), default: []].insert(addition.parentName)
            case .constraintsHelper: break
            }
        }
        let superviews = parents.compactMapValues { $0.count == 1 ? $0.first : nil }
        let resolver = NameResolver(
            type: type, model: model, members: members,
            constrainedMembers: Set(ownConstraints.compactMap(\.creation.member)), superviews: superviews)
        let entries = ownConstraints.map { constraint -> Entry in
            let creation = constraint.creation
            let member = creation.member.flatMap { members[$0] }
            let onSetUp = creation.member.map(setUp.contains) ?? false
            let activates = [.activated, .snapKitMake, .snapKitRemake].contains(creation.activation)
            let context: Context
            if onSetUp, !creation.isConditional, activates {
                context = .installed
            } else if let name = creation.storedName, namedInFlow.contains(name) || activates {
                context = .stored
            } else {
                context = .conditional
            }
            var isInForce = context == .installed
            if context == .stored, let name = creation.storedName, activatedOnSetUp.contains(name),
                !creation.isConditional,
                assignments[name, default: 0] <= 1 || creation.isInArray,
                onSetUp || member?.kind == .property
            {
                isInForce = true
            }
            // Made, then switched off by name while the type is set up (`fillFinalConstraint?.deactivate()`).
            if let name = creation.storedName, deactivatedOnSetUp.contains(name), !activatedOnSetUp.contains(name) {
                isInForce = false
            }
            var priority = resolver.priority(constraint.priority, member: member)
            var equations = resolver.equations(of: constraint, member: member)
            if let name = creation.storedName, changed.contains(name) {
                // Its constant or priority changes later: only its shape is certain.
                priority = changedPriority(priority, name: name, flow: flow)
                equations = equations?.map { equation in
                    var equation = equation
                    equation.constant = .symbol("?" + name)
                    return equation
                }
            }
            return Entry(
                constraint: constraint, context: context, equations: equations, priority: priority,
                isInForce: isInForce, group: creation.site, member: member)
        }
        return TypeLayout(
            typeName: type.name, isController: type.isController, entries: entries, setUpMembers: setUp,
            volatileItems: volatile, remadeItems: remade, superviews: superviews, arrangedItems: arranged,
            members: members,
            calls: calls, flow: flow, changedNames: changed)
    }

    /// A stored constraint whose priority is set by name once, to a number, keeps that number; any
    /// other change makes it unknown.
    private static func changedPriority(_ priority: ConstraintPriority, name: String, flow: [ConstraintNameEvent])
        -> ConstraintPriority
    {
        let changes = flow.filter { $0.name == name }.map(\.kind)
        let priorities = changes.compactMap { kind -> LinearValue? in
            if case .setPriority(let value) = kind { return value }
            return nil
        }
        if priorities.isEmpty { return priority }
        if priorities.count == 1, let value = priorities.first, value.number != nil { return value }
        return .unknownPriority
    }

    /// The members that run when the type is made, and those they call on every run.
    /// A function named as a setup function starts the path only when it overrides one a base class
    /// calls: where the type calls it, the calls decide (`if isPad { setUpForPad() }`), and one nothing
    /// in the type calls is another object's choice (YAPP-Github 21st-iOS-Team-2-iOS a8e4da9's sheet
    /// has `setUpMyPost()` and `setUpUserPost()`, and each controller calls one of them).
    private static func setUpPath(of type: ViewType, members: [Int: MemberSummary], calls: CallGraph) -> Set<Int> {
        let called = calls.calledFunctions
        let starts = members.values.filter { member in
            member.isSetUpEntry
                || (member.kind == .function && member.labels.isEmpty && !member.isStatic
                    && type.conventions.isSetupName(member.name) && member.isOverride
                    && !called.contains(member.range.start))
        }
        return calls.reachable(from: starts.map(\.range.start), unconditionalOnly: true)
    }

    /// Whether some code takes the equation's constraint away with others at once: its view's
    /// constraints removed, or its first item's remade by SnapKit.
    func isVolatile(_ equation: ConstraintEquation) -> Bool {
        volatileItems.contains(equation.firstItem) || equation.secondItem.map(volatileItems.contains) == true
            || remadeItems.contains(equation.firstItem)
    }

    /// The entries whose constraints hold once the type is set up, with equations uilint reads fully.
    public var inForce: [Entry] { entries.filter { $0.isInForce && $0.equations != nil } }

    /// Names of stored constraints that a member deactivates.
    func namesDeactivated(in member: Int?) -> Set<String> {
        Set(flow.filter { $0.place.member == member && $0.kind == .deactivate }.map(\.name))
    }

    /// The member named by a set-up or other start offset.
    func member(at start: Int?) -> MemberSummary? { start.flatMap { members[$0] } }

    /// The text that declares an item: a local's declaration, a property's whole declaration.
    func declarationText(of item: String, in type: ViewType, source: SourceText) -> String? {
        if let at = item.firstIndex(of: "@"), let start = Int(item[item.index(after: at)...]),
            let member = members[start]
        {
            let name = String(item[..<at])
            return member.statements.first { statement in
                if case .declaration(let names, _) = statement.action { return names.first == name }
                return false
            }.map { source.text(in: $0.range) }
        }
        return type.members.first { $0.kind == .property && $0.name == item }.map { source.text(in: $0.range) }
    }

    /// The class of an item, as the type declares it: a subview's declared or constructed type, a
    /// local's, `UIView` for UIKit's own views; nil when the type does not say.
    func className(of item: String, in type: ViewType) -> String? {
        if ["view", "contentView", "backgroundView", "selectedBackgroundView"].contains(item) { return "UIView" }
        if let at = item.firstIndex(of: "@"), let start = Int(item[item.index(after: at)...]),
            let member = members[start]
        {
            let name = String(item[..<at])
            for statement in member.statements {
                if case .declaration(let names, let typeName) = statement.action, names.first == name {
                    return typeName
                }
            }
            return nil
        }
        return type.subview(named: item)?.typeName
    }
}

/// Answers for the names in a type's constraints: which items are views uilint can follow, what a
/// symbol's number is, and which locals need their member's scope. A class: the closures it hands SnapKit's
/// statements hold it, where a struct would be copied field by field for each constraint.
final class NameResolver {
    let type: ViewType
    let model: FileModel
    let members: [Int: MemberSummary]
    let superviews: [String: String]
    private let properties: Set<String>
    private let uiKitItems: Set<String>
    /// The type's subviews and UIKit's views, which SnapKit's `equalTo(name)` may name.
    private let viewNames: Set<String>

    /// `constrainedMembers`: the members that make constraints, whose locals the resolver reads.
    init(
        type: ViewType, model: FileModel, members: [Int: MemberSummary], constrainedMembers: Set<Int>,
        superviews: [String: String]
    ) {
        self.type = type
        self.model = model
        self.members = members
        self.superviews = superviews
        properties = Set(type.members.filter { $0.kind == .property && !$0.isStatic }.map(\.name))
            .union(type.subviews.map(\.name)).union(type.projectSubviewNames)
        // A view's `view` or a controller's `contentView` is no UIKit property: some other name.
        uiKitItems = type.isController ? Self.controllerItems : Self.viewItems
        localsByMember = members.filter { constrainedMembers.contains($0.key) }.mapValues(Self.locals(of:))
        viewNames = Set(type.subviews.map(\.name)).union(type.projectSubviewNames).union(TypeLayout.uiKitItems)
        ownerChain = [type.name] + model.index.projectClassChain(from: type.name).dropFirst()
    }

    private static let controllerItems = TypeLayout.uiKitItems.subtracting(["contentView"])
    private static let viewItems = TypeLayout.uiKitItems.subtracting(["view"])

    /// The type and its project superclasses, whose `let`s a plain name may be.
    private let ownerChain: [String]

    /// Locals and parameters of each member, which mean another thing in another member; read once.
    private let localsByMember: [Int: Set<String>]

    private func locals(of member: MemberSummary?) -> Set<String> {
        member.flatMap { localsByMember[$0.range.start] } ?? []
    }

    private static func locals(of member: MemberSummary) -> Set<String> {
        var names = Set(member.parameterNames)
        for statement in member.statements {
            if case .declaration(let declared, _) = statement.action { names.formUnion(declared) }
        }
        return names
    }

    /// The item as the model names it, or nil when uilint cannot follow it (a call, a subscript, another
    /// object's view).
    func item(_ written: String, member: MemberSummary?, locals: Set<String>) -> String? {
        // The common case, a property or UIKit's view by a plain name, needs no splitting.
        if !locals.contains(written), uiKitItems.contains(written) || properties.contains(written) {
            return written == "superview" ? superviews["self"] ?? written : written
        }
        var item = written
        if item.hasSuffix(".superview") || item == "superview" {
            let owner = item == "superview" ? "self" : String(item.dropLast(".superview".count))
            if let parent = superviews[owner] { item = parent }
        }
        guard let root = Self.root(ofPath: item) else { return nil }
        if locals.contains(root), let member {
            // In a property's `{ … }()`, the view it makes and returns is the property.
            if member.kind == .property, member.hasInitializerClosure, root.utf8.count == item.utf8.count,
                returns(root, in: member)
            {
                return member.name
            }
            return item + "@" + String(member.range.start)
        }
        guard uiKitItems.contains(root) || properties.contains(root) else { return nil }
        return item
    }

    /// `a` for `a`, `a.b` or `a.b.c` whose parts are all names; nil for anything else (a call, a subscript,
    /// an empty part). Read by bytes: this runs for every item of every constraint.
    static func root(ofPath path: String) -> String? {
        var partLength = 0
        var rootEnd: String.UTF8View.Index?
        let utf8 = path.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: ".") {
                guard partLength > 0 else { return nil }
                if rootEnd == nil { rootEnd = index }
                partLength = 0
            } else if (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
                || byte == 95
                || byte >= 128
            {
                partLength += 1
            } else {
                return nil
            }
        }
        guard partLength > 0 else { return nil }
        return String(path[..<(rootEnd ?? utf8.endIndex)])
    }

    /// Whether the member's body ends with `return name`.
    private func returns(_ name: String, in member: MemberSummary) -> Bool {
        member.statements.contains { $0.depth == 0 && model.source.text(in: $0.range) == "return " + name }
    }

    func equations(of constraint: Constraint, member: MemberSummary?) -> [ConstraintEquation]? {
        let bound = constraint.creation.boundNames
        let locals = bound.isEmpty ? locals(of: member) : locals(of: member).union(bound)
        let raw: [ConstraintEquation]?
        switch constraint.meaning {
        case .equations(let equations):
            raw = equations
        case .snapKit(let statement):
            raw = statement.equations(
                resolving: SnapKitStatement.Names(
                    isView: { self.isView($0, member: member) }, number: { self.number($0, member: member) }))
        case .unknown:
            raw = nil
        }
        guard let raw else { return nil }
        var result: [ConstraintEquation] = []
        let superviewNames = constraint.creation.superviewNames
        /// `parent.leading` where `if let parent = superview`: the superview's.
        func written(_ item: String) -> String {
            guard !superviewNames.isEmpty, let root = Self.root(ofPath: item), superviewNames.contains(root) else {
                return item
            }
            return "superview" + item.dropFirst(root.utf8.count)
        }
        for equation in raw {
            guard let first = item(written(equation.firstItem), member: member, locals: locals) else { return nil }
            var resolved = equation
            resolved.firstItem = first
            if let second = equation.secondItem {
                guard let item = item(written(second), member: member, locals: locals) else { return nil }
                resolved.secondItem = item
            }
            guard let constant = try? value(equation.constant, member: member, locals: locals),
                let multiplier = try? value(equation.multiplier, member: member, locals: locals)
            else { return nil }
            resolved.constant = constant
            resolved.multiplier = multiplier
            result.append(resolved)
        }
        return result
    }

    func priority(_ priority: ConstraintPriority, member: MemberSummary?) -> ConstraintPriority {
        guard priority.number == nil else { return priority }
        let resolved = try? priority.substituting { symbol in
            if symbol.hasPrefix(".") { return model.index.number(named: "UILayoutPriority" + symbol) }
            return number(symbol, member: member)
        }
        return resolved?.number.map { LinearValue($0) } ?? .unknownPriority
    }

    private func value(_ value: LinearValue, member: MemberSummary?, locals: Set<String>) throws -> LinearValue {
        if value.terms.isEmpty { return value }
        return try value.substituting { number($0, member: member) }.renamingSymbols { symbol in
            let root = symbol.prefix { $0 != "." }
            if locals.contains(String(root)), let member { return symbol + "@" + String(member.range.start) }
            return symbol
        }
    }

    /// Whether SnapKit's `equalTo(name)` names a view (true) or a number (false); nil when uilint cannot tell.
    private func isView(_ name: String, member: MemberSummary?) -> Bool? {
        if number(name, member: member) != nil { return false }
        let components = name.split(separator: ".").map(String.init)
        guard let root = components.first else { return nil }
        if let member {
            // A plain name may be a local the member declares; `a.b` is read from its root below.
            for statement in member.statements where components.count == 1 {
                guard case .declaration(let names, let typeName) = statement.action, names.first == root else {
                    continue
                }
                guard let typeName else { return nil }
                if Self.numberTypes.contains(typeName) { return false }
                return Subview.isViewTypeName(typeName) || model.index.isProjectViewClass(typeName) ? true : nil
            }
            if member.parameterNames.contains(root) { return nil }
        }
        guard viewNames.contains(root) else { return nil }
        if components.count == 1 { return true }
        guard components.count == 2, let last = components.last else { return nil }
        return Self.viewMembers.contains(last) || Subview.isViewTypeName(last.prefix(1).uppercased() + last.dropFirst())
            ? true : nil
    }

    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
    private static let viewMembers: Set<String> = [
        "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide", "superview",
        "contentView", "view",
    ]

    /// The number a symbol names: a local `let` of the member, a `let` of the type or its project
    /// superclasses, `Type.name`, or a global.
    func number(_ symbol: String, member: MemberSummary?) -> Rational? {
        // Split by bytes: this runs for every symbol of every constraint.
        let dot = UInt8(ascii: ".")
        let utf8 = symbol.utf8
        guard let lastDot = utf8.lastIndex(of: dot) else {
            if let member,
                let local = model.constraintFlow.localNumbers.last(where: {
                    $0.member == member.range.start && $0.name == symbol
                })
            {
                return local.value
            }
            return numberOfMember(symbol)
        }
        let name = symbol[utf8.index(after: lastDot)...]
        let head = symbol[..<lastDot]
        let ownerStart = head.utf8.lastIndex(of: dot).map { head.utf8.index(after: $0) } ?? head.startIndex
        let owner = head[ownerStart...]
        // `.inset` or `a..b`: no owner to look in.
        guard !owner.isEmpty, !name.isEmpty else { return numberOfMember(symbol) }
        return model.index.number(named: (owner == "Self" ? type.name : String(owner)) + "." + name)
    }

    /// A `let` of the type or its project superclasses, or a global.
    private func numberOfMember(_ name: String) -> Rational? {
        for owner in ownerChain {
            if let value = model.index.number(named: owner + "." + name) { return value }
        }
        return model.index.number(named: name)
    }
}

extension TypeLayout {
    /// The view an addition adds: the property whose initializer closure adds the local it returns
    /// (`lazy var name: UILabel = { let label = UILabel(); card.addSubview(label); return label }()`,
    /// iOS07-Soulmate a651d7c), or the view as written.
    static func viewMade(by addition: HierarchyAddition, in type: ViewType) -> String {
        guard type.subview(named: addition.viewName) == nil,
            let property = type.subviews.first(where: { subview in
                guard let statements = subview.initializerClosure, let first = statements.first,
                    let last = statements.last
                else { return false }
                return first.range.start <= addition.callRange.start && addition.callRange.end <= last.range.end
            })
        else { return addition.viewName }
        return property.name
    }
}
