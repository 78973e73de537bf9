import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a file once and builds its `FileModel` in one syntax walk.
public enum LayoutModelBuilder {
    /// `readings`: what the rules to be run read for themselves (`Linter.readings`); with none, the model
    /// is the shared one alone, which is all the project index and the model's own tests need.
    /// `collectingComments` also records every comment's text, which fixing compares before and after.
    static func build(
        _ source: SourceText, readings: [any SyntaxReading.Type], collectingComments: Bool = false,
        resolvingViewTypes: Bool = true
    ) -> FileModel {
        var timings = PhaseTimes()
        return build(
            source, readings: readings, collectingComments: collectingComments,
            resolvingViewTypes: resolvingViewTypes, timings: &timings)
    }

    /// Builds the model, adding the time spent parsing and walking to `timings`. `resolvingViewTypes`
    /// decides the view types with the file's own declarations; a run that builds the project index
    /// first leaves that to the linter (`FileModel.resolve(with:)`).
    static func build(
        _ source: SourceText, readings: [any SyntaxReading.Type], collectingComments: Bool = false,
        resolvingViewTypes: Bool = true, timings: inout PhaseTimes
    ) -> FileModel {
        let bracketRun = ParserSafety.longestBracketRun(in: source.bytes)
        if bracketRun > ParserSafety.maximumBracketRun {
            // Parsing would not end in any useful time; the file is reported, not parsed.
            let message = "`[` repeated \(bracketRun) times in a row: too deeply nested to parse"
            return ModelWalk(source: source, readings: readings).makeModel(parseDiagnostics: [
                ParseDiagnostic(message: message, range: ByteRange(start: 0, end: 0))
            ])
        }
        let tree = timings.measure(\.parse) {
            source.bytes.withUnsafeBufferPointer(parse)
        }
        return timings.measure(\.model) {
            let visitor = ModelWalk(source: source, readings: readings, collectsComments: collectingComments)
            visitor.walk(tree)
            return visitor.makeModel(
                parseDiagnostics: parseDiagnostics(of: tree, source: source),
                resolvingViewTypes: resolvingViewTypes)
        }
    }

    /// The file's tree and how many syntax errors it has (what a fix must never increase; the fuzz
    /// target checks it and the tokens with one parse), without the model's walk, which is most of a
    /// fuzz input's cost and counts no error. Nil when the parser would take exponential time on it.
    public static func syntaxTree(of source: SourceText) -> (tree: SourceFileSyntax, errorCount: Int)? {
        guard ParserSafety.longestBracketRun(in: source.bytes) <= ParserSafety.maximumBracketRun else { return nil }
        let tree = source.bytes.withUnsafeBufferPointer(parse)
        return (tree, parseDiagnostics(of: tree, source: source).count)
    }

    /// Parses as the Swift 5 language mode does. Swift 6 only turns a few of its warnings into
    /// errors (a space in `@available (*, deprecated)`), and many apps are still built in Swift 5
    /// mode, where such code compiles: reporting it as a `parse_error` would fail their builds.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        Parser.parse(source: bytes, swiftVersion: .v5)
    }

    private static func parseDiagnostics(of tree: SourceFileSyntax, source: SourceText) -> [ParseDiagnostic] {
        // A NUL byte is only a warning to the parser, but the file is not clean Swift.
        guard tree.hasError || source.bytes.contains(0) else { return [] }
        let lexerErrors = SyntaxQueries.lexerErrors(in: tree)
        guard lexerErrors.isEmpty else { return lexerErrors }
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error || $0.diagMessage.severity == .warning }
            .map { diagnostic in
                let start = diagnostic.position.utf8Offset
                let end = max(start, diagnostic.node.endPositionBeforeTrailingTrivia.utf8Offset)
                return ParseDiagnostic(message: diagnostic.message, range: ByteRange(start: start, end: end))
            }
            .sorted { $0.range < $1.range }
    }
}
