/// Which axes a view sizes by itself (docs/layout-verification.md, `ambiguous_layout`): UIKit's controls from their
/// content, an image view given an image, a text view that does not scroll, a stack view with
/// arranged subviews, and the project's classes that override `intrinsicContentSize`.
enum IntrinsicSize {
    private static let bothAxes: Set<String> = [
        "UILabel", "UIButton", "UITextField", "UISwitch", "UISegmentedControl", "UIStepper", "UIActivityIndicatorView",
        "UIPageControl",
    ]
    private static let heightOnly: Set<String> = ["UISlider", "UIProgressView"]
    private static let noIntrinsicSize: Set<String> = [
        "UIView", "UIScrollView", "UITableView", "UICollectionView", "UIVisualEffectView", "UIControl",
    ]

    /// The axes, or nil when uilint cannot know (a class from a dependency, a project class without
    /// `intrinsicContentSize` that may size itself by its own constraints).
    static func axes(of item: String, className: String, in type: ViewType, layout: TypeLayout, model: FileModel)
        -> Set<LayoutAxis>?
    {
        if bothAxes.contains(className) { return Set(LayoutAxis.allCases) }
        if heightOnly.contains(className) { return [.vertical] }
        if noIntrinsicSize.contains(className) { return [] }
        let name = ConstraintEquation.displayName(item)
        let statements = type.allStatements + type.members.flatMap(\.statements)
        func assigns(_ member: String, containing text: String? = nil) -> Bool {
            statements.contains { statement in
                guard case .assignment(let root, let assigned, _) = statement.action, root == name, assigned == member
                else { return false }
                return text.map { model.source.text(in: statement.range).contains($0) } ?? true
            }
        }
        let declaration = layout.declarationText(of: item, in: type, source: model.source) ?? ""
        switch className {
        // A closure that makes the view sets it up under a local's name (`let view = UIImageView(); view.image = …`).
        case "UIImageView":
            if assigns("image") || declaration.contains("(image:") || declaration.contains(".image =") {
                return Set(LayoutAxis.allCases)
            }
            // Made without an image, it has no size of its own; made by an initializer UIKit does not
            // declare (firebase/quickstart-ios e6583fb's `UIImageView(systemImageName:)`), it may well have one.
            let madeEmpty = declaration.contains("UIImageView()") || declaration.contains("UIImageView(frame:")
            return madeEmpty ? [] : nil
        case "UITextView":
            let isFixed =
                assigns("isScrollEnabled", containing: "false") || declaration.contains("isScrollEnabled = false")
            return isFixed ? Set(LayoutAxis.allCases) : []
        case "UIStackView":
            // Given arranged subviews where it is made, by a call on it, or in a loop over views (round-8 apps:
            // Polaris-iOS 60e12e8, iOS06-FlipMate 73f6770).
            let hasArranged =
                declaration.contains("arrangedSubviews:") || declaration.contains("addArrangedSubview")
                || type.hierarchyAdditions.contains { addition in
                    addition.method == .addArrangedSubview
                        && model.source.text(in: addition.callRange).filter { !$0.isWhitespace }.hasPrefix(name + ".")
                }
                || statements.contains { model.source.text(in: $0.range).contains(name + ".addArrangedSubview") }
            return hasArranged ? Set(LayoutAxis.allCases) : []
        default:
            let index = model.index
            guard index.isProjectClass(className) else { return nil }
            let overrides = index.projectClassChain(from: className).contains { name in
                index.declarations(of: name).contains { $0.members.contains { $0.name == "intrinsicContentSize" } }
            }
            return overrides ? Set(LayoutAxis.allCases) : nil
        }
    }
}

extension AxisDetermination {
    /// The determinations of a view type's layout, with what uilint knows of its views: their intrinsic sizes, and which
    /// of them something else places — a view the type does not declare (a superclass's, another object's), or one it
    /// leaves to its frame and autoresizing (nextcloud talk-ios 2d31eda5's content view, which the superclass's
    /// initializer places), so that views tied to it are judged by their own constraints.
    static func determine(in layout: TypeLayout, of type: ViewType, model: FileModel) -> [AxisDetermination] {
        // A view with a constraint uilint cannot read is placed by what it cannot see (GithubClient 7969212a's
        // container, pinned with `make.edges.equalTo(UIEdgeInsets(…))`).
        let unread = Set(layout.entries.filter { $0.equations == nil }.map(\.constraint.item))
        var stacks: [String: Set<String>] = [:]
        for addition in type.hierarchyAdditions where addition.method == .addArrangedSubview {
            stacks[addition.viewName, default: []].insert(addition.parentName)
        }
        return determine(
            in: layout,
            intrinsic: { item in
                layout.className(of: item, in: type).flatMap {
                    IntrinsicSize.axes(of: item, className: $0, in: type, layout: layout, model: model)
                }
            },
            isPlacedElsewhere: { item in
                let name = ConstraintEquation.displayName(item)
                let isDeclared = item.contains("@") || type.subview(named: item) != nil
                let usesAutoLayout = type.autoresizingDisabled.contains(name) || type.snapKitItems.contains(name)
                // A stack view places what it arranges (halloapp-ios-pub's function panel, which its buttons are
                // tied to).
                return !isDeclared || !usesAutoLayout || unread.contains(name) || layout.arrangedItems.contains(name)
            },
            // Relative to its own stack, where the stack put it: such a constraint does not place the stack
            // (falcon's error view pins an arranged image 120 points below its stack's top).
            ignores: { equation in
                guard let second = equation.secondItem else { return false }
                let (first, other) = (
                    ConstraintEquation.displayName(equation.firstItem), ConstraintEquation.displayName(second)
                )
                return stacks[first]?.contains(other) == true || stacks[other]?.contains(first) == true
            })
    }
}
