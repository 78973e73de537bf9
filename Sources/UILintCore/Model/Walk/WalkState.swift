import SwiftSyntax

/// A type declaration or extension while it is being walked.
struct TypeRecord: Sendable {
    var name: String
    var nameRange: ByteRange
    /// The whole declaration, for finding which type a piece of code is in.
    var range = ByteRange(start: 0, end: 0)
    var inheritedTypes: [String]
    /// Nil for the file's own scope, which holds its free functions.
    var kind: DeclaredTypeKind?
    var isExtension: Bool { kind == .extension }
    var isProtocol: Bool { kind == .protocol }
    /// Every member, for the project index.
    var memberFacts: [MemberFacts] = []
    var subviews: [Subview] = []
    var methods: [Method] = []
    var otherStatements: [Statement] = []
    var hierarchyAdditions: [HierarchyAddition] = []
    var autoresizingDisabled: Set<String> = []
    var constrainedItems: Set<String> = []
    var snapKitItems: Set<String> = []
    var memberSummaries: [MemberSummary] = []
}

/// The member whose body is being walked, and its statements so far. A class: every statement and
/// identifier of the walk updates it, which a value inside `types` would copy first.
final class MemberRecord {
    enum Kind {
        /// `isGivenOnlyHandlers`: every parameter is a closure (`configure(onCreateChat: @escaping () -> Void)`).
        case method(
            name: String, nameRange: ByteRange, range: ByteRange, labels: [String], isOverride: Bool,
            isGivenOnlyHandlers: Bool)
        case property(Subview?)
        case other
    }

    var kind: Kind
    /// Where its declaration starts: the key of the member for the constraints made in it.
    let start: Int
    /// The closures its body is in: 1 for a property's `{ ... }()` initializer, whose statements run once.
    let baseClosureDepth: Int
    /// What the project index records of the member; nil for members it does not record.
    var facts: MemberFacts?
    /// Whether `facts` is there: told without copying them, for the walk asks at every call.
    let hasFacts: Bool
    var finished: [(open: OpenStatement, identifierEnd: Int)] = []
    var selfCalls: [SelfCall] = []
    /// Names the member's `guard let`s bound so far.
    var guardBoundNames: [String] = []
    /// Those of them bound to the superview (`guard let parent = superview`).
    var guardSuperviewNames: [String] = []
    var open: [OpenStatement] = []
    var closureDepth = 0
    var identifiers: [ByteRange] = []

    init(kind: Kind, start: Int, baseClosureDepth: Int = 0, facts: MemberFacts?) {
        self.kind = kind
        self.start = start
        self.baseClosureDepth = baseClosureDepth
        self.facts = facts
        hasFacts = facts != nil
    }

    /// Whether what the walk is at runs on every run of the body: not in an `if`, `switch`, loop or
    /// closure of it (a statement after a `guard` does).
    var isAtTopLevel: Bool { open.count <= 1 && closureDepth <= baseClosureDepth }

    /// The member's statements in source order, sharing one identifier list.
    func statements() -> [Statement] {
        let list = IdentifierList(identifiers)
        return finished.map { entry in
            Statement(
                range: entry.open.range, action: entry.open.action, via: entry.open.via,
                layoutOperations: entry.open.operations,
                depth: entry.open.depth, isInClosure: entry.open.isInClosure, blockStart: entry.open.blockStart,
                identifiers: list,
                identifierBounds: entry.open.identifierStart..<entry.identifierEnd)
        }.sorted { $0.range < $1.range }
    }
}

struct OpenStatement: Sendable {
    let range: ByteRange
    let action: Statement.Action
    let via: [String]?
    let depth: Int
    let isInClosure: Bool
    let blockStart: Int
    let identifierStart: Int
    var operations: [LayoutOperation] = []
}

/// Where the walk stands: the types and members being walked, which `DeclarationReader` keeps and every
/// reader reads (README.md, "How it works").
final class WalkState: WalkPosition {
    let source: SourceText
    /// Every comment's text is recorded too, which fixing compares before and after.
    let collectsComments: Bool
    /// What the rules that need more than the shared model read for themselves.
    let readingTypes: [any SyntaxReading.Type]
    var types: [TypeRecord] = []
    /// For each of `types`, the member whose body is being walked.
    var activeMembers: [MemberRecord?] = [] {
        didSet { activeMember = typeStack.last.flatMap { activeMembers[$0] } }
    }
    var typeStack: [Int] = [] {
        didSet {
            activeMember = typeStack.last.flatMap { activeMembers[$0] }
            isInStruct = typeStack.last.map { types[$0].kind == .struct } ?? false
        }
    }
    /// The member being walked of the innermost type: kept as the two stacks change, as the walk asks for it at
    /// almost every node.
    private(set) var activeMember: MemberRecord?
    /// Whether the innermost type is a struct: never a UIKit view, though a SwiftUI one. Kept as `typeStack` changes.
    private(set) var isInStruct = false
    /// How many `#if` clauses enclose the node being walked: code in one may not be compiled.
    var conditionalCompilationDepth = 0
    /// Whether the file may hold an `if #available` (or `#unavailable`): only then is a constraint's branch of one
    /// looked for.
    private(set) lazy var mayTestAvailability = PreFilter.contains(anyOf: ["available"], in: source.bytes)

    init(source: SourceText, readings: [any SyntaxReading.Type], collectsComments: Bool) {
        self.source = source
        readingTypes = readings
        self.collectsComments = collectsComments
    }

    var enclosingType: TypeRecord? {
        typeStack.last.map { types[$0] }
    }

    var enclosingTypeName: String? {
        typeStack.last.flatMap { types[$0].kind == nil ? nil : types[$0].name }
    }

    /// Marks every statement that encloses the current node as doing `operation`.
    func note(_ operation: LayoutOperation) {
        guard let member = activeMember else { return }
        for position in member.open.indices where !member.open[position].operations.contains(operation) {
            member.open[position].operations.append(operation)
        }
    }

    /// Records something about the member being walked, for the project index.
    func markActiveMember(_ change: (inout MemberFacts) -> Void) {
        guard let member = activeMember, member.hasFacts else { return }
        change(&member.facts!)
    }
}
