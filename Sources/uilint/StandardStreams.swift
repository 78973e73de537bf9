import Foundation

enum StandardStreams {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
