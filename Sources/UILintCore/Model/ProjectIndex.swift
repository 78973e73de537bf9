/// What crosses files (docs/project-index.md): the project's types with their inheritance and members, and
/// the helpers the project declares, recognised from their bodies. Rules ask it which types are
/// views, which methods a base class declares, and which calls set the autoresizing flag.
public struct ProjectIndex: Sendable {
    public enum ViewKind: Sendable { case view, controller }

    private var typesByName: [String: [DeclaredTypeFacts]]
    /// Structs, enums and actors of files not parsed: such a name, when extended, is no view.
    private let valueTypeNames: Set<String>
    /// Anchor methods that return a constraint made with `constraint(...)`, with those the conventions name.
    public let constraintHelpers: Set<String>
    /// Members that set `translatesAutoresizingMaskIntoConstraints = false` on their receiver, argument or
    /// result, with those the conventions name.
    public let autolayoutHelpers: Set<String>
    /// Those of them that set the flag on their receiver (`view.prepareForAutoLayout()`).
    public let receiverAutolayoutHelpers: Set<String>
    /// Functions that add their argument as a subview and activate constraints, by name with labels.
    public let addSubviewHelpers: Set<String>
    /// The names of the functions the project declares, in types and outside them.
    private let functionNames: Set<String>
    /// The types some member of which lays out a view with SnapKit's `left` or `right`.
    /// The horizontal attribute names each type's SnapKit constraints use (`MemberFacts.snapKitHorizontalAttributes`).
    private let snapKitHorizontalAttributeNames: [String: Set<String>]
    /// Whether any member of the project only forwards to UIKit's appearance: most projects have none to look for.
    private let hasAppearanceProperties: Bool
    private let flagClearingFunctions: FlagClearingFunctions
    public let conventions: Conventions
    /// Numbers the project names (`Layout.avatar`, a global `inset`), by `Type.name` or, for globals,
    /// `name`; nil where two declarations disagree.
    private let numbers: [String: Rational?]
    private var projectViewClasses: Set<String>
    /// The declarations of the file the index is asked for, by name: see `preferring(_:)`.
    private var preferred: [String: [DeclaredTypeFacts]] = [:]

    /// The index of no file, with the default conventions.
    public static let empty = ProjectIndex([])

