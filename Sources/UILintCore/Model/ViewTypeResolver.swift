/// Decides which declared types are views or controllers and merges each
/// with its extensions, once the whole file has been walked.
enum ViewTypeResolver {
    static let uiKitViewTypes: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView",
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
    ]
    static let uiKitControllerTypes: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController",
    ]
    private static let viewNameSuffixes = ["View", "Cell"]
    private static let controllerNameSuffixes = ["ViewController", "VC"]

    static func resolve(_ declarations: [TypeRecord]) -> [ViewType] {
        // A protocol constrained to views (`protocol Themed: UIView`) is not a view type.
        let declarations = declarations.filter { !$0.isProtocol }
        let primaries = declarations.filter { !$0.isExtension }
        var controllerNames = Set<String>()
        var viewNames = Set<String>()
        for declaration in primaries {
            if isController(name: declaration.name, inherited: declaration.inheritedTypes) {
                controllerNames.insert(declaration.name)
            } else if isView(name: declaration.name, inherited: declaration.inheritedTypes) {
                viewNames.insert(declaration.name)
            }
        }
        var result: [ViewType] = []
        var indexByName: [String: Int] = [:]
        for declaration in declarations {
            let isController = controllerNames.contains(declaration.name)
                || isController(name: declaration.name, inherited: declaration.inheritedTypes)
            let isView = isController || viewNames.contains(declaration.name)
                || isView(name: declaration.name, inherited: declaration.inheritedTypes)
            guard isView else { continue }
            if let index = indexByName[declaration.name] {
                result[index].subviews += declaration.subviews
                result[index].methods += declaration.methods
                result[index].otherStatements += declaration.otherStatements
                result[index].hierarchyAdditions += declaration.hierarchyAdditions
                result[index].autoresizingDisabled.formUnion(declaration.autoresizingDisabled)
                result[index].constrainedItems.formUnion(declaration.constrainedItems)
                result[index].snapKitItems.formUnion(declaration.snapKitItems)
            } else {
                indexByName[declaration.name] = result.count
                var viewType = ViewType(
                    name: declaration.name, nameRange: declaration.nameRange, isController: isController,
                    subviews: declaration.subviews, methods: declaration.methods,
                    otherStatements: declaration.otherStatements)
                viewType.hierarchyAdditions = declaration.hierarchyAdditions
                viewType.autoresizingDisabled = declaration.autoresizingDisabled
                viewType.constrainedItems = declaration.constrainedItems
                viewType.snapKitItems = declaration.snapKitItems
                result.append(viewType)
            }
        }
        return result
    }

    private static func isController(name: String, inherited: [String]) -> Bool {
        inherited.contains(where: uiKitControllerTypes.contains)
            || controllerNameSuffixes.contains(where: name.hasSuffix)
    }

    private static func isView(name: String, inherited: [String]) -> Bool {
        inherited.contains(where: uiKitViewTypes.contains)
            || viewNameSuffixes.contains(where: name.hasSuffix)
    }
}
