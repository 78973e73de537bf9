/// `layout_in_view_controller`: controllers install a view; they do not build its layout.
public struct LayoutInViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "layout_in_view_controller",
        name: "Layout in view controller",
        summary:
            "A view controller creates constraints, changes the hierarchy or sets fonts/colours: move it into a UIView subclass installed in loadView().",
        isOptIn: true,
        isFixable: false,
        options: [TestFiles.option],
        needles: [.wordEnding("Controller"), .wordEnding("VC")])

    private static let layoutOperations: Set<LayoutOperation> = [
        .createsConstraint, .activatesConstraints, .usesSnapKit, .changesHierarchy,
    ]
    private static let styleMethods: Set<String> = ["setTitleColor", "setTitleShadowColor"]

    private let testFiles: TestFiles

    public init(options: [String: RuleOptionValue]) throws {
        testFiles = try TestFiles(options: options)
    }

    /// Controllers whose job is laying views out: a presentation controller places the presented
    /// view and its chrome; a hosting controller's layout is SwiftUI's, also through a dependency's
    /// own `HostingController`.
    private static func isLayoutController(_ superclass: String) -> Bool {
        superclass == "UIPresentationController" || superclass.hasSuffix("HostingController")
    }
    private static let containerControllers: Set<String> = [
        "UINavigationController", "UISplitViewController", "UITabBarController", "UIPageViewController",
    ]
    /// What statements that style or fill the controller's own bars name, which only a controller can.
    private static let chromeWords = [
        "navigationController", "navigationItem", "navigationBar", "toolbar", "tabBar", "BarAppearance",
        // The popover a presented controller appears in.
        "presentationController", "PresentationController",
        "BarButtonItem", "barButtonItem", "customView",
        // `UINavigationBar.appearance().tintColor = …`: the app's styling, set once.
        ".appearance()",
    ]
    /// Declared types of bars and their items, which a controller styles (`doneItem.tintColor = …`),
    /// of the controllers it presents (`alert.view.tintColor = …`), whose views are not its own, and of the
    /// segues that lead to them (`segue.destination.view`).
    private static let chromeTypeSuffixes = ["BarButtonItem", "Bar", "BarAppearance", "Controller", "Segue"]
    /// Calls that add or remove a child controller; their receiver is the child (`self` without one).
    private static let containmentCalls = ChildContainment.addingCalls.union([
        "removeFromParent", "willMove", "didMove",
        // Swift 3's spelling, still in older apps (hpb-wallet-ios 7652c81's lock screen).
        "removeFromParentViewController",
    ])

    public func violations(in model: FileModel) -> [Violation] {
        guard !testFiles.skips(model) else { return [] }
        // An extension of UIKit's own `UIViewController` is a helper for every screen, not a screen.
        // One finding per controller, in the file that declares it, not one more per file of extensions.
        let declared = Set(model.declarations.types.filter { $0.kind == .class }.map(\.name))
        let controllers = zip(model.viewTypes, model.typeLayouts).filter { controller, _ in
            controller.isController && declared.contains(controller.name) && model.index.isProjectClass(controller.name)
        }
        return controllers.compactMap { controller, layout in
            let superclass = model.index.externalSuperclass(of: controller.name)
            if superclass.map(Self.isLayoutController) == true { return nil }
            // A container's view only holds its children's: there is no screen to move its colours into.
            let isContainer = superclass.map(Self.containerControllers.contains) == true
            let childViews = Self.childViewNames(of: controller, model: model)
            let notOfTheScreen = ViewsNotOfTheScreen(controller, source: model.source)
            var showingState: Set<ByteRange>?
            let ownViewRemovals = controller.allStatements.filter {
                Self.removesOwnView($0, in: controller, source: model.source)
            }.map(\.range)
            let candidates = controller.allStatements.innermost { statement in
                guard Self.isOffending(statement, styling: !isContainer),
                    !ownViewRemovals.contains(where: {
                        statement.range.start <= $0.start && $0.end <= statement.range.end
                    })
                else { return false }
                let text = model.source.text(in: statement.range)
                guard !Self.chromeWords.contains(where: text.contains), !Self.setsAppearance(statement),
                    !childViews.contains(where: text.contains), !notOfTheScreen.contains(statement, in: model.source),
                    !ChildContainment.activatesOnlyChildConstraints(
                        statement, of: layout, childViews: childViews, source: model.source)
                else { return false }
                guard !statement.isLayout else { return true }
                if showingState == nil {
                    showingState = Self.statementsShowingState(in: controller, source: model.source)
                }
                return !showingState!.contains(statement.range)
            }
            let chromeNames = Self.namesOfChrome(among: Set(candidates.compactMap(\.root)), in: model)
                .union(Self.localsOfOtherControllers(in: controller, model: model))
                .union(Self.viewsInBars(of: controller, in: model))
            // A bar's view styled in its property's initializer closure (`let doneButton = UIButton().then { … }`).
            let chromeProperties = controller.members.filter { $0.kind == .property && chromeNames.contains($0.name) }
                .map(\.range)
            let offending = candidates.filter { statement in
                !chromeNames.contains(statement.root ?? "")
                    && !chromeProperties.contains { $0.start <= statement.range.start && statement.range.end <= $0.end }
            }.sorted { $0.range < $1.range }
            guard let first = offending.first, !ContentViewPinning.isAll(offending, of: layout, in: model),
                !(ChildContainment.holdsChildren(controller, index: model.index)
                    && ChildContainment.onlyStyleItsView(offending, of: controller, source: model.source))
            else { return nil }
            let count = offending.count
            return Violation(
                range: first.range,
                message:
                    "`\(controller.name)` builds its own layout or style (\(count) statement\(count == 1 ? "" : "s")); "
                    + "move it into a UIView subclass installed with `loadView() { view = mainView }`")
        }
    }

    /// How the type names its child controllers' views (`child.view`, `view` when it is itself a
    /// child, and locals bound to either): adding, pinning and removing them is containment.
    private static func childViewNames(of controller: ViewType, model: FileModel) -> [String] {
        let source = model.source
        var children = heldControllers(of: controller, in: model)
        // Each method is looked up in the index once, however often the controller calls it.
        var helperAnswers: [String: Bool] = [:]
        func isChildAddingHelper(_ method: String) -> Bool {
            if let answer = helperAnswers[method] { return answer }
            let answer = ChildContainment.addsChild(method, in: controller, index: model.index)
            helperAnswers[method] = answer
            return answer
        }
        for statement in controller.allStatements {
            guard case .call(let root, let method, let hasReceiver, _) = statement.action else { continue }
            let addsByHelper = root == "self" && isChildAddingHelper(method)
            guard containmentCalls.contains(method) || addsByHelper else { continue }
            if method == "addChild" || addsByHelper {
                // The child is the first argument: `addChild(child)`, `install(child, safeAreaEdges: .all)`.
                let text = source.text(in: statement.range)
                if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
                    let arguments = text[text.index(after: open)..<close]
                    // A set-up function of the controller that adds its child itself is given none.
                    let child = String(arguments.prefix { $0 != "," }).trimmingCharacters(in: .whitespacesAndNewlines)
                    if !child.isEmpty { children.insert(child) }
                }
            } else {
                children.insert(hasReceiver ? root : "self")
            }
        }
        var views = children.map { $0 == "self" ? "view.removeFromSuperview" : "\($0).view" }
        // `let childView = child.view`, `guard let childView = child.view`.
        for statement in controller.allStatements {
            let text = source.text(in: statement.range)
            for child in children where child != "self" {
                for alias in aliases(of: "\(child).view", in: text) {
                    views += ["\(alias).", "\(alias)?.", "(\(alias))"]
                }
            }
        }
        return views
    }

    /// The controllers the type keeps in its stored properties (`private let pinViewController:
    /// PinPasswordViewController`). Adding one's view and pinning it embeds that controller's screen, as
    /// containment does, whether or not the file calls `addChild` (CakeWallet 6d5667b's password screens).
    private static func heldControllers(of controller: ViewType, in model: FileModel) -> Set<String> {
        Set(
            model.declarations.types.filter { $0.name == controller.name }.flatMap(\.members).filter { member in
                member.kind == .storedProperty && member.typeName?.hasSuffix("Controller") == true
            }.map(\.name))
    }

    /// Names bound to `value` by `let NAME = value` (or `var`) in `text`.
    private static func aliases(of value: String, in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "= \(value)") {
            let before = rest[..<range.lowerBound].reversed().drop { $0 == " " }
            let name = String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            let keyword = before.dropFirst(name.count).drop { $0 == " " }.prefix(3)
            if !name.isEmpty, String(keyword.reversed()) == "let" || String(keyword.reversed()) == "var" {
                names.append(name)
            }
            rest = rest[range.upperBound...]
        }
        return names
    }

    /// Those of `roots` declared as a bar, a bar button item, a bar appearance, a controller or a segue.
    private static func namesOfChrome(among roots: Set<String>, in model: FileModel) -> Set<String> {
        Set(
            model.declaredTypeNames(of: roots.subtracting(["self", "view"])).filter { _, types in
                types.contains { type in chromeTypeSuffixes.contains(where: type.hasSuffix) }
            }.keys)
    }

    /// Locals that hold another controller or what it owns, by how they are made: `let nav =
    /// WebBrowserViewController.navigationController()`, then `let browser = nav.rootWebBrowser()`;
    /// `let destination = segue.destination as! DetailViewController`.
    private static func localsOfOtherControllers(in controller: ViewType, model: FileModel) -> Set<String> {
        var bindings: [(name: String, root: String)] = []
        for statement in controller.allStatements {
            guard case .declaration(let declared, _) = statement.action, declared.count == 1,
                let value = model.source.text(in: statement.range).split(separator: "=", maxSplits: 1).dropFirst()
                    .first
            else { continue }
            bindings.append(
                (declared[0], String(value.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })))
        }
        guard !bindings.isEmpty else { return [] }
        let others = namesOfChrome(among: Set(bindings.map(\.root)), in: model)
        var names = Set<String>()
        for binding in bindings
        where binding.root.hasSuffix("Controller") || others.contains(binding.root) || names.contains(binding.root) {
            names.insert(binding.name)
        }
        return names
    }

    /// `view.removeFromSuperview()`: the controller takes its own view away as it closes, which is containment
    /// whether or not this file added it as a child (SsgSag_iOS b9ef3e2's pop-ups, added by their parents). Not a
    /// local or a closure's parameter named `view` (swisscovid-app-ios's `arrangedSubviews.forEach { view in … }`).
    private static func removesOwnView(_ statement: Statement, in controller: ViewType, source: SourceText) -> Bool {
        guard case .call("view", "removeFromSuperview", true, _) = statement.action else { return false }
        let text = source.text(in: statement.range)
        if text.hasPrefix("self.") || text.hasPrefix("self?.") { return true }
        guard let method = controller.methods.first(where: { $0.range.contains(statement.range) }) else { return true }
        let body = source.text(in: method.range)
        let bindings = [
            "let view ", "let view=", "let view:", "var view ", "var view=", "var view:", "for view ", " view in",
            "(view) in", "(view, ",
        ]
        return !bindings.contains(where: body.contains)
    }

    /// The style statements that show a control's state (docs/statements.md): `nextButton.backgroundColor = isEnabled
    /// ? .blue : .gray` beside `nextButton.isEnabled = isEnabled` (SsgSag_iOS b9ef3e2's sign-up steps).
    private static func statementsShowingState(in controller: ViewType, source: SourceText) -> Set<ByteRange> {
        var ranges = Set<ByteRange>()
        for method in controller.methods {
            let classifier = StatementClassifier(viewType: controller, statements: method.statements, source: source)
            for statement in method.statements {
                if case .state = classifier.role(of: statement) { ranges.insert(statement.range) }
            }
        }
        return ranges
    }

    /// The views the controller puts in its bars: handed to a bar button item (`UIBarButtonItem(customView: button)`)
    /// or made the navigation item's title view, added to one of UIKit's bars, and the views added to those. Styling
    /// and pinning them is the bar's look (aelf-wallet-ios e027455's bell with its badge, its "Advanced" button).
    private static func viewsInBars(of controller: ViewType, in model: FileModel) -> Set<String> {
        let source = model.source
        var names = Set<String>()
        // A bar the project declares itself (TUIKit_iOS's `navigationBar: UIView`) is the screen's own content.
        var ownNames: Set<String>?
        for statement in controller.allStatements {
            let text = source.text(in: statement.range)
            // A view added to a bar itself (`tabBar.addSubview(separatorView)`: IOS-Swift-Crypto-Wallet acf6450's
            // tab bar line).
            if case .call(_, "addSubview", true, _) = statement.action,
                let call = text.range(of: ".addSubview("),
                let bar = text[..<call.lowerBound].split(separator: ".").last.map(String.init),
                ["tabBar", "navigationBar", "toolbar"].contains(bar)
            {
                if ownNames == nil {
                    ownNames = model.index.memberNames(ofClassChainFrom: controller.name)
                        .union(controller.members.map(\.name))
                }
                let added = text[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !added.isEmpty, !ownNames!.contains(bar) { names.insert(String(added)) }
            }
            for marker in ["customView: ", "titleView = "] {
                var rest = text[...]
                while let found = rest.range(of: marker) {
                    rest = rest[found.upperBound...]
                    let name = (rest.hasPrefix("self.") ? rest.dropFirst("self.".count) : rest).prefix {
                        $0.isLetter || $0.isNumber || $0 == "_"
                    }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
        }
        guard !names.isEmpty else { return [] }
        // What is added to them is in the bar too (the badge on the bell).
        var grew = true
        while grew {
            grew = false
            for statement in controller.allStatements {
                guard case .call(let root, "addSubview", _, _) = statement.action, names.contains(root) else {
                    continue
                }
                let text = source.text(in: statement.range)
                guard let open = text.firstIndex(of: "(") else { continue }
                let added = text[text.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !added.isEmpty, names.insert(String(added)).inserted { grew = true }
            }
        }
        return names
    }

    /// `appearance.backgroundColor = …` on a local `UINavigationBarAppearance` and the like.
    private static func setsAppearance(_ statement: Statement) -> Bool {
        guard case .assignment(let root, _, _) = statement.action else { return false }
        return root.hasSuffix("ppearance")
    }

    private static func isOffending(_ statement: Statement, styling: Bool) -> Bool {
        if statement.layoutOperations.contains(where: layoutOperations.contains) { return true }
        guard styling else { return false }
        switch statement.action {
        case .assignment(let root, let member, _):
            // A controller has no colour or font of its own: `selectedColor = color` is its state.
            return root != "self" && (member == "font" || member == "color" || member.hasSuffix("Color"))
        case .call(_, let method, _, _):
            return styleMethods.contains(method)
        default:
            return false
        }
    }
}
