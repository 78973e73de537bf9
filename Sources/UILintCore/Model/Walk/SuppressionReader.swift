import SwiftSyntax

/// The suppression comments of a file (`// uilint:disable …`), read from every token's trivia; and, when fixing
/// asks for them, every comment's text, which it compares before and after.
final class SuppressionReader: ModelReader {
    let walk: WalkState
    /// Whether the file may hold a suppression at all: most do not, and their trivia is not read.
    private let readsSuppressions: Bool
    private(set) var suppressions: [SuppressionComment] = []
    private(set) var comments: [String] = []

    init(walk: WalkState) {
        self.walk = walk
        readsSuppressions = walk.collectsComments || SuppressionParser.mayContainSuppression(walk.source.bytes)
    }

    // Called for every token of a file, most of which have no suppression to read.
    @inline(__always)
    func visit(_ token: TokenSyntax) {
        if readsSuppressions { readComments(around: token) }
    }

    private func readComments(around token: TokenSyntax) {
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            read(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            read(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
    }

    private func read(_ piece: TriviaPiece, at offset: Int) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment),
            .docLineComment(let comment), .docBlockComment(let comment):
            text = comment
        default: return
        }
        if walk.collectsComments { comments.append(text) }
        let range = ByteRange(start: offset, end: offset + piece.sourceLength.utf8Length)
        if let suppression = SuppressionParser.parse(comment: text, range: range, in: walk.source) {
            suppressions.append(suppression)
        }
    }
}
