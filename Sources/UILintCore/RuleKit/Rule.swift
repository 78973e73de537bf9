public enum Severity: String, Codable, Comparable, Sendable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A replacement of a byte range of the file.
public struct TextEdit: Hashable, Codable, Sendable {
    public var range: ByteRange
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// What a rule reports: where, why, and optionally how to fix it.
public struct Violation: Sendable {
    public var range: ByteRange
    public var message: String
    /// Edits that together fix the violation; applied all or none.
    public var fix: [TextEdit]?

    public init(range: ByteRange, message: String, fix: [TextEdit]? = nil) {
        self.range = range
        self.message = message
        self.fix = fix
    }
}

public struct RuleDescription: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let defaultSeverity: Severity
    public let isOptIn: Bool
    public let isFixable: Bool
    public let options: [RuleOption]
    /// What a file must contain for the rule to report anything in it (see `PreFilter`).
    public let needles: [Needle]

    public init(
        id: String, name: String, summary: String, defaultSeverity: Severity = .warning,
        isOptIn: Bool = false, isFixable: Bool, options: [RuleOption] = [], needles: [Needle]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.options = options
        self.needles = needles
    }
}

/// A rule option value the rule itself rejects, such as an unknown anchor name.
public struct RuleOptionError: Error, Sendable {
    public let option: String
    public let message: String

    public init(option: String, message: String) {
        self.option = option
        self.message = message
    }
}

/// A rule: a pure function from a file's layout model to violations.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Creates the rule with validated options; throws for values the rule cannot accept.
    init(options: [String: RuleOptionValue]) throws
    func violations(in model: FileModel) -> [Violation]

    /// Whether the rule judges the suppression comments themselves, which is known only once every
    /// other rule's findings were matched with them; the engine then calls `violations(forUnused:in:)`.
    static var judgesSuppressions: Bool { get }
    func violations(forUnused suppressions: [UnusedSuppression], in source: SourceText) -> [Violation]

    /// Extensions of documents that are not Swift, which the rule reports by their name and their start
    /// (`head`, the root element of an Interface Builder file); the engine then calls
    /// `violation(forDocumentNamed:head:)`, which returns nil for a document the rule accepts.
    static var documentExtensions: Set<String> { get }
    func violation(forDocumentNamed name: String, head: String) -> Violation?
}

extension Rule {
    public var id: String { Self.description.id }

    public static var judgesSuppressions: Bool { false }
    public func violations(forUnused suppressions: [UnusedSuppression], in source: SourceText) -> [Violation] { [] }

    public static var documentExtensions: Set<String> { [] }
    public func violation(forDocumentNamed name: String, head: String) -> Violation? {
        preconditionFailure("\(Self.description.id) reports no documents")
    }
}

/// A rule that needs more than the shared model: its `Reading` is handed the nodes it asks for
/// during the file's one walk, and the rule finds the result with `model.reading(Reading.self)`.
protocol ReadingRule: Rule {
    associatedtype Reading: SyntaxReading
}

extension Rule {
    /// The reading the rule needs from the walk, if any, as the registry records it.
    static var readingType: (any SyntaxReading.Type)? {
        RuleRegistry.readingTypes[ObjectIdentifier(self)]
    }
}
