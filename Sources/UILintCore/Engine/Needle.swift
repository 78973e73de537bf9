/// Byte patterns without which a rule cannot report anything in a file.
public enum Needle: Hashable, Sendable {
    /// The bytes anywhere in the file.
    case substring(String)
    /// The bytes at the end of a word: `View` in `LoginView:` but not in `ViewModel`.
    case wordEnding(String)
    /// `member = value`, across any spaces and line breaks: `isActive = true`. A comment or a
    /// parenthesis where a space could be counts too, so that no way of writing it is missed.
    case assignment(member: String, value: String)
    /// A class or extension whose name or inheritance holds a word with one of the endings of a view
    /// or controller class (`class LoginView: ThemedView`, `extension ProfileViewController`), in a
    /// file that also holds one of `members`: what the rules about a view's own functions and
    /// subviews read. `tableView` in a data source or SwiftUI's `some View` is no such class, and
    /// a controller with neither a setup function nor a subview's closure gives them nothing.
    case viewType(with: Set<ViewTypeMember>)
}

/// What the rules about view types read in them, as the bytes show it.
public enum ViewTypeMember: Hashable, Sendable {
    /// `func` and a name the conventions give setup functions (docs/conventions.md).
    case setupFunction
    /// `func` and a name the conventions give data-binding functions.
    case dataBindingFunction
    /// A closure called where it is written: `let label: UILabel = { ... }()`.
    case initializerClosure
}

/// Needles shared by several rules.
extension Needle {
    static let constraints: [Needle] = [.substring("Anchor"), .substring("NSLayoutConstraint"), .substring("snp")]
    /// A view or controller type with a setup function.
    static let viewTypeSetup: [Needle] = [.viewType(with: [.setupFunction])]
}
