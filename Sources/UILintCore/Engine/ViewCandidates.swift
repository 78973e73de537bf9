/// Which names may be views or controllers, judged from the heads of class declarations alone
/// (scanned from bytes, or parsed), so that the index parses no file only to learn that a class
/// it was asked about is a view model, a service or a delegate protocol.
///
/// The answer is the same in every run: every project file is either parsed or scanned, and the
/// scan reads the same head the parser does, or says it cannot.
struct ViewCandidates {
    private var heads: [String: [DeclarationScan.ClassHead]] = [:]
    private var answers: [String: Bool] = [:]

    init(scanned: [DeclarationScan.Declarations], parsed: some Sequence<DeclarationFacts>) {
        for declarations in scanned {
            heads.merge(declarations.classes) { $0 + $1 }
        }
        for facts in parsed {
            for type in facts.types where type.kind == .class {
                heads[type.name, default: []].append(type.inheritedTypes.first.map { .inherits($0) } ?? .root)
            }
        }
    }

    /// False only when `name` cannot be a view or controller, whatever its declaration holds: no
    /// view-like name, and every declaration of it inherits first, through the project, nothing
    /// that has one. A protocol has no head: its name alone decides.
    mutating func mayBeView(_ name: String) -> Bool {
        if let answer = answers[name] { return answer }
        // A cycle can only come from a head read in a comment: it is taken as a possible view.
        answers[name] = true
        let answer =
            ProjectIndex.mayNameViewOrController(name)
            || (heads[name] ?? []).contains { head in
                switch head {
                case .root: return false
                case .unread: return true
                case .inherits(let first): return mayBeView(first)
                }
            }
        answers[name] = answer
        return answer
    }
}
