/// A member of a type with the statements of its body: what the constraint model needs to find a
/// type's set-up path (docs/constraint-model.md) and the functions that run many times (docs/layout-verification.md).
public struct MemberSummary: Sendable {
    public enum Kind: Sendable {
        case function, initializer, deinitializer
        /// A property: its initializer closure and its observers are its body.
        case property
    }

    public let kind: Kind
    /// The function's or property's name; `init` and `deinit` for those.
    public let name: String
    /// From its first modifier to its end: constraints made in it start inside.
    public let range: ByteRange
    public let labels: [String]
    public let parameterNames: [String]
    public let isOverride: Bool
    public let isStatic: Bool
    /// A property with `{ ... }()` as its initial value, which runs once, when the object is made.
    public let hasInitializerClosure: Bool
    /// A property with `didSet`/`willSet` or a `set`, which run on every assignment.
    public let hasObservers: Bool
    public let statements: [Statement]
    /// The methods the body calls on the type itself (`setupViews()`, `self.layout(in: frame)`), in order.
    public let selfCalls: [SelfCall]
    /// A function that UIKit or another object calls back after set-up: `@objc` or `@IBAction` (a target's
    /// action, a notification, a gesture), or declared in an extension that adopts a protocol (a delegate's).
    public var isCalledBack = false
    /// `@objc` or `@IBAction`: the target of a selector (an action, a notification, a gesture), run on every event.
    public var isSelectorTarget = false
    /// An `@IBOutlet`, which loading the nib or storyboard sets once: its observers run once.
    public var isOutlet = false

    /// Where the object's set-up starts: an initializer, an initial-value closure, `loadView`, `viewDidLoad` or
    /// `awakeFromNib`.
    var isSetUpEntry: Bool {
        switch kind {
        case .initializer: return true
        case .property: return hasInitializerClosure
        case .deinitializer: return false
        case .function:
            return labels.isEmpty && !isStatic && ["loadView", "viewDidLoad", "awakeFromNib"].contains(name)
        }
    }

    /// Whether the declaration is `private` or `fileprivate`: nothing outside its file can reach it.
    /// `private(set)` keeps only assignment in the file: other files still read the property (and
    /// change what it holds). Read from the words before its `let`, `var`, `func` or `init`, without
    /// making strings.
    public func isFilePrivate(in source: SourceText) -> Bool {
        let bytes = source.bytes
        var index = range.start
        let end = min(range.end, range.start + 200)
        while index < end {
            while index < end, !Self.isWordByte(bytes[index]) { index += 1 }
            let start = index
            while index < end, Self.isWordByte(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            if word.elementsEqual("private".utf8) || word.elementsEqual("fileprivate".utf8),
                index >= end || bytes[index] != UInt8(ascii: "(")
            {
                return true
            }
            if Self.introducers.contains(where: { word.elementsEqual($0.utf8) }) { return false }
        }
        return false
    }

    private static let introducers = ["let", "var", "func", "init", "lazy"]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95
    }
}

/// A call of one of the type's own methods, `setupViews()` or `self.layout(in: frame)`.
public struct SelfCall: Sendable {
    public let name: String
    /// Argument labels, `_` for an unlabelled one; a trailing closure's label is unknown.
    public let labels: [String]
    public let hasTrailingClosure: Bool
    /// Made on every run of the body: not in an `if`, loop or closure.
    public let isUnconditional: Bool
    /// Where the call starts in the file.
    public let start: Int

    /// The functions among `functions` it calls: the one whose name and labels match, or, where no
    /// labels match (a trailing closure), the only function of that name.
    func callees(among functions: [MemberSummary]) -> [MemberSummary] {
        let named = functions.filter { $0.kind == .function && $0.name == name }
        let exact = named.filter { function in
            hasTrailingClosure
                ? Array(function.labels.prefix(labels.count)) == labels && function.labels.count == labels.count + 1
                : function.labels == labels
        }
        if !exact.isEmpty { return exact }
        return named.count == 1 && hasTrailingClosure ? named : []
    }
}
