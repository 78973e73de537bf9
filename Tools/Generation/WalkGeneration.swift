import Foundation
import SwiftParser
import SwiftSyntax

/// The file's one syntax walk (`ModelWalk`), written from the readers in `Model/Walk`: each reader's `visit`,
/// `visitPost`, `visitAssignment`, `visitName`, `enterBody` and `leaveBody` methods say what it reads (`ModelReader`), and the
/// walk calls them, as swift-format writes its pipeline from its rules' visit methods.
public enum WalkGeneration {
    /// Where the generated walk lives, from the package root.
    public static let outputPath = "Sources/UILintCore/Generated/ModelWalk.swift"
    static let readersPath = "Sources/UILintCore/Model/Walk"

    /// The node kinds whose bodies `enterBody` and `leaveBody` mark.
    static let bodyKinds = [
        "FunctionDeclSyntax", "InitializerDeclSyntax", "DeinitializerDeclSyntax", "AccessorDeclSyntax",
        "ClosureExprSyntax",
    ]
    /// Where an assignment is taken apart for `visitAssignment`.
    static let assignmentKind = "SequenceExprSyntax"
    /// Where a name is read for `visitName`.
    static let nameKind = "DeclReferenceExprSyntax"

    /// What one reader reads.
    struct Reader {
        let typeName: String
        var visited: Set<String> = []
        var left: Set<String> = []
        var readsAssignments = false
        var readsNames = false
        var readsBodies = false

        /// `constraintReader` for `ConstraintReader`.
        var propertyName: String { typeName.prefix(1).lowercased() + typeName.dropFirst() }
    }

    public static func source(inPackageAt root: URL) throws -> String {
        let folder = root.appendingPathComponent(readersPath)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let trees = try names.sorted().map { name in
            Parser.parse(source: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        return source(readers: readers(in: trees))
    }

    /// The classes that conform to `ModelReader`, with the methods they and their extensions declare, by name.
    static func readers(in trees: [SourceFileSyntax]) -> [Reader] {
        var readers: [String: Reader] = [:]
        var members: [String: [MemberBlockItemListSyntax]] = [:]
        for tree in trees {
            for statement in tree.statements {
                if let type = statement.item.as(ClassDeclSyntax.self) {
                    members[type.name.text, default: []].append(type.memberBlock.members)
                    let conforms = type.inheritanceClause?.inheritedTypes.contains {
                        $0.type.trimmedDescription == "ModelReader"
                    }
                    if conforms == true { readers[type.name.text] = Reader(typeName: type.name.text) }
                } else if let type = statement.item.as(ExtensionDeclSyntax.self) {
                    members[type.extendedType.trimmedDescription, default: []].append(type.memberBlock.members)
                }
            }
        }
        for name in readers.keys {
            for list in members[name] ?? [] {
                for item in list {
                    guard let function = item.decl.as(FunctionDeclSyntax.self),
                        !function.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "static" })
                    else { continue }
                    let parameters = function.signature.parameterClause.parameters
                    let parameterType = parameters.count == 1 ? parameters.first?.type.trimmedDescription : nil
                    switch (function.name.text, parameterType) {
                    case ("visit", let type?) where type.hasSuffix("Syntax"): readers[name]?.visited.insert(type)
                    case ("visitPost", let type?) where type.hasSuffix("Syntax"): readers[name]?.left.insert(type)
                    case ("visitAssignment", _): readers[name]?.readsAssignments = true
                    case ("visitName", _): readers[name]?.readsNames = true
                    case ("enterBody", nil), ("leaveBody", nil): readers[name]?.readsBodies = true
                    default: break
                    }
                }
            }
        }
        return readers.values.sorted { $0.typeName < $1.typeName }
    }

    static func source(readers: [Reader]) -> String {
        let kinds = Set(readers.flatMap { $0.visited.union($0.left) })
            .union(readers.contains(where: \.readsBodies) ? bodyKinds : [])
            .union(readers.contains(where: \.readsAssignments) ? [assignmentKind] : [])
            .union(readers.contains(where: \.readsNames) ? [nameKind] : [])
            .sorted()
        var text = """
            // Generated from the readers in \(readersPath) by `swift run uilint-generate`; do not edit.
            import SwiftSyntax

            /// The file's one syntax walk: each node goes to the readers of its kind (`ModelReader`), in the order of
            /// their names as the walk enters it and in reverse order as it leaves it.
            final class ModelWalk: SyntaxVisitor {
                let state: WalkState

            """
        text += readers.map { "    let \($0.propertyName): \($0.typeName)\n" }.joined()
        text += """

                init(source: SourceText, readings: [any SyntaxReading.Type], collectsComments: Bool = false) {
                    state = WalkState(source: source, readings: readings, collectsComments: collectsComments)

            """
        text += readers.map { "        \($0.propertyName) = \($0.typeName)(walk: state)\n" }.joined()
        text += "        super.init(viewMode: .sourceAccurate)\n    }\n"
        for kind in kinds {
            var entering: [String] = []
            var leaving: [String] = []
            if bodyKinds.contains(kind) {
                entering += readers.filter(\.readsBodies).map { "\($0.propertyName).enterBody()" }
            }
            if kind == nameKind, readers.contains(where: \.readsNames) {
                entering.append("let name = SyntaxQueries.baseNameText(of: node)")
                entering += readers.filter(\.readsNames).map { "\($0.propertyName).visitName(node, text: name)" }
            }
            entering += readers.filter { $0.visited.contains(kind) }.map { "\($0.propertyName).visit(node)" }
            if kind == assignmentKind, readers.contains(where: \.readsAssignments) {
                let calls = readers.filter(\.readsAssignments).map { "    \($0.propertyName).visitAssignment(parts)" }
                entering.append(
                    (["if let parts = SyntaxQueries.assignmentParts(node) {"] + calls + ["}"])
                        .joined(separator: "\n        "))
            }
            leaving += readers.reversed().filter { $0.left.contains(kind) }.map { "\($0.propertyName).visitPost(node)" }
            if bodyKinds.contains(kind) {
                leaving += readers.reversed().filter(\.readsBodies).map { "\($0.propertyName).leaveBody()" }
            }
            let parameter = kind == "TokenSyntax" ? "token" : "node"
            if !entering.isEmpty {
                // A token has no children.
                let next = kind == "TokenSyntax" ? ".skipChildren" : ".visitChildren"
                text += "\n    override func visit(_ \(parameter): \(kind)) -> SyntaxVisitorContinueKind {\n"
                text += entering.map {
                    "        " + $0.replacingOccurrences(of: "(node)", with: "(\(parameter))") + "\n"
                }
                .joined()
                text += "        return \(next)\n    }\n"
            }
            if !leaving.isEmpty {
                text += "\n    override func visitPost(_ \(parameter): \(kind)) {\n"
                text += leaving.map {
                    "        " + $0.replacingOccurrences(of: "(node)", with: "(\(parameter))") + "\n"
                }
                .joined()
                text += "    }\n"
            }
        }
        return text + "}\n"
    }
}
