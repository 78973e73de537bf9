import Foundation
import UILintCore

/// Every rule, enabled once: fuzzing exercises the whole catalogue.
private let linter: Linter = {
    let everyRule = RuleOverrides(enable: RuleRegistry.ids)
    // The configuration is fixed and valid, so this cannot fail.
    return Linter(rules: try! Configuration(rootDirectory: "/").activeRules(overrides: everyRule))
}()

/// Parse, model, every rule and the fix engine on arbitrary bytes. Besides crashes,
/// it checks the fixing guarantees: no worse parse, and a second fix changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let source = SourceText(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    _ = linter.lint(source, path: "Fuzz.swift")
    let result = Fixer(linter: linter).fix(source, path: "Fuzz.swift")
    if result.changed {
        let before = LayoutModelBuilder.syntaxErrorCount(in: source)
        let after = LayoutModelBuilder.syntaxErrorCount(in: SourceText(bytes: result.fixed))
        precondition(after <= before, "a fix made the file parse worse")
        let again = Fixer(linter: linter).fix(SourceText(bytes: result.fixed), path: "Fuzz.swift")
        precondition(!again.changed, "a second fix changed the file")
    }
    return 0
}

/// libFuzzer's driver, started from this `main` because SwiftPM gives every executable its own
/// (libFuzzer brings another `main`, which `scripts/fuzz` lets the linker drop).
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argumentCount = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &argumentValues) { data, size in fuzz(data, size) })
