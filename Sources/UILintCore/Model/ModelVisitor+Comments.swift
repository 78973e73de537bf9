import SwiftSyntax

extension ModelVisitor {
    // MARK: - Comments

    func readSuppressions(around token: TokenSyntax) {
        guard readsSuppressions else { return }
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            readSuppression(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            readSuppression(piece, at: offset)
            offset += piece.sourceLength.utf8Length
        }
    }

    private func readSuppression(_ piece: TriviaPiece, at offset: Int) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment),
            .docLineComment(let comment), .docBlockComment(let comment):
            text = comment
        default: return
        }
        if collectsComments { comments.append(text) }
        let range = ByteRange(start: offset, end: offset + piece.sourceLength.utf8Length)
        if let suppression = SuppressionParser.parse(comment: text, range: range, in: source) {
            suppressions.append(suppression)
        }
    }
}
