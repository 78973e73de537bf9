/// The question the rule asks the project index (docs/project-index.md). A project type that declares its own
/// `leftAnchor` is seldom a view, so the index would not parse it: the rule asks for the declared types of its
/// anchors' receivers (`OwnAnchors`). And a class's SnapKit extensions must keep matching a rename
/// (`renamingSnapKitViewsWhole`), so the files that extend a class with SnapKit are parsed too, and so are those
/// that page a scroll view by its horizontal offset (`PhysicalContent`).
extension NoLeftRightAnchorRule.Reading {
    static let indexQuestion: IndexQuestion? = IndexQuestion(
        declarationWords: ["leftAnchor", "rightAnchor"], extensionWords: [".snp.", "contentOffset.x"],
        typesAskedAbout: { model in
            let references = model.walkedConstraints.flatMap(\.absoluteReferences)
            return Array(OwnAnchors.receiverTypes(of: references, in: model).values.joined())
        })
}

/// Which left/right anchors belong to a project type or protocol that declares its own (rules/no_left_right_anchor.md):
/// found through the declared type of the anchor's receiver, or the type around it for `self`.
struct OwnAnchors {
    let model: FileModel
    /// The declared types of every receiver of the file's left/right anchors, found in one pass.
    private let receiverTypes: [String: Set<String>]
    private var answers: [String: Bool] = [:]

    init(model: FileModel) {
        self.model = model
        receiverTypes = Self.receiverTypes(of: model.constraints.flatMap(\.absoluteReferences), in: model)
    }

    /// The declared types of the receivers of `references` and of the file's loose left/right anchors, by receiver.
    static func receiverTypes(of references: [AttributeReference], in model: FileModel) -> [String: Set<String>] {
        let receivers = (references + model.looseAbsoluteAnchors).compactMap(\.receiver)
        return model.declaredTypeNames(of: Set(receivers).subtracting(["self"]))
    }

    /// A project type or protocol that declares its own `leftAnchor` or `rightAnchor` without
    /// `leadingAnchor`/`trailingAnchor`: renaming its anchors would not compile, and its left and right may mean
    /// something else than UIKit's.
    private static func declaresOwnLeftRightAnchors(_ members: Set<String>) -> Bool {
        (members.contains("leftAnchor") || members.contains("rightAnchor"))
            && !members.contains("leadingAnchor") && !members.contains("trailingAnchor")
    }

    mutating func isOwn(_ reference: AttributeReference) -> Bool {
        guard let receiver = reference.receiver else { return false }
        let types: Set<String>
        if receiver == "self" {
            types = model.enclosingTypeName(at: reference.token.start).map { [$0] } ?? []
        } else {
            types = receiverTypes[receiver] ?? []
        }
        return types.contains { type in
            if let answer = answers[type] { return answer }
            let answer = Self.declaresOwnLeftRightAnchors(model.index.ownMemberNames(of: type))
            answers[type] = answer
            return answer
        }
    }
}
