/// `setup_function_length`: setup functions stay short.
public struct SetupFunctionLengthRule: Rule {
    public static let description = RuleDescription(
        id: "setup_function_length",
        name: "Setup function length",
        summary: "A setup function with more than max_statements statements (default 20).",
        isOptIn: true,
        isFixable: false,
        options: [
            maxStatements
        ],
        needles: Needle.viewTypeSetup)

    private static let maxStatements = RuleOption.integer(
        "max_statements", default: 20, minimum: 1,
        summary: "The most statements a setup function may have (its own, not those nested in blocks).")

    private let maximum: Int

    public init(options: [String: RuleOptionValue]) throws {
        maximum = try Self.maxStatements.integer(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType in
            viewType.methods.filter { $0.role == .setup }.compactMap { method in
                let count = method.statements.filter(\.isTopLevel).count
                guard count > maximum else { return nil }
                return Violation(
                    range: method.nameRange,
                    message: "`\(method.name)()` has \(count) statements (more than \(maximum)); "
                        + "split it into one setup function per subview")
            }
        }
    }
}
