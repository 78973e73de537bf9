/// What UIKit's view classes declare as their appearance and content (issue 28's closed vocabulary,
/// docs/statements.md): an assignment to a subview, or a call on it, configures the subview only through one of
/// these. Anything else (`tableView.emptyDataSetSource = self`, a project's `segmented.defaultSelectedIndex = 2`,
/// `webView.load(request)`) is unknown, and unknown triggers nothing. One table per class, each member declared by
/// that class itself; `UIKitAppearanceTests` checks every entry against the UIKit stand-ins.
enum UIKitAppearance {
    /// Each class's own appearance and content members (properties, and methods by their base name).
    /// Geometry that only looks like appearance (edge insets, content insets, `preferredMaxLayoutWidth`) is left
    /// out: it sizes views, and a statement uilint cannot place stays unknown.
    static let members: [String: Set<String>] = [
        "CALayer": [
            "cornerRadius", "cornerCurve", "maskedCorners", "masksToBounds", "borderWidth", "borderColor",
            "backgroundColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath",
            "contents", "contentsGravity", "shouldRasterize", "rasterizationScale",
        ],
        "UIView": [
            "backgroundColor", "tintColor", "tintAdjustmentMode", "clipsToBounds", "contentMode", "isOpaque",
            "overrideUserInterfaceStyle",
            // Auto Layout ignores a view's transform: it changes how the view is drawn, not where it is laid out.
            "transform",
        ],
        "UIControl": ["contentHorizontalAlignment", "contentVerticalAlignment"],
        "UILabel": [
            "text", "attributedText", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
            "adjustsFontSizeToFitWidth", "adjustsFontForContentSizeCategory", "minimumScaleFactor",
            "baselineAdjustment", "highlightedTextColor", "shadowColor", "shadowOffset",
            "allowsDefaultTighteningForTruncation",
        ],
        "UIButton": [
            "configuration", "setTitle", "setAttributedTitle", "setTitleColor", "setTitleShadowColor", "setImage",
            "setBackgroundImage", "setPreferredSymbolConfiguration", "adjustsImageWhenHighlighted",
        ],
        // A button's look since iOS 15, set through its `configuration` (`button.configuration?.baseBackgroundColor`).
        "UIButton.Configuration": ["title", "image", "baseForegroundColor", "baseBackgroundColor"],
        "UIImageView": [
            "image", "highlightedImage", "preferredSymbolConfiguration", "animationImages", "animationDuration",
            "animationRepeatCount",
        ],
        "UITextField": [
            "text", "attributedText", "placeholder", "attributedPlaceholder", "font", "textColor", "textAlignment",
            "borderStyle", "background", "clearButtonMode", "leftViewMode", "rightViewMode", "defaultTextAttributes",
            "adjustsFontSizeToFitWidth", "minimumFontSize", "adjustsFontForContentSizeCategory", "isSecureTextEntry",
            "keyboardType", "keyboardAppearance", "returnKeyType", "autocapitalizationType", "autocorrectionType",
            "spellCheckingType", "textContentType", "clearsOnBeginEditing", "enablesReturnKeyAutomatically",
        ],
        "UITextView": [
            "text", "attributedText", "font", "textColor", "textAlignment", "isEditable", "isSelectable",
            "dataDetectorTypes", "linkTextAttributes", "adjustsFontForContentSizeCategory", "isSecureTextEntry",
            "keyboardType", "keyboardAppearance", "returnKeyType", "autocapitalizationType", "autocorrectionType",
            "spellCheckingType", "textContentType",
        ],
        "UIScrollView": [
            "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "indicatorStyle", "bounces",
            "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled", "isScrollEnabled",
            "decelerationRate", "keyboardDismissMode", "minimumZoomScale", "maximumZoomScale", "bouncesZoom",
            "scrollsToTop", "isDirectionalLockEnabled", "delaysContentTouches",
        ],
        "UITableView": [
            "separatorStyle", "separatorColor", "separatorInset", "rowHeight", "estimatedRowHeight",
            "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
            "estimatedSectionFooterHeight", "allowsSelection", "allowsMultipleSelection", "sectionIndexColor",
            "sectionIndexBackgroundColor",
        ],
        "UICollectionView": ["allowsSelection", "allowsMultipleSelection"],
        "UITableViewCell": ["selectionStyle", "accessoryType", "separatorInset"],
        "UIStackView": ["axis", "distribution", "alignment", "spacing", "isBaselineRelativeArrangement"],
        "UISwitch": ["onTintColor", "thumbTintColor", "onImage", "offImage"],
        "UISlider": [
            "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
            "minimumValueImage", "maximumValueImage", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage",
        ],
        "UISegmentedControl": [
            "selectedSegmentTintColor", "isMomentary", "apportionsSegmentWidthsByContent", "insertSegment",
            "setTitle", "setImage", "setTitleTextAttributes", "setDividerImage", "setBackgroundImage",
        ],
        "UIPageControl": [
            "numberOfPages", "pageIndicatorTintColor", "currentPageIndicatorTintColor", "hidesForSinglePage",
            "setIndicatorImage", "setCurrentPageIndicatorImage",
        ],
        "UIActivityIndicatorView": ["style", "color", "hidesWhenStopped"],
        "UIProgressView": ["progressViewStyle", "progressTintColor", "trackTintColor"],
        "UIVisualEffectView": ["effect"],
        "UISearchBar": [
            "text", "placeholder", "prompt", "barStyle", "barTintColor", "searchBarStyle", "isTranslucent",
            "showsCancelButton", "setImage", "setSearchFieldBackgroundImage", "setPositionAdjustment",
        ],
        "UINavigationBar": [
            "barStyle", "barTintColor", "isTranslucent", "prefersLargeTitles", "titleTextAttributes",
            "largeTitleTextAttributes", "shadowImage", "standardAppearance", "scrollEdgeAppearance",
            "compactAppearance", "setBackgroundImage", "backIndicatorImage", "items", "setItems",
        ],
        "UITabBar": [
            "barStyle", "barTintColor", "isTranslucent", "unselectedItemTintColor", "shadowImage",
            "standardAppearance", "scrollEdgeAppearance",
        ],
        "UIToolbar": ["barStyle", "barTintColor", "isTranslucent", "items", "setItems"],
    ]

