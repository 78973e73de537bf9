/// `no_layout_in_config`: configuration and layout stay apart.
public struct NoLayoutInConfigRule: Rule {
    public static let description = RuleDescription(
        id: "no_layout_in_config",
        name: "No layout in configuration",
        summary: "No layout in subview initializer closures or data-binding functions, and no configuration after layout in setup functions.",
        isFixable: true,
        options: [
            RuleOption(name: "allow_translates_autoresizing", kind: .boolean, defaultValue: "true",
                       summary: "Allow `translatesAutoresizingMaskIntoConstraints = false` in initializer closures."),
        ],
        needles: Needle.viewTypes)

    private let allowsAutoresizingFlag: Bool

    public init(options: [String: RuleOptionValue]) {
        if case .boolean(let value)? = options["allow_translates_autoresizing"] {
            allowsAutoresizingFlag = value
        } else {
            allowsAutoresizingFlag = true
        }
    }

    public func violations(in model: FileModel) -> [Violation] {
        model.viewTypes.flatMap { viewType -> [Violation] in
            var violations: [Violation] = []
            for subview in viewType.subviews {
                let layout = (subview.initializerClosure ?? []).innermost {
                    $0.isLayout && !(allowsAutoresizingFlag && $0.onlyDisablesAutoresizingMask)
                }
                violations += layout.map { statement in
                    Violation(range: statement.range,
                              message: "`\(subview.name)`'s initializer closure \(describe(statement)); "
                                  + "keep it to configuration and lay the view out in a setup function")
                }
            }
            for method in viewType.methods {
                switch method.role {
                case .dataBinding:
                    violations += method.statements.innermost(where: \.isLayout).map { statement in
                        Violation(range: statement.range,
                                  message: "data-binding function `\(method.name)` \(describe(statement)); "
                                      + "set the layout up once in a setup function and only bind data here")
                    }
                case .setup:
                    if let violation = configurationAfterLayout(in: method, of: viewType, source: model.source) {
                        violations.append(violation)
                    }
                case .other:
                    break
                }
            }
            return violations
        }
    }

    private func describe(_ statement: Statement) -> String {
        statement.layoutOperations.first.map(\.phrase) ?? "lays out views"
    }

    /// (c): the first configuration statement after the first layout statement of a setup function,
    /// looking into `if` and loop bodies but not into closures, which run at another time.
    private func configurationAfterLayout(in method: Method, of viewType: ViewType, source: SourceText) -> Violation? {
        let statements = method.statements.filter { !$0.isInClosure }
        let classifier = StatementClassifier(viewType: viewType, statements: method.statements)
        let layout = statements.innermost { $0.isLayout && !$0.onlyDisablesAutoresizingMask }
        guard let firstLayout = layout.min(by: { $0.range < $1.range }),
              let misplaced = statements.filter({ $0.range.start >= firstLayout.range.end }).first(where: {
                  if case .configuration = classifier.role(of: $0) { return true }
                  return false
              })
        else { return nil }
        let configuration = source.text(in: misplaced.range).prefix { !$0.isNewline }
        let topLevel = method.statements.filter(\.isTopLevel)
        // The fix moves statements of the function body only; nested ones stay for the author.
        let fix = firstLayout.isTopLevel && misplaced.isTopLevel
            ? topLevel.firstIndex { $0.range == firstLayout.range }.flatMap { index in
                ConfigurationHoisting(statements: topLevel, firstLayout: index, classifier: classifier, source: source).edits()
            }
            : nil
        return Violation(
            range: misplaced.range,
            message: "`\(configuration)` configures a view after layout code in `\(method.name)()`; "
                + "configure first, then lay out",
            fix: fix)
    }
}
