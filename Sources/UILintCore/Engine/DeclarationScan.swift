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
        /// Each class with what the head of each of its declarations says it inherits first.
        var classes: [String: [ClassHead]] = [:]
        var protocols = Set<String>()
        /// Structs, enums and actors: looked for only when a file extends the name.
        var valueTypes = Set<String>()
        var extensions = Set<String>()
    }

    /// What a class declaration's head says, read from its bytes: enough to tell, without parsing,
    /// that a class cannot be a view.
    enum ClassHead: Hashable, Sendable {
        /// `class Store {`: no superclass.
        case root
        /// `class Card: Themed, Sizing {`: `Themed`, which may be a superclass or a protocol.
        case inherits(String)
        /// A head the scan does not follow (a comment or an attribute in it): anything is possible.
        case unread
    }

    private enum Keyword { case `class`, `protocol`, valueType, `extension` }

    private static let keywords: [([UInt8], Keyword)] = [
        (Array("class".utf8), .class), (Array("protocol".utf8), .protocol),
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
                let name = dottedName(in: buffer, at: &position)
                if name.isEmpty { continue }
                switch keyword {
                case .class: found.classes[name, default: []].append(classHead(in: buffer, after: position))
                case .protocol: found.protocols.insert(name)
                case .valueType: found.valueTypes.insert(name)
                case .extension: found.extensions.insert(name)
                }
            }
        }
        return found
    }

    /// The last part of the dotted name at `position` (`Name` of `Module.Name`), moving past it.
    private static func dottedName(in buffer: UnsafeBufferPointer<UInt8>, at position: inout Int) -> String {
        var name = ""
        while position < buffer.count, isIdentifierByte(buffer[position]) {
            let start = position
            while position < buffer.count, isIdentifierByte(buffer[position]) { position += 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
            guard position + 1 < buffer.count, buffer[position] == UInt8(ascii: "."),
                  isIdentifierByte(buffer[position + 1]) else { break }
            position += 1
        }
        return name
    }

    /// How far generic parameters may reach before the scan gives up on a head.
    private static let genericParametersLength = 300

    /// What follows a class's name: generic parameters are skipped, then a `:` names what it
    /// inherits first, and a `{` or `where` says it inherits nothing.
    private static func classHead(in buffer: UnsafeBufferPointer<UInt8>, after nameEnd: Int) -> ClassHead {
        var position = skippingWhitespace(in: buffer, from: nameEnd)
        if position < buffer.count, buffer[position] == UInt8(ascii: "<") {
            var depth = 0
            let limit = min(buffer.count, position + genericParametersLength)
            while position < limit {
                if buffer[position] == UInt8(ascii: "<") { depth += 1 }
                if buffer[position] == UInt8(ascii: ">") { depth -= 1 }
                position += 1
                if depth == 0 { break }
            }
            guard depth == 0 else { return .unread }
            position = skippingWhitespace(in: buffer, from: position)
        }
        guard position < buffer.count else { return .unread }
        switch buffer[position] {
        case UInt8(ascii: "{"):
            return .root
        case UInt8(ascii: ":"):
            position = skippingWhitespace(in: buffer, from: position + 1)
            let first = dottedName(in: buffer, at: &position)
            return first.isEmpty ? .unread : .inherits(first)
        default:
            let whereKeyword = Array("where".utf8)
            let end = position + whereKeyword.count
            if end < buffer.count, UnsafeBufferPointer(rebasing: buffer[position..<end]).elementsEqual(whereKeyword),
               !isIdentifierByte(buffer[end]) {
                return .root
            }
            return .unread
        }
    }

    private static func skippingWhitespace(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < buffer.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(buffer[position]) {
            position += 1
        }
        return position
    }

    private static let helperSearches = helperNeedles.map(SubstringSearch.init)

    static func containsHelperNeedle(_ bytes: [UInt8]) -> Bool {
        helperSearches.contains { $0.occurs(in: bytes) }
    }

    private static let leftRightAnchorSearches = ["leftAnchor", "rightAnchor"].map(SubstringSearch.init)

    /// Whether a type the file declares may have its own `leftAnchor` or `rightAnchor`.
    static func mentionsLeftRightAnchor(_ bytes: [UInt8]) -> Bool {
        leftRightAnchorSearches.contains { $0.occurs(in: bytes) }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
