/// Decides which of a file's types are views or controllers, with the project index, and merges
/// each with its extensions in the file.
enum ViewTypeResolver {
    static func resolve(_ declarations: [TypeRecord], index: ProjectIndex, source: SourceText) -> [ViewType] {
        var result: [ViewType] = []
        var indexByName: [String: Int] = [:]
        // Two types of one name are nested in different types (`A.View`, `B.View`: fx-wallet-ios 1b24058): each
        // stands alone, and an extension of the name could be either's.
        var primaryCounts: [String: Int] = [:]
        for declaration in declarations where declaration.kind != nil && !declaration.isExtension {
            primaryCounts[declaration.name, default: 0] += 1
        }
        // What each type's set-up calls by name (its initializers, initial-value closures, `loadView`,
        // `viewDidLoad`, `awakeFromNib`, its setup functions): a function it calls with a flag is set-up with a
        // flag (ATV-Bilibili-demo's `BLButton.setup()` calls `updateTitleLabel(force: true)`). Asked only of
        // functions given nothing but flags, so read only for their types.
        var setUpCallsByType: [String: Set<String>] = [:]
        // The properties of a project view class that forward to UIKit's appearance, asked once per class.
        var appearancePropertiesByType: [String: Set<String>] = [:]
        func setUpCalls(of typeName: String) -> Set<String> {
            if let known = setUpCallsByType[typeName] { return known }
            var names = Set<String>()
            for declaration in declarations where declaration.name == typeName {
                for member in declaration.memberSummaries
                where member.isSetUpEntry
                    || (member.kind == .function && member.labels.isEmpty && index.conventions.isSetupName(member.name))
                {
                    names.formUnion(member.selfCalls.map(\.name))
                }
            }
            setUpCallsByType[typeName] = names
            return names
        }
        for declaration in declarations {
            let isNameShared = primaryCounts[declaration.name, default: 0] > 1
            guard let kind = declaration.kind, !(isNameShared && declaration.isExtension),
                let viewKind = index.viewKind(ofTypeNamed: declaration.name, declaredAs: kind)
            else { continue }
            var otherStatements = declaration.otherStatements
            var subviews: [Subview] = []
            for candidate in declaration.subviews {
                if Subview.isViewTypeName(candidate.typeName) || index.isProjectViewClass(candidate.typeName) {
                    subviews.append(candidate)
                } else {
                    otherStatements += candidate.initializerClosure ?? []
                }
            }
            // `extension UIView { func bindFrame(to:) }`: helpers on a class the project does not declare
            // are no screen's setup or data binding.
            let extendsForeignClass =
                declaration.isExtension && !index.declarations(of: declaration.name).contains { $0.kind != .extension }
            let methods = declaration.methods.map { method -> Method in
                var method = method
                guard !extendsForeignClass else {
                    method.role = .other
                    return method
                }
                let isCalledOnSetUp = method.isGivenOnlyFlags && setUpCalls(of: declaration.name).contains(method.name)
                method.role = method.role(
                    in: declaration.name, index: index, installing: (source, Set(subviews.map(\.name))),
                    isCalledOnSetUp: isCalledOnSetUp)
                return method
            }
            /// What configures a subview: its UIKit class, and for a project class the properties that forward to it.
            func recordClass(of name: String, typeName: String, in viewType: inout ViewType) {
                viewType.subviewClasses[name] = UIKitAppearance.viewClass(
                    of: typeName, externalSuperclass: index.externalSuperclass(of:),
                    isProjectType: index.declaresType(named:))
                guard index.isProjectClass(typeName) else { return }
                if appearancePropertiesByType[typeName] == nil {
                    appearancePropertiesByType[typeName] = index.appearanceProperties(ofClassChainFrom: typeName)
                }
                if let properties = appearancePropertiesByType[typeName], !properties.isEmpty {
                    viewType.subviewAppearanceProperties[name] = properties
                }
            }
            if !isNameShared, let position = indexByName[declaration.name] {
                for subview in subviews {
                    recordClass(of: subview.name, typeName: subview.typeName, in: &result[position])
                }
                result[position].subviews += subviews
                result[position].methods += methods
                result[position].otherStatements += otherStatements
                result[position].members += declaration.memberSummaries
                result[position].hierarchyAdditions += declaration.hierarchyAdditions
                result[position].autoresizingDisabled.formUnion(declaration.autoresizingDisabled)
                result[position].constrainedItems.formUnion(declaration.constrainedItems)
                result[position].snapKitItems.formUnion(declaration.snapKitItems)
            } else {
                indexByName[declaration.name] = result.count
                var viewType = ViewType(
                    name: declaration.name, nameRange: declaration.nameRange, isController: viewKind == .controller,
                    subviews: subviews, methods: methods, otherStatements: otherStatements)
                let projectSubviews = index.projectSubviews(of: declaration.name)
                viewType.projectSubviewNames = Set(projectSubviews.keys)
                for (name, typeName) in projectSubviews { recordClass(of: name, typeName: typeName, in: &viewType) }
                for subview in subviews { recordClass(of: subview.name, typeName: subview.typeName, in: &viewType) }
                viewType.conventions = index.conventions
                viewType.hierarchyAdditions = declaration.hierarchyAdditions
                viewType.members = declaration.memberSummaries
                // Asked only for an override that calls the type's own functions and is none of UIKit's hooks that
                // set the view up, lay it out or refresh it: most types have none, and the index's answer walks
                // the class chain.
                if viewType.members.contains(where: { member in
                    member.isOverride && member.kind == .function && !member.selfCalls.isEmpty && !member.isSetUpEntry
                        && !ViewType.refreshHooks.contains(member.name)
                        && !LifecycleHooks.layoutPass.contains(member.name)
                        && !LifecycleHooks.hierarchyMove.contains(member.name)
                }) {
                    viewType.functionsInheritedRefreshesCall = index.functionsCalled(
                        from: ViewType.refreshHooks, above: declaration.name)
                }
                viewType.autoresizingDisabled = declaration.autoresizingDisabled
                viewType.constrainedItems = declaration.constrainedItems
                viewType.snapKitItems = declaration.snapKitItems
                result.append(viewType)
            }
        }
        return result
    }
}
