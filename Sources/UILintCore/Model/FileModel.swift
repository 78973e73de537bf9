/// A syntax error SwiftParser reported.
public struct ParseDiagnostic: Sendable {
    public let message: String
    public let range: ByteRange
}

/// Everything the rules know about one file, built by one syntax walk.
public struct FileModel: Sendable {
    public let source: SourceText
    /// The file's path relative to the configuration's folder, for path options such as `allowed_paths`.
    public var relativePath: String = ""
    public let viewTypes: [ViewType]
    /// Every constraint in the file, in source order, whether or not it is in a list.
    public let constraints: [Constraint]
    public let constraintLists: [ConstraintList]
    /// `leftAnchor`/`rightAnchor` references that are not part of a constraint.
    public let looseAbsoluteAnchors: [AttributeReference]
    public let suppressions: [SuppressionComment]
    public let parseDiagnostics: [ParseDiagnostic]
    public let interfaceBuilderUses: [InterfaceBuilderUse]
    public let coderInitializers: [CoderInitializer]
    public let colors: [StyleExpression]
    public let fonts: [StyleExpression]
    public let priorityLiterals: [PriorityLiteral]
    public let localConstraints: [LocalConstraint]
    /// `constraint.constant = value` assignments.
    public let constantAssignments: [ConstraintConstant]
    /// Every comment's text, when the model was built collecting them (for fixing).
    public let comments: [String]
}
