import Foundation

/// What `uilint layout FILE` prints (docs/constraint-model.md): per view type of a file, each item it constrains with
/// its constraints per axis (installed, stored or conditional, with lines) and whether that axis is
/// determined, so that a developer sees what the layout rules see.
public struct LayoutExplanation: Sendable, Codable {
    public struct UnreadableFile: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): cannot be read" }
    }

    public struct Constraint: Sendable, Codable {
        public let context: String
        public let constraint: String
        public let line: Int
        /// Counted by the layout rules: in force once the type is set up, required or not.
        public let inForce: Bool
        public let priority: String
        /// The equation in parts, for tools (the solver test reads them); numbers are nil where symbolic.
        public let equation: Equation
    }

    public struct Equation: Sendable, Codable {
        public let firstItem: String
        public let firstAttribute: String
        public let relation: String
        public let secondItem: String?
        public let secondAttribute: String?
        public let multiplier: Double?
        public let constant: Double?
        public let priority: Double?

        init(_ equation: ConstraintEquation, priority: ConstraintPriority) {
            firstItem = equation.firstItem
            firstAttribute = equation.firstAttribute.name
            relation = equation.relation.rawValue
            secondItem = equation.secondItem
            secondAttribute = equation.secondAttribute?.name
            multiplier = equation.multiplier.number.map(\.doubleValue)
            constant = equation.constant.number.map(\.doubleValue)
            self.priority = priority.number.map(\.doubleValue)
        }
    }

    public struct Axis: Sendable, Codable {
        public let axis: String
        /// `determined`, `ambiguous`, or `unknown` (uilint cannot know the view's own size).
        public let state: String
        public let constraints: [Constraint]
    }

    public struct Item: Sendable, Codable {
        public let name: String
        public let className: String?
        public let axes: [Axis]
    }

    public struct TypeReport: Sendable, Codable {
        public let name: String
        public let kind: String
        public let line: Int
        public let items: [Item]
        /// Constraints uilint cannot read (a helper it does not know, an item it cannot follow).
        public let unreadLines: [Int]
    }

    public let path: String
    public let types: [TypeReport]

    /// Explains the file at `path` with its project's index, as a run on it would see it.
    public static func explain(
        path: String, typeName: String?, configuration: Configuration,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> LayoutExplanation {
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
        let absolute = discovery.absolutePath(path)
        guard let bytes = FileBytes.contents(of: absolute) else { throw UnreadableFile(path: path) }
        var model = LayoutModelBuilder.build(SourceText(bytes: bytes), readings: [], resolvingViewTypes: false)
        let indexing = ProjectIndexing(
            discovery: discovery, cache: nil, jobs: ProcessInfo.processInfo.activeProcessorCount)
        model.resolve(with: indexing.index(parsed: [absolute: model.declarations], contents: [:]).index)
        let layouts = zip(model.viewTypes, model.typeLayouts).filter { typeName == nil || $0.0.name == typeName }
        return LayoutExplanation(
            path: discovery.reference(for: absolute).displayPath,
            types: layouts.map { type, layout in
                report(type, layout, in: model)
            })
    }

    private static func report(_ type: ViewType, _ layout: TypeLayout, in model: FileModel) -> TypeReport {
        var items: [String] = []
        for entry in layout.entries {
            for equation in entry.equations ?? [] where !items.contains(equation.firstItem) {
                items.append(equation.firstItem)
            }
        }
        func intrinsic(_ item: String) -> Set<LayoutAxis>? {
            layout.className(of: item, in: type).flatMap {
                IntrinsicSize.axes(of: item, className: $0, in: type, layout: layout, model: model)
            }
        }
        let determinations = AxisDetermination.determine(in: layout, of: type, model: model)
        let reports = items.map { item -> Item in
            let className = layout.className(of: item, in: type)
            let intrinsic = intrinsic(item)
            let axes = LayoutAxis.allCases.map { axis -> Axis in
                let constraints = layout.entries.flatMap { entry in
                    (entry.equations ?? []).filter { $0.firstItem == item && LayoutAxis(of: $0.firstAttribute) == axis }
                        .map {
                            Constraint(
                                context: entry.context.rawValue, constraint: $0.text(relativeTo: item),
                                line: model.source.line(of: entry.constraint.range.start), inForce: entry.isInForce,
                                priority: entry.priority.isRequired
                                    ? "required" : ConstraintEquation.displayValue(entry.priority),
                                equation: Equation($0, priority: entry.priority))
                        }
                }
                let determination = determinations.first { $0.item == item && $0.axis == axis }
                let state =
                    AxisDetermination.isPlacedByUIKit(item)
                    ? "placed by UIKit"
                    : intrinsic == nil ? "unknown" : determination?.isDetermined == false ? "ambiguous" : "determined"
                return Axis(axis: axis.rawValue, state: state, constraints: constraints)
            }
            return Item(name: ConstraintEquation.displayName(item), className: className, axes: axes)
        }
        let unread = layout.entries.filter { $0.equations == nil }.map {
            model.source.line(of: $0.constraint.range.start)
        }
        return TypeReport(
            name: type.name, kind: type.isController ? "controller" : "view",
            line: model.source.line(of: type.nameRange.start), items: reports, unreadLines: unread)
    }

    public var text: String {
        var lines: [String] = []
        for type in types {
            lines.append("\(path):\(type.line): \(type.name) (\(type.kind))")
            if type.items.isEmpty { lines.append("  no constraints") }
            for item in type.items {
                lines.append("  \(item.name)" + (item.className.map { ": \($0)" } ?? ""))
                for axis in item.axes {
                    lines.append("    \(axis.axis): \(axis.state)")
                    for constraint in axis.constraints {
                        let priority = constraint.priority == "required" ? "" : " @\(constraint.priority)"
                        let force = constraint.inForce ? "" : " (not in force at set-up)"
                        lines.append(
                            "      \(constraint.context.padding(toLength: 12, withPad: " ", startingAt: 0))"
                                + "\(constraint.constraint)\(priority)  line \(constraint.line)\(force)")
                    }
                }
            }
            if !type.unreadLines.isEmpty {
                lines.append("  not read: lines " + type.unreadLines.map(String.init).joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}
