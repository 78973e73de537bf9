import Foundation
import XCTest

@testable import UILintCore

/// docs/type-checked-examples.md: every fixture and rule-document example meant to compile, and every output of
/// `--fix` on them, type-checks against the UIKit and SnapKit stand-ins. What cannot
/// compile says so: a fixture with a `// Does not compile: <why>` line, an example with
/// `does-not-compile` after its kind; and those must indeed fail, so the mark stays true.
final class TypeCheckTests: XCTestCase {
    static let doesNotCompileMark = "// Does not compile: "
    static let doesNotCompileFlag = "does-not-compile"

    private static var optInRules: [String] { RuleRegistry.descriptions.filter(\.isOptIn).map(\.id) }

    /// Each annotated fixture alone, its `.fixed.swift` twin, and its output when every rule fixes it.
    func testRuleFixturesAndTheirFixesTypeCheck() throws {
        let linter = try Lint.linter(enabling: Self.optInRules)
        var checks: [(label: String, text: String)] = []
        for folder in ["fixtures/rules", "fixtures/rules/opt-in", "fixtures/layout"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path).sorted()
            where name.hasSuffix(".swift") {
                let text = try Repository.text("\(folder)/\(name)")
                checks.append(("\(folder)/\(name)", text))
                if !name.hasSuffix(".fixed.swift") {
                    checks.append(("\(folder)/\(name), fixed by every rule", Lint.fixed(text, linter: linter)))
                }
            }
        }
        XCTAssertGreaterThan(checks.count, 25)
        let errors = try StandInCompiler.errors(in: checks.map { [(name: "Fixture.swift", text: $0.text)] })
        for (check, errors) in zip(checks, errors) {
            assertCompiles(errors, unlessMarked: check.text, check.label)
        }
    }

    /// The demo app and the multi-file project compile as modules, before and after
    /// `uilint --fix` with every rule, as a user would run it.
    func testDemoAndProjectTypeCheckBeforeAndAfterFix() throws {
        var modules: [(label: String, files: [(name: String, text: String)])] = []
        for folder in ["fixtures/demo", "fixtures/project"] {
            let temporary = try TemporaryFolder()
            let copy = temporary.url.appendingPathComponent("app")
            try FileManager.default.copyItem(at: Repository.url(folder), to: copy)
            modules.append((folder, try Self.swiftFiles(in: copy)))
            let enabling = Self.optInRules.flatMap { ["--enable", $0] }
            let fix = try Binary.run(["--fix", "--no-cache", "--quiet"] + enabling + ["."], in: copy)
            XCTAssertNotEqual(fix.status, 2, fix.stderr)
            modules.append(("\(folder), fixed by every rule", try Self.swiftFiles(in: copy)))
        }
        let errors = try StandInCompiler.errors(
            in: modules.map { module in
                module.files.filter { !$0.text.contains(Self.doesNotCompileMark) }
            })
        for (module, errors) in zip(modules, errors) {
            XCTAssertEqual(errors, [], "\(module.label) does not type-check")
            XCTAssertGreaterThan(module.files.count, 3, module.label)
        }
    }

    /// Rule-document examples, `fix-after` (the fix's output, which `RuleDocumentationTests` checks) included.
    func testRuleDocumentExamplesTypeCheck() throws {
        let context = try Repository.text("Tests/StandIns/DocumentApp.swift")
        var checks: [(label: String, example: DocumentExample)] = []
        for description in RuleRegistry.descriptions {
            for example in RuleDocumentationTests.examples(in: try Repository.text("rules/\(description.id).md"))
            where example.isSwift {
                let code = MarkedSource.parse(example.code).source
                checks.append(
                    (
                        "rules/\(description.id).md:\(example.line)",
                        DocumentExample(
                            code: code, context: context, compiles: !example.flags.contains(Self.doesNotCompileFlag))
                    ))
            }
        }
        XCTAssertGreaterThan(checks.count, 100)
        let errors = try StandInCompiler.errors(in: checks.map(\.example.module))
        for (check, errors) in zip(checks, errors) {
            if check.example.compiles {
                XCTAssertEqual(
                    errors, [], "\(check.label) does not type-check; mark it \(Self.doesNotCompileFlag) if it must not")
            } else {
                XCTAssertNotEqual(errors, [], "\(check.label) is marked \(Self.doesNotCompileFlag) but type-checks")
            }
        }
    }

    private func assertCompiles(
        _ errors: [String], unlessMarked text: String, _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if text.contains(Self.doesNotCompileMark) {
            XCTAssertNotEqual(errors, [], "\(label) says it does not compile, but it does", file: file, line: line)
        } else {
            XCTAssertEqual(errors, [], "\(label) does not type-check", file: file, line: line)
        }
    }

    private static func swiftFiles(in folder: URL) throws -> [(name: String, text: String)] {
        try FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}

/// A rule-document example as a compilable module: its type declarations stay at the top
/// level, and its other lines become the body of a method of `ExampleHost`, which the
/// documents' app (`Tests/StandIns/DocumentApp.swift`) declares with the names examples use.
struct DocumentExample {
    let code: String
    let context: String
    let compiles: Bool

    /// A top-level declaration starts at column 0 with one of these words, after any attributes and modifiers.
    private static let declarationStart = try! NSRegularExpression(
        pattern:
            #"^(@\w+(\([^)]*\))? +)*((public|private|fileprivate|internal|open|final) +)*(class|struct|enum|protocol|extension|typealias|import) "#
    )

    var module: StandInCompiler.Module {
        var declarations: [String] = ["import UIKit", "import SnapKit"]
        var body: [String] = []
        var insideDeclaration = false
        for line in code.components(separatedBy: "\n") {
            let range = NSRange(line.startIndex..., in: line)
            if !insideDeclaration, Self.declarationStart.firstMatch(in: line, range: range) != nil {
                declarations.append(line)
                // A one-line declaration (`import`, `typealias`, `struct A {}`) ends where it starts.
                insideDeclaration = line.hasSuffix("{")
            } else if insideDeclaration {
                declarations.append(line)
                insideDeclaration = line != "}"
            } else {
                body.append(line)
            }
        }
        var example = declarations.joined(separator: "\n") + "\n"
        if body.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            example +=
                "\nextension ExampleHost {\n    func example() {\n" + body.joined(separator: "\n") + "\n    }\n}\n"
        }
        return [("Example.swift", example), ("DocumentApp.swift", context)]
    }
}
