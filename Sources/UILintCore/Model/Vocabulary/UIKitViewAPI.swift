/// What UIKit declares for making and using its views (issue 28's closed vocabulary, docs/statements.md): a view
/// made or used only through these is known to keep what UIKit gives it, such as
/// `translatesAutoresizingMaskIntoConstraints = true`. Anything else is code uilint cannot see, and unknown code
/// triggers nothing.
enum UIKitViewAPI {
    /// Every UIView subclass has these: `UIView()`, `UIView(frame:)`, `UIView(coder:)`.
    private static let commonInitializers: Set<[String]> = [[], ["frame"], ["coder"]]
    /// The initializers each class adds, by their argument labels (`_` for an unlabelled one).
    private static let initializers: [String: Set<[String]>] = [
        "UIButton": [
            ["type"], ["type", "primaryAction"], ["primaryAction"], ["frame", "primaryAction"], ["configuration"],
            ["configuration", "primaryAction"],
        ],
        "UIImageView": [["image"], ["image", "highlightedImage"]],
        "UIStackView": [["arrangedSubviews"]],
        "UITableView": [["frame", "style"]],
        "UICollectionView": [["frame", "collectionViewLayout"]],
        "UITextView": [["frame", "textContainer"], ["usingTextLayoutManager"]],
        "UIVisualEffectView": [["effect"]],
        "UISegmentedControl": [["items"], ["frame", "actions"]],
        "UIActivityIndicatorView": [["style"], ["activityIndicatorStyle"]],
        "UIProgressView": [["progressViewStyle"]],
        "UIInputView": [["frame", "inputViewStyle"]],
        "UIWindow": [["windowScene"]],
        "UITableViewCell": [["style", "reuseIdentifier"]],
        "UITableViewHeaderFooterView": [["reuseIdentifier"]],
    ]

    /// Whether `type(labels…)`, for a UIKit view class, is one of UIKit's own initializers: `UILabel(withAutoLayout: true)`
    /// is a dependency's (toshi-ios-client's SweetUIKit), which may set anything.
    static func isInitializer(of typeName: String, labels: [String]) -> Bool {
        commonInitializers.contains(labels) || initializers[typeName]?.contains(labels) == true
    }

    /// Properties of UIKit's views whose values are no layout namespace: a call on them (`imageView.image?.withTintColor(…)`,
    /// `button.layer.add(…)`) acts on the value, not on the view's flag.
    static let viewMembersInSource = SourceNames([
        "layer", "image", "highlightedImage", "titleLabel", "imageView", "subtitleLabel", "text", "attributedText",
        "font", "textColor", "backgroundColor", "tintColor", "superview", "subviews", "constraints", "contentView",
        "textLabel", "detailTextLabel", "currentTitle", "currentImage", "frame", "bounds", "center", "transform",
        "textContainer", "layoutManager", "textStorage", "panGestureRecognizer", "refreshControl", "tableHeaderView",
        "tableFooterView", "backgroundView", "selectedBackgroundView", "inputView", "inputAccessoryView", "window",
        "gestureRecognizers", "arrangedSubviews", "visibleCells", "indexPathsForSelectedRows", "collectionViewLayout",
        "placeholder", "attributedPlaceholder", "configuration", "accessibilityLabel", "accessibilityTraits",
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor",
        "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "layoutMarginsGuide", "safeAreaLayoutGuide", "readableContentGuide", "keyboardLayoutGuide", "traitCollection",
    ])

