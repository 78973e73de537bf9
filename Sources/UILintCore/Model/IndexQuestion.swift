/// What a rule asks the project index beyond what the index follows for every rule (docs/project-index.md).
///
/// The index parses only the files that may hold views, helpers and the types the parsed files name. A rule
/// that needs a type that cannot be a view (a project type that declares its own `leftAnchor`) asks for it: the
/// types its reading names in a file are looked up, and their declaring files are parsed when they hold one of
/// `declarationWords`; and the files that extend any class are parsed when they hold one of `extensionWords`.
/// The index names no rule and no word of its own: it follows the questions of the run's rules.
struct IndexQuestion: Sendable {
    /// A file that declares a type the index looks up is parsed, even when the type cannot be a view, if it
    /// holds one of these.
    let declarationWords: [String]
    /// A file that extends a class of the project is parsed if it holds one of these.
    let extensionWords: [String]
    /// The types, by name, whose declarations the rule reads through the index for the file of `model`.
    let typesAskedAbout: @Sendable (FileModel) -> [String]
}

extension IndexQuestion {
    /// Those of `readings` that ask the index a question, with their questions, in order.
    static func asked(by readings: [any SyntaxReading.Type]) -> [(reading: any SyntaxReading.Type, question: Self)] {
        var asked: [(reading: any SyntaxReading.Type, question: Self)] = []
        for reading in readings {
            if let question = reading.indexQuestion { asked.append((reading, question)) }
        }
        return asked
    }
}
