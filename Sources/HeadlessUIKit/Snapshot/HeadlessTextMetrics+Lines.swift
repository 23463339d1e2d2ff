import Foundation

// The lines a label shows, by the same rule its size is measured with (see
// `HeadlessTextMetrics.size(of:wrappingAt:maximumLines:)`): a line holds as many characters as
// fit at half the point size each, paragraphs break at "\n", and text that does not fit in the
// lines allowed is truncated as the line break mode says.
extension HeadlessTextMetrics {
    /// The lines of `text` shown in a box `width` wide, limited to `maximumLines` (0: no limit)
    /// and to the lines that fit in `height` (at least one).
    ///
    /// - Returns: The lines, the last one truncated with "…" when text was left out and the mode
    ///   truncates.
    func lines(of text: String, width: CGFloat, height: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode) -> [String] {
        guard !text.isEmpty, characterWidth > 0 else { return [] }
        let perLine = width.isFinite ? max(1, Int((width / characterWidth).rounded(.down))) : Int.max
        // The common case: one line that fits.
        if !text.utf8.contains(UInt8(ascii: "\n")), text.count <= perLine { return [text] }
        var all: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            if characters.count <= perLine {
                all.append(String(characters))
                continue
            }
            var start = 0
            while start < characters.count {
                let end = min(start + perLine, characters.count)
                all.append(String(characters[start..<end]))
                start = end
            }
        }
        var limit = all.count
        if maximumLines > 0 { limit = min(limit, maximumLines) }
        if height.isFinite, lineHeight > 0 {
            limit = min(limit, max(1, Int((height / lineHeight + 0.001).rounded(.down))))
        }
        guard limit < all.count else { return all }
        var shown = Array(all.prefix(limit))
        guard let last = shown.popLast() else { return [] }
        let rest = all.dropFirst(limit - 1).joined()
        shown.append(Self.truncated(last, rest: rest, perLine: perLine, mode: lineBreakMode))
        return shown
    }

    /// The last visible line of text that goes on past it.
    private static func truncated(_ line: String, rest: String, perLine: Int, mode: NSLineBreakMode) -> String {
        let characters = Array(line)
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        case .byTruncatingTail:
            return String(characters.prefix(max(perLine - 1, 0))) + "…"
        case .byTruncatingHead:
            let all = Array(rest)
            return "…" + String(all.suffix(max(perLine - 1, 0)))
        case .byTruncatingMiddle:
            let all = Array(rest)
            let kept = max(perLine - 1, 0)
            let head = (kept + 1) / 2
            return String(characters.prefix(head)) + "…" + String(all.suffix(kept - head))
        }
    }
}
