import Foundation
import Yams

/// Reading `ProjectStyle` from the formatter and linter configurations in a folder.
extension ProjectStyle {
    /// The style the configurations in `folder` set. A formatter that rewrites the code (SwiftFormat, then Apple's
    /// swift-format) is followed before a linter that only reports (SwiftLint).
    public static func read(in folder: String) -> ProjectStyle {
        func contents(_ name: String) -> String? {
            FileBytes.contents(of: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
        let comma =
            contents(".swiftformat").flatMap(swiftFormatCommas)
            ?? contents(".swift-format").flatMap(appleSwiftFormatCommas)
            ?? contents(".swiftlint.yml").flatMap(swiftLintCommas)
        return ProjectStyle(multilineListsEndWithComma: comma)
    }

    /// SwiftFormat's `trailingCommas` rule, on by default, adds the comma unless `--commas inline` (or
    /// `--trailing-commas never`) says otherwise; nothing when the rule is disabled or left out of `--rules`.
    static func swiftFormatCommas(_ text: String) -> Bool? {
        var options: [String: [String]] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.prefix { $0 != "#" }.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let option = words.first, option.hasPrefix("--") else { continue }
            options[option, default: []] += words.dropFirst().flatMap { $0.split(separator: ",").map(String.init) }
        }
        if options["--disable"]?.contains("trailingCommas") == true { return nil }
        if let only = options["--rules"], !only.contains("trailingCommas") { return nil }
        if let value = options["--trailing-commas"]?.last { return value != "never" }
        if let value = options["--commas"]?.last { return value != "inline" }
        return true
    }

    /// swift-format's `multiElementCollectionTrailingCommas`, true unless set otherwise.
    static func appleSwiftFormatCommas(_ text: String) -> Bool? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            return nil
        }
        return object["multiElementCollectionTrailingCommas"] as? Bool ?? true
    }

    /// SwiftLint's `trailing_comma`, a default rule: it asks for the comma with `mandatory_comma: true` and forbids
    /// it otherwise; nothing when the rule is disabled or left out of `only_rules`.
    static func swiftLintCommas(_ text: String) -> Bool? {
        guard let root = (try? Yams.load(yaml: text)) as? [String: Any] else { return nil }
        let disabled = root["disabled_rules"] as? [String] ?? []
        if disabled.contains("trailing_comma") { return nil }
        if let only = root["only_rules"] as? [String], !only.contains("trailing_comma") { return nil }
        let settings = root["trailing_comma"] as? [String: Any]
        return settings?["mandatory_comma"] as? Bool ?? false
    }
}
