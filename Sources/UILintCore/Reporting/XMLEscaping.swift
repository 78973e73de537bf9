/// Escaping for the XML reports: markup characters become entities and
/// characters XML 1.0 cannot hold at all are dropped.
enum XMLEscaping {
    private static let textEntities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    /// Attribute values also lose their quotes, and their whitespace to normalisation unless escaped.
    private static let attributeEntities = textEntities.merging(
        ["\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"]) { first, _ in first }

    static func attribute(_ text: String) -> String {
        escape(text, entities: attributeEntities)
    }

    static func text(_ text: String) -> String {
        escape(text, entities: textEntities)
    }

    private static func escape(_ text: String, entities: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let entity = entities[scalar] {
                result += entity
            } else if isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// XML 1.0 `Char`: tab, line feed, carriage return, and most of Unicode above space.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