    /// Methods UIKit and Foundation declare that take a view, or that a view answers, and leave its
    /// autoresizing flag as it is: the hierarchy, constraints and their activation, appearance, content, actions,
    /// layout passes, and the collections a view is kept in.
    static let methodsKeepingAutoresizing = Set(methodNames.map { "\($0)" })
    static let methodsKeepingAutoresizingInSource = SourceNames(methodNames)
    /// Those of them that UIKit declares with one argument at most, for reading calls from the raw tree without
    /// making strings: a call of one with more arguments is a project's function of the same name (prox's
    /// `activate(_:translatesAutoresizingMaskIntoConstraints:)`).
    static let oneArgumentMethodsInSource = SourceNames(
        methodNames.filter { !methodsTakingMoreArguments.contains("\($0)") })
    /// UIKit's methods of the list with two arguments or more: `setTitle(_:for:)`, `addTarget(_:action:for:)`.
    private static let methodsTakingMoreArguments: Set<String> = [
        "insertSubview", "insertArrangedSubview", "exchangeSubview", "insertSublayer", "constraint",
        "constraintEqualToSystemSpacingAfter", "constraintGreaterThanOrEqualToSystemSpacingAfter",
        "constraintLessThanOrEqualToSystemSpacingAfter", "constraintEqualToSystemSpacingBelow",
        "constraintGreaterThanOrEqualToSystemSpacingBelow", "constraintLessThanOrEqualToSystemSpacingBelow",
        "constraints", "setContentHuggingPriority", "setContentCompressionResistancePriority", "setCustomSpacing",
        "systemLayoutSizeFitting", "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle",
        "setTitleShadowColor", "setPreferredSymbolConfiguration", "setTitleTextAttributes", "insertSegment",
        "setWidth", "setEnabled", "setDividerImage", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage",
        "setSearchFieldBackgroundImage", "setPositionAdjustment", "setIndicatorImage", "setCurrentPageIndicatorImage",
        "setItems", "setValue", "setProgress", "setDate", "setOn", "register", "reloadSections", "reloadRows",
        "reloadItems", "reloadComponent", "selectRow", "scrollToRow", "scrollToItem", "setContentOffset",
        "scrollRectToVisible", "addTarget", "removeTarget", "addAction", "removeAction", "animate", "transition",
        "insert",
    ]
    private static let methodNames: [StaticString] = [
        // Hierarchy.
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview",
        "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview", "addLayoutGuide",
        "addSublayer", "insertSublayer",
        // Constraints.
        "constraint", "constraintEqualToSystemSpacingAfter", "constraintGreaterThanOrEqualToSystemSpacingAfter",
        "constraintLessThanOrEqualToSystemSpacingAfter", "constraintEqualToSystemSpacingBelow",
        "constraintGreaterThanOrEqualToSystemSpacingBelow", "constraintLessThanOrEqualToSystemSpacingBelow",
        "anchorWithOffset", "activate", "deactivate", "constraints", "addConstraint", "addConstraints",
        "removeConstraint", "removeConstraints", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "setCustomSpacing",
        // Layout passes and sizes.
        "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "invalidateIntrinsicContentSize", "setNeedsDisplay", "sizeToFit", "sizeThatFits", "systemLayoutSizeFitting",
        // Appearance and content.
        "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle", "setTitleShadowColor",
        "setPreferredSymbolConfiguration", "setTitleTextAttributes", "insertSegment", "removeAllSegments",
        "setWidth", "setEnabled", "setDividerImage", "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage",
        "setSearchFieldBackgroundImage", "setPositionAdjustment", "setIndicatorImage",
        "setCurrentPageIndicatorImage", "setItems", "setValue", "setProgress", "setDate", "setOn",
        "startAnimating", "stopAnimating", "register", "reloadData", "reloadSections", "reloadRows", "reloadItems",
        "reloadAllComponents", "reloadComponent", "selectRow", "scrollToRow", "scrollToItem", "setContentOffset",
        "scrollRectToVisible", "becomeFirstResponder", "resignFirstResponder",
        // Actions and animation.
        "addTarget", "removeTarget", "addAction", "removeAction", "addGestureRecognizer", "removeGestureRecognizer",
        "addInteraction", "animate", "transition",
        // Collections that keep views.
        "append", "insert", "contains", "forEach", "map", "compactMap", "filter", "firstIndex", "remove",
    ]
}
