/// `setup_function_length`: setup functions stay short.
public struct SetupFunctionLengthRule: Rule {
    public static let description = RuleDescription(
        id: "setup_function_length",
        name: "Setup function length",
        summary: "A setup function with more than max_statements statements (default 20).",
        isOptIn: true,
        isFixable: false,
        options: [
            RuleOption(name: "max_statements", kind: .integer, defaultValue: "20",
                       summary: "The most statements a setup function may have (its own, not those nested in blocks)."),
        ],
        needles: Needle.viewTypeSetup)

    private let maximum: Int

    public init(options: [String: RuleOptionValue]) throws {
        if case .integer(let value)? = options["max_statements"] {
            guard value >= 1 else { throw RuleOptionError(option: "max_statements", message: "must be at least 1") }
            maximum = value
        } else {
            maximum = 20
        }
    }

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType in
            viewType.methods.filter { $0.role == .setup }.compactMap { method in
                let count = method.statements.filter(\.isTopLevel).count
                guard count > maximum else { return nil }
                return Violation(range: method.nameRange,
                                 message: "`\(method.name)()` has \(count) statements (more than \(maximum)); "
                                     + "split it into one setup function per subview")
            }
        }
    }
}
