/// A function-name pattern of the `conventions` key (docs/conventions.md): a trailing `*` matches the end
/// of the name or a rest that starts with an upper-case letter or `_`; without `*` the name
/// must match exactly.
public struct NamePattern: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    private let prefix: Substring
    private let isPrefix: Bool

    /// Nil when `text` is not an identifier, optionally followed by one `*`.
    public init?(_ text: String) {
        let isPrefix = text.hasSuffix("*")
        let stem = isPrefix ? text.dropLast() : Substring(text)
        guard let first = stem.first, first == "_" || first.isLetter,
            stem.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        self.text = text
        self.prefix = stem
        self.isPrefix = isPrefix
    }

    public var description: String { text }

    public func matches(_ name: String) -> Bool {
        guard isPrefix else { return name == text }
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.dropFirst(prefix.count).first else { return true }
        return next.isUppercase || next == "_"
    }
}

/// A team's names for its functions and helpers (docs/conventions.md), from the `conventions` key.
public struct Conventions: Hashable, Sendable {
    public var setupFunctions: [NamePattern]
    public var dataBindingFunctions: [NamePattern]
    /// Anchor methods from dependencies that create a constraint (`pin`).
    public var constraintHelpers: [String]
    /// Members from dependencies that set `translatesAutoresizingMaskIntoConstraints = false`.
    public var autolayoutHelpers: [String]

    public static let defaultSetupFunctions = [
        "setup*", "setUp*", "configure*", "commonInit", "commonSetup", "initialize",
    ]
    public static let defaultDataBindingFunctions = ["render*", "configure*", "update*", "bind*", "apply*"]

    /// Made once: a default is asked for with every file.
    public static let defaultSetupPatterns = defaultSetupFunctions.compactMap(NamePattern.init)
    public static let defaultDataBindingPatterns = defaultDataBindingFunctions.compactMap(NamePattern.init)

    public init(
        setupFunctions: [NamePattern] = Conventions.defaultSetupPatterns,
        dataBindingFunctions: [NamePattern] = Conventions.defaultDataBindingPatterns,
        constraintHelpers: [String] = [], autolayoutHelpers: [String] = []
    ) {
        self.setupFunctions = setupFunctions
        self.dataBindingFunctions = dataBindingFunctions
        self.constraintHelpers = constraintHelpers
        self.autolayoutHelpers = autolayoutHelpers
    }

    /// The keys of `conventions`, in the order `uilint init` writes them.
    public static let keys = ["setup_functions", "data_binding_functions", "constraint_helpers", "autolayout_helpers"]

    public func isSetupName(_ name: String) -> Bool {
        setupFunctions.contains { $0.matches(name) }
    }

    public func isDataBindingName(_ name: String) -> Bool {
        dataBindingFunctions.contains { $0.matches(name) }
    }
}
