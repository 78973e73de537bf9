import Foundation

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
    /// What the project's formatter configuration says about code fixes write (`ProjectStyle`).
    public internal(set) var projectStyle = ProjectStyle()
    /// The view and controller types of the file, as the project index sees them.
    public internal(set) var viewTypes: [ViewType]
    /// Every type the file declares or extends, as walked, for resolving view types with an index.
    let typeRecords: [TypeRecord]
    /// What the file contributes to the project index.
    public internal(set) var declarations: DeclarationFacts
    /// Every constraint in the file, in source order, whether or not it is in a list.
    public internal(set) var constraints: [Constraint]
    public internal(set) var constraintLists: [ConstraintList]
    /// Constraints and lists as walked, with calls of possible constraint helpers, which the index confirms.
    let walkedConstraints: [Constraint]
    var walkedConstraintLists: [ConstraintList]
    /// What the code does to constraints by name after making them (docs/constraint-model.md).
    public let constraintFlow: ConstraintFlow
    /// `leftAnchor`/`rightAnchor` references that are not part of a constraint.
    public let looseAbsoluteAnchors: [AttributeReference]
    public let suppressions: [SuppressionComment]
    public let parseDiagnostics: [ParseDiagnostic]
    /// What the rules that read for themselves found, by the type of their reading (`SyntaxReading`).
    let readings: [ObjectIdentifier: any Sendable]
    /// Every comment's text, when the model was built collecting them (for fixing).
    public let comments: [String]
    /// What the project declares (docs/project-index.md); the file alone until it is resolved with its project.
    public internal(set) var index = ProjectIndex.empty
    /// Whether view types and constraints were decided with an index (the file's own, or the project's).
    public private(set) var isResolved = false
    /// What the rules derive from the resolved model and share.
    var derived = DerivedModelParts()

    /// Every constraint of the file in the constraint model (docs/constraint-model.md): those the rules about lists
    /// read, and SnapKit constraints kept in a property.
    public var layoutConstraints: [Constraint] {
        constraintFlow.storedSnapKitConstraints.isEmpty
            ? constraints
            : (constraints + constraintFlow.storedSnapKitConstraints).sorted { $0.range < $1.range }
    }
}

extension FileModel {
    /// Whether the file declares a function of that name, in a type or outside: code uilint can read even when
    /// the project index was built without the file.
    func declaresFunction(named name: String) -> Bool {
        declarations.freeMembers.contains { $0.kind == .function && $0.name == name }
            || declarations.types.contains { type in type.members.contains { $0.kind == .function && $0.name == name } }
    }

    /// What `reading` found in the file; nil when the model was built without it.
    func reading<Reading: SyntaxReading>(_ reading: Reading.Type) -> Reading.Result? {
        readings[ObjectIdentifier(reading)] as? Reading.Result
    }
}

extension FileModel {
    /// Decides the file's view types again with what the whole project declares (docs/project-index.md).
    public mutating func resolve(with projectIndex: ProjectIndex) {
        let index = projectIndex.preferring(declarations)
        self.index = index
        isResolved = true
        derived = DerivedModelParts()
        viewTypes = ViewTypeResolver.resolve(typeRecords, index: index, source: source)
        // Calls on anchors that are no constraint helper of the project make no constraint.
        let isConstraint = { (constraint: Constraint) in
            constraint.helperName.map(index.constraintHelpers.contains) ?? true
        }
        guard walkedConstraints.contains(where: { !isConstraint($0) }) else {
            constraints = walkedConstraints
            constraintLists = walkedConstraintLists
            return
        }
        constraints = walkedConstraints.filter(isConstraint)
        constraintLists = walkedConstraintLists.compactMap { list in
            let elements = list.elements.map { element in
                element.constraint.map(isConstraint) == false
                    ? ConstraintListElement(
                        slot: element.slot, expression: element.expression, constraint: nil,
                        isOptional: element.isOptional, namesConstraint: element.namesConstraint)
                    : element
            }
            guard ConstraintList.holdsConstraints(elements) else { return nil }
            return ConstraintList(kind: list.kind, elements: elements, boundName: list.boundName)
        }
    }