    /// The class above each class of `members`, for what it inherits.
    static let superclasses: [String: String] = [
        "UIView": "", "UIControl": "UIView", "UILabel": "UIView", "UIButton": "UIControl", "UIImageView": "UIView",
        "UITextField": "UIControl", "UIScrollView": "UIView", "UITextView": "UIScrollView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITableViewCell": "UIView",
        "UICollectionViewCell": "UIView", "UITableViewHeaderFooterView": "UIView", "UIStackView": "UIView",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl",
        "UIPageControl": "UIControl", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIVisualEffectView": "UIView", "UISearchBar": "UIView", "UINavigationBar": "UIView", "UITabBar": "UIView",
        "UIToolbar": "UIView",
    ]

    /// Properties that hold a part of a view whose appearance is the view's too: `card.layer.cornerRadius`,
    /// `button.titleLabel?.font`, `cell.textLabel?.text`.
    static let parts: [String: [String: String]] = [
        "UIView": ["layer": "CALayer"],
        "UIButton": ["titleLabel": "UILabel", "imageView": "UIImageView", "configuration": "UIButton.Configuration"],
        "UITableViewCell": ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"],
        "UISearchBar": ["searchTextField": "UITextField"],
    ]

    /// The UIKit class of `members` a view of `typeName` is: the name itself, or the class above the project's
    /// classes. A dependency's class, which uilint cannot see, is the UIKit class its name ends with, as the
    /// project index takes a dependency's `…View` for a view (docs/project-index.md): CakeWallet 6d5667b's
    /// `FloatingLabelTextField` is a text field. Not a type the project declares: SeulMae_iOS's `PageControl` is a
    /// protocol of its own. `UIView` when none is known, since every view is one.
    static func viewClass(
        of typeName: String, externalSuperclass: (String) -> String?, isProjectType: (String) -> Bool
    ) -> String {
        if superclasses[typeName] != nil { return typeName }
        let external = externalSuperclass(typeName)
        if let external, superclasses[external] != nil { return external }
        guard let name = external ?? (isProjectType(typeName) ? nil : typeName) else { return "UIView" }
        return classesByNameEnding.first { name.hasSuffix($0.ending) }?.className ?? "UIView"
    }

