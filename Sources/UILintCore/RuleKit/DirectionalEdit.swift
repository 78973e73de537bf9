/// The edit two rules' fixes make (`no_left_right_anchor`, `mixed_horizontal_anchors`): kept with what rules
/// share rather than in one rule's folder, which the other would then depend on.
extension AttributeReference {
    /// Renames the token to its leading/trailing counterpart.
    var directionalEdit: TextEdit {
        TextEdit(range: token, replacement: directionalSpelling ?? attribute.name)
    }
}
