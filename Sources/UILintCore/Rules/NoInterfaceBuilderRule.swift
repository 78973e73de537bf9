/// `no_interface_builder`: the UI is written in code, not in storyboards or XIBs.
public struct NoInterfaceBuilderRule: Rule {
    public static let description = RuleDescription(
        id: "no_interface_builder",
        name: "No Interface Builder",
        summary: "No @IBOutlet, @IBAction, UINib, UIStoryboard, segues, awakeFromNib, and no .storyboard/.xib files: build the UI in code.",
        isFixable: false,
        options: [
            requireUnavailableCoderInit,
        ],
        needles: [
            .substring("@IB"), .substring("UINib"), .substring("UIStoryboard"), .substring("instantiate"),
            .substring("performSegue"), .substring("awakeFromNib"), .substring("loadNibNamed"), .substring("Segue"),
        ])

    private static let requireUnavailableCoderInit = RuleOption.boolean(
        "require_unavailable_coder_init", default: false,
        summary: "`required init?(coder:)` in a view type must only call fatalError or be marked unavailable.")

    /// The file extensions of Interface Builder documents, reported as files.
    public static let documentExtensions: Set<String> = ["storyboard", "xib"]

    private let requiresUnavailableCoderInit: Bool

    public init(options: [String: RuleOptionValue]) throws {
        requiresUnavailableCoderInit = try Self.requireUnavailableCoderInit.boolean(in: options)
    }

    public func violations(in model: FileModel) -> [Violation] {
        var violations = model.interfaceBuilderUses.map { use in
            Violation(range: use.range, message: "`\(use.api)` depends on Interface Builder; create and lay out the UI in code")
        }
        if requiresUnavailableCoderInit {
            let viewTypes = Set(model.viewTypes.map(\.name))
            violations += model.coderInitializers
                .filter { viewTypes.contains($0.typeName) && !$0.isUnavailable && !$0.onlyCallsFatalError }
                .map { initializer in
                    Violation(range: initializer.range,
                              message: "`\(initializer.typeName).init?(coder:)` decodes the view from a nib; "
                                  + "mark it `@available(*, unavailable)` or make it call only `fatalError`")
                }
        }
        return violations
    }

    /// The finding for a `.storyboard` or `.xib` file, at its first line and column.
    public func violation(forDocumentNamed name: String) -> Violation {
        Violation(range: ByteRange(start: 0, end: 0),
                  message: "`\(name)` is an Interface Builder document; build this UI in code")
    }
}