    public static let uiKitViewClasses: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UINavigationBar", "UIToolbar", "UITabBar", "UIVisualEffectView", "UIInputView", "UIWindow", "UITableViewCell",
        "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
    ]
    public static let uiKitControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIInputViewController", "UIHostingController", "UIPresentationController",
    ]
    /// A class from a dependency, which uilint cannot see, is judged by its name.
    private static let dependencyViewSuffixes = ["View", "Cell", "Button", "Label", "Control", "Bar", "Field"]
    private static let dependencyControllerSuffixes = ["ViewController", "Controller", "VC"]
    /// Failing everything else, a type is judged by its own name.
    private static let ownViewSuffixes = ["View", "Cell"]
    private static let ownControllerSuffixes = ["ViewController", "VC"]
    /// An override of one of these is still UIKit's method, whatever its body adds.
    private static let uiKitHierarchyMethods: Set<String> = [
        "addSubview(_:)", "insertSubview(_:at:)", "insertSubview(_:belowSubview:)", "insertSubview(_:aboveSubview:)",
        "addArrangedSubview(_:)", "insertArrangedSubview(_:at:)",
    ]
    private static let anchorTypes: Set<String> = [
        "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
    ]

    public init(_ facts: [DeclarationFacts], valueTypeNames: Set<String> = [], conventions: Conventions = Conventions())
    {
        self.init(facts, valueTypeNames: valueTypeNames, conventions: conventions, readsMembers: true)
    }

    /// An index of the types and their inheritance alone, for the indexing's question of which classes are views
    /// while it still looks for files: what the members declare (helpers, numbers, the project's view classes) is
    /// left out, as working it out costs more than the question.
    static func inheritance(of facts: [DeclarationFacts], valueTypeNames: Set<String>) -> ProjectIndex {
        ProjectIndex(facts, valueTypeNames: valueTypeNames, conventions: Conventions(), readsMembers: false)
    }

    private init(_ facts: [DeclarationFacts], valueTypeNames: Set<String>, conventions: Conventions, readsMembers: Bool)
    {
        self.valueTypeNames = valueTypeNames
        var typesByName: [String: [DeclaredTypeFacts]] = [:]
        var constraintHelpers = Set(conventions.constraintHelpers)
        var autolayoutHelpers = Set(conventions.autolayoutHelpers)
        var receiverAutolayoutHelpers = Set(conventions.autolayoutHelpers)
        var addSubviewHelpers = Set<String>()
        var functionNames = Set<String>()
        var snapKitHorizontalAttributeNames: [String: Set<String>] = [:]
        var hasAppearanceProperties = false
        var selfCallingExtensionFunctions: [MemberFacts] = []
        var numbers: [String: Rational?] = [:]
        for file in facts {
            for type in file.types { typesByName[type.name, default: []].append(type) }
            guard readsMembers else { continue }
            let scopes = file.types.map { ($0.name + ".", $0.members) } + [("", file.freeMembers)]
            for (prefix, members) in scopes {
                for member in members {
                    guard let text = member.numericValue else { continue }
                    let parts = text.split(separator: "/").compactMap { Int($0) }
                    let value = parts.count == 2 ? Rational(parts[0], parts[1]) : nil
                    let key = prefix + member.name
                    if let existing = numbers[key], existing != value {
                        numbers[key] = .some(nil)
                    } else {
                        numbers[key] = value
                    }
                }
            }
        }
        self.numbers = numbers
        for file in facts where readsMembers {
            let scopes = file.types.map { ($0, $0.members) } + [(nil, file.freeMembers)]
            for (type, members) in scopes {
                for member in members {
                    if !member.snapKitHorizontalAttributes.isEmpty, let name = type?.name {
                        for use in member.snapKitHorizontalAttributes {
                            guard let dot = use.lastIndex(of: ".") else { continue }
                            snapKitHorizontalAttributeNames[name, default: []].insert(
                                String(use[use.index(after: dot)...]))
                        }
                    }
                    hasAppearanceProperties = hasAppearanceProperties || member.setsOnlyAppearance
                    if member.kind == .function {
                        functionNames.insert(member.name)
                        if !member.isStatic, type?.kind == .extension || type?.kind == .protocol,
                            !member.selfCallNames.isEmpty || member.disablesAutoresizingOf.contains("self")
                        {
                            selfCallingExtensionFunctions.append(member)
                        }
                    }
                    if Self.isConstraintHelper(member, in: type) { constraintHelpers.insert(member.name) }
                    if Self.isAutolayoutHelper(member, in: type) {
                        autolayoutHelpers.insert(member.name)
                        if member.disablesAutoresizingOf.contains("self") {
                            receiverAutolayoutHelpers.insert(member.name)
                        }
                    }
                    if member.kind == .function, member.addsParameterAsSubview, member.activatesConstraints,
                        !Self.uiKitHierarchyMethods.contains(member.signature)
                    {
                        addSubviewHelpers.insert(member.signature)
                    }
                }
            }
        }
        flagClearingFunctions = FlagClearingFunctions(facts)
        self.receiverAutolayoutHelpers = Set(
            Self.reached(
                from: [], named: receiverAutolayoutHelpers, through: selfCallingExtensionFunctions,
                followingParameters: false
            ).map(\.name)
        ).union(receiverAutolayoutHelpers)
        self.typesByName = typesByName
        projectViewClasses = []
        self.constraintHelpers = constraintHelpers
        self.autolayoutHelpers = autolayoutHelpers
        self.addSubviewHelpers = addSubviewHelpers
        self.functionNames = functionNames
        self.snapKitHorizontalAttributeNames = snapKitHorizontalAttributeNames
        self.hasAppearanceProperties = hasAppearanceProperties
        self.conventions = conventions
        // Asked of every typed property of every view: decided once per class.
        guard readsMembers else { return }
        projectViewClasses = Set(
            typesByName.keys.filter { name in
                isProjectClass(name) && viewKind(ofTypeNamed: name, declaredAs: .class) == .view
            })
    }

    /// `start` (and the functions named `startNames`) with every function of `members` that calls one of theirs on
    /// its own instance (or, when
    /// `followingParameters`, on a parameter), and so on: `pinToSuperview()` calls `pin(to:)`, which sets the flag.
    /// Calls are known by name only, so a function that calls `addSubview(_:)` reaches the cookbook's
    /// `addSubview(_:withConstraints:)`; the functions returned are those reached, not all that share their names.
    static func reached(
        from start: [MemberFacts], named startNames: Set<String>, through members: [MemberFacts],
        followingParameters: Bool
    ) -> [MemberFacts] {
        var callers: [String: [Int]] = [:]
        for (position, member) in members.enumerated() {
            for name in member.selfCallNames { callers[name, default: []].append(position) }
            guard followingParameters else { continue }
            for name in member.parameterCallNames { callers[name, default: []].append(position) }
        }
        var found = start
        var pending = Set(start.map(\.name)).union(startNames)
        var visited = pending
        var taken = Set<Int>()
        while let name = pending.popFirst() {
            for position in callers[name] ?? [] where taken.insert(position).inserted {
                found.append(members[position])
                if visited.insert(members[position].name).inserted { pending.insert(members[position].name) }
            }
        }
        return found
    }

    /// `leadingAnchor.pin(equalTo:)`: declared on an anchor type, returns a constraint it makes.
    private static func isConstraintHelper(_ member: MemberFacts, in type: DeclaredTypeFacts?) -> Bool {
        guard member.kind == .function, member.name != "constraint", member.callsConstraint,
            member.typeName == "NSLayoutConstraint"
        else { return false }
        return type.map { anchorTypes.contains($0.name) || $0.kind == .protocol || $0.kind == .extension } ?? false
    }

    /// A member that sets the flag on its receiver (in an extension), an argument, or a view it makes and
    /// returns (a free function or a static factory).
    private static func isAutolayoutHelper(_ member: MemberFacts, in type: DeclaredTypeFacts?) -> Bool {
        guard member.kind != .storedProperty, !member.disablesAutoresizingOf.isEmpty else { return false }
        let targets = Set(member.disablesAutoresizingOf)
        if !targets.isDisjoint(with: member.parameterNames) { return true }
        if targets.contains("self"), let type, type.kind == .extension || type.kind == .protocol { return true }
        // An instance method that sets the flag on the type's own views is the type's setup, not a helper.
        return member.typeName != nil && (type == nil || member.isStatic)
    }

    // MARK: - Types

    /// Whether a call of `name` with `labels` may reach a project function that turns a view's autoresizing flag off.
    public func mayClearAutoresizingFlag(_ name: String, labels: [String], hasTrailingClosure: Bool) -> Bool {
        flagClearingFunctions.mayBeCalled(name, labels: labels, hasTrailingClosure: hasTrailingClosure)
    }

    /// Whether the project declares a function of that name, in any type or outside them: code uilint can read.
    public func declaresFunction(named name: String) -> Bool {
        functionNames.contains(name)
    }

    public func declarations(of name: String) -> [DeclaredTypeFacts] {
        guard let own = preferred[name] else { return typesByName[name] ?? [] }
        return own + (typesByName[name] ?? [])
    }

    /// The first of `declarations(of: name)` that matches, without building that list: asked for every class
    /// in every chain of superclasses.
    private func firstDeclaration(of name: String, where matches: (DeclaredTypeFacts) -> Bool) -> DeclaredTypeFacts? {
        preferred[name]?.first(where: matches) ?? typesByName[name]?.first(where: matches)
    }

    /// Whether code of `typeName`, in any file the index holds, reads or sets a scroll view's horizontal offset or
    /// reads where a touch is (`MemberFacts.placesByPhysicalX`).
    public func placesByPhysicalX(in typeName: String) -> Bool {
        (typesByName[typeName] ?? []).contains { $0.members.contains(where: \.placesByPhysicalX) }
    }

    /// The horizontal attributes that `matches` accepts, by view, that code outside the file the index is asked for
    /// lays out with SnapKit on the views of `typeName`, in the type or a project class above or below it
    /// (`MemberFacts.snapKitHorizontalAttributes`): an update there must keep matching what is made here. Asked
    /// once per type, as it reads every class of the project.
    public func snapKitHorizontalAttributesElsewhere(
        in typeName: String, matching matches: (String) -> Bool
    ) -> [String: Set<String>] {
        let own = preferred[typeName] ?? []
        var declarations = (typesByName[typeName] ?? []).filter { !own.contains($0) }
        let chain = projectClassChain(from: typeName)
        // Only the types that use such an attribute can add one: the others' chains are not followed.
        for (name, names) in snapKitHorizontalAttributeNames
        where name != typeName && names.contains(where: matches)
            && (chain.contains(name) || projectClassChain(from: name).contains(typeName))
        {
            declarations += self.declarations(of: name)
        }
        var attributes: [String: Set<String>] = [:]
        for use in declarations.flatMap(\.members).flatMap(\.snapKitHorizontalAttributes) {
            guard let dot = use.lastIndex(of: ".") else { continue }
            let attribute = String(use[use.index(after: dot)...])
            if matches(attribute) { attributes[String(use[..<dot]), default: []].insert(attribute) }
        }
        return attributes
    }

    /// Whether files other than the one the index is asked for declare or extend `name`.
    public func isDeclaredElsewhere(_ name: String) -> Bool {
        (typesByName[name]?.count ?? 0) > (preferred[name]?.count ?? 0)
    }

    /// The index as one file sees it. Where a name is declared both in the file and elsewhere (a
    /// `TestView` nested in a test of each of many files), the file's own declaration comes first:
    /// otherwise what its types inherit would depend on which other files a run happened to parse.
    public func preferring(_ own: DeclarationFacts) -> ProjectIndex {
        var index = self
        index.preferred = Dictionary(grouping: own.types, by: \.name)
        return index
    }

    /// The index once `--fix` has changed one file's declarations from `old` to `new`, as it would be built again from
    /// the fixed file: its types and their members (what the project's helpers are stays as the run found it).
    /// Otherwise the file's own old declarations would count as another file's once a fix changed them: pollo-ios's
    /// `CreateMCOptionCell` kept its SnapKit `right` after the extraction of its setup functions, as if code
    /// elsewhere laid the button out with it, and a second `--fix` renamed it.
    public func replacing(_ old: DeclarationFacts, with new: DeclarationFacts) -> ProjectIndex {
        guard old.types != new.types else { return self }
        var index = self
        for type in old.types {
            guard let position = index.typesByName[type.name]?.firstIndex(of: type) else { continue }
            index.typesByName[type.name]?.remove(at: position)
            if index.typesByName[type.name]?.isEmpty == true { index.typesByName[type.name] = nil }
        }
        for type in new.types { index.typesByName[type.name, default: []].append(type) }
        return index
    }

    /// The project class's superclass, if it names one.
    public func superclass(of name: String) -> String? {
        guard let declaration = firstDeclaration(of: name, where: { $0.kind == .class }),
            let first = declaration.inheritedTypes.first
        else { return nil }
        // A protocol of the project is not a superclass.
        if firstDeclaration(of: first, where: { $0.kind == .protocol }) != nil { return nil }
        return first
    }

    /// Whether the project declares a type of that name (not only extends it).
    public func declaresType(named name: String) -> Bool {
        firstDeclaration(of: name) { $0.kind != .extension } != nil
    }

    /// Whether `name` is a class of the project (declared, not only extended).
    public func isProjectClass(_ name: String) -> Bool {
        firstDeclaration(of: name) { $0.kind == .class } != nil
    }

    /// The project's classes from `name` up, `name` first, while they are the project's own.
    public func projectClassChain(from name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, isProjectClass(next), !chain.contains(next) {
            chain.append(next)
            current = superclass(of: next)
        }
        return chain
    }

    /// The first class above `name` that the project does not declare: UIKit's or a dependency's.
    public func externalSuperclass(of name: String) -> String? {
        projectClassChain(from: name).last.flatMap(superclass(of:))
    }

    /// The first UIKit view or controller class the class is or inherits from, through the project's classes.
    public func uiKitClass(above name: String) -> String? {
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted {
            if Self.uiKitControllerClasses.contains(current) || Self.uiKitViewClasses.contains(current) {
                return current
            }
            guard let next = superclass(of: current) else { return nil }
            current = next
        }
        return nil
    }

    /// What a class is by its inheritance (docs/project-index.md): through the project's classes up to a UIKit
    /// class, or a dependency's class judged by its name; nil when neither decides.
    public func inheritedViewKind(ofClass name: String) -> ViewKind? {
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted {
            if Self.uiKitControllerClasses.contains(current) { return .controller }
            if Self.uiKitViewClasses.contains(current) { return .view }
            guard isProjectClass(current) else {
                // The chain leaves the project: a dependency's class, judged by its name.
                if current == name { return nil }
                return Self.kind(
                    ofName: current, viewSuffixes: Self.dependencyViewSuffixes,
                    controllerSuffixes: Self.dependencyControllerSuffixes)
            }
            guard let next = superclass(of: current) else { return nil }
            current = next
        }
        return nil
    }

    /// The view kind of a type the file declares or extends (docs/project-index.md).
    public func viewKind(ofTypeNamed name: String, declaredAs kind: DeclaredTypeKind) -> ViewKind? {
        switch kind {
        case .protocol, .struct, .enum, .actor:
            return nil
        case .class, .extension:
            if kind == .extension, !isProjectClass(name) {
                if valueTypeNames.contains(name) || declarations(of: name).contains(where: { $0.kind != .extension }) {
                    return nil
                }
                if Self.uiKitControllerClasses.contains(name) { return .controller }
                if Self.uiKitViewClasses.contains(name) { return .view }
                return Self.kind(
                    ofName: name, viewSuffixes: Self.dependencyViewSuffixes,
                    controllerSuffixes: Self.dependencyControllerSuffixes)
            }
            if let inherited = inheritedViewKind(ofClass: name) { return inherited }
            // A class that inherits nothing is no view, whatever its name: a UIKit view names its superclass
            // (U17 8369fbf's `BlurView`, a helper that puts a blur over the view it is given).
            if let declaration = firstDeclaration(of: name, where: { $0.kind == .class }),
                declaration.inheritedTypes.isEmpty
            {
                return nil
            }
            return Self.kind(
                ofName: name, viewSuffixes: Self.ownViewSuffixes, controllerSuffixes: Self.ownControllerSuffixes)
        }
    }

    /// Whether `name` is one of the project's view classes, for subviews typed with them.
    public func isProjectViewClass(_ name: String) -> Bool {
        projectViewClasses.contains(name)
    }

    /// Whether any rule of docs/project-index.md could take a class of this name for a view or controller by
    /// its name: UIKit's classes, and every ending a dependency's or the project's class is judged by.
    static func mayNameViewOrController(_ name: String) -> Bool {
        uiKitViewClasses.contains(name) || uiKitControllerClasses.contains(name)
            || (dependencyViewSuffixes + dependencyControllerSuffixes).contains(where: name.hasSuffix)
            || Subview.isViewTypeName(name)
    }

    private static func kind(ofName name: String, viewSuffixes: [String], controllerSuffixes: [String]) -> ViewKind? {
        if controllerSuffixes.contains(where: name.hasSuffix) { return .controller }
        if viewSuffixes.contains(where: name.hasSuffix) { return .view }
        return nil
    }

    // MARK: - Members

    /// The number `Type.name` (or a global `name`) is declared as, if the project declares one.
    func number(named key: String) -> Rational? {
        numbers[key] ?? nil
    }

    /// The names of the members the project's type or protocol `name` declares in its own declaration: every run
    /// finds that, where extensions elsewhere are looked for only for base classes.
    public func ownMemberNames(of name: String) -> Set<String> {
        Set(declarations(of: name).filter { $0.kind != .extension }.flatMap { $0.members.map(\.name) })
    }

    /// Whether a project class above `name` declares a function named `method`: an override of it
    /// is an override of the project's own method, not of UIKit's.
    public func superclassDeclaresMethod(_ method: String, labels: [String], above name: String) -> Bool {
        for ancestor in projectClassChain(from: name).dropFirst() {
            let declared = declarations(of: ancestor).contains { type in
                type.members.contains { $0.kind == .function && $0.name == method && $0.labels == labels }
            }
            if declared { return true }
        }
        return false
    }

    /// The views that the project classes above `name` take out of the hierarchy in their `method()`, which
    /// an override's `super` call runs too (halloapp-ios-pub's `MessageCellViewBase.prepareForReuse()` removes
    /// the forward button that its subclasses' bindings add again).
    public func viewsRemovedBySuperclasses(in method: String, above name: String) -> Set<String> {
        var removed = Set<String>()
        for ancestor in projectClassChain(from: name).dropFirst() {
            for type in declarations(of: ancestor) {
                for member in type.members
                where member.kind == .function && member.name == method
                    && member.labels.isEmpty
                {
                    removed.formUnion(member.removedViews)
                }
            }
        }
        return removed
    }

    /// Whether an extension of a UIKit view class declares `method()` to take its receiver's subviews out of
    /// the hierarchy (Chatty-iOS-App's `removeAllSubviews()`, which removes every subview in a loop).
    public func removesReceiversSubviews(_ method: String) -> Bool {
        Self.uiKitViewClasses.contains { viewClass in
            declarations(of: viewClass).contains { type in
                type.kind == .extension
                    && type.members.contains { member in
                        member.kind == .function && member.name == method && member.labels.isEmpty
                            && member.removedViews.contains(ConstraintRemoval.anyView)
                    }
            }
        }
    }

    /// Whether the project declares the function `method`, in an extension of `uiKitClass` or in the class `name`
    /// and the project classes above it, with a body that calls one of `calls` on its own instance: a helper that
    /// does that work for its callers (MobileCelestia 55de5cd's `install(_:)`, which adds a child controller).
    public func declaresFunction(
        _ method: String, extending uiKitClass: String, orAbove name: String, callingOnItself calls: Set<String>
    ) -> Bool {
        let owners = [uiKitClass, name] + projectClassChain(from: name).dropFirst()
        return owners.contains { owner in
            declarations(of: owner).contains { type in
                (type.kind == .extension || owner != uiKitClass)
                    && type.members.contains { member in
                        member.kind == .function && member.name == method
                            && member.selfCallNames.contains(where: calls.contains)
                    }
            }
        }
    }

    /// The functions the project classes above `name` call on themselves from one of `hooks`: xabber-ios
    /// 0b4c24f's `SimpleBaseViewController.viewWillAppear(_:)` calls `subscribe()`, which its screens override.
    public func functionsCalled(from hooks: Set<String>, above name: String) -> Set<String> {
        var names = Set<String>()
        for owner in projectClassChain(from: name).dropFirst() {
            for type in declarations(of: owner) {
                for member in type.members where member.kind == .function && hooks.contains(member.name) {
                    names.formUnion(member.selfCallNames)
                }
            }
        }
        return names
    }

    /// Whether some type of the project keeps an instance of `name` in a stored property, or inherits from it:
    /// code uilint does not follow may then show that instance again (MacC-Team13-SplitIt keeps its alert
    /// controllers in properties and presents them again). Scans every type: asked rarely.
    public func isKeptOrInherited(_ name: String) -> Bool {
        typesByName.values.joined().contains { type in
            (type.kind == .class && type.inheritedTypes.first == name)
                || type.members.contains { $0.kind == .storedProperty && !$0.isStatic && $0.typeName == name }
        }
    }

    /// Every member name of the class, in any file, and of the project classes above it.
    public func memberNames(ofClassChainFrom name: String) -> Set<String> {
        var names = Set<String>()
        for ancestor in [name] + projectClassChain(from: name).dropFirst() {
            for type in declarations(of: ancestor) { names.formUnion(type.members.map(\.name)) }
        }
        return names
    }

    /// The properties of the class and of the project classes above it, in any file, whose setting only forwards to
    /// UIKit's appearance or content (`MemberFacts.setsOnlyAppearance`).
    public func appearanceProperties(ofClassChainFrom name: String) -> Set<String> {
        var names = Set<String>()
        guard hasAppearanceProperties else { return names }
        for ancestor in projectClassChain(from: name) {
            for type in declarations(of: ancestor) {
                names.formUnion(type.members.filter(\.setsOnlyAppearance).map(\.name))
            }
        }
        return names
    }

    /// Stored instance properties that hold views, declared by the class in any file or by the project
    /// classes above it (docs/project-index.md), with their types.
    public func projectSubviews(of name: String) -> [String: String] {
        var subviews: [String: String] = [:]
        for ancestor in projectClassChain(from: name) {
            for type in declarations(of: ancestor) {
                for member in type.members where member.kind == .storedProperty && !member.isStatic {
                    guard let typeName = member.typeName,
                        Subview.isViewTypeName(typeName) || isProjectViewClass(typeName)
                    else { continue }
                    subviews[member.name] = subviews[member.name] ?? typeName
                }
            }
        }
        return subviews
    }

    /// Whether the class, or a project class above it, sets `translatesAutoresizingMaskIntoConstraints = false`
    /// on itself in an initializer or a method, in its declaration or an extension (Kabetsu-Project's
    /// `KBTButton`, whose `init` calls the extension's `configureButton()`; Hound-iOS-App's `applyDefaultSetup()`), or calls on itself one of the
    /// project's helpers that clear it: TTBaseUIKit's views call a protocol extension's `drawView()`, ost-wallet-sdk-ios's
    /// buttons `apply(self)`.
    public func setsAutoresizingFlagOnItself(_ name: String) -> Bool {
        projectClassChain(from: name).contains { ancestor in
            declarations(of: ancestor).contains { type in
                (type.kind == .class || type.kind == .extension)
                    && type.members.contains { member in
                        (member.disablesAutoresizingOf.contains("self") && !member.isStatic
                            && (member.kind == .initializer || member.kind == .function))
                            || member.selfCallNames.contains(where: receiverAutolayoutHelpers.contains)
                            || member.callsPassingSelf.contains(where: autolayoutHelpers.contains)
                    }
            }
        }
    }
}
