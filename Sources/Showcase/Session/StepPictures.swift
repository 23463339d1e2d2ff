import DTTableViewManager
import Foundation

/// `swift run Showcase --svg DIR`: the scripted session, with an SVG picture of the screen after
/// each step (HeadlessUIKit's `headlessSVGSnapshot()`), written to `DIR` as
/// `01-load-the-screen.svg` and so on.
@MainActor
enum StepPictures {
    /// The picture of the feed screen after the first step, checked in as the README's
    /// picture (`Docs/Images/feed.svg`).
    static func feedPicture() throws -> String {
        var picture: String?
        _ = try ScriptedSession.run { _, screen in
            if picture == nil { picture = screen.headlessSVGSnapshot() }
        }
        return picture ?? ""
    }

    /// Runs the scripted session and writes one picture per step into `directory`, creating
    /// it if needed.
    ///
    /// - Parameter directory: The folder to write to.
    /// - Returns: The files written, in step order.
    /// - Throws: A step's error, or a file-system error.
    @discardableResult
    static func write(to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [URL] = []
        _ = try ScriptedSession.run { title, screen in
            let url = directory.appendingPathComponent(fileName(forStepTitled: title))
            try screen.headlessSVGSnapshot().write(to: url, atomically: true, encoding: .utf8)
            written.append(url)
        }
        return written
    }

    /// `"5. Scroll back to the top"` → `05-scroll-back-to-the-top.svg`: the step's number, two
    /// digits, then its words in lowercase ASCII joined by hyphens.
    static func fileName(forStepTitled title: String) -> String {
        let number = title.prefix { $0.isNumber }
        var words: [String] = []
        var word = ""
        for character in title.dropFirst(number.count).lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        let prefix = number.count == 1 ? "0" + number : String(number)
        return ([prefix] + words.prefix(8)).joined(separator: "-") + ".svg"
    }
}
