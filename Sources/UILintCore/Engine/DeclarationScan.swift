/// Finds, from a file's bytes alone, the files worth parsing for the project index, so that the
/// index does not undo the pre-filter. It only chooses files: what a file declares is read from
/// its syntax tree once it is parsed, so a word found in a comment costs a parse, nothing more.
enum DeclarationScan {
    /// Words that only files declaring project helpers can lack: a helper sets the flag, returns a
    /// constraint, or adds a subview.
    static let helperNeedles = ["translatesAutoresizingMaskIntoConstraints", "NSLayoutConstraint", "addSubview"]

    /// What decides a view type: a class (or protocol, which is no superclass) and its extensions.
    /// Structs and enums are never views, so files declaring them are not looked for.
    struct Declarations: Sendable {
        var classesAndProtocols = Set<String>()
        /// Structs, enums and actors: looked for only when a file extends the name.
        var valueTypes = Set<String>()
        var extensions = Set<String>()
    }

    private enum Keyword { case classOrProtocol, valueType, `extension` }

    private static let keywords: [([UInt8], Keyword)] = [
        (Array("class".utf8), .classOrProtocol), (Array("protocol".utf8), .classOrProtocol),
        (Array("struct".utf8), .valueType), (Array("enum".utf8), .valueType), (Array("actor".utf8), .valueType),
        (Array("extension".utf8), .extension),
    ]

    private static let keywordInitials = Set(keywords.compactMap(\.0.first))

    /// The names written after a type keyword (`extension Module.Name` gives `Name`).
    static func declarations(in bytes: [UInt8]) -> Declarations {
        var found = Declarations()
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                guard isIdentifierByte(buffer[offset]) else {
                    offset += 1
                    continue
                }
                let wordStart = offset
                while offset < buffer.count, isIdentifierByte(buffer[offset]) { offset += 1 }
                // Most words are no keyword: their length and first letter tell, before any comparison.
                let length = offset - wordStart
                guard length >= 4, length <= 9, keywordInitials.contains(buffer[wordStart]) else { continue }
                let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<offset])
                guard let keyword = keywords.first(where: { $0.0.elementsEqual(word) })?.1 else { continue }
                var position = offset
                while position < buffer.count, buffer[position] == UInt8(ascii: " ") || buffer[position] == UInt8(ascii: "\t") {
                    position += 1
                }
                guard position > offset else { continue }
                // The last part of a dotted name.
                var name = ""
                while position < buffer.count, isIdentifierByte(buffer[position]) {
                    let start = position
                    while position < buffer.count, isIdentifierByte(buffer[position]) { position += 1 }
                    name = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
                    guard position + 1 < buffer.count, buffer[position] == UInt8(ascii: "."),
                          isIdentifierByte(buffer[position + 1]) else { break }
                    position += 1
                }
                if name.isEmpty { continue }
                switch keyword {
                case .classOrProtocol: found.classesAndProtocols.insert(name)
                case .valueType: found.valueTypes.insert(name)
                case .extension: found.extensions.insert(name)
                }
            }
        }
        return found
    }

    private static let helperSearches = helperNeedles.map(SubstringSearch.init)

    static func containsHelperNeedle(_ bytes: [UInt8]) -> Bool {
        helperSearches.contains { $0.occurs(in: bytes) }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
