import Foundation

/// HeadlessUIKit's text-metrics model: every character is half the point size wide, every line
/// the font's `lineHeight` (1.2 × point size) tall, and text wraps at character counts.
struct HeadlessTextMetrics {
    let characterWidth: CGFloat
    let lineHeight: CGFloat

    init(font: UIFont) {
        characterWidth = font.pointSize * 0.5
        lineHeight = font.lineHeight
    }

    /// The size of `text` wrapped at `width`, limited to `maximumLines` (0: no limit).
    func size(of text: String, wrappingAt width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty, characterWidth > 0 else { return .zero }
        let charactersPerLine = width.isFinite ? max(1, Int((width / characterWidth).rounded(.down))) : Int.max
        var lines = 0
        var widestLine = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = paragraph.count
            lines += count <= charactersPerLine ? 1 : (count + charactersPerLine - 1) / charactersPerLine
            widestLine = max(widestLine, min(count, charactersPerLine))
        }
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return CGSize(width: CGFloat(widestLine) * characterWidth, height: CGFloat(lines) * lineHeight)
    }
}
