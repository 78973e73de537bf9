import SwiftSyntax

/// What one rule alone looks for in a file, found during the file's single syntax walk.
///
/// The walk (`ModelWalk`, made of the readers in `Model/Walk`) builds what several rules share: types, members,
/// statements, constraints and their lists. A rule that needs more gives itself a reading (`ReadingRule`): the
/// walk hands it the nodes of the kinds it names, as it meets them, and stores its result in the model, where the
/// rule finds it (`FileModel.reading(_:)`). No rule walks the tree again.
protocol SyntaxReading: AnyObject {
    associatedtype Result: Sendable

    /// The node kinds the walk hands to the reading; it is never called for the others.
    static var nodeKinds: Set<ReadNodeKind> { get }
    /// Texts one of which a file must hold for the reading to find anything its rule uses; nil to read every file.
    static var requiredTexts: [String]? { get }
    /// The only names (`DeclReferenceExprSyntax`) the reading is handed, told by the walk before any call; nil for
    /// every name.
    static var names: SourceNames? { get }
    /// What the rule asks the project index about the types the file names; nil when it asks nothing.
    static var indexQuestion: IndexQuestion? { get }

    init()

    func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition)
    func visit(_ node: MemberAccessExprSyntax, at position: any WalkPosition)
    func visit(_ node: DeclReferenceExprSyntax, at position: any WalkPosition)
    func visit(_ node: MacroExpansionExprSyntax, at position: any WalkPosition)
    func visit(_ node: AttributeSyntax, at position: any WalkPosition)
    func visit(_ node: PatternBindingSyntax, at position: any WalkPosition)
    func visit(_ node: FunctionDeclSyntax, at position: any WalkPosition)
    func visit(_ node: InitializerDeclSyntax, at position: any WalkPosition)
    /// An assignment (`a = b`, `a += b`), already taken apart.
    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition)
    /// A function, initializer, deinitializer, accessor or closure body begins.
    func enterBody()
    /// The body last begun ends.
    func leaveBody()

    /// What the reading found, once the walk is over.
    var result: Result { get }
}

/// The node kinds a reading can ask for.
enum ReadNodeKind: Hashable, Sendable {
    case functionCall, memberAccess, declReference, macroExpansion, attribute, patternBinding
    case functionDeclaration, initializerDeclaration, assignment
    /// `enterBody()` and `leaveBody()`.
    case bodies
}

/// What the walk knows of where a node stands, beyond the node itself.
protocol WalkPosition: AnyObject {
    /// The innermost type or extension being walked; inside a free function's body, the file's own scope
    /// (`kind` nil); nil at the top level.
    var enclosingType: TypeRecord? { get }
    /// The innermost type's or extension's name, without copying its record: nil at the top level and in a free
    /// function's body.
    var enclosingTypeName: String? { get }
    /// Whether the innermost type is a struct: never a UIKit view, though a SwiftUI one.
    var isInStruct: Bool { get }
}

extension SyntaxReading {
    static var requiredTexts: [String]? { nil }
    static var names: SourceNames? { nil }
    static var indexQuestion: IndexQuestion? { nil }
    func visit(_ node: FunctionCallExprSyntax, at position: any WalkPosition) {}
    func visit(_ node: MemberAccessExprSyntax, at position: any WalkPosition) {}
    func visit(_ node: DeclReferenceExprSyntax, at position: any WalkPosition) {}
    func visit(_ node: MacroExpansionExprSyntax, at position: any WalkPosition) {}
    func visit(_ node: AttributeSyntax, at position: any WalkPosition) {}
    func visit(_ node: PatternBindingSyntax, at position: any WalkPosition) {}
    func visit(_ node: FunctionDeclSyntax, at position: any WalkPosition) {}
    func visit(_ node: InitializerDeclSyntax, at position: any WalkPosition) {}
    func visitAssignment(_ parts: SyntaxQueries.AssignmentParts, at position: any WalkPosition) {}
    func enterBody() {}
    func leaveBody() {}
}

/// The readings of one walk, sorted by the node kinds they ask for, so that a node kind no reading
/// wants costs the walk nothing.
struct ReadingDispatch {
    let all: [any SyntaxReading]
    let functionCalls: [any SyntaxReading]
    let memberAccesses: [any SyntaxReading]
    /// With the names each asks for (`SyntaxReading.names`).
    let declReferences: [(reading: any SyntaxReading, names: SourceNames?)]
    let macroExpansions: [any SyntaxReading]
    let attributes: [any SyntaxReading]
    let patternBindings: [any SyntaxReading]
    let functionDeclarations: [any SyntaxReading]
    let initializerDeclarations: [any SyntaxReading]
    let assignments: [any SyntaxReading]
    let bodies: [any SyntaxReading]

    init(_ types: [any SyntaxReading.Type]) {
        var seen = Set<ObjectIdentifier>()
        let all = types.filter { seen.insert(ObjectIdentifier($0)).inserted }.map { $0.init() }
        func asking(for kind: ReadNodeKind) -> [any SyntaxReading] {
            all.filter { type(of: $0).nodeKinds.contains(kind) }
        }
        self.all = all
        functionCalls = asking(for: .functionCall)
        memberAccesses = asking(for: .memberAccess)
        declReferences = asking(for: .declReference).map { ($0, type(of: $0).names) }
        macroExpansions = asking(for: .macroExpansion)
        attributes = asking(for: .attribute)
        patternBindings = asking(for: .patternBinding)
        functionDeclarations = asking(for: .functionDeclaration)
        initializerDeclarations = asking(for: .initializerDeclaration)
        assignments = asking(for: .assignment)
        bodies = asking(for: .bodies)
    }

    /// Each reading's result, by its type.
    func results() -> [ObjectIdentifier: any Sendable] {
        var results: [ObjectIdentifier: any Sendable] = [:]
        for reading in all {
            results[ObjectIdentifier(type(of: reading))] = reading.result
        }
        return results
    }
}
