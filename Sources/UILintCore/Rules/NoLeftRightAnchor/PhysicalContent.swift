/// Types that work out their content's rectangles themselves (rules/no_left_right_anchor.md): a text field that
/// insets its text by `UIEdgeInsets` in `textRect(forBounds:)`, a button that places its title in
/// `titleRect(forContentRect:)`, a label that insets its text in `drawText(in:)`. Those rectangles do not flip for
/// right-to-left languages, and the left and right of the type's constraints are their sides: the constraints are
/// reported, not renamed (Windscribe fe83b57's password field keeps 55 points on the right of its text for the
/// button pinned there). So does a type whose code, in any file, reads or sets a scroll view's horizontal offset
/// (`contentOffset.x`): it pages or scrolls by physical x, which its views' left and right must match (Windscribe's
/// main screen chains three tables in a scroll view it pages by `contentOffset.x` in another file), and a type that
/// reads where a touch is (`touch.location(in: self)`): iosched-ios's rating view counts stars from the left, with
/// its "Poor" and "Outstanding" labels pinned left and right under them.
enum PhysicalContent {
    /// UIKit's methods that give a view's content its rectangle. Not `draw(_:)`: TUIKit_iOS overrides it to round
    /// corners, which have no side.
    private static let rectangleMethods: Set<String> = [
        "textRect", "editingRect", "placeholderRect", "clearButtonRect", "leftViewRect", "rightViewRect",
        "borderRect", "titleRect", "imageRect", "drawText",
    ]

    /// Whether the type places content by physical x: see above.
    static func keepsSides(of typeName: String, in model: FileModel, rectangleTypes: Set<String>) -> Bool {
        rectangleTypes.contains(typeName)
            || model.declarations.types.contains { type in
                type.name == typeName && type.members.contains(where: \.placesByPhysicalX)
            }
            || model.index.placesByPhysicalX(in: typeName)
    }

    /// The views a type draws into a picture (`frameContainerView.layer.render(in:)`, `view.drawHierarchy(in:…)`), and
    /// the views added into them: a picture is the same in every language (WithUs-iOS bc842c5 shares its photo frames
    /// as images, the date at the top left). The type's other views, the screen around a picture, still flip.
    static func drawnViews(of typeName: String, in model: FileModel) -> Set<String> {
        let records = model.typeRecords.filter { $0.name == typeName }
        var drawn = Set<String>()
        for record in records {
            for statement in record.methods.flatMap(\.statements) + record.otherStatements {
                guard case .call(let root, let method, true, _) = statement.action else { continue }
                if (method == "render" && statement.via == ["layer"])
                    || (method == "drawHierarchy" && statement.via == [])
                {
                    drawn.insert(root)
                }
            }
        }
        guard !drawn.isEmpty else { return [] }
        let additions = records.flatMap(\.hierarchyAdditions)
        var grew = true
        while grew {
            grew = false
            for addition in additions where drawn.contains(addition.parentName) && !drawn.contains(addition.viewName) {
                drawn.insert(addition.viewName)
                grew = true
            }
        }
        return drawn
    }

    /// The file's types that override one of those methods, and the file's classes that inherit from them.
    static func typeNames(in model: FileModel) -> Set<String> {
        var names = Set(
            model.typeRecords.filter { record in
                record.memberSummaries.contains { $0.kind == .function && rectangleMethods.contains($0.name) }
            }.map(\.name))
        guard !names.isEmpty else { return [] }
        var grew = true
        while grew {
            grew = false
            for record in model.typeRecords where !names.contains(record.name) {
                if let superclass = record.inheritedTypes.first, names.contains(superclass) {
                    names.insert(record.name)
                    grew = true
                }
            }
        }
        return names
    }
}
