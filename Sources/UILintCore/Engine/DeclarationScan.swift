/// Finds, from a file's bytes alone, the files worth parsing for the project index, so that the
/// index does not undo the pre-filter. It only chooses files: what a file declares is read from
/// its syntax tree once it is parsed, so a word found in a comment costs a parse, nothing more.
enum DeclarationScan {
    /// Words that only files declaring project helpers can lack: a helper sets the flag, returns a
    /// constraint, or adds a subview.
    static let helperNeedles = ["translatesAutoresizingMaskIntoConstraints", "NSLayoutConstraint", "addSubview"]

    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "extension", "actor"].map { Array($0.utf8) }

    /// The names written after a type keyword (`class Name`, `extension Module.Name` gives `Name`).
    static func declaredTypeNames(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                guard isIdentifierByte(buffer[offset]) else {
                    offset += 1
                    continue
                }
                let wordStart = offset
                while offset < buffer.count, isIdentifierByte(buffer[offset]) { offset += 1 }
                let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<offset])
                guard typeKeywords.contains(where: { $0.elementsEqual(word) }) else { continue }
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
                if !name.isEmpty { names.insert(name) }
            }
        }
        return names
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
