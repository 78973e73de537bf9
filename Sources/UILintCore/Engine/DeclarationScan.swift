/// Finds, from a file's bytes alone, the files worth parsing for the project index, so that the
/// index does not undo the pre-filter. It only chooses files: what a file declares is read from
/// its syntax tree once it is parsed, so a word found in a comment costs a parse, nothing more.
enum DeclarationScan {
    /// Words that only files declaring project helpers can lack: a helper sets the flag, returns a
    /// constraint, or adds a subview.
    static let helperNeedles = ["translatesAutoresizingMaskIntoConstraints", "NSLayoutConstraint", "addSubview"]

    /// What the index needs to know of a file it has not parsed.
    struct Summary: Sendable {
        var declarations = Declarations()
        var mayDeclareHelper = false
        /// Whether a `class ` or `extension ` keyword is followed, before its `{`, by a view-like word: the
        /// pre-filter's question for files that hold no rule's needle, answered in the same pass.
        var declaresViewLikeType = false
    }

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

    private static let keywords: [(text: String, kind: Keyword)] = [
        ("class", .class), ("protocol", .protocol), ("struct", .valueType), ("enum", .valueType), ("actor", .valueType),
        ("extension", .extension),
    ]

    private static let search = MultiPatternSearch(keywords.map(\.text) + helperNeedles)

    /// Reads the file's type declarations and needles in one pass. A name is what is written after
    /// a type keyword (`extension Module.Name` gives `Name`).
    static func scan(_ bytes: [UInt8]) -> Summary {
        var found = Summary()
        bytes.withUnsafeBufferPointer { buffer in
            search.forEachMatch(in: buffer) { index, start in
                if index < keywords.count {
                    record(keywords[index], at: start, in: buffer, into: &found)
                } else {
                    found.mayDeclareHelper = true
                }
                return true
            }
        }
        return found
    }

    /// Reads what follows a type keyword found at `start`. Kept out of the search's loop, which it would slow down
    /// by being inlined there: most positions of a file are no match.
    @inline(never)
    private static func record(
        _ keyword: (text: String, kind: Keyword), at start: Int, in buffer: UnsafeBufferPointer<UInt8>,
        into found: inout Summary
    ) {
        let end = start + keyword.text.utf8.count
        if !found.declaresViewLikeType, keyword.kind == .class || keyword.kind == .extension,
            start == 0 || !PreFilter.isIdentifierByte(buffer[start - 1]), end < buffer.count,
            buffer[end] == UInt8(ascii: " ")
        {
            found.declaresViewLikeType = headHasViewLikeWord(in: buffer, from: end + 1)
        }
        // A whole word, followed by a space: not `subclass`, `classes` or `class(`.
        guard start == 0 || !isIdentifierByte(buffer[start - 1]), end < buffer.count,
            buffer[end] == UInt8(ascii: " ") || buffer[end] == UInt8(ascii: "\t")
        else { return }
        var position = end
        while position < buffer.count,
            buffer[position] == UInt8(ascii: " ") || buffer[position] == UInt8(ascii: "\t")
        {
            position += 1
        }
        let name = dottedName(in: buffer, at: &position)
        if name.isEmpty { return }
        switch keyword.kind {
        case .class:
            found.declarations.classes[name, default: []].append(classHead(in: buffer, after: position))
        case .protocol: found.declarations.protocols.insert(name)
        case .valueType: found.declarations.valueTypes.insert(name)
        case .extension: found.declarations.extensions.insert(name)
        }
    }

    /// Endings of UIKit's view and controller classes, and of names taken for views (docs/project-index.md).
    private static let viewLikeEndings = [
        "View", "Cell", "Controller", "VC", "Button", "Label", "Control", "Bar",
        "Field", "Switch", "Slider", "Stepper", "Picker", "Window",
    ].map { Array($0.utf8) }
    /// Which bytes end one of `viewLikeEndings`.
    private static let viewLikeLastBytes: [Bool] = (0..<256).map { byte in
        viewLikeEndings.contains { $0.last == UInt8(byte) }
    }
    /// How far after the keyword the declaration's head (name, generics, inheritance) may reach.
    private static let declarationHeadLength = 400

    /// Whether a word of the head from `headStart` to its `{` ends like a view's name.
    private static func headHasViewLikeWord(in buffer: UnsafeBufferPointer<UInt8>, from headStart: Int) -> Bool {
        let end = min(buffer.count, headStart + declarationHeadLength)
        var position = headStart
        while position < end, buffer[position] != UInt8(ascii: "{") {
            guard PreFilter.isIdentifierByte(buffer[position]) else {
                position += 1
                continue
            }
            let wordStart = position
            while position < end, PreFilter.isIdentifierByte(buffer[position]) { position += 1 }
            // Most words end in none of the endings' last letters: told by one byte, before any comparison.
            guard viewLikeLastBytes[Int(buffer[position - 1])] else { continue }
            let word = UnsafeBufferPointer(rebasing: buffer[wordStart..<position])
            if viewLikeEndings.contains(where: { $0.count <= word.count && word.suffix($0.count).elementsEqual($0) }) {
                return true
            }
        }
        return false
    }

    /// The last part of the dotted name at `position` (`Name` of `Module.Name`), moving past it.
    private static func dottedName(in buffer: UnsafeBufferPointer<UInt8>, at position: inout Int) -> String {
        var name = ""
        while position < buffer.count, isIdentifierByte(buffer[position]) {
            let start = position
            while position < buffer.count, isIdentifierByte(buffer[position]) { position += 1 }
            name = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
            guard position + 1 < buffer.count, buffer[position] == UInt8(ascii: "."),
                isIdentifierByte(buffer[position + 1])
            else { break }
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
                !isIdentifierByte(buffer[end])
            {
                return .root
            }
            return .unread
        }
    }

    private static func skippingWhitespace(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < buffer.count, PreFilter.isWhitespace(buffer[position]) {
            position += 1
        }
        return position
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
