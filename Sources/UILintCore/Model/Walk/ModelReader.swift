/// One part of the file's single syntax walk: it reads the nodes of the kinds it has methods for and keeps
/// what it finds for the file's model (README.md, "How it works").
///
/// A reader declares, as methods, what it reads; `swift run uilint-generate` writes the walk that calls them
/// (`Generated/ModelWalk.swift`), as swift-format generates its rule pipeline, so a new node kind is one
/// method here. The methods it looks for are:
/// - `visit(_ node: XSyntax)` and `visitPost(_ node: XSyntax)`, for any node kind of SwiftSyntax, called as the
///   walk enters and leaves such a node;
/// - `visitAssignment(_ parts: SyntaxQueries.AssignmentParts)`, for an assignment (`a = b`, `a += b`), taken
///   apart once for every reader;
/// - `visitName(_ node: DeclReferenceExprSyntax, text: NameText)`, for a name, with its base name's text read
///   once for every reader (before the `visit` of the name);
/// - `enterBody()` and `leaveBody()`, as a function, initializer, deinitializer, accessor or closure body begins
///   (before the node's `visit`) and ends (after its `visitPost`).
///
/// A method added to a reader is called once the walk is generated again (a test names the walk as stale until
/// then). One renamed or removed leaves a call in the old walk that no longer compiles, and the generator is built
/// with the library: delete that call from `Generated/ModelWalk.swift` first.
///
/// Readers run in the order of their names at each node, and in reverse order as the walk leaves it. None
/// depends on what another does at the same node: they share only `WalkState`, which `DeclarationReader` keeps.
protocol ModelReader: AnyObject {
    init(walk: WalkState)
}