    /// The index of the file alone, for a file linted without its project.
    public var fileIndex: ProjectIndex { ProjectIndex([declarations]) }
}

extension FileModel {
    /// The innermost type declared or extended around `offset`.
    func enclosingTypeName(at offset: Int) -> String? {
        enclosingTypeRecord(at: offset)?.name
    }

    /// Whether the innermost type or extension around `offset` is `private` or `fileprivate`, which
    /// makes its members private without a modifier of their own (`private extension Cell { … }`).
    func enclosingTypeIsPrivate(at offset: Int) -> Bool {
        guard let record = enclosingTypeRecord(at: offset) else { return false }
        let head = source.text(in: ByteRange(start: record.range.start, end: record.nameRange.start))
        return head.split(whereSeparator: \.isWhitespace).contains { $0 == "private" || $0 == "fileprivate" }
    }

    private func enclosingTypeRecord(at offset: Int) -> TypeRecord? {
        typeRecords.filter { $0.kind != nil && $0.range.start <= offset && offset < $0.range.end }
            .min { $0.range.end - $0.range.start < $1.range.end - $1.range.start }
    }

    /// Those of `names` that hold an `NSLayoutConstraint` and nothing else: declared with that type, or
    /// assigned a constraint the file makes with anchors and declared as nothing.
    func constraintNames(among names: Set<String>) -> Set<String> {
        let declared = declaredTypeNames(of: names)
        let assigned = Set(
            walkedConstraints.filter { $0.syntax != .snapKit && $0.helperName == nil && !$0.creation.isInArray }
                .compactMap(\.creation.storedName))
        return names.filter { name in
            let types = declared[name] ?? []
            return types == ["NSLayoutConstraint"] || (types.isEmpty && assigned.contains(name))
        }
    }

    /// The types the file declares for each of `names`: as a property, a parameter, or a typed local.
    /// One pass over the file's members and statements answers for every name.
    func declaredTypeNames(of names: Set<String>) -> [String: Set<String>] {
        var types: [String: Set<String>] = [:]
        guard !names.isEmpty else { return types }
        for member in declarations.types.flatMap(\.members) + declarations.freeMembers {
            if names.contains(member.name), member.kind == .storedProperty || member.kind == .computedProperty,
                let typeName = member.typeName
            {
                types[member.name, default: []].insert(typeName)
            }
            for (parameter, typeName) in zip(member.parameterNames, member.parameterTypeNames)
            where names.contains(parameter) && !typeName.isEmpty {
                types[parameter, default: []].insert(typeName)
            }
        }
        for record in typeRecords {
            for statement in record.methods.flatMap(\.statements) + record.otherStatements {
                guard case .declaration(let declared, let typeName?) = statement.action else { continue }
                for name in declared where names.contains(name) { types[name, default: []].insert(typeName) }
            }
        }
        return types
    }
}

extension FileModel {
    /// The constraint model of each view type of the file (docs/constraint-model.md), built once per model for all
    /// the rules that read it.
    public var typeLayouts: [TypeLayout] {
        derived.typeLayouts {
            let constraints = layoutConstraints
            return viewTypes.map { TypeLayout.build(for: $0, in: self, constraints: constraints) }
        }
    }
}

/// What rules derive from a model and share, computed on first use. A new one comes with every
/// resolution, so that nothing derived from another index survives.
final class DerivedModelParts: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [TypeLayout]?

    func typeLayouts(_ build: () -> [TypeLayout]) -> [TypeLayout] {
        lock.lock()
        defer { lock.unlock() }
        if let layouts { return layouts }
        let built = build()
        layouts = built
        return built
    }
}