    /// The endings that name a UIKit class in a dependency's class name, longest first (`…TextField` before `…Field`).
    private static let classesByNameEnding: [(ending: String, className: String)] = [
        ("SegmentedControl", "UISegmentedControl"), ("CollectionView", "UICollectionView"),
        ("PageControl", "UIPageControl"), ("ScrollView", "UIScrollView"), ("ImageView", "UIImageView"),
        ("TableView", "UITableView"), ("StackView", "UIStackView"), ("TextField", "UITextField"),
        ("TextView", "UITextView"), ("Button", "UIButton"), ("Slider", "UISlider"), ("Switch", "UISwitch"),
        ("Label", "UILabel"),
    ]

    /// Whether setting or calling `path` (the names after the view, the member last: `["layer", "cornerRadius"]`)
    /// on a view of `className` sets its appearance or content.
    static func isAppearance(_ path: ArraySlice<String>, of className: String) -> Bool {
        guard let member = path.last else { return false }
        var owner = className
        for part in path.dropLast() {
            guard let partClass = inheritedParts[owner]?[part] else { return false }
            owner = partClass
        }
        return inheritedMembers[owner]?.contains(member) == true
    }

    /// Every member of `members`, whatever its class: what a project's property may forward to.
    private static let anyMember = Set(members.values.joined())

    /// Whether some UIKit class declares `member` as appearance or content: for a receiver whose class is not known.
    static func isAppearanceOfSomeClass(_ member: String) -> Bool { anyMember.contains(member) }

    /// Whether a property's observers or setter (`statements`) only set appearance or content, on the object or its
    /// parts (`layer.cornerRadius = cornerRadius`, `titleLabel.text = title`): no layout, no other call. The classes
    /// of the receivers are not known here, so any class's member counts.
    static func setsOnlyAppearance(_ statements: [Statement]) -> Bool {
        var setsAny = false
        for statement in statements {
            guard !statement.isLayout else { return false }
            switch statement.action {
            case .assignment(_, let member, let assignsClosure):
                guard !assignsClosure, anyMember.contains(member) else { return false }
                setsAny = true
            case .call(_, let method, _, let passesClosure):
                guard !passesClosure, anyMember.contains(method) else { return false }
                setsAny = true
            case .declaration, .other:
                continue
            }
        }
        return setsAny
    }

    /// `members` and `parts` with what each class inherits, worked out once: asked for every statement on a subview.
    private static let inheritedMembers = Dictionary(
        uniqueKeysWithValues: Set(members.keys).union(superclasses.keys).map { name in
            (name, classAndAncestors(of: name).reduce(into: Set<String>()) { $0.formUnion(members[$1] ?? []) })
        })
    private static let inheritedParts = Dictionary(
        uniqueKeysWithValues: superclasses.keys.map { name in
            (
                name,
                classAndAncestors(of: name).reversed().reduce(into: [String: String]()) {
                    $0.merge(parts[$1] ?? [:]) { $1 }
                }
            )
        })

    /// `className` and the classes above it, nearest first.
    private static func classAndAncestors(of className: String) -> [String] {
        var chain: [String] = []
        var current = className
        while !current.isEmpty, !chain.contains(current) {
            chain.append(current)
            current = superclasses[current] ?? ""
        }
        return chain
    }
}
